/**
 * Go composite literals in `references` and `impact`, on the graph golden fixture `go-literals` (indexed as a
 * repository). A trial on gin found `references jsonBinding.BindBody` listing `msgpackBinding{}.BindBody(…)` and three
 * more literal calls of other bindings "by name", `impact` naming their tests, and `references` of `Engine`,
 * `Context` and `RouterGroup` empty though `&Context{…}` and `RouterGroup{…}` build them.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { findReferences, impactOf, noReferencesNote } from "../../src/navigate/index.js";
import { dependenciesOf } from "../../src/summarize/hierarchy/index.js";
import { indexedGraph } from "../helpers/graph.js";

const FIXTURE = path.join(import.meta.dirname, "..", "golden", "graph", "go-literals", "input");

/** The fixture's files, by repository-relative path. */
function fixtureFiles(dir = FIXTURE, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + e.name;
    if (e.isDirectory()) Object.assign(out, fixtureFiles(path.join(dir, e.name), `${rel}/`));
    else out[rel] = fs.readFileSync(path.join(dir, e.name), "utf8");
  }
  return out;
}

const site = (line: number, from: string, resolution: string, file = "binding/json_test.go"): object => ({ path: file, line, from, kind: "calls", resolution });
/** A site that builds the struct by a composite literal: no call expression (`via: "literal"`). */
const lit = (line: number, from: string, resolution: string, file = "binding/json_test.go"): object => ({ ...site(line, from, resolution, file), via: "literal" });
const TEST = "binding/json_test.go#TestLiterals";

let root: string;
let graph: CodeGraph;
beforeAll(async () => {
  ({ root, graph } = await indexedGraph(fixtureFiles()));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("calls on a composite literal or new(T)", () => {
  it("resolve to the literal's type's method; another type's literal call is no by-name site, an unknown receiver still is", () => {
    // 4 `jsonBinding{}.`, 6 `(&jsonBinding{}).`, 12 `x.` with `x := new(jsonBinding)`; 20 `pick().` by name. Not 5, 7,
    // 14, 16 (msgpackBinding's) nor 8 (`formBinding{}`, which has no BindBody).
    expect(findReferences(graph, "binding/json.go#jsonBinding.BindBody")).toEqual([site(4, TEST, "scope"), site(6, TEST, "scope"), site(12, TEST, "scope"), site(20, TEST, "by-name")]);
    expect(findReferences(graph, "binding/json.go#msgpackBinding.BindBody")).toEqual([site(5, TEST, "scope"), site(7, TEST, "scope"), site(14, TEST, "scope"), site(16, TEST, "scope"), site(20, TEST, "by-name")]);
  });

  it("impact of one binding's method names no caller through another binding's literal", () => {
    expect(impactOf(graph, "binding/json.go#jsonBinding.BindBody", 1)).toEqual({
      node: "binding/json.go#jsonBinding.BindBody",
      depth: 1,
      files: [{ path: "binding/json_test.go", test: true, nodes: [{ id: TEST, distance: 1, via: "calls", resolution: "scope" }] }],
      tests: ["binding/json_test.go"],
      total: 1,
    });
  });
});

describe("references of a struct", () => {
  it("list the composite literals that build it, with the embedding", () => {
    expect(findReferences(graph, "main.go#Engine")).toEqual([lit(29, "main.go#New", "scope", "main.go"), lit(48, "main.go#main", "scope", "main.go")]);
    // `(&Engine{}).Handle` runs the method Engine has from its embedded RouterGroup.
    expect(findReferences(graph, "main.go#RouterGroup.Handle")).toEqual([site(41, "main.go#main", "scope", "main.go"), site(42, "main.go#main", "scope", "main.go"), site(43, "main.go#main", "scope", "main.go"), site(48, "main.go#main", "scope", "main.go")]);
    expect(findReferences(graph, "main.go#Context")).toEqual([lit(37, "main.go#Engine.allocateContext", "scope", "main.go")]);
    expect(findReferences(graph, "main.go#RouterGroup")).toEqual([
      { path: "main.go", line: 10, from: "main.go#Engine", kind: "inherits", resolution: "scope" },
      lit(30, "main.go#New", "scope", "main.go"),
      lit(42, "main.go#main", "scope", "main.go"),
      lit(43, "main.go#main", "scope", "main.go"),
    ]);
  });

  // Implementation sites first, tests after them (cobra's `references Command` listed 37 test sites first).
  it("list literals of it in another package (`binding.Box[string]{}`) and of its generic form, implementation sites first", () => {
    expect(findReferences(graph, "binding/json.go#Box")).toEqual([lit(46, "main.go#main", "import", "main.go"), lit(47, "main.go#main", "import", "main.go"), lit(10, TEST, "scope")]);
  });

  it("`new(T)` builds a T; a slice or map literal builds no value of its element type", () => {
    expect(findReferences(graph, "binding/json.go#formBinding")).toEqual([lit(8, TEST, "scope")]);
    expect(findReferences(graph, "binding/json.go#msgpackBinding")).toEqual([lit(5, TEST, "scope"), lit(7, TEST, "scope"), lit(13, TEST, "scope"), lit(15, TEST, "scope")]);
    expect(findReferences(graph, "binding/json.go#jsonBinding")).toEqual([lit(31, "binding/json.go", "scope", "binding/json.go"), lit(4, TEST, "scope"), lit(6, TEST, "scope"), lit(11, TEST, "scope")]);
  });
});

describe("the note for an empty answer", () => {
  it("speaks of a type's declarations only for a type", () => {
    expect(noReferencesNote("a.go#Handler", "interface")).toBe(
      "no use site of a.go#Handler in the code graph: it records a type's constructions (a call, `new`, a Go composite literal), inheritance, value uses and type tests (`isinstance(x, C)`, `instanceof`, a Go type assertion or type switch case), not the other places that name it: a parameter, field, variable or result type, a type argument (`git grep -nw Handler` finds those)",
    );
    expect(noReferencesNote("a.go#Run", "function")).toBeUndefined();
  });
});

describe("summaries", () => {
  it("take no constructed type as a callee: a value built is no call", () => {
    const deps = dependenciesOf(graph);
    expect(deps.callees.get("main.go#New")).toBeUndefined();
    expect(deps.callees.get("main.go#main")).toEqual(["binding/json.go#Box.Get", "main.go#New", "main.go#RouterGroup.Handle"]);
  });
});
