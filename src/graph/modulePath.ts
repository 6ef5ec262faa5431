/**
 * A module path as a language's imports write it (`starlette.requests`), read to the repository files it names by
 * the language's own import resolution (`resolveModule` in `languages/<id>/language.ts`), outside any build: for
 * `definition starlette.requests.Request`, whose module part names `starlette/requests.py`.
 */
import path from "node:path";
import { GRAPH_LANGUAGES } from "./languages/registry.js";
import type { ModuleEnv } from "./treeSitter/graphLanguage.js";

/**
 * Files of `files` (repository-relative paths) that module `module` names for each language of `languages` that
 * resolves modules, as an import at the repository root would name it; sorted, deduplicated, empty when none. A
 * language whose resolution needs what only a build has (Go's `go.mod` roots, C#'s declared namespaces) finds none.
 */
export function moduleFiles(module: string, files: ReadonlySet<string>, languages: Iterable<string>): string[] {
  const byFolder = new Map<string, string[]>();
  for (const f of [...files].sort()) {
    const dir = path.posix.dirname(f);
    const key = dir === "." ? "" : dir;
    const list = byFolder.get(key);
    if (list) list.push(f);
    else byFolder.set(key, [f]);
  }
  const env: ModuleEnv = { files, filesIn: (dir) => byFolder.get(dir) ?? [], filesDeclaring: () => [], moduleRoots: () => new Map() };
  const found = new Set<string>();
  for (const id of new Set(languages)) {
    const lang = GRAPH_LANGUAGES.get(id);
    if (!lang) continue;
    let target;
    try {
      target = lang.resolveModule(module, "", env);
    } catch {
      continue;
    }
    if (target && "paths" in target) for (const p of target.paths) if (files.has(p)) found.add(p);
  }
  return [...found].sort();
}
