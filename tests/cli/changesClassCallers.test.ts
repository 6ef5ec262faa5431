/**
 * `strata changes` names the callers of a removed or renamed class as `impact` finds them at one hop: the calls of its
 * constructor (`ParamMeta(…)` runs `ParamMeta.__init__`) and members, not a sibling class's `super().__init__`. A trial
 * on typer (9a7b2e83) renamed `class ParamMeta:` (typer/models.py) and got no callers, though `ParamMeta(…)` is built
 * in `get_params_from_function` (typer/utils.py:183); renaming `class TyperArgument(` listed `TyperOption.__init__`
 * (its `super().__init__` runs `Parameter.__init__`, never TyperArgument's) and missed `get_click_param`
 * (typer/main.py:1766). The input is those classes cut down.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { commitTree } from "../helpers/git.js";

// `copy` builds its own class: a caller to update too, though impact (which starts from the class and its members)
// never reaches it.
const MODELS = 'class ParamMeta:\n    def __init__(self, *, name: str, default: object = None) -> None:\n        self.name = name\n        self.default = default\n\n    def copy(self) -> "ParamMeta":\n        return ParamMeta(name=self.name, default=self.default)\n';
const UTILS = "from .models import ParamMeta\n\n\ndef get_params_from_function(func: object) -> dict[str, ParamMeta]:\n    return {\"x\": ParamMeta(name=\"x\", default=None)}\n";
const CLICK = "class Parameter:\n    def __init__(self, param_decls: list[str]) -> None:\n        self.decls = param_decls\n";
const CORE = `from ._click.core import Parameter


class TyperArgument(Parameter):
    def __init__(self, *, param_decls: list[str]) -> None:
        super().__init__(param_decls)


class TyperOption(Parameter):
    def __init__(self, *, param_decls: list[str]) -> None:
        super().__init__(param_decls)
`;
const MAIN = "from .core import TyperArgument\n\n\ndef get_click_param(name: str) -> TyperArgument:\n    return TyperArgument(param_decls=[name])\n";

const root = writeTree({
  "typer/__init__.py": "",
  "typer/_click/__init__.py": "",
  "typer/_click/core.py": CLICK,
  "typer/models.py": MODELS,
  "typer/utils.py": UTILS,
  "typer/core.py": CORE,
  "typer/main.py": MAIN,
  ".gitignore": ".strata/\n",
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  commitTree(root);
  await strataInProcess(["index", root, "-q"]);
  fs.writeFileSync(path.join(root, "typer/models.py"), MODELS.replace("class ParamMeta:", "class ParamMeta2:"));
  fs.writeFileSync(path.join(root, "typer/core.py"), CORE.replace("class TyperArgument(", "class TyperArgument2("));
}, 60_000);

describe("changes: callers of a renamed class", () => {
  it("names its constructions, and no sibling's parent call", async () => {
    const json = JSON.parse((await strataInProcess(["changes", root, "--json"])).stdout) as { files: { path: string; removed: { name: string }[]; callers: Record<string, string[]> }[] };
    expect(json.files.map((f) => [f.path, f.removed.map((r) => r.name), f.callers])).toEqual([
      ["typer/core.py", ["TyperArgument"], { TyperArgument: ["typer/main.py#get_click_param"] }],
      ["typer/models.py", ["ParamMeta"], { ParamMeta: ["typer/models.py#ParamMeta.copy", "typer/utils.py#get_params_from_function"] }],
    ]);
  });
});
