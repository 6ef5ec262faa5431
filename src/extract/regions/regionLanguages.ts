/**
 * Which grammar and query folder parse a file for regions and references. Every language uses
 * tree-sitter here, TypeScript and JavaScript included (their contracts come from ts-morph), so offsets
 * are uniform. Grammars are the `@vscode/tree-sitter-wasm` files; queries are
 * `src/extract/languages/<dir>/regions.scm` and `references.scm`. A language whose folder lacks the file
 * has no region grammar (root-only tree) or no reference grammar (text search).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser, Query, type Language } from "web-tree-sitter";
import { TREE_SITTER_PROFILES } from "../languages/treeSitterLanguages.js";
import { loadGrammar, queryPath } from "../treeSitter/runtime.js";

/**
 * Grammar and query folders of one language; the query is the concatenation of `<dir>/<kind>.scm` over
 * `queryDirs` (files that exist). `byExtension` overrides both for some extensions (`.tsx` → TSX grammar
 * with the TypeScript queries plus the JSX ones).
 */
interface RegionLanguage {
  grammar: string;
  queryDirs: readonly string[];
  byExtension?: Readonly<Record<string, { grammar: string; queryDirs: readonly string[] }>>;
}

/** Registry language id → grammar; the tree-sitter languages come from their extractor profiles. */
const REGION_LANGUAGES: ReadonlyMap<string, RegionLanguage> = new Map<string, RegionLanguage>([
  [
    "typescript",
    {
      grammar: "tree-sitter-typescript.wasm",
      queryDirs: ["typescript"],
      byExtension: { ".tsx": { grammar: "tree-sitter-tsx.wasm", queryDirs: ["typescript", "tsx"] } },
    },
  ],
  ["javascript", { grammar: "tree-sitter-javascript.wasm", queryDirs: ["javascript", "tsx"] }],
  ...TREE_SITTER_PROFILES.map((p): [string, RegionLanguage] => [p.id, { grammar: p.grammar, queryDirs: [p.queryDir] }]),
]);

/** Which query of a language: region captures or reference captures. */
export type QueryKind = "regions" | "references";

/** A loaded grammar with its parser and compiled query; synchronous to use once loaded. */
export interface LoadedGrammar {
  parser: Parser;
  query: Query;
}

const cache = new Map<string, Promise<LoadedGrammar | undefined>>();

/**
 * The parser and query for `kind` of a file, or undefined when its language has no grammar or no
 * `<kind>.scm`. Loaded once per grammar and query and kept for the process (a few hundred KB each).
 * @throws Error when a grammar fails to load or a query does not compile (the message names the file).
 */
export function loadRegionGrammar(language: string, filePath: string, kind: QueryKind): Promise<LoadedGrammar | undefined> {
  const spec = REGION_LANGUAGES.get(language);
  if (!spec) return Promise.resolve(undefined);
  const { grammar, queryDirs } = spec.byExtension?.[path.posix.extname(filePath).toLowerCase()] ?? spec;
  const files = queryDirs.map((dir) => queryPath(dir, `${kind}.scm`)).filter((f) => existsSync(f));
  const key = `${grammar}\u0000${files.join("\u0000")}`;
  let loaded = cache.get(key);
  if (!loaded) {
    // The first folder holds the language's own queries; without them the language has none of this kind.
    loaded = files[0] === queryPath(queryDirs[0]!, `${kind}.scm`) ? load(grammar, files) : Promise.resolve(undefined);
    cache.set(key, loaded);
    loaded.catch(() => cache.delete(key));
  }
  return loaded;
}

async function load(grammar: string, files: readonly string[]): Promise<LoadedGrammar> {
  const language: Language = await loadGrammar(grammar);
  let query: Query;
  try {
    query = new Query(language, files.map((f) => readFileSync(f, "utf8")).join("\n"));
  } catch (error) {
    throw new Error(`${files.join(" + ")} (${grammar}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const parser = new Parser();
  parser.setLanguage(language);
  return { parser, query };
}

/** Registry ids of the languages with a region query (for docs and tests). */
export function regionLanguageIds(): string[] {
  return [...REGION_LANGUAGES].filter(([, l]) => existsSync(queryPath(l.queryDirs[0]!, "regions.scm"))).map(([id]) => id);
}

/**
 * Deletes every cached parser and query ("also delete `Query` and `Parser` objects when
 * disposing"); the next call loads them again. Call only when no region work is in flight.
 */
export async function disposeRegionGrammars(): Promise<void> {
  const loaded = await Promise.allSettled([...cache.values()]);
  cache.clear();
  for (const result of loaded) {
    if (result.status === "fulfilled" && result.value) {
      result.value.query.delete();
      result.value.parser.delete();
    }
  }
}
