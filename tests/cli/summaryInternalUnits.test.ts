/**
 * `strata summary <file>` lists a file's internal units after its public API: gin's tree.go (dcaa4296) listed only
 * `Param`, `Params`, `Params.Get` and `Params.ByName`, and none of its radix-tree router. The source is tree.go cut to
 * a few declarations with their doc comments.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({
  "go.mod": "module github.com/gin-gonic/gin\n\ngo 1.21\n",
  "tree.go": [
    "package gin",
    "",
    "// Param is a single URL parameter, consisting of a key and a value.",
    "type Param struct {",
    "\tKey   string",
    "\tValue string",
    "}",
    "",
    "// Params is a Param-slice, as returned by the router.",
    "type Params []Param",
    "",
    "// Get returns the value of the first Param which key matches the given name and a boolean true.",
    "func (ps Params) Get(name string) (string, bool) {",
    "\tfor _, entry := range ps {",
    "\t\tif entry.Key == name {",
    "\t\t\treturn entry.Value, true",
    "\t\t}",
    "\t}",
    '\treturn "", false',
    "}",
    "",
    "type node struct {",
    "\tpath     string",
    "\tchildren []*node",
    "}",
    "",
    "// addRoute adds a node with the given handle to the path.",
    "func (n *node) addRoute(path string) {",
    "\tn.path = path",
    "\tn.addChild(&node{path: path})",
    "}",
    "",
    "// addChild will add a child node, keeping wildcardChild at the end",
    "func (n *node) addChild(child *node) {",
    "\tn.children = append(n.children, child)",
    "}",
    "",
    "func longestCommonPrefix(a, b string) int {",
    "\ti := 0",
    "\tmax_ := min(len(a), len(b))",
    "\tfor i < max_ && a[i] == b[i] {",
    "\t\ti++",
    "\t}",
    "\treturn i",
    "}",
    "",
  ].join("\n"),
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
}, 120_000);

describe("summary <file> of a Go file", () => {
  it("lists the internal units after the public API, largest first (ties in source order), with their node purposes (gin tree.go)", async () => {
    const text = (await strataInProcess(["summary", "tree.go", "--repo", root])).stdout;
    expect(text.slice(text.indexOf("## Public API"), text.indexOf("## I/O contracts"))).toBe(
      [
        "## Public API",
        "- `struct Param` (struct) — Param is a single URL parameter, consisting of a key and a value.",
        "- `Param.Key: string` (field)",
        "- `Param.Value: string` (field)",
        "- `type Params []Param` (type) — Params is a Param-slice, as returned by the router.",
        "- `(ps Params) Params.Get(name: string): (string, bool)` (method) — Get returns the value of the first Param which key matches the given name and a boolean true.",
        "",
        "## Internal units",
        "- `func longestCommonPrefix(a, b string) int` (function) — Returns int; loops",
        "- `node struct` (struct) — Struct with fields path, children and methods addRoute (addRoute adds a node with the given handle to the path), addChild (addChild will add a child node, keeping wildcardChild at the end)",
        "- `func (n *node) addRoute(path string)` (method) — addRoute adds a node with the given handle to the path.",
        "- `func (n *node) addChild(child *node)` (method) — addChild will add a child node, keeping wildcardChild at the end",
        "",
        "",
      ].join("\n"),
    );
    const json = JSON.parse((await strataInProcess(["summary", "tree.go", "--repo", root, "--json"])).stdout) as { internalUnits: { id: string }[] };
    expect(json.internalUnits.map((u) => u.id)).toEqual(["tree.go#longestCommonPrefix", "tree.go#node", "tree.go#node.addRoute", "tree.go#node.addChild"]);
  });
});

// click's core.py (2c8cd3ac): three classes' `def _parse_decls(` listed alike, with no class, and a parameter list laid
// out one per line read `def _parse_decls( self, decls: …, expose_value: bool )`.
const pyRoot = writeTree({
  // click's termui.py: `prompt` as two `@t.overload` stubs and the implementation.
  "termui.py": [
    "import typing as t",
    "",
    "",
    "@t.overload",
    "def prompt(text: str, default: None = None) -> str: ...",
    "",
    "",
    "@t.overload",
    "def prompt(text: str, default: int) -> int: ...",
    "",
    "",
    "def prompt(text: str, default: int | None = None) -> str | int:",
    '    """Prompts a user for input."""',
    "    return input(text) or default",
    "",
    "",
    "def clear() -> None:",
    '    """Clears the terminal screen."""',
    "",
  ].join("\n"),
  // A member whose name holds regex characters (`*[Symbol.iterator]()`) with a nested function: `summary` died with
  // "SyntaxError: Invalid regular expression: /\\biterator]\\b/u".
  "bag.ts": "export class Bag {\n  items: number[] = [];\n  *[Symbol.iterator]() {\n    function twice(x: number): number {\n      return x * 2;\n    }\n    for (const i of this.items) yield twice(i);\n  }\n}\n",
  "core.py": [
    "class Parameter:",
    "    def _parse_decls(",
    "        self,",
    "        decls: list[str],",
    "        expose_value: bool,",
    "    ) -> tuple[str, list[str]]:",
    "        return decls[0], decls",
    "",
    "",
    "class Option(Parameter):",
    "    def _parse_decls(self, decls: list[str], expose_value: bool) -> tuple[str, list[str]]:",
    "        def strip(name: str) -> str:",
    "            return name.lstrip('-')",
    "",
    "        return strip(decls[0]), decls",
    "",
  ].join("\n"),
});
afterAll(() => fs.rmSync(pyRoot, { recursive: true, force: true }));
beforeAll(async () => {
  await strataInProcess(["index", pyRoot, "--json"]);
}, 120_000);

describe("summary <file> of a Python file", () => {
  it("names each internal unit's class or enclosing function where its signature does not, and lays a parameter list on one line", async () => {
    const text = (await strataInProcess(["summary", "core.py", "--repo", pyRoot])).stdout;
    const units = text.slice(text.indexOf("## Internal units"));
    expect(units.slice(0, units.indexOf("\n\n")).split("\n")).toEqual([
      "## Internal units",
      "- `Parameter._parse_decls` `def _parse_decls(self, decls: list[str], expose_value: bool) -> tuple[str, list[str]]` (method) — Returns tuple[str, list[str]]",
      "- `Option._parse_decls` `def _parse_decls(self, decls: list[str], expose_value: bool) -> tuple[str, list[str]]` (method) — Returns tuple[str, list[str]]; delegates to Option._parse_decls.strip",
      "- `Option._parse_decls.strip` `def strip(name: str) -> str` (function) — Returns the result of name.lstrip('-')",
    ]);
  });
});

describe("summary <file> with overloads", () => {
  it("lists one line per overloaded name: the documented signature and how many more (click's termui.py `prompt`)", async () => {
    const text = (await strataInProcess(["summary", "termui.py", "--repo", pyRoot])).stdout;
    expect(text.slice(text.indexOf("## Public API"), text.indexOf("\n\n", text.indexOf("## Public API")))).toBe(
      [
        "## Public API",
        "- `prompt(text: str, default: int | None = None): str | int` (function; 2 more signatures, --json lists all) — Prompts a user for input.",
        "- `clear(): None` (function) — Clears the terminal screen.",
      ].join("\n"),
    );
    const json = JSON.parse((await strataInProcess(["summary", "termui.py", "--repo", pyRoot, "--json"])).stdout) as { summary: { public_api: { name: string }[] } };
    expect(json.summary.public_api.map((a) => a.name)).toEqual(["prompt", "prompt", "prompt", "clear"]);
  });
});

describe("summary <file> of a member named with brackets", () => {
  it("lists a nested function of `*[Symbol.iterator]()` without failing", async () => {
    const r = await strataInProcess(["summary", "bag.ts", "--repo", pyRoot]);
    expect(r.status).toBe(0);
    const units = r.stdout.slice(r.stdout.indexOf("## Internal units"));
    expect(units.slice(0, units.indexOf("\n\n")).split("\n")).toEqual(["## Internal units", "- `Bag.[Symbol.iterator].twice` `function twice(x: number): number` (function) — Returns x * 2"]);
  });
});
