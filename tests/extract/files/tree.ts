/**
 * Real temporary directory trees for the discovery and read tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";

/** File contents by repository-relative path; a `{ link }` entry makes a symbolic link with that target. */
export type TreeSpec = Record<string, string | Buffer | { link: string }>;

const roots: string[] = [];

/** Creates a fresh directory holding `spec` and returns its absolute path. */
export function makeTree(spec: TreeSpec = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-files-"));
  roots.push(root);
  writeTree(root, spec);
  return root;
}

/** Adds `spec` to an existing directory. */
export function writeTree(root: string, spec: TreeSpec): void {
  for (const [rel, content] of Object.entries(spec)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof content === "object" && !Buffer.isBuffer(content)) fs.symlinkSync(content.link, abs);
    else fs.writeFileSync(abs, content);
  }
}

/** Removes every tree made so far; `rm -rf` copes with paths longer than PATH_MAX, which `fs.rm` does not. */
export function removeTrees(): void {
  for (const root of roots.splice(0)) {
    fs.chmodSync(root, 0o755);
    execFileSync("rm", ["-rf", root]);
  }
}

/** Whether the tests run as root, where `chmod 000` does not stop reads. */
export const runningAsRoot = process.getuid?.() === 0;
