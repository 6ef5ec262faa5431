/**
 * The strata package root, where the shipped data lives (query files, price tables, bin/). A leaf module: read
 * commands reach it through the LLM price table and the config without loading the tree-sitter runtime.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The package root: the nearest folder above this module that has a `package.json`. From `src/shared/`, from
 * `dist/shared/` and from the CLI bundle in `dist/cli-bundle/` alike it is the strata package.
 * @throws Error when no `package.json` is found above the module.
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}
