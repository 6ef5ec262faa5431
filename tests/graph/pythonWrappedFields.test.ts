/**
 * A field assigned a decorator applied to one function (cattrs 82b02c0's `MultiStrategyDispatch.__init__`:
 * `self.dispatch = lru_cache(maxsize=None)(self.dispatch_without_caching)`) holds what calls that function, so
 * `self._structure_func.dispatch(cl)` in `BaseConverter.structure` runs `dispatch_without_caching`; it had been
 * "outside the repository", and so were its 18 call sites and the local aliases `dispatch =
 * self._unstructure_func.dispatch` (then `dispatch(x)`). The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python fields holding a wrapped function", () => {
  it("run the wrapped method, through the field and through a local alias of it", async () => {
    const lines = await callLines({
      "cattrs/dispatch.py": [
        "from functools import lru_cache",
        "from typing import Callable",
        "",
        "class MultiStrategyDispatch:",
        "    dispatch: Callable[[TargetType], Hook]",
        "",
        "    def __init__(self):",
        "        self.dispatch = lru_cache(maxsize=None)(self.dispatch_without_caching)",
        "",
        "    def dispatch_without_caching(self, typ):",
        "        return typ",
        "",
      ].join("\n"),
      "cattrs/converters.py": [
        "from .dispatch import MultiStrategyDispatch",
        "",
        "class BaseConverter:",
        "    def __init__(self):",
        "        self._structure_func = MultiStrategyDispatch()",
        "",
        "    def structure(self, obj, cl):",
        "        return self._structure_func.dispatch(cl)(obj, cl)",
        "",
        "    def unstructure_all(self, objs):",
        "        dispatch = self._structure_func.dispatch",
        "        return [dispatch(o.__class__)(o) for o in objs]",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.includes("dispatch_without_caching @") && !l.includes("__init__"))).toEqual([
      "cattrs/converters.py#BaseConverter.structure -> cattrs/dispatch.py#MultiStrategyDispatch.dispatch_without_caching @8 import",
      "cattrs/converters.py#BaseConverter.unstructure_all -> cattrs/dispatch.py#MultiStrategyDispatch.dispatch_without_caching @12 import",
    ]);
  });
});
