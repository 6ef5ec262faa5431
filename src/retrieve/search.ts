/**
 * Query answering (issue 5 item 2): lexical BM25 over one or both fields, dense cosine search when an
 * embedder is configured, fused by reciprocal rank fusion (fusion.ts).
 *
 * 1. The query becomes an FTS5 OR-expression of identifiers, their words and quoted phrases (tokenize.ts).
 * 2. Each ranking of the mode returns its top `depth` ids: `code` → BM25 over code (+ dense over code);
 *    `summary` → BM25 over summary + contract text (+ dense over it); `hybrid` → all of them.
 * 3. One ranking is returned as is; several are fused by RRF (k = 60). The top `k` become results.
 */
import type { GraphNodeKind } from "../graph/index.js";
import type { SearchDocRecord, Store } from "../store/index.js";
import { firstSentence } from "../summarize/index.js";
import { reciprocalRankFusion, type Ranking } from "./fusion.js";
import { toMatchQuery } from "./tokenize.js";
import type { Embedder, SearchMode, SearchResult } from "./types.js";

export interface SearchOptions {
  /** Results wanted (default 10). */
  k?: number;
  /** Default `hybrid`. */
  mode?: SearchMode;
  /** Dense rankings are added when present. */
  embedder?: Embedder;
  /** Only nodes of these kinds (default: every indexed kind). */
  kinds?: GraphNodeKind[];
  /** Candidates taken from each ranking before fusion (default max(50, k)). */
  depth?: number;
  signal?: AbortSignal;
}

/**
 * The ranked ids for `query` under `options` (no doc loading): what the evaluation measures.
 * @throws StoreError; the embedder's error when dense search fails.
 */
export async function rankIds(store: Store, query: string, options: SearchOptions = {}): Promise<{ id: string; score: number; from: string[] }[]> {
  const mode = options.mode ?? "hybrid";
  const k = options.k ?? 10;
  const depth = Math.max(options.depth ?? 50, k);
  const match = toMatchQuery(query);
  const fields = mode === "hybrid" ? (["code", "summary"] as const) : ([mode] as const);
  const rankings: (Ranking & { scores: number[] })[] = [];
  for (const field of fields) {
    const hits = await store.searchText(field, match, depth, options.kinds);
    rankings.push({ name: field, ids: hits.map((h) => h.id), scores: hits.map((h) => h.score) });
  }
  if (options.embedder && query.trim()) {
    const [vector] = await options.embedder.embed([query], options.signal);
    for (const field of fields) {
      const hits = await store.searchVectors(options.embedder.id, field, vector!, depth, options.kinds);
      rankings.push({ name: `dense:${field}`, ids: hits.map((h) => h.id), scores: hits.map((h) => h.score) });
    }
  }
  if (rankings.length === 1) {
    const only = rankings[0]!;
    return only.ids.slice(0, k).map((id, i) => ({ id, score: only.scores[i]!, from: [only.name] }));
  }
  return reciprocalRankFusion(rankings).slice(0, k);
}

/**
 * Searches the index of `store` for `query`.
 * @throws StoreError; the embedder's error when dense search fails.
 */
export async function search(store: Store, query: string, options: SearchOptions = {}): Promise<SearchResult[]> {
  const ranked = await rankIds(store, query, options);
  const docs = new Map((await store.getSearchDocs(ranked.map((r) => r.id))).map((d) => [d.id, d]));
  return ranked.flatMap((r, i) => {
    const doc = docs.get(r.id);
    return doc ? [toResult(doc, i + 1, r.score, r.from)] : [];
  });
}

/** A result row for a stored doc. */
export function toResult(doc: SearchDocRecord, rank: number, score: number, from: string[]): SearchResult {
  const node = doc.node;
  return {
    id: doc.id,
    rank,
    score,
    kind: node.kind,
    path: node.path,
    ...(node.span ? { line: node.span.startLine } : {}),
    ...(node.signature ? { signature: node.signature } : {}),
    summary: oneLine(doc),
    from,
  };
}

/** The node's one-line summary: its doc's first sentence, else the summary's. */
export function oneLine(doc: SearchDocRecord): string {
  return firstSentence(doc.node.doc) ?? firstSentence(doc.summaryText) ?? "";
}
