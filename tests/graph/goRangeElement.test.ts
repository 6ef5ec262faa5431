/**
 * Go: a `range` over a typed slice, array or map types its value variable by the element type (`for _, route :=
 * range r.routes` with `routes []*Route`), so a method call on it resolves. A trial on gorilla/mux found
 * `route.Match(req, match)` in `Router.Match` (mux.go) unresolved, so `references`/`impact` of a `Match` listed every
 * `Match` by name (routeRegexp.Match "was called" by Router.Match); the input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go range loops", () => {
  it("type the value variable by the element type of a typed field, parameter or local", async () => {
    const root = writeTree({
      "go.mod": "module example.com/mux\n\ngo 1.22\n",
      "mux.go": [
        "package mux",
        "",
        "type Route struct{ name string }",
        "",
        "func (r *Route) Match(path string) bool { return r.name == path }",
        "",
        "type routeRegexp struct{}",
        "",
        "func (r *routeRegexp) Match(path string) bool { return false }",
        "",
        "type Router struct {",
        "\troutes []*Route",
        "\tnamed  map[string]*Route",
        "}",
        "",
        "func (r *Router) Match(path string) bool {",
        "\tfor _, route := range r.routes {",
        "\t\tif route.Match(path) {",
        "\t\t\treturn true",
        "\t\t}",
        "\t}",
        "\treturn false",
        "}",
        "",
        "func (r *Router) Named(path string) {",
        "\tfor _, route := range r.named {",
        "\t\troute.Match(path)",
        "\t}",
        "}",
        "",
        "func matchAll(routes []Route, path string) {",
        "\tfor i := range routes {",
        "\t\troutes[i].Match(path)",
        "\t}",
        "\tfor _, rt := range routes {",
        "\t\trt.Match(path)",
        "\t}",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.to.endsWith("Match") && e.from !== e.to)
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    // An element by index (`routes[i]`, line 33) is typed the same way: one edge for both calls of matchAll.
    expect(lines).toEqual([
      "mux.go#Router.Match -> mux.go#Route.Match @18 scope",
      "mux.go#Router.Named -> mux.go#Route.Match @27 scope",
      "mux.go#matchAll -> mux.go#Route.Match @33 scope",
    ]);
  });

  // chi 735ae2b: `type nodes []*node`; a range over a value of a type defined as a collection yields its elements.
  it("type the value variable of a range over a type defined as a collection", async () => {
    const root = writeTree({
      "go.mod": "module example.com/r\n\ngo 1.22\n",
      "r.go": [
        "package r",
        "",
        "type Route struct{ name string }",
        "",
        "func (r *Route) Match(path string) bool { return r.name == path }",
        "",
        "type Routes []*Route",
        "",
        "func (rs Routes) Match(path string) bool {",
        "\tfor _, rt := range rs {",
        "\t\tif rt.Match(path) {",
        "\t\t\treturn true",
        "\t\t}",
        "\t}",
        "\treturn false",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "r.go#Routes.Match").map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : ""}`)).toEqual(["r.go#Route.Match @11 scope"]);
  });

  // logrus 87434bb: `for _, hook := range hooks[level] { hook.Fire(entry) }` in `LevelHooks.Fire` (`type LevelHooks
  // map[Level][]Hook`) was unresolved, and `references LevelHooks.Fire` listed it by name as a call of itself.
  it("type the value variable of a range over an element of a collection", async () => {
    const root = writeTree({
      "go.mod": "module example.com/r\n\ngo 1.22\n",
      "hooks.go": [
        "package r",
        "",
        "type Hook interface{ Fire(e int) error }",
        "",
        "type LevelHooks map[int][]Hook",
        "",
        "func (hooks LevelHooks) Fire(level int, e int) {",
        "\tfor _, hook := range hooks[level] {",
        "\t\thook.Fire(e)",
        "\t}",
        "}",
        "",
        "func fireAll(all map[string][]Hook, e int) {",
        "\tfor _, hook := range all[\"x\"] {",
        "\t\thook.Fire(e)",
        "\t}",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.to.endsWith("Fire")).map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : ""}`)).toEqual([
      "hooks.go#LevelHooks.Fire -> hooks.go#Hook.Fire @9 scope",
      "hooks.go#fireAll -> hooks.go#Hook.Fire @15 scope",
    ]);
  });
});

/**
 * A `range` over a top-level slice literal of the package, in this file or another (mux db9d1d0's tests: `var
 * headerMatcherTests = []headerMatcherTest{…}`, then `v.matcher.Match(…)` in a test function), types the value
 * variable as a local literal did: the five matcher tests' calls were "by name" only.
 */
describe("Go range loops over a package's slice literal", () => {
  it("type the value variable by the literal's element type", async () => {
    const root = writeTree({
      "go.mod": "module example.com/mux\n\ngo 1.22\n",
      "route.go": ["package mux", "", "type headerMatcher map[string]string", "", "func (m headerMatcher) Match(x int) bool { return x > 0 }", ""].join("\n"),
      "cases_test.go": [
        "package mux",
        "",
        "type headerMatcherTest struct {",
        "\tmatcher headerMatcher",
        "}",
        "",
        "var headerMatcherTests = []headerMatcherTest{{matcher: headerMatcher{}}}",
        "",
      ].join("\n"),
      "old_test.go": [
        "package mux",
        "",
        "var localTests = []headerMatcherTest{{matcher: headerMatcher{}}}",
        "",
        "func TestHeaderMatcher() {",
        "\tfor _, v := range headerMatcherTests {",
        "\t\tv.matcher.Match(1)",
        "\t}",
        "\tfor _, w := range localTests {",
        "\t\tw.matcher.Match(2)",
        "\t}",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && e.from.startsWith("old_test.go#")).map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolved ? e.resolution : "unresolved"}`);
    expect(calls).toEqual(["old_test.go#TestHeaderMatcher -> route.go#headerMatcher.Match @7 scope"]);
  });
});
