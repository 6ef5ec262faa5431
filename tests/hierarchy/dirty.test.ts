/**
 * The nodes a watcher's update compares piece by piece (dirty.ts): edits whose effect reaches nodes whose graph
 * objects stayed the same must still re-hash them, so runs with the memo equal runs without it. Each step changes one
 * thing that only one rule of dirty.ts carries to the node it reaches (the last: a new caller of a base method reaches
 * the override that lists it).
 */
import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, hierarchyMemo, runHierarchy, type NodeOutcome, type PreviousSummary } from "../../src/summarize/index.js";
import type { CodeGraph, GraphEdge, GraphNode } from "../../src/graph/index.js";
import { contains, edge, fn, graph, node } from "./graphs.js";

const asPrevious = (outcomes: NodeOutcome[]): Map<string, PreviousSummary> => new Map(outcomes.map((o) => [o.id, { inputHash: o.inputHash, summary: o.summary }]));

/** `base` with the `changed` nodes as new objects (other nodes and edges the same objects), `added` nodes and edges joined. */
function rebuilt(base: CodeGraph, changed: Record<string, Partial<GraphNode>>, added: GraphNode[] = [], edges: GraphEdge[] = []): CodeGraph {
  const nodes = base.nodes.map((n) => (changed[n.id] ? { ...n, ...changed[n.id] } : n));
  return graph([...nodes, ...added], [...base.edges, ...edges]);
}

function start(): CodeGraph {
  return graph(
    [
      node(".", "repository"),
      node("lib/", "folder", { name: "lib" }),
      node("app/", "folder", { name: "app" }),
      node("lib/util.ts", "file"),
      fn("lib/util.ts#fa", { signature: "fa(x: number): number", exported: true }),
      fn("lib/util.ts#fb", { signature: "fb(x: number): number", exported: true }),
      node("lib/use.ts", "file"),
      fn("lib/use.ts#both", { signature: "both(): number", exported: true }),
      node("lib/base.ts", "file"),
      node("lib/base.ts#Base", "class", { name: "Base" }),
      node("lib/base.ts#Base.send", "method", { name: "send", signature: "send(frame: string): void", doc: "Writes one frame to the socket." }),
      node("lib/tls.ts", "file"),
      node("lib/tls.ts#Tls", "class", { name: "Tls" }),
      node("lib/tls.ts#Tls.send", "method", { name: "send", signature: "send(frame: string): void" }),
      node("app/main.ts", "file"),
      fn("app/main.ts#main", { signature: "main(): void", doc: "Starts the app." }),
    ],
    [
      ...contains(".", "lib/", "app/"),
      ...contains("lib/", "lib/util.ts", "lib/use.ts", "lib/base.ts", "lib/tls.ts"),
      ...contains("lib/util.ts", "lib/util.ts#fa", "lib/util.ts#fb"),
      ...contains("lib/use.ts", "lib/use.ts#both"),
      ...contains("lib/base.ts", "lib/base.ts#Base"),
      ...contains("lib/base.ts#Base", "lib/base.ts#Base.send"),
      ...contains("lib/tls.ts", "lib/tls.ts#Tls"),
      ...contains("lib/tls.ts#Tls", "lib/tls.ts#Tls.send"),
      ...contains("app/", "app/main.ts"),
      ...contains("app/main.ts", "app/main.ts#main"),
      edge("lib/tls.ts#Tls", "lib/base.ts#Base", "inherits"),
      edge("lib/use.ts#both", "lib/util.ts#fa"),
      edge("lib/use.ts#both", "lib/util.ts#fb"),
      edge("app/main.ts#main", "lib/util.ts#fa"),
    ],
  );
}

describe("hierarchy memo: what an edit reaches", () => {
  it("re-hashes nodes reached through caller counts, callers' docs, inherited docs and places, as runs without the memo", async () => {
    const memo = hierarchyMemo();
    const options = { generator: extractiveNodeGenerator };
    const g0 = start();
    const first = await runHierarchy({ ...options, graph: g0, memo });
    // app/main.ts built again with two more callers of fb: fb (3 callers) now comes before fa (2) in both()'s
    // callees, and util.ts names fb first; neither lib/ file was rebuilt, nor their folder.
    const g1 = rebuilt(
      g0,
      { "app/main.ts": {}, "app/main.ts#main": {} },
      [fn("app/main.ts#two", { signature: "two(): void" }), fn("app/main.ts#three", { signature: "three(): void" })],
      [...contains("app/main.ts", "app/main.ts#two", "app/main.ts#three"), edge("app/main.ts#two", "lib/util.ts#fb"), edge("app/main.ts#three", "lib/util.ts#fb")],
    );
    // main's doc is fa's caller's purpose (fa's docs context).
    const g2 = rebuilt(g1, { "app/main.ts": {}, "app/main.ts#main": { doc: "Runs the whole app." }, "app/main.ts#two": {}, "app/main.ts#three": {} });
    // Base.send's doc is what Tls.send, undocumented, inherits.
    const g3 = rebuilt(g2, { "lib/base.ts": {}, "lib/base.ts#Base": {}, "lib/base.ts#Base.send": { doc: "Sends one frame and waits for the ack." } });
    // fa two lines longer: its weight, a place both() reads of its callee (its own summary stays).
    const g4 = rebuilt(g3, { "lib/util.ts": {}, "lib/util.ts#fa": { span: { startLine: 1, endLine: 3, startByte: 0, endByte: 30 } }, "lib/util.ts#fb": {} });
    // main calls Base.send now: Tls.send, its one override, lists the base method's callers as its own.
    const g5 = rebuilt(g4, { "app/main.ts": {}, "app/main.ts#main": {} }, [], [edge("app/main.ts#main", "lib/base.ts#Base.send")]);
    const steps: [string, CodeGraph, string[]][] = [
      ["new callers of fb", g1, ["lib/use.ts#both", "lib/util.ts"]],
      ["a caller's doc", g2, ["lib/util.ts#fa"]],
      ["an inherited doc", g3, ["lib/tls.ts#Tls.send"]],
      ["a callee's weight", g4, ["lib/use.ts#both"]],
      ["a new caller of a base method", g5, ["lib/tls.ts#Tls.send"]],
    ];
    let previous = asPrevious(first.outcomes);
    for (const [what, g, reached] of steps) {
      const withMemo = await runHierarchy({ ...options, graph: g, previous, memo });
      const without = await runHierarchy({ ...options, graph: g, previous });
      expect(withMemo.outcomes, what).toEqual(without.outcomes);
      // The nodes the step reaches get a new input hash: a memo that reused them would differ above.
      for (const id of reached) expect(without.outcomes.find((o) => o.id === id)?.inputHash, `${what}: ${id}`).not.toBe(previous.get(id)?.inputHash);
      previous = asPrevious(withMemo.outcomes);
    }
  });
});
