/**
 * The callers or callees of a node as answers give them (CLI `strata callers|callees --json` and the MCP tools of
 * those names): each linked node with its kind, place, resolution, one-line summary and freshness.
 */
import type { EdgeResolution, GraphNodeKind } from "../graph/index.js";
import type { CallLink } from "../navigate/index.js";
import { checkFreshness, oneLine } from "../retrieve/index.js";
import type { Store } from "../store/index.js";

/** A linked node found in the search index, or (an unresolved callee `?name`, a node without a document) its id alone. */
export type CallNode =
  | { id: string; kind: GraphNodeKind; path: string; line?: number; resolution?: EdgeResolution; summary: string; fresh: boolean }
  | { id: string; resolved: boolean };

/**
 * `links` (in their order) as {@link CallNode}s, and whether every one found is fresh (its file unchanged since
 * indexing; lines 1-based).
 */
export async function callNodes(store: Store, root: string, links: readonly CallLink[]): Promise<{ nodes: CallNode[]; fresh: boolean }> {
  const docs = await store.getSearchDocs(links.map((l) => l.id));
  const fresh = await checkFreshness(root, docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const nodes = links.map(({ id, resolution }): CallNode => {
    const d = byId.get(id);
    return d
      ? { id, kind: d.node.kind, path: d.node.path, ...(d.node.span ? { line: d.node.span.startLine } : {}), ...(resolution ? { resolution } : {}), summary: oneLine(d), fresh: fresh.get(id) ?? false }
      : { id, resolved: !id.startsWith("?") };
  });
  return { nodes, fresh: [...fresh.values()].every(Boolean) };
}
