/**
 * The callers or callees of one node: the nodes at the other end of its `calls` edges, each once, with the strongest
 * resolution among the edges linking them (order of `EDGE_RESOLUTIONS`), and the supertype methods a method is called
 * through. Shared by `strata callers|callees|references` and the MCP tools of the same names.
 */
import { definesApart, dispatchesAlong, EDGE_RESOLUTIONS, neverDispatched, nonCallVia, type EdgeResolution, type GraphEdge, type GraphNode, type NonCallVia } from "../graph/index.js";
import { roleOrder } from "../retrieve/index.js";
import { ancestorTypes, methodParts } from "./supertypes.js";

/** One linked node: its id (`?name` for an unresolved callee as written), how the strongest edge was resolved, and whether it is no call ({@link CallLink.via}). */
export interface CallLink {
  id: string;
  resolution?: EdgeResolution;
  /** An unresolved callee the graph found outside the repository (a package's, the language's own): `true`; else absent. */
  external?: true;
  /**
   * How the link was found when no edge of it is a call expression (every edge `via` that kind): `callback` = the
   * function passed as a value (`arr.map(fn)`, `{ isVisitable }` in an argument), `reference` = a method or accessor
   * read without a call, `literal` = a value built by a literal; absent when one edge is a call (`super` counts as one).
   */
  via?: NonCallVia;
  /**
   * The 1-based lines of the calls in the caller's file (the linked node's for `callers`, `node`'s own for `callees`),
   * ascending, each once: where the call is written, as an editor's call hierarchy gives it (its `fromRanges`).
   * Absent when the edges record no line. When some edges are calls and others are not (`handler(req)` at one line,
   * `parser.run('', handler)` at another), only the calls' lines: the others are {@link CallLink.valueLines}.
   */
  callLines?: number[];
  /**
   * The 1-based lines, ascending, where a link that is also called is used without a call (passed as an argument,
   * read as a property, built by a literal): fastify's `callees handleRequest` read `handler (called at lines 36,
   * 69, 73, 87, 92)` where 73 and 87 hand `handler` to `contentTypeParser.run`. Absent when there are none or when no
   * edge of the link is a call (then {@link CallLink.via} says so and `callLines` holds every line).
   */
  valueLines?: number[];
  /** How the uses at {@link CallLink.valueLines} link, when they are all of one kind. */
  valueVia?: NonCallVia;
  /**
   * For `callees`, a method callee's overrides in the types that inherit or implement its type, transitively, by
   * node id (sorted; at most {@link MAX_OVERRIDES_LISTED}): a call on a value of the base type may run one of them.
   * A trial on requests: `callees Session.send` named only `BaseAdapter.send` for `adapter.send(request)`, a stub
   * that raises NotImplementedError, and not `HTTPAdapter.send`, the one that runs. Absent when there are none.
   */
  overriddenBy?: string[];
  /** The number of {@link CallLink.overriddenBy} in all, when more than are listed. */
  overrideCount?: number;
}

/** Most overrides a callee link lists ({@link CallLink.overriddenBy}). */
export const MAX_OVERRIDES_LISTED = 3;

/**
 * The `direction` links of `node` over `edges` (`calls` only): implementation first, then generated and config files,
 * examples and docs, benchmarks and tests (`roleOrder`, as `definition` orders them; urfave/cli's `callers Command.Run`
 * listed its two non-test callers 148th and 339th), each group by id; an unresolved callee (`?name`) by its text.
 * @param direction `callers`: nodes with a `calls` edge to `node`; `callees`: targets of `node`'s `calls` edges.
 */
export function callLinks(edges: readonly GraphEdge[], node: string, direction: "callers" | "callees"): CallLink[] {
  const how = new Map<string, EdgeResolution | undefined>();
  const outside = new Set<string>();
  // Per linked id, the one `via` of all its edges; null once an edge is a call expression or the kinds differ.
  const vias = new Map<string, CallLink["via"] | null>();
  // Per linked id, the lines of its calls and the lines where it is only used as a value (with their one `via`, null
  // when they differ); together, every line of its edges.
  const callAt = new Map<string, Set<number>>();
  const valueLines = new Map<string, Set<number>>();
  const valueVias = new Map<string, NonCallVia | null>();
  // Linked ids some edge reaches by dispatch (a call expression that is no parent call such as Python's `super().m()`).
  const dispatched = new Set<string>();
  for (const e of edges) {
    if (e.kind !== "calls" || (direction === "callers" ? e.to !== node : e.from !== node)) continue;
    const id = direction === "callers" ? e.from : e.to;
    const via = nonCallVia(e);
    if (e.via === undefined) dispatched.add(id);
    const edgeLines = e.lines ?? (e.line !== undefined ? [e.line] : []);
    // A call edge carries the lines where its callee is only used as a value (`valueLines`, the graph's merge).
    const uses = via ? edgeLines : (e.valueLines ?? []);
    const usedAt = new Set(uses);
    const called = callAt.get(id) ?? new Set<number>();
    for (const l of via ? [] : edgeLines) if (!usedAt.has(l)) called.add(l);
    callAt.set(id, called);
    const value = valueLines.get(id) ?? new Set<number>();
    for (const l of uses) value.add(l);
    valueLines.set(id, value);
    const useVia = via ?? e.valueVia;
    if (uses.length) valueVias.set(id, useVia && (!valueVias.has(id) || valueVias.get(id) === useVia) ? useVia : null);
    vias.set(id, !vias.has(id) ? (via ?? null) : vias.get(id) === via ? via : null);
    const prior = how.get(id);
    if (!how.has(id) || (e.resolution && (!prior || EDGE_RESOLUTIONS.indexOf(e.resolution) < EDGE_RESOLUTIONS.indexOf(prior)))) how.set(id, e.resolution ?? prior);
    if (e.external) outside.add(id);
  }
  const order = (id: string): number => (id.startsWith("?") ? 0 : roleOrder(id.includes("#") ? id.slice(0, id.indexOf("#")) : id));
  const ranked = [...how.keys()].map((id) => ({ id, role: order(id) })).sort((a, b) => a.role - b.role || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const overrides = direction === "callees" ? overridesIn(edges) : undefined;
  return ranked.map(({ id }) => {
    const via = vias.get(id);
    // A parent call (`super().send(…)`) runs that method itself, never an override of it.
    const overriddenBy = dispatched.has(id) ? (overrides?.(id) ?? []) : [];
    // Called somewhere and used as a value elsewhere: the value uses' lines apart (a line holding both is a call's);
    // with no call at all, every line is the link's own (`via`, or value uses of several kinds).
    const called = callAt.get(id) ?? new Set<number>();
    const apart = via || !called.size ? [] : [...(valueLines.get(id) ?? [])].filter((l) => !called.has(l)).sort((a, b) => a - b);
    const at = [...(apart.length ? called : new Set([...called, ...(valueLines.get(id) ?? [])]))].sort((a, b) => a - b);
    const valueVia = valueVias.get(id);
    return {
      id,
      ...(how.get(id) ? { resolution: how.get(id)! } : {}),
      ...(outside.has(id) ? { external: true as const } : {}),
      ...(via ? { via } : {}),
      ...(at.length ? { callLines: at } : {}),
      ...(apart.length ? { valueLines: apart, ...(valueVia ? { valueVia } : {}) } : {}),
      ...(overriddenBy.length ? { overriddenBy: overriddenBy.slice(0, MAX_OVERRIDES_LISTED), ...(overriddenBy.length > MAX_OVERRIDES_LISTED ? { overrideCount: overriddenBy.length } : {}) } : {}),
    };
  });
}

/**
 * A function from a method id to its overrides (see {@link CallLink.overriddenBy}), over the resolved `inherits` and
 * `implements` edges and the `contains` edges of `edges`; the indexes are built on the first question.
 */
function overridesIn(edges: readonly GraphEdge[]): (id: string) => string[] {
  let subtypes: Map<string, string[]> | undefined;
  let members: Map<string, Set<string>> | undefined;
  return (id) => {
    if (!subtypes || !members) {
      subtypes = new Map();
      members = new Map();
      for (const e of edges) {
        // Not along a Go embedding (`dispatchesAlong`): `Stmt.QueryRowx` is not overridden by `qStmt.QueryRowx`.
        if (e.resolved && dispatchesAlong(e) && e.from !== e.to) subtypes.set(e.to, [...(subtypes.get(e.to) ?? []), e.from]);
        else if (e.kind === "contains") members.set(e.from, (members.get(e.from) ?? new Set()).add(e.to));
      }
    }
    const { owner, member } = methodParts(id);
    if (!owner.includes("#") || !members.get(owner)?.has(id)) return [];
    // The subtypes, transitively: the supertype walk over the reversed edges.
    const held = members;
    return ancestorTypes(owner, subtypes)
      .flatMap((t) => (held.get(t)?.has(`${t}.${member}`) ? [`${t}.${member}`] : []))
      .sort();
  };
}

/** A supertype's method that calls of a method go through, with how many callers it has. */
export interface CalledThrough {
  id: string;
  callers: number;
  /** True for a function's declared type (`const f: Handler = …`), not a supertype's method. */
  declared?: boolean;
  /** True for the definition of a declaration written apart from it (C++ `T::m` in a source file for `m` in its class). */
  definition?: boolean;
}

/**
 * The methods named like method `id` (`<type id>.<member>`, an overload's `@<line>` ignored) in the types its type
 * inherits or implements, transitively and nearest first, that have callers: a call on a value of the interface
 * (`e.router.Route(c)` on echo's `Router`) is an edge to the interface's method, never to the implementation, so
 * `callers router.go#DefaultRouter.Route` found nothing while `impact` lists 47 callers through `Router.Route`.
 * For a function (given its `node`): its declared types that calls reach ({@link declaredTypeCalls}); for a method,
 * also the interface members it implements itself (an object literal's method). Empty for a node
 * that is neither, whose supertypes' methods have no callers, or (given its `node`) that no call of another type's
 * method can run (`neverDispatched`: a static Java method).
 */
export function calledThrough(edges: readonly GraphEdge[], id: string, node?: Pick<GraphNode, "kind" | "language" | "signature">): CalledThrough[] {
  const defined = definitionsOf(edges, id);
  if (defined.length) return defined;
  const { base, owner, member } = methodParts(id);
  if (node?.kind === "function") return declaredTypeCalls(edges, id);
  // A method with no type in its id (an object literal's written `satisfies Storage` or passed as an argument,
  // `src/impls.ts#mount`): only the interface members it implements itself.
  if (base.indexOf("#") < 0 || base.lastIndexOf(".") < base.indexOf("#")) return declaredTypeCalls(edges, id);
  // A static Java, C# or C++ method hides its supertypes' methods of that name: no call on them runs it.
  if (node && neverDispatched(node)) return [];
  const supertypes = new Map<string, string[]>();
  const callers = new Map<string, Set<string>>();
  for (const e of edges) {
    // Calls of an embedded Go type's method never run the embedding type's (`dispatchesAlong`).
    if (e.resolved && dispatchesAlong(e) && e.from !== e.to) supertypes.set(e.from, [...(supertypes.get(e.from) ?? []), e.to]);
    else if (e.kind === "calls") {
      const set = callers.get(e.to);
      if (set) set.add(e.from);
      else callers.set(e.to, new Set([e.from]));
    }
  }
  const out: CalledThrough[] = [];
  for (const t of ancestorTypes(owner, supertypes)) {
    for (const [target, from] of callers) {
      if (methodParts(target).base === `${t}.${member}`) out.push({ id: target, callers: from.size });
    }
  }
  // A method of an object literal written as an interface implements that interface's member itself (unstorage's
  // `createStorage.storage.mount` of `const storage: Storage = { mount(…) { … } }`): calls of `Storage.mount` run it.
  for (const t of declaredTypeCalls(edges, id)) if (!out.some((o) => o.id === t.id)) out.push(t);
  return out;
}

/**
 * The definitions of declaration `id` that have callers ({@link definesApart}: C++ `WriteBatchInternal::InsertInto`
 * defined in `write_batch.cc` for its declaration in `write_batch_internal.h`), where calls of the declaration reach
 * the definition. Empty for any other node.
 */
function definitionsOf(edges: readonly GraphEdge[], id: string): CalledThrough[] {
  const defs = new Set(edges.filter((e) => e.to === id && definesApart(e)).map((e) => e.from));
  if (!defs.size) return [];
  const callers = new Map<string, Set<string>>();
  for (const e of edges) if (e.kind === "calls" && e.resolved && defs.has(e.to)) callers.set(e.to, (callers.get(e.to) ?? new Set()).add(e.from));
  return [...defs].filter((d) => callers.has(d)).map((d) => ({ id: d, callers: callers.get(d)!.size, definition: true }));
}

/**
 * The declared types of function `id` (its `implements` edges: TypeScript `const invalidate: InvalidateDependents =
 * (…) => …`), and the interface members it is assigned to (`self.fail = function fail(…)`), that calls reach, each
 * with its number of callers: a call of a value of that type is an edge to the type (to the member). jotai's `callers BUILDING_BLOCK_invalidateDependents` said "no results" while `impact` listed two callers
 * through `InvalidateDependents`.
 */
function declaredTypeCalls(edges: readonly GraphEdge[], id: string): CalledThrough[] {
  const declared = new Set(edges.filter((e) => e.resolved && e.kind === "implements" && e.from === id && e.to !== id).map((e) => e.to));
  const callers = new Map<string, Set<string>>();
  for (const e of edges) if (e.kind === "calls" && e.resolved && declared.has(e.to)) callers.set(e.to, (callers.get(e.to) ?? new Set()).add(e.from));
  return [...declared].filter((t) => callers.has(t)).map((t) => ({ id: t, callers: callers.get(t)!.size, declared: true }));
}

/**
 * One line saying how calls reach `id` when it has no direct callers (see {@link calledThrough}), naming the commands
 * that list them; undefined when none go through a supertype.
 */
export function calledThroughNote(id: string, through: readonly CalledThrough[], direct = 0): string | undefined {
  if (!through.length) return undefined;
  const parts = through.map((t) => `${t.callers} caller${t.callers === 1 ? "" : "s"} through ${t.id}`).join(", ");
  // A trial on requests: `callers Session.send` left out `resolve_redirects`, whose `self.send(…)` reaches the mixin's
  // stub `SessionRedirectMixin.send` that Session overrides.
  const member = (t: CalledThrough): boolean => t.id.slice(t.id.indexOf("#") + 1).includes(".");
  if (through.every((t) => t.definition)) return `${id} is declared here and defined apart: calls reach its definition (${parts}): strata callers ${through[0]!.id} lists them`;
  const how = through.every((t) => t.declared) ? (through.every(member) ? "the interface member it is assigned to" : "its declared type") : "which it implements or overrides";
  if (direct > 0) return `also ${parts}, ${how} (calls on a value of that type may run it): strata callers ${through[0]!.id} lists them, strata impact ${id} follows them`;
  return `no direct calls of ${id} in the code graph; ${parts}, ${how} (calls on a value of that type): strata callers ${through[0]!.id} lists them, strata impact ${id} follows them`;
}

/**
 * Why a call stayed unresolved, in words, from its callee as written (`tlist.token_next_by`, `func`,
 * `Lexer.get_default_instance(…).get_tokens`) and the graph's nodes: how many repository functions, methods and
 * classes carry the called name ("1 repository definition of token_next_by, not tied to this call"), or, with none,
 * that it calls a value the graph does not follow (a parameter, a function-typed field: httprouter's
 * `r.PanicHandler(…)`). "no one repository target found" had read as "none found" beside a name with exactly one
 * definition (sqlparse's `tlist.token_next_by`).
 */
export function unresolvedReason(nodes: readonly GraphNode[], callee: string): string {
  const name = callee.slice(callee.lastIndexOf(".") + 1);
  const count = nodes.filter((n) => CALLABLE_OR_TYPE.has(n.kind) && simpleName(n.id) === name).length;
  return count ? `unresolved: ${count} repository definition${count === 1 ? "" : "s"} of ${name}, not tied to this call` : "unresolved: a value the graph does not follow";
}

const CALLABLE_OR_TYPE = new Set<string>(["function", "method", "class", "struct", "interface"]);

/** The last name of a node id (`a.py#A.b` → `b`). */
function simpleName(id: string): string {
  const hash = id.indexOf("#");
  const qualified = hash < 0 ? id : id.slice(hash + 1);
  return qualified.slice(qualified.lastIndexOf(".") + 1).replace(/@\d+$/u, "");
}
