/**
 * An `isinstance` test of an attribute narrows it in its branch, as one of a name does. A new user's trial on
 * fastapi/typer 9a7b2e83 found `self.type._describe_range()` under `if isinstance(self.type, types._NumberRangeBase):`
 * unresolved ("1 repository definition of _describe_range, not tied to this call") while the same call through a
 * local elsewhere resolved; `callers _NumberRangeBase._describe_range` missed `TyperOption.get_help_record`. The input
 * is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const TYPES = [
  "class ParamType:",
  "    def convert(self, value):",
  "        return value",
  "",
  "",
  "class _NumberRangeBase(ParamType):",
  "    def _describe_range(self):",
  "        return 'x>=0'",
  "",
  "",
  "class Choice(ParamType):",
  "    def choices_text(self):",
  "        return 'a|b'",
  "",
].join("\n");

const CORE = [
  "from . import types",
  "",
  "",
  "class TyperOption:",
  "    def __init__(self, type: types.ParamType):",
  "        self.type = type",
  "",
  "    def get_help_record(self):",
  "        extra = []",
  "        if isinstance(self.type, types._NumberRangeBase):",
  "            extra.append(self.type._describe_range())",
  "        elif isinstance(self.type, types.Choice):",
  "            extra.append(self.type.choices_text())",
  "        return self.type.convert(extra)",
  "",
].join("\n");

describe("Python isinstance tests of attributes", () => {
  it("narrow the attribute in their branch", async () => {
    const lines = await callLines({ "typer/__init__.py": "", "typer/types.py": TYPES, "typer/core.py": CORE }, "typer/core.py#TyperOption.get_help_record");
    expect(lines).toEqual([
      "typer/core.py#TyperOption.get_help_record -> ?extra.append @11 external",
      "typer/core.py#TyperOption.get_help_record -> ?isinstance @10 external",
      "typer/core.py#TyperOption.get_help_record -> typer/types.py#Choice.choices_text @13 import",
      "typer/core.py#TyperOption.get_help_record -> typer/types.py#ParamType.convert @14 import",
      "typer/core.py#TyperOption.get_help_record -> typer/types.py#_NumberRangeBase._describe_range @11 import",
    ]);
  });
});
