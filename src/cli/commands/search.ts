/** `strata search "<query>"`: ranked nodes with path:line, kind, score, the query words each holds and the one-line summary. */
import { pendingFor, warnPending, withPending } from "../pending.js";
import { checkFreshness, contentWords, filesInCategory, heldByNone, parseCategory, rankFiles, UnknownCategoryError, search, SEARCH_MODES, type SearchMode, type SearchResult } from "../../retrieve/index.js";
import { printable } from "../../shared/printable.js";
import type { Store } from "../../store/index.js";
import type { GraphNodeKind, ShownKind } from "../../graph/index.js";
import type { CategoryId } from "../../retrieve/index.js";
import { configFor, EXIT, indexHint, integerOption, noResults, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { createEmbedder } from "../../summarize/index.js";

/** The hits column of a `--files` row whose file matched as a whole, by no function or type of it. */
const WHOLE_FILE = "(the file as a whole)";

export interface SearchCommandOptions extends CommonOptions {
  repo?: string;
  k?: string;
  mode?: string;
  kind?: string;
  files?: boolean;
  category?: string;
}

const KINDS = ["file", "class", "interface", "struct", "type", "function", "method"] as const;

/**
 * Parses `--kind a,b`: the kinds results show (`type` too, a Go `type HandlerFunc func(…)` or a TypeScript function
 * type alias, which the graph keeps as `struct` and `interface` nodes: `shownKind`).
 * @throws UsageError for an unknown kind.
 */
export function parseKinds(raw: string | undefined): ShownKind[] | undefined {
  if (!raw) return undefined;
  const kinds = raw.split(",").map((k) => k.trim()) as ShownKind[];
  for (const k of kinds) if (!(KINDS as readonly string[]).includes(k)) throw new UsageError(`--kind: unknown node kind "${k}" (use ${KINDS.join(", ")})`);
  return kinds;
}

/** The graph kinds whose nodes may show as `kinds` (`type`: struct and interface nodes). */
export function graphKinds(kinds: readonly ShownKind[]): GraphNodeKind[] {
  return [...new Set(kinds.flatMap((k): GraphNodeKind[] => (k === "type" ? ["struct", "interface"] : [k])))];
}

/** Most results read to fill `k` of the kinds asked for when some graph kinds show as another (`type`, `struct`). */
const KIND_FILTER_FACTOR = 4;

/** `--category` as a category id. @throws UsageError naming the valid categories. */
export function categoryOption(raw: string): CategoryId {
  try {
    return parseCategory(raw);
  } catch (error) {
    if (error instanceof UnknownCategoryError) throw new UsageError(`--category: ${error.message}`);
    throw error;
  }
}

/** Parses `--mode`. @throws UsageError for an unknown mode. */
export function parseMode(raw: string | undefined): SearchMode {
  const mode = (raw ?? "hybrid") as SearchMode;
  if (!SEARCH_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${SEARCH_MODES.join(", ")}, got "${raw}"`);
  return mode;
}


/**
 * @throws UsageError when the store has no search index yet, or (a run finished, no file stored) when the last
 * `strata index` found nothing to index: then re-running it is no advice; or when the store's last run has not
 * finished (under way, as during `strata index --rebuild`, or stopped).
 */
export async function requireIndex(store: Store, root: string): Promise<void> {
  if (await store.hasSearchDocs()) return;
  const last = (await store.listRuns(1))[0];
  if ((await store.listStamps()).length === 0 && last?.finishedAt !== undefined) throw new UsageError(`the index of ${root} holds no files: the last \`strata index\` found nothing to index (see its skipped list)`);
  // An index under way (or stopped before its end: `index --rebuild` starts from an empty store) is no reason to tell
  // the user to run one.
  if (last && last.finishedAt === undefined) throw new UsageError(`a \`strata index\` of ${root} has not finished (started ${new Date(last.startedAt).toISOString()}): wait until it does, or run \`strata index\` again if it was stopped`);
  throw new UsageError(`no search index in ${store.location}: ${indexHint(root, store.location)}`);
}

/**
 * A score as printed: `digits` decimals, or two significant digits (`0.0000016`) for a positive score too small to show
 * so. In a repository of a few files most words occur in half its docs or more, where FTS5's BM25 clamps a term's
 * IDF to 1e-6: every code- or summary-mode score is then about 1e-6, and printed as `0.0000` it read as no match.
 */
export function formatScore(score: number, digits: number): string {
  return score > 0 && score < 10 ** -digits ? score.toPrecision(2) : score.toFixed(digits);
}

/** A result's {@link SearchResult.match} (or a `--files` row's) as printed: query words held of the query's words, `3/4`. */
export function formatMatch(r: Pick<SearchResult, "match">): string {
  return `${r.match.held}/${r.match.of}`;
}

function table(results: SearchResult[]): string {
  const rows = results.map((r) => [String(r.rank), formatScore(r.score, 3), formatMatch(r), r.kind, `${printable(r.path)}${r.line ? `:${r.line}` : ""}`, printable(r.id.includes("#") ? r.id.slice(r.id.indexOf("#") + 1) : ""), printable(r.summary)]);
  const head = ["#", "score", "match", "kind", "location", "name", "summary"];
  const widths = head.map((h, i) => Math.min(i === 6 ? 80 : 60, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const fmt = (cells: string[]): string => cells.map((c, i) => (c.length > widths[i]! ? `${c.slice(0, widths[i]! - 1)}…` : c.padEnd(widths[i]!))).join("  ").trimEnd();
  return [fmt(head), fmt(widths.map((w) => "-".repeat(w))), ...rows.map(fmt)].join("\n") + "\n";
}

/**
 * The stderr note naming the query words none of the shown results holds (none for a query of common words only: it
 * had its own note). A later result may hold one (itsdangerous's `loads_unsafe`, 21st, says "debugging"): the note
 * says how many results it read and that more can be asked for.
 */
function noteUnmatched(query: string, unmatched: readonly string[], shown: number, k: number): void {
  if (!unmatched.length || !contentWords(query).length) return;
  const which = shown === 1 ? "the one result does not hold" : `none of these ${shown} results holds`;
  // Only a list cut at k leaves later results that may hold the word.
  const later = shown >= k ? " (or a later result may: raise -k)" : "";
  process.stderr.write(`strata search: ${which} ${unmatched.map((w) => `"${printable(w)}"`).join(", ")}: the code may use another word for it${later}\n`);
}

/** The query with its filters, for the "no results for …" line: `"parse config" (kind struct, category cli)`. */
function searchedFor(query: string, kinds: readonly string[] | undefined, category: string | undefined): string {
  const filters = [...(kinds ? [`kind ${kinds.join(", ")}`] : []), ...(category ? [`category ${category}`] : [])];
  return `"${printable(query)}"${filters.length ? ` (${filters.join("; ")})` : ""}`;
}

/** Runs the command; returns the exit code. */
export async function searchCommand(query: string, opts: SearchCommandOptions): Promise<number> {
  const root = resolveRoot(opts.repo);
  const config = configFor(root, opts);
  const mode = parseMode(opts.mode);
  const k = integerOption("-k", opts.k, { min: 1 }, 10);
  if (!query.trim()) throw new UsageError("the query is empty: give words or identifiers, e.g. strata search \"parse config\"");
  // A query of common words only is matched word for word: say so, as its results rarely mean anything.
  if (!opts.json && contentWords(query).length === 0 && /\p{L}/u.test(query)) {
    process.stderr.write(`strata search: "${printable(query.trim())}" has only common words, matched as they are; add a word naming what you look for\n`);
  }
  const category = opts.category === undefined ? undefined : categoryOption(opts.category);
  const embedder = createEmbedder(config);
  const store = storeFor(root, config, { readOnly: true });
  try {
    await requireIndex(store, root);
    const shown = parseKinds(opts.kind);
    const kinds = shown ? graphKinds(shown) : undefined;
    // A kind a result shows that its graph kind is not (`--kind type`, or `--kind struct` without Go's function types)
    // is kept by the result's own kind, from a longer list.
    const byShown = shown !== undefined && kinds!.some((g) => g === "struct" || g === "interface");
    const paths = category ? new Set((await filesInCategory(store, category)).map((f) => f.path)) : undefined;
    if (opts.files) {
      const files = await rankFiles(store, query, { k, mode, ...(kinds ? { kinds } : {}), ...(paths ? { paths } : {}), ...(embedder ? { embedder } : {}) });
      const pending = await pendingFor(root, store);
      const unmatched = heldByNone(files.map((f) => f.match));
      if (opts.json) printJson(withPending({ query, mode, dense: embedder?.id ?? null, ...(category ? { category } : {}), ...(unmatched.length ? { unmatched } : {}), files }, pending));
      else if (!files.length) noResults(searchedFor(query, shown, category));
      // A file found by its text as a whole (the whole-file field, its file summary) names no node: say so, not a blank.
      else for (const f of files) process.stdout.write(`${f.rank}\t${formatScore(f.score, 4)}\t${formatMatch(f)}\t${printable(f.path)}${f.role === "source" ? "" : ` (${f.role})`}\t${printable(f.nodes.map((id) => id.slice(id.indexOf("#") + 1)).filter((n) => n !== f.path).join(", ")) || WHOLE_FILE}\n`);
      if (!opts.json) {
        noteUnmatched(query, unmatched, files.length, k);
        warnPending(pending);
      }
      return EXIT.ok;
    }
    const found = await search(store, query, { k: byShown ? k * KIND_FILTER_FACTOR : k, mode, ...(kinds ? { kinds } : {}), ...(paths ? { paths } : {}), ...(embedder ? { embedder } : {}) });
    const results = byShown ? found.filter((r) => shown!.includes(r.kind)).slice(0, k).map((r, i) => ({ ...r, rank: i + 1 })) : found;
    // Changed files a running watcher has not indexed yet: no result can vouch for them (one may now match).
    const pending = await pendingFor(root, store);
    const fresh = await checkFreshness(root, await store.getSearchDocs(results.map((r) => r.id)));
    const unmatched = heldByNone(results.map((r) => r.match));
    if (opts.json) {
      printJson(withPending({ query, mode, dense: embedder?.id ?? null, ...(category ? { category } : {}), fresh: [...fresh.values()].every(Boolean), ...(unmatched.length ? { unmatched } : {}), results: results.map((r) => ({ ...r, fresh: fresh.get(r.id) ?? false })) }, pending));
    } else if (!results.length) noResults(searchedFor(query, shown, category));
    else if (process.stdout.isTTY) process.stdout.write(table(results));
    else for (const r of results) process.stdout.write(`${r.rank}\t${formatScore(r.score, 4)}\t${formatMatch(r)}\t${r.kind}\t${printable(r.path)}${r.line ? `:${r.line}` : ""}\t${printable(r.id)}\t${printable(r.summary)}\n`);
    if (!opts.json) {
      noteUnmatched(query, unmatched, results.length, k);
      warnPending(pending);
    }
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
