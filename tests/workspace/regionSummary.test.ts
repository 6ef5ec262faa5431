/** Extractive region summaries and bounded windows (issue 6 items 6 and 8). */
import { describe, expect, it } from "vitest";
import { extractiveRegionSummary, leadingComment, windowsOf } from "../../src/workspace/index.js";

describe("extractiveRegionSummary", () => {
  it("takes the signature, the doc comment and the names called, skipping strings, comments and keywords", () => {
    const text = 'function load(p: string) {\n  // parse(x) is not called\n  if (ok(p)) return read(p, "fmt(1)");\n  return read(p);\n}';
    expect(extractiveRegionSummary({ text, leading: "/** Loads a file. */", name: "load" })).toEqual({
      generator: "extractive",
      text: "`function load(p: string) {` — Loads a file. — Calls: ok, read.",
      signature: "function load(p: string) {",
      doc: "Loads a file.",
      calls: ["ok", "read"],
      windows: 1,
    });
  });

  it("lists what a file or class defines and reads a Python docstring at the top", () => {
    expect(extractiveRegionSummary({ text: '"""Greeting helpers."""\ndef hello(n):\n    print(n)\n', defines: ["hello"] })).toEqual({
      generator: "extractive",
      text: "`def hello(n):` — Greeting helpers. — Defines: hello. — Calls: print.",
      signature: "def hello(n):",
      doc: "Greeting helpers.",
      calls: ["print"],
      windows: 1,
    });
  });
});

describe("leadingComment", () => {
  it("returns the comment lines directly above an offset, and nothing across a blank line", () => {
    const text = "// a\n\n// b\r\n// c\nfunction f() {}\n";
    expect(leadingComment(text, text.indexOf("function"))).toBe("// b\n// c");
    expect(leadingComment("// a\n\nx", 7)).toBe("");
    expect(leadingComment("x = 1; y()", 7)).toBe("");
  });
});

describe("windowsOf", () => {
  it("cuts at line ends into windows of at most the given size, losing nothing", () => {
    expect(windowsOf("aaa\nbbb\nccc\n", 8)).toEqual(["aaa\nbbb\n", "ccc\n"]);
    expect(windowsOf("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(windowsOf("", 4)).toEqual([""]);
  });
});
