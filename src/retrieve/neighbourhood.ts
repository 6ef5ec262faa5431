/**
 * The subgraph around search hits (seed 001 §3.3: "rehydrate the retrieved nodes into a larger subgraph"):
 * breadth-first over calls, contains and inheritance edges in both directions, up to `hops`, then
 * personalized PageRank seeded by the hits ranks every node of it.
 */
import type { GraphEdge, GraphEdgeKind } from "../graph/index.js";
import { personalizedPageRank, type WeightedEdge } from "./ppr.js";

/**
 * Walk weight per edge kind: a call says most about what a function needs, containment and imports less. `uses`
 * edges (a function named as a value) are not walked (weight 0): the expansion was measured without them.
 */
export const EDGE_WEIGHTS: Record<GraphEdgeKind, number> = { calls: 1, inherits: 0.5, implements: 0.5, contains: 0.5, imports: 0.25, uses: 0 };

/** One node of the subgraph: its PPR score, hop distance from the nearest hit, and how it touches the hits. */
export interface SubgraphNode {
  id: string;
  score: number;
  hops: number;
  /** e.g. `calls src/a.ts#f`, `called by src/b.ts#g`, `contains …`, `inside …` (direct links to hits only). */
  relations: string[];
}

export interface ExpandOptions {
  /** Edge hops from the hits (default 1). */
  hops?: number;
  /** Nodes kept besides the hits, best PPR first (default 20). */
  maxNeighbours?: number;
  /** Only these ids may appear (nodes that have a search doc). */
  known?: (id: string) => boolean;
}

/**
 * Hits (ranked, with weights such as RRF scores) and their neighbourhood, hits first in rank order,
 * then neighbours by descending PPR score (ties by id). Unresolved edges (`resolved: false`) are skipped.
 */
export function expandHits(hits: { id: string; weight: number }[], edges: GraphEdge[], options: ExpandOptions = {}): { hits: SubgraphNode[]; neighbours: SubgraphNode[] } {
  const hops = options.hops ?? 1;
  const known = options.known ?? (() => true);
  const adjacent = new Map<string, GraphEdge[]>();
  for (const e of edges) {
    if (!e.resolved || e.from === e.to || EDGE_WEIGHTS[e.kind] === 0) continue;
    for (const end of [e.from, e.to]) {
      const list = adjacent.get(end) ?? [];
      list.push(e);
      adjacent.set(end, list);
    }
  }
  const distance = new Map(hits.map((h) => [h.id, 0]));
  let frontier = hits.map((h) => h.id);
  for (let d = 1; d <= hops && frontier.length; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const e of adjacent.get(id) ?? []) {
        const other = e.from === id ? e.to : e.from;
        if (distance.has(other) || !known(other)) continue;
        distance.set(other, d);
        next.push(other);
      }
    }
    frontier = next;
  }
  const ids = [...distance.keys()];
  const inside = new Set(ids);
  const weighted: WeightedEdge[] = [];
  for (const e of edges) {
    if (!e.resolved || !inside.has(e.from) || !inside.has(e.to) || e.from === e.to || EDGE_WEIGHTS[e.kind] === 0) continue;
    const weight = EDGE_WEIGHTS[e.kind];
    weighted.push({ from: e.from, to: e.to, weight }, { from: e.to, to: e.from, weight });
  }
  const scores = personalizedPageRank(ids, weighted, new Map(hits.map((h) => [h.id, Math.max(h.weight, 1e-9)])));
  const hitIds = new Set(hits.map((h) => h.id));
  const relations = (id: string): string[] => {
    const out: string[] = [];
    for (const e of adjacent.get(id) ?? []) {
      const other = e.from === id ? e.to : e.from;
      if (!hitIds.has(other) || other === id) continue;
      const label = e.from === id ? FORWARD[e.kind] : BACKWARD[e.kind];
      const text = `${label} ${other}`;
      if (!out.includes(text)) out.push(text);
    }
    return out;
  };
  const node = (id: string): SubgraphNode => ({ id, score: scores.get(id) ?? 0, hops: distance.get(id) ?? 0, relations: relations(id) });
  const neighbours = ids
    .filter((id) => !hitIds.has(id))
    .map(node)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, options.maxNeighbours ?? 20);
  return { hits: hits.map((h) => node(h.id)), neighbours };
}

const FORWARD: Record<GraphEdgeKind, string> = { calls: "calls", contains: "contains", imports: "imports", inherits: "extends", implements: "implements", uses: "uses" };
const BACKWARD: Record<GraphEdgeKind, string> = { calls: "called by", contains: "inside", imports: "imported by", inherits: "extended by", implements: "implemented by", uses: "used by" };
