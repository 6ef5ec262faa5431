/**
 * Deprecated code ranks after the rest of the implementation unless the query asks for it: unjs/hookable b77477c's
 * `/** @deprecated *\/ export function parallelCaller` ranked first for "parallel hooks", above the
 * `parallelTaskCaller` that replaced it (a new user's trial). Each language marks it its own way: a JSDoc tag, Go's
 * `Deprecated:` paragraph, Python's `@deprecated` decorator (PEP 702). A Sphinx `.. deprecated::` note as often
 * deprecates one parameter (python-attrs' `attrib`: `.. deprecated:: 17.4.0 *convert*`) and marks nothing.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root = "";
beforeAll(async () => {
  root = writeTree({
    "src/callers.ts": [
      "/** @deprecated */",
      "export function parallelCaller(hooks: Array<() => void>): void {",
      "  for (const hook of hooks) hook();",
      "}",
      "",
      "export function parallelTaskCaller(hooks: Array<() => void>): void {",
      "  for (const hook of hooks) hook();",
      "}",
      "",
    ].join("\n"),
    "pool/pool.go": [
      "package pool",
      "",
      "// Drain empties the worker pool.",
      "//",
      "// Deprecated: use DrainWorkers.",
      "func Drain(workers []int) int {",
      "\treturn len(workers)",
      "}",
      "",
      "// DrainWorkers empties the worker pool.",
      "func DrainWorkers(workers []int) int {",
      "\treturn len(workers)",
      "}",
      "",
    ].join("\n"),
    // Doc tags (PHPDoc, YARD, Javadoc), which a node's doc text leaves out (a break-it trial: unmarked though the
    // contracts held them).
    "src/Old.php": ["<?php", "/**", " * @deprecated use newPhp", " */", "function oldPhp() {}", "class P {", "    /** @deprecated */", "    public function pOld() {}", "    public function pNew() {}", "}", ""].join("\n"),
    "lib/g.rb": ["# @deprecated use new_rb", "def old_rb", "end", "", "class R", "  # Reads it.", "  #", "  # @deprecated", "  def r_old", "  end", "end", ""].join("\n"),
    "src/J.java": ["class J {", "  /**", "   * Old way.", "   * @deprecated use nu", "   */", "  void old() {}", "  void nu() {}", "}", ""].join("\n"),
    "lib/fetch.py": [
      "from typing_extensions import deprecated",
      "",
      '@deprecated("use fetch_page")',
      "def fetch_page_old(url):",
      "    return url",
      "",
      "def fetch_page(url):",
      "    return url",
      "",
      "def fetch_item(url, convert=None):",
      '    """Fetch one item.',
      "",
      "    .. deprecated:: 2.0 *convert*",
      '    """',
      "    return url",
      "",
    ].join("\n"),
  });
  expect((await strataInProcess(["index", root, "-q", "--no-history"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function names(query: string): Promise<string[]> {
  const r = await strataInProcess(["search", query, "--json", "--repo", root, "--kind", "function"]);
  return (JSON.parse(r.stdout) as { results: { id: string }[] }).results.map((x) => x.id.slice(x.id.indexOf("#") + 1));
}

describe("deprecated code in search", () => {
  it("is marked in the graph by each language's convention", async () => {
    const graph = JSON.parse((await strataInProcess(["graph", root, "--json"])).stdout) as { nodes: { id: string; deprecated?: true }[] };
    expect(graph.nodes.filter((n) => n.deprecated).map((n) => n.id)).toEqual([
      "lib/fetch.py#fetch_page_old",
      "lib/g.rb#R.r_old",
      "lib/g.rb#old_rb",
      "pool/pool.go#Drain",
      "src/J.java#J.old",
      "src/Old.php#P.pOld",
      "src/Old.php#oldPhp",
      "src/callers.ts#parallelCaller",
    ]);
  });

  it("follows the code that replaced it", async () => {
    expect((await names("parallel caller hooks")).slice(0, 2)).toEqual(["parallelTaskCaller", "parallelCaller"]);
    expect((await names("drain workers pool")).slice(0, 2)).toEqual(["DrainWorkers", "Drain"]);
    // (After every other function the query finds: `fetch_item` holds "fetch" only.)
    expect(await names("fetch page")).toEqual(["fetch_page", "fetch_item", "fetch_page_old"]);
  });

  it("leads where the query asks for deprecated code", async () => {
    expect((await names("deprecated parallel caller"))[0]).toBe("parallelCaller");
  });

  // A break-it trial: one deprecated function ranked above the tests, another below them and the test file.
  it("comes before tests and docs", async () => {
    const other = writeTree({
      "src/cfg.ts": [
        "/** @deprecated use loadSettings */",
        "export function parseConfigFile(path: string): string { return path; }",
        "",
        "/** Load the settings. */",
        "export function loadSettings(path: string): string { return parseConfigFile(path); }",
        "",
        "/** Parse config text into entries. */",
        "export function parseConfigText(text: string): string[] { return text.split(\"\\n\"); }",
        "",
      ].join("\n"),
      "src/old.go": ["package cfg", "", "// Deprecated: use ParseConfigText.", "func ParseConfigGo(path string) string {", "\treturn path", "}", ""].join("\n"),
      "test/cfg.test.ts": ['import { parseConfigFile } from "../src/cfg";', 'export function testParseConfigFile() { parseConfigFile("x"); }', ""].join("\n"),
    });
    try {
      expect((await strataInProcess(["index", other, "-q", "--no-history"])).status).toBe(0);
      const r = await strataInProcess(["search", "parse config file", "--json", "--repo", other, "-k", "8"]);
      const ids = (JSON.parse(r.stdout) as { results: { id: string }[] }).results.map((x) => x.id);
      expect(ids.slice(ids.indexOf("src/old.go#ParseConfigGo"))).toEqual(["src/old.go#ParseConfigGo", "src/cfg.ts#parseConfigFile", "test/cfg.test.ts#testParseConfigFile", "test/cfg.test.ts"]);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
