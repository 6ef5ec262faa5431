/**
 * The files git tracks under a folder. git applies `.gitignore` to untracked files only ("Files already tracked by
 * Git are not affected", gitignore(5)): a tracked file that a pattern matches is still the repository's. A new user's
 * trial on olekukonko/tablewriter found `cmd/csv2table/csv2table.go` (482 lines, tracked) dropped as "excluded by the
 * repository's ignore rules" because `.gitignore`'s `*csv2table`, meant for the built binary, matches its folder.
 */
import { execFileSync } from "node:child_process";

/** Tracked files (repository-relative to the folder asked about, `/` separators) and every folder above one. */
export interface TrackedPaths {
  files: ReadonlySet<string>;
  dirs: ReadonlySet<string>;
}

/** Most bytes of `git ls-files` output read (a tree of about a million paths). */
const MAX_LIST_BYTES = 256 * 1024 * 1024;

/**
 * The files git tracks under `root` (absolute), as `git ls-files` lists them from there; undefined when `root` is in no
 * git work tree, git is not installed or the listing fails (ignore rules then apply to every file, as before).
 */
export function gitTrackedPaths(root: string): TrackedPaths | undefined {
  let out: string;
  try {
    out = execFileSync("git", ["ls-files", "-z", "--cached"], { cwd: root, encoding: "utf8", maxBuffer: MAX_LIST_BYTES, stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
  const files = new Set(out.split("\0").filter(Boolean));
  const dirs = new Set<string>();
  for (const f of files) {
    for (let i = f.indexOf("/"); i > 0; i = f.indexOf("/", i + 1)) dirs.add(f.slice(0, i));
  }
  return { files, dirs };
}

/**
 * {@link gitTrackedPaths} of `root`, listed on the first call only: ignore rules ask for it when a rule excludes a path,
 * so a command that meets no ignored path runs no git.
 */
export function trackedPathsOnce(root: string): () => TrackedPaths | undefined {
  let listed: { paths: TrackedPaths | undefined } | undefined;
  return () => (listed ??= { paths: gitTrackedPaths(root) }).paths;
}
