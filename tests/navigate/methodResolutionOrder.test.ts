/**
 * A member a Python class inherits through several bases is found in its method resolution order (C3), not
 * breadth-first: `class Y(B, Mixin)` with `B(A)` reads `A.m` before `Mixin.m`, as Python does (breadth-first had given
 * `Mixin.m`); a diamond `D(B, C)` over `A` reads `C.m` before `A.m`. The graph sorts edges by target, so the bases'
 * order comes from the class's declaration.
 */
import { describe, expect, it } from "vitest";
import { findDefinitions } from "../../src/navigate/index.js";
import { linearization } from "../../src/navigate/definition.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

describe("inherited members in method resolution order", () => {
  const fixture = fixtureGraph({
    "m.py": [
      "class A:",
      "    def m(self):",
      "        return 1",
      "",
      "class B(A):",
      "    pass",
      "",
      "class Mixin:",
      "    def m(self):",
      "        return 2",
      "",
      "class Y(B, Mixin):",
      "    pass",
      "",
      "class C(A):",
      "    def m(self):",
      "        return 3",
      "",
      "class D(B, C):",
      "    pass",
      "",
      "class Z(Mixin, B):",
      "    pass",
      "",
    ].join("\n"),
  });
  const defs = (q: string): string[] => findDefinitions(fixture.graph, q).map((d) => `${d.id} ${d.inheritedBy ?? ""}`.trim());

  it("takes the first base in C3 order that declares the member", () => {
    expect({ y: defs("Y.m"), d: defs("D.m"), z: defs("Z.m") }).toEqual({
      y: ["m.py#A.m m.py#Y"],
      d: ["m.py#C.m m.py#D"],
      z: ["m.py#Mixin.m m.py#Z"],
    });
  });

  it("linearizes exactly as Python's __mro__, and breadth-first where C3 fails", () => {
    const bases = new Map([
      ["D", ["B", "C"]],
      ["B", ["A"]],
      ["C", ["A"]],
      ["X", ["A", "B"]],
    ]);
    expect(linearization("D", bases)).toEqual(["D", "B", "C", "A"]);
    // `class X(A, B)` with `B(A)`: Python raises TypeError (no consistent order).
    expect(linearization("X", bases)).toEqual(["X", "A", "B"]);
  });
});
