/**
 * The nodes a watcher's update can have changed the input of (`runHierarchy` with a `HierarchyMemo`): every other
 * node is reused from its memo entry after checks of its own identity and its dependencies' texts only, without
 * building its input's pieces (callee order, children, doc context, places). Computed from what changed since the
 * memo's run: nodes whose graph object differs (the store's kept graph keeps unchanged nodes' objects across its
 * writes), nodes added or gone, edges added or gone (by object, then paired by what the hierarchy reads of an edge:
 * kind, ends, resolved, `via`; an edge whose end appeared or went counts too), and file facts of another object.
 *
 * Why each piece of a node X's input (`hashInput`, the pieces `unchanged` compares) is covered, i.e. a node outside
 * the set has the pieces its memo entry was made with:
 * - X's node (kind, names, code hash, signature, doc, span, `exported`): compared by object for every node.
 * - File facts (a file node's `file`; a callable's `module` doc): compared by object for every file node; a path
 *   whose facts changed puts its file node and every callable of that path in the set.
 * - Callees (resolved, non-literal `calls` edges to existing nodes, self-calls aside): an affected `calls` edge puts
 *   its source in the set; their order (caller counts): the target's callers are put in the set.
 * - Unresolved calls and recursion: from `calls` edges of X, as above.
 * - Children (`contains` edges; a file's children unwrapped through type-only containers, by the kinds of its
 *   descendants): an affected `contains` edge and a changed node put their ancestors in the set.
 * - Cycle members: compared for every node from the schedule (a list, empty outside cycles).
 * - A file's children's caller counts (`childUses`): the ancestors of an affected `calls` edge's target.
 * - Places of callees and children (export, test, aside, weight, declaration word): a place is made from the node
 *   and its descendants (nodes, `contains` edges); the ancestors of a changed node and of an affected `contains`
 *   edge's source are "moved", and the callers and parents of a moved node are put in the set (a moved node too: its
 *   own place is stored in its entry).
 * - Texts of callees and children, and a cycle member's node: compared for every node (as `unchanged` does).
 * - Doc context (generators with `usesContext`, callables only):
 *   - owner doc: X's parent (an affected `contains` edge puts its target in the set) and the parent's node (a changed
 *     node puts its children in the set);
 *   - callers' purposes and the count of the rest: X's callers (an affected `calls` edge puts its target in the set,
 *     and the target's overrides up to three types down: an override lists the callers of its one base method that
 *     run on it), their nodes (a changed
 *     node puts its callees in the set) and their callee counts (an affected `calls` edge puts every callee of its
 *     source in the set), X's own callees (its own edges);
 *   - inherited doc: the node `<base>.<name>` of a base up to three levels up: a changed or gone node puts every
 *     callable whose name is a dot-suffix of its id in the set; the bases themselves (`inherits` / `implements`
 *     edges): an affected one puts every node in the set;
 *   - twin: the documented methods of X's name, their parents and the parents' kinds, bases and member names, and
 *     X's parent's member names (a type's span changes with its members): a changed or gone node puts callables of
 *     its name and of its children's names in the set, an affected `contains` edge callables of its target's name;
 *     bases as above.
 * Over-approximation is safe (a node in the set gets the full check); a node missed would keep a stale summary.
 */
import { compareEdges, type CodeGraph, type GraphEdge, type GraphNode } from "../../graph/index.js";
import type { FileFacts } from "./generator.js";
import type { Dependencies } from "./levels.js";
import { getOrMake } from "../../shared/maps.js";

/** What {@link suspects} compares against: the memo's view of the last run. */
export interface LastView {
  /** Per node id, its graph node and (file nodes) its facts as the last run saw them. */
  entries: ReadonlyMap<string, { node: GraphNode; file: FileFacts | undefined; callees: readonly string[] }>;
  /** The last run's edges (`CodeGraph.edges`). */
  edges: readonly GraphEdge[];
}

/** What the hierarchy reads of an edge (`dependenciesOf`, `unresolvedCalls`, `docContext`). */
const edgeKey = (e: GraphEdge): string => `${e.kind}\u0000${e.from}\u0000${e.to}\u0000${e.resolved ? 1 : 0}\u0000${e.via ?? ""}\u0000${e.onSelf ? 1 : 0}`;

/**
 * The ids whose input may differ from their memo entry's (see the module comment), or undefined for every node
 * (the bases changed).
 */
export function suspects(
  graph: CodeGraph,
  nodes: ReadonlyMap<string, GraphNode>,
  deps: Dependencies,
  files: ReadonlyMap<string, FileFacts> | undefined,
  last: LastView,
): Set<string> | undefined {
  const out = new Set<string>();
  const parents = new Map<string, string[]>();
  for (const [from, list] of deps.children) for (const to of list) getOrMake(parents, to, () => []).push(from);
  const callers = new Map<string, string[]>();
  for (const [from, list] of deps.callees) for (const to of list) getOrMake(callers, to, () => []).push(from);
  const moved = new Set<string>();
  const climbed = new Set<string>();
  /** Puts `id` and its ancestors in the set; with `move`, also as moved (their places may differ). */
  const upward = (id: string, move: boolean): void => {
    const seen = move ? moved : climbed;
    const stack = [id];
    while (stack.length) {
      const at = stack.pop()!;
      if (seen.has(at)) continue;
      seen.add(at);
      out.add(at);
      for (const p of parents.get(at) ?? []) stack.push(p);
    }
  };
  const names = new Set<string>();
  const addNames = (n: GraphNode | undefined): void => {
    if (!n) return;
    names.add(n.name);
    for (let i = n.id.indexOf("."); i >= 0; i = n.id.indexOf(".", i + 1)) names.add(n.id.slice(i + 1));
  };
  const changed: string[] = [];
  const present = new Set<string>();
  let existence = false;
  for (const n of graph.nodes) {
    present.add(n.id);
    const seen = last.entries.get(n.id);
    if (!seen) existence = true;
    if (seen?.node !== n) changed.push(n.id);
  }
  for (const id of last.entries.keys()) {
    if (present.has(id)) continue;
    existence = true;
    changed.push(id);
  }
  const paths = new Set<string>();
  for (const n of graph.nodes) if (n.kind === "file" && last.entries.get(n.id)?.file !== files?.get(n.path)) paths.add(n.path);
  for (const id of changed) {
    const now = nodes.get(id);
    addNames(now);
    addNames(last.entries.get(id)?.node);
    upward(id, true);
    for (const c of deps.children.get(id) ?? []) {
      out.add(c);
      addNames(nodes.get(c));
    }
    for (const c of deps.callees.get(id) ?? []) out.add(c);
  }
  // Edges by what is read of them: those gone and those new, paired off by key; an edge whose end appeared or went.
  const delta = new Map<string, { edge: GraphEdge; count: number }>();
  const count = (e: GraphEdge, by: number): void => {
    const key = edgeKey(e);
    const d = delta.get(key);
    if (d) d.count += by;
    else delta.set(key, { edge: e, count: by });
  };
  // The two lists side by side in the store's order (a kept edge is the same object in both): an edge object found
  // in one list only is counted; in any other order the walk counts more edges, which pair off, never fewer.
  const before = last.edges;
  const after = graph.edges;
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const a = before[i];
    const b = after[j];
    if (a === b) {
      i++;
      j++;
    } else if (b === undefined || (a !== undefined && compareEdges(a, b) < 0)) {
      count(a!, 1);
      i++;
    } else if (a === undefined || compareEdges(a, b) > 0) {
      count(b, -1);
      j++;
    } else {
      count(a, 1);
      count(b, -1);
      i++;
      j++;
    }
  }
  const affected = [...delta.values()].filter((d) => d.count !== 0).map((d) => d.edge);
  if (existence) {
    const ends = new Set(changed.filter((id) => !present.has(id) || !last.entries.has(id)));
    for (const e of graph.edges) if (ends.has(e.from) || ends.has(e.to)) affected.push(e);
  }
  // Types below each type (inherits / implements; unchanged here: a changed one puts every node in the set), built on
  // first use, and the overrides of a method in them up to three levels down (`docContext`'s INHERIT_DEPTH).
  let derived: Map<string, string[]> | undefined;
  const overridesOf = (method: string): string[] => {
    const node = nodes.get(method);
    const owner = parents.get(method)?.[0];
    if (node?.kind !== "method" || owner === undefined) return [];
    if (!derived) {
      derived = new Map();
      for (const d of graph.edges) if ((d.kind === "inherits" || d.kind === "implements") && d.resolved) getOrMake(derived, d.to, () => []).push(d.from);
    }
    const out: string[] = [];
    const seen = new Set([owner]);
    let level = [owner];
    for (let depth = 0; depth < 3 && level.length; depth++) {
      level = level.flatMap((t) => derived!.get(t) ?? []).filter((t) => !seen.has(t) && seen.add(t));
      for (const t of level) if (nodes.has(`${t}.${node.name}`)) out.push(`${t}.${node.name}`);
    }
    return out;
  };
  for (const e of affected) {
    if (e.kind === "inherits" || e.kind === "implements") return undefined;
    if (e.kind === "calls") {
      out.add(e.from);
      out.add(e.to);
      for (const c of deps.callees.get(e.from) ?? []) out.add(c);
      for (const c of last.entries.get(e.from)?.callees ?? []) out.add(c);
      for (const c of callers.get(e.to) ?? []) out.add(c);
      // The overrides of the callee list its callers as theirs (`docContext`'s base method callers).
      for (const o of overridesOf(e.to)) out.add(o);
      upward(e.to, false);
    } else if (e.kind === "contains") {
      out.add(e.to);
      addNames(nodes.get(e.to));
      addNames(last.entries.get(e.to)?.node);
      upward(e.from, true);
    }
  }
  for (const id of moved) for (const c of callers.get(id) ?? []) out.add(c);
  for (const n of graph.nodes) {
    if (n.kind === "file" ? paths.has(n.path) : (n.kind === "function" || n.kind === "method") && (paths.has(n.path) || names.has(n.name))) out.add(n.id);
  }
  return out;
}
