/**
 * A Python `@staticmethod`'s first parameter is an argument, not the receiver: marshmallow's
 * `@staticmethod def _call_and_store(getter_func, data, …)` calls `getter_func(data)`, which the graph bound to
 * `Schema.__init__` (a call of the class through `self`), so `callers Schema.__init__` listed it and its summary said
 * it delegates to the constructor. A `@classmethod`'s `cls(…)` still constructs its class.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python static methods", () => {
  it("have no receiver: a call of the first parameter is no call of the class", async () => {
    const root = writeTree({
      "pkg/schema.py": [
        "class Schema:",
        "    def __init__(self, only=None):",
        "        self.only = only",
        "",
        "    @staticmethod",
        "    def call_and_store(getter_func, data):",
        "        return getter_func(data)",
        "",
        "    @staticmethod",
        "    def of(self):",
        "        return self.load()",
        "",
        "    @classmethod",
        "    def make(cls):",
        "        return cls()",
        "",
        "    def load(self):",
        "        return self.call_and_store(len, [])",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && !e.via)
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual([
      "pkg/schema.py#Schema.call_and_store -> ?getter_func @7 internal",
      "pkg/schema.py#Schema.load -> pkg/schema.py#Schema.call_and_store @18 scope",
      "pkg/schema.py#Schema.make -> pkg/schema.py#Schema.__init__ @15 scope",
      "pkg/schema.py#Schema.of -> ?self.load @11 internal",
    ]);
  });
});
