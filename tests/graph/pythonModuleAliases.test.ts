/**
 * A module-level alias, also chained, names what its value names: attrs c1dc5dcb's package `__init__` has `s =
 * attributes = attrs` and `ib = attr = attrib` beside `from ._make import attrib, attrs`, and every `attr.ib(…)` (323
 * calls) and `@attr.s` (153) in its tests was "outside the repository", `from attr import ib` then `ib()` unresolved.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python module aliases", () => {
  it("resolve package-qualified and imported aliases, chained ones too", async () => {
    const root = writeTree({
      "src/attr/_make.py": "def attrib(default=None):\n    return default\n\n\ndef attrs(cls=None):\n    return cls\n",
      "src/attr/__init__.py": "from ._make import attrib, attrs\n\ns = attributes = attrs\nib = attr = attrib\ndataclass = attrs\n\n__all__ = ['attrib', 'attrs', 'ib', 's']\n",
      "tests/test_x.py": "import attr\nfrom attr import ib, dataclass\n\n\n@attr.s\nclass C:\n    x = attr.ib()\n    y = ib()\n    z = attr.attrib()\n\n\n@dataclass\nclass D:\n    w = attr.attr()\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} ${(e.lines ?? [e.line]).join(",")} ${e.resolution ?? (e.external ? "external" : "internal")}`)).toEqual([
      "tests/test_x.py -> src/attr/_make.py#attrs 5,12 import",
      "tests/test_x.py#C -> src/attr/_make.py#attrib 7,8,9 import",
      "tests/test_x.py#D -> src/attr/_make.py#attrib 14 import",
    ]);
  });
});
