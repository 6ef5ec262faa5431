/**
 * The owner of a call, variable or local in the tree-sitter graph facts is its innermost enclosing definition
 * (`collectFacts`), found from the definitions' ranges. Inputs where two definitions start at the same byte — a C++
 * header misparsed as a function whose return type is a class body (seen in fmt's `args.h`) — must still give the
 * innermost one, as the walk up the syntax tree does.
 */
import { describe, expect, it } from "vitest";
import { GRAPH_LANGUAGES } from "../../src/graph/languages/registry.js";
import { loadGraphLanguage, parseFacts } from "../../src/graph/treeSitter/parse.js";

async function owners(languageId: string, text: string): Promise<string[]> {
  const language = GRAPH_LANGUAGES.get(languageId)!;
  await loadGraphLanguage(language);
  const facts = parseFacts(language, text);
  if ("failed" in facts) throw new Error(facts.failed);
  const name = new Map(facts.defs.map((d) => [d.key, d.name]));
  return facts.calls.map((c) => `${c.name} in ${c.owner === undefined ? "(file)" : name.get(c.owner)}`);
}

describe("owners of graph facts", () => {
  it("C++: a class and a function starting at the same byte; calls in a field initializer, a method and the function", async () => {
    const text = "class Store {\n  int size = count();\n  void put() { write(); }\n  int used = later();\n} open() {\n  init();\n}\nint main() { return run(); }\n";
    expect(await owners("cpp", text)).toEqual(["count in Store", "write in put", "later in Store", "init in open", "run in main"]);
  });

  it("Python: nested functions and methods, and a call at module level", async () => {
    const text = "setup()\n\nclass A:\n    x = make()\n\n    def f(self):\n        def g():\n            return inner()\n        return outer(g)\n";
    expect(await owners("python", text)).toEqual(["setup in (file)", "make in A", "inner in g", "outer in f"]);
  });
});
