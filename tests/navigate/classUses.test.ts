import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { findReferences, impactOf } from "../../src/navigate/index.js";
import { indexedGraph } from "../helpers/graph.js";

const PY = {
  "pkg/routing.py": `class Route:
    def __init__(self, path):
        self.path = path

    def matches(self, url):
        return url == self.path
`,
  "pkg/app.py": `from pkg.routing import Route


def routes():
    return [Route("/"), Route("/about")]


def first(url):
    return Route("/").matches(url)
`,
  "web/errors.ts": `export class HttpError extends Error {
  constructor(public status: number) {
    super(String(status));
  }
}
`,
  "web/client.ts": `import { HttpError } from "./errors.js";

export function fail(status: number): never {
  throw new HttpError(status);
}
`,
  "srv/go.mod": "module example.com/srv\n\ngo 1.21\n",
  "srv/ctx.go": `package srv

import "net/http"

// Context carries one request's routing state.
type Context struct{ ID string }

// Server has a method of the same name, so a call of it is not known to be external.
type Server struct{}

// Context of the server.
func (s *Server) Context() *Context { return &Context{} }

// Router registers handlers.
type Router interface{ Get(pattern string, h http.HandlerFunc) }

// Deadline registers a handler that reads the standard request's context, not ours (the inner r shadows the router).
func Deadline(r Router) {
	r.Get("/", func(w http.ResponseWriter, r *http.Request) {
		_, _ = r.Context().Deadline()
	})
}

// Watch asks a router, whose interface has no Context method, for one: an unresolved call of a name a struct has.
func Watch(r Router) { r.Context() }
`,
};

const REFERENCES = [
  { path: "pkg/app.py", line: 5, from: "pkg/app.py#routes", kind: "calls", resolution: "import" },
  { path: "pkg/app.py", line: 9, from: "pkg/app.py#first", kind: "calls", resolution: "import" },
];

const IMPACT = {
  node: "pkg/routing.py#Route",
  depth: 1,
  files: [
    {
      path: "pkg/app.py",
      test: false,
      nodes: [
        { id: "pkg/app.py#first", distance: 1, via: "calls", resolution: "import" },
        { id: "pkg/app.py#routes", distance: 1, via: "calls", resolution: "import" },
      ],
    },
  ],
  tests: [],
  total: 2,
};

let root: string;
let graph: CodeGraph;
beforeAll(async () => {
  ({ root, graph } = await indexedGraph(PY));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the uses of a class whose calls resolve to its constructor", () => {
  it("references of the class list the calls of its constructor", () => {
    expect(findReferences(graph, "pkg/routing.py#Route")).toEqual(REFERENCES);
  });

  it("references of a TypeScript class list its `new` sites, which resolve to its constructor", () => {
    expect(findReferences(graph, "web/errors.ts#HttpError")).toEqual([{ path: "web/client.ts", line: 4, from: "web/client.ts#fail", kind: "calls", resolution: "type-checked" }]);
  });

  it("a struct is never named by a call: its one site is the literal that builds it, no by-name sites from a method call of the same name", () => {
    // Inside the closure r is the *http.Request parameter: its Context is the standard library's.
    expect(graph.edges.filter((e) => e.from === "srv/ctx.go#Deadline" && e.to === "?r.Context").map((e) => [e.resolved, e.external ?? false])).toEqual([[false, true]]);
    expect(graph.edges.filter((e) => e.from === "srv/ctx.go#Watch" && e.to === "?r.Context").map((e) => [e.resolved, e.external ?? false])).toEqual([[false, false]]);
    expect(findReferences(graph, "srv/ctx.go#Context")).toEqual([{ path: "srv/ctx.go", line: 12, from: "srv/ctx.go#Server.Context", kind: "calls", resolution: "scope", via: "literal" }]);
  });

  it("impact of the class reaches the callers of its constructor and methods", () => {
    expect(impactOf(graph, "pkg/routing.py#Route", 1)).toEqual(IMPACT);
  });
});
