/**
 * Dependency levels for bottom-up summaries (seed 001 §3.2.1, Algorithm 1), built on the condensation of
 * strongly connected components instead of Algorithm 1's `BreakCycle`, so cycles are handled deterministically.
 *
 * Dependencies: a node depends on its resolved callees (`calls` edges whose target is a node) and on its
 * children (`contains`): functions and methods → classes → files → folders → the repository.
 * 1. Build the dependency graph (graphology); self-calls are noted as `recursive` and left out of it.
 * 2. Strongly connected components (graphology-components); each becomes one unit.
 * 3. Topological order of the condensed graph (graphology-dag); level(unit) = 0 without dependencies, else
 *    1 + the highest level among the units it depends on (the level Algorithm 1 would give it).
 */
import { createRequire } from "node:module";
import type { CodeGraph } from "../../graph/index.js";

/** One level: nodes that depend only on lower levels (and on the other members of their cycle). */
export interface SummaryLevel {
  /** 0 for nodes without dependencies. */
  level: number;
  /** Node ids, sorted. */
  nodes: string[];
  /** Strongly connected components of more than one node at this level, each sorted, sorted by first id. */
  cycles: string[][];
  /** Nodes at this level that call themselves, sorted. */
  recursive: string[];
}

/** The whole schedule: levels from 0 up. */
export interface SummarySchedule {
  levels: SummaryLevel[];
  nodeCount: number;
  cycleCount: number;
}

/** The dependency relation the schedule is built on, by node id (sorted, self excluded). */
export interface Dependencies {
  /** Resolved callees that are graph nodes. */
  callees: Map<string, string[]>;
  /** Direct children by `contains`. */
  children: Map<string, string[]>;
  /** Nodes that call themselves. */
  recursive: Set<string>;
  /**
   * Callees a node only hands on, sorted per node: every `calls` edge to them is `via: "callback"` (a function passed
   * by name, Go `&Command{RunE: runServe}`, TypeScript `{ verify: lib.verify }`): registered or passed for later,
   * not run. A `reference` (a getter or `@property` read, which runs now, or a method named where no value is handed
   * on) is a call.
   */
  handedOn: Map<string, string[]>;
}

/**
 * Collects callees and children of every node of `graph`; edges to ids that are not nodes are ignored, and so are
 * constructions by a literal (`via: "literal"`, Go `&Context{…}`): a value built is no call, so its type is no callee.
 * A call from a member to the type that holds it is no dependency either.
 * A callee reached only by callback edges is a callee handed on ({@link Dependencies.handedOn}).
 */
export function dependenciesOf(graph: CodeGraph): Dependencies {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const callees = new Map<string, Set<string>>();
  const children = new Map<string, Set<string>>();
  const recursive = new Set<string>();
  const handed = new Map<string, Set<string>>();
  const run = new Map<string, Set<string>>();
  for (const e of graph.edges) {
    if (!ids.has(e.from) || !ids.has(e.to)) continue;
    if (e.kind === "calls" && e.resolved && e.via !== "literal") {
      // A member calling the type it belongs to (Go's `func (f HandlerFunc) ServeHTTP(…) { f(w, r) }`, a value of its
      // own function type; `new C()` in a method of a class C without a constructor) depends on no more than itself:
      // no callee, so no cycle between the type and its member (a break-it trial).
      if (e.from.startsWith(`${e.to}.`)) continue;
      // A function handing itself on (a Go lexer state returning itself, `return lexDatetime`) does not call itself.
      if (e.from === e.to) {
        if (e.via !== "callback") recursive.add(e.from);
      }
      else {
        add(callees, e.from, e.to);
        add(e.via === "callback" ? handed : run, e.from, e.to);
      }
    } else if (e.kind === "contains" && e.from !== e.to) add(children, e.from, e.to);
  }
  for (const [from, to] of handed) for (const t of run.get(from) ?? []) to.delete(t);
  return { callees: sortedLists(callees), children: sortedLists(children), recursive, handedOn: sortedLists(new Map([...handed].filter(([, to]) => to.size))) };
}

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}

function sortedLists(map: Map<string, Set<string>>): Map<string, string[]> {
  return new Map([...map].map(([k, v]) => [k, [...v].sort(compareIds)]));
}

/** Code-unit order of ids, the same on every machine (no locale). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The levels of `graph` (see the module comment). Deterministic: the same graph gives the same schedule. The last
 * schedule is kept with its node ids and dependencies: a long-lived process (`strata watch`) re-schedules after
 * every edit, and most edits change no call or containment edge, so the same schedule (one shared object: callers
 * must not change it) comes back without building the graphs again.
 */
export function buildSchedule(graph: CodeGraph, deps: Dependencies = dependenciesOf(graph)): SummarySchedule {
  if (lastSchedule && sameInputs(lastSchedule.ids, lastSchedule.deps, graph, deps)) return lastSchedule.schedule;
  const schedule = scheduleOf(graph, deps);
  lastSchedule = { ids: graph.nodes.map((n) => n.id), deps, schedule };
  return schedule;
}

/** The last schedule {@link buildSchedule} made, with the node ids and dependencies it was made from. */
let lastSchedule: { ids: readonly string[]; deps: Dependencies; schedule: SummarySchedule } | undefined;

const sameLists = (a: ReadonlyMap<string, readonly string[]>, b: ReadonlyMap<string, readonly string[]>): boolean => {
  if (a.size !== b.size) return false;
  for (const [from, tos] of a) {
    const other = b.get(from);
    if (!other || other.length !== tos.length || tos.some((t, i) => t !== other[i])) return false;
  }
  return true;
};

/** Whether a schedule depends on the same things: node ids in order, callees, children and recursive nodes (compared, never joined into one key). */
function sameInputs(lastIds: readonly string[], lastDeps: Dependencies, graph: CodeGraph, deps: Dependencies): boolean {
  if (lastIds.length !== graph.nodes.length || lastDeps.recursive.size !== deps.recursive.size) return false;
  for (let i = 0; i < graph.nodes.length; i++) if (lastIds[i] !== graph.nodes[i]!.id) return false;
  for (const id of deps.recursive) if (!lastDeps.recursive.has(id)) return false;
  return sameLists(lastDeps.callees, deps.callees) && sameLists(lastDeps.children, deps.children);
}

function scheduleOf(graph: CodeGraph, deps: Dependencies): SummarySchedule {
  // Loaded here, not at the top: every command loads this module through the summarize stage's entry, and only
  // indexing and `strata levels` schedule; the three CommonJS packages cost ~20 ms of start-up.
  const require = createRequire(import.meta.url);
  const { DirectedGraph } = require("graphology") as typeof import("graphology");
  const { stronglyConnectedComponents } = require("graphology-components") as typeof import("graphology-components");
  const { topologicalSort } = require("graphology-dag") as typeof import("graphology-dag");
  const g = new DirectedGraph();
  for (const n of graph.nodes) g.mergeNode(n.id);
  for (const [from, tos] of [...deps.callees, ...deps.children]) for (const to of tos) g.mergeEdge(from, to);

  const components = stronglyConnectedComponents(g).map((c) => [...c].sort(compareIds));
  const unitOf = new Map<string, number>();
  components.forEach((members, i) => members.forEach((id) => unitOf.set(id, i)));

  const condensed = new DirectedGraph();
  components.forEach((_, i) => condensed.addNode(String(i)));
  g.forEachEdge((_edge, _attrs, from, to) => {
    const a = unitOf.get(from);
    const b = unitOf.get(to);
    if (a !== b) condensed.mergeEdge(String(a), String(b));
  });

  // Topological order puts a unit before the units it depends on; walk it backwards so dependencies come first.
  const levelOf = new Map<string, number>();
  for (const unit of topologicalSort(condensed).reverse()) {
    let level = 0;
    condensed.forEachOutNeighbor(unit, (dep) => {
      level = Math.max(level, (levelOf.get(dep) ?? 0) + 1);
    });
    levelOf.set(unit, level);
  }

  const levels: SummaryLevel[] = [];
  components.forEach((members, i) => {
    const level = levelOf.get(String(i)) ?? 0;
    while (levels.length <= level) levels.push({ level: levels.length, nodes: [], cycles: [], recursive: [] });
    const entry = levels[level]!;
    entry.nodes.push(...members);
    if (members.length > 1) entry.cycles.push(members);
    for (const id of members) if (deps.recursive.has(id)) entry.recursive.push(id);
  });
  for (const l of levels) {
    l.nodes.sort(compareIds);
    l.cycles.sort((a, b) => compareIds(a[0]!, b[0]!));
    l.recursive.sort(compareIds);
  }
  return { levels, nodeCount: graph.nodes.length, cycleCount: components.filter((c) => c.length > 1).length };
}

/**
 * The units of one level, in a fixed order: each cycle as one unit (members in id order), every other node alone.
 * Units are independent of each other and may run in parallel (Algorithm 2).
 */
export function unitsOf(level: SummaryLevel): string[][] {
  const inCycle = new Set(level.cycles.flat());
  const units = [...level.cycles, ...level.nodes.filter((id) => !inCycle.has(id)).map((id) => [id])];
  return units.sort((a, b) => compareIds(a[0]!, b[0]!));
}

/** {@link callCycleOthers} per dependency cycle (the schedule's member list) and node. */
const CALL_CYCLES = new WeakMap<readonly string[], Map<string, string[]>>();

/**
 * The other members of `id`'s dependency cycle that it is in a call cycle with: the strongly connected component of
 * `id` among the cycle's members over the calls they run (callees less those only handed on,
 * {@link Dependencies.handedOn}). A Go lexer's state functions return each other as values (`return
 * lexTableNameStart`, `lx.push(lexTableNameEnd)`): one dependency cycle, but no function calls another, and toml's
 * summaries read "In a call cycle with lexTableNameEnd". In `cycle`'s order.
 */
export function callCycleOthers(id: string, cycle: readonly string[], deps: Pick<Dependencies, "callees" | "handedOn">): string[] {
  if (cycle.length < 2) return [];
  let byNode = CALL_CYCLES.get(cycle);
  if (!byNode) {
    const require = createRequire(import.meta.url);
    const { DirectedGraph } = require("graphology") as typeof import("graphology");
    const { stronglyConnectedComponents } = require("graphology-components") as typeof import("graphology-components");
    const members = new Set(cycle);
    const g = new DirectedGraph();
    for (const m of cycle) g.mergeNode(m);
    for (const from of cycle) {
      const handed = new Set(deps.handedOn.get(from) ?? []);
      for (const to of deps.callees.get(from) ?? []) if (members.has(to) && !handed.has(to)) g.mergeEdge(from, to);
    }
    byNode = new Map();
    for (const component of stronglyConnectedComponents(g)) {
      const inIt = new Set(component);
      for (const m of component) byNode.set(m, cycle.filter((x) => x !== m && inIt.has(x)));
    }
    CALL_CYCLES.set(cycle, byNode);
  }
  return byNode.get(id) ?? [];
}
