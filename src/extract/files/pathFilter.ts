/**
 * Whether discovery would pass over a path, decided for one path without walking the tree: for a file
 * watcher, which must drop events under `node_modules/`, build output, ignored files and `.git/` cheaply and
 * synchronously. Applies exactly the rules of `discover.ts`, in its order: the always-skipped names
 * (`.git`, `.strata`), the nested ignore files (through {@link extendRules} and {@link testPath}), then the
 * skip tables by name, which a `.strataignore` `!` line overrides.
 *
 * Ignore files are read once per directory and cached; {@link PathFilter.forget} drops the cache when one
 * of them changes. Size limits, symlinks and file contents are not judged here (they need a `stat` or a
 * read); a path this filter passes may still be skipped by discovery.
 */
import fs from "node:fs";
import path from "node:path";
import { emptyRules, extendRules, testPath, type IgnoreRules } from "./ignoreRules.js";
import { ALWAYS_SKIPPED, classifyDirectory, classifyFile } from "./skipTables.js";
import { trackedPathsOnce, type TrackedPaths } from "./trackedPaths.js";

/** Names of the ignore files discovery reads in every directory. */
export const IGNORE_FILE_NAMES: readonly string[] = [".gitignore", ".strataignore"];

function readText(absPath: string): string[] {
  try {
    return [fs.readFileSync(absPath, "utf8")];
  } catch {
    return [];
  }
}

/** The ignore rules of a repository, one directory at a time, read synchronously on first use. */
export class PathFilter {
  private readonly rules = new Map<string, IgnoreRules>();
  /** The files git tracks, listed once when an ignore rule first excludes a path. */
  private tracked: () => TrackedPaths | undefined;

  /** @param root absolute repository root. */
  constructor(private readonly root: string) {
    this.tracked = trackedPathsOnce(root);
  }

  /**
   * True when discovery would not index `relPath` (repository-relative, `/` separators) nor walk into it:
   * an always-skipped name on the way, an ignore rule, or a skip-table name (vendored or generated
   * directory, lock file, minified or binary file) not re-included by `.strataignore`.
   */
  excluded(relPath: string, isDirectory: boolean): boolean {
    const parts = relPath.split("/").filter((p) => p !== "" && p !== ".");
    let dir = "";
    for (const [i, name] of parts.entries()) {
      if (ALWAYS_SKIPPED.has(name)) return true;
      const rel = dir === "" ? name : `${dir}/${name}`;
      const isDir = i < parts.length - 1 || isDirectory;
      const verdict = testPath(this.rulesOf(dir), rel, isDir);
      if (verdict === "ignored") return true;
      if (verdict !== "kept" && (isDir ? classifyDirectory(name) : classifyFile(name))) return true;
      dir = rel;
    }
    return false;
  }

  /** Drops the cached rules of `relDir` and every directory below it (after an ignore file there changed). */
  forget(relDir: string): void {
    // (What git tracks may have changed too: listed again when next asked.)
    this.tracked = trackedPathsOnce(this.root);
    const prefix = relDir === "" ? "" : `${relDir}/`;
    for (const key of [...this.rules.keys()]) if (key === relDir || key.startsWith(prefix)) this.rules.delete(key);
  }

  private rulesOf(relDir: string): IgnoreRules {
    const cached = this.rules.get(relDir);
    if (cached) return cached;
    const parent = relDir === "" ? undefined : this.rulesOf(relDir.includes("/") ? relDir.slice(0, relDir.lastIndexOf("/")) : "");
    const abs = path.join(this.root, relDir);
    const git = relDir === "" ? readText(path.join(this.root, ".git", "info", "exclude")) : [];
    // (Through the field: rules cached before a `forget` ask the listing made after it.)
    const base = parent ?? extendRules(emptyRules(() => this.tracked()), "", { git, strata: [] });
    const rules = extendRules(base, relDir, { git: readText(path.join(abs, ".gitignore")), strata: readText(path.join(abs, ".strataignore")) });
    this.rules.set(relDir, rules);
    return rules;
  }
}
