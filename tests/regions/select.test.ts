/**
 * Selection to region on the TypeScript, Python and Go golden fixtures: the smallest
 * region containing a highlight, a highlight across two top-level functions, non-ASCII text, carets.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildRegionTree, crossedUnits, findRegion, selectRegion, type RegionTree } from "../../src/extract/index.js";

const GOLDEN = path.resolve(__dirname, "../golden/regions");

async function fixture(rel: string, language: string): Promise<{ tree: RegionTree; text: string }> {
  const text = fs.readFileSync(path.join(GOLDEN, rel), "utf8");
  return { tree: await buildRegionTree({ path: path.basename(rel), text, language }), text };
}

/** UTF-16 range of the `n`-th occurrence (0-based) of `needle`. */
function at(text: string, needle: string, n = 0): { start: number; end: number } {
  let start = -1;
  for (let i = 0; i <= n; i++) start = text.indexOf(needle, start + 1);
  if (start < 0) throw new Error(`not found: ${needle}`);
  return { start, end: start + needle.length };
}

/** Range from the start of `from` to the end of `to`. */
function span(text: string, from: string, to: string): { start: number; end: number } {
  return { start: at(text, from).start, end: at(text, to).end };
}

describe("selectRegion", () => {
  test("TypeScript (shapes.ts)", async () => {
    const { tree, text } = await fixture("typescript/basics/shapes.ts", "typescript");
    const select = (range: { start: number; end: number }): string => selectRegion(tree, range).id;
    expect({
      emojiString: select(at(text, "🎉 cached")),
      cjkString: select(at(text, "完了")),
      methodName: select(at(text, "area(): number {")),
      acrossTwoTopLevelFunctions: select(span(text, "xs.map", "Promise<string>")),
      fromGapAcrossUnits: select({ start: at(text, "/** A shape").start, end: at(text, "class Circle").end }),
      acrossTwoMembers: select(span(text, "círculo", "constructor(")),
      acrossIfAndTry: select(span(text, "options.cache", "try {")),
      callbackInsideCall: select(at(text, "retry: false")),
      caretInsideString: select({ start: at(text, "café").start + 2, end: at(text, "café").start + 2 }),
      wholeFile: select({ start: 0, end: text.length }),
      pastTheEnd: select({ start: text.length + 10, end: text.length + 20 }),
    }).toEqual({
      emojiString: "f/5/0/0/0",
      cjkString: "f/5/1/1/0",
      methodName: "f/3/2",
      acrossTwoTopLevelFunctions: "f/4",
      fromGapAcrossUnits: "f/2",
      acrossTwoMembers: "f/3",
      acrossIfAndTry: "f/5",
      callbackInsideCall: "f/5/0/1/0/0/0",
      caretInsideString: "f/6/0",
      wholeFile: "f",
      pastTheEnd: "f",
    });
    expect(selectRegion(tree, at(text, "🎉 cached"))).toEqual(findRegion(tree, "f/5/0/0/0"));
  });

  test("crossedUnits: the top-level units a highlight across them overlaps (shapes.ts, geometry.py)", async () => {
    const ts = await fixture("typescript/basics/shapes.ts", "typescript");
    const ids = (t: RegionTree, range: { start: number; end: number }): string[] => crossedUnits(t, range).map((r) => r.id);
    expect({
      acrossTwoTopLevelFunctions: ids(ts.tree, span(ts.text, "xs.map", "Promise<string>")),
      fromGapAcrossUnits: ids(ts.tree, { start: at(ts.text, "/** A shape").start, end: at(ts.text, "class Circle").end }),
      acrossTwoMembers: ids(ts.tree, span(ts.text, "círculo", "constructor(")),
      methodName: ids(ts.tree, at(ts.text, "area(): number {")),
      wholeFile: ids(ts.tree, { start: 0, end: ts.text.length }),
      caret: ids(ts.tree, { start: 5, end: 5 }),
    }).toEqual({ acrossTwoTopLevelFunctions: ["f/4", "f/5"], fromGapAcrossUnits: ["f/2", "f/3"], acrossTwoMembers: [], methodName: [], wholeFile: [], caret: [] });
    const py = await fixture("python/basics/geometry.py", "python");
    expect(ids(py.tree, span(py.text, "self.r * k", "def sort_by_area"))).toEqual(["f/3", "f/4"]);
  });

  test("Python (geometry.py)", async () => {
    const { tree, text } = await fixture("python/basics/geometry.py", "python");
    const select = (range: { start: number; end: number }): string => selectRegion(tree, range).id;
    expect({
      nonAsciiString: select(at(text, "négatif")),
      acrossTwoTopLevelUnits: select(span(text, "self.r * k", "def sort_by_area")),
      acrossBranches: select(span(text, "return None", "else:")),
      lambda: select(at(text, "s.area")),
      decorator: select(at(text, "@property")),
      docstring: select(at(text, "círculo")),
    }).toEqual({
      nonAsciiString: "f/3/3/0/0",
      acrossTwoTopLevelUnits: "f/3",
      acrossBranches: "f/3/3/0",
      lambda: "f/4/0/0/0",
      decorator: "f/3/2",
      docstring: "f/3/0",
    });
  });

  test("Go (shapes.go)", async () => {
    const { tree, text } = await fixture("go/basics/shapes.go", "go");
    const select = (range: { start: number; end: number }): string => selectRegion(tree, range).id;
    expect({
      acrossTwoTopLevelFunctions: select(span(text, "c.R * c.R", "func Describe")),
      insideFuncLiteral: select(at(text, "f(x)")),
      caseClause: select(at(text, "circle %s")),
      nonAsciiComment: select(at(text, "👩‍💻")),
      packageComment: select(at(text, "形状")),
    }).toEqual({
      acrossTwoTopLevelFunctions: "f/4",
      insideFuncLiteral: "f/6/0/0/0/0",
      caseClause: "f/5/0/0/0",
      nonAsciiComment: "f/3", // a trailing comment is in no field region: its struct
      packageComment: "f",
    });
  });

  test("non-finite offsets are refused", async () => {
    const tree = await buildRegionTree({ path: "a.py", text: "x = 1\n", language: "python" });
    expect(() => selectRegion(tree, { start: Number.NaN, end: 1 })).toThrow(new RangeError("a.py: selection offsets must be numbers, got [NaN, 1)"));
  });
});
