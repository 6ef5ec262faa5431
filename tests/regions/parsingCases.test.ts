/**
 * Group F of the parsing cases (/work/shared/cases/parsing-cases.md): BC-19 (bytes vs UTF-16), BC-20
 * (CRLF and CR-only line endings), BC-21 (boundaries of the smallest enclosing unit), as region trees
 * and selections asserted whole.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { buildRegionTree, selectRegion } from "../../src/extract/index.js";
import { expectedRegion, initHash } from "./oracle.js";

beforeAll(initHash);

describe("BC-19 bytes vs UTF-16 code units vs code points", () => {
  const text = "# café ☕ 𝔘\ndef naïve(x):\n    return x\n";

  test("the region tree uses UTF-16 offsets and the matching UTF-8 bytes", async () => {
    expect(text.length).toBe(39);
    expect(Buffer.byteLength(text)).toBe(45);
    const tree = await buildRegionTree({ path: "uni.py", text, language: "python" });
    expect(tree).toEqual({
      formatVersion: 1,
      path: "uni.py",
      language: "python",
      root: expectedRegion(text, ["f", "file", undefined, 0, 39, [["f/0", "function", "naïve", 12, 38, [["f/0/0", "statement", undefined, 30, 38]]]]]),
    });
    const fn = tree.root.children[0]!;
    expect([fn.start, fn.end, fn.startByte, fn.endByte]).toEqual([12, 38, 17, 44]);
    expect([tree.root.endByte, fn.startLine, fn.endLine]).toEqual([45, 2, 3]);
  });

  test("selection [16,21) (the name, in UTF-16) selects function naïve", async () => {
    const tree = await buildRegionTree({ path: "uni.py", text, language: "python" });
    expect(selectRegion(tree, { start: 16, end: 21 }).id).toBe("f/0");
    expect(text.slice(16, 21)).toBe("naïve");
  });
});

describe("BC-20 CRLF and CR-only line endings", () => {
  test("A: CRLF — function a spans lines 1–3 and its region text has no trailing \\r", async () => {
    const text = 'def a():\r\n    """Alpha doc."""\r\n    return 1  # one\r\n';
    const tree = await buildRegionTree({ path: "crlf.py", text, language: "python" });
    expect(tree.root).toEqual(
      expectedRegion(text, [
        "f",
        "file",
        undefined,
        0,
        text.length,
        [
          [
            "f/0",
            "function",
            "a",
            0,
            51,
            [
              ["f/0/0", "statement", undefined, 14, 30],
              ["f/0/1", "statement", undefined, 36, 44],
            ],
          ],
        ],
      ]),
    );
    expect(text.slice(0, 51).endsWith("# one")).toBe(true);
    expect([tree.root.children[0]!.startLine, tree.root.children[0]!.endLine]).toEqual([1, 3]);
  });

  test("C: CR-only — functions a (lines 1–2) and b (lines 4–5)", async () => {
    const text = "def a():\r    return 1\r\rdef b():\r    return 2\r";
    const tree = await buildRegionTree({ path: "cr.py", text, language: "python" });
    expect(tree.root).toEqual(
      expectedRegion(text, [
        "f",
        "file",
        undefined,
        0,
        45,
        [
          ["f/0", "function", "a", 0, 21, [["f/0/0", "statement", undefined, 13, 21]]],
          ["f/1", "function", "b", 23, 44, [["f/1/0", "statement", undefined, 36, 44]]],
        ],
      ]),
    );
    expect(tree.root.children.map((r) => [r.startLine, r.endLine])).toEqual([
      [1, 2],
      [4, 5],
    ]);
  });
});

describe("BC-21 boundaries of the smallest enclosing unit", () => {
  const text = "function outer() {\n  const total = add(1, 2);\n  return total;\n}\nfunction add(a: number, b: number) { return a + b; }\n";

  test("units", async () => {
    expect(text.length).toBe(117);
    const tree = await buildRegionTree({ path: "calc.ts", text, language: "typescript" });
    expect(tree.root).toEqual(
      expectedRegion(text, [
        "f",
        "file",
        undefined,
        0,
        117,
        [
          [
            "f/0",
            "function",
            "outer",
            0,
            63,
            [
              ["f/0/0", "statement", undefined, 21, 45],
              ["f/0/1", "statement", undefined, 48, 61],
            ],
          ],
          ["f/1", "function", "add", 64, 116, [["f/1/0", "statement", undefined, 101, 114]]],
        ],
      ]),
    );
  });

  test.each([
    ["the identifier total", 27, 32, "f/0/0"],
    ["a caret just after outer's }", 63, 63, "f/0"],
    ["add plus its trailing newline", 64, 117, "f/1"],
    ["an inverted range", 67, 64, "f/1"],
    ["the whole file", 0, 117, "f"],
  ] as const)("%s [%i,%i) → %s", async (_what, start, end, id) => {
    const tree = await buildRegionTree({ path: "calc.ts", text, language: "typescript" });
    expect(selectRegion(tree, { start, end }).id).toBe(id);
  });
});
