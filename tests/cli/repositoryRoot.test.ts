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
    expect([search.status, search.stderr, search.stdout]).toEqual([0, "", "1\t0.0369\tfunction\tsrc/a.ts:2\tsrc/a.ts#add\tAdds.\n"]);
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
    expect(r.stderr).toMatch(/^strata: git .*nosuchrev.* failed in /u);
    expect(r.stderr).not.toContain("    at ");
  });
});
