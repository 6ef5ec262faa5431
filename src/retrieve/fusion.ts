/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, "Reciprocal Rank Fusion outperforms Condorcet and
 * individual Rank Learning Methods", SIGIR 2009): score(d) = Σ_r w_r / (k + rank_r(d)), ranks 1-based, k = 60,
 * w_r = the ranking's weight (1 unless given).
 * It needs no score calibration between BM25 and cosine rankings, which is why hybrid search uses it.
 */

/** The constant of Cormack et al. 2009. */
export const RRF_K = 60;

/** A named ranking: ids best first; `weight` scales its RRF terms (default 1). */
export interface Ranking {
  name: string;
  ids: string[];
  weight?: number;
}

/** One fused entry: its RRF score and the rankings that contained it (by their rank there, best first). */
export interface Fused {
  id: string;
  score: number;
  from: string[];
}

/**
 * Fuses rankings by RRF. Ties break by best single rank, then by id, so the output is deterministic.
 */
export function reciprocalRankFusion(rankings: Ranking[], k = RRF_K): Fused[] {
  const acc = new Map<string, { score: number; best: number; hits: { name: string; rank: number }[] }>();
  for (const ranking of rankings) {
    ranking.ids.forEach((id, i) => {
      const rank = i + 1;
      const entry = acc.get(id) ?? { score: 0, best: Infinity, hits: [] };
      entry.score += (ranking.weight ?? 1) / (k + rank);
      entry.best = Math.min(entry.best, rank);
      entry.hits.push({ name: ranking.name, rank });
      acc.set(id, entry);
    });
  }
  return [...acc.entries()]
    .sort(([ia, a], [ib, b]) => b.score - a.score || a.best - b.best || (ia < ib ? -1 : ia > ib ? 1 : 0))
    .map(([id, e]) => ({ id, score: e.score, from: e.hits.sort((x, y) => x.rank - y.rank).map((h) => h.name) }));
}
