/**
 * Python: a pytest fixture that gives a callable (a nested function, `functools.partial(C, …)`) resolves the calls
 * of the same-named test parameter to what it runs; calling an instance of a repository class runs its `__call__`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python fixtures that give callables", () => {
  it("a fixture's nested function, a partial of a class and of a function; a typed or non-fixture parameter stays unresolved", async () => {
    const root = writeTree({
      "app.py": "class Client:\n    def __init__(self, app, backend=None):\n        self.app = app\n\n\ndef make(name):\n    return name\n",
      "tests/conftest.py": [
        "import functools",
        "import pytest",
        "from app import Client, make",
        "",
        "",
        "@pytest.fixture",
        "def purge(request):",
        "    def inner(name):",
        "        return name",
        "",
        "    return inner",
        "",
        "",
        "@pytest.fixture",
        "def client_factory():",
        "    return functools.partial(Client, backend='x')",
        "",
        "",
        "@pytest.fixture",
        "def maker():",
        "    yield functools.partial(make)",
        "",
      ].join("\n"),
      "tests/test_a.py": [
        "def test_all(purge, client_factory, maker):",
        "    purge('m')",
        "    client_factory(object())",
        "    maker('n')",
        "",
        "",
        "def helper(purge, other):",
        "    purge('m')",
        "    other()",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("tests/test_a.py"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(lines).toEqual([
      "tests/test_a.py#helper -> ?other @9 internal",
      "tests/test_a.py#helper -> ?purge @8 internal",
      "tests/test_a.py#test_all -> ?object @3 external",
      "tests/test_a.py#test_all -> app.py#Client.__init__ @3 import",
      "tests/test_a.py#test_all -> app.py#make @4 import",
      "tests/test_a.py#test_all -> tests/conftest.py#purge.inner @2 import",
    ]);
  });

  it("a call of a variable typed by a repository class runs its __call__, whose result types the value", async () => {
    const root = writeTree({
      "kinds.py": [
        "class Client:",
        "    def get(self):",
        "        return 1",
        "",
        "",
        "class Factory:",
        '    def __call__(self, app) -> "Client":',
        "        return Client()",
        "",
        "",
        "class Plain:",
        "    pass",
        "",
      ].join("\n"),
      "test_k.py": ["from kinds import Factory, Plain", "", "", "def test_k(factory: Factory, plain: Plain):", "    client = factory(1)", "    client.get()", "    plain()", ""].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("test_k.py"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(lines).toEqual(["test_k.py#test_k -> ?plain @7 internal", "test_k.py#test_k -> kinds.py#Client.get @6 import", "test_k.py#test_k -> kinds.py#Factory.__call__ @5 import"]);
  });
});
