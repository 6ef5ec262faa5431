/**
 * `strata changes` says a function's code changed only when more than its layout did (spf13/viper 528f741: gofmt
 * realigning `func Debug()              { v.Debug() }` was listed as `* Debug (code changed)`), except where
 * indentation is syntax (Python: a line indented into a block changes what runs); a space removed inside a string is a
 * change (a break-it trial: `"a b"` → `"ab"` was missed under `git diff -w`).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { commitTree } from "../helpers/git.js";

const goBefore = "package viper\n\nfunc Debug()              { v.Debug() }\n\nfunc Reset() {\n\tv = New()\n}\n\nfunc Name() string { return \"a b\" }\n";
const goAfter = "package viper\n\nfunc Debug() { v.Debug() }\n\nfunc Reset() {\n\n\tv = New()\n}\n\nfunc Name() string { return \"ab\" }\n";
const pyBefore = "def load(items):\n    for i in items:\n        pass\n    return items\n";
const pyAfter = "def load(items):\n    for i in items:\n        pass\n        return items\n";
const root = writeTree({ "viper.go": goBefore, "load.py": pyBefore, ".gitignore": ".strata/\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  commitTree(root);
  await strataInProcess(["index", root, "-q"]);
  fs.writeFileSync(path.join(root, "viper.go"), goAfter);
  fs.writeFileSync(path.join(root, "load.py"), pyAfter);
});

describe("changes of layout alone", () => {
  it("lists no Go function whose edit was a run of spaces or blank lines, but one whose string lost a space, and a Python function whose indentation moved a line", async () => {
    const r = await strataInProcess(["changes", root, "--json"]);
    const files = (JSON.parse(r.stdout) as { files: { path: string; bodies?: { name: string }[] }[] }).files;
    expect(files.map((f) => [f.path, (f.bodies ?? []).map((b) => b.name)])).toEqual([
      ["load.py", ["load"]],
      ["viper.go", ["Name"]],
    ]);
  });
});
