import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, runHierarchy, type NodeOutcome, type PreviousSummary } from "../../src/summarize/index.js";
import { tinyFiles, tinyGraph } from "./fixture.js";
import { calls, fn, graph } from "./graphs.js";

const asPrevious = (outcomes: NodeOutcome[]): Map<string, PreviousSummary> => new Map(outcomes.map((o) => [o.id, { inputHash: o.inputHash, summary: o.summary }]));
const ids = (outcomes: NodeOutcome[], keep: (o: NodeOutcome) => boolean) => outcomes.filter(keep).map((o) => o.id);

describe("incremental hierarchy", () => {
  it("an unchanged graph reuses every summary", async () => {
    const first = await runHierarchy({ graph: tinyGraph(), generator: extractiveNodeGenerator, files: tinyFiles });
    const second = await runHierarchy({ graph: tinyGraph(), generator: extractiveNodeGenerator, files: tinyFiles, previous: asPrevious(first.outcomes) });
    expect([second.report.summarized, second.report.reused]).toEqual([0, 9]);
    expect(second.outcomes.map((o) => o.summary)).toEqual(first.outcomes.map((o) => o.summary));
  });

  it("a one-line body edit in a leaf re-summarizes exactly the leaf: its text is the same, so propagation stops", async () => {
    const first = await runHierarchy({ graph: tinyGraph(), generator: extractiveNodeGenerator, files: tinyFiles });
    const second = await runHierarchy({ graph: tinyGraph("h:parseLine-edited"), generator: extractiveNodeGenerator, files: tinyFiles, previous: asPrevious(first.outcomes) });
    expect(ids(second.outcomes, (o) => o.status !== "reused")).toEqual(["src/config.ts#parseLine"]);
    expect(ids(second.outcomes, (o) => o.changed)).toEqual([]);
    expect(second.report).toMatchObject({ nodes: 9, summarized: 1, reused: 8, changed: 0, summarizedPercent: 11.11 });
  });

  it("an edit that changes the leaf's summary propagates up to where a new summary equals the old one", async () => {
    const first = await runHierarchy({ graph: tinyGraph(), generator: extractiveNodeGenerator, files: tinyFiles });
    const edited = tinyGraph("h:parseLine-doc");
    const leaf = edited.nodes.find((n) => n.id === "src/config.ts#parseLine")!;
    leaf.doc = "Splits a key=value line.";
    const second = await runHierarchy({ graph: edited, generator: extractiveNodeGenerator, files: tinyFiles, previous: asPrevious(first.outcomes) });
    // readConfig lists parseLine's purpose (changed); main hashes readConfig's text, is re-summarized, but lists only
    // readConfig's purpose (same): its text is unchanged, so src/main.ts is reused. src/config.ts lists its members'
    // purposes (changed); src/ re-runs but lists only config.ts's purpose (same), so "." is reused.
    expect(ids(second.outcomes, (o) => o.status !== "reused")).toEqual(["src/config.ts#parseLine", "src/config.ts#readConfig", "src/config.ts", "src/main.ts#main", "src/"]);
    expect(ids(second.outcomes, (o) => o.changed)).toEqual(["src/config.ts#parseLine", "src/config.ts#readConfig", "src/config.ts"]);
    expect(second.outcomes.find((o) => o.id === "src/config.ts#readConfig")?.summary.calls).toEqual([{ id: "src/config.ts#parseLine", why: "Splits a key=value line." }]);
  });

  it("members of a cycle see each other's facts, in a fixed order, whatever the concurrency", async () => {
    const g = graph(
      [fn("m.ts#isEven", { doc: "True for even n.", signature: "isEven(n: number): boolean" }), fn("m.ts#isOdd", { signature: "isOdd(n: number): boolean" })],
      calls("m.ts#isEven", "m.ts#isOdd", "m.ts#isEven"),
    );
    const one = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, concurrency: 1 });
    const many = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, concurrency: 8 });
    expect(many.outcomes).toEqual(one.outcomes);
    expect(one.outcomes.map((o) => o.summary.text)).toEqual([
      "True for even n. Inputs: n: number. Outputs: boolean. Calls: isOdd (Takes n: number and returns boolean). In a call cycle with isOdd.",
      // A cycle member's name is known though its summary is not: isOdd delegates to it (fastify's `handleResolve`,
      // whose one call is `next()` of its cycle, read "Declared as function handleResolve ()").
      "Returns boolean; delegates to isEven. Inputs: n: number. Outputs: boolean. Calls: isEven (True for even n). In a call cycle with isEven.",
    ]);
    expect(one.report.cycles).toBe(1);
  });
});
