/**
 * Go: a call of a type's own name is a conversion (the Go specification, "Conversions"), which runs no code of the
 * type: a `uses` edge, no call. A trial on jmoiron/sqlx found `callees types/types.go#GzippedText.Scan` listing `type
 * GzippedText (called at line 50)` for `*g = GzippedText(b)`, and `levels` a cycle GzippedText ⇄ GzippedText.Scan.
 * A call of a value of a function type (`r.buildVarsFunc(m)`, a parameter `next(s)`) still reaches the type, and a
 * composite literal still builds one. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { dependenciesOf } from "../../src/summarize/hierarchy/levels.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const TYPES = [
  "package types",
  "",
  "type GzippedText []byte",
  "",
  "func (g *GzippedText) Scan(src interface{}) error {",
  "\tb := src.([]byte)",
  "\t*g = GzippedText(b)",
  "\treturn nil",
  "}",
  "",
  "type Level int8",
  "",
  "type Hook func(s string) string",
  "",
  "type Config struct {",
  "\tname string",
  "\thook Hook",
  "}",
  "",
  "func upper(s string) string { return s }",
  "",
  "func (c *Config) Run() string {",
  "\tcfg := Config{name: \"x\"}",
  "\tc.hook = Hook(upper)",
  "\treturn c.hook(cfg.name)",
  "}",
  "",
].join("\n");

const MAIN = [
  "package main",
  "",
  "import \"example.com/sqlx/types\"",
  "",
  "func level(n int) types.Level {",
  "\treturn types.Level(n)",
  "}",
  "",
].join("\n");

describe("Go conversions", () => {
  it("a call of a type's own name uses the type; a call of a value of a function type calls it", async () => {
    const root = writeTree({ "go.mod": "module example.com/sqlx\n\ngo 1.22\n", "types/types.go": TYPES, "main.go": MAIN });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" || e.kind === "uses")
      .map((e) => `${e.from} ${e.kind} ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`);
    // `GzippedText(b)`, `types.Level(n)` and `Hook(upper)` (a function type's too) convert; `c.hook(…)` runs the Hook
    // value the field holds; `Config{…}` builds a Config; `upper` is handed to the conversion.
    expect(lines).toEqual([
      "main.go#level uses types/types.go#Level @6 import",
      "types/types.go#Config.Run calls types/types.go#Config @23 scope literal",
      "types/types.go#Config.Run calls types/types.go#Hook @25 scope",
      "types/types.go#Config.Run calls types/types.go#upper @24 scope callback",
      "types/types.go#Config.Run uses types/types.go#Hook @24 scope",
      "types/types.go#GzippedText.Scan uses types/types.go#GzippedText @7 scope",
    ]);
    // No cycle between a type and its own method: the conversion is no callee.
    expect(dependenciesOf(graph).callees.get("types/types.go#GzippedText.Scan")).toBeUndefined();
  });
});
