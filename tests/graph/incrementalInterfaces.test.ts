/**
 * Go `implements` edges come from method sets, so an interface added, changed or removed in one file, or a method
 * written in one file for a struct declared in another, changes edges of files that did not change. A break-it
 * trial: after `b.go` added `type FooBar interface { Foo() int; Bar() int }`, an incremental index gave the unchanged
 * `plain` struct (which has both methods) no edge to it until a full build. Each change below is checked against a
 * full build of the same tree.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { writeTree } from "./graphFixtures.js";
import { freshGraph, indexedGraph as graphOf } from "./indexedGraph.js";

const implementsOf = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to}`).sort();

const FOO_BAR = ["package shapes", "", "type FooBar interface {", "\tFoo() int", "\tBar() int", "}", ""].join("\n");

describe("Go implements edges after an incremental index", () => {
  const base = {
    "go.mod": "module example.com/shapes\n\ngo 1.21\n",
    "a.go": ["package shapes", "", "type plain struct{}", "", "func (p plain) Foo() int { return 1 }", ""].join("\n"),
    "c.go": ["package shapes", "", "type Fooer interface {", "\tFoo() int", "}", ""].join("\n"),
  };
  // The change, files the tree starts with beside `base`, the file written, its text, and the edges a full build gives.
  for (const [change, extra, file, text, edges] of [
    ["an interface added in a new file", { "a.go": ["package shapes", "", "type plain struct{}", "", "func (p plain) Foo() int { return 1 }", "func (p plain) Bar() int { return 2 }", ""].join("\n") }, "b.go", FOO_BAR, ["a.go#plain -> b.go#FooBar", "a.go#plain -> c.go#Fooer"]],
    ["a method added in another file for the struct", { "b.go": FOO_BAR }, "m.go", ["package shapes", "", "func (p plain) Bar() int { return 2 }", ""].join("\n"), ["a.go#plain -> b.go#FooBar", "a.go#plain -> c.go#Fooer"]],
    ["an interface's method set changed", {}, "c.go", ["package shapes", "", "type Fooer interface {", "\tFoo() int", "\tBaz() int", "}", ""].join("\n"), []],
  ] as const) {
    it(`${change}: the stored graph equals a full build`, async () => {
      const root = writeTree({ ...base, ...extra });
      expect(implementsOf(await graphOf(root))).toEqual(["a.go#plain -> c.go#Fooer"]);
      fs.writeFileSync(path.join(root, file), text);
      const stored = await graphOf(root);
      const full = await freshGraph(root);
      expect(implementsOf(full)).toEqual(edges);
      expect(stored).toEqual(full);
      fs.rmSync(root, { recursive: true, force: true });
    }, 60_000);
  }
});
