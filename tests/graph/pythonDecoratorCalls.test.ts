/**
 * Python: a decorator written without arguments is called with what it decorates. A trial on tenacity c650fb4 found
 * `@r.wraps` over a test's function listed by `callers BaseRetrying.wraps` as "used as a property".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python decorators", () => {
  // An outside decorator (`@property`) is no edge.
  it("call the decorator written without arguments; one written as a call is that call", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/retry.py": [
        "class Retrying:",
        "    def wraps(self, f):",
        "        return f",
        "",
        "",
        "def plain(f):",
        "    return f",
        "",
        "",
        "def factory(n):",
        "    return plain",
        "",
        "",
        "def test_it():",
        "    r = Retrying()",
        "",
        "    @r.wraps",
        "    def one() -> int:",
        "        return 1",
        "",
        "    @plain",
        "    @factory(2)",
        "    @property",
        "    def two() -> int:",
        "        return 2",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.from === "pkg/retry.py#test_it" && e.kind === "calls").map((e) => `${e.to} @${e.line}${e.via ? ` ${e.via}` : ""}${e.external ? " external" : ""}`)).toEqual([
      "pkg/retry.py#Retrying @15",
      "pkg/retry.py#Retrying.wraps @17",
      "pkg/retry.py#factory @22",
      "pkg/retry.py#plain @21",
    ]);
  });
});
