/**
 * Personalized PageRank by power iteration (Haveliwala 2002; Page et al. 1999), the importance score of the
 * context graph engine (seed 001 §3.3: "apply importance scoring to highlight key elements"). graphology-metrics'
 * pagerank has no personalization vector, and seeding the walk at the search hits is the point here.
 *
 * x ← α · Wᵀx + (1 − α) · p, with W row-normalized edge weights and p the seed distribution; the mass of
 * nodes without out-edges goes back to p. Iterates until the L1 change is below `tolerance`.
 */

/** A weighted directed edge between node ids. */
export interface WeightedEdge {
  from: string;
  to: string;
  weight: number;
}

export interface PprOptions {
  /** Damping: probability of following an edge (default 0.85). */
  alpha?: number;
  /** L1 convergence threshold (default 1e-9). */
  tolerance?: number;
  /** Iteration cap (default 200). */
  maxIterations?: number;
}

/**
 * Scores of every node in `nodes` (they sum to 1). `seeds` maps node ids to non-negative weights
 * (normalized here); unknown seed ids are ignored.
 * @throws Error when no seed with positive weight is among `nodes`.
 */
export function personalizedPageRank(nodes: string[], edges: WeightedEdge[], seeds: Map<string, number>, options: PprOptions = {}): Map<string, number> {
  const alpha = options.alpha ?? 0.85;
  const tolerance = options.tolerance ?? 1e-9;
  const maxIterations = options.maxIterations ?? 200;
  const index = new Map(nodes.map((n, i) => [n, i]));
  const n = nodes.length;
  const p = new Float64Array(n);
  let seedSum = 0;
  for (const [id, w] of seeds) {
    const i = index.get(id);
    if (i !== undefined && w > 0) {
      p[i]! += w;
      seedSum += w;
    }
  }
  if (seedSum <= 0) throw new Error("personalized PageRank needs at least one seed node with a positive weight");
  for (let i = 0; i < n; i++) p[i]! /= seedSum;
  const outWeight = new Float64Array(n);
  const adjacency: { from: number; to: number; weight: number }[] = [];
  for (const e of edges) {
    const from = index.get(e.from);
    const to = index.get(e.to);
    if (from === undefined || to === undefined || e.weight <= 0) continue;
    adjacency.push({ from, to, weight: e.weight });
    outWeight[from]! += e.weight;
  }
  let x = Float64Array.from(p);
  for (let iter = 0; iter < maxIterations; iter++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i++) if (outWeight[i] === 0) dangling += x[i]!;
    for (const { from, to, weight } of adjacency) next[to]! += (alpha * x[from]! * weight) / outWeight[from]!;
    let delta = 0;
    for (let i = 0; i < n; i++) {
      next[i]! += (alpha * dangling + (1 - alpha)) * p[i]!;
      delta += Math.abs(next[i]! - x[i]!);
    }
    x = next;
    if (delta < tolerance) break;
  }
  return new Map(nodes.map((id, i) => [id, x[i]!]));
}
