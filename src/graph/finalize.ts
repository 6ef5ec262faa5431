/**
 * Canonical form of a {@link CodeGraph}: nodes unique by id and sorted by id; edges unique by (from, kind, to)
 * keeping the first line, sorted by (from, kind, to, line), so equal graphs serialize equally.
 */
import type { CodeGraph, GraphEdge, GraphNode } from "./types.js";

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Orders two edges by (from, kind, to, line). */
export function compareEdges(a: GraphEdge, b: GraphEdge): number {
  return cmp(a.from, b.from) || cmp(a.kind, b.kind) || cmp(a.to, b.to) || (a.line ?? 0) - (b.line ?? 0);
}

/**
 * Deduplicates and sorts. For a repeated edge the lowest line wins, and a direct call wins over a callback/reference;
 * the kept edge lists every distinct line of the repeats in `lines` (ascending; only when there are two or more), so
 * `references` can give every use site while the graph keeps one edge per caller and callee; a kept call lists the
 * lines where its callee is only used as a value in `valueLines` (`valueVia`); it is `onSelf` only when every repeat is.
 */
export function finalizeGraph(nodes: Iterable<GraphNode>, edges: Iterable<GraphEdge>): CodeGraph {
  const byId = new Map<string, GraphNode>();
  for (const n of nodes) if (!byId.has(n.id)) byId.set(n.id, n);
  const byKey = new Map<string, GraphEdge>();
  const linesOf = new Map<string, Set<number>>();
  // Per key, the lines of its call expressions and of its value uses (`via` callback, reference, literal), and the
  // value uses' one `via` (null when they differ).
  const callLinesOf = new Map<string, Set<number>>();
  const valueLinesOf = new Map<string, Set<number>>();
  const valueViaOf = new Map<string, GraphEdge["via"] | null>();
  // Per key, whether every repeat is a call on self (`GraphEdge.onSelf`).
  const onSelfOf = new Map<string, boolean>();
  for (const e of edges) {
    const key = `${e.from}\n${e.kind}\n${e.to}`;
    onSelfOf.set(key, (onSelfOf.get(key) ?? true) && e.onSelf === true);
    const value = e.via === "callback" || e.via === "reference" || e.via === "literal";
    const split = e.kind !== "calls" ? undefined : value ? valueLinesOf : e.via === undefined ? callLinesOf : undefined;
    if (value) valueViaOf.set(key, !valueViaOf.has(key) || valueViaOf.get(key) === e.via ? e.via : null);
    for (const line of e.lines ?? (e.line !== undefined ? [e.line] : [])) {
      const set = linesOf.get(key);
      if (set) set.add(line);
      else linesOf.set(key, new Set([line]));
      if (split) split.set(key, (split.get(key) ?? new Set<number>()).add(line));
    }
    const prior = byKey.get(key);
    if (!prior) {
      byKey.set(key, e);
      continue;
    }
    const better = (prior.via !== undefined && e.via === undefined) || (prior.via === e.via && (e.line ?? 0) < (prior.line ?? 0));
    if (better) byKey.set(key, e);
  }
  const finished = [...byKey].map(([key, e]) => {
    const { lines: _lines, valueLines: _valueLines, valueVia: _valueVia, onSelf: _onSelf, ...edge } = e;
    const lines = [...(linesOf.get(key) ?? [])].sort((a, b) => a - b);
    // A call kept over value uses of the same callee: their lines apart (a line that holds a call is a call's).
    const called = callLinesOf.get(key);
    const valueLines = e.via === undefined && called ? [...(valueLinesOf.get(key) ?? [])].filter((l) => !called.has(l)).sort((a, b) => a - b) : [];
    const via = valueViaOf.get(key);
    return {
      ...edge,
      ...(lines.length > 1 ? { lines } : {}),
      ...(valueLines.length ? { valueLines, ...(via ? { valueVia: via as NonNullable<GraphEdge["valueVia"]> } : {}) } : {}),
      ...(onSelfOf.get(key) ? { onSelf: true as const } : {}),
    };
  });
  return {
    formatVersion: 1,
    nodes: [...byId.values()].sort((a, b) => cmp(a.id, b.id)),
    edges: finished.sort(compareEdges),
  };
}
