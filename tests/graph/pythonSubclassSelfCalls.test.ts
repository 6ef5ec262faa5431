/**
 * A Python call on `self` of a method only subclasses define reaches each subclass's (the template method pattern): a
 * new user's trial on tkem/cachetools 28d4506f found `Cache.__setitem__`'s eviction call `self.popitem()` listed as
 * "outside the repository" (Cache's base is `collections.abc.MutableMapping`) and missing from `callers
 * LRUCache.popitem`, and `_TimedCache.__repr__`'s `self.expire()` the same. A subclass in a test file is a stand-in,
 * asked only by tests.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python calls on self of subclass methods", () => {
  it("reach the nearest definition in each subclass, not a test's stand-in, and leave a method of the class itself alone", async () => {
    const lines = await callLines(
      {
        "pkg/cache.py": [
          "import collections.abc",
          "",
          "",
          "class Cache(collections.abc.MutableMapping):",
          "    def __setitem__(self, key, value):",
          "        self.popitem()",
          "        self.clear()",
          "",
          "    def size(self):",
          "        return self.own()",
          "",
          "    def own(self):",
          "        return 1",
          "",
          "",
          "class LRUCache(Cache):",
          "    def popitem(self):",
          "        return 1",
          "",
          "",
          "class _Timed(Cache):",
          "    def own(self):",
          "        return 2",
          "",
          "",
          "class TTLCache(_Timed):",
          "    def popitem(self):",
          "        return 2",
          "",
        ].join("\n"),
        "tests/test_cache.py": "from pkg.cache import Cache\n\n\nclass FakeCache(Cache):\n    def popitem(self):\n        return 3\n",
      },
      "pkg/cache.py#",
    );
    expect(lines).toEqual([
      "pkg/cache.py#Cache.__setitem__ -> ?self.clear @7 external",
      "pkg/cache.py#Cache.__setitem__ -> pkg/cache.py#LRUCache.popitem @6 scope",
      "pkg/cache.py#Cache.__setitem__ -> pkg/cache.py#TTLCache.popitem @6 scope",
      "pkg/cache.py#Cache.size -> pkg/cache.py#Cache.own @10 scope",
    ]);
  });
});
