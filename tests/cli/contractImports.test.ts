/**
 * `strata contract <file>` gives each import the file it reached, as the README promises ("imports resolved to files"):
 * a trial on typer (9a7b2e83) found every Python relative import without a `path`, and on cobra (adbc881) the import of
 * the module's own root package (`github.com/spf13/cobra` from doc/md_docs.go) called external.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({
  "typer/__init__.py": "",
  "typer/models.py": "class ParamMeta:\n    pass\n",
  // Two imports on one line: the graph's edge names no module, so neither is given the other's file.
  "typer/both.py": "import os, typer.models\n\nx = typer.models.ParamMeta()\n",
  "typer/_click/__init__.py": "",
  "typer/_click/shell_completion.py": "def complete():\n    return 1\n",
  "typer/completion.py": [
    "import os",
    "from . import _click",
    "from ._click import shell_completion",
    "from .models import ParamMeta",
    "",
    "def install():",
    "    return ParamMeta(), shell_completion.complete(), os.sep",
    "",
  ].join("\n"),
  "go.mod": "module github.com/spf13/cobra\n\ngo 1.21\n",
  "command.go": "package cobra\n\n// Command is a command.\ntype Command struct{}\n",
  "doc/md_docs.go": 'package doc\n\nimport (\n\t"fmt"\n\n\t"github.com/spf13/cobra"\n)\n\n// GenMarkdown writes docs.\nfunc GenMarkdown(cmd *cobra.Command) {\n\tfmt.Println(cmd)\n}\n',
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
}, 120_000);

const deps = async (file: string): Promise<string[]> => {
  const contract = JSON.parse((await strataInProcess(["contract", file, "--repo", root])).stdout) as { dependencies: { module: string; kind: string; path?: string }[] };
  return contract.dependencies.map((d) => `${d.module} ${d.kind} ${d.path ?? "-"}`);
};

describe("contract imports", () => {
  it("resolve Python relative imports to the package's files (a submodule imported from its package is that module)", async () => {
    expect(await deps("typer/completion.py")).toEqual(["os external -", ". relative typer/_click/__init__.py", "._click relative typer/_click/shell_completion.py", ".models relative typer/models.py"]);
  });

  it("leave imports sharing a line as written (the graph's edges name no module)", async () => {
    expect(await deps("typer/both.py")).toEqual(["os external -", "typer.models external -"]);
  });

  it("resolve a Go import of the module's own root package to the repository, not external", async () => {
    expect(await deps("doc/md_docs.go")).toEqual(["fmt external -", "github.com/spf13/cobra relative ."]);
  });

  it("are left as written for a file changed since indexing (the graph's lines describe the indexed file)", async () => {
    const file = path.join(root, "typer/completion.py");
    const before = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, `\n${before}`);
    try {
      expect(await deps("typer/completion.py")).toEqual(["os external -", ". relative -", "._click relative -", ".models relative -"]);
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});
