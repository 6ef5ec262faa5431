/**
 * Go: an index expression on a typed slice, array or map (`r.middlewares[i]`, `r.namedRoutes[name]`) is an element of
 * it, typed by the element (or map value) type its declared type names, as a `range` value is. A trial on gorilla/mux
 * found `r.middlewares[i].Middleware(match.Handler)` in `Router.Match` (mux.go) and `r.middlewares[i].Middleware(handler)`
 * in `Route.GetHandlerWithMiddlewares` (route.go) unresolved, with `middlewares []middleware`; the input is those lines
 * cut down, with the same forms on a map field, a parameter, a local copy of a field and a name given an element.
 */
import { describe, expect, it } from "vitest";
import { indexedCollection as goIndexedCollection } from "../../src/graph/languages/shared.js";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go index expressions", () => {
  it("read the collection an index expression indexes, not a slice expression's", () => {
    expect(["r.middlewares[i]", "m[key]", "xs[i+1]", "f(x)[0]", 'm["a]"]', "rows[i][j]", "xs[1:]", "xs[a:b:c]", "xs[]", "[i]", "r.routes"].map(goIndexedCollection)).toEqual([
      "r.middlewares", "m", "xs", "f(x)", "m", "rows[i]", undefined, undefined, undefined, undefined, undefined,
    ]);
  });

  it("type a call's object by the element type of a typed field, parameter or local", async () => {
    const root = writeTree({
      "go.mod": "module example.com/mux\n\ngo 1.22\n",
      "middleware.go": [
        "package mux",
        "",
        "import \"net/http\"",
        "",
        "type MiddlewareFunc func(http.Handler) http.Handler",
        "",
        "type middleware interface {",
        "\tMiddleware(handler http.Handler) http.Handler",
        "}",
        "",
        "func (mw MiddlewareFunc) Middleware(handler http.Handler) http.Handler {",
        "\treturn mw(handler)",
        "}",
        "",
      ].join("\n"),
      "mux.go": [
        "package mux",
        "",
        "import \"net/http\"",
        "",
        "type Route struct {",
        "\tname        string",
        "\thandler     http.Handler",
        "\tmiddlewares []middleware",
        "}",
        "",
        "func (r *Route) GetName() string { return r.name }",
        "",
        "type Router struct {",
        "\troutes      []*Route",
        "\tnamedRoutes map[string]*Route",
        "\tmiddlewares []middleware",
        "}",
        "",
        "func (r *Router) Match(h http.Handler) http.Handler {",
        "\tfor i := len(r.middlewares) - 1; i >= 0; i-- {",
        "\t\th = r.middlewares[i].Middleware(h)",
        "\t}",
        "\treturn h",
        "}",
        "",
        "func (r *Route) GetHandlerWithMiddlewares() http.Handler {",
        "\thandler := r.handler",
        "\tfor i := len(r.middlewares) - 1; i >= 0; i-- {",
        "\t\thandler = r.middlewares[i].Middleware(handler)",
        "\t}",
        "\treturn handler",
        "}",
        "",
        "func (r *Router) Get(name string) string {",
        "\treturn r.namedRoutes[name].GetName()",
        "}",
        "",
        "func names(routes []*Route, r *Router) {",
        "\troutes[0].GetName()",
        "\tall := r.routes",
        "\tall[1].GetName()",
        "\tfirst := r.routes[0]",
        "\tfirst.GetName()",
        "\tnamed, ok := r.namedRoutes[\"home\"]",
        "\tif ok {",
        "\t\tnamed.GetName()",
        "\t}",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && /(?:Middleware|GetName)$/u.test(e.to))
      .map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(lines).toEqual([
      "mux.go#Route.GetHandlerWithMiddlewares -> middleware.go#middleware.Middleware @29 scope",
      "mux.go#Router.Get -> mux.go#Route.GetName @35 scope",
      "mux.go#Router.Match -> middleware.go#middleware.Middleware @21 scope",
      "mux.go#names -> mux.go#Route.GetName @39,41,43,46 scope",
    ]);
  });
});
