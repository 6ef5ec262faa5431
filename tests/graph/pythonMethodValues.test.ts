/**
 * A Python method read without a call is its value, not a run of it, unless it is a property (or carries a decorator
 * that may make a descriptor): tkem/cachetools 28d4506f's `Cache.__init__` tests `if self.getsizeof is not
 * Cache.getsizeof:`, and `callers Cache.getsizeof` listed `Cache.__init__` "(used as a property)", its summary
 * "Delegates to Cache.getsizeof".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python method values", () => {
  it("a plain or static method read is a use (handed on by an assignment: a callback); a property or a method under another decorator stays a run", async () => {
    const root = writeTree({
      "pkg/cache.py": [
        "import functools",
        "",
        "",
        "class Cache:",
        "    def __init__(self, getsizeof=None):",
        "        if self.getsizeof is not Cache.getsizeof:",
        "            self.size = self.currsize + self.cached",
        "        self.check = self.checked",
        "",
        "    @staticmethod",
        "    def getsizeof(value):",
        "        return 1",
        "",
        "    @property",
        "    def currsize(self):",
        "        return 0",
        "",
        "    @functools.cache",
        "    def cached(self):",
        "        return 0",
        "",
        "    def checked(self):",
        "        return 0",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const edges = graph.edges.filter((e) => e.kind !== "contains" && e.from === "pkg/cache.py#Cache.__init__").map((e) => `${e.kind}${e.via ? `/${e.via}` : ""} ${e.to} @${(e.lines ?? [e.line]).join(",")}`);
    expect(edges.sort()).toEqual([
      "calls/callback pkg/cache.py#Cache.checked @8",
      "calls/reference pkg/cache.py#Cache.cached @7",
      "calls/reference pkg/cache.py#Cache.currsize @7",
      "uses pkg/cache.py#Cache.getsizeof @6",
    ]);
  });
});
