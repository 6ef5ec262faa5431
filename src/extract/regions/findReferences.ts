/**
 * Reference inspection (seed 003: "Reference inspection uses parsed identifier matches, classifying
 * definitions, calls, and imports while excluding strings and comments. For files without a supported
 * grammar it falls back to text search. This is name-based navigation, not scope-resolved symbol
 * analysis").
 *
 * Per file: (1) skip it unless the text contains the name; (2) with a `references.scm` for its
 * language, parse (BOM → space, lone CR → LF, same length) and keep the identifier captures
 * `@ref.definition`, `@ref.call`, `@ref.import` whose text is exactly the name (strings and comments
 * hold no identifier nodes; other uses of the name are not reported); (3) otherwise, every
 * whole-word occurrence (not preceded or followed by a letter, digit, `_` or `$`) is a `text` match.
 */
import { DEFAULT_WORK_BUDGET_STEPS, WorkBudget } from "../treeSitter/workBudget.js";
import type { Tree } from "web-tree-sitter";
import { loadRegionGrammar } from "./regionLanguages.js";
import { TextIndex } from "./textIndex.js";
import type { Reference, ReferenceKind, RegionSource } from "./types.js";
import escapeStringRegexp from "escape-string-regexp";

/** Per-file parse budget for reference search, in tree-sitter progress steps ({@link WorkBudget}); past it the file falls back to text search. */
export const REFERENCE_BUDGET_STEPS = DEFAULT_WORK_BUDGET_STEPS / 2;

/** When patterns disagree on one identifier: import > definition > call (`const x = require(…)` is an import). */
const RANK: Readonly<Record<string, number>> = { call: 0, definition: 1, import: 2 };

/**
 * Occurrences of `name` in `files`: files in the given order, occurrences by start offset. An empty
 * or whitespace-only name gives `[]`.
 * @throws Error when a grammar or query file fails to load (a broken installation).
 */
export async function findReferences(name: string, files: readonly RegionSource[]): Promise<Reference[]> {
  if (name.trim() === "") return [];
  const out: Reference[] = [];
  for (const file of files) {
    if (!file.text.includes(name)) continue;
    const loaded = await loadRegionGrammar(file.language, file.path, "references");
    const index = new TextIndex(file.text);
    const found = loaded ? parsedMatches(name, file.text, loaded) : undefined;
    for (const { start, kind } of found ?? textMatches(name, file.text)) {
      out.push({ path: file.path, name, kind, start, end: start + name.length, line: index.lineOf(start), column: index.columnOf(start) });
    }
  }
  return out;
}

type Match = { start: number; kind: ReferenceKind };

function parsedMatches(name: string, text: string, loaded: NonNullable<Awaited<ReturnType<typeof loadRegionGrammar>>>): Match[] | undefined {
  const budget = new WorkBudget(REFERENCE_BUDGET_STEPS);
  let parsed = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  if (parsed.includes("\r")) parsed = parsed.replace(/\r(?!\n)/g, "\n");
  const tree: Tree | null = loaded.parser.parse(parsed, null, { progressCallback: budget.tick });
  if (!tree) {
    loaded.parser.reset();
    return undefined;
  }
  try {
    const byStart = new Map<number, ReferenceKind>();
    for (const capture of loaded.query.captures(tree.rootNode)) {
      const kind = capture.name.startsWith("ref.") ? capture.name.slice(4) : undefined;
      if (kind === undefined || RANK[kind] === undefined) continue;
      const node = capture.node;
      if (node.endIndex - node.startIndex !== name.length || text.slice(node.startIndex, node.endIndex) !== name) continue;
      const seen = byStart.get(node.startIndex);
      if (seen === undefined || RANK[kind]! > RANK[seen]!) byStart.set(node.startIndex, kind as ReferenceKind);
    }
    return [...byStart].sort((a, b) => a[0] - b[0]).map(([start, kind]) => ({ start, kind }));
  } finally {
    tree.delete();
  }
}

/** Whole-word matches of `name` (UTF-16 offsets; word characters are Unicode letters, digits, `_`, `$`). */
function textMatches(name: string, text: string): Match[] {
  const escaped = escapeStringRegexp(name);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_$])${escaped}(?![\\p{L}\\p{N}_$])`, "gu");
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, kind: "text" as const }));
}
