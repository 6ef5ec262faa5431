/**
 * Go: a type assertion types the name it declares (`subr, ok := handler.(*Mux)`, `var m = v.(Mux)`), so a method call
 * on it resolves. A trial on chi found `subr.NotFound(…)` in `Mux.Mount` (mux.go:309) unresolved, so `callers
 * Mux.NotFound` left Mount out; the input is that method's lines.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go type assertions", () => {
  it("type the asserted name, with or without ok, by := and by var", async () => {
    const root = writeTree({
      "go.mod": "module example.com/chi\n\ngo 1.22\n",
      "mux.go": [
        "package chi",
        "",
        'import "net/http"',
        "",
        "type Mux struct{ notFoundHandler http.HandlerFunc }",
        "",
        "func (mx *Mux) NotFound(h http.HandlerFunc) { mx.notFoundHandler = h }",
        "",
        "func (mx *Mux) Mount(pattern string, handler http.Handler) {",
        "\tsubr, ok := handler.(*Mux)",
        "\tif ok && subr.notFoundHandler == nil && mx.notFoundHandler != nil {",
        "\t\tsubr.NotFound(mx.notFoundHandler)",
        "\t}",
        "}",
        "",
        "func Reset(v any) {",
        "\tvar m = v.(*Mux)",
        "\tm.NotFound(nil)",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.to.endsWith("NotFound"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(lines).toEqual(["mux.go#Mux.Mount -> mux.go#Mux.NotFound @12 scope", "mux.go#Reset -> mux.go#Mux.NotFound @18 scope"]);
  });
});
