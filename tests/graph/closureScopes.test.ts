/**
 * Parameters and locals of a function literal (Go `func(w, r) {…}`, Python `lambda r: …`) belong to the literal's
 * body: they shadow an outer local of the same name there only, not in the whole enclosing function.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

/** `from -> to @lines resolution` of every call edge from a caller id starting with `from` (every line of an edge). */
async function callSites(files: Record<string, string>, from: string): Promise<string[]> {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges
    .filter((e) => e.kind === "calls" && e.from.startsWith(from))
    .map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`)
    .sort();
}

const GO_MUX = [
  "package chi",
  "",
  "type Mux struct{}",
  "",
  "func NewRouter() *Mux { return &Mux{} }",
  "",
  "func (mx *Mux) Use(h func()) {}",
  "",
  "func (mx *Mux) Get(p string, h func(w int, r *Request)) {}",
  "",
  "type Request struct{}",
  "",
  "func (r *Request) Context() {}",
  "",
].join("\n");

describe("Go function-literal scopes", () => {
  it("keeps a closure parameter's type inside the closure, so the outer `r` stays a *Mux before and after it", async () => {
    const lines = await callSites({
      "go.mod": "module example.com/chi\n\ngo 1.22\n",
      "chi.go": GO_MUX,
      "middleware/strip_test.go": [
        "package middleware",
        "",
        "import \"example.com/chi\"",
        "",
        "func Strip() {}",
        "",
        "func TestWithClosure() {",
        "\tr := chi.NewRouter()",
        "\tr.Use(Strip)",
        "\tr.Get(\"/\", func(w int, r *chi.Request) {",
        "\t\tr.Context()",
        "\t})",
        "\tr.Get(\"/x\", func(w int, req *chi.Request) {",
        "\t\tr := req",
        "\t\tr.Context()",
        "\t})",
        "\tr.Use(Strip)",
        "}",
        "",
      ].join("\n"),
    }, "middleware/");
    expect(lines).toEqual([
      "middleware/strip_test.go#TestWithClosure -> chi.go#Mux.Get @10,13 import",
      "middleware/strip_test.go#TestWithClosure -> chi.go#Mux.Use @9,17 import",
      "middleware/strip_test.go#TestWithClosure -> chi.go#NewRouter @8 import",
      "middleware/strip_test.go#TestWithClosure -> chi.go#Request.Context @11,15 import",
      "middleware/strip_test.go#TestWithClosure -> middleware/strip_test.go#Strip @9,17 scope callback",
    ]);
  });

  it("reads a closure parameter as a value inside the closure only: no package function of that name is called or passed there", async () => {
    const lines = await callSites({
      "go.mod": "module example.com/app\n\ngo 1.22\n",
      "app/app.go": [
        "package app",
        "",
        "func next() {}",
        "",
        "func use(h func()) {}",
        "",
        "func Wrap() {",
        "\tnext()",
        "\tuse(next)",
        "\th := func(next func()) {",
        "\t\tnext()",
        "\t\tuse(next)",
        "\t}",
        "\th(next)",
        "}",
        "",
      ].join("\n"),
    }, "app/");
    expect(lines).toEqual([
      // `h(next)` runs the literal `h` holds, part of Wrap: no edge.
      "app/app.go#Wrap -> ?next @11 internal",
      // One edge per (caller, target): the call on line 8 and the functions passed on lines 9 and 14.
      "app/app.go#Wrap -> app/app.go#next @8,9,14 scope",
      "app/app.go#Wrap -> app/app.go#use @9,12 scope",
    ]);
  });
});

describe("Python lambda scopes", () => {
  it("keeps a lambda parameter to the lambda: the outer local of that name keeps its type, the parameter is untyped", async () => {
    const lines = await callSites({
      "app/routing.py": [
        "class Router:",
        "    def add(self, f):",
        "        pass",
        "",
        "    def build(self):",
        "        pass",
        "",
        "",
        "class Item:",
        "    def build(self):",
        "        pass",
        "",
        "",
        "def setup():",
        "    r = Router()",
        "    r.add(lambda r: r.build())",
        "    r.build()",
        "",
      ].join("\n"),
    }, "app/routing.py#setup");
    expect(lines).toEqual([
      "app/routing.py#setup -> ?r.build @16 internal",
      "app/routing.py#setup -> app/routing.py#Router @15 scope",
      "app/routing.py#setup -> app/routing.py#Router.add @16 scope",
      "app/routing.py#setup -> app/routing.py#Router.build @17 scope",
    ]);
  });
});
