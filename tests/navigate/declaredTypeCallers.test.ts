/**
 * `callers` of a function declared with a function type (`const f: Invalidate = (…) => …`) names the calls that reach
 * it through that type. A trial on jotai 1fae7724 found `callers BUILDING_BLOCK_invalidateDependents` printing "no
 * results" while `impact` listed its two callers through `InvalidateDependents`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { calledThrough, calledThroughNote } from "../../src/navigate/index.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

describe("callers through a function's declared type", () => {
  it("counts the callers of the type", async () => {
    const root = writeTree({
      "tsconfig.json": '{"compilerOptions":{"strict":true}}',
      "src/b.ts": [
        "export type Invalidate = (key: string) => void;",
        "",
        "export const invalidateAll: Invalidate = (key) => {",
        "  console.log(key);",
        "};",
        "",
        "export function runAll(inv: Invalidate): void {",
        '  inv("a");',
        "}",
        "",
        "export function flush(inv: Invalidate): void {",
        '  inv("b");',
        "}",
        "",
        "export function plain(key: string): void {",
        "  console.log(key);",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const node = (id: string) => graph.nodes.find((n) => n.id === id);
    const through = calledThrough(graph.edges, "src/b.ts#invalidateAll", node("src/b.ts#invalidateAll"));
    expect(through).toEqual([{ id: "src/b.ts#Invalidate", callers: 2, declared: true }]);
    expect(calledThroughNote("src/b.ts#invalidateAll", through)).toBe(
      "no direct calls of src/b.ts#invalidateAll in the code graph; 2 callers through src/b.ts#Invalidate, its declared type (calls on a value of that type): strata callers src/b.ts#Invalidate lists them, strata impact src/b.ts#invalidateAll follows them",
    );
    expect(calledThrough(graph.edges, "src/b.ts#plain", node("src/b.ts#plain"))).toEqual([]);
  });
});
