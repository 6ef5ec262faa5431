/**
 * Doc text of declarations the contract leaves out (Go lower-case names, Python `_private` ones and members of
 * private classes, Rust items without `pub`, Ruby `private def`) comes from the source, by the extractor's rules; Python `@overload`
 * stubs and their implementation are one node carrying the implementation's signature and doc.
 */
import { describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

async function graphOf(files: Record<string, string>): Promise<CodeGraph> {
  const root = writeTree(files);
  return buildGraph({ root, files: loadFixture(root) });
}

/** `id: doc` per declaration node (`-` when it has none). */
function docLines(graph: CodeGraph): string[] {
  return graph.nodes
    .filter((n) => n.span !== undefined && n.kind !== "file")
    .map((n) => `${n.id}: ${n.doc ?? "-"}`)
    .sort();
}

describe("docs of private declarations", () => {
  it("Go: a lower-case function, an unexported method and type, a grouped type", async () => {
    const graph = await graphOf({
      "go.mod": "module example.com/m\n\ngo 1.22\n",
      "route.go": [
        "package m",
        "",
        "// cleanPath removes dot segments from p.",
        "//",
        "// It is the path.Clean of the router.",
        "func cleanPath(p string) string { return p }",
        "",
        "// node is one segment of the routing tree.",
        "type node struct{}",
        "",
        "// addRoute inserts a handler for path.",
        "// Not safe for concurrent use.",
        "func (n *node) addRoute(path string) {}",
        "",
        "type (",
        "\t// leaf ends a route.",
        "\tleaf struct{}",
        "\tbare struct{}",
        ")",
        "",
        "// A comment apart from the function.",
        "",
        "func undocumented() {}",
        "",
      ].join("\n"),
    });
    expect(docLines(graph)).toEqual([
      "route.go#bare: -",
      "route.go#cleanPath: cleanPath removes dot segments from p.",
      "route.go#leaf: leaf ends a route.",
      "route.go#node.addRoute: addRoute inserts a handler for path. Not safe for concurrent use.",
      "route.go#node: node is one segment of the routing tree.",
      "route.go#undocumented: -",
    ]);
  });

  it("Python: a `_private` function's docstring and a private class's method, decorated or not", async () => {
    const graph = await graphOf({
      "app/helpers.py": [
        "import functools",
        "",
        "def _endpoint_from_view_func(view_func):",
        '    """Internal helper that returns the default endpoint for a given',
        "    function.  This always is the function name.",
        "",
        "    :param view_func: the view function.",
        '    """',
        "    return view_func.__name__",
        "",
        "class _Cache:",
        "    '''Keeps rendered pages.'''",
        "",
        "    def _evict(self, key):",
        '        r"""Drops ``key`` from the cache."""',
        "",
        "    @functools.lru_cache",
        "    def _size(self):",
        "        # a comment is no docstring",
        '        """Counts the cached pages."""',
        "        return 0",
        "",
        "    def _plain(self):",
        "        x = 'not a docstring'",
        "",
      ].join("\n"),
    });
    expect(docLines(graph)).toEqual([
      "app/helpers.py#_Cache._evict: Drops ``key`` from the cache.",
      "app/helpers.py#_Cache._plain: -",
      "app/helpers.py#_Cache._size: Counts the cached pages.",
      "app/helpers.py#_Cache: Keeps rendered pages.",
      "app/helpers.py#_endpoint_from_view_func: Internal helper that returns the default endpoint for a given function. This always is the function name.",
    ]);
  });

  it("Rust: a private fn with an attribute between its doc and itself, and a private method", async () => {
    const graph = await graphOf({
      "src/lib.rs": [
        "/// Splits a header value on commas.",
        "#[inline]",
        "fn split_header(v: &str) -> Vec<&str> { v.split(',').collect() }",
        "",
        "struct Pool;",
        "",
        "impl Pool {",
        "    /// Returns an idle connection, if any.",
        "    fn idle(&self) -> Option<u32> { None }",
        "    // a plain comment is no doc",
        "    fn busy(&self) {}",
        "}",
        "",
      ].join("\n"),
    });
    expect(docLines(graph)).toEqual([
      "src/lib.rs#Pool.busy: -",
      "src/lib.rs#Pool.idle: Returns an idle connection, if any.",
      "src/lib.rs#Pool: -",
      "src/lib.rs#split_header: Splits a header value on commas.",
    ]);
  });

  it("Ruby: a method made private by `private def`, and one under a `private` section", async () => {
    const graph = await graphOf({
      "lib/cache.rb": [
        "class Cache",
        "  # Drops entries older than ttl.",
        "  private def expire(ttl)",
        "  end",
        "",
        "  private",
        "",
        "  # Counts live entries.",
        "  def live_count; 0; end",
        "end",
        "",
      ].join("\n"),
    });
    expect(docLines(graph)).toEqual([
      "lib/cache.rb#Cache.expire: Drops entries older than ttl.",
      "lib/cache.rb#Cache.live_count: Counts live entries.",
      "lib/cache.rb#Cache: -",
    ]);
  });

  it("Python: @overload stubs and the implementation are one node from the first stub's `def` to the implementation's end, with the implementation's signature and doc", async () => {
    const graph = await graphOf({
      "conv.py": [
        "from typing import overload",
        "import typing",
        "",
        "@overload",
        "def to_bytes(v: str) -> bytes: ...",
        "@typing.overload",
        "def to_bytes(v: None) -> None: ...",
        "def to_bytes(v, encoding='utf-8'):",
        '    """Encodes ``v`` when it is text."""',
        "    data = v",
        "    return data",
        "",
        "def after():",
        "    pass",
        "",
      ].join("\n"),
    });
    const node = graph.nodes.find((n) => n.id === "conv.py#to_bytes");
    expect({ span: [node?.span?.startLine, node?.span?.endLine], signature: node?.signature, doc: node?.doc }).toEqual({
      span: [5, 11],
      signature: "def to_bytes(v, encoding='utf-8')",
      doc: "Encodes ``v`` when it is text.",
    });
    expect(graph.nodes.filter((n) => n.kind === "function").map((n) => n.id)).toEqual(["conv.py#after", "conv.py#to_bytes"]);
  });
  // click globals.py: `import typing as t`, then `@t.overload` stubs; the node was the first stub (lines 13-13, no doc).
  it("Python: @overload under a module alias (`@t.overload`) joins the stubs to the implementation too", async () => {
    const graph = await graphOf({
      "globals.py": [
        "import typing as t",
        "",
        "@t.overload",
        "def get_current_context(silent: t.Literal[False] = False) -> Context: ...",
        "@t.overload",
        "def get_current_context(silent: bool = ...) -> Context | None: ...",
        "def get_current_context(silent: bool = False) -> Context | None:",
        '    """Returns the current click context."""',
        "    return _local.stack[-1]",
        "",
      ].join("\n"),
    });
    const node = graph.nodes.find((n) => n.id === "globals.py#get_current_context");
    expect({ span: [node?.span?.startLine, node?.span?.endLine], signature: node?.signature, doc: node?.doc }).toEqual({
      span: [4, 9],
      signature: "def get_current_context(silent: bool = False) -> Context | None",
      doc: "Returns the current click context.",
    });
  });
});
