/**
 * The node a command's or a tool's node argument names, read one way by the CLI (`references`, `impact`, `callers`,
 * `callees`) and the MCP tools (`references`, `impact`, `source`, `callers`, `callees`, `node_summary`): each
 * reading of `readings` in turn (the CLI's path relative to the working directory first, then the argument as given)
 * through `resolveNode` (an id, else the one declaration a qualified or simple name names); a dotted name that still
 * names nothing, read again as a package and a name in it (Go `middleware.Logger`) with the files' declared packages,
 * kept per finished index run, and, given the graph's edges, as a member a type inherits (`SyncWorker.notify` →
 * `Worker.notify`), as `definition` reads it; a C++ method's declaration beside its definition, written apart, is no
 * candidate (given the edges); a name of one method's overloads only, taken as all of them when `takeOverloads`.
 */
import { dottedName, overloadIds, packagesOf, resolveNode, withoutDeclarationsApart, type Definition } from "../navigate/index.js";
import type { GraphEdge, GraphNode } from "../graph/index.js";
import type { Store } from "../store/index.js";
import type { Said } from "./navigationAnswers.js";

/** What a node argument names: one node (with the answer's `query`/`match` when a name named it), several, or none. */
export type NodeArgument = { id: string; said: Said; overloads?: string[] } | { ambiguous: Definition[] } | { none: true };

/**
 * Reads `query` (as given; `readings`: the texts to try for an exact node first, default `[query]`) against `nodes` as
 * the module comment says. Never throws for a name: an ambiguous one comes back with its candidates.
 * @throws StoreError when the package names must be read and the store fails.
 */
export async function nodeArgument(
  store: Pick<Store, "listFiles" | "listRuns">,
  nodes: GraphNode[],
  query: string,
  options: { readings?: readonly string[]; takeOverloads?: boolean; edges?: GraphEdge[] } = {},
): Promise<NodeArgument> {
  const readings = options.readings ?? [query];
  let found = resolveNode({ nodes }, query);
  for (const reading of readings) {
    const r = reading === query ? found : resolveNode({ nodes }, reading);
    if (r.found) {
      found = r;
      break;
    }
  }
  // Package names are read only for a dotted name nothing else named (every file row is loaded for them).
  // With the edges, a member a type inherits too (`definition` reads them in the same second step).
  if (!found.found && !found.candidates.length && dottedName(query).includes(".")) found = resolveNode({ nodes, ...(options.edges ? { edges: options.edges } : {}) }, query, await packagesIn(store));
  // A C++ method declared in its class and defined apart names its definition, which calls reach.
  if (!found.found && found.candidates.length > 1) {
    const kept = withoutDeclarationsApart(found.candidates, options.edges);
    if (kept.length === 1) found = { found: true, id: kept[0]!.id, match: kept[0]!.match };
    else if (kept.length < found.candidates.length) found = { found: false, candidates: kept };
  }
  if (found.found) {
    const also = found.also?.length ? { also: found.also.slice(0, ALSO_SHOWN), alsoCount: found.also.length } : {};
    return { id: found.id, said: found.match === "id" ? {} : { query, match: found.match, ...(found.inheritedBy ? { inheritedBy: found.inheritedBy } : {}), ...also } };
  }
  const overloads = options.takeOverloads ? overloadIds(found.candidates) : undefined;
  if (overloads) return { id: overloads[0]!, said: { query, match: found.candidates[0]!.match }, overloads };
  return found.candidates.length > 1 ? { ambiguous: found.candidates } : { none: true };
}

/** Ids a name's answer lists of the nodes outside the implementation it passed over (`Said.also`). */
const ALSO_SHOWN = 5;

/** Per store: the declared packages of its files as of its last finished index run (a server answers many misses). */
const packagesKept = new WeakMap<object, { run: string; packages: Promise<Map<string, string>> }>();

/** The files' declared packages (`packagesOf`), read once per finished index run of `store`. */
async function packagesIn(store: Pick<Store, "listFiles" | "listRuns">): Promise<Map<string, string>> {
  const [last] = await store.listRuns(1);
  const run = last ? `${last.id}:${last.finishedAt ?? ""}` : "";
  let kept = packagesKept.get(store);
  if (kept?.run !== run) {
    const packages = store.listFiles().then(packagesOf);
    // A failed read is not kept: the next question reads again.
    packages.catch(() => packagesKept.delete(store));
    packagesKept.set(store, (kept = { run, packages }));
  }
  return kept.packages;
}
