/**
 * The JSON answers of the navigation commands, built once for both faces: `strata <command> --json` prints what the
 * MCP tool of the same name returns (`definition`, `references`, `impact`, `callers`, `callees`, `changes`). Every
 * answer pages its list the same way (`total` or `count`, `offset`, `next` when more follow; the CLI asks for every
 * item) and, but `changes` (a diff, not the index), ends with `fresh`: whether every file it names is unchanged since
 * it was indexed. Items that carry their own path (definitions, linked callers and callees) say `fresh` each too.
 * A pending index update adds `fresh: false` and the pending paths on top (the CLI's withPending, the MCP server's
 * answer wrapper), the same way in both.
 */
import { fileOfId, type CodeGraph, type GraphEdge } from "../graph/index.js";
import { calledThrough, calledThroughNote, callLinks, importedByNameNote, impactOf, noReferencesNote, readFileLines, referencesFor, withLineText, type Definition, type FileChange } from "../navigate/index.js";
import { checkFreshness } from "../retrieve/index.js";
import type { SearchDocRecord, Store } from "../store/index.js";
import { callNodes } from "./callNodes.js";

/** One page of a list: at most `limit` items (all when absent) from `offset` (default 0). */
export interface Page {
  limit?: number;
  offset?: number;
}

/**
 * How a node argument was read, as answers echo it: `{}` for an id; for a name, the `query` as given, how it
 * `match`ed, and, when it also names nodes outside the
 * implementation (tests, examples, docs, generated copies) that the answer passed over, up to five of their ids
 * (`also`) and their count (`alsoCount`); for a member named through a type that inherits it (`SyncWorker.notify`,
 * answered about `Worker.notify`), that type's id (`inheritedBy`), as `definition` says it.
 */
export type Said = { query?: string; match?: string; inheritedBy?: string; also?: string[]; alsoCount?: number };

/** The page of `all` and the paging fields (`offset`, and `next` when more follow). */
function paged<T>(all: readonly T[], page: Page): { items: T[]; offset: number; next?: number } {
  const offset = page.offset ?? 0;
  const items = all.slice(offset, page.limit === undefined ? undefined : offset + page.limit);
  return { items, offset, ...(offset + items.length < all.length ? { next: offset + items.length } : {}) };
}

/**
 * Per repository-relative path: true when the file on disk still hashes to its stored row's content hash, false
 * when it changed, is gone, or has no row; each file read once.
 */
export async function filesFresh(root: string, store: Store, paths: readonly string[]): Promise<Map<string, boolean>> {
  const unique = [...new Set(paths)];
  const rows = await Promise.all(unique.map((p) => store.getFile(p)));
  const docs = unique.map((p, i) => ({ id: p, node: { path: p }, fileHash: rows[i]?.contentHash ?? "" }) as unknown as SearchDocRecord);
  return checkFreshness(root, docs);
}

/** `definition`: `{ query, total, offset, definitions (each with fresh), next?, fresh }`. */
export async function definitionAnswer(root: string, store: Store, query: string, defs: readonly Definition[], page: Page = {}): Promise<Record<string, unknown>> {
  const { items, offset, next } = paged(defs, page);
  const fresh = await filesFresh(root, store, items.map((d) => d.path));
  return { query, total: defs.length, offset, definitions: items.map((d) => ({ ...d, fresh: fresh.get(d.path) ?? false })), ...(next !== undefined ? { next } : {}), fresh: [...fresh.values()].every(Boolean) };
}

/**
 * `references` of node `id` (undefined when it is no node): `{ node, query?, match?, scope?, total, offset,
 * references (each with its line's text), next?, note?, fresh }`; `note` says what an empty answer for a type, or for
 * a declaration other files import by name, means.
 */
export async function referencesAnswer(root: string, store: Store, graph: CodeGraph, id: string, said: Said, page: Page = {}): Promise<Record<string, unknown> | undefined> {
  const answer = referencesFor(graph, id);
  if (!answer) return undefined;
  const { scope, references: found } = answer;
  const { items, offset, next } = paged(found, page);
  const empty = found.length ? undefined : (noReferencesNote(id, graph.nodes.find((n) => n.id === id)?.kind ?? "") ?? calledThroughNote(id, calledThrough(graph.edges, id, graph.nodes.find((n) => n.id === id))) ?? (await importedByNameNote(graph, root, id)));
  const fresh = await filesFresh(root, store, items.map((r) => r.path));
  return {
    node: id,
    ...said,
    ...(scope === "declarations" ? { scope } : {}),
    total: found.length,
    offset,
    references: withLineText(items, await readFileLines(root, items.map((r) => r.path))),
    ...(next !== undefined ? { next } : {}),
    ...(empty ? { note: empty } : {}),
    fresh: [...fresh.values()].every(Boolean),
  };
}

/**
 * `impact` of node `id` (and its `overloads`, see `impactOf`) within `depth` hops (undefined when it is no node): the ImpactReport's fields, then `query?`,
 * `match?`, `fileCount` (files in all), `offset`, the page of `files`, `next?` and `fresh`.
 */
export async function impactAnswer(root: string, store: Store, graph: CodeGraph, id: string, said: Said, depth: number, page: Page = {}, overloads: readonly string[] = []): Promise<Record<string, unknown> | undefined> {
  const report = impactOf(graph, id, depth, overloads);
  if (!report) return undefined;
  const { items, offset, next } = paged(report.files, page);
  const fresh = await filesFresh(root, store, items.map((f) => f.path));
  return { ...report, ...said, fileCount: report.files.length, offset, files: items, ...(next !== undefined ? { next } : {}), fresh: [...fresh.values()].every(Boolean) };
}

/**
 * `callers` / `callees` of node `id` over `edges` (`edgesFrom`: the stored graph, or edges inferred from summaries):
 * `{ node, query?, match?, total, offset, callers|callees (CallNode, sorted by id), next?, through?, note?, edgesFrom,
 * fresh }`; a method says which supertype methods it may be called through (`through`: id and caller count each, see
 * `calledThrough`) in `note`, as the only route when it has no callers of its own, else as a further one. `maxLines`:
 * call lines kept per linked node (`callNodes`' default when undefined).
 */
export async function callsAnswer(root: string, store: Store, edges: readonly GraphEdge[], edgesFrom: "graph" | "inferred", id: string, said: Said, direction: "callers" | "callees", page: Page = {}, maxLines?: number): Promise<Record<string, unknown>> {
  const all = callLinks(edges, id, direction);
  const { items, offset, next } = paged(all, page);
  const { nodes, fresh } = await callNodes(store, root, items, maxLines);
  const through = direction === "callers" ? calledThrough(edges, id, (await store.listGraphNodes({ path: fileOfId(id) })).find((n) => n.id === id)) : [];
  const note = calledThroughNote(id, through, all.length);
  return { node: id, ...said, total: all.length, offset, [direction]: nodes, ...(next !== undefined ? { next } : {}), ...(note ? { through, note } : {}), edgesFrom, fresh };
}

/** `changes`: `{ base, count, offset, files, next? }` for the changed files of a diff against `base`. */
export function changesAnswer(base: string, files: readonly FileChange[], page: Page = {}): Record<string, unknown> {
  const { items, offset, next } = paged(files, page);
  return { base, count: files.length, offset, files: items, ...(next !== undefined ? { next } : {}) };
}
