/**
 * Python `@overload` stubs join the implementation's node (its span runs from the first stub to the implementation's
 * end, and it records the implementation's own span), and never run: the calls in their parameters' defaults are no calls of it. A trial on tenacity c650fb4 found
 * `callees retry` listing `wait_none.__init__` and `retry_if_exception_type.__init__`, defaults of its stubs.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python overload stubs", () => {
  it("join the implementation's node and make no calls", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/retry.py": [
        "import typing as t",
        "",
        "",
        "class wait_none:",
        "    pass",
        "",
        "",
        "def build(fn):",
        "    return fn",
        "",
        "",
        "@t.overload",
        "def retry(func: t.Callable) -> t.Callable: ...",
        "",
        "",
        "@t.overload",
        "def retry(*, wait: wait_none = wait_none()) -> t.Callable: ...",
        "",
        "",
        "def retry(*dargs: t.Any, **dkw: t.Any) -> t.Any:",
        "    return build(dargs[0])",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const retry = graph.nodes.find((n) => n.id === "pkg/retry.py#retry");
    expect([retry?.span?.startLine, retry?.span?.endLine, retry?.signature]).toEqual([13, 21, "def retry(*dargs: t.Any, **dkw: t.Any) -> t.Any"]);
    // The implementation's own span: the code search indexes and the context block shows (falcon ce0a35b8's
    // `prepare_middleware` block had shown its three stubs and cut the implementation's body off).
    expect([retry?.implementation?.startLine, retry?.implementation?.endLine]).toEqual([20, 21]);
    expect(graph.nodes.find((n) => n.id === "pkg/retry.py#build")?.implementation).toBeUndefined();
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "pkg/retry.py#retry").map((e) => `${e.to} @${e.line}`)).toEqual(["pkg/retry.py#build @21"]);
  });
});
