/**
 * A doc comment's later paragraphs are searchable on its function: superstruct e414c8a's `lazy` JSDoc says "to avoid a
 * circular definition problem" in its second paragraph only, which a TypeScript graph node's doc (its first paragraph)
 * left out of the index, and `lazy` was not among 100 results for those words.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root = "";
beforeAll(async () => {
  root = writeTree({
    "src/utilities.ts": [
      "/**",
      " * Create a struct with lazily evaluated validation logic.",
      " *",
      " * The first time validation is run the callback will be called. This is useful for",
      " * self-referential structs, to avoid a circular definition problem.",
      " */",
      "export function lazy<T>(fn: () => T): T {",
      "  return fn();",
      "}",
      "",
      "/** Create a struct that checks a value's type. */",
      "export function typed(name: string): string {",
      "  return `type ${name}`;",
      "}",
      "",
    ].join("\n"),
    // toml d733fc5: a private Go method's second paragraph; chai 099f48a: a JSDoc opening with a Markdown heading.
    "parse.go": [
      "package toml",
      "",
      "type parser struct{ context []string }",
      "",
      "// Set the current context of the parser.",
      "//",
      "// Establishing the context also makes sure that the key isn't a duplicate.",
      "func (p *parser) addContext(key string) {",
      "\tp.context = append(p.context, key)",
      "}",
      "",
    ].join("\n"),
    "lib/flag.js": [
      "/**",
      " * ### .flag(object, key, [value])",
      " *",
      " * Get or set a flag value on an object.",
      " *",
      " * Stored flags live on the assertion's hidden bag.",
      " */",
      "export function flag(obj, key, value) {",
      "  return obj[key] = value;",
      "}",
      "",
    ].join("\n"),
  });
  expect((await strataInProcess(["index", root, "-q", "--no-history"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a doc comment's later paragraphs", () => {
  it("find its function, which holds the query's words", async () => {
    const r = await strataInProcess(["search", "circular definition problem", "--repo", root, "--json", "-k", "3", "--kind", "function"]);
    const out = JSON.parse(r.stdout) as { results: { id: string; match: unknown }[] };
    expect(out.results.map((x) => [x.id, x.match])).toEqual([["src/utilities.ts#lazy", { held: 3, of: 3 }]]);
  });

  it("of a private function come from the comment above it; a heading over a doc is left out of its summary", async () => {
    const go = JSON.parse((await strataInProcess(["search", "key duplicate", "--repo", root, "--json", "-k", "1", "--kind", "method"])).stdout) as { results: { id: string }[] };
    expect(go.results.map((x) => x.id)).toEqual(["parse.go#parser.addContext"]);
    const js = JSON.parse((await strataInProcess(["search", "hidden bag", "--repo", root, "--json", "-k", "1", "--kind", "function"])).stdout) as { results: { id: string; summary: string }[] };
    expect(js.results.map((x) => [x.id, x.summary])).toEqual([["lib/flag.js#flag", "Get or set a flag value on an object."]]);
  });
});
