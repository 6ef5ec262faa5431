/**
 * `impact`: what a change to a node may break — its transitive callers, importers, subclasses and the code that
 * names it as a value, by reverse breadth-first search over the stored code graph's `calls`, `imports`,
 * `inherits`, `implements` and `uses` edges, up to
 * `depth` hops, grouped by file, with the test files among them. A file's impact starts from the file and every
 * declaration in it; a class's (or interface's, struct's) from the type and every member declared in it (a change
 * to a class reaches the callers of its constructor and methods). Callers no edge names the method
 * itself are added, each labelled:
 * - calls through a supertype: a method `C.m` of a class that inherits or implements `T` (transitively) is reached by
 *   the calls resolved to `T.m` or any overload of it (`mediator.Send()` on an `IMediator` runs `Mediator.Send`),
 *   with `through: "T.m"`; not by a call on self from a method `T.n` that C (or a type between) overrides (graph edge
 *   `onSelf`: on a C, `T.n` never runs); not by a parent call (`super().m()` in a sibling class of C, graph edge `via: "super"`),
 *   which is bound to `T.m`, unless a type derives from both the caller's class and C (Python's cooperative `super()`);
 *   a Go type embedding `T` is no subtype here (`dispatchesAlong`: only calls through an interface dispatch);
 * - calls through an interface a function is declared as: a function with an `implements` edge to interface `T`
 *   (`const ky: Partial<Mutable<KyInstance>> = (…) => Ky.create(…)`) is reached by the calls resolved to `T` itself (a
 *   call through a value of type `T`: ky's tests calling `ky(…)` and `ky.get(…)`), with `through: "T"`;
 * - overrides: a method `T.m` reaches every method named `m` (each overload) of the types that inherit or implement `T`
 *   (transitively), with `overrides: "T.m"` and `via` the subtype's `inherits` or `implements` edge — a change to an
 *   interface's, abstract or virtual method's contract changes what each override must be — and, one hop further, the
 *   callers of those overrides (`circle.area()` for `Shape.area`, C# `mailJob.Run()` for `IJob.Run`);
 * - type tests: a method of an interface is reached by the value uses of the interface (Go `v.(SliceValue)`, `case
 *   SliceValue:`), since its method set decides which values pass them;
 * - `by-name` calls: unresolved in-repository calls whose callee name is the method's or function's (the test of
 *   `references`), one hop only — they are not followed further, since each may mean another symbol of that name.
 */
import { BY_NAME_OVERRIDE_LANGUAGES, dispatchesAlong, fileOfId, neverDispatched, TYPE_NODE_KINDS, type CodeGraph, type EdgeResolution, type GraphEdge, type GraphNode } from "../graph/index.js";
import { fileRole } from "../retrieve/index.js";
import { isTestPath } from "../shared/testPaths.js";
import { byNameTest, calleeName } from "./references.js";
import { getOrMake } from "../shared/maps.js";
import { ancestorTypes, methodParts } from "./supertypes.js";

/**
 * One affected node: `distance` hops from the changed node, reached through an edge of kind `via` found by
 * `resolution` (`by-name`: an unresolved call of the same name); `through` is the supertype member the call named
 * when it reaches the node by dispatch.
 */
export interface ImpactedNode {
  id: string;
  distance: number;
  via: GraphEdge["kind"];
  resolution: EdgeResolution | "by-name";
  through?: string;
  /** For a method reached as an override: the supertype's method it overrides or implements (the one reached before it). */
  overrides?: string;
}

/** The impact of changing `node`, grouped by file (nearest files first, then by path). */
export interface ImpactReport {
  node: string;
  /** When the change was asked of a method's name that all its overloads share: their ids, `node` first. */
  overloads?: string[];
  depth: number;
  files: { path: string; test: boolean; nodes: ImpactedNode[] }[];
  /** Test files among `files`, and source files whose test code (`GraphNode.test`) is reached: the tests to run. */
  tests: string[];
  /** Affected nodes in all. */
  total: number;
  /**
   * When `tests` is empty: the fewest hops at which a test file is reached, up to {@link TESTS_SEARCH_DEPTH} (ky's
   * `timeout` reaches its tests at 5, through `Ky.create` and the `KyInstance` calls); absent when none is.
   */
  testsAt?: number;
  /**
   * When `tests` is empty: test files holding unresolved calls of the name of a reached function or method (the
   * `references` by-name test), sorted, with the names they call: reqwest's `impact error.rs#status_code` reached
   * `Response.error_for_status`, which its tests call on values the graph does not type, and read "tests: none".
   * Absent when there are none.
   */
  testsByName?: { files: string[]; names: string[] };
}

/** Most hops searched for the nearest test when none is within the asked depth. */
export const TESTS_SEARCH_DEPTH = 8;

/** Edges whose source a change to the target reaches; `uses`: a function handed on as a value is called through it. */
const IMPACT_KINDS = new Set<GraphEdge["kind"]>(["calls", "imports", "inherits", "implements", "uses"]);

/**
 * The impact of `id` within `depth` hops (default 3) — of a file, every node in it; of a folder, every node under it
 * (the repository node: every node, so nothing outside is left to reach) — starting also from `overloads` (the other overloads of method
 * `id`, see `overloadIds`: their callers are reached as its own); `undefined` when `id` is not a node. With no test
 * within `depth`, a second walk to {@link TESTS_SEARCH_DEPTH} fills `testsAt` unless `nearestTests` is false (a caller
 * that only wants the nodes, such as `changes`, saves that walk).
 */
export function impactOf(graph: CodeGraph, id: string, depth = 3, overloads: readonly string[] = [], nearestTests = true): ImpactReport | undefined {
  const node = graph.nodes.find((n) => n.id === id);
  if (!node) return undefined;
  const pathOf = new Map(graph.nodes.map((n) => [n.id, n.path]));
  const incoming = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    if (!e.resolved || !IMPACT_KINDS.has(e.kind)) continue;
    const list = incoming.get(e.to);
    if (list) list.push(e);
    else incoming.set(e.to, [e]);
  }
  // A folder stands for everything under it (the repository for everything): what depends on any of it from elsewhere.
  const under = node.kind === "repository" ? "" : `${node.path}/`;
  const start =
    node.kind === "file"
      ? graph.nodes.filter((n) => n.path === node.path && n.kind !== "folder" && n.kind !== "repository").map((n) => n.id)
      : node.kind === "folder" || node.kind === "repository"
        ? graph.nodes.filter((n) => n.path.startsWith(under) && n.kind !== "folder" && n.kind !== "repository").map((n) => n.id)
        : TYPE_NODE_KINDS.has(node.kind)
        ? [id, ...graph.nodes.filter((n) => n.id.startsWith(`${id}.`)).map((n) => n.id)]
        : [id, ...overloads.filter((o) => o !== id)];
  const nodeById = new Map(graph.nodes.map((n) => [n.id, n]));
  const supertypes = new Map<string, string[]>();
  const subtypes = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    // Not along a Go embedding (`dispatchesAlong`): a change to `qStmt.QueryRowx` reaches no caller of `Stmt.QueryRowx`.
    if (!e.resolved || !dispatchesAlong(e) || e.from === e.to) continue;
    supertypes.set(e.from, [...(supertypes.get(e.from) ?? []), e.to]);
    subtypes.set(e.to, [...(subtypes.get(e.to) ?? []), e]);
  }
  // Methods by `<type id>.<name>`, an overload's `@<line>` suffix dropped (C#'s `Sender.Send@4` is a `Send` too).
  const methodsByName = new Map<string, string[]>();
  for (const n of graph.nodes) {
    if (n.kind !== "method") continue;
    const key = methodParts(n.id).base;
    methodsByName.set(key, [...(methodsByName.get(key) ?? []), n.id]);
  }
  // A static method of Java, C# or C++ hides its base type's method of that name: no call dispatches between them.
  const dispatchable = (id: string): boolean => {
    const n = nodeById.get(id);
    return n?.kind === "method" && !neverDispatched(n);
  };
  /** `C.m` → the members named `m` of every supertype of `C` (each overload), nearest type first. */
  const dispatchedFrom = (target: string): string[] => {
    if (!dispatchable(target)) return [];
    const { owner, member } = methodParts(target);
    return ancestorTypes(owner, supertypes).flatMap((t) => (methodsByName.get(`${t}.${member}`) ?? []).filter(dispatchable));
  };
  /**
   * Method `T.m` → the methods named `m` (each overload) of every type that inherits or implements `T` (transitively),
   * nearest first, each with the heritage edge of the subtype that declares it.
   */
  const overridesOf = (target: string): { id: string; edge: GraphEdge }[] => {
    if (!dispatchable(target)) return [];
    const { owner, member } = methodParts(target);
    const out: { id: string; edge: GraphEdge }[] = [];
    const seenTypes = new Set([owner]);
    const queue = [...(subtypes.get(owner) ?? [])];
    while (queue.length) {
      const edge = queue.shift()!;
      if (seenTypes.has(edge.from)) continue;
      seenTypes.add(edge.from);
      for (const id of methodsByName.get(`${edge.from}.${member}`) ?? []) if (dispatchable(id)) out.push({ id, edge });
      queue.push(...(subtypes.get(edge.from) ?? []));
    }
    return out;
  };
  /** Type `t` and every type that inherits or implements it, transitively. */
  const belowCache = new Map<string, Set<string>>();
  const below = (t: string): Set<string> => {
    let out = belowCache.get(t);
    if (out) return out;
    out = new Set([t]);
    const queue = [t];
    while (queue.length) {
      for (const e of subtypes.get(queue.shift()!) ?? []) {
        if (out.has(e.from)) continue;
        out.add(e.from);
        queue.push(e.from);
      }
    }
    belowCache.set(t, out);
    return out;
  };
  // Methods that call a parent's method (`via: "super"`).
  const parentCallers = new Set(graph.edges.filter((e) => e.kind === "calls" && e.via === "super").map((e) => e.from));
  /**
   * True when method `caller` (`A.n`) is overridden on the way from type `below` up to A (in `below` itself or a type
   * between) by a method that calls no parent method: on a `below` object, `A.n` never runs, so its calls on self
   * never reach `below`'s overrides (pendulum's `Date.subtract` calls `self.add(…)`; `DateTime` overrides both
   * `subtract` and `add`). Only where a method of one name in a subtype always overrides (`BY_NAME_OVERRIDE_LANGUAGES`):
   * a Java overload of another signature overrides nothing, and a non-virtual C++ method runs through a base pointer.
   */
  const overriddenCaller = (caller: string, belowType: string): boolean => {
    const { owner, member } = methodParts(caller);
    if (!TYPE_NODE_KINDS.has(nodeById.get(owner)?.kind ?? "file") || !BY_NAME_OVERRIDE_LANGUAGES.has(nodeById.get(caller)?.language ?? "")) return false;
    const under = below(owner);
    // An override that calls its parent's (`super().subtract(n)`, Ruby's bare `super`) runs the caller after all.
    return [belowType, ...ancestorTypes(belowType, supertypes)].some((t) => t !== owner && under.has(t) && nodeById.has(`${t}.${member}`) && !parentCallers.has(`${t}.${member}`));
  };
  /**
   * Whether call `e` of a supertype's method may run `target`, an override of it: a call on a receiver does, a parent
   * call (`via: "super"`, `super().m()` in class X) only where a type derives from both X and `target`'s type without
   * that type deriving from X (Python's cooperative `super()` in `class D(X, T)` runs `T.m` after `X.m`); an override in
   * a sibling of X never runs.
   */
  const dispatches = (e: GraphEdge, target: string): boolean => {
    if (e.via !== "super") return !(e.onSelf && overriddenCaller(e.from, methodParts(target).owner));
    const callerType = methodParts(e.from).owner;
    const targetType = methodParts(target).owner;
    if (!TYPE_NODE_KINDS.has(nodeById.get(callerType)?.kind ?? "file")) return false;
    const fromCaller = below(callerType);
    return !fromCaller.has(targetType) && [...below(targetType)].some((t) => fromCaller.has(t));
  };
  /**
   * Method `target` of an interface → the value uses of that interface (`uses` edges: Go `v.(SliceValue)`, `case
   * SliceValue:`): its method set decides which values such a test lets through. A class's value uses
   * (`isinstance(x, C)`) test a name, which a method changes nothing of.
   */
  const typeTestsOf = (target: string): GraphEdge[] => {
    if (nodeById.get(target)?.kind !== "method") return [];
    const { owner } = methodParts(target);
    return nodeById.get(owner)?.kind === "interface" ? (incoming.get(owner) ?? []).filter((e) => e.kind === "uses") : [];
  };
  /**
   * Function `target` → the interfaces it is declared as, and the interface members it is assigned to (yargs's
   * `self.fail = function fail(…)` on a `UsageInstance`): its `implements` edges. Calls through them run it.
   */
  const declaredAs = (target: string): string[] =>
    nodeById.get(target)?.kind === "function" ? (supertypes.get(target) ?? []).filter((t) => nodeById.get(t)?.kind === "interface" || (nodeById.get(t)?.kind === "method" && nodeById.get(methodParts(t).owner)?.kind === "interface")) : [];
  const seen = new Set(start);
  const found: ImpactedNode[] = [];
  let frontier = start;
  for (let d = 1; d <= depth && frontier.length; d++) {
    const next: string[] = [];
    const reach = (e: GraphEdge, through?: string): void => {
      if (seen.has(e.from)) return;
      seen.add(e.from);
      found.push({ id: e.from, distance: d, via: e.kind, resolution: e.resolution ?? (e.kind === "imports" ? "import" : "name-only"), ...(through ? { through } : {}) });
      next.push(e.from);
    };
    for (const target of frontier) {
      for (const e of incoming.get(target) ?? []) reach(e);
      for (const e of typeTestsOf(target)) reach(e);
      for (const member of dispatchedFrom(target)) for (const e of incoming.get(member) ?? []) if (dispatches(e, target)) reach(e, member);
      for (const type of declaredAs(target)) for (const e of incoming.get(type) ?? []) if (e.kind === "calls") reach(e, type);
      for (const { id: override, edge } of overridesOf(target)) {
        if (seen.has(override)) continue;
        seen.add(override);
        found.push({ id: override, distance: d, via: edge.kind, resolution: edge.resolution ?? "name-only", overrides: target });
        next.push(override);
      }
    }
    // The changed node's by-name callers, one hop (see the module comment); not for a whole file, whose every
    // short name (`get`, `run`) would pull in unrelated callers.
    if (d === 1 && node.kind !== "file") {
      const unresolvedCalls = graph.edges.filter((e) => e.kind === "calls" && !e.resolved && !e.external);
      for (const target of start) {
        const member = nodeById.get(target);
        if (!member) continue;
        const test = byNameTest(graph, member);
        for (const e of unresolvedCalls) {
          if (!test(e) || seen.has(e.from)) continue;
          seen.add(e.from);
          found.push({ id: e.from, distance: 1, via: "calls", resolution: "by-name" });
        }
      }
    }
    frontier = next.sort();
  }
  const byFile = new Map<string, ImpactedNode[]>();
  for (const n of found) {
    const p = pathOf.get(n.id) ?? n.id.split("#")[0]!;
    const list = byFile.get(p);
    if (list) list.push(n);
    else byFile.set(p, [n]);
  }
  const files = [...byFile.entries()]
    // A Go benchmark file (`x_bench_test.go`, role `bench`) is still a test file: `go test` builds and runs it.
    .map(([path, nodes]) => ({ path, test: fileRole(path) === "test" || isTestPath(path), nodes: nodes.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1)) }))
    .sort((a, b) => a.nodes[0]!.distance - b.nodes[0]!.distance || (a.path < b.path ? -1 : 1));
  // A source file holding reached test code (Rust's `#[cfg(test)] mod tests`) is where those tests run; the file
  // itself stays a source file.
  const runsTests = (f: { test: boolean; nodes: ImpactedNode[] }): boolean => f.test || f.nodes.some((n) => nodeById.get(n.id)?.test === true);
  const tests = files.filter(runsTests).map((f) => f.path);
  const deeper = nearestTests && !tests.length && depth < TESTS_SEARCH_DEPTH ? impactOf(graph, id, TESTS_SEARCH_DEPTH, overloads)!.files.find(runsTests)?.nodes[0]?.distance : undefined;
  const byName = nearestTests && !tests.length && node.kind !== "file" && node.kind !== "folder" && node.kind !== "repository" ? testsCallingByName(graph, [...start, ...found.filter((f) => f.resolution !== "by-name").map((f) => f.id)], nodeById) : undefined;
  return { node: id, ...(start.length > 1 && node.kind === "method" ? { overloads: start } : {}), depth, files, tests, total: found.length, ...(deeper !== undefined ? { testsAt: deeper } : {}), ...(byName ? { testsByName: byName } : {}) };
}

/** {@link ImpactReport.testsByName} for the nodes `ids` (functions and methods among them); undefined when none. */
function testsCallingByName(graph: CodeGraph, ids: readonly string[], nodeById: ReadonlyMap<string, GraphNode>): { files: string[]; names: string[] } | undefined {
  const unresolved = graph.edges.filter((e) => e.kind === "calls" && !e.resolved && !e.external);
  const inTest = (from: string): boolean => {
    const path = fileOfId(from);
    return fileRole(path) === "test" || isTestPath(path) || nodeById.get(from)?.test === true;
  };
  // Test calls by their callee's name: `byNameTest` reads the whole graph per node, so only a node whose name some test
  // call has is asked (an impact reaches hundreds of nodes).
  const byCallee = new Map<string, GraphEdge[]>();
  for (const e of unresolved) if (inTest(e.from)) getOrMake(byCallee, calleeName(e.to), () => []).push(e);
  const files = new Set<string>();
  const names = new Set<string>();
  for (const id of new Set(ids)) {
    const member = nodeById.get(id);
    const candidates = member && (member.kind === "function" || member.kind === "method") ? byCallee.get(member.name) : undefined;
    if (!member || !candidates) continue;
    const test = byNameTest(graph, member);
    for (const e of candidates) {
      if (!test(e)) continue;
      files.add(fileOfId(e.from));
      names.add(member.name);
    }
  }
  return files.size ? { files: [...files].sort(), names: [...names].sort() } : undefined;
}

