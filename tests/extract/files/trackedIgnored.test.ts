/**
 * A file git tracks is the repository's whatever `.gitignore` says (gitignore(5): "Files already tracked by Git are not
 * affected"); a `.strataignore` line still excludes it. olekukonko/tablewriter's `.gitignore` line `*csv2table`, meant
 * for the built binary, matched the tracked `cmd/csv2table/csv2table.go`, which a new user's trial found dropped as
 * "excluded by the repository's ignore rules". Discovery, the watcher's filter and `summary <file>` agree.
 */
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { PathFilter, discoverFiles, resolveRepoPath } from "../../../src/extract/index.js";
import { makeTree, removeTrees, writeTree } from "./tree.js";

afterEach(removeTrees);

const git = (root: string, ...args: string[]): void => {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: root, stdio: "ignore" });
};

describe("tracked files and .gitignore", () => {
  it("keeps a tracked file a .gitignore pattern matches; untracked ones and .strataignore lines still exclude", async () => {
    const root = makeTree({
      ".gitignore": "*csv2table\n*.log\n",
      ".strataignore": "cmd/secret/\n",
      "cmd/csv2table/csv2table.go": "package main\n",
      "cmd/csv2table/extra.go": "package main\n",
      "cmd/secret/tool.go": "package main\n",
      "app.log": "tracked log\n",
      "main.go": "package main\n",
    });
    git(root, "init", "-q");
    git(root, "add", "-f", ".gitignore", ".strataignore", "cmd/csv2table/csv2table.go", "cmd/secret/tool.go", "app.log", "main.go");
    git(root, "commit", "-q", "-m", "init");
    // Untracked, ignored: the built binary beside the source, and a new log.
    writeTree(root, { "cmd/csv2table/csv2table": "binary\n", "new.log": "x\n" });
    const result = await discoverFiles(root);
    expect(result.files.map((f) => f.path)).toEqual([".gitignore", ".strataignore", "app.log", "cmd/csv2table/csv2table.go", "main.go"]);
    const filter = new PathFilter(root);
    expect(["cmd/csv2table/csv2table.go", "cmd/csv2table/extra.go", "cmd/csv2table/csv2table", "app.log", "new.log", "cmd/secret/tool.go"].map((p) => filter.excluded(p, false))).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(resolveRepoPath(root, "cmd/csv2table/csv2table.go").rel).toBe("cmd/csv2table/csv2table.go");
    expect(() => resolveRepoPath(root, "new.log")).toThrow(/excluded by the repository's ignore rules/u);
  });

  it("the watcher's filter lists what git tracks again after an ignore file below the root changes", () => {
    const root = makeTree({ ".gitignore": "gen/\n", "gen/.gitignore": "*.tmp\n", "gen/later.js": "x\n", "main.js": "x\n" });
    git(root, "init", "-q");
    git(root, "add", ".gitignore", "main.js");
    git(root, "commit", "-q", "-m", "init");
    const filter = new PathFilter(root);
    expect(filter.excluded("gen/later.js", false)).toBe(true);
    git(root, "add", "-f", "gen/later.js");
    // (`forget` of a folder below the root: the root's rules, kept, must ask the new listing too.)
    filter.forget("gen");
    expect(filter.excluded("gen/later.js", false)).toBe(false);
  });

  it("applies .gitignore to every file outside a git work tree", async () => {
    const root = makeTree({ ".gitignore": "*csv2table\n", "cmd/csv2table/csv2table.go": "package main\n", "main.go": "package main\n" });
    expect((await discoverFiles(root)).files.map((f) => f.path)).toEqual([".gitignore", "main.go"]);
  });
});
