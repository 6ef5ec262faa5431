/**
 * A member named through the node id of a type that inherits it (`b.py#Sub.m`) is the base's member, as `Sub.m` is:
 * the id is how one of two types of one name is picked (a break-it trial: `callers b.py#Sub.m` said "no node").
 */
import { describe, expect, it } from "vitest";
import { findDefinitions } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

describe("a member through a type's node id", () => {
  const fixture = fixtureGraph({
    "base.py": "class Base:\n    def m(self):\n        return 1\n",
    "a.py": "from base import Base\n\n\nclass Sub(Base):\n    pass\n",
    "b.py": "class Other:\n    def m(self):\n        return 2\n\n\nclass Sub(Other):\n    pass\n",
  });
  const defs = (q: string): string[] => findDefinitions(fixture.graph, q).map((d) => `${d.id} ${d.inheritedBy ?? ""}`.trim());

  it("picks that type's base member; the bare name names both", () => {
    expect({ a: defs("a.py#Sub.m"), b: defs("b.py#Sub.m"), both: defs("Sub.m") }).toEqual({
      a: ["base.py#Base.m a.py#Sub"],
      b: ["b.py#Other.m b.py#Sub"],
      both: ["b.py#Other.m b.py#Sub", "base.py#Base.m a.py#Sub"],
    });
  });
});
