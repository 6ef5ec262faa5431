/**
 * A member calling the type that holds it is no dependency: no cycle between the type and its member in the dependency
 * levels. Go's `type HandlerFunc func(w, r); func (f HandlerFunc) ServeHTTP(w, r) { f(w, r) }` (net/http's
 * pattern) made a cycle HandlerFunc ⇄ HandlerFunc.ServeHTTP in `strata levels` (a break-it trial).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { buildSchedule, dependenciesOf } from "../../src/summarize/hierarchy/levels.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

const HANDLER = [
  "package web",
  "",
  "type HandlerFunc func(s string) string",
  "",
  "func (f HandlerFunc) Serve(s string) string {",
  "\treturn f(s)",
  "}",
  "",
  "func Run(h HandlerFunc) string {",
  "\treturn h.Serve(\"x\")",
  "}",
  "",
].join("\n");

describe("a member calling its own type", () => {
  it("is no dependency: no callee, no recursion, no cycle between the type and the member", async () => {
    const root = writeTree({ "go.mod": "module example.com/web\n\ngo 1.22\n", "web.go": HANDLER });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to}`)).toEqual(["web.go#HandlerFunc.Serve -> web.go#HandlerFunc", "web.go#Run -> web.go#HandlerFunc.Serve"]);
    const deps = dependenciesOf(graph);
    expect([deps.callees.get("web.go#HandlerFunc.Serve"), deps.recursive.has("web.go#HandlerFunc.Serve")]).toEqual([undefined, false]);
    expect(buildSchedule(graph, deps).cycleCount).toBe(0);
  });
});
