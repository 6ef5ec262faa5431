/**
 * Loading web-tree-sitter, grammars and query files. The only file of the tree-sitter extractor that
 * reads the disk: grammar WASM files from `@vscode/tree-sitter-wasm/wasm/` (one grammar source, STYLE
 * §2; web-tree-sitter 0.27 loads these, the older `tree-sitter-wasms` builds fail with it) and query
 * files from `src/extract/languages/<dir>/`, which the package ships as source, also when it runs from
 * `dist/`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Language, Parser, Query } from "web-tree-sitter";
import { packageRoot } from "../../shared/packageRoot.js";
import { checkCaptureNames } from "./vocabulary.js";

let initialized: Promise<void> | undefined;

/** Initializes the web-tree-sitter WASM module once per process. */
export function initTreeSitter(): Promise<void> {
  initialized ??= Parser.init();
  return initialized;
}

/** Absolute path of a grammar file of `@vscode/tree-sitter-wasm`. */
export function grammarPath(grammar: string): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve("@vscode/tree-sitter-wasm");
  return path.join(path.dirname(main), grammar);
}

/**
 * Loads a grammar.
 * @throws Error when the file is missing or built for an incompatible tree-sitter ABI.
 */
export async function loadGrammar(grammar: string): Promise<Language> {
  await initTreeSitter();
  return Language.load(grammarPath(grammar));
}

/** Absolute path of `src/extract/languages/<dir>/<file>`. */
export function queryPath(dir: string, file: string): string {
  return path.join(packageRoot(), "src", "extract", "languages", dir, file);
}

/**
 * Reads the query files of one language and compiles them as one query, so the tree is traversed once
 * for all of them (each traversal of a large tree costs about 2 µs per node in WASM), and checks the
 * capture names against the vocabulary.
 * @throws Error when a file cannot be read, the query does not compile for `language` (the message
 * names the files and tree-sitter's error), or it uses a capture name outside the vocabulary.
 */
export function loadQuery(language: Language, dir: string, files: readonly string[]): Query {
  const paths = files.map((f) => queryPath(dir, f));
  const source = paths.map((p) => readFileSync(p, "utf8")).join("\n");
  const label = paths.join(" + ");
  let query: Query;
  try {
    query = new Query(language, source);
  } catch (error) {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  try {
    checkCaptureNames(query.captureNames, label);
  } catch (error) {
    query.delete();
    throw error;
  }
  return query;
}
