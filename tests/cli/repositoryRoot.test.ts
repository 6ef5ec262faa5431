import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strata, strataInProcess, writeTree } from "../helpers/cli.js";

let root: string;
beforeAll(async () => {
  root = writeTree({ "src/a.ts": "/** Adds. */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n", "README.md": "# Demo\n" });
  execFileSync("git", ["init", "-q"], { cwd: root });
  expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
}, 180_000);
afterAll(async () => fs.rmSync(root, { recursive: true, force: true }));

describe("the repository a command works on", () => {
  it("without a repository argument, is the one around the working directory, also from a subfolder", async () => {
    const search = strata(["search", "add", "-k", "1"], path.join(root, "src"));
    expect([search.status, search.stderr, search.stdout]).toEqual([0, "", "1\t0.0369\t1/1\tfunction\tsrc/a.ts:2\tsrc/a.ts#add\tAdds.\n"]);
    // Commands taking the repository as an argument find it the same way.
    const levels = strata(["levels", "--json"], path.join(root, "src"));
    expect([levels.status, levels.stderr]).toEqual([0, ""]);
    expect(strata(["status", "--json"], path.join(root, "src")).stdout).toContain(`"root": ${JSON.stringify(root)}`);
  });

  it("keeps its store out of git: the .strata folder holds a .gitignore of everything", async () => {
    expect(fs.readFileSync(path.join(root, ".strata", ".gitignore"), "utf8")).toBe("# Made by strata: the index store is local to this checkout.\n*\n");
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" })).toBe("?? README.md\n?? src/\n");
  });

  it("a revision git does not know is a usage error naming it, without a stack trace", async () => {
    const r = strata(["changes", root, "--since", "nosuchrev"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`strata: unknown revision "nosuchrev" in ${root}: give a commit, branch or tag git knows (git log --oneline lists commits)\n`);
    expect(r.stderr).not.toContain("    at ");
  });

  it("is taken the same way by every command: [repo] and --repo <dir> are one; both naming different folders is refused", async () => {
    const positional = strata(["status", root, "--json"], "/");
    const option = strata(["status", "--repo", root, "--json"], "/");
    expect([option.status, option.stderr, option.stdout]).toEqual([0, "", positional.stdout]);
    const both = strata(["levels", root, "--repo", path.join(root, "src")], "/");
    expect([both.status, both.stderr]).toEqual([2, `strata: two repositories given: [repo] ${root} and --repo ${path.join(root, "src")}; give one\n`]);
    expect(strata(["levels", root, "--repo", `${root}/src/..`, "--json"], "/").status).toBe(0);
  });

  it("a bad option value says what is wrong and how to get help, without the whole help text", async () => {
    const r = strata(["search", "add", "--mode", "bogus"], root);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, "", "error: option '--mode <mode>' argument 'bogus' is invalid. Allowed choices are code, summary, hybrid.\n(add --help for usage)\n"]);
  });

  it("indexing a folder of a repository says so, and that its store is its own", async () => {
    const sub = path.join(root, "src");
    const r = strata(["index", sub, "--json"], root);
    try {
      expect([r.status, r.stderr.split("\n")[0]]).toEqual([
        0,
        `strata: note: ${sub} is a folder of the repository ${root}; indexing only this folder, into a store of its own that commands run inside it will use (for the whole repository: strata index ${root})`,
      ]);
      // Once the folder has its store, it is a repository of its own: no note.
      expect(strata(["index", sub, "--json"], root).stderr).not.toContain("note:");
      // A command run inside it without --repo answers from that store, and says so (a trial read "no definition" as "not in the repository").
      const inside = strata(["status", "--json"], sub);
      expect([inside.status, inside.stderr]).toEqual([0, `strata: using the index of the folder ${sub} (indexed on its own), not that of the repository at ${root}: give --repo ${root} for the whole repository\n`]);
    } finally {
      fs.rmSync(path.join(sub, ".strata"), { recursive: true, force: true });
    }
  });
});
