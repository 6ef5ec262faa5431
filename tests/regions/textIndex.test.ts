/** UTF-16 ↔ UTF-8 byte offsets and lines of `TextIndex`, against `Buffer.byteLength`. */
import { describe, expect, test } from "vitest";
import { TextIndex } from "../../src/extract/regions/textIndex.js";

describe("TextIndex", () => {
  test.each([
    ["ASCII", "abc"],
    ["2-byte é and 3-byte CJK 形状", "é形状x"],
    ["emoji with ZWJ 👩‍💻 and a 4-byte 𝔘", "a👩‍💻b𝔘c"],
    ["combining mark e\u0301", "cafe\u0301!"],
    ["BOM", "\uFEFFdef"],
  ])("byte offsets: %s", (_what, text) => {
    const index = new TextIndex(text);
    const expected: number[] = [];
    const actual: number[] = [];
    for (let i = 0; i <= text.length; i++) {
      const code = text.charCodeAt(i - 1);
      if (i > 0 && code >= 0xd800 && code <= 0xdbff) continue; // inside a surrogate pair: not a boundary
      expected.push(Buffer.byteLength(text.slice(0, i)));
      actual.push(index.byteOffset(i));
    }
    expect(actual).toEqual(expected);
  });

  test("a lone surrogate counts 3 bytes, as its U+FFFD encoding", () => {
    const text = "a\uD800b";
    expect([0, 1, 2, 3].map((i) => new TextIndex(text).byteOffset(i))).toEqual([0, 1, 4, 5]);
    expect(Buffer.byteLength(text)).toBe(5);
  });

  test("lines: \\n, \\r\\n and lone \\r each end a line; a break belongs to the line it ends", () => {
    const text = "a\nb\r\nc\rd";
    const index = new TextIndex(text);
    expect([...text].map((_, i) => index.lineOf(i))).toEqual([1, 1, 2, 2, 2, 3, 3, 4]);
    expect([...text].map((_, i) => index.columnOf(i))).toEqual([1, 2, 1, 2, 3, 1, 2, 1]);
    expect([index.endLineOf(0, 2), index.endLineOf(2, 5), index.endLineOf(7, 7), index.lineOf(8)]).toEqual([1, 2, 4, 4]);
  });
});
