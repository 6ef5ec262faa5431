/**
 * TypeScript call classification when the checker sees no declaration: values that come from a package the
 * repository does not contain (dependencies not installed) are external, destructured repository functions resolve.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const callLines = async (files: Record<string, string>): Promise<string[]> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? "" : e.external ? " external" : " internal"}`);
};

describe("TypeScript values from outside the repository", () => {
  it("receivers from uninstalled packages, their callbacks' parameters and standard-library function types are external", async () => {
    const lines = await callLines({
      "a.ts": [
        'import test from "ava";',
        'import Router from "koa-router";',
        "export async function run(cb: () => void) {",
        "  const router = new Router();",
        "  router.match('x');",
        "  test('t', (t) => { t.is(1, 1); });",
        "  test.each([1])('x');",
        "  await new Promise<void>((resolve) => resolve());",
        "  cb();",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "a.ts#run -> ?Promise @8 external",
      "a.ts#run -> ?Router @4 external",
      "a.ts#run -> ?cb @9 internal",
      "a.ts#run -> ?resolve @8 external",
      "a.ts#run -> ?router.match @5 external",
      "a.ts#run -> ?t.is @6 external",
      "a.ts#run -> ?test @6 external",
      "a.ts#run -> ?test.each @7 external",
      "a.ts#run -> ?test.each([1]) @7 external",
    ]);
  });

  it("a function destructured from a module or an object resolves to its declaration", async () => {
    const lines = await callLines({
      "m.ts": "export function helper() {}\nexport const api = { helper };\n",
      "a.ts": [
        'import { api } from "./m";',
        "export async function run() {",
        '  const { helper } = await import("./m");',
        "  helper();",
        "}",
        "export function viaObject() {",
        "  const { helper: h } = api;",
        "  h();",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual(["a.ts#run -> m.ts#helper @4", "a.ts#viaObject -> m.ts#helper @8"]);
  });
});
