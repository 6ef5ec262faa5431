/**
 * One parsed and bound copy of each TypeScript default library file (`lib.es2022.d.ts`, `lib.dom.d.ts`, …) per
 * process, shared by every ts-morph `Project` the process creates.
 *
 * Each `Project` has its own document registry, so without this every program — the extractor's, the graph's,
 * each incremental update's in a long-lived `strata watch` or `strata mcp` — parses the lib files again (about
 * 2 MB of declarations; on a small repository most of a cold index's CPU time) and the checker binds them again.
 * The TypeScript language service shares source files between programs the same way (`ts.DocumentRegistry`): a
 * source file is immutable once parsed, binding runs once per file (the binder skips a file whose `locals` are
 * set), and the checker clones a file's symbols before merging into them, so programs with different options
 * can hold the same lib file.
 *
 * Keyed by file name, script target (the only option ts-morph parses with) and script kind. Only the lib files
 * ts-morph serves from memory are shared: their text is fixed for the installed TypeScript version.
 */
import { DocumentRegistry } from "@ts-morph/common";
import type { ts } from "ts-morph";

/** Where ts-morph serves its in-memory lib files (`@ts-morph/common`'s `libFolderInMemoryPath`). */
const LIB_FOLDER = "/node_modules/typescript/lib/";

const shared = new Map<string, ts.SourceFile>();
let installed = false;

type CreateOrUpdate = DocumentRegistry["createOrUpdateSourceFile"];

/**
 * Makes every ts-morph document registry in this process hand out the shared lib source files. Idempotent; call
 * before creating a `Project`. Files outside the lib folder are untouched.
 */
export function shareLibSourceFiles(): void {
  if (installed) return;
  installed = true;
  const original: CreateOrUpdate = DocumentRegistry.prototype.createOrUpdateSourceFile;
  DocumentRegistry.prototype.createOrUpdateSourceFile = function (this: DocumentRegistry, fileName, settings, snapshot, kind) {
    if (!fileName.startsWith(LIB_FOLDER)) return original.call(this, fileName, settings, snapshot, kind);
    const key = `${fileName}\0${String(settings.target)}\0${String(kind)}`;
    let file = shared.get(key);
    if (!file) {
      file = original.call(this, fileName, settings, snapshot, kind);
      shared.set(key, file);
    }
    return file;
  };
}

/** How many lib source files are held (for tests). */
export function sharedLibFileCount(): number {
  return shared.size;
}
