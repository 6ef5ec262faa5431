/**
 * `references` of a method every class has (`__init__`, `__enter__`): by-name sites only where the receiver can be
 * the class itself. Found in a trial: references of one `__init__` listed the `super().__init__` of unrelated classes.
 */
import { describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph, type GraphNode } from "../../src/graph/index.js";
import { findReferences } from "../../src/navigate/index.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

const PY = {
  "app/base.py": `from vendor import Thing, Widget
from .missing import Mystery


class Base(Thing):
    def __init__(self, x):
        super().__init__(x)
        self.x = x

    def __enter__(self):
        return self

    def reset(self):
        self.__init__(0)


class Child(Base):
    def __init__(self):
        super().__init__(1)

    def again(self):
        self.__enter__()


class Other(Widget):
    def __init__(self):
        super().__init__()

    def __enter__(self):
        super().__enter__()
        return self


class Third(Mystery):
    def __init__(self):
        super().__init__()


class Fourth(Child, Mystery):
    def __init__(self):
        super().__init__()
        Child.__init__(self)


class Sixth(Mystery, Base):
    def __init__(self):
        super().__init__()


def make(obj, res):
    Base.__init__(obj, 1)
    res.__enter__()
`,
};

describe("references of methods every class has", () => {
  it("keeps super() calls from subclasses, self/cls calls and calls naming the class; drops other classes' super() and unknown receivers", async () => {
    const root = writeTree(PY);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    // Unresolved calls of these names: Third's super().__init__ (its only base is unknown) and res.__enter__.
    expect(graph.edges.filter((e) => e.kind === "calls" && !e.resolved && !e.external).map((e) => `${e.from} -> ${e.to}`)).toEqual([
      "app/base.py#Third.__init__ -> ?super().__init__",
      "app/base.py#make -> ?res.__enter__",
    ]);
    const refs = (id: string): string[] => findReferences(graph, id)!.map((r) => `${r.path}:${r.line} ${r.from} ${r.resolution}`);
    expect({ base: refs("app/base.py#Base.__init__"), other: refs("app/base.py#Other.__init__"), enter: refs("app/base.py#Base.__enter__") }).toEqual({
      // Third's unresolved super().__init__ is another class's: not listed (it was, by name, before).
      base: ["app/base.py:14 app/base.py#Base.reset scope", "app/base.py:19 app/base.py#Child.__init__ scope", "app/base.py:47 app/base.py#Sixth.__init__ scope", "app/base.py:51 app/base.py#make scope"],
      other: [],
      // `res.__enter__()` on a receiver of unknown type is no evidence for Base.__enter__.
      enter: ["app/base.py:22 app/base.py#Child.again scope"],
    });
  });

  it("by-name sites of __init__ when the resolver could not follow them: kept for super() in a subclass, self in the class, the class named", () => {
    const node = (qn: string, kind: GraphNode["kind"]): GraphNode => ({ id: `m.py#${qn}`, kind, name: qn.split(".").pop()!, qualifiedName: qn, path: "m.py", language: "python", contentHash: "" });
    const graph: CodeGraph = {
      formatVersion: 1,
      nodes: [node("Base", "class"), node("Base.__init__", "method"), node("Base.reset", "method"), node("Sub", "class"), node("Sub.__init__", "method"), node("Far", "class"), node("Far.__init__", "method"), node("make", "function")],
      edges: [
        { from: "m.py#Sub", to: "m.py#Base", kind: "inherits", resolved: true, line: 5 },
        { from: "m.py#Base.reset", to: "?self.__init__", kind: "calls", resolved: false, line: 3 },
        { from: "m.py#Sub.__init__", to: "?super().__init__", kind: "calls", resolved: false, line: 6 },
        { from: "m.py#Far.__init__", to: "?super().__init__", kind: "calls", resolved: false, line: 9 },
        { from: "m.py#Far.__init__", to: "?self.__init__", kind: "calls", resolved: false, line: 10 },
        { from: "m.py#make", to: "?Base.__init__", kind: "calls", resolved: false, line: 12 },
        { from: "m.py#make", to: "?thing.__init__", kind: "calls", resolved: false, line: 13 },
      ],
    };
    expect(findReferences(graph, "m.py#Base.__init__")!.map((r) => `${r.line} ${r.from} ${r.resolution}`)).toEqual([
      "3 m.py#Base.reset by-name",
      "6 m.py#Sub.__init__ by-name",
      "12 m.py#make by-name",
    ]);
    expect(findReferences(graph, "m.py#Far.__init__")!.map((r) => `${r.line} ${r.from} ${r.resolution}`)).toEqual(["10 m.py#Far.__init__ by-name"]);
  });
});
