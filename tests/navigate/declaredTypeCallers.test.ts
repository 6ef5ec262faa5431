/**
 * `callers` of a function declared with a function type (`const f: Invalidate = (…) => …`) names the calls that reach
 * it through that type. A trial on jotai 1fae7724 found `callers BUILDING_BLOCK_invalidateDependents` printing "no
 * results" while `impact` listed its two callers through `InvalidateDependents`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { calledThrough, calledThroughNote, impactOf } from "../../src/navigate/index.js";
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

  // yargs 2a4378bd: `self.fail = function fail(…)` in the `usage` factory (`self` a `UsageInstance`) had no callers
  // and no impact, while 13 calls of `UsageInstance.fail` run it.
  it("counts the callers of the interface member a function is assigned to, and impact follows them", async () => {
    const root = writeTree({
      "tsconfig.json": '{"compilerOptions":{"strict":true}}',
      "lib/usage.ts": [
        "export interface UsageInstance {",
        "  fail(msg: string): void;",
        "  help(): string;",
        "}",
        "",
        "export function usage(): UsageInstance {",
        "  const self = {} as UsageInstance;",
        "  self.fail = function fail(msg: string): void {",
        "    void msg;",
        "  };",
        '  self.help = () => "help";',
        "  return self;",
        "}",
        "",
        "export function run(u: UsageInstance): void {",
        '  u.fail("x");',
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const node = (id: string) => graph.nodes.find((n) => n.id === id);
    expect(graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to}`)).toEqual(["lib/usage.ts#usage.fail -> lib/usage.ts#UsageInstance.fail"]);
    const through = calledThrough(graph.edges, "lib/usage.ts#usage.fail", node("lib/usage.ts#usage.fail"));
    expect(through).toEqual([{ id: "lib/usage.ts#UsageInstance.fail", callers: 1, declared: true }]);
    expect(calledThroughNote("lib/usage.ts#usage.fail", through)).toContain("1 caller through lib/usage.ts#UsageInstance.fail, the interface member it is assigned to (");
    expect(impactOf(graph, "lib/usage.ts#usage.fail")?.files.flatMap((f) => f.nodes.map((n) => [n.id, n.through]))).toEqual([["lib/usage.ts#run", "lib/usage.ts#UsageInstance.fail"]]);
  });
});
