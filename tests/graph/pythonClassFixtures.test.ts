/**
 * pytest: a class marked `@pytest.mark.usefixtures("dt_parser")` has the attributes that fixture sets on the
 * requesting class (`request.cls.parser = parser.DateTimeParser()`). A trial on arrow b247ad0 found 0.469 of its
 * in-repository calls resolved, most of the rest `self.parser.parse(…)`, `self.locale.day_name(…)` and
 * `self.factory.get(…)` in test classes so set up (tests/conftest.py); the input is that pattern cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("pytest class fixtures", () => {
  it("type the attributes a used fixture sets on the class", async () => {
    const root = writeTree({
      "pkg/__init__.py": "",
      "pkg/parser.py": "class DateTimeParser:\n    def parse(self, text: str) -> str:\n        return text\n\n\ndef make_parser() -> DateTimeParser:\n    return DateTimeParser()\n",
      "tests/conftest.py": [
        "import pytest",
        "",
        "from pkg import parser",
        "",
        "",
        '@pytest.fixture(scope="class")',
        "def dt_parser(request):",
        "    request.cls.parser = parser.DateTimeParser()",
        "",
        "",
        '@pytest.fixture(scope="class")',
        "def made_parser(request):",
        "    request.cls.other = parser.make_parser()",
        "    request.other = parser.make_parser()",
        "",
      ].join("\n"),
      "tests/test_parser.py": [
        "import pytest",
        "",
        "",
        '@pytest.mark.usefixtures("dt_parser", "made_parser")',
        "class TestParser:",
        "    def test_parse(self):",
        '        assert self.parser.parse("x") == "x"',
        '        assert self.other.parse("y") == "y"',
        "",
        "",
        "class TestUnmarked:",
        "    def test_parse(self):",
        '        assert self.parser.parse("x") == "x"',
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("tests/test_parser.py#"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : ""}`);
    // Two calls of one target from one function are one edge (its first line); an unmarked class has no such attribute.
    expect(calls).toEqual([
      "tests/test_parser.py#TestParser.test_parse -> pkg/parser.py#DateTimeParser.parse @7 import",
      "tests/test_parser.py#TestUnmarked.test_parse -> ?self.parser.parse @13",
    ]);
  });
});
