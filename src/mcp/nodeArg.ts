/**
 * The `node` argument of the MCP tools (`references`, `impact`, `source`, `callers`, `callees`, `node_summary`),
 * read as the CLI reads it (resolveNode in src/navigate): an id (a leading `./` and a folder's missing `/`
 * forgiven), else the one declaration a qualified or simple name names. Paths are repository-relative: the server
 * has no working directory of the user's.
 */
import { ambiguousNodeMessage, dottedName, overloadIds, packagesOf, resolveNode } from "../navigate/index.js";
import type { GraphNode } from "../graph/index.js";
import type { Store } from "../store/index.js";

/**
 * The node id `query` names and, when a name (not an id) named it, the fields that say so in the answer
 * (`query`, `match`). A query that names no node comes back as given, for the tool's own "no node" error.
 * With `takeOverloads` (`impact`), a name of a method's overloads only names them all (`overloads`, the first
 * declared as `id`). With `packages` (file path → declared package), a package-qualified name (Go `middleware.Logger`).
 * @throws Error when it names several nodes: the message lists up to five ids (exported first) to choose from.
 */
export function nodeIdFor(nodes: GraphNode[], query: string, takeOverloads = false, packages?: ReadonlyMap<string, string>): { id: string; said: { query?: string; match?: string }; overloads?: string[] } {
  const found = resolveNode({ nodes }, query, packages);
  if (found.found) return { id: found.id, said: found.match === "id" ? {} : { query, match: found.match } };
  const overloads = takeOverloads ? overloadIds(found.candidates) : undefined;
  if (overloads) return { id: overloads[0]!, said: { query, match: found.candidates[0]!.match }, overloads };
  if (found.candidates.length > 1) throw new Error(ambiguousNodeMessage(query, found.candidates));
  return { id: query, said: {} };
}

/**
 * {@link nodeIdFor}, and when the query names no node and is dotted, read again as a package-qualified name (Go
 * `middleware.Logger`) with the files' declared packages from `store` (loaded only then: every file row is read).
 * @throws Error as {@link nodeIdFor}.
 */
export async function nodeIdInStore(store: Pick<Store, "listFiles" | "listRuns">, nodes: GraphNode[], query: string, takeOverloads = false): Promise<ReturnType<typeof nodeIdFor>> {
  const first = nodeIdFor(nodes, query, takeOverloads);
  if (first.said.match !== undefined || !dottedName(query).includes(".") || nodes.some((n) => n.id === first.id)) return first;
  return nodeIdFor(nodes, query, takeOverloads, await packagesIn(store));
}

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
