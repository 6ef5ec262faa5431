/**
 * A function nested in a method with a `self` parameter of its own has its own receiver: attrs c1dc5dcb's
 * `_ClassBuilder.add_str` writes `def __str__(self): return self.__repr__()` for the class being built, and that call
 * had reached `_ClassBuilder.__repr__` (the one wrong edge of 112 read in a trial). A nested function that reads the
 * method's `self` without declaring one still sees the method's receiver.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python self in nested functions", () => {
  it("is the nested function's own when it declares self, the method's when it only reads it", async () => {
    const lines = await callLines({
      "attr/_make.py": [
        "class _ClassBuilder:",
        "    def __repr__(self):",
        "        return '<_ClassBuilder>'",
        "",
        "    def _add_method_dunders(self, method):",
        "        return method",
        "",
        "    def add_str(self):",
        "        def __str__(self):",
        "            return self.__repr__()",
        "",
        "        def attach():",
        "            return self._add_method_dunders(__str__)",
        "",
        "        return attach()",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "attr/_make.py#_ClassBuilder.add_str -> attr/_make.py#_ClassBuilder.add_str.attach @15 scope",
      "attr/_make.py#_ClassBuilder.add_str.__str__ -> ?self.__repr__ @10 internal",
      "attr/_make.py#_ClassBuilder.add_str.attach -> attr/_make.py#_ClassBuilder._add_method_dunders @13 scope",
      "attr/_make.py#_ClassBuilder.add_str.attach -> attr/_make.py#_ClassBuilder.add_str.__str__ @13 scope",
    ]);
  });
});
