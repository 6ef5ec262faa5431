/**
 * Bottom-up hierarchical summaries, level by level (seed 001 §3.2.2, Algorithm 2), updated incrementally
 * (the paper's §6 limitation: it re-parses everything).
 *
 * 1. Levels from {@link buildSchedule}; each level's units (a cycle, or one node) run in parallel under a
 *    concurrency limit (p-limit); a cycle's members run in id order, each seeing the others' extractive facts.
 * 2. A node's input = its own part (code hash, signature, doc for functions and methods; name, doc and the file's
 *    contract facts for containers), its callees' summary texts in importance order, its children's texts, its
 *    unresolved calls and the generator key and settings. `inputHash` = xxHash64 of that.
 * 3. A stored summary with the same `inputHash` is reused; otherwise the generator runs. Since parents hash the
 *    texts of their dependencies, a new summary whose text equals the old one stops the propagation there.
 * 4. After each level, its outcomes go to `onLevel` (the store), so a killed run keeps the finished levels.
 * A fallback (model answer unusable) is stored with `inputHash` = `"fallback:" + hash`, so the next run retries it.
 */
import pLimit from "p-limit";
import { TYPE_NODE_KINDS, type CodeGraph, type GraphEdge, type GraphNode, type GraphNodeKind } from "../../graph/index.js";
import { hashText, initHash } from "../../shared/hash.js";
import { nodeFacts } from "./extractiveNode.js";
import { calleeName, declarationWord } from "./facts.js";
import { docContext } from "./nodeContext.js";
import type { ContextSummary, FileFacts, NodeContext, NodeGenerator, NodeInput } from "./generator.js";
import { calleeImportance, byImportance, callerCounts } from "./importance.js";
import { buildSchedule, callCycleOthers, compareIds, dependenciesOf, unitsOf, type SummarySchedule } from "./levels.js";
import type { NodeSummary } from "./nodeSummary.js";
import { appendAll } from "../../shared/arrays.js";
import { suspects } from "./dirty.js";

/** What is stored of a node's summary from an earlier run. */
export interface PreviousSummary {
  inputHash: string;
  summary: NodeSummary;
}

export interface HierarchyOptions {
  graph: CodeGraph;
  generator: NodeGenerator;
  /** Earlier summaries of this generator, by node id. */
  previous?: ReadonlyMap<string, PreviousSummary>;
  /** Stage 1 facts of files, by path. */
  files?: ReadonlyMap<string, FileFacts>;
  /** Source text of a function or method (asked only when the generator needs code and the node must be summarized). */
  loadCode?: (node: GraphNode) => Promise<string | undefined>;
  /**
   * Whether a repo-relative path (a file, or a folder ending in `/`) holds tests: a folder's summary lists its other
   * files first and counts the tests. Absent: none is a test.
   */
  isTest?: (path: string) => boolean;
  /**
   * Whether a repo-relative folder (ending in `/`) holds docs or examples rather than the code (`docs/`, `examples/`,
   * typer's `docs_src/`): a folder's summary names it after the code folders. Absent: none is.
   */
  isAside?: (path: string) => boolean;
  /** Units summarized at once within a level (default 4). */
  concurrency?: number;
  /** Stops before the next unit; finished levels are kept. */
  signal?: AbortSignal;
  /** Called with each finished level's outcomes (in id order) before the next level starts. */
  onLevel?: (outcomes: NodeOutcome[], level: number) => Promise<void> | void;
  /** Nodes done so far (reused or summarized) out of all; must not throw. */
  onProgress?: (done: number, total: number) => void;
  /**
   * What the previous run in this process saw of each node ({@link HierarchyMemo}), for a long-lived process
   * (`strata watch`): a unit (a node, or a cycle's members) whose every input is provably the same is reused without
   * building and hashing its input. Updated in place at the end of a complete run (cleared after a stopped or aborted one).
   */
  memo?: HierarchyMemo;
}

/**
 * What a run saw of each node, kept by the caller between runs of one store and generator ({@link hierarchyMemo}).
 * A node is reused without its input hash when its graph node is the very object of the last run (a store's kept
 * graph keeps unchanged nodes' objects across its own writes), its callees in order, children, unresolved calls,
 * recursion, cycle, file facts (the same object) and context are equal, and every callee and child has the summary
 * text and the place in the tree (export, test, weight, declaration word) it had: by induction, exactly what its
 * stored input hash was computed from. A graph read again (another process wrote) gives new objects: every node is
 * hashed as without a memo.
 *
 * Most nodes are not even compared piece by piece: from the nodes, edges and file facts that differ from the last
 * run's, `suspects` (dirty.ts, whose comment argues each input) finds the nodes whose pieces or place may differ;
 * any other node is reused after the checks that stay cheap (its node object and file facts, its stored input hash,
 * its cycle, its callees' and children's texts), so an update costs in proportion to what its edit can reach.
 */
export interface HierarchyMemo {
  /** The generator (key, settings and what it reads) the entries were made with. */
  key?: string;
  entries: Map<string, MemoEntry>;
  /** The edges of the run the entries were made in (absent: every node is compared piece by piece). */
  edges?: readonly GraphEdge[];
}

/** One node as the last run saw it (see {@link HierarchyMemo}). */
interface MemoEntry {
  node: GraphNode;
  inputHash: string;
  text: string;
  /** A file's children's caller counts, for a generator that reads them (`NodeGenerator.readsUses`), as one string. */
  childUses: string;
  /** Its place as a callee or child: export, test, aside, weight and declaration word, as one string. */
  place: string;
  callees: readonly string[];
  handedOn: readonly string[];
  children: readonly string[];
  unresolved: readonly string[];
  recursive: boolean;
  cycle: readonly string[];
  file: FileFacts | undefined;
  context: NodeContext | undefined;
}

/** An empty {@link HierarchyMemo}. */
export function hierarchyMemo(): HierarchyMemo {
  return { entries: new Map() };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

const sameDoc = (a: { id: string; doc: string } | undefined, b: { id: string; doc: string } | undefined): boolean => a === b || (a?.id === b?.id && a?.doc === b?.doc);

/** Whether two node contexts say the same (field by field: a watcher compares one per function and method per update). */
function sameContext(a: NodeContext | undefined, b: NodeContext | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.module === b.module && sameDoc(a.owner, b.owner) && sameDoc(a.inherited, b.inherited) && sameDoc(a.twin, b.twin) &&
    a.callers.length === b.callers.length && a.callers.every((c, i) => c.id === b.callers[i]!.id && c.purpose === b.callers[i]!.purpose) &&
    a.moreCallers === b.moreCallers
  );
}

/** One node after a run: `summarized` = the generator ran; `changed` = its text differs from the stored one. */
export interface NodeOutcome {
  id: string;
  inputHash: string;
  summary: NodeSummary;
  status: "reused" | "summarized" | "fallback";
  changed: boolean;
  fallback?: string;
}

/** What a run did. Counts are nodes, except `llmCalls`; tokens are as the provider reported. */
export interface HierarchyReport {
  generatorKey: string;
  nodes: number;
  levels: number;
  cycles: number;
  /** Nodes the generator ran for (including fallbacks). */
  summarized: number;
  reused: number;
  /**
   * Nodes whose input was built and hashed; the others were reused through the {@link HierarchyOptions.memo} (the
   * nodes a watcher's edit can reach are hashed, not the whole graph).
   */
  hashed: number;
  /** Summarized nodes whose text differs from the stored one (or that had none). */
  changed: number;
  fallbacks: number;
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** `summarized / nodes` in percent, two decimals. */
  summarizedPercent: number;
  aborted: boolean;
  /** Ids of the nodes summarized, in level order, at most {@link LISTED_IDS}. */
  summarizedIds: string[];
  /** Set when the generator threw (LLM budget spent, bad credentials): the levels finished before are kept. */
  stopped?: { kind: string; message: string };
}

/** What {@link runHierarchy} returns: outcomes in level order (ids sorted within a level); `error` = what stopped it. */
export interface HierarchyResult {
  schedule: SummarySchedule;
  outcomes: NodeOutcome[];
  report: HierarchyReport;
  error?: unknown;
}

/** Most ids listed in {@link HierarchyReport.summarizedIds}. */
export const LISTED_IDS = 50;

const CALLABLE = new Set(["function", "method"]);
/** True for a type declaration (whose code a generator with `typeCode` reads, for its fields). */
const isType = (kind: GraphNodeKind | undefined): boolean => kind !== undefined && TYPE_NODE_KINDS.has(kind);

/**
 * Runs the hierarchy over `options.graph`. Never throws for a generator error: it stops after the current level
 * (whose finished outcomes still go to `onLevel`) and sets `report.stopped` with the error's `kind` and message.
 */
export async function runHierarchy(options: HierarchyOptions): Promise<HierarchyResult> {
  await initHash();
  const { graph, generator, signal } = options;
  const deps = dependenciesOf(graph);
  const schedule = buildSchedule(graph, deps);
  const importance = calleeImportance(deps);
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const unresolved = unresolvedCalls(graph);
  const contextOf = generator.usesContext ? docContext(graph, deps, options.files) : undefined;
  const done = new Map<string, NodeSummary>();
  const facts = new Map<string, Promise<NodeSummary>>();
  // A cycle member's facts read its body as its summary will (returns, raises, loops, calls outside the graph), so
  // the line its callers list for it says what its own summary says, less what its callees do (toml's
  // `MetaData.unifyArray` was "Takes data any; rv reflect.Value …" under `unify` and "Returns error, at 4 return points
  // …" everywhere else).
  const factsOf = (id: string): Promise<NodeSummary> => {
    const kept = facts.get(id);
    if (kept) return kept;
    const node = nodes.get(id)!;
    const made = (async () => nodeFacts(node, generator.needsCode && CALLABLE.has(node.kind) && options.loadCode ? await options.loadCode(node) : undefined, unresolved.get(id) ?? []))();
    facts.set(id, made);
    return made;
  };
  const outcomes: NodeOutcome[] = [];
  const report: HierarchyReport = {
    generatorKey: generator.key, nodes: graph.nodes.length, levels: schedule.levels.length, cycles: schedule.cycleCount,
    summarized: 0, reused: 0, hashed: 0, changed: 0, fallbacks: 0, llmCalls: 0, inputTokens: 0, outputTokens: 0, summarizedPercent: 0, aborted: false, summarizedIds: [],
  };
  let stop: unknown;
  const limit = pLimit(Math.max(1, options.concurrency ?? 4));

  // Lines a declaration spans with its members (a Go struct's methods lie outside its own span): its size in a file.
  const lineCounts = new Map<string, number>();
  const linesOf = (id: string): number => {
    const known = lineCounts.get(id);
    if (known !== undefined) return known;
    lineCounts.set(id, 0); // a containment cycle cannot occur, but never recurse forever
    const span = nodes.get(id)?.span;
    const total = (span ? span.endLine - span.startLine + 1 : 0) + (deps.children.get(id) ?? []).reduce((sum, c) => sum + linesOf(c), 0);
    lineCounts.set(id, total);
    return total;
  };
  // A file's units: a type whose children are all types (Ruby `module Rack` around `class Request`) gives way to them.
  const unwrapped = (ids: readonly string[]): string[] =>
    ids.flatMap((c) => {
      const inner = isType(nodes.get(c)?.kind) ? (deps.children.get(c) ?? []) : [];
      return inner.length && inner.every((i) => isType(nodes.get(i)?.kind)) ? unwrapped(inner) : [c];
    });
  // Exported declarations of a file (its direct children), or of every file under a folder: how a folder orders its entries.
  const exportCounts = new Map<string, number>();
  const exportsUnder = (id: string): number => {
    let n = exportCounts.get(id);
    if (n !== undefined) return n;
    const children = deps.children.get(id) ?? [];
    n = nodes.get(id)?.kind === "folder" ? children.reduce((sum, c) => sum + exportsUnder(c), 0) : children.filter((c) => nodes.get(c)?.exported).length;
    exportCounts.set(id, n);
    return n;
  };
  // A dependency's place in the tree, as a callee's or child's context entry gives it.
  const placeOf = (dep: string): Pick<ContextSummary, "exported" | "test" | "aside" | "weight" | "declaration"> => {
    const of = nodes.get(dep);
    const exported = of?.exported ? ({ exported: true } as const) : {};
    const container = of && (of.kind === "file" || of.kind === "folder");
    const test = container && options.isTest?.(of.kind === "folder" ? of.id : of.path) ? ({ test: true } as const) : {};
    const aside = of?.kind === "folder" && options.isAside?.(of.id) ? ({ aside: true } as const) : {};
    const weight = of?.kind === "file" || of?.kind === "folder" ? { weight: exportsUnder(dep) } : of ? { weight: linesOf(dep) } : {};
    const word = of && isType(of.kind) ? declarationWord(of.signature, of.language) : undefined;
    return { ...exported, ...test, ...aside, ...weight, ...(word ? { declaration: word } : {}) };
  };
  // A file's declarations' caller counts, for generators that read them (a file names its most used exports first):
  // given to a file's children only, so a call added elsewhere re-summarizes the callee's file, not its callers.
  // Callers in test files count apart: they only break ties (a library's API its tests alone call ranks by its own code).
  const ownerType = (id: string): string | undefined => {
    const dot = id.lastIndexOf(".");
    if (dot < id.indexOf("#")) return undefined;
    const owner = nodes.get(id.slice(0, dot));
    return owner && isType(owner.kind) ? owner.id : undefined;
  };
  const callers = generator.readsUses ? callerCounts(deps, (caller) => options.isTest?.(nodes.get(caller)?.path ?? "") ?? false, ownerType) : undefined;
  const usesOf = (node: GraphNode, dep: string): Pick<ContextSummary, "uses" | "testUses"> => {
    if (!callers || node.kind !== "file") return {};
    const uses = callers.outside.get(dep);
    const testUses = callers.tests.get(dep);
    return { ...(uses ? { uses } : {}), ...(testUses ? { testUses } : {}) };
  };
  const childUses = (node: GraphNode, children: readonly string[]): string =>
    generator.readsUses && node.kind === "file"
      ? children
          .map((c) => {
            const u = usesOf(node, c);
            return `${u.uses ?? 0}/${u.testUses ?? 0}`;
          })
          .join(",")
      : "";
  const places = new Map<string, string>();
  const placeKey = (dep: string): string => {
    let key = places.get(dep);
    if (key === undefined) {
      const p = placeOf(dep);
      places.set(dep, (key = `${p.exported ? 1 : 0}${p.test ? 1 : 0}${p.aside ? 1 : 0} ${p.weight ?? ""} ${p.declaration ?? ""}`));
    }
    return key;
  };
  const memoKey = JSON.stringify([generator.key, generator.settings, generator.needsCode, generator.typeCode ?? false, generator.usesContext ?? false, generator.readsUses ?? false]);
  const memo = options.memo?.key === memoKey ? options.memo.entries : undefined;
  const nextMemo = new Map<string, MemoEntry>();
  // Nodes whose pieces may differ from their memo entry's; undefined: every node (no memo, or the bases changed).
  const suspect = memo && options.memo?.edges ? suspects(graph, nodes, deps, options.files, { entries: memo, edges: options.memo.edges }) : undefined;
  // A callee or child is as the last run saw it: the same place, and the same text (a cycle member: the same node, its facts).
  const sameDep = (dep: string, members: ReadonlySet<string>): boolean => {
    const seen = memo!.get(dep);
    if (!seen || seen.place !== placeKey(dep)) return false;
    return members.has(dep) ? seen.node === nodes.get(dep) : done.get(dep)?.text === seen.text;
  };
  // The pieces of a node's input that are not its dependencies' summaries, with what the memo says of them.
  const piecesOf = (id: string, cycle: readonly string[]) => {
    const node = nodes.get(id)!;
    return {
      node,
      file: node.kind === "file" ? options.files?.get(node.path) : undefined,
      callees: byImportance(deps.callees.get(id) ?? [], importance),
      handedOn: deps.handedOn.get(id) ?? [],
      children: node.kind === "file" ? unwrapped(deps.children.get(id) ?? []) : (deps.children.get(id) ?? []),
      docs: contextOf && CALLABLE.has(node.kind) ? contextOf(node) : undefined,
      unresolved: unresolved.get(id) ?? [],
      recursive: deps.recursive.has(id),
      others: callCycleOthers(id, cycle, deps),
    };
  };
  /**
   * The stored summary of `id` with the memo entry for the next run, when the memo proves every input unchanged
   * ({@link HierarchyMemo}); undefined otherwise. No side effect: the caller records what it takes.
   */
  const unchanged = (id: string, cycle: readonly string[], members: ReadonlySet<string>): { outcome: NodeOutcome; entry: MemoEntry } | undefined => {
    const last = memo?.get(id);
    const previous = options.previous?.get(id);
    if (!last || !previous || previous.inputHash !== last.inputHash || last.inputHash.startsWith("fallback:") || last.node !== nodes.get(id)) return undefined;
    const p = piecesOf(id, cycle);
    const same =
      last.file === p.file && last.recursive === p.recursive && sameList(last.callees, p.callees) && sameList(last.handedOn, p.handedOn) && sameList(last.children, p.children) && sameList(last.unresolved, p.unresolved) &&
      sameList(last.cycle, p.others) && sameContext(last.context, p.docs) && last.childUses === childUses(p.node, p.children) && p.callees.every((dep) => sameDep(dep, members)) && p.children.every((dep) => sameDep(dep, members));
    if (!same) return undefined;
    const place = placeKey(id);
    return { outcome: { id, inputHash: previous.inputHash, summary: previous.summary, status: "reused", changed: false }, entry: last.place === place ? last : { ...last, place } };
  };
  /**
   * {@link unchanged} for a node outside `suspect`, whose pieces and place are its memo entry's (dirty.ts): only
   * what stays cheap to compare is compared (the rest of `unchanged`'s conditions hold by that argument).
   */
  const unchangedOutside = (id: string, cycle: readonly string[], members: ReadonlySet<string>): { outcome: NodeOutcome; entry: MemoEntry } | undefined => {
    const last = memo?.get(id);
    const previous = options.previous?.get(id);
    const node = nodes.get(id);
    if (!last || !previous || !node || previous.inputHash !== last.inputHash || last.inputHash.startsWith("fallback:") || last.node !== node) return undefined;
    if (last.file !== (node.kind === "file" ? options.files?.get(node.path) : undefined)) return undefined;
    if (cycle.length ? !sameList(last.cycle, callCycleOthers(id, cycle, deps)) : last.cycle.length > 0) return undefined;
    const same = (dep: string): boolean => {
      const seen = memo!.get(dep);
      return seen !== undefined && (members.has(dep) ? seen.node === nodes.get(dep) : done.get(dep)?.text === seen.text);
    };
    if (!last.callees.every(same) || !last.children.every(same)) return undefined;
    return { outcome: { id, inputHash: previous.inputHash, summary: previous.summary, status: "reused", changed: false }, entry: last };
  };
  // A unit that reaches here was not proven unchanged as a whole (the level loop takes those): its input is hashed.
  const summarize = async (id: string, cycle: string[], members: ReadonlySet<string>): Promise<NodeOutcome> => {
    const context = async (dep: string): Promise<ContextSummary> => {
      const final = members.has(dep) ? undefined : done.get(dep);
      const extra = placeOf(dep);
      return final ? { id: dep, summary: final, ...extra } : { id: dep, summary: await factsOf(dep), facts: true, ...extra };
    };
    const p = piecesOf(id, cycle);
    const outcome = await summarizeInput(id, {
      node: p.node,
      callees: await Promise.all(p.callees.map(async (dep) => ({ ...(await context(dep)), ...(p.handedOn.includes(dep) ? { handedOn: true as const } : {}) }))),
      children: await Promise.all(p.children.map(async (dep) => ({ ...(await context(dep)), ...usesOf(p.node, dep) }))),
      unresolved: p.unresolved,
      recursive: p.recursive,
      cycle: p.others,
      ...(p.file ? { file: p.file } : {}),
      ...(p.docs ? { context: p.docs } : {}),
    });
    const { node, file, callees, handedOn, children, unresolved: ownUnresolved, recursive, others, docs } = p;
    nextMemo.set(id, { node, place: placeKey(id), callees, handedOn, children, childUses: childUses(node, children), unresolved: ownUnresolved, recursive, cycle: others, file, context: docs, inputHash: outcome.inputHash, text: outcome.summary.text });
    return outcome;
  };
  const summarizeInput = async (id: string, input: NodeInput): Promise<NodeOutcome> => {
    const node = input.node;
    const inputHash = hashInput(generator, input);
    report.hashed += 1;
    const previous = options.previous?.get(id);
    if (previous && previous.inputHash === inputHash) {
      report.reused += 1;
      return { id, inputHash, summary: previous.summary, status: "reused", changed: false };
    }
    const wantsCode = CALLABLE.has(node.kind) || (generator.typeCode === true && isType(node.kind));
    const code = generator.needsCode && wantsCode && options.loadCode ? await options.loadCode(node) : undefined;
    const generated = await generator.generate(input, code, signal);
    const changed = previous?.summary.text !== generated.summary.text;
    report.summarized += 1;
    report.llmCalls += generated.calls;
    report.inputTokens += generated.usage.inputTokens;
    report.outputTokens += generated.usage.outputTokens;
    if (changed) report.changed += 1;
    if (generated.fallback !== undefined) {
      report.fallbacks += 1;
      return { id, inputHash: `fallback:${inputHash}`, summary: generated.summary, status: "fallback", changed, fallback: generated.fallback };
    }
    return { id, inputHash, summary: generated.summary, status: "summarized", changed };
  };

  for (const level of schedule.levels) {
    if (signal?.aborted) break;
    const levelOutcomes: NodeOutcome[] = [];
    // Units the memo proves unchanged are taken at once, without a task each (a watcher's update: nearly all).
    const units = unitsOf(level).filter((unit) => {
      if (!memo) return true;
      const members = new Set(unit.length > 1 ? unit : []);
      const cycle = unit.length > 1 ? unit : [];
      const kept = unit.map((id) => (suspect && !suspect.has(id) ? unchangedOutside(id, cycle, members) : undefined) ?? unchanged(id, cycle, members));
      if (!kept.every((k) => k !== undefined)) return true;
      for (const k of kept as { outcome: NodeOutcome; entry: MemoEntry }[]) {
        report.reused += 1;
        nextMemo.set(k.outcome.id, k.entry);
        levelOutcomes.push(k.outcome);
      }
      options.onProgress?.(outcomes.length + levelOutcomes.length, graph.nodes.length);
      return false;
    });
    await Promise.all(
      units.map((unit) =>
        limit(async () => {
          const members = new Set(unit.length > 1 ? unit : []);
          for (const id of unit) {
            if (signal?.aborted || stop !== undefined) return;
            let outcome: NodeOutcome;
            try {
              outcome = await summarize(id, unit.length > 1 ? unit : [], members);
            } catch (error) {
              stop ??= error;
              return;
            }
            levelOutcomes.push(outcome);
            options.onProgress?.(outcomes.length + levelOutcomes.length, graph.nodes.length);
          }
        }),
      ),
    );
    // Only now do this level's summaries become context: units of one level never read each other.
    for (const o of levelOutcomes) done.set(o.id, o.summary);
    levelOutcomes.sort((a, b) => compareIds(a.id, b.id));
    appendAll(outcomes, levelOutcomes);
    if (levelOutcomes.length) await options.onLevel?.(levelOutcomes, level.level);
    for (const o of levelOutcomes) if (o.status !== "reused" && report.summarizedIds.length < LISTED_IDS) report.summarizedIds.push(o.id);
    if (stop !== undefined) {
      const kind = (stop as { kind?: unknown }).kind;
      report.stopped = { kind: typeof kind === "string" ? kind : "error", message: (stop as Error)?.message ?? String(stop) };
      break;
    }
  }
  report.aborted = signal?.aborted ?? false;
  if (options.memo) {
    // Only a complete run's view holds for every node; after a stop the next run hashes every node again.
    const complete = !report.aborted && stop === undefined;
    options.memo.key = complete ? memoKey : undefined;
    options.memo.entries = complete ? nextMemo : new Map();
    if (complete) options.memo.edges = graph.edges;
    else delete options.memo.edges;
  }
  report.summarizedPercent = graph.nodes.length ? Math.round((report.summarized / graph.nodes.length) * 10000) / 100 : 0;
  return { schedule, outcomes, report, ...(stop !== undefined ? { error: stop } : {}) };
}

/**
 * Unresolved call names per caller, sorted, without duplicates (`"?fs.readFileSync"` → `fs.readFileSync`), the
 * arguments in a call chain shortened (`readFileSync(…).trim`, see `calleeName`).
 */
function unresolvedCalls(graph: CodeGraph): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const e of graph.edges) {
    if (e.kind !== "calls" || e.resolved) continue;
    const set = sets.get(e.from) ?? new Set<string>();
    set.add(calleeName(e.to.startsWith("?") ? e.to.slice(1) : e.to));
    sets.set(e.from, set);
  }
  return new Map([...sets].map(([k, v]) => [k, [...v].sort(compareIds)]));
}

/** xxHash64 of everything the node's summary is made from (module comment, step 2). */
export function hashInput(generator: NodeGenerator, input: NodeInput): string {
  const { node } = input;
  const own = CALLABLE.has(node.kind)
    ? [node.kind, node.qualifiedName, node.language ?? "", node.contentHash, node.signature ?? "", node.doc ?? ""]
    : [node.kind, node.qualifiedName, node.name, node.language ?? "", node.signature ?? "", node.doc ?? "", input.file ?? null, generator.typeCode && isType(node.kind) ? node.contentHash : ""];
  const texts = (list: ContextSummary[]): (string | number | boolean)[][] =>
    list.map((c) => [c.id, c.summary.text, c.test ?? false, c.weight ?? 0, c.declaration ?? "", ...(c.handedOn ? [true] : []), ...(generator.readsUses ? [c.uses ?? 0, c.testUses ?? 0] : [])]);
  const context = generator.usesContext && input.context ? [input.context] : [];
  return hashText(
    JSON.stringify([generator.key, generator.settings, own, texts(input.callees), texts(input.children), input.unresolved, input.recursive, input.cycle, ...context]),
  );
}
