/**
 * The code graph (seed 001 §3.1): one row per node and per edge. Each row carries `owner`, the path of
 * the file it was built from, so a re-built file replaces exactly its own rows: a declaration's and a file's
 * owner is the file; a `contains` edge from a folder to a file or folder is owned by its child's file path(s),
 * folders and the repository by nobody (`''`) and are pruned when they no longer contain anything.
 */
import type Database from "better-sqlite3";
import path from "node:path";
import { compareEdges, folderId, REPOSITORY_ID, type CodeGraph, type GraphEdge, type GraphEdgeKind, type GraphNode } from "../../graph/index.js";
import { edgeOwner, nodeOwner } from "./graphPatch.js";

/** DDL of the graph area; listed in `SCHEMA_PARTS`. */
export const GRAPH_SQL = `
CREATE TABLE IF NOT EXISTS graph_nodes (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  kind TEXT NOT NULL,
  node TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS graph_nodes_owner ON graph_nodes (owner);
CREATE TABLE IF NOT EXISTS graph_edges (
  from_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  to_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  edge TEXT NOT NULL,
  PRIMARY KEY (from_id, kind, to_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS graph_edges_owner ON graph_edges (owner);
CREATE INDEX IF NOT EXISTS graph_edges_to ON graph_edges (to_id, kind);
`;

/** Filter of {@link GraphTables.listEdges}; every given field must match. */
export interface GraphEdgeFilter {
  from?: string;
  to?: string;
  kind?: GraphEdgeKind;
}

/** Prepared statements of the graph area over an open database whose schema includes {@link GRAPH_SQL}. */
export class GraphTables {
  private readonly stmts;

  constructor(private readonly db: Database.Database) {
    this.stmts = {
      nodes: db.prepare("SELECT node FROM graph_nodes ORDER BY id").pluck(),
      nodesOf: db.prepare("SELECT node FROM graph_nodes WHERE owner = ? ORDER BY id").pluck(),
      edges: db.prepare("SELECT edge, owner FROM graph_edges"),
      node: db.prepare("SELECT node FROM graph_nodes WHERE id = ?").pluck(),
      deleteNodes: db.prepare("DELETE FROM graph_nodes WHERE owner = ?"),
      deleteEdges: db.prepare("DELETE FROM graph_edges WHERE owner = ?"),
      putNode: db.prepare("INSERT OR REPLACE INTO graph_nodes (id, owner, kind, node) VALUES (?, ?, ?, ?)"),
      putEdge: db.prepare("INSERT OR REPLACE INTO graph_edges (from_id, kind, to_id, owner, edge) VALUES (?, ?, ?, ?, ?)"),
      emptyFolder: db
        .prepare(
          `SELECT 1 FROM graph_nodes n WHERE n.id = ? AND n.kind = 'folder'
             AND NOT EXISTS (SELECT 1 FROM graph_edges e WHERE e.from_id = n.id AND e.kind = 'contains')`,
        )
        .pluck(),
      deleteNode: db.prepare("DELETE FROM graph_nodes WHERE id = ?"),
      deleteEdgesTo: db.prepare("DELETE FROM graph_edges WHERE to_id = ? AND kind = 'contains'"),
    };
  }

  /** Every node, sorted by id. */
  /** Every node sorted by id, or with `path` the nodes built from that file (its file node and declarations). */
  listNodes(path?: string): GraphNode[] {
    return ((path === undefined ? this.stmts.nodes.all() : this.stmts.nodesOf.all(path)) as string[]).map((s) => JSON.parse(s) as GraphNode);
  }

  /** The whole graph, canonical order; with `edgeOwners`, each edge's owner column is put there (graphPatch.ts). */
  getGraph(edgeOwners?: WeakMap<GraphEdge, string>): CodeGraph {
    const nodes = this.listNodes();
    const edges = (this.stmts.edges.all() as { edge: string; owner: string }[]).map((row) => {
      const edge = JSON.parse(row.edge) as GraphEdge;
      edgeOwners?.set(edge, row.owner);
      return edge;
    });
    return { formatVersion: 1, nodes, edges: edges.sort(compareEdges) };
  }

  getNode(id: string): GraphNode | undefined {
    const s = this.stmts.node.get(id) as string | undefined;
    return s === undefined ? undefined : (JSON.parse(s) as GraphNode);
  }

  /** Edges matching every given field, canonical order. */
  listEdges(filter: GraphEdgeFilter): GraphEdge[] {
    const columns: [string, string | undefined][] = [
      ["from_id", filter.from],
      ["to_id", filter.to],
      ["kind", filter.kind],
    ];
    const given = columns.filter((c): c is [string, string] => c[1] !== undefined);
    const where = given.map(([column]) => `${column} = ?`);
    const args = given.map(([, value]) => value);
    const sql = `SELECT edge FROM graph_edges${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`;
    return (this.db.prepare(sql).pluck().all(...args) as string[]).map((s) => JSON.parse(s) as GraphEdge).sort(compareEdges);
  }

  /**
   * One transaction: deletes the nodes built from `paths` and the edges they own, inserts `part` (folders and
   * the repository are upserted), then deletes folders left without children.
   */
  replaceFiles(paths: readonly string[], part: CodeGraph): void {
    this.db.transaction(() => {
      for (const p of paths) {
        this.stmts.deleteNodes.run(p);
        this.stmts.deleteEdges.run(p);
      }
      const owners = new Map<string, string>();
      for (const n of part.nodes) {
        const owner = nodeOwner(n);
        owners.set(n.id, owner);
        this.stmts.putNode.run(n.id, owner, n.kind, JSON.stringify(n));
      }
      // A folder's `contains` edge belongs to its child: a file's own path, or (folder → folder) nobody.
      for (const e of part.edges) this.stmts.putEdge.run(e.from, e.kind, e.to, edgeOwner(e, owners), JSON.stringify(e));
      // Only a folder that lost a `contains` edge here can be left empty (every write leaves none empty): an ancestor
      // of a replaced file or of a folder of `part` (a build whose files all failed). Deepest first: a folder removed
      // takes its parent's edge to it, and the parent, an ancestor too, is looked at later. Each look is a primary-key
      // probe: a scan of every folder row read the whole node table (~20 ms a write on a 300k-line repository).
      for (const id of foldersToCheck(paths, part)) {
        if (this.stmts.emptyFolder.get(id) === undefined) continue;
        this.stmts.deleteNode.run(id);
        this.stmts.deleteEdgesTo.run(id);
      }
    })();
  }
}

/**
 * Folder ids (`"src/util/"`) whose last `contains` edge a write of `paths` and `part` may have removed: every folder
 * above a replaced file, and every folder of `part` with the folders above it; deepest first (then by id).
 */
function foldersToCheck(paths: readonly string[], part: CodeGraph): string[] {
  const out = new Set<string>();
  const addFrom = (folder: string): void => {
    for (let id = folder; id !== REPOSITORY_ID && !out.has(id); id = folderId(path.posix.dirname(id))) out.add(id);
  };
  for (const p of paths) addFrom(folderId(path.posix.dirname(p)));
  for (const n of part.nodes) if (n.kind === "folder") addFrom(n.id);
  const depth = (id: string): number => id.split("/").length;
  return [...out].sort((a, b) => depth(b) - depth(a) || (a < b ? -1 : a > b ? 1 : 0));
}
