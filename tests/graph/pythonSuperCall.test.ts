/**
 * Python's two-argument `super(C, self).m()` (and `super(C, cls)` in a class method) is a parent call as `super().m()`
 * is: bound to the method of a base of C (`via: "super"`), C being the class it names, so `super(Live, self)` in a
 * subclass of Live skips Live's own method. It was an unresolved call marked external (`?super(Live,self).start`), and
 * the class it names a `uses` edge of the calling method.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python two-argument super", () => {
  it("is a parent call to the method of a base of the class it names", async () => {
    const root = writeTree({
      "live/base.py": [
        "class Base:",
        "    def start(self):",
        "        pass",
        "",
        "    def stop(self):",
        "        pass",
        "",
        "    @classmethod",
        "    def create(cls):",
        "        return cls()",
        "",
      ].join("\n"),
      "live/live.py": [
        "from .base import Base",
        "",
        "",
        "class Live(Base):",
        "    def start(self):",
        "        super(Live, self).start()",
        "",
        "    def stop(self):",
        "        super().stop()",
        "",
        "    @classmethod",
        "    def create(cls):",
        "        return super(Live, cls).create()",
        "",
        "",
        "class Child(Live):",
        "    def start(self):",
        "        super(Live, self).start()",
        "",
        "    def stop(self):",
        "        super(Child, self).stop()",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("live/live.py#") && e.to !== "?super")
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}${e.via ? ` ${e.via}` : ""}`);
    expect(lines).toEqual([
      "live/live.py#Child.start -> live/base.py#Base.start @18 import super",
      "live/live.py#Child.stop -> live/live.py#Live.stop @21 scope super",
      "live/live.py#Live.create -> live/base.py#Base.create @13 import super",
      "live/live.py#Live.start -> live/base.py#Base.start @6 import super",
      "live/live.py#Live.stop -> live/base.py#Base.stop @9 import super",
    ]);
    // The class named to start the lookup from is no use of it.
    expect(graph.edges.filter((e) => e.kind === "uses")).toEqual([]);
  });
});
