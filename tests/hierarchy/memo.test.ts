/**
 * The hierarchy's memo (a watcher's runs): a node is reused without hashing its input only when nothing it is made
 * from changed, so every run with the memo gives exactly what the same run without it gives.
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, hierarchyMemo, runHierarchy, type NodeOutcome, type PreviousSummary } from "../../src/summarize/index.js";
import type { CodeGraph, GraphEdge, GraphNode } from "../../src/graph/index.js";
import { tinyFiles, tinyGraph } from "./fixture.js";
import { edge, fn, graph } from "./graphs.js";

const asPrevious = (outcomes: NodeOutcome[]): Map<string, PreviousSummary> => new Map(outcomes.map((o) => [o.id, { inputHash: o.inputHash, summary: o.summary }]));

/**
 * `base` after a rebuild of some nodes, as the store's kept graph gives it: untouched nodes are the same objects,
 * `changed` ones new objects with the given fields; `added` nodes and edges join.
 */
function rebuilt(base: CodeGraph, changed: Record<string, Partial<GraphNode>>, added: GraphNode[] = [], edges: GraphEdge[] = []): CodeGraph {
  const nodes = base.nodes.map((n) => (changed[n.id] ? { ...n, ...changed[n.id] } : n));
  return { ...graph([...nodes, ...added], [...base.edges, ...edges]) };
}

describe("hierarchy memo", () => {
  it("reuses untouched nodes unhashed and gives, run after run, exactly the outcomes of runs without it", async () => {
    const memo = hierarchyMemo();
    const g0 = tinyGraph();
    const options = { generator: extractiveNodeGenerator, files: tinyFiles };
    const first = await runHierarchy({ ...options, graph: g0, memo });
    expect(first.report).toMatchObject({ summarized: 9, hashed: 9 });
    const g3 = rebuilt(g0, { "src/config.ts": {}, "src/config.ts#parseLine": {}, "src/config.ts#readConfig": {} }, [fn("src/config.ts#boot", { doc: "Boots the server from the config." })], [edge("src/config.ts", "src/config.ts#boot", "contains"), edge("src/config.ts#boot", "src/main.ts#Server.start")]);
    const g4 = rebuilt(g3, { "src/main.ts#main": { exported: true }, "src/main.ts": {} });
    const g6 = rebuilt(g4, { "src/config.ts": {}, "src/config.ts#parseLine": {}, "src/config.ts#readConfig": {}, "src/config.ts#boot": {} }, [fn("src/config.ts#reload")], [edge("src/config.ts", "src/config.ts#reload", "contains"), edge("src/config.ts#reload", "src/config.ts#readConfig")]);
    const g7 = rebuilt(g6, { "src/config.ts": {}, "src/config.ts#parseLine": {}, "src/config.ts#readConfig": {}, "src/config.ts#boot": {}, "src/config.ts#reload": {} }, [fn("src/config.ts#wire")], [edge("src/config.ts", "src/config.ts#wire", "contains"), edge("src/config.ts#wire", "src/main.ts#main")]);
    const steps: [string, CodeGraph, string[]][] = [
      ["nothing changed", g0, []],
      // A leaf's doc: the leaf, its caller, their file and what reads their texts.
      ["a leaf's doc", rebuilt(g0, { "src/config.ts#parseLine": { doc: "Splits a key=value line." } }), ["src/config.ts#parseLine", "src/config.ts#readConfig", "src/config.ts", "src/main.ts#main", "src/"]],
      // A documented caller of Server.start added in config.ts: Server.start's callers (its context) change, and
      // main's callees reorder (Server.start now has two callers), though nothing of main.ts was rebuilt.
      [
        "a caller elsewhere",
        g3,
        ["src/config.ts#boot", "src/config.ts#parseLine", "src/config.ts#readConfig", "src/main.ts#Server.start", "src/config.ts", "src/main.ts#Server", "src/main.ts#main", "src/main.ts", "src/"],
      ],
      // main exported: main.ts's weight among src/'s children (its exports) changes, so src/ and then "." re-hash.
      ["an export", g4, ["src/main.ts#main", "src/main.ts", "src/", "."]],
      // An undocumented caller of readConfig: no context changes, but main's callees reorder (a tie now, by id).
      [
        "a reorder only",
        g6,
        ["src/config.ts#boot", "src/config.ts#parseLine", "src/config.ts#readConfig", "src/config.ts#reload", "src/config.ts", "src/main.ts#main", "src/main.ts", "src/", "."],
      ],
      // An undocumented caller of main.ts's export `main` in config.ts: main.ts names its most used exports first, so it
      // re-hashes though nothing of it was rebuilt (and main's own context, documented callers only, is the same).
      ["a use elsewhere", g7, ["src/config.ts#boot", "src/config.ts#parseLine", "src/config.ts#readConfig", "src/config.ts#reload", "src/config.ts#wire", "src/config.ts", "src/main.ts", "src/"]],
    ];
    let previous = asPrevious(first.outcomes);
    for (const [what, g, hashed] of steps) {
      const withMemo = await runHierarchy({ ...options, graph: g, previous, memo });
      const without = await runHierarchy({ ...options, graph: g, previous });
      expect(withMemo.outcomes, what).toEqual(without.outcomes);
      expect(withMemo.report.reused, what).toBe(without.report.reused);
      expect(withMemo.report.hashed, what).toBe(hashed.length);
      previous = asPrevious(withMemo.outcomes);
    }
  });
});
