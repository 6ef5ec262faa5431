/**
 * The `hierarchy` stage (seed 001 §3.2): bottom-up node summaries over the code graph the
 * `graph` stage stored, level by level, reusing every stored summary whose inputs did not change.
 *
 * Steps per run:
 * 1. Read the graph from the store; without one (no graph stage yet), report `skipped` and stop.
 * 2. Generators: extractive always (no calls; keeps `extractive-node@N` rows current for search and fallbacks),
 *    then the LLM one (`P-NODE-JSON@1|<model>`) when the context has a model; the report is the last run's.
 * 3. Load that generator's stored summaries and each file's Stage 1 facts (responsibility, side effects, contract hash).
 * 4. `runHierarchy`; after each level, write its new summaries in one transaction (Algorithm 2's `Store`).
 * 5. Delete summaries of nodes no longer in the graph. Report nodes re-summarized vs total, LLM calls and `ms` (wall time).
 * An LLM budget or abort stops the run cleanly (finished levels stay stored; `stopped` says why); bad credentials
 * or configuration are thrown. With `dryRun`, nothing is sent or written: reused nodes are counted and every other
 * node is planned as one call (an upper bound: propagation may stop earlier).
 */
import type { CodeGraph, GraphNode } from "../graph/index.js";
import {
  buildNodePrompt,
  estimateCostUsd,
  EXTRACTIVE_GENERATOR_KEY,
  extractiveNodeGenerator,
  hierarchyMemo,
  llmNodeGenerator,
  nodeFacts,
  runHierarchy,
  type FileFacts,
  type HierarchyMemo,
  type NodeGenerator,
} from "../summarize/index.js";
import type { FileRows } from "../store/index.js";
import { tokenCounter, type TokenCounter } from "../shared/tokens.js";
import type { IndexStage, StageContext } from "./types.js";
import type { HierarchyRunReport, HierarchyStageReport } from "./stageReports.js";
import type { SourceFiles } from "../extract/index.js";
import { fileRole } from "../retrieve/index.js";
import { getOrMake } from "../shared/maps.js";

/** File roles a folder's summary counts as tests rather than listing them (`retrieve/fileRoles.ts`). */
const TEST_ROLES = new Set(["test", "bench"]);
/** Folder roles a folder's summary names after its code folders. */
const ASIDE_ROLES = new Set(["doc", "example"]);

/** Most prompt tokens per node for the LLM generator (code plus callee and member summaries). */
export const HIERARCHY_PROMPT_BUDGET_TOKENS = 3000;

export interface HierarchyStageOptions {
  /** Prompt budget per node in tokens (default {@link HIERARCHY_PROMPT_BUDGET_TOKENS}). */
  budgetTokens?: number;
  /** Plan only: send nothing, write nothing (`strata index --dry-run`). */
  dryRun?: boolean;
}

/** LlmError kinds thrown out of the stage rather than reported: the user must fix something. */
const THROWN = new Set(["auth", "config"]);

/** Builds the stage; {@link hierarchyStage} is the default instance in `defaultStages`. */
export function createHierarchyStage(options: HierarchyStageOptions = {}): IndexStage<HierarchyStageReport> {
  return { name: "hierarchy", run: (ctx) => runStage(ctx, options) };
}

/** The stage `strata index` runs after the graph stage. */
export const hierarchyStage: IndexStage<HierarchyStageReport> = createHierarchyStage();

async function runStage(ctx: StageContext, options: HierarchyStageOptions): Promise<HierarchyStageReport> {
  const started = performance.now();
  const report = await runStageInner(ctx, options);
  return { ...report, ms: Math.round(performance.now() - started) };
}

/** Answer tokens assumed per node summary call in a dry run's cost estimate: a P-NODE-JSON answer is 100–250 tokens. */
export const ESTIMATED_NODE_OUTPUT_TOKENS = 250;

/** The report without `ms` (added by {@link runStage}). */
type WithoutMs<R> = R extends unknown ? Omit<R, "ms"> : never;

async function runStageInner(ctx: StageContext, options: HierarchyStageOptions): Promise<WithoutMs<HierarchyStageReport>> {
  const { store } = ctx;
  const graph = await store.getGraph();
  if (graph.nodes.length === 0) return { skipped: "no code graph in the store", nodes: 0 };
  const files = await fileFacts(store, graph, new Set(ctx.changedPaths));
  if (!ctx.llm) return runWith(ctx, graph, files, extractiveNodeGenerator, false);
  const count = await tokenCounter(ctx.config.tokenEncoding);
  const budgetTokens = options.budgetTokens ?? HIERARCHY_PROMPT_BUDGET_TOKENS;
  const llm = llmNodeGenerator({ client: ctx.llm, budgetTokens, count });
  if (options.dryRun) {
    const plan = { calls: 0, promptTokens: 0 };
    const report = await runWith(ctx, graph, files, planningGenerator(llm, budgetTokens, count, plan), true);
    const outputTokens = plan.calls * ESTIMATED_NODE_OUTPUT_TOKENS;
    const costUsd = estimateCostUsd(ctx.llm.id, { inputTokens: plan.promptTokens, outputTokens });
    return { dryRun: true, generatorKey: llm.key, nodes: report.nodes, reused: report.reused, plannedCalls: plan.calls, promptTokens: plan.promptTokens, outputTokens, costUsd: costUsd ?? null };
  }
  // The extractive hierarchy costs no calls and keeps `extractive-node@N` rows current for search and fallbacks.
  const extractive = await runWith(ctx, graph, files, extractiveNodeGenerator, false);
  const report = await runWith(ctx, graph, files, llm, false);
  return { ...report, extractive: { summarized: extractive.summarized, reused: extractive.reused } };
}

/** One hierarchy run with `generator`, storing each level's new summaries unless `dryRun`; prunes dead ids after a full run. */
async function runWith(ctx: StageContext, graph: CodeGraph, files: Map<string, FileFacts>, generator: NodeGenerator, dryRun: boolean): Promise<Omit<HierarchyRunReport, "ms" | "extractive">> {
  const { store } = ctx;
  const previous = new Map((await store.listNodeSummaries(generator.key)).map((r) => [r.id, r]));
  const createdAt = Date.now();
  const { report, error } = await runHierarchy({
    graph,
    generator,
    previous,
    files,
    isTest: (p) => TEST_ROLES.has(fileRole(p)),
    isAside: (p) => ASIDE_ROLES.has(fileRole(p)),
    loadCode: codeLoader(ctx.sources, new Map((await store.listStamps()).map((s) => [s.path, s.contentHash]))),
    ...(dryRun ? {} : { memo: memoOf(store, generator.key) }),
    concurrency: ctx.config.llmConcurrency,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
    onLevel: async (outcomes) => {
      const fresh = dryRun ? [] : outcomes.filter((o) => o.status !== "reused");
      if (fresh.length) {
        await store.putNodeSummaries(fresh.map((o) => ({ id: o.id, generatorKey: generator.key, inputHash: o.inputHash, summary: o.summary, createdAt })));
      }
    },
    onProgress: (done, total) => ctx.onProgress?.({ stage: "hierarchy", done, total, unit: "nodes", detail: generator.key }),
  });
  if (report.stopped && THROWN.has(report.stopped.kind)) throw error;
  const pruned = dryRun || report.aborted || report.stopped || !hasDeadIds(previous, graph) ? 0 : await store.pruneNodeSummaries(graph.nodes.map((n) => n.id));
  return { ...report, pruned };
}

/**
 * Whether some stored summary of the run's generator belongs to a node no longer in `graph`: only then is there
 * anything to prune (a watcher's edit mostly removes no node, and a prune reads every stored id and writes).
 * A removed node had a row of this generator (the extractive one runs on every run), so rows of other generators
 * for it go in the same prune; except on the generator's first run (no row: a new version of it, or a new model),
 * which prunes: rows of the old key and of a model for a node removed meanwhile stayed for good otherwise.
 */
function hasDeadIds(previous: ReadonlyMap<string, unknown>, graph: CodeGraph): boolean {
  if (previous.size === 0 || previous.size > graph.nodes.length) return true;
  const live = new Set(graph.nodes.map((n) => n.id));
  for (const id of previous.keys()) if (!live.has(id)) return true;
  return false;
}

/**
 * Per store and generator key, what the last run in this process saw of each node (`HierarchyMemo`): a watcher's
 * update then builds and hashes the input of the nodes an edit can reach only (before, every node's input was built
 * and hashed: ~0.65 s of a one-line edit on typeorm's 301k lines).
 */
const MEMOS = new WeakMap<FileRows, Map<string, HierarchyMemo>>();

function memoOf(store: FileRows, generatorKey: string): HierarchyMemo {
  return getOrMake(getOrMake(MEMOS, store, () => new Map<string, HierarchyMemo>()), generatorKey, hierarchyMemo);
}

/**
 * Stage 1 facts of every file node, from its stored extractive technical summary (by path). A long-lived process
 * (`strata watch`) keeps each file's facts with the file row's content hash and extractor ({@link FACTS_SEEN}) and
 * reads again only the summaries of files whose row changed, and of `changed` (the run's changed paths: a barrel
 * extracted again because a module it re-exports changed has a new contract under the same content hash): an update
 * otherwise parses every file's summary.
 */
export async function fileFacts(store: FileRows, graph: CodeGraph, changed: ReadonlySet<string> = new Set()): Promise<Map<string, FileFacts>> {
  const facts = new Map<string, FileFacts>();
  const stamps = new Map((await store.listStamps()).map((s) => [s.path, `${s.contentHash} ${s.extractor}`]));
  let seen = FACTS_SEEN.get(store);
  if (!seen) FACTS_SEEN.set(store, (seen = new Map()));
  const next = new Map<string, { stamp: string; facts: FileFacts }>();
  for (const node of graph.nodes) {
    if (node.kind !== "file") continue;
    const stamp = stamps.get(node.path);
    const known = seen.get(node.path);
    let entry: FileFacts | undefined;
    if (stamp !== undefined && known?.stamp === stamp && !changed.has(node.path)) entry = known.facts;
    else {
      const row = await store.getSummary(node.path, EXTRACTIVE_GENERATOR_KEY);
      entry = row && { responsibility: row.summary.main_responsibility, sideEffects: row.summary.side_effects, key: row.contractHash };
    }
    if (!entry) continue;
    // Only found facts are kept: a missing summary row is made later without the file row changing.
    if (stamp !== undefined) next.set(node.path, { stamp, facts: entry });
    facts.set(node.path, entry);
  }
  FACTS_SEEN.set(store, next);
  return facts;
}

/**
 * Per store, the facts {@link fileFacts} last gave each file with its row's stamp (content hash and extractor key,
 * which fix the extractive summary the row was stored with). A file row rewritten by another process changes
 * its stamp too.
 */
const FACTS_SEEN = new WeakMap<FileRows, Map<string, { stamp: string; facts: FileFacts }>>();

/**
 * Reads a function's or method's text by its byte span, from the text its file's stored row was extracted from
 * (`hashes`: path → content hash); undefined when the file is unreadable or changed since.
 */
function codeLoader(sources: SourceFiles, hashes: ReadonlyMap<string, string>): (node: GraphNode) => Promise<string | undefined> {
  const files = new Map<string, Promise<Buffer | undefined>>();
  return async (node) => {
    if (!node.span) return undefined;
    let file = files.get(node.path);
    if (!file) {
      // The text redacted as the extractor saw it: secrets never reach a node prompt. Masks keep byte spans.
      const hash = hashes.get(node.path);
      file = (hash === undefined ? Promise.resolve(undefined) : sources.indexedText(node.path, hash)).then((text) => (text === undefined ? undefined : Buffer.from(text, "utf8")));
      files.set(node.path, file);
    }
    const bytes = await file;
    return bytes?.subarray(node.span.startByte, node.span.endByte).toString("utf8");
  };
}

/** Counts the calls `real` would make and their prompt tokens, answering with the node's own facts instead. */
function planningGenerator(real: NodeGenerator, budgetTokens: number, count: TokenCounter, plan: { calls: number; promptTokens: number }): NodeGenerator {
  return {
    key: real.key,
    needsCode: real.needsCode,
    settings: real.settings,
    async generate(input, code) {
      plan.calls += 1;
      plan.promptTokens += buildNodePrompt(input, code, budgetTokens, count).tokens;
      return { summary: nodeFacts(input.node), calls: 0, usage: { inputTokens: 0, outputTokens: 0 } };
    },
  };
}
