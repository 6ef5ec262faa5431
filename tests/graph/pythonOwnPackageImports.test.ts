/**
 * Python, cut from a new user's trial on andialbrecht/sqlparse 60cdc64:
 * - A package's `__init__` importing from its own name (`from sqlparse import engine, formatter` in
 *   `sqlparse/__init__.py`) reads its own submodules: `engine.FilterStack(…)` and `formatter.validate_options(…)` had
 *   read "outside the repository", so `callers validate_options` was empty.
 * - A loop over a written list of functions (`for func in [group_comments, …, group_where]: func(stmt)`) runs each:
 *   a `callback` edge, where `callers group_where` had said nothing.
 * - A name set from an element of a typed collection (`p = sqlparse.parse(sql)[0]`, `parse(…) -> tuple[Statement,
 *   ...]`) holds the element's type; the declared result is read around the function, so its parameter `sql` does not
 *   hide the module `sql` the annotation names.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python own-package imports, loops over functions and typed elements", () => {
  it("resolve through the package's own name, a loop's list and a subscript", async () => {
    const root = writeTree({
      "sqlparse/__init__.py": [
        "from sqlparse import engine, formatter, sql",
        "",
        "",
        "def parse(sql: str) -> tuple[sql.Statement, ...]:",
        "    return tuple(parsestream(sql))",
        "",
        "",
        "def parsestream(stream):",
        "    stack = engine.FilterStack()",
        "    return stack.run(stream)",
        "",
        "",
        "def format(sql, **options):",
        "    formatter.validate_options(options)",
        "",
      ].join("\n"),
      "sqlparse/formatter.py": "def validate_options(options):\n    return options\n",
      "sqlparse/sql.py": "class Statement:\n    def get_type(self):\n        return 'SELECT'\n",
      "sqlparse/engine/__init__.py": "from sqlparse.engine import grouping\nfrom sqlparse.engine.filter_stack import FilterStack\n",
      "sqlparse/engine/filter_stack.py": [
        "from sqlparse.engine import grouping",
        "",
        "",
        "class FilterStack:",
        "    def run(self, stream):",
        "        return grouping.group(stream)",
        "",
      ].join("\n"),
      "sqlparse/engine/grouping.py": [
        "def group_comments(tlist):",
        "    return tlist",
        "",
        "",
        "def group_where(tlist):",
        "    return tlist",
        "",
        "",
        "def group(stmt):",
        "    for func in [",
        "        group_comments,",
        "        group_where,",
        "    ]:",
        "        func(stmt)",
        "    return [f(stmt) for f in (group_where,)]",
        "",
      ].join("\n"),
      "tests/test_parse.py": [
        "import sqlparse",
        "",
        "",
        "def test_get_type():",
        "    p = sqlparse.parse('select 1')[0]",
        "    assert p.get_type() == 'SELECT'",
        "    q = sqlparse.parse('select 2')",
        "    assert q[0].get_type() == 'SELECT'",
        "",
        "",
        "def test_slice():",
        "    q = sqlparse.parse('select 2')",
        "    assert q[1:].get_type()",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && !e.from.startsWith("sqlparse/__init__.py#parse "))
      .map((e) => `${e.from} -> ${e.to} ${(e.lines ?? [e.line]).join(",")} ${e.resolved ? `${e.resolution}${e.via ? ` ${e.via}` : ""}` : e.external ? "external" : "internal"}`)
      .sort();
    expect(calls).toEqual([
      "sqlparse/__init__.py#format -> sqlparse/formatter.py#validate_options 14 import",
      "sqlparse/__init__.py#parse -> ?tuple 5 external",
      "sqlparse/__init__.py#parse -> sqlparse/__init__.py#parsestream 5 scope",
      "sqlparse/__init__.py#parsestream -> sqlparse/engine/filter_stack.py#FilterStack 9 import",
      "sqlparse/__init__.py#parsestream -> sqlparse/engine/filter_stack.py#FilterStack.run 10 import",
      "sqlparse/engine/filter_stack.py#FilterStack.run -> sqlparse/engine/grouping.py#group 6 import",
      "sqlparse/engine/grouping.py#group -> ?f 15 internal",
      "sqlparse/engine/grouping.py#group -> ?func 14 internal",
      "sqlparse/engine/grouping.py#group -> sqlparse/engine/grouping.py#group_comments 11 scope callback",
      "sqlparse/engine/grouping.py#group -> sqlparse/engine/grouping.py#group_where 12,15 scope callback",
      "tests/test_parse.py#test_get_type -> sqlparse/__init__.py#parse 5,7 import",
      "tests/test_parse.py#test_get_type -> sqlparse/sql.py#Statement.get_type 6,8 import",
      "tests/test_parse.py#test_slice -> sqlparse/__init__.py#parse 12 import",
      // A slice (`q[1:]`) is no element: its call is found by name only, `get_type` being the one method of that name.
      "tests/test_parse.py#test_slice -> sqlparse/sql.py#Statement.get_type 13 name-only",
    ]);
  });
});
