/**
 * The shared-cache namespace of a repository without an `origin` remote (seed 000 §7.1: entries are shared per
 * repository). The folder name alone is not enough: two unrelated repositories called `app` would read each
 * other's entries. So the name is `<folder>@root-<12 hex>` from the repository's root commit (every copy and clone
 * of one history shares it, wherever it lives), else `<folder>@path-<12 hex>` from the SHA-256 of the folder's real
 * path (no git history: only this folder on this machine).
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Root commits of HEAD's history (one, or several after merging unrelated histories), sorted; [] outside git. */
function rootCommits(root: string): string[] {
  try {
    const out = execFileSync("git", ["rev-list", "--max-parents=0", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 5000 });
    return out.split("\n").filter((line) => /^[0-9a-f]{40,64}$/.test(line)).sort();
  } catch {
    return [];
  }
}

/**
 * `<folder>@root-<first 12 hex of the (smallest) root commit>`, or `<folder>@path-<first 12 hex of SHA-256 of the
 * real path>` when `root` has no git history. Reads git through child_process; never throws.
 */
export function localNamespace(root: string): string {
  const folder = path.basename(root);
  const [first] = rootCommits(root);
  if (first) return `${folder}@root-${first.slice(0, 12)}`;
  let real = root;
  try {
    real = fs.realpathSync(root);
  } catch {
    // a root that vanished keeps its given path
  }
  return `${folder}@path-${createHash("sha256").update(real).digest("hex").slice(0, 12)}`;
}
