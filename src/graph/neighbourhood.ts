/**
 * The neighbourhood of a node, for `strata graph --focus` and its pictures: the focus node and
 * everything it contains, then every node within `depth` resolved non-`contains` edges of them (either
 * direction), plus the files and classes that contain the chosen declarations. Traversal runs on a graphology
 * graph (breadth-first, `graphology-traversal`), not by hand.
 */
import { createRequire } from "node:module";
import type { DirectedGraph as DirectedGraphClass, MultiDirectedGraph as MultiDirectedGraphClass } from "graphology";
import type { bfsFromNode as BfsFromNode } from "graphology-traversal";
import { folderId } from "./structure.js";
import type { CodeGraph, GraphNode } from "./types.js";

/**
 * graphology and graphology-traversal, loaded on the first neighbourhood: every command that reads the store loads
 * this module (through the graph stage's entry), and most never walk a graph; the two packages cost ~25 ms of
 * start-up (graphology-traversal is CommonJS with its own dependencies).
 */
function graphology(): { DirectedGraph: typeof DirectedGraphClass; MultiDirectedGraph: typeof MultiDirectedGraphClass; bfsFromNode: typeof BfsFromNode } {
  const require = createRequire(import.meta.url);
  const { DirectedGraph, MultiDirectedGraph } = require("graphology") as typeof import("graphology");
  const { bfsFromNode } = require("graphology-traversal") as typeof import("graphology-traversal");
  return { DirectedGraph, MultiDirectedGraph, bfsFromNode };
}

/**
 * Finds the node a user means by `focus`: an exact id, a file path, or a folder path with or without its
 * trailing slash (`src/util` → `src/util/`). Undefined when none matches.
 */
export function findFocus(graph: CodeGraph, focus: string): GraphNode | undefined {
  const trimmed = focus.replace(/^\.\//u, "");
  const candidates = [trimmed, folderId(trimmed.replace(/\/+$/u, ""))];
  for (const id of candidates) {
    const node = graph.nodes.find((n) => n.id === id);
    if (node) return node;
  }
  return undefined;
}

/**
 * The subgraph around `focusId` (see the module comment), canonical order; unresolved edges are left out (their
 * targets are not nodes). `depth` 0 keeps the focus and its contents only.
 * @throws Error when `focusId` is not a node of `graph`.
 */
export function neighbourhood(graph: CodeGraph, focusId: string, depth: number): CodeGraph {
  const { DirectedGraph, MultiDirectedGraph, bfsFromNode } = graphology();
  const g = new MultiDirectedGraph({ allowSelfLoops: true });
  for (const n of graph.nodes) g.addNode(n.id);
  const contains = new DirectedGraph();
  for (const n of graph.nodes) contains.addNode(n.id);
  for (const e of graph.edges) {
    if (!e.resolved || !g.hasNode(e.from) || !g.hasNode(e.to)) continue;
    if (e.kind === "contains") contains.mergeEdge(e.from, e.to);
    else g.addEdge(e.from, e.to);
  }
  if (!g.hasNode(focusId)) throw new Error(`no graph node "${focusId}"`);
  const seeds = new Set<string>();
  bfsFromNode(contains, focusId, (id) => {
    seeds.add(id);
  });
  const chosen = new Set(seeds);
  let frontier = [...seeds];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of g.neighbors(id)) {
        if (!chosen.has(other)) {
          chosen.add(other);
          next.push(other);
        }
      }
    }
    frontier = next;
  }
  // Containers of the chosen declarations (their class and file), so a picture can group them.
  for (const id of [...chosen]) {
    for (let parent = contains.inNeighbors(id)[0]; parent && !chosen.has(parent) && !/\/$|^\.$/u.test(parent); parent = contains.inNeighbors(parent)[0]) {
      chosen.add(parent);
    }
  }
  return {
    formatVersion: 1,
    nodes: graph.nodes.filter((n) => chosen.has(n.id)),
    edges: graph.edges.filter((e) => e.resolved && chosen.has(e.from) && chosen.has(e.to)),
  };
}
