/** The stage lines of `strata index`: a model run whose answers all failed says so instead of "summarized". */
import { describe, expect, it } from "vitest";
import { renderIndexReport } from "../../src/cli/render/indexReport.js";
import { renderSynthesisReport } from "../../src/cli/render/synthesisReport.js";
import type { HierarchyPlanReport, HierarchyRunReport, IndexReport, SynthesisPlanReport } from "../../src/pipeline/index.js";
import { renderDryRunTotal } from "../../src/cli/render/dryRunTotal.js";

const base: IndexReport = {
  root: "/r",
  store: "/r/.strata/strata.db",
  durationMs: 1000,
  discovered: 2,
  indexed: 2,
  unchanged: 0,
  removed: 0,
  skipped: [],
  ignored: 0,
  failed: [],
  linesIndexed: 10,
  partial: [],
  languages: { typescript: 2 },
  textOnly: {},
  aborted: false,
  stages: {},
  profile: {},
  peakRssMiB: 0,
};

describe("renderIndexReport summary line", () => {
  // Found by a trial: an incremental run of one file said "1 extracted (0 files/s, 532 lines)".
  it("gives an extraction rate only for 20 files or more", () => {
    expect(renderIndexReport({ ...base, indexed: 1, unchanged: 94, durationMs: 3000, linesIndexed: 532 }).split("\n")[0]).toBe(
      "Indexed 95 files in 3.0 s: 1 extracted (532 lines), 94 unchanged, 0 removed, 0 failed.",
    );
    expect(renderIndexReport({ ...base, indexed: 40, durationMs: 2000, linesIndexed: 4000 }).split("\n")[0]).toBe(
      "Indexed 40 files in 2.0 s: 40 extracted (20 files/s, 4000 lines), 0 unchanged, 0 removed, 0 failed.",
    );
    // uvicorn e6c7ce79: the progress bar said 37 files/s while extracting, this line 11 over the whole run.
    const profile = { extract: { wallMs: 500, cpuMs: 900, peakRssMiB: 100 } };
    expect(renderIndexReport({ ...base, indexed: 40, durationMs: 2000, linesIndexed: 4000, profile }).split("\n")[0]).toBe(
      "Indexed 40 files in 2.0 s: 40 extracted (80 files/s, 4000 lines), 0 unchanged, 0 removed, 0 failed.",
    );
  });
});

describe("renderIndexReport stage lines", () => {
  it("names fallbacks, LLM calls and why the hierarchy stopped", () => {
    const text = renderIndexReport({
      ...base,
      stages: {
        hierarchy: {
          levels: 3,
          cycles: 0,
          summarized: 5,
          nodes: 9,
          generatorKey: "P-NODE-JSON@1|openai-compatible:m",
          fallbacks: 5,
          llmCalls: 10,
          reused: 4,
          stopped: { kind: "budget", message: "LLM budget spent: 10 of 10 calls" },
        } as HierarchyRunReport,
      },
    });
    expect(text.split("\n").filter((l) => l.startsWith("Hierarchy:"))).toEqual([
      "Hierarchy: 3 dependency levels summarized bottom-up, 0 cycles of nodes that depend on each other summarized together; 5 of 9 nodes summarized (P-NODE-JSON@1|openai-compatible:m; 5 kept extractive after a failed or invalid model answer; 10 LLM calls), 4 reused. Stopped: LLM budget spent: 10 of 10 calls. See: strata levels.",
    ]);
  });

  it("a dry run says how many node summary calls would be made", () => {
    const text = renderIndexReport({
      ...base,
      stages: { hierarchy: { dryRun: true, generatorKey: "P-NODE-JSON@1|openai:gpt-4o-mini", nodes: 2957, reused: 0, plannedCalls: 2958, promptTokens: 673844, costUsd: 0.5481 } as HierarchyPlanReport },
    });
    expect(text.split("\n").filter((l) => l.startsWith("Hierarchy"))).toEqual([
      "Hierarchy (dry run, nothing sent): 2958 node summary calls would be made, ~673844 prompt tokens, $0.5481 (P-NODE-JSON@1|openai:gpt-4o-mini); 0 of 2957 nodes reused.",
    ]);
  });

  it("a dry run's total adds the node and file plans; a model with no price has no total cost", () => {
    const hierarchy = { dryRun: true, generatorKey: "P-NODE-JSON@1|openai:m", nodes: 10, reused: 2, plannedCalls: 8, promptTokens: 4000, outputTokens: 2000, costUsd: 0.01 } as HierarchyPlanReport;
    const synthesis = { dryRun: true, calls: 3, inputTokens: 900, outputTokens: 1200, costUsd: 0.002 } as SynthesisPlanReport;
    expect(renderDryRunTotal({ stages: { hierarchy, synthesis } })).toBe("Dry run total: 11 LLM calls (8 node summaries, 3 file summaries), ~4900 input + ~3200 output tokens, $0.0120. Nothing was sent.\n");
    expect(renderDryRunTotal({ stages: { hierarchy: { ...hierarchy, costUsd: null }, synthesis } })).toBe("Dry run total: 11 LLM calls (8 node summaries, 3 file summaries), ~4900 input + ~3200 output tokens, cost n/a (no price for this model). Nothing was sent.\n");
    expect(renderDryRunTotal({ stages: {} })).toBe("");
  });

  it("prints no stage line for a stage that did not run", () => {
    expect(renderIndexReport(base).split("\n").filter((l) => /^(Graph|Hierarchy|Search):/.test(l))).toEqual([]);
  });
});

describe("renderIndexReport graph line", () => {
  // Found by a trial on chi (735ae2b): "(2279 calls, 36% resolved)" read as poor resolution, though 90.7% of the calls
  // that could be resolved inside the repository were (`graph --stats`); most of the rest call the standard library.
  it("gives the share of all calls and of in-repository calls resolved, as graph --stats does", () => {
    const go = { language: "go", calls: 2279, resolved: 826, external: 1368, unresolvedInternal: 85, resolvedFraction: 0.362, internalResolvedFraction: 0.907, byResolution: { "type-checked": 0, scope: 580, import: 246, "name-only": 0 }, callbacks: 59, references: 0, constructions: 87, statements: 0 };
    const graph = { mode: "full" as const, builderVersion: 35, filesBuilt: 95, filesRemoved: 0, nodes: 605, edges: 3387, nodesByKind: {}, edgesByKind: {}, calls: [go], failed: [], unreadable: [], ms: 0 };
    const lines = renderIndexReport({ ...base, stages: { graph } }).split("\n").filter((l) => l.startsWith("Graph:"));
    expect(lines).toEqual(["Graph: 605 nodes, 3387 edges (2279 call expressions: 91% of those into the repository's own code resolved, 36% of all, library and builtin calls counted); 95 files rebuilt. Details: strata graph --stats."]);
  });
});

describe("renderIndexReport for stages that threw or had nothing to do", () => {
  it("says which stage failed and with what, instead of zero counts", () => {
    const text = renderIndexReport({ ...base, stages: { graph: { failed: "RangeError: Maximum call stack size exceeded" }, hierarchy: { skipped: "no code graph in the store", nodes: 0, ms: 0 } } });
    expect(text.split("\n").filter((l) => /^(Graph|Hierarchy)/.test(l))).toEqual([
      "Graph failed: RangeError: Maximum call stack size exceeded. The next run retries it.",
      "Hierarchy: skipped (no code graph in the store).",
    ]);
  });

  it("says the synthesis stage failed, and prints nothing without a model", () => {
    expect([renderSynthesisReport({ failed: "TypeError: x is not a function" }), renderSynthesisReport({ llm: false }), renderSynthesisReport(undefined)]).toEqual([
      "LLM summaries failed: TypeError: x is not a function. The next run retries them; files keep their extractive summary.\n",
      "",
      "",
    ]);
  });

  it("a re-index where no file changed says the categories are unchanged, not that 0 files were categorized", () => {
    const lines = (files: number, categorized: number, unchanged = 0): string[] =>
      renderIndexReport({ ...base, unchanged, stages: { categories: { files, categorized, ms: 0 } } }).split("\n").filter((l) => l.startsWith("Categories"));
    // Found by a trial: an empty repository's first index said "unchanged since the last run".
    expect([...lines(0, 0, 12), ...lines(0, 0), ...lines(114, 100), ...lines(1, 1)]).toEqual([
      "Categories: unchanged (no file changed since the last run). See: strata categories.",
      "Categories: no files to categorize.",
      "Categories: 100 of 114 files categorized by purpose. See: strata categories.",
      "Categories: 1 of 1 file categorized by purpose. See: strata categories.",
    ]);
    // Found by a trial: after an edit, "1 file categorized by purpose" read as the repository's count.
    const incremental = renderIndexReport({ ...base, unchanged: 94, stages: { categories: { files: 1, categorized: 1, ms: 0 } } }).split("\n").filter((l) => l.startsWith("Categories"));
    expect(incremental).toEqual(["Categories: 1 of 1 changed file categorized by purpose. See: strata categories."]);
  });
});
