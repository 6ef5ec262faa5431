/**
 * A Python parameter whose default names a function or method holds it: tkem/cachetools 28d4506f's cache classes write
 * `def __setitem__(self, key, value, cache_setitem=Cache.__setitem__):` then `cache_setitem(self, key, value)`, and
 * `callers Cache.__setitem__` said "no results" (six callers). A default naming a local of the code around is no such
 * function.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python function defaults", () => {
  it("a call of a parameter reaches the function or method its default names around the definition", async () => {
    const lines = await callLines(
      {
        "pkg/cache.py": [
          "def helper(x):",
          "    return x",
          "",
          "",
          "class Cache:",
          "    def __setitem__(self, key, value):",
          "        pass",
          "",
          "",
          "class LRUCache(Cache):",
          "    def __setitem__(self, key, value, cache_setitem=Cache.__setitem__):",
          "        cache_setitem(self, key, value)",
          "",
          "",
          "def make():",
          "    helper = len",
          "    def inner(x, h=helper, g=helper):",
          "        h(x)",
          "        g = 2",
          "        return g",
          "    return inner",
          "",
        ].join("\n"),
      },
      "pkg/cache.py#",
    );
    expect(lines.filter((l) => !l.endsWith(" external"))).toEqual([
      "pkg/cache.py#LRUCache.__setitem__ -> pkg/cache.py#Cache.__setitem__ @12 scope",
      "pkg/cache.py#make -> pkg/cache.py#make.inner @21 scope",
      // `helper` is `make`'s local there: no call of the module's `helper`.
      "pkg/cache.py#make.inner -> ?h @18 internal",
    ]);
  });
});
