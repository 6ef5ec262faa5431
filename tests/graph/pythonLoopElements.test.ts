/**
 * A Python `for` target is an element of the collection it iterates: rich 7f580bdc's `for line in self._lines:
 * line.truncate(…)` in `Lines.justify`, with `self._lines: List["Text"]`, left `Text.truncate` without that caller.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { pythonElementType, pythonValueType } from "../../src/graph/languages/python/language.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

/** A package whose `Field` the mapping fixtures below hold. */
const FIELD_PACKAGE: Record<string, string> = {
  "pkg/__init__.py": "",
  "pkg/fields.py": ["class Field:", "    def serialize(self, value):", "        return value", "", "    def deserialize(self, value):", "        return value", ""].join("\n"),
};

/** The call edges from `caller` in the graph of the tree at `root`, as `to @lines resolution`, sorted. */
async function callsFrom(root: string, caller: string): Promise<string[]> {
  const graph = await buildGraph({ root, files: loadFixture(root) });
  return graph.edges
    .filter((e) => e.kind === "calls" && e.from === caller)
    .map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")} ${e.resolution ?? (e.external ? "external" : "internal")}`)
    .sort();
}

describe("Python loop elements", () => {
  it("read a collection type's element", () => {
    const cases = ["list[Route]", "List[\"Text\"]", "t.Sequence[\"BaseRoute\"]", "typing.Iterator[Text]", "tuple[Route, ...]", "Generator[Text, None, None]", "Optional[List[Route]]", "list[Route] | None", "dict[str, Route]", "tuple[Route, int]", "Lines", "list[list[Route]]"];
    expect(cases.map(pythonElementType)).toEqual(["Route", "Text", "BaseRoute", "Text", "Route", "Text", "Route", "Route", undefined, undefined, undefined, undefined]);
  });

  it("type a loop target by its collection's declared element: a field, a parameter, a call's result", async () => {
    const root = writeTree({
      "rich/text.py": ["class Text:", "    def truncate(self, width):", "        return self", ""].join("\n"),
      "rich/containers.py": [
        "from typing import Iterator, List",
        "from .text import Text",
        "",
        "",
        "def make() -> List[Text]:",
        "    return []",
        "",
        "",
        "class Lines:",
        "    def __init__(self):",
        "        self._lines: List[\"Text\"] = []",
        "",
        "    def justify(self, width, extra: \"list[Text]\", names: dict[str, Text]):",
        "        for line in self._lines:",
        "            line.truncate(width)",
        "        for more in extra:",
        "            more.truncate(width)",
        "        for made in make():",
        "            made.truncate(width)",
        "        for key in names:",
        "            key.truncate(width)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(
      graph.edges
        .filter((e) => e.kind === "calls" && e.from === "rich/containers.py#Lines.justify")
        .map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")} ${e.resolution ?? (e.external ? "external" : "internal")}`)
        .sort(),
    ).toEqual(["?key.truncate @21 internal", "rich/containers.py#make @18 scope", "rich/text.py#Text.truncate @15,17,19 import"]);
  });

  // rich 7f580bdc: `for line in self.split(…)`, with `split` declared `-> Lines` and `Lines.__iter__` `->
  // Iterator["Text"]`: `line.expand_tabs(…)` in `Text.wrap` was unresolved.
  it("type a loop target over a repository class by what its __iter__ declares it yields", async () => {
    const root = writeTree({
      "rich/text.py": [
        "from typing import Iterator, List",
        "",
        "",
        "class Text:",
        "    def expand_tabs(self):",
        "        return None",
        "",
        "    def split(self) -> \"Lines\":",
        "        return Lines()",
        "",
        "    def wrap(self):",
        "        for line in self.split():",
        "            line.expand_tabs()",
        "",
        "",
        "class Lines:",
        "    def __iter__(self) -> Iterator[\"Text\"]:",
        "        return iter([])",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "rich/text.py#Text.wrap").map((e) => `${e.to} @${e.line} ${e.resolution}`).sort()).toEqual([
      "rich/text.py#Text.expand_tabs @13 scope",
      "rich/text.py#Text.split @12 scope",
    ]);
  });

  it("read a mapping type's value", () => {
    const cases = ["dict[str, Field]", "Dict[str, \"Field\"]", "t.Mapping[str, ma_fields.Field]", "Optional[dict[str, Field]]", "dict[str, Field] | None", "list[Field]", "dict[str, list[Field]]", "dict"];
    expect(cases.map(pythonValueType)).toEqual(["Field", "Field", "ma_fields.Field", "Field", "Field", undefined, undefined, undefined]);
  });

  // marshmallow 341b927f: `for attr_name, field_obj in self.dump_fields.items(): field_obj.serialize(…)` in
  // `Schema._serialize`, with `self.dump_fields = {}  # type: dict[str, ma_fields.Field]`: `callers Field.serialize`
  // listed only tests.
  it("type the value target of a loop over a mapping's items, the mapping typed by an annotation or a type comment", async () => {
    const root = writeTree({
      ...FIELD_PACKAGE,
      "pkg/schema.py": [
        "from pkg import fields as ma_fields",
        "from pkg.fields import Field",
        "",
        "",
        "class Schema:",
        "    def __init__(self):",
        "        self.dump_fields = {}  # type: dict[str, ma_fields.Field]",
        "        self.other = {}  # type: ignore",
        "",
        "    def dump(self, obj, extra: dict[str, Field]):",
        "        for name, field_obj in self.dump_fields.items():",
        "            field_obj.serialize(obj)",
        "        for key, field in extra.items():",
        "            field.serialize(key)",
        "        for key, thing in self.other.items():",
        "            thing.serialize(key)",
        "",
      ].join("\n"),
    });
    expect(await callsFrom(root, "pkg/schema.py#Schema.dump")).toEqual([
      "?extra.items @13 external",
      "?self.dump_fields.items @11 external",
      "?self.other.items @15 external",
      "?thing.serialize @16 internal",
      "pkg/fields.py#Field.serialize @12,14 import",
    ]);
  });

  // marshmallow 341b927f: `def getter(val, field_obj=field_obj, …): return field_obj.deserialize(…)` inside the loop
  // over `self.load_fields.items()` in `Schema._deserialize`: a default is read where the function is defined.
  it("types a parameter by the name its default reads around the function", async () => {
    const root = writeTree({
      ...FIELD_PACKAGE,
      "pkg/schema.py": [
        "from pkg.fields import Field",
        "",
        "",
        "class Schema:",
        "    load_fields: dict[str, Field]",
        "",
        "    def load(self, data):",
        "        getters = []",
        "        for name, field_obj in self.load_fields.items():",
        "            def getter(val, field_obj=field_obj, name=name):",
        "                return field_obj.deserialize(val)",
        "            getters.append(getter)",
        "        return getters",
        "",
      ].join("\n"),
    });
    expect(await callsFrom(root, "pkg/schema.py#Schema.load.getter")).toEqual(["pkg/fields.py#Field.deserialize @11 import"]);
  });
});
