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
  const nodes = old.nodes.filter((n) => !gone.has(nodeOwner(n)) && !partNodes.has(n.id));
  // Only an edge from a node the part has edges from can share a part edge's key: the others need no key.
  const partFroms = new Set(part.edges.map((e) => e.from));
  const edges: GraphEdge[] = [];
  for (const e of old.edges) {
    const owner = edgeOwners.get(e);
    if (owner === undefined) return undefined;
    if (!gone.has(owner) && !(partFroms.has(e.from) && partEdges.has(edgeKey(e)))) edges.push(e);
  }
  let allNodes = merge(nodes, [...partNodes.values()].sort((a, b) => compareCodePoints(a.id, b.id)), (a, b) => compareCodePoints(a.id, b.id));
  let allEdges = merge(edges, [...partEdges.values()].sort(compareEdges), compareEdges);
  // Folders left without children go, with the `contains` edges that led to them; their parents may follow.
  for (;;) {
    const full = new Set<string>();
    for (const e of allEdges) if (e.kind === "contains") full.add(e.from);
    const emptied = new Set(allNodes.filter((n) => n.kind === "folder" && !full.has(n.id)).map((n) => n.id));
    if (!emptied.size) break;
    allNodes = allNodes.filter((n) => !emptied.has(n.id));
    allEdges = allEdges.filter((e) => !(e.kind === "contains" && emptied.has(e.to)));
  }
  return { formatVersion: 1, nodes: allNodes, edges: allEdges };
}

/** Two lists sorted by `compare` as one sorted list (on a tie, `a`'s row first: the keys of the two never meet). */
function merge<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (!b.length) return a.slice();
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}
