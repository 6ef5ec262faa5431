/**
 * Inputs that break naive tree code (BC-33 deep nesting, BC-15 syntax errors): the tree is still built,
 * with the units tree-sitter recovered, and the region depth is capped.
 */
import { describe, expect, test } from "vitest";
import { buildRegionTree, disposeRegionGrammars, selectRegion } from "../../src/extract/index.js";
import { MAX_REGION_DEPTH } from "../../src/extract/regions/collectRegions.js";
import { allRegions } from "./oracle.js";

function depth(id: string): number {
  return id.split("/").filter((p) => !p.startsWith("g")).length - 1;
}

describe("robustness", () => {
  test("BC-33 A: 20,000 nested brackets between two functions", async () => {
    const text = `def keep():\n    return 1\n\nx = ${"[".repeat(20000)}${"]".repeat(20000)}\n\ndef also():\n    return 2\n`;
    const tree = await buildRegionTree({ path: "deep.py", text, language: "python" });
    expect(tree.root.children.map((r) => [r.id, r.kind, r.name])).toEqual([
      ["f/g0-1", "group", undefined],
      ["f/2", "function", "also"],
    ]);
    expect(tree.root.children[0]!.children.map((r) => [r.id, r.kind, r.name, r.start, r.end])).toEqual([
      ["f/0", "function", "keep", 0, 24],
      ["f/1", "statement", undefined, 26, 40030],
    ]);
  });

  test("deeply nested callbacks stop at the region depth cap", async () => {
    const levels = 100;
    const text = `${"f(() => {\n".repeat(levels)}g();\n${"});\n".repeat(levels)}`;
    const tree = await buildRegionTree({ path: "deep.ts", text, language: "typescript" });
    const deepest = Math.max(...allRegions(tree.root).map((r) => depth(r.id)));
    expect(deepest).toBe(MAX_REGION_DEPTH);
    expect(selectRegion(tree, { start: text.indexOf("g()"), end: text.indexOf("g()") + 3 }).id.split("/")).toHaveLength(MAX_REGION_DEPTH + 1);
  });

  test("BC-15: a syntax error keeps the other units", async () => {
    const text = "def ok():\n    return 1\n\ndef broken(:\n    pass\n\nclass Fine:\n    def m(self):\n        return 2\n";
    const tree = await buildRegionTree({ path: "err.py", text, language: "python" });
    const named = allRegions(tree.root).filter((r) => r.name !== undefined).map((r) => `${r.kind} ${r.name}`);
    expect(named).toEqual(["function ok", "function broken", "class Fine", "method m"]); // tree-sitter recovers `broken` too
  });
});

describe("disposeRegionGrammars", () => {
  test("parsers and queries are deleted and load again on the next call", async () => {
    const source = { path: "a.go", text: "package a\n\nfunc F() {}\n", language: "go" };
    const before = await buildRegionTree(source);
    await disposeRegionGrammars();
    expect(await buildRegionTree(source)).toEqual(before);
  });
});
