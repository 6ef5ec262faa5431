/**
 * Finds the data files strata ships as source (`src/summarize/prompts/*.json`, `src/summarize/llm/prices.json`),
 * from `src/` and from `dist/` alike, the way `src/extract` finds its `.scm` query files.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The package root: the nearest folder above this module with a `package.json`.
 * @throws Error when there is none.
 */
export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return (root = dir);
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

/** Absolute path of `src/summarize/<relative>` in the package. */
export function summarizeDataPath(relative: string): string {
  return path.join(packageRoot(), "src", "summarize", relative);
}

/**
 * Reads and parses a JSON data file under `src/summarize/`.
 * @throws Error naming the file when it cannot be read or is not JSON.
 */
export function readSummarizeJson(relative: string): unknown {
  const file = summarizeDataPath(relative);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as unknown;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
