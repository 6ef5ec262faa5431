/**
 * The kept code graph of a connection brought up to date after its own `replaceGraphFiles`, in memory, instead of
 * read again: a watcher's update rebuilds a few files, and a full read parses every node and edge row again (trpc,
 * 5,343 nodes and 24,574 edges: ~70 ms of CPU per update). The result is what `GraphTables.getGraph` would read
 * after `GraphTables.replaceFiles(paths, part)` (same rows, same canonical order), by the same rules: nodes and edges
 * owned by `paths` go, `part`'s nodes and edges replace any row of the same key (a node's id; an edge's from, kind
 * and to), folders left without a `contains` edge go with the `contains` edges to them, repeatedly.
 */
import { compareEdges, type CodeGraph, type GraphEdge, type GraphNode } from "../../graph/index.js";
import { compareCodePoints, PATCH_MAX_ROWS } from "./keptReads.js";

/** Node kinds no file owns (owner `''`): upserted by every part that has them, pruned when empty (graphTables.ts). */
export const STRUCTURAL_KINDS: ReadonlySet<string> = new Set(["folder", "repository"]);

/** The owner column of a node row: its file's path, or `''` for a folder or the repository. */
export function nodeOwner(node: Pick<GraphNode, "kind" | "path">): string {
  return STRUCTURAL_KINDS.has(node.kind) ? "" : node.path;
}

/**
 * The owner column of an edge of `part`: its `from` node's owner when `part` has that node and it is a file's, else
 * (a folder's `contains` edge) its `to` node's owner in `part`, else `''`. `owners`: the owner of each node of `part`.
 */
export function edgeOwner(edge: Pick<GraphEdge, "from" | "to">, owners: ReadonlyMap<string, string>): string {
  const fromOwner = owners.get(edge.from);
  return fromOwner === "" || fromOwner === undefined ? (owners.get(edge.to) ?? "") : fromOwner;
}

const edgeKey = (e: Pick<GraphEdge, "from" | "kind" | "to">): string => `${e.from}\u0000${e.kind}\u0000${e.to}`;

/** A row as a read gives it back: through JSON (absent and `undefined` fields alike). */
const asRead = <T>(row: T): T => JSON.parse(JSON.stringify(row)) as T;

/**
 * `old` (a kept read, canonical order) after `replaceFiles(paths, part)`; `edgeOwners` holds the owner column of
 * every edge of `old` and receives those of the new edges. Undefined (read the table again) when the part is larger
 * than a patch is worth ({@link PATCH_MAX_ROWS} rows) or some edge's owner is unknown. Does not change `old`.
 */
export function patchGraph(old: CodeGraph, paths: readonly string[], part: CodeGraph, edgeOwners: WeakMap<GraphEdge, string>): CodeGraph | undefined {
  if (part.nodes.length + part.edges.length > PATCH_MAX_ROWS) return undefined;
  const gone = new Set(paths);
  const partNodes = new Map(part.nodes.map((n) => [n.id, asRead(n)]));
  const owners = new Map(part.nodes.map((n) => [n.id, nodeOwner(n)]));
  const partEdges = new Map<string, GraphEdge>();
  for (const e of part.edges) {
    const edge = asRead(e);
    edgeOwners.set(edge, edgeOwner(e, owners));
    partEdges.set(edgeKey(e), edge);
  }
  const nodes = new Map<string, GraphNode>();
  for (const n of old.nodes) if (!gone.has(nodeOwner(n)) && !partNodes.has(n.id)) nodes.set(n.id, n);
  for (const [id, n] of partNodes) nodes.set(id, n);
  const edges: GraphEdge[] = [];
  for (const e of old.edges) {
    const owner = edgeOwners.get(e);
    if (owner === undefined) return undefined;
    if (!gone.has(owner) && !partEdges.has(edgeKey(e))) edges.push(e);
  }
  let kept = [...edges, ...partEdges.values()];
  // Folders left without children go, with the `contains` edges that led to them; their parents may follow.
  for (;;) {
    const full = new Set(kept.filter((e) => e.kind === "contains").map((e) => e.from));
    const empty = [...nodes.values()].filter((n) => n.kind === "folder" && !full.has(n.id)).map((n) => n.id);
    if (!empty.length) break;
    const emptied = new Set(empty);
    for (const id of empty) nodes.delete(id);
    kept = kept.filter((e) => !(e.kind === "contains" && emptied.has(e.to)));
  }
  return {
    formatVersion: 1,
    nodes: [...nodes.values()].sort((a, b) => compareCodePoints(a.id, b.id)),
    edges: kept.sort(compareEdges),
  };
}
