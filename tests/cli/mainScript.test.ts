/**
 * `node dist/cli/main.js <command>` runs the command line as `bin/strata.js` does. It printed nothing and exited 0:
 * the module only exported `main`, so `node dist/cli/main.js index .` indexed nothing and said so to no one.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/cli.js";

const MAIN = path.join(REPO_ROOT, "dist", "cli", "main.js");
const VERSION = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version: string }).version;

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: REPO_ROOT, encoding: "utf8", env: { ...process.env, STRATA_STORE: "" } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("dist/cli/main.js run as a script", () => {
  it("prints the version and names an unknown command with the exit code bin/strata.js gives", () => {
    expect(run(["--version"])).toEqual({ status: 0, stdout: `${VERSION}\n`, stderr: "" });
    const unknown = run(["nosuchcommand"]);
    expect([unknown.status, unknown.stdout, unknown.stderr.split("\n")[0]]).toEqual([2, "", "error: unknown command 'nosuchcommand'"]);
  });
});
