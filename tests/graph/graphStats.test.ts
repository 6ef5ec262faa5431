/**
 * `graphStats`: the resolved share counts call expressions only. A function passed as an argument (`via: "callback"`)
 * and a `@property` read (`via: "reference"`) are `calls` edges that exist only when resolved; they are counted apart
 * and in none of the counts or shares of calls.
 */
import { describe, expect, it } from "vitest";
import { buildGraph, graphStats } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("graphStats", () => {
  it("counts a call, an external call and an unresolved call; a callback and a property read apart", async () => {
    const root = writeTree({
      "app/m.py": [
        "class Box:",
        "    @property",
        "    def size(self):",
        "        return 1",
        "",
        "",
        "def helper():",
        "    return 0",
        "",
        "",
        "def key_of(x):",
        "    return x",
        "",
        "",
        "def main(box: Box):",
        "    helper()",
        "    sorted([], key=key_of)",
        "    n = box.size",
        "    missing()",
        "    return n",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls")
      .map((e) => `${e.from} -> ${e.to}${e.resolved ? "" : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`)
      .sort();
    expect(calls).toEqual([
      "app/m.py#main -> ?missing internal",
      "app/m.py#main -> ?sorted external",
      "app/m.py#main -> app/m.py#Box.size reference",
      "app/m.py#main -> app/m.py#helper",
      "app/m.py#main -> app/m.py#key_of callback",
    ]);
    const stats = graphStats(graph);
    expect(stats.edgesByKind.calls).toBe(5);
    expect(stats.calls).toEqual([
      {
        language: "python",
        calls: 3,
        resolved: 1,
        external: 1,
        unresolvedInternal: 1,
        resolvedFraction: 1 / 3,
        internalResolvedFraction: 0.5,
        byResolution: { "type-checked": 0, scope: 1, import: 0, "name-only": 0 },
        callbacks: 1,
        references: 1,
        constructions: 0, statements: 0,
      },
    ]);
  });

  it("gives a language whose only calls edges are callbacks, references or constructions no calls and shares of 0", () => {
    const stats = graphStats({
      nodes: [
        { id: "a.ts", kind: "file", name: "a.ts", language: "typescript" },
        { id: "a.ts#f", kind: "function", name: "f", language: "typescript" },
        { id: "a.ts#g", kind: "function", name: "g", language: "typescript" },
      ],
      edges: [
        { from: "a.ts#f", to: "a.ts#g", kind: "calls", resolved: true, resolution: "type-checked", via: "callback" },
        { from: "a.ts#g", to: "a.ts#f", kind: "calls", resolved: true, resolution: "type-checked", via: "reference" },
        { from: "a.ts#g", to: "a.ts#f", kind: "calls", resolved: true, resolution: "type-checked", via: "reference" },
        { from: "a.ts#g", to: "a.ts#f", kind: "calls", resolved: true, resolution: "scope", via: "literal" },
      ],
    } as Parameters<typeof graphStats>[0]);
    expect(stats.calls).toEqual([
      {
        language: "typescript",
        calls: 0,
        resolved: 0,
        external: 0,
        unresolvedInternal: 0,
        resolvedFraction: 0,
        internalResolvedFraction: 0,
        byResolution: { "type-checked": 0, scope: 0, import: 0, "name-only": 0 },
        callbacks: 1,
        references: 2,
        constructions: 1, statements: 0,
      },
    ]);
  });
});
