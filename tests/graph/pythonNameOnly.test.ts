/**
 * Python: a method call on a receiver of unknown type (an untyped parameter) reaches the repository's one method of
 * that name (`name-only`), as in the other dynamically typed languages. sqlparse 60cdc64 (a new user's trial) left
 * its whole grouping engine's `tlist.token_next_by(…)`, `tlist.group_tokens(…)` unresolved (0.710 of its in-repository
 * calls resolved; 0.858 with the rule), and marshmallow 341b927f's `error_store.store_error(…)` said "1 repository
 * definition of store_error, not tied to this call". Never for a name the standard library's objects answer
 * (`values.update(…)` on a dict), a protocol method (`o.__html__()`), a definition local to a function in another file (flask's test
 * class `ObjectWithHTML.__html__`), a test file's definition from code outside tests
 * (django-rest-framework's `MockRequest.build_absolute_uri`), a method of a class with an outside ancestor on an
 * object (flask's `loader.get_source(…)` on a Jinja loader had reached `DispatchingJinjaLoader.get_source`), or a bare
 * call bound in no scope (a `NameError`, not a call of another file's function).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python name-only calls", () => {
  it("reach the one method of a name on an untyped receiver, and nothing a library or a local definition may answer", async () => {
    const lines = await callLines({
      "pkg/__init__.py": "",
      "pkg/sql.py": [
        "from jinja2 import BaseLoader",
        "",
        "",
        "class TokenList:",
        "    def token_next_by(self, i=None):",
        "        return i",
        "",
        "    def __html__(self):",
        "        return ''",
        "",
        "    def update(self, other):",
        "        return other",
        "",
        "",
        "class Context:",
        "    @classmethod",
        "    def from_environ(cls, environ):",
        "        return cls()",
        "",
        "",
        "class Loader(BaseLoader):",
        "    def get_source(self, environment, template):",
        "        return template",
        "",
      ].join("\n"),
      "pkg/grouping.py": [
        "from pkg.sql import Loader",
        "",
        "",
        "def group_where(tlist, values, loader, o):",
        "    tlist.token_next_by(i=1)",
        "    values.update({})",
        "    loader.get_source(None, 'x')",
        "    o.__html__()",
        "    o.local_only()",
        "    helper(tlist)",
        "    Loader.from_environ({})",
        "    o.build_absolute_uri()",
        "",
      ].join("\n"),
      "tests/helpers.py": "def helper(x):\n    return x\n\n\nclass MockRequest:\n    def build_absolute_uri(self):\n        return ''\n",
      "tests/test_local.py": [
        "def test_local():",
        "    class Helper:",
        "        def local_only(self):",
        "            return 1",
        "",
        "    def f(x):",
        "        return x",
        "",
        "    Helper().local_only()",
        "    f(1)",
        "",
      ].join("\n"),
    });
    expect(lines.filter((l) => l.startsWith("pkg/grouping.py"))).toEqual([
      // A class method its repository class lacks, with an outside ancestor (flask's `EnvironBuilder.from_environ`).
      "pkg/grouping.py#group_where -> ?Loader.from_environ @11 external",
      "pkg/grouping.py#group_where -> ?helper @10 internal",
      "pkg/grouping.py#group_where -> ?loader.get_source @7 internal",
      "pkg/grouping.py#group_where -> ?o.__html__ @8 internal",
      // A test's stand-in (django-rest-framework's `MockRequest.build_absolute_uri`) answers no call outside tests.
      "pkg/grouping.py#group_where -> ?o.build_absolute_uri @12 internal",
      "pkg/grouping.py#group_where -> ?o.local_only @9 internal",
      "pkg/grouping.py#group_where -> ?values.update @6 internal",
      "pkg/grouping.py#group_where -> pkg/sql.py#TokenList.token_next_by @5 name-only",
    ]);
  });
});
