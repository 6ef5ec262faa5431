/**
 * Shared helpers of the tree-sitter adapter: comment and docstring cleaning, doc tags, bracket
 * splitting, line endings.
 */
import { describe, expect, test } from "vitest";
import { cleanComments, cleanDocstring } from "../../../src/extract/treeSitter/commentText.js";
import { parseDocTags } from "../../../src/extract/treeSitter/docTags.js";
import { clip, normalizeLoneCarriageReturns, signatureText, splitBracketed } from "../../../src/extract/treeSitter/text.js";

describe("comment text", () => {
  test("docstrings are cleaned like inspect.cleandoc, without \\r", () => {
    expect(cleanDocstring('"""Summary.\r\n\r\n    Details:\r\n        indented\r\n    """')).toBe("Summary.\n\nDetails:\n    indented");
    expect(cleanDocstring("r'''raw \\d'''")).toBe("raw \\d");
    expect(cleanDocstring('"one line"')).toBe("one line");
  });

  // gunicorn 65ac1a3a: `"""\` opens its docstrings; the summary of `Arbiter.handle_ttin` read "\ SIGTTIN handling.".
  test("a backslash ending a docstring's line continues it, except in a raw string or after an escaped backslash", () => {
    expect(cleanDocstring('"""\\\n        SIGTTIN handling.\n        Increases the number of workers by one.\n        """')).toBe("SIGTTIN handling.\nIncreases the number of workers by one.");
    expect(cleanDocstring('"""Joined \\\n   here."""')).toBe("Joined    here.");
    expect(cleanDocstring('"""A path C:\\\\\n    next line."""')).toBe("A path C:\\\nnext line.");
    expect(cleanDocstring('r"""\\\n    raw."""')).toBe("\\\nraw.");
  });

  // sqlparse 60cdc64: `"""A list of :class:`~sqlparse.sql.Identifier`\'s."""` read "Identifier\'s" in search and context.
  test("an escaped quote or backslash reads as the character, except in a raw string", () => {
    expect(cleanDocstring('"""A list of Identifier\\\'s, a \\"name\\"."""')).toBe('A list of Identifier\'s, a "name".');
    expect(cleanDocstring("r'''Keep \\' as written'''")).toBe("Keep \\' as written");
  });

  test("line comments lose their markers and common indentation; block comments their stars", () => {
    expect(cleanComments(["// Map maps.", "//", "//   code", "// end"])).toBe("Map maps.\n\n  code\nend");
    expect(cleanComments(["/// A point.\n", "/// Second.\n"])).toBe("A point.\nSecond.");
    expect(cleanComments(["# one\r"])).toBe("one");
    expect(cleanComments(["/**\r\n * Sums values.\r\n * Second line.\r\n */"])).toBe("Sums values.\nSecond line.");
    expect(cleanComments(["/* Block is documented\n   with a block comment. */"])).toBe("Block is documented\nwith a block comment.");
  });
});

describe("doc tags", () => {
  test("at-style: description, named and unnamed tags (JSDoc, PHPDoc and YARD forms)", () => {
    expect(parseDocTags("Formats.\n@param {string} a first\n  continued\n@param string $b second\n@return string\n@deprecated", "at")).toEqual({
      doc: "Formats.",
      tags: [
        { tag: "param", name: "a", text: "first\ncontinued" },
        { tag: "param", name: "$b", text: "second" },
        { tag: "return", text: "string" },
        { tag: "deprecated", text: "" },
      ],
    });
  });

  test("xml-style: summary and remarks are the description; elements with a name are named tags", () => {
    const xml = '<summary>\nAdds <paramref name="x"/> to <see cref="Total"/>.\n</summary>\n<param name="x">The value.</param>\n<returns>The sum.</returns>';
    expect(parseDocTags(xml, "xml")).toEqual({
      doc: "Adds x to Total.",
      tags: [
        { tag: "param", name: "x", text: "The value." },
        { tag: "returns", text: "The sum." },
      ],
    });
  });

  test("without a style the whole text is the description", () => {
    expect(parseDocTags("Text with @at sign.", undefined)).toEqual({ doc: "Text with @at sign.", tags: [] });
  });
});

describe("text helpers", () => {
  test("bracketed lists split at top-level commas only", () => {
    expect(splitBracketed("[T = int]")).toEqual(["T = int"]);
    expect(splitBracketed("<K, V extends Map<K, List<V>>>")).toEqual(["K", "V extends Map<K, List<V>>"]);
    expect(splitBracketed("[K, V]")).toEqual(["K", "V"]);
  });

  test("lone CRs become LFs, CRLF stays, the length never changes (BC-20 C)", () => {
    const text = "a\rb\r\nc\r";
    expect(normalizeLoneCarriageReturns(text)).toBe("a\nb\r\nc\n");
    expect(normalizeLoneCarriageReturns(text)).toHaveLength(text.length);
  });

  test("signatures collapse whitespace and stop at 200 characters; long values end with an ellipsis", () => {
    expect(signatureText("def  f(\n    a,\n    b):", 0, 22)).toBe("def f( a, b):");
    expect(signatureText(`x = ${"1 ".repeat(300)}`, 0, 604)).toHaveLength(199);
    expect(clip("abc", 3)).toBe("abc");
    expect(clip("abcd", 3)).toBe("ab…");
  });
});
