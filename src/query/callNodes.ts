/**
 * The callers or callees of a node as answers give them (CLI `strata callers|callees --json` and the MCP tools of
 * those names): each linked node with its kind, place, resolution, how it is linked when not by a call (`via`),
 * one-line summary and freshness.
 */
import type { EdgeResolution, GraphNodeKind } from "../graph/index.js";
import type { CallLink } from "../navigate/index.js";
import { checkFreshness, oneLine } from "../retrieve/index.js";
import { calleeName } from "../summarize/index.js";
import type { Store } from "../store/index.js";

/**
 * A linked node found in the search index, or a node without a document (its id alone, `resolved: true`), or an
 * unresolved callee: its graph id (`?` and the callee text, `?headers.get("a").startswith`), `resolved: false`, and
 * `name`, the callee as summaries and context blocks name it under "Calls outside the graph" (no `?`, call arguments
 * as `(…)`: `headers.get(…).startswith`), which the text output of `callees` shows too; `external` when the graph
 * found the callee outside the repository (else the repository may define it, but no one target was found).
 */
export type CallNode =
  | { id: string; kind: GraphNodeKind; path: string; line?: number; resolution?: EdgeResolution; via?: CallLink["via"]; summary: string; fresh: boolean }
  | { id: string; resolved: true }
  | { id: string; resolved: false; name: string; external?: true };

/**
 * `links` (in their order) as {@link CallNode}s, and whether every one found is fresh (its file unchanged since
 * indexing; lines 1-based).
 */
export async function callNodes(store: Store, root: string, links: readonly CallLink[]): Promise<{ nodes: CallNode[]; fresh: boolean }> {
  const docs = await store.getSearchDocs(links.map((l) => l.id));
  const fresh = await checkFreshness(root, docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const nodes = links.map(({ id, resolution, external, via }): CallNode => {
    const d = byId.get(id);
    return d
      ? { id, kind: d.node.kind, path: d.node.path, ...(d.node.span ? { line: d.node.span.startLine } : {}), ...(resolution ? { resolution } : {}), ...(via ? { via } : {}), summary: oneLine(d), fresh: fresh.get(id) ?? false }
      : id.startsWith("?")
        ? { id, resolved: false, name: calleeName(id.slice(1)), ...(external ? { external } : {}) }
        : { id, resolved: true };
  });
  return { nodes, fresh: [...fresh.values()].every(Boolean) };
}
