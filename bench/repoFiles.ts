/**
 * File-system helpers for the benchmark: one LOC definition for every tool's file set, and a page-cache
 * warm-up so that whichever tool runs first does not pay for cold disk reads.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { countLines, detectLanguage, discoverFiles, readSourceFile } from "../src/extract/index.js";
import type { GraphInputFile } from "../src/graph/index.js";

/** Directories the warm-up never enters. */
const SKIP_DIRS = new Set([".git", "node_modules"]);

/** Lines of `text`, counted as strata's contracts count them: one definition for every tool. */
export { countLines };

/** Reads `repo/rel` as UTF-8, or null when it is missing or not a file. */
export function readRepoFile(repo: string, rel: string): string | null {
  try {
    return readFileSync(path.resolve(repo, rel), "utf8");
  } catch {
    return null;
  }
}

/** Sum of {@link countLines} over `relPaths` (paths relative to `repo`); unreadable files count 0. */
export function locOf(repo: string, relPaths: Iterable<string>): number {
  let total = 0;
  for (const rel of relPaths) {
    const text = readRepoFile(repo, rel);
    if (text !== null) total += countLines(text);
  }
  return total;
}

/**
 * Reads every file under `repo` once (skipping .git and node_modules) so all tools start with the same
 * warm page cache. Returns the number of files and bytes read.
 */
export function warmPageCache(repo: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const stack = [repo];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) stack.push(full);
      } else if (e.isFile()) {
        try {
          if (statSync(full).size > 64 * 1024 * 1024) continue;
          bytes += readFileSync(full).length;
          files++;
        } catch {
          // unreadable: skip
        }
      }
    }
  }
  return { files, bytes };
}

/** Normalises a tool-reported path to a POSIX path relative to `repo`. */
export function toRepoRelative(repo: string, reported: string): string {
  const abs = path.isAbsolute(reported) ? reported : path.resolve(repo, reported);
  return path.relative(repo, abs).split(path.sep).join("/");
}

/**
 * The graph builder's input for `root`: every file discovery keeps (the ignore rules `strata index` applies), read as
 * `strata index` reads it, with its detected language; unreadable files are left out.
 */
export async function readGraphInput(root: string): Promise<GraphInputFile[]> {
  const { files } = await discoverFiles(root);
  const out: GraphInputFile[] = [];
  for (const f of files) {
    const r = await readSourceFile(f);
    if (r.ok) out.push({ path: f.path, text: r.text, language: detectLanguage(f.path, r.text).id });
  }
  return out;
}
