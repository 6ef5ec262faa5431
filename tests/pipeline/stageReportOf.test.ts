/** Reading a stage's report back from a stored run: checked fields, `{ failed }`, and absent for anything else. */
import { describe, expect, it } from "vitest";
import { stageReportOf } from "../../src/pipeline/index.js";

const run = (stages: Record<string, unknown>): { report: unknown } => ({ report: { root: "/r", stages } });

describe("stageReportOf", () => {
  it("returns a graph report with its builder version, and 0 for one written before versions were reported", () => {
    expect(stageReportOf(run({ graph: { mode: "incremental", builderVersion: 7, nodes: 3 } }), "graph")).toEqual({ mode: "incremental", builderVersion: 7, nodes: 3 });
    expect(stageReportOf(run({ graph: { mode: "full", nodes: 3 } }), "graph")).toEqual({ mode: "full", nodes: 3, builderVersion: 0 });
  });

  it("tells a stage that threw from the graph report's list of failed files", () => {
    expect(stageReportOf(run({ graph: { failed: "RangeError: Maximum call stack size exceeded" } }), "graph")).toEqual({ failed: "RangeError: Maximum call stack size exceeded" });
    expect(stageReportOf(run({ graph: { builderVersion: 2, failed: [{ path: "deep.ts", reason: "nesting too deep" }] } }), "graph")).toEqual({
      builderVersion: 2,
      failed: [{ path: "deep.ts", reason: "nesting too deep" }],
    });
  });

  it("reads the hierarchy's generator key, and a skipped hierarchy without one", () => {
    expect(stageReportOf(run({ hierarchy: { generatorKey: "extractive-node@4", nodes: 12, levels: 4 } }), "hierarchy")).toEqual({ generatorKey: "extractive-node@4", nodes: 12, levels: 4 });
    expect(stageReportOf(run({ hierarchy: { skipped: "no code graph in the store", nodes: 0, ms: 1 } }), "hierarchy")).toEqual({ skipped: "no code graph in the store", nodes: 0, ms: 1 });
  });

  it("is undefined without a run, a report, the stage, or a checked field of the right type", () => {
    expect(
      [
        stageReportOf(undefined, "graph"),
        stageReportOf({ report: undefined }, "graph"),
        stageReportOf({ report: "not an object" }, "graph"),
        stageReportOf({ report: { stages: [] } }, "graph"),
        stageReportOf(run({ synthesis: { llm: false } }), "graph"),
        stageReportOf(run({ graph: { builderVersion: "7" } }), "graph"),
        stageReportOf(run({ hierarchy: { generatorKey: 5, nodes: 1 } }), "hierarchy"),
        stageReportOf(run({ search: { docs: 4, nodesFrom: "elsewhere" } }), "search"),
        stageReportOf(run({ categories: { files: -1, categorized: 0 } }), "categories"),
      ],
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it("reads each synthesis shape: no model, a dry run, a run", () => {
    const ran = { model: "m", promptKey: "P-TECH-JSON@1", files: 2, hashHits: 1, semanticHits: 0, misses: 1, llmCalls: 1, costUsd: null, failed: 0 };
    expect([
      stageReportOf(run({ synthesis: { llm: false } }), "synthesis"),
      stageReportOf(run({ synthesis: { dryRun: true, model: "m", promptKey: "P-TECH-JSON@1", calls: 2, costUsd: 0.0001 } }), "synthesis"),
      stageReportOf(run({ synthesis: ran }), "synthesis"),
    ]).toEqual([{ llm: false }, { dryRun: true, model: "m", promptKey: "P-TECH-JSON@1", calls: 2, costUsd: 0.0001 }, ran]);
  });
});
