/**
 * A focused repository map lists what uses the focus file beside what it uses, then the rest in the unfocused order;
 * data and build files that declare nothing (`.gitignore`, LICENSE, CI workflows) are never listed.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph, GraphNode } from "../../src/graph/index.js";
import { repoMap } from "../../src/navigate/index.js";

const file = (path: string): GraphNode => ({ id: path, kind: "file", name: path, qualifiedName: path, path, contentHash: "0" });
const fn = (path: string, name: string, line: number): GraphNode => ({
  id: `${path}#${name}`,
  kind: "function",
  name,
  qualifiedName: name,
  path,
  exported: true,
  signature: `export function ${name}()`,
  span: { startLine: line, endLine: line + 2, startByte: 0, endByte: 10 },
  contentHash: "0",
});
const call = (from: string, to: string): CodeGraph["edges"][number] => ({ from, to, kind: "calls", resolved: true });

// throttle.go is used by mux.go and by its test; it uses nothing. util.go is used by mux.go; zeta.go by nothing.
const GRAPH = {
  formatVersion: 1,
  nodes: [
    file(".gitignore"),
    file("LICENSE"),
    file("mux.go"),
    fn("mux.go", "Route", 1),
    file("throttle.go"),
    fn("throttle.go", "Throttle", 1),
    file("throttle_test.go"),
    fn("throttle_test.go", "TestThrottle", 1),
    file("util.go"),
    fn("util.go", "Clean", 1),
    fn("util.go", "Join", 5),
    file("zeta.go"),
    fn("zeta.go", "Zeta", 1),
  ],
  edges: [call("mux.go#Route", "throttle.go#Throttle"), call("throttle_test.go#TestThrottle", "throttle.go#Throttle"), call("mux.go#Route", "util.go#Clean")],
} as unknown as CodeGraph;

const count = (t: string): number => Math.ceil(t.length / 4);

describe("repoMap --focus", () => {
  it("lists the focus file, then the files that use it, then the rest in the unfocused order, and no bare data files", () => {
    const focused = repoMap(GRAPH, { budget: 2000, countTokens: count, focus: ["throttle.go"] });
    expect(focused.files.map((f) => f.path)).toEqual(["throttle.go", "mux.go", "throttle_test.go", "util.go", "zeta.go"]);
    const whole = repoMap(GRAPH, { budget: 2000, countTokens: count });
    expect(whole.files.map((f) => f.path)).toEqual(["throttle.go", "util.go", "mux.go", "zeta.go", "throttle_test.go"]);
  });

  // Found by a trial: maps ran 1–3% over their budget (blocks measured one by one, BPE merging across their borders).
  it("never exceeds the budget when the joined text measures more than its blocks did", () => {
    // A counter that grows faster than the text (lines squared): the joined map costs more than its blocks' sum.
    const superadditive = (t: string): number => t.length + (t.match(/\n/g)?.length ?? 0) ** 2;
    const whole = repoMap(GRAPH, { budget: 100_000, countTokens: superadditive });
    const budget = whole.tokens - 1;
    const map = repoMap(GRAPH, { budget, countTokens: superadditive });
    // One line less than the whole map already fits: exactly the whole map without its last line.
    const lines = whole.text.trimEnd().split("\n");
    expect([map.text, map.tokens]).toEqual([`${lines.slice(0, -1).join("\n").trimEnd()}\n`, superadditive(map.text)]);
    expect(map.tokens).toBeLessThanOrEqual(budget);
  });
});

describe("repoMap declaration lines", () => {
  // Found by a trial: ky's map listed `export type KyInstance =` with nothing after the `=`.
  it("writes a multi-line type alias's first line with `= …`", () => {
    const alias: GraphNode = { ...fn("ky.ts", "KyInstance", 1), kind: "interface", signature: "export type KyInstance =" };
    const map = repoMap({ formatVersion: 1, nodes: [file("ky.ts"), alias], edges: [] } as unknown as CodeGraph, { budget: 500, countTokens: count });
    expect(map.text.split("\n").filter((l) => l.includes("KyInstance"))).toEqual(["  export type KyInstance = …"]);
  });
});

// koa 3.2.0 `strata map`: `handleRequest = (req, res) =>`, declared inside `Application.callback`, sat indented under
// the function `respond`, and `onerror = (err) =>` under `getAsyncLocalStorage`.
describe("repository map of nested functions", () => {
  it("leaves out functions declared inside functions and methods (here no declaration is exported: all are listed)", () => {
    const node = (name: string, kind: GraphNode["kind"], start: number, end: number): GraphNode => ({
      id: `lib/application.js#${name}`,
      kind,
      name: name.split(".").pop()!,
      qualifiedName: name,
      path: "lib/application.js",
      signature: name.split(".").pop()!,
      span: { startLine: start, endLine: end, startByte: 0, endByte: 10 },
      contentHash: "0",
    });
    const graph: CodeGraph = {
      formatVersion: 1,
      nodes: [
        file("lib/application.js"),
        node("Application", "class", 1, 100),
        node("Application.callback", "method", 10, 40),
        node("Application.callback.handleRequest", "function", 20, 30),
        node("respond", "function", 110, 150),
        node("respond.finish", "function", 120, 125),
      ],
      edges: [],
    };
    expect(repoMap(graph, { budget: 2000, countTokens: (t) => Math.ceil(t.length / 4) }).text.split("\n")).toEqual(["lib/application.js", "  Application", "    callback", "  respond", ""]);
  });
});
