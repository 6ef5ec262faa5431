/**
 * The docs around a function or method ({@link NodeContext}): what its class, its file, the method it overrides and its
 * callers say of it in their authors' words. Read from graph node docs only, never from generated summaries, so a
 * node's context is ready at any level (seed 001 §3.2.3 composes summaries from callees upward; the words of callers
 * and containers reach a node only this way).
 */
import { BY_NAME_OVERRIDE_LANGUAGES, type CodeGraph, type GraphNode } from "../../graph/index.js";
import { docSentence } from "../render.js";
import { moduleDoc } from "./extractiveNode.js";
import { splitSignature } from "./facts.js";
import type { FileFacts, NodeContext } from "./generator.js";
import { compareIds, type Dependencies } from "./levels.js";
import { getOrMake } from "../../shared/maps.js";
import { isTestPath } from "../../shared/testPaths.js";

/** Most callers a {@link NodeContext} lists. */
export const MAX_CALLERS = 3;
/** Base classes / interfaces walked up for an inherited doc (a base's base is 2). */
const INHERIT_DEPTH = 3;

/**
 * A base method's doc addressed to the subclasses that override it, which no override inherits or takes as a twin's: marshmallow's
 * `Field._deserialize` "Concrete Field classes should implement this method." (every `_deserialize` override had it as
 * its purpose), "Subclasses must override this", "Override this to …".
 */
const IMPLEMENTERS_NOTE = /\b(?:should|must|need to|needs to|have to|has to)\s+(?:be\s+)?(?:implement|implemented|override|overridden)\b|^(?:override|implement)\s+(?:this|me)\b/iu;

/**
 * The {@link NodeContext} of a function or method, from node docs only: its owner's doc, its file's doc, the doc of
 * the same-named method of the nearest base class or interface (breadth first, at most {@link INHERIT_DEPTH} up), else
 * of its one documented twin (same name, same parameter names: {@link NodeContext.twin}) that is an interface's method
 * or whose type shares a base with its own (itself included: an interface and its implementation) — never an
 * override in a subclass of its own type, nor one beside it under a shared base that has the method too — and
 * its documented callers that it does not call back (those in test files only when no code outside them calls it;
 * for a method that is the one override of the nearest base's method of its name, also that method's callers, which
 * reach it through the base type),
 * those that call the fewest other nodes first (a caller that does little else says most about what it
 * uses the node for), then by id; at most {@link MAX_CALLERS}.
 */
export function docContext(graph: CodeGraph, deps: Dependencies, files: ReadonlyMap<string, FileFacts> | undefined): (node: GraphNode) => NodeContext {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const parent = new Map<string, string>();
  for (const [from, list] of deps.children) for (const to of list) parent.set(to, from);
  const bases = new Map<string, string[]>();
  const callers = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (!e.resolved || !nodes.has(e.to) || e.from === e.to) continue;
    if (e.kind === "inherits" || e.kind === "implements") getOrMake(bases, e.from, () => []).push(e.to);
  }
  for (const [from, list] of deps.callees) for (const to of list) getOrMake(callers, to, () => []).push(from);
  const sentenceOf = (id: string): string | undefined => {
    const node = nodes.get(id);
    return node && nodeSentence(node);
  };
  const inheritedDoc = (owner: string, name: string): { id: string; doc: string } | undefined => {
    let frontier = [owner];
    const seen = new Set(frontier);
    for (let depth = 0; depth < INHERIT_DEPTH && frontier.length; depth++) {
      const next: string[] = [];
      for (const id of frontier) {
        for (const b of [...new Set(bases.get(id) ?? [])].sort(compareIds)) {
          if (seen.has(b)) continue;
          seen.add(b);
          next.push(b);
        }
      }
      for (const b of next) {
        const doc = sentenceOf(`${b}.${name}`);
        // A note to implementers says what the override must do, not what it does.
        if (doc && IMPLEMENTERS_NOTE.test(doc)) return undefined;
        if (doc) return { id: `${b}.${name}`, doc };
      }
      frontier = next;
    }
    return undefined;
  };
  // The callers of the nearest base's method of this name, which reach an override through the base type (requests'
  // `Session.send` calls `adapter.send` on the `BaseAdapter` that `get_adapter` gives: `HTTPAdapter.send`'s main
  // caller).
  // Only for the base method's one override: where several types override it (gin's many `render.Render`
  // implementations), a call through the base names none of them, and each summary listing the same dispatcher made
  // them alike (gin doc-comment queries, summary Pass@1 53.8 → 51.9).
  const methodsByName = new Map<string, string[]>();
  for (const n of graph.nodes) if (n.kind === "method") getOrMake(methodsByName, n.name, () => []).push(n.id);
  // Calls made on the caller's own object (`GraphEdge.onSelf`), by `from\0to`.
  const onSelf = new Set(graph.edges.filter((e) => e.kind === "calls" && e.onSelf).map((e) => `${e.from}\u0000${e.to}`));
  // Methods that call a parent's method (`super().n()`): an override of that kind still runs the base's.
  const parentCallers = new Set(graph.edges.filter((e) => e.kind === "calls" && e.via === "super").map((e) => e.from));
  // A caller `A.n` calling `base.m` on self never runs on an `owner` that overrides `n` (itself or a type between it
  // and A): pendulum's `DateTime.add` read "Used by Date.subtract", which `DateTime` overrides too.
  const runsOn = (caller: string, target: string, owner: string): boolean => {
    if (!onSelf.has(`${caller}\u0000${target}`) || !BY_NAME_OVERRIDE_LANGUAGES.has(nodes.get(caller)?.language ?? "")) return true;
    const callerOwner = parent.get(caller);
    const name = nodes.get(caller)?.name;
    if (!callerOwner || !name) return true;
    return ![...lineage(owner)].some((t) => t !== callerOwner && lineage(t).has(callerOwner) && nodes.has(`${t}.${name}`) && !parentCallers.has(`${t}.${name}`));
  };
  const baseMethodCallers = (owner: string, name: string): string[] => {
    let frontier = [owner];
    const seen = new Set(frontier);
    for (let depth = 0; depth < INHERIT_DEPTH && frontier.length; depth++) {
      const next = frontier.flatMap((id) => [...new Set(bases.get(id) ?? [])].sort(compareIds)).filter((b) => !seen.has(b));
      for (const b of next) seen.add(b);
      const base = next.find((b) => nodes.has(`${b}.${name}`));
      if (base) return overridesOf(base, name) === 1 ? (callers.get(`${base}.${name}`) ?? []).filter((c) => runsOn(c, `${base}.${name}`, owner)) : [];
      frontier = next;
    }
    return [];
  };
  // A type with its bases and their bases (itself included, at most INHERIT_DEPTH up): two owners that share one are
  // in one type hierarchy.
  // Each type's lineage and each base method's override count once: every `__init__` of a large Python repository
  // asks about the same few bases.
  const lineages = new Map<string, Set<string>>();
  const lineage = (owner: string): Set<string> => getOrMake(lineages, owner, () => lineageOf(owner));
  const overrideCounts = new Map<string, number>();
  const overridesOf = (base: string, name: string): number =>
    getOrMake(overrideCounts, `${base}.${name}`, () =>
      (methodsByName.get(name) ?? []).filter((id) => {
        const o = parent.get(id);
        return o !== undefined && o !== base && lineage(o).has(base);
      }).length,
    );
  const lineageOf = (owner: string): Set<string> => {
    const seen = new Set([owner]);
    let frontier = [owner];
    for (let depth = 0; depth < INHERIT_DEPTH && frontier.length; depth++) {
      frontier = frontier.flatMap((id) => bases.get(id) ?? []).filter((b) => !seen.has(b));
      for (const b of frontier) seen.add(b);
    }
    return seen;
  };
  // The method names each type declares (its children's names), for the structural test of an interface twin.
  const members = new Map<string, Set<string>>();
  const memberNames = (owner: string): Set<string> => getOrMake(members, owner, () => new Set((deps.children.get(owner) ?? []).map((id) => nodes.get(id)?.name).filter((n): n is string => n !== undefined)));
  // A class (never another interface) that has every other method of an interface (a one-method interface: its
  // method) conforms to it without saying so (Go, TypeScript, Python protocols). kysely's `MssqlConnection.savepoint`
  // had read "Similar to ControlledTransaction.savepoint but read-only" from an unrelated interface that shares one
  // name, and the interface method `DatabaseConnection.executeQuery` the doc of `QueryExecutor.executeQuery`.
  const conforms = (owner: string, iface: string, name: string): boolean => {
    if (nodes.get(owner)?.kind === "interface") return false;
    const own = memberNames(owner);
    const others = [...memberNames(iface)].filter((n) => n !== name);
    return others.every((n) => own.has(n));
  };
  const twinOf = twins(graph.nodes, (node, twin) => {
    const owner = parent.get(node.id);
    const twinOwner = parent.get(twin.id);
    // Two methods of one name in one type are overloads or a Ruby class method beside an instance method (sinatra's
    // `def call` in `class << self` read the instance `call`'s "Rack call interface."): no twins.
    if (!owner || !twinOwner || owner === twinOwner) return false;
    // An override in a subclass, or beside this one under a base class that has the method too, says what that
    // subclass does: typer's undocumented `ParamType.convert` (`pass`) and every other converter's `convert` read
    // TyperChoice.convert's "…its matching normalized value in the list of choices".
    const twinLine = lineage(twinOwner);
    if (twinLine.has(owner)) return false;
    if (nodes.get(twinOwner)?.kind === "interface") return conforms(owner, twinOwner, node.name);
    const own = lineage(owner);
    const shared = [...twinLine].filter((id) => own.has(id) && id !== twinOwner);
    return shared.length > 0 && !shared.some((id) => nodes.has(`${id}.${node.name}`));
  });
  return (node) => {
    const ownerId = node.kind === "method" ? parent.get(node.id) : undefined;
    const ownerDoc = ownerId ? sentenceOf(ownerId) : undefined;
    const module = files?.get(node.path) && moduleDoc(files.get(node.path)!);
    const inherited = ownerId && !node.doc ? inheritedDoc(ownerId, node.name) : undefined;
    const found = ownerId && !node.doc && !inherited ? twinOf(node) : undefined;
    const twin = found && !IMPLEMENTERS_NOTE.test(found.doc) ? found : undefined;
    // A caller it also calls (a cycle) is already listed under its calls.
    const own = new Set(deps.callees.get(node.id) ?? []);
    const direct = callers.get(node.id) ?? [];
    const through = ownerId ? baseMethodCallers(ownerId, node.name).filter((id) => !direct.includes(id) && id !== node.id) : [];
    const all = [...direct, ...through].map((id) => ({ id, test: isTestPath(nodes.get(id)?.path ?? id) }));
    // With a caller outside test files (documented or not), the tests' callers say nothing of what it is for.
    const codeCalled = all.some((c) => !c.test);
    const documented = all.flatMap(({ id, test }) => {
      const purpose = own.has(id) || (test && codeCalled) ? undefined : sentenceOf(id);
      return purpose ? [{ id, purpose, fanOut: deps.callees.get(id)?.length ?? 0 }] : [];
    });
    // A test helper that calls it says how a test uses it, not what it is for (attrs' `_make_init_script` read "Used
    // by _add_init", a helper of tests/test_dunders.py, beside its undocumented callers `_ClassBuilder.add_init`).
    documented.sort((a, b) => a.fanOut - b.fanOut || compareIds(a.id, b.id));
    const listed = Math.min(documented.length, MAX_CALLERS);
    const counted = all.filter(({ id, test }) => !own.has(id) && !(test && codeCalled)).length;
    return {
      ...(ownerId && ownerDoc ? { owner: { id: ownerId, doc: ownerDoc } } : {}),
      ...(module ? { module } : {}),
      ...(inherited ? { inherited } : {}),
      ...(twin ? { twin } : {}),
      callers: documented.slice(0, MAX_CALLERS).map(({ id, purpose }) => ({ id, purpose })),
      ...(listed > 0 && counted > listed ? { moreCallers: counted - listed } : {}),
    };
  };
}

/**
 * The twin finder of {@link NodeContext.twin}: for an undocumented method, the one other documented method with its
 * name and its parameter names (`self`, `this` and receivers left out, types and defaults ignored) that `kin` accepts,
 * or undefined; never for a Python special method (`__delitem__`), whose name says nothing of what it does in its class.
 * Measured on the doc-comment queries of the tuning repositories (summary Pass@1): flask 28.8 → 31.4, gin 56.3 →
 * 56.8, hono 48.6 both.
 */
/** The first sentence of a node's doc (`docSentence`), by node object: split once per node in a watcher's process. */
function nodeSentence(node: GraphNode): string | undefined {
  return getOrMake(SENTENCES, node, () => docSentence(node.doc, node.language));
}

const SENTENCES = new WeakMap<GraphNode, string | undefined>();

/**
 * Parameter names of a method node, by node object: a watcher's store keeps unchanged nodes' objects between
 * updates, so a signature is split once, not on every update.
 */
const PARAMS = new WeakMap<GraphNode, string>();

/** A Python special method name (`__delitem__`), which unrelated classes share. */
const PROTOCOL_METHOD = /^__\w+__$/u;

function twins(nodes: readonly GraphNode[], kin: (node: GraphNode, twin: GraphNode) => boolean): (node: GraphNode) => { id: string; doc: string } | undefined {
  const params = (n: GraphNode): string =>
    getOrMake(PARAMS, n, () =>
      splitSignature(n.signature, n.name, n.kind === "method")
        .inputs.map((p) => /^[*&.]*([A-Za-z_$][\w$]*)/.exec(p)?.[1] ?? p)
        .join(","),
    );
  const documented = new Map<string, GraphNode[]>();
  for (const n of nodes) if (n.kind === "method" && nodeSentence(n)) getOrMake(documented, n.name, () => []).push(n);
  return (node) => {
    // A protocol method (`__delitem__`, `__eq__`) does something else in every class that has one: starlette's
    // Environ.__delitem__ (an environment variable) was described by MutableHeaders.__delitem__ ("Remove the header key.").
    if (PROTOCOL_METHOD.test(node.name)) return undefined;
    const own = params(node);
    if (!own) return undefined;
    const found = (documented.get(node.name) ?? []).filter((n) => n.id !== node.id && params(n) === own && kin(node, n));
    return found.length === 1 ? { id: found[0]!.id, doc: nodeSentence(found[0]!)! } : undefined;
  };
}
