/**
 * Finds the data files strata ships as source (`src/summarize/prompts/*.json`, `src/summarize/llm/prices.json`),
 * from `src/` and from `dist/` alike, through the package root (src/shared/packageRoot.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "../../shared/packageRoot.js";

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
