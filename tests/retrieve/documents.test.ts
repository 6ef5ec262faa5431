import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchDocuments, inferEdges, FALLBACK_SUMMARY_GENERATOR } from "../../src/retrieve/index.js";
import { declarationCode } from "../../src/retrieve/documents.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { hashText, initHash } from "../../src/shared/hash.js";

const TEXT = `/** Math helpers. */
/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}
export class Calc {
  total(xs: number[]): number {
    return xs.reduce(add, 0);
  }
}
`;

const contract: SemanticContract = {
  formatVersion: 1,
  filePath: "src/m.ts",
  language: "typescript",
  description: "Math helpers.",
  exports: [
    { name: "add", kind: "function", doc: "Adds two numbers.", signatures: [{ params: [{ name: "a", type: "number" }, { name: "b", type: "number" }], returnType: "number" }], line: 3, endLine: 5 },
    { name: "Calc", kind: "class", members: [{ name: "total", kind: "method", signatures: [{ params: [{ name: "xs", type: "number[]" }], returnType: "number" }], line: 7, endLine: 9 }], line: 6, endLine: 10 },
  ],
  referenced: [],
  dependencies: [],
  metrics: { bytes: TEXT.length, lines: 11, tokens: 60, sendInFull: true },
  diagnostics: [],
} as SemanticContract;

describe("search docs from contracts when no graph is stored", () => {
  beforeAll(async () => initHash());

  it("makes file, function, class and method nodes with code, fallback summaries and contract text", () => {
    const docs = buildSearchDocuments({ files: [{ path: "src/m.ts", text: TEXT, contentHash: "f1", contract }] });
    expect(docs.map((d) => [d.node.id, d.node.kind, d.node.span?.startLine, d.node.span?.endLine])).toEqual([
      ["src/m.ts", "file", undefined, undefined],
      ["src/m.ts#Calc", "class", 6, 10],
      ["src/m.ts#Calc.total", "method", 7, 9],
      ["src/m.ts#add", "function", 3, 5],
    ]);
    const total = docs.find((d) => d.node.id === "src/m.ts#Calc.total")!;
    expect(total).toEqual({
      node: {
        id: "src/m.ts#Calc.total",
        kind: "method",
        name: "total",
        qualifiedName: "Calc.total",
        path: "src/m.ts",
        language: "typescript",
        span: { startLine: 7, endLine: 9, startByte: 136, endByte: 202 },
        contentHash: hashText("  total(xs: number[]): number {\n    return xs.reduce(add, 0);\n  }\n"),
        signature: "total(xs: number[]): number",
        exported: true,
      },
      // Dedented: the contract's span starts at the line's start, the line's indent goes.
      code: "total(xs: number[]): number {\n  return xs.reduce(add, 0);\n}\n",
      // `add` is passed, not called (`add(`): no callee line.
      summaryText: "method Calc.total (total) in src/m.ts. File: Math helpers.",
      contractText: "total(xs: number[]): number",
      summaryGenerator: FALLBACK_SUMMARY_GENERATOR,
      fileHash: "f1",
    });
  });

  it("infers contains and calls edges by name", () => {
    const docs = buildSearchDocuments({ files: [{ path: "src/m.ts", text: TEXT, contentHash: "f1", contract }] });
    expect(inferEdges(docs.map((d) => ({ id: d.node.id, node: d.node, code: d.code })))).toEqual([
      { from: "src/m.ts", to: "src/m.ts#Calc", kind: "contains", resolved: true },
      { from: "src/m.ts", to: "src/m.ts#add", kind: "contains", resolved: true },
      { from: "src/m.ts#Calc", to: "src/m.ts#Calc.total", kind: "contains", resolved: true },
    ]);
  });
});

describe("a declaration's code is dedented by its first line's indent", () => {
  const slice = (text: string, from: string, to: string): string => {
    const bytes = Buffer.from(text);
    const start = bytes.indexOf(from);
    return declarationCode(bytes, start, bytes.indexOf(to, start) + Buffer.byteLength(to));
  };

  // flask src/flask/views.py: the method's `def` came out at column 0 over a body at 8 spaces — not valid Python.
  it("gives a Python method its body at 4 spaces under a `def` at column 0", () => {
    const text = 'class View:\n    methods = None\n\n    def dispatch_request(self) -> ft.ResponseReturnValue:\n        """The actual view function behavior. Subclasses must override\n        this and return a valid response.\n        """\n\n        raise NotImplementedError()\n';
    expect(slice(text, "def dispatch_request", "NotImplementedError()")).toBe(
      'def dispatch_request(self) -> ft.ResponseReturnValue:\n    """The actual view function behavior. Subclasses must override\n    this and return a valid response.\n    """\n\n    raise NotImplementedError()',
    );
  });

  it("dedents tab-indented Go and keeps a line indented less (a string at column 0) with the first line's indent", () => {
    expect(slice("type T struct{}\n\n\tfunc (t *T) Run() {\n\t\tgo t.loop()\n\t}\n", "func (t", "\t}")).toBe("func (t *T) Run() {\n\tgo t.loop()\n}");
    const py = 'class A:\n    def help(self):\n        return """\nUsage: a\n"""\n';
    expect(slice(py, "def help", 'Usage: a\n"""')).toBe('    def help(self):\n        return """\nUsage: a\n"""');
  });

  // echo middleware/body_limit.go: a Go type's span starts at its name, and its code read `BodyLimitConfig struct {`.
  it("starts at the first line's start when code precedes the declaration on its line, and dedents the rest by that line's indent", () => {
    expect(slice("  const f = function () {\n    return 1;\n  };\n", "function", "  }")).toBe("const f = function () {\n  return 1;\n}");
    expect(slice("// BodyLimitConfig defines the config.\ntype BodyLimitConfig struct {\n\tLimit string\n}\n", "BodyLimitConfig struct", "\n}")).toBe("type BodyLimitConfig struct {\n\tLimit string\n}");
  });

  it("leaves out more than a line's worth of code before the declaration", () => {
    const prefix = `var a = [${"1, ".repeat(50)}1], f = `;
    expect(slice(`${prefix}function () {\n  return 1;\n};\n`, "function", "\n}")).toBe("function () {\n  return 1;\n}");
  });
});
