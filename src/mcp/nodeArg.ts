/**
 * The `node` argument of the MCP tools (`references`, `impact`, `source`, `callers`, `callees`, `node_summary`),
 * read as the CLI reads it (`nodeArgument` in src/query). Paths are repository-relative: the server has no working
 * directory of the user's.
 */
import { ambiguousNodeMessage } from "../navigate/index.js";
import type { GraphEdge, GraphNode } from "../graph/index.js";
import { nodeArgument } from "../query/index.js";
import type { Store } from "../store/index.js";

/**
 * The node id `query` names and, when a name (not an id) named it, the fields that say so in the answer (`query`,
 * `match`); with `takeOverloads` (`impact`), a name of one method's overloads names them all (`overloads`, the first
 * declared as `id`); given the graph's `edges`, a member a type inherits names the base's member (`inheritedBy` in
 * `said`). A query that names no node comes back as given, for the tool's own "no node" error.
 * @throws Error when it names several nodes: the message lists up to five ids (exported first) to choose from.
 */
export async function nodeIdInStore(
  store: Pick<Store, "listFiles" | "listRuns">,
  nodes: GraphNode[],
  query: string,
  takeOverloads = false,
  edges?: GraphEdge[],
): Promise<{ id: string; said: { query?: string; match?: string; inheritedBy?: string }; overloads?: string[] }> {
  const named = await nodeArgument(store, nodes, query, { takeOverloads, ...(edges ? { edges } : {}) });
  if ("ambiguous" in named) throw new Error(ambiguousNodeMessage(query, named.ambiguous));
  return "none" in named ? { id: query, said: {} } : named;
}
