import { describe, expect, it } from "vitest";
import { selectDocQueries, stripDocComments } from "../../src/retrieve/index.js";
import type { GraphNode } from "../../src/graph/index.js";

describe("removing chosen doc comments, keeping line numbers", () => {
  it("JSDoc above a declaration, with a decorator between", () => {
    const text = "/** Keep me. */\nfunction a() {}\n/**\n * Drop me.\n */\n@sealed\nclass B {}\n";
    expect(stripDocComments(text, [7])).toEqual({ text: "/** Keep me. */\nfunction a() {}\n\n\n\n@sealed\nclass B {}\n", removed: 1 });
  });
  it("a JSDoc whose example holds `/*` inside a string", () => {
    const text = "/**\n * Auth.\n * app.use('/auth/*', x)\n */\nexport const auth = () => {}\n";
    expect(stripDocComments(text, [5])).toEqual({ text: "\n\n\n\nexport const auth = () => {}\n", removed: 1 });
  });
  it("a JSDoc that starts on the declaration's own first line", () => {
    expect(stripDocComments("/** Doc. */\nexport function f() {}\n", [1])).toEqual({ text: "\nexport function f() {}\n", removed: 1 });
  });
  it("Go and Rust line comments", () => {
    expect(stripDocComments("package x\n\n// Add adds.\n// Twice.\nfunc Add() {}\n", [5])).toEqual({ text: "package x\n\n\n\nfunc Add() {}\n", removed: 1 });
    expect(stripDocComments("/// Doc.\n#[inline]\nfn f() {}\n", [3])).toEqual({ text: "\n#[inline]\nfn f() {}\n", removed: 1 });
  });
  it("Python docstrings, one line and several", () => {
    const py = 'def f(a,\n      b):\n    """Adds.\n\n    More.\n    """\n    return a + b\n\ndef g():\n    \'\'\'One line.\'\'\'\n';
    expect(stripDocComments(py, [1, 9])).toEqual({ text: "def f(a,\n      b):\n    pass\n\n\n\n    return a + b\n\ndef g():\n    pass\n", removed: 2 });
  });
  it("reports a declaration without a doc", () => {
    expect(stripDocComments("x = 1\nfunction f() {}\n", [2])).toEqual({ text: "x = 1\nfunction f() {}\n", removed: 0 });
  });
});

describe("seeded half of the documented functions", () => {
  const node = (id: string, doc?: string, kind: GraphNode["kind"] = "function"): GraphNode => ({
    id,
    kind,
    name: id.split("#")[1]!,
    qualifiedName: id.split("#")[1]!,
    path: id.split("#")[0]!,
    span: { startLine: 3, endLine: 5, startByte: 0, endByte: 0 },
    contentHash: "",
    ...(doc ? { doc } : {}),
  });
  const nodes = [
    node("a.ts#one", "Parses the first input. More text."),
    node("a.ts#two", "Writes the second output file."),
    node("a.ts#three", "Too short."),
    node("a.ts#four"),
    node("b.ts#five", "Computes the fifth checksum quickly."),
    node("b.ts#Six", "Holds six items in order.", "class"),
    node("b.ts#seven", "Sends the seventh message now."),
  ];
  it("keeps functions and methods whose first sentence has 3+ words; same seed, same half", () => {
    const first = selectDocQueries(nodes, 7);
    expect(first).toEqual(selectDocQueries(nodes, 7));
    expect(first.length).toBe(2);
    for (const q of first) expect(["a.ts#one", "a.ts#two", "b.ts#five", "b.ts#seven"]).toContain(q.relevant[0]);
    expect(selectDocQueries(nodes, 1)).toEqual([
      { query: "Writes the second output file", relevant: ["a.ts#two"], path: "a.ts", line: 3 },
      { query: "Sends the seventh message now", relevant: ["b.ts#seven"], path: "b.ts", line: 3 },
    ]);
  });
});
