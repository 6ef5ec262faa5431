/**
 * Parsing for the graph: one parser and one compiled `graph.scm` query per language, loaded once per process
 * through the extract stage's tree-sitter runtime (one grammar source, STYLE §2).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Parser, Query } from "web-tree-sitter";
import { declarationDocParts, DEFAULT_WORK_BUDGET_STEPS, loadGrammar, packageRoot, WorkBudget } from "../../extract/index.js";
import { checkGraphCaptures, collectFacts, type FileFacts } from "./facts.js";
import { REPARSE_ROUNDS, type GraphLanguage } from "./graphLanguage.js";

/** Per-file budget of the parse, in tree-sitter progress steps (`WorkBudget`: a huge file must not stall the run, and the cut never depends on the machine's load). */
export const PARSE_BUDGET_STEPS = DEFAULT_WORK_BUDGET_STEPS;

interface Loaded {
  parser: Parser;
  query: Query;
}

const loading = new Map<string, Promise<Loaded>>();

/** Absolute path of a language's graph query, `src/graph/languages/<id>/graph.scm` (shipped as source). */
export function graphQueryPath(id: string): string {
  return path.join(packageRoot(), "src", "graph", "languages", id, "graph.scm");
}

function load(language: GraphLanguage): Promise<Loaded> {
  let p = loading.get(language.id);
  if (!p) {
    p = (async () => {
      const grammar = await loadGrammar(language.grammar);
      const file = graphQueryPath(language.queryFolder ?? language.id);
      let query: Query;
      try {
        query = new Query(grammar, readFileSync(file, "utf8"));
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      checkGraphCaptures(query.captureNames, file);
      const parser = new Parser();
      parser.setLanguage(grammar);
      return { parser, query };
    })();
    loading.set(language.id, p);
    p.catch(() => loading.delete(language.id));
  }
  return p;
}

const ready = new Map<string, Loaded>();

/**
 * Loads a language's parser and query, so {@link parseFacts} can run synchronously.
 * @throws Error when the grammar or the query cannot load (a broken installation, not bad input).
 */
export async function loadGraphLanguage(language: GraphLanguage): Promise<void> {
  ready.set(language.id, await load(language));
}

/**
 * Facts of one file, or a reason it has none (parse over budget).
 * @throws Error when {@link loadGraphLanguage} has not completed for the language.
 */
export function parseFacts(language: GraphLanguage, text: string): FileFacts | { failed: string } {
  const loaded = ready.get(language.id);
  if (!loaded) throw new Error(`graph language "${language.id}" used before loadGraphLanguage()`);
  const { parser, query } = loaded;
  const budget = new WorkBudget(PARSE_BUDGET_STEPS);
  let source = text.replace(/\r(?!\n)/gu, "\n"); // lone CR → LF, same length: offsets hold
  const blank = language.blankLines;
  if (blank) source = source.split("\n").map((line) => (blank.test(line) ? " ".repeat(line.length) : line)).join("\n");
  if (language.blankMacros) source = language.blankMacros(source);
  let tree = parser.parse(source, null, { progressCallback: budget.tick });
  // Docs are read from the text before a reparse rewrote it (a doc's example `json!({…})` stays as written).
  const docSource = source;
  for (let round = 0; tree && language.reparse && round < REPARSE_ROUNDS; round++) {
    const again = language.reparse(tree.rootNode, source);
    if (again === undefined || again === source) break;
    tree.delete();
    source = again;
    tree = parser.parse(source, null, { progressCallback: budget.tick });
  }
  if (!tree) {
    parser.reset();
    return { failed: `parse exceeded its budget of ${PARSE_BUDGET_STEPS} steps` };
  }
  try {
    const wrappers = language.docWrappers !== undefined ? { wrappers: language.docWrappers } : {};
    return collectFacts(tree, source, query, language.separators, (node) => declarationDocParts(docSource, node, language.id, wrappers), language.contextMethods, language.headerRunsAtDefinition === true);
  } finally {
    tree.delete();
  }
}
