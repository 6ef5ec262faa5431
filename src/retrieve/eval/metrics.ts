/**
 * Retrieval metrics of seed 001 §5.4 (and MRR): Pass@k, Coverage, NDCG@10, MRR — all as percentages
 * (0–100) except MRR (0–1), averaged over queries. Relevance is binary.
 *
 * - Pass@k: share of queries with at least one relevant node in their top k.
 * - Coverage: share of the distinct annotated (relevant) nodes that appear in the top 10 of at least one
 *   query they are relevant to ("percentage of annotated functions appearing in results").
 * - NDCG@10: DCG = Σ_{i≤10} rel_i / log2(i + 1), divided by the ideal DCG of min(|relevant|, 10) hits.
 * - MRR: mean of 1 / rank of the first relevant result within the ranked list given (0 when none).
 */

/** One evaluated query: the ranked ids returned and the ids that answer it. */
export interface RankedQuery {
  ranked: string[];
  relevant: string[];
}

export interface RetrievalMetrics {
  queries: number;
  pass1: number;
  pass3: number;
  pass5: number;
  pass10: number;
  coverage: number;
  ndcg10: number;
  mrr: number;
}

export const PASS_KS = [1, 3, 5, 10] as const;

function passAt(q: RankedQuery, k: number): boolean {
  const rel = new Set(q.relevant);
  return q.ranked.slice(0, k).some((id) => rel.has(id));
}

/** NDCG@k of one query (0–1). */
export function ndcgAt(q: RankedQuery, k = 10): number {
  const rel = new Set(q.relevant);
  let dcg = 0;
  q.ranked.slice(0, k).forEach((id, i) => {
    if (rel.has(id)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(rel.size, k); i++) ideal += 1 / Math.log2(i + 2);
  return ideal ? dcg / ideal : 0;
}

/** Reciprocal rank of one query (0–1). */
export function reciprocalRank(q: RankedQuery): number {
  const rel = new Set(q.relevant);
  const i = q.ranked.findIndex((id) => rel.has(id));
  return i < 0 ? 0 : 1 / (i + 1);
}

/** Metrics over `queries` (all zero for an empty list). */
export function retrievalMetrics(queries: RankedQuery[]): RetrievalMetrics {
  const n = queries.length;
  const pct = (f: (q: RankedQuery) => number): number => (n ? (100 * queries.reduce((s, q) => s + f(q), 0)) / n : 0);
  const annotated = new Set(queries.flatMap((q) => q.relevant));
  const found = new Set(queries.flatMap((q) => q.ranked.slice(0, 10).filter((id) => q.relevant.includes(id))));
  return {
    queries: n,
    pass1: pct((q) => Number(passAt(q, 1))),
    pass3: pct((q) => Number(passAt(q, 3))),
    pass5: pct((q) => Number(passAt(q, 5))),
    pass10: pct((q) => Number(passAt(q, 10))),
    coverage: annotated.size ? (100 * found.size) / annotated.size : 0,
    ndcg10: pct((q) => ndcgAt(q, 10)),
    mrr: n ? queries.reduce((s, q) => s + reciprocalRank(q), 0) / n : 0,
  };
}

/** File-level metrics (percentages except MRR): Acc@k = share of queries with a relevant file in the top k. */
export interface FileMetrics {
  queries: number;
  acc1: number;
  acc5: number;
  acc10: number;
  /** Mean reciprocal rank of the first relevant file in the whole list given (0 when none). */
  mrr: number;
  /** Share of queries with a relevant file anywhere in the list (for a context block: "contains a gold file"). */
  any: number;
}

/** Distinct values of `items` in first-occurrence order (node ids → their files keeps the best rank of each). */
export function firstOccurrence(items: string[]): string[] {
  return [...new Set(items)];
}

/** File-level metrics over `queries` (`ranked`: files, best first, distinct; `relevant`: the gold files). */
export function fileMetrics(queries: RankedQuery[]): FileMetrics {
  const n = queries.length;
  const pct = (f: (q: RankedQuery) => boolean): number => (n ? (100 * queries.filter(f).length) / n : 0);
  return {
    queries: n,
    acc1: pct((q) => passAt(q, 1)),
    acc5: pct((q) => passAt(q, 5)),
    acc10: pct((q) => passAt(q, 10)),
    mrr: n ? queries.reduce((s, q) => s + reciprocalRank(q), 0) / n : 0,
    any: pct((q) => passAt(q, q.ranked.length)),
  };
}
