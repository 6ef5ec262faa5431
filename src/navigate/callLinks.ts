/**
 * The callers or callees of one node: the nodes at the other end of its `calls` edges, each once, with the strongest
 * resolution among the edges linking them (order of `EDGE_RESOLUTIONS`). Shared by `strata callers|callees` and the
 * MCP tools of the same names.
 */
import { EDGE_RESOLUTIONS, type EdgeResolution, type GraphEdge } from "../graph/index.js";

/** One linked node: its id (`?name` for an unresolved callee as written) and how the strongest edge was resolved. */
export interface CallLink {
  id: string;
  resolution?: EdgeResolution;
}

/**
 * The `direction` links of `node` over `edges` (`calls` only), sorted by id.
 * @param direction `callers`: nodes with a `calls` edge to `node`; `callees`: targets of `node`'s `calls` edges.
 */
export function callLinks(edges: readonly GraphEdge[], node: string, direction: "callers" | "callees"): CallLink[] {
  const how = new Map<string, EdgeResolution | undefined>();
  for (const e of edges) {
    if (e.kind !== "calls" || (direction === "callers" ? e.to !== node : e.from !== node)) continue;
    const id = direction === "callers" ? e.from : e.to;
    const prior = how.get(id);
    if (!how.has(id) || (e.resolution && (!prior || EDGE_RESOLUTIONS.indexOf(e.resolution) < EDGE_RESOLUTIONS.indexOf(prior)))) how.set(id, e.resolution ?? prior);
  }
  return [...how.keys()].sort().map((id) => ({ id, ...(how.get(id) ? { resolution: how.get(id)! } : {}) }));
}
