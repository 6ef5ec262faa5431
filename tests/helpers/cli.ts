/** Runs the built CLI (`bin/strata.js`) in a child process, as a user would. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
export const STRATA_BIN = path.join(REPO_ROOT, "bin", "strata.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `strata <args>` with `cwd`; stdout and stderr are pipes (not terminals). */
export function strata(args: string[], cwd = REPO_ROOT): CliResult {
  const r = spawnSync(process.execPath, [STRATA_BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, STRATA_STORE: "" } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Writes `files` (relative path → content) under a new temp directory and returns its real path. */
export function writeTree(files: Record<string, string | Buffer>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-cli-")));
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, content);
  }
  return root;
}
