/**
 * The `node` argument of the MCP tools (`references`, `impact`, `source`, `callers`, `callees`, `node_summary`),
 * read as the CLI reads it (resolveNode in src/navigate): an id (a leading `./` and a folder's missing `/`
 * forgiven), else the one declaration a qualified or simple name names. Paths are repository-relative: the server
 * has no working directory of the user's.
 */
import { ambiguousNodeMessage, overloadIds, resolveNode } from "../navigate/index.js";
import type { GraphNode } from "../graph/index.js";

/**
 * The node id `query` names and, when a name (not an id) named it, the fields that say so in the answer
 * (`query`, `match`). A query that names no node comes back as given, for the tool's own "no node" error.
 * With `takeOverloads` (`impact`), a name of a method's overloads only names them all (`overloads`, the first
 * declared as `id`).
 * @throws Error when it names several nodes: the message lists up to five ids (exported first) to choose from.
 */
export function nodeIdFor(nodes: GraphNode[], query: string, takeOverloads = false): { id: string; said: { query?: string; match?: string }; overloads?: string[] } {
  const found = resolveNode({ nodes }, query);
  if (found.found) return { id: found.id, said: found.match === "id" ? {} : { query, match: found.match } };
  const overloads = takeOverloads ? overloadIds(found.candidates) : undefined;
  if (overloads) return { id: overloads[0]!, said: { query, match: found.candidates[0]!.match }, overloads };
  if (found.candidates.length > 1) throw new Error(ambiguousNodeMessage(query, found.candidates));
  return { id: query, said: {} };
}
