/**
 * A call on self from `T.n` runs an override `C.m` only on a C that does not override `n` as well: a new user's trial
 * on sdispater/pendulum a69761e4 found `impact DateTime.add` listing `Date.subtract`, `Date.next` and `Date.average`
 * ("through Date.add"), and `DateTime.add`'s summary "Used by Date.subtract", though `DateTime` overrides all three, so
 * on a `DateTime` they never run. The input is those classes cut down; a call on another value still dispatches.
 */
import { describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { impactOf } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

const PENDULUM = {
  "pendulum/__init__.py": "",
  "pendulum/date.py": `class Date:
    def add(self, days=0):
        return self

    def subtract(self, days=0):
        return self.add(days=-days)

    def next(self):
        return self.add(days=1)

    def closest(self, other: "Date"):
        return other.add(days=0)
`,
  "pendulum/datetime.py": `from pendulum.date import Date


class DateTime(Date):
    def add(self, days=0):
        return self

    def subtract(self, days=0):
        return self.add(days=-days)
`,
};

const TS = {
  "src/date.ts": "export class Base {\n  add(n: number): Base { return this; }\n  subtract(n: number): Base { return this.add(-n); }\n  next(): Base { return this.add(1); }\n}\n\nexport class Derived extends Base {\n  add(n: number): Base { return this; }\n  subtract(n: number): Base { return this.add(-n); }\n}\n",
};

const lines = (graph: CodeGraph, id: string): string[] =>
  impactOf(graph, id, 1)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}${n.through ? ` through ${n.through}` : ""}`));

// A break-it trial: an override that calls its parent's (`super().subtract(n)`) still runs the base's caller on self,
// and a Java method of the caller's name with other parameters overrides nothing.
const SUPER = {
  "m.py": `class Date:
    def add(self, n):
        return n

    def subtract(self, n):
        return self.add(-n)


class DateTime(Date):
    def add(self, n):
        return n + 1

    def subtract(self, n):
        if n > 100:
            return super().subtract(n)
        return n - 1
`,
  "src/main/java/p/Base.java": "package p;\n\npublic class Base {\n  public int add(int n) { return n; }\n  public int subtract(int n) { return add(-n); }\n}\n",
  "src/main/java/p/Derived.java": "package p;\n\npublic class Derived extends Base {\n  @Override\n  public int add(int n) { return n + 1; }\n  public int subtract(String s) { return 0; }\n}\n",
};

describe("impact: calls on self", () => {
  const py = fixtureGraph(PENDULUM);
  const ts = fixtureGraph(TS);
  const parentCalls = fixtureGraph(SUPER);

  it("marks the calls made on self", () => {
    const marked = (graph: CodeGraph): string[] => graph.edges.filter((e) => e.kind === "calls" && e.onSelf).map((e) => `${e.from} -> ${e.to}`);
    expect([...marked(py.graph), ...marked(ts.graph)]).toEqual([
      "pendulum/date.py#Date.next -> pendulum/date.py#Date.add",
      "pendulum/date.py#Date.subtract -> pendulum/date.py#Date.add",
      "pendulum/datetime.py#DateTime.subtract -> pendulum/datetime.py#DateTime.add",
      "src/date.ts#Base.next -> src/date.ts#Base.add",
      "src/date.ts#Base.subtract -> src/date.ts#Base.add",
      "src/date.ts#Derived.subtract -> src/date.ts#Derived.add",
    ]);
  });

  it("reach an override only from callers its class does not override", () => {
    expect(lines(py.graph, "pendulum/datetime.py#DateTime.add")).toEqual([
      "1 calls pendulum/date.py#Date.closest through pendulum/date.py#Date.add",
      "1 calls pendulum/date.py#Date.next through pendulum/date.py#Date.add",
      "1 calls pendulum/datetime.py#DateTime.subtract",
    ]);
    expect(lines(ts.graph, "src/date.ts#Derived.add")).toEqual(["1 calls src/date.ts#Base.next through src/date.ts#Base.add", "1 calls src/date.ts#Derived.subtract"]);
  });

  it("still reach a caller that an override runs through its parent, and any caller where overloads share a name", () => {
    const graph = parentCalls.graph;
    expect([...lines(graph, "m.py#DateTime.add"), ...lines(graph, "src/main/java/p/Derived.java#Derived.add")]).toEqual([
      "1 calls m.py#Date.subtract through m.py#Date.add",
      "1 calls src/main/java/p/Base.java#Base.subtract through src/main/java/p/Base.java#Base.add",
    ]);
  });
});
