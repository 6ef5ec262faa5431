/**
 * Python: `self.__class__(…)` constructs the receiver's class, and a union of several types (besides None) types
 * nothing. A trial on arrow b247ad0 found `floor = self.__class__(*values)` then `floor.shift(…)` in `Arrow.span`
 * listed as "outside the repository" (so `callers Arrow.shift` left out `span`), and `other.replace(…)` under
 * `elif isinstance(other, dt_datetime):` sent to `Arrow.replace` because `other: Union["Arrow", dt_datetime, None]`
 * was read as an Arrow. In a branch of `isinstance(other, C)`, other is a C. The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python receivers", () => {
  it("construct the receiver's class through __class__, leave a union of several types untyped and narrow it by isinstance", async () => {
    const root = writeTree({
      "pkg/arrow.py": [
        "from datetime import datetime as dt_datetime",
        "from typing import Optional, Union",
        "",
        "",
        "class Arrow:",
        "    def shift(self, **kwargs) -> \"Arrow\":",
        "        return self",
        "",
        "    def replace(self, **kwargs) -> \"Arrow\":",
        "        return self",
        "",
        "    def span(self, exact: bool = False):",
        "        floor = self",
        "        if not exact:",
        "            floor = self.__class__(1, 2)",
        "            floor = floor.shift(days=1)",
        "        return floor.shift(days=2)",
        "",
        "    def humanize(self, other: Union[\"Arrow\", dt_datetime, None] = None) -> str:",
        "        if isinstance(other, Arrow):",
        "            other.shift(days=1)",
        "        elif isinstance(other, dt_datetime):",
        "            return str(other.replace(year=2))",
        "        other.shift(days=3)",
        "        return \"\"",
        "",
        "",
        "def later(a: Optional[\"Arrow\"], b: \"Union[Arrow, None]\", c: Optional[Union[\"Arrow\", None]]) -> \"Arrow\":",
        "    a.shift(days=1)",
        "    c.shift(days=2)",
        "    return b.replace(year=1)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.line !== undefined && !e.external)
      .map((e) => `${e.from} -> ${e.resolved ? e.to : "?"} @${e.line}${e.resolved ? ` ${e.resolution}` : ""}`);
    expect(calls).toEqual([
      "pkg/arrow.py#Arrow.humanize -> ? @24",
      "pkg/arrow.py#Arrow.humanize -> pkg/arrow.py#Arrow.shift @21 scope",
      "pkg/arrow.py#Arrow.span -> pkg/arrow.py#Arrow @15 scope",
      "pkg/arrow.py#Arrow.span -> pkg/arrow.py#Arrow.shift @16 scope",
      "pkg/arrow.py#later -> pkg/arrow.py#Arrow.replace @31 scope",
      "pkg/arrow.py#later -> pkg/arrow.py#Arrow.shift @29 scope",
    ]);
  });
});

// sdispater/pendulum a69761e4: `DateTime.add` returns `self.__class__.create(…)`, which `callees` called "outside the
// repository" (a member of its outside base, `datetime`): a member of `self.__class__` is the class's own.
describe("Python class attribute members", () => {
  it("reads self.__class__.m(…) as the receiver's class's m, also where the class has an outside base", async () => {
    const root = writeTree({
      "pkg/dt.py": [
        "import datetime",
        "",
        "",
        "class DateTime(datetime.datetime):",
        "    @classmethod",
        "    def create(cls, year: int) -> \"DateTime\":",
        "        return cls(year, 1, 1)",
        "",
        "    def add(self, years: int = 0) -> \"DateTime\":",
        "        return self.__class__.create(self.year + years)",
        "",
        "    def other(self):",
        "        return self.__class__.fromtimestamp(0)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("pkg/dt.py#DateTime.") && e.line !== undefined)
      .map((e) => `${e.from} -> ${e.resolved ? e.to : e.external ? "external" : "?"} @${e.line}`);
    expect(calls).toEqual(["pkg/dt.py#DateTime.add -> pkg/dt.py#DateTime.create @10", "pkg/dt.py#DateTime.create -> pkg/dt.py#DateTime @7", "pkg/dt.py#DateTime.other -> external @13"]);
  });
});

// sdispater/pendulum a69761e4: `DateTime.next` writes `dt = self if keep_time else self.start_of("day")`, then
// `dt = dt.add(days=1)`; `callers DateTime.add` had missed it (only a by-name footnote).
describe("Python conditional values", () => {
  it("a name or attribute as a conditional's first branch types the variable where the other is a call on it or None", async () => {
    const root = writeTree({
      "pkg/dt.py": [
        "class DateTime:",
        "    def start_of(self, unit: str) -> \"DateTime\":",
        "        return self",
        "",
        "    def add(self, days: int = 0) -> \"DateTime\":",
        "        return self",
        "",
        "    def next(self, keep_time: bool = False) -> \"DateTime\":",
        "        dt = self if keep_time else self.start_of(\"day\")",
        "        return dt.add(days=1)",
        "",
        "",
        "class Other:",
        "    def add(self, days: int = 0) -> int:",
        "        return 0",
        "",
        "",
        "def pick(a: DateTime, b: Other, c: bool):",
        "    y = a if c else b",
        "    return y.add(days=2)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" && (e.from === "pkg/dt.py#DateTime.next" || e.from === "pkg/dt.py#pick")).map((e) => `${e.from} -> ${e.resolved ? e.to : "?"} @${e.line}`);
    // `y = a if c else b` may be either (a break-it trial): untyped.
    expect(calls.sort()).toEqual(["pkg/dt.py#DateTime.next -> pkg/dt.py#DateTime.add @10", "pkg/dt.py#DateTime.next -> pkg/dt.py#DateTime.start_of @9", "pkg/dt.py#pick -> ? @20"]);
  });
});
