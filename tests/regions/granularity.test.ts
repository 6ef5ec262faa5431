/**
 * Granularity cuts over a node with 40 children: each step adds exactly one chunk
 * (cut sizes 1..max+1), cuts are nested, and identities do not depend on the level.
 */
import { describe, expect, test } from "vitest";
import {
  breadcrumb,
  buildRegionTree,
  cutAtGranularity,
  findRegion,
  maxGranularity,
  realChildren,
  type Region,
  type RegionTree,
} from "../../src/extract/index.js";

const python = Array.from({ length: 40 }, (_, i) => `def f${i}():\n    return ${i}\n`).join("\n");
const typescript = `export class Many {\n${Array.from({ length: 40 }, (_, i) => `  m${i}() { return ${i}; }\n`).join("")}}\n`;

/** Sizes of every cut, and for each step the single region replaced and the two that replace it. */
function steps(tree: RegionTree): { sizes: number[]; changes: Array<[string, string[]]> } {
  const max = maxGranularity(tree);
  const sizes: number[] = [];
  const changes: Array<[string, string[]]> = [];
  let previous: Region[] = [];
  for (let level = 0; level <= max; level++) {
    const cut = cutAtGranularity(tree, level);
    sizes.push(cut.length);
    if (level > 0) {
      const removed = previous.filter((r) => !cut.includes(r)).map((r) => r.id);
      const added = cut.filter((r) => !previous.includes(r)).map((r) => r.id);
      expect(removed).toHaveLength(1);
      changes.push([removed[0]!, added]);
    }
    previous = cut;
  }
  return { sizes, changes };
}

describe("granularity with 40 children", () => {
  test.each([
    ["python: 40 top-level functions", "many.py", "python", python, "f", "f/"],
    ["typescript: a class with 40 methods", "many.ts", "typescript", typescript, "f/0", "f/0/"],
  ])("%s: each step adds exactly one chunk", async (_what, path, language, text, parentId, childPrefix) => {
    const tree = await buildRegionTree({ path, text, language });
    const parent = findRegion(tree, parentId)!;
    expect(realChildren(parent).map((r) => r.id)).toEqual(Array.from({ length: 40 }, (_, i) => `${childPrefix}${i}`));
    expect(maxGranularity(tree)).toBe(39);
    const { sizes, changes } = steps(tree);
    expect(sizes).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(changes.every(([, added]) => added.length === 2)).toBe(true);
    // The first steps split the 40 children in balanced halves, 20 + 20, then 10 + 10, the longer
    // half first (units 20–39 have two-digit numbers).
    expect(changes.slice(0, 3)).toEqual([
      ["f", [`${parentId}/g0-19`, `${parentId}/g20-39`]],
      [`${parentId}/g20-39`, [`${parentId}/g20-29`, `${parentId}/g30-39`]],
      [`${parentId}/g0-19`, [`${parentId}/g0-9`, `${parentId}/g10-19`]],
    ]);
    // The finest cut is the 40 units themselves, in order.
    expect(cutAtGranularity(tree, 39).map((r) => r.id)).toEqual(Array.from({ length: 40 }, (_, i) => `${childPrefix}${i}`));
    // Identities do not depend on the level: the same region object, id and hash at every level it appears.
    const seventeen = findRegion(tree, `${childPrefix}17`)!;
    for (let level = 0; level <= 39; level++) {
      const hit = cutAtGranularity(tree, level).find((r) => r.id === seventeen.id);
      if (hit) expect(hit).toBe(seventeen);
    }
    // Breadcrumbs skip the synthetic groups.
    expect(breadcrumb(tree, seventeen.id).map((r) => r.id)).toEqual(parentId === "f" ? ["f", "f/17"] : ["f", "f/0", "f/0/17"]);
    expect(breadcrumb(tree, `${parentId}/g10-19`).map((r) => r.id)).toEqual(parentId === "f" ? ["f"] : ["f", "f/0"]);
  });

  test("identical functions share a content hash but not a path identity", async () => {
    const text = "def a():\n    return 1\n\ndef a():\n    return 1\n";
    const tree = await buildRegionTree({ path: "twins.py", text, language: "python" });
    const [first, second] = tree.root.children;
    expect([first!.id, second!.id]).toEqual(["f/0", "f/1"]);
    expect(first!.contentHash).toBe(second!.contentHash);
  });

  test("bad levels are refused; levels past the maximum give the finest cut", async () => {
    const tree = await buildRegionTree({ path: "many.py", text: python, language: "python" });
    expect(() => cutAtGranularity(tree, -1)).toThrow(new RangeError("granularity level must be an integer >= 0, got -1"));
    expect(() => cutAtGranularity(tree, 1.5)).toThrow(RangeError);
    expect(cutAtGranularity(tree, 1000)).toEqual(cutAtGranularity(tree, 39));
  });

  test("a file without a grammar, and an empty file, have the root alone (max granularity 0)", async () => {
    const md = await buildRegionTree({ path: "README.md", text: "# Title\n\nText.\n", language: "markdown" });
    expect([md.root.children, maxGranularity(md), cutAtGranularity(md, 3).map((r) => r.id)]).toEqual([[], 0, ["f"]]);
    const empty = await buildRegionTree({ path: "empty.py", text: "", language: "python" });
    expect([empty.root.start, empty.root.end, empty.root.startLine, empty.root.endLine, maxGranularity(empty)]).toEqual([0, 0, 1, 1, 0]);
  });
});
