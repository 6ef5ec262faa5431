/**
 * Python uses that are no call expression: a method read as an attribute of a typed receiver (a `@property`, or a
 * bound method handed on) is a `calls` edge `via: "reference"`; a repository class passed as an argument
 * (positional or keyword) is a `uses` edge; a function passed as a keyword argument is a callback like a positional one.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

/** `kind from -> to @lines resolution via` of every calls/uses edge from a node id starting with `from`, sorted. */
async function useLines(files: Record<string, string>, from: string): Promise<string[]> {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges
    .filter((e) => (e.kind === "calls" || e.kind === "uses") && e.from.startsWith(from))
    .map((e) => `${e.kind} ${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`)
    .sort();
}

describe("Python property reads", () => {
  it("links a property read on a typed receiver, and a bound method read without a call, to the method", async () => {
    const lines = await useLines({
      "app/box.py": [
        "class Box:",
        "    @property",
        "    def size(self):",
        "        return 1",
        "",
        "    def open(self):",
        "        pass",
        "",
        "    def double(self):",
        "        return self.size * 2",
        "",
        "",
        "def uses_size():",
        "    return Box().size",
        "",
        "",
        "def handler(box: Box, register):",
        "    n = box.size",
        "    register(box.open)",
        "    box.open()",
        "    box.missing",
        "    return n",
        "",
      ].join("\n"),
    }, "app/box.py#");
    expect(lines).toEqual([
      "calls app/box.py#Box.double -> app/box.py#Box.size @10 scope reference",
      "calls app/box.py#handler -> ?register @19 internal",
      "calls app/box.py#handler -> app/box.py#Box.open @19,20 scope",
      "calls app/box.py#handler -> app/box.py#Box.size @18 scope reference",
      "calls app/box.py#uses_size -> app/box.py#Box @14 scope",
      "calls app/box.py#uses_size -> app/box.py#Box.size @14 scope reference",
    ]);
  });
});

describe("Python classes and functions passed as arguments", () => {
  it("gives a class passed positionally or by keyword a `uses` edge, and a function passed by keyword a callback edge", async () => {
    const lines = await useLines({
      "app/middleware.py": [
        "class Middleware:",
        "    def __init__(self, cls, **options):",
        "        self.cls = cls",
        "",
        "",
        "class SessionMiddleware:",
        "    pass",
        "",
        "",
        "class Route:",
        "    def __init__(self, path, endpoint=None):",
        "        self.endpoint = endpoint",
        "",
      ].join("\n"),
      "tests/test_session.py": [
        "from app.middleware import Middleware, Route, SessionMiddleware",
        "",
        "",
        "def homepage(request):",
        "    pass",
        "",
        "",
        "def test_session():",
        "    Middleware(SessionMiddleware, secret_key='example')",
        "    Middleware(cls=SessionMiddleware)",
        "    Route('/', endpoint=homepage)",
        "    Route('/', homepage)",
        "    isinstance(object(), SessionMiddleware)",
        "",
      ].join("\n"),
    }, "tests/");
    expect(lines).toEqual([
      "calls tests/test_session.py#test_session -> ?isinstance @13 external",
      "calls tests/test_session.py#test_session -> ?object @13 external",
      "calls tests/test_session.py#test_session -> app/middleware.py#Middleware.__init__ @9,10 import",
      "calls tests/test_session.py#test_session -> app/middleware.py#Route.__init__ @11,12 import",
      "calls tests/test_session.py#test_session -> tests/test_session.py#homepage @11,12 scope callback",
      "uses tests/test_session.py#test_session -> app/middleware.py#SessionMiddleware @9,10,13 import",
    ]);
  });
});

// attrs c1dc5dcb `attrs` (src/attr/_make.py): `DeprecationWarning(…)` read "(unresolved: no one repository target
// found)" while `isinstance` on the same list was outside the repository.
describe("Python built-in exceptions and warnings", () => {
  it("are outside the repository unless the repository defines the name", async () => {
    const lines = await useLines({
      "pkg/errors.py": ["class TimeoutError(Exception):", "    pass", ""].join("\n"),
      "pkg/run.py": [
        "import warnings",
        "from .errors import TimeoutError",
        "",
        "def run(x):",
        "    warnings.warn(DeprecationWarning(\"old\"))",
        "    if not x:",
        "        raise FileNotFoundError(x)",
        "    raise TimeoutError(x)",
        "",
      ].join("\n"),
    }, "pkg/run.py#");
    expect(lines).toEqual([
      "calls pkg/run.py#run -> ?DeprecationWarning @5 external",
      "calls pkg/run.py#run -> ?FileNotFoundError @7 external",
      "calls pkg/run.py#run -> ?warnings.warn @5 external",
      "calls pkg/run.py#run -> pkg/errors.py#TimeoutError @8 import",
    ]);
  });
});

// attrs c1dc5dcb `_ClassBuilder.add_setattr` (src/attr/_make.py): `self._add_method_dunders(__setattr__)` read
// "(outside the repository)"; `__init__` assigns the field `self._add_method_dunders_safe` or `…_unsafe`. pluggy
// e382e72: `self._inner_hookexec` holds `_multicall`, or `traced_hookexec` while tracing (restored from a local after),
// and `callers _multicall` found only a benchmark: a call through a field reaches each function it is assigned.
describe("Python fields holding functions", () => {
  it("a call through a field assigned repository functions or methods reaches each of them", async () => {
    const lines = await useLines({
      "pkg/make.py": [
        "class Builder:",
        "    def __init__(self, cache):",
        "        if cache:",
        "            self._add = self._add_safe",
        "        else:",
        "            self._add = self._add_unsafe",
        "        self.handler = helper",
        "        self.count = 0",
        "",
        "    def _add_safe(self, x):",
        "        return x",
        "",
        "    def _add_unsafe(self, x):",
        "        return x",
        "",
        "        self.a = self.b",
        "        self.b = self.a",
        "",
        "    def traced(self):",
        "        old = self.handler",
        "        self.handler = self._add_safe",
        "        self.handler = old",
        "",
        "    def build(self):",
        "        self._add(1)",
        "        self.handler(2)",
        "        self.count(3)",
        "        self.a(4)",
        "",
        "",
        "def helper(y):",
        "    return y",
        "",
      ].join("\n"),
    }, "pkg/make.py#Builder.build");
    // Fields assigned from each other (`self.a = self.b`, `self.b = self.a`) end the search, holding no function.
    expect(lines).toEqual([
      "calls pkg/make.py#Builder.build -> ?self.a @28 external",
      "calls pkg/make.py#Builder.build -> ?self.count @27 external",
      "calls pkg/make.py#Builder.build -> pkg/make.py#Builder._add_safe @25,26 scope",
      "calls pkg/make.py#Builder.build -> pkg/make.py#Builder._add_unsafe @25 scope",
      "calls pkg/make.py#Builder.build -> pkg/make.py#helper @26 scope",
    ]);
  });
});
