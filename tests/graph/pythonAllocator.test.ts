/**
 * Python: calling a class runs `__new__` and then `__init__`. A class that declares `__new__` and no `__init__` (a
 * `str` subclass: pallets/markupsafe's `Markup`) is reached at its `__new__`; a new user's trial found `callers` of
 * `Markup.__new__` empty. The call's result is still an instance of the class. A class with `__init__` is reached
 * there, as before.
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const MARKUP = [
  "class Markup(str):",
  "    def __new__(cls, base='', encoding=None, errors='strict'):",
  "        return super().__new__(cls, base)",
  "",
  "    def striptags(self):",
  "        return Markup(self)",
  "",
  "class Both:",
  "    def __new__(cls):",
  "        return super().__new__(cls)",
  "",
  "    def __init__(self):",
  "        self.x = 1",
  "",
  "def strip(value):",
  "    m = Markup(value)",
  "    Both()",
  "    return m.striptags()",
  "",
].join("\n");

describe("Python class calls and __new__", () => {
  const fixture = fixtureGraph({ "src/markupsafe/__init__.py": MARKUP });

  it("reach __new__ where the class declares no __init__, and type the result as the class", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls") && /#(?:strip|Markup\.striptags) /u.test(l)).sort()).toEqual([
      "calls      src/markupsafe/__init__.py#Markup.striptags -> src/markupsafe/__init__.py#Markup.__new__ @6 [scope]",
      "calls      src/markupsafe/__init__.py#strip -> src/markupsafe/__init__.py#Both.__init__ @17 [scope]",
      "calls      src/markupsafe/__init__.py#strip -> src/markupsafe/__init__.py#Markup.__new__ @16 [scope]",
      "calls      src/markupsafe/__init__.py#strip -> src/markupsafe/__init__.py#Markup.striptags @18 [scope]",
    ]);
  });
});
