/**
 * Per-language rules live in `src/graph/languages/<id>/` and reach the core only as `GraphLanguage` fields and
 * hooks: Go's `moduleRoots` hook (every `go.mod`, nested ones included), Python's `cStyleComments: false`
 * (signatures keep `//`), and the ESLint rule that keeps language ids out of the core.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const REPO = path.resolve(import.meta.dirname, "../..");

describe("language rules as spec data", () => {
  it("Go: a nested go.mod makes its module path resolve to that folder's packages", async () => {
    const root = writeTree({
      "svc/go.mod": "module example.com/svc\n\ngo 1.22\n",
      "svc/main.go": 'package main\n\nimport "example.com/svc/store"\n\nfunc main() {\n\tstore.Open()\n}\n',
      "svc/store/store.go": "package store\n\nfunc Open() {}\n",
      "tool/main.go": 'package main\n\nimport "example.com/svc/store"\n\nfunc main() {\n\tstore.Open()\n}\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "imports" || e.kind === "calls")
      .map((e) => `${e.kind} ${e.from} -> ${e.to}${e.resolved ? "" : " unresolved"}${e.external ? " external" : ""}`);
    expect(lines).toEqual([
      "imports svc/main.go -> svc/store/",
      "calls svc/main.go#main -> svc/store/store.go#Open",
      "imports tool/main.go -> svc/store/",
      "calls tool/main.go#main -> svc/store/store.go#Open",
    ]);
  });

  it("signatures drop // comments, except in Python where // divides", async () => {
    const root = writeTree({
      "a.py": "def half(n=10 // 2):\n    return n\n",
      "A.java": "class A {\n  int half(int n /* count */) { return n / 2; }\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const sigs = graph.nodes.filter((n) => n.signature !== undefined).map((n) => `${n.id}: ${n.signature}`);
    expect(sigs).toEqual(["A.java#A: class A", "A.java#A.half: int half(int n )", "a.py#half: def half(n=10 // 2)"]);
  });

  it("ESLint rejects a language id in the graph core and allows it in a language's folder", async () => {
    const eslint = new ESLint({ cwd: REPO });
    const text = 'export const isPython = (id: string): boolean => id === "python";\n';
    const [core] = await eslint.lintText(text, { filePath: path.join(REPO, "src/graph/treeSitter/probe.ts") });
    const [own] = await eslint.lintText(text, { filePath: path.join(REPO, "src/graph/languages/python/probe.ts") });
    expect(core!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(["no-restricted-syntax 1:57"]);
    expect(own!.messages).toEqual([]);
  });
});
