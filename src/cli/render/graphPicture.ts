/**
 * What `strata graph --format svg` draws when a neighbourhood is too big to read (hono's `src/middleware/cors/`
 * at depth 2: 349 nodes, a 4,500 × 22,500 px picture): declarations are folded into their files, parallel edges
 * become one edge with a count, and at most `maxNodes` nodes are kept — the focus and what it contains first,
 * then the nodes with the most edges to them, ties by id. What was left out is said in a note under the title.
 *
 * Steps:
 * 1. At most `maxNodes` nodes: nothing changes (every edge has count 1).
 * 2. Else fold: every declaration becomes its file (`node.path`) — except, when the focus is a file or a class,
 *    the declarations inside it; edges are re-pointed, self-loops dropped,
 *    and (from, to, kind) duplicates merged with their count; `via` is kept only when all merged edges share it.
 * 3. Still more than `maxNodes`: rank the nodes inside the focus (the focus, then by their number of edges) and
 *    the rest (by edge distance from the inside nodes — either direction — and, at one distance, by the weight
 *    of their edges to the nodes one step closer; ties by id); keep the first inside nodes, at most 60% of
 *    `maxNodes` while outside nodes wait, fill up with the first outside ones, and drop edges that lose an end.
 */
import type { CodeGraph, GraphEdge, GraphNode } from "../../graph/index.js";

/** Most nodes drawn before folding declarations into files, and after it. */
export const SVG_MAX_NODES = 40;

/** One drawn edge: a graph edge, or several folded into one (`count` of them). */
export interface PictureEdge {
  from: string;
  to: string;
  kind: GraphEdge["kind"];
  count: number;
  via?: GraphEdge["via"];
  line?: number;
}

/** The nodes and edges to draw, and a note (empty when nothing was folded or left out). */
export interface Picture {
  nodes: GraphNode[];
  edges: PictureEdge[];
  note: string;
}

/** True when `node` is the focus or lies inside it (its folder, file or class). */
function inside(node: GraphNode, focusId: string | undefined): boolean {
  if (focusId === undefined || focusId === ".") return true;
  if (node.id === focusId) return true;
  if (focusId.endsWith("/")) return node.id.startsWith(focusId);
  return node.path === focusId || node.id.startsWith(`${focusId}.`);
}

/** Reduces `graph` to at most `maxNodes` nodes as the module comment says; `focusId` is the `--focus` node. */
export function pictureOf(graph: CodeGraph, focusId?: string, maxNodes = SVG_MAX_NODES): Picture {
  const ids = new Set(graph.nodes.map((n) => n.id));
  // Unresolved edges (`?name`) and edges leaving the graph have no box to end at (the whole graph has 8,000 on hono).
  const edges = graph.edges.filter((e) => ids.has(e.from) && ids.has(e.to)).map((e): PictureEdge => ({ from: e.from, to: e.to, kind: e.kind, count: 1, ...(e.via ? { via: e.via } : {}), ...(e.line !== undefined ? { line: e.line } : {}) }));
  if (graph.nodes.length <= maxNodes) return { nodes: graph.nodes, edges, note: "" };

  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  // A file or class in focus keeps its own declarations: folding them would leave one box for the focus.
  const keepOwn = focusId !== undefined && focusId !== "." && !focusId.endsWith("/");
  const owner = (id: string): string => {
    const n = byId.get(id);
    if (!n || n.kind === "file" || n.kind === "folder" || n.kind === "repository" || !byId.has(n.path)) return id;
    return keepOwn && inside(n, focusId) ? id : n.path;
  };
  const nodes = graph.nodes.filter((n) => owner(n.id) === n.id);
  const merged = new Map<string, PictureEdge>();
  for (const e of edges) {
    const from = owner(e.from);
    const to = owner(e.to);
    if (from === to) continue;
    const key = `${from}\u0000${e.kind}\u0000${to}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { from, to, kind: e.kind, count: 1, ...(e.via ? { via: e.via } : {}) });
    else {
      seen.count += 1;
      if (seen.via !== e.via) delete seen.via;
    }
  }
  let folded = [...merged.values()];
  const notes = [`${graph.nodes.length - nodes.length} declarations folded into their files`];
  let kept = nodes;
  if (nodes.length > maxNodes) {
    const inner = nodes.filter((n) => inside(n, focusId)).map((n) => n.id);
    const { inside: ownOrder, outside } = nearestFirst(nodes, folded, inner, focusId);
    // The focus's own nodes take at most 60% of the picture while there are neighbours to show.
    const ownSlots = Math.max(maxNodes - Math.min(outside.length, Math.floor(maxNodes * 0.4)), 1);
    const own = ownOrder.slice(0, ownSlots);
    const keep = new Set([...own, ...outside.slice(0, maxNodes - own.length)]);
    kept = nodes.filter((n) => keep.has(n.id));
    folded = folded.filter((e) => keep.has(e.from) && keep.has(e.to));
    notes.push(`${nodes.length - kept.length} of ${nodes.length} nodes not shown (${focusId === undefined || focusId === "." ? "fewest edges" : "farthest from the focus"})`);
  }
  notes.push("all of it: --format json");
  if (graph.nodes.length === nodes.length) notes.shift();
  return { nodes: kept, edges: folded, note: notes.join("; ") };
}

/**
 * Step 3's order: inside nodes (the focus, then by their number of edges, ties by id), and outside nodes in
 * breadth-first rings from them, the heaviest links first, then the unreachable ones by id.
 */
function nearestFirst(nodes: GraphNode[], edges: PictureEdge[], inner: string[], focusId: string | undefined): { inside: string[]; outside: string[] } {
  const links = new Map<string, Map<string, number>>();
  const link = (a: string, b: string, w: number): void => {
    const m = links.get(a) ?? new Map<string, number>();
    m.set(b, (m.get(b) ?? 0) + w);
    links.set(a, m);
  };
  for (const e of edges) {
    link(e.from, e.to, e.count);
    link(e.to, e.from, e.count);
  }
  const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  const degree = (id: string): number => [...(links.get(id)?.values() ?? [])].reduce((sum, w) => sum + w, 0);
  const inside = [...inner].sort((a, b) => (a === focusId ? -1 : b === focusId ? 1 : degree(b) - degree(a) || byId(a, b)));
  const seen = new Set(inside);
  const outside: string[] = [];
  let ring = inside;
  while (ring.length) {
    const weight = new Map<string, number>();
    for (const id of ring) {
      for (const [other, w] of links.get(id) ?? []) if (!seen.has(other)) weight.set(other, (weight.get(other) ?? 0) + w);
    }
    ring = [...weight.keys()].sort((a, b) => weight.get(b)! - weight.get(a)! || byId(a, b));
    for (const id of ring) seen.add(id);
    outside.push(...ring);
  }
  outside.push(...nodes.map((n) => n.id).filter((id) => !seen.has(id)).sort(byId));
  return { inside, outside };
}
