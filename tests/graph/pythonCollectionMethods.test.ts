/**
 * A built-in collection's method that gives one of its values types what it gives: getsentry/responses'
 * `OrderedRegistry.find` does `response = self.registered.pop(0)` of a `List["BaseResponse"]`, and its
 * `response.matches(request)` was read as a call outside the repository, while the same call in
 * `FirstMatchRegistry.find` (a loop over the list) was resolved.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python collection methods", () => {
  it("type list.pop's element (of a field or a property), dict.get's and dict.pop's value; a repository class's own pop keeps its result", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/response.py": ["class BaseResponse:", "    def matches(self, request):", "        return True", ""].join("\n"),
      "pkg/stack.py": ["class Stack:", "    def pop(self) -> int:", "        return 1", ""].join("\n"),
      "pkg/registries.py": [
        "from typing import Dict, List",
        "from .response import BaseResponse",
        "from .stack import Stack",
        "",
        "",
        "class OrderedRegistry:",
        "    def __init__(self) -> None:",
        "        self._responses: List[\"BaseResponse\"] = []",
        "        self._named: Dict[str, BaseResponse] = {}",
        "",
        "    def find(self, request, stack: Stack):",
        "        response = self._responses.pop(0)",
        "        response.matches(request)",
        "        named = self._named.get(\"a\")",
        "        named.matches(request)",
        "        self._named.pop(\"b\").matches(request)",
        "        top = stack.pop()",
        "        top.matches(request)",
        "        self.registered.pop().matches(request)",
        "",
        "    @property",
        "    def registered(self) -> List[\"BaseResponse\"]:",
        "        return self._responses",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from === "pkg/registries.py#OrderedRegistry.find")
      .map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")} ${e.resolution ?? (e.external ? "external" : "internal")}`)
      .sort();
    // `top` is Stack.pop's declared int, outside the repository: no element is read for a repository class's own pop.
    expect(calls).toEqual([
      "?self._named.get @14 external",
      "?self._named.pop @16 external",
      "?self._responses.pop @12 external",
      "?self.registered.pop @19 external",
      "?top.matches @18 external",
      "pkg/registries.py#OrderedRegistry.registered @19 scope",
      "pkg/response.py#BaseResponse.matches @13,15,16,19 import",
      "pkg/stack.py#Stack.pop @17 import",
    ]);
  });
});
