/**
 * The `strata index` orchestrator. It reads like the pipeline: take the writer lock, extract (discover → read →
 * hash → Stage 1 contracts → store), then run each later stage in order — synthesis, graph, hierarchy, search
 * ({@link defaultStages}) — each on the files changed in this run plus its own backlog, then record the run.
 */
import { diskSourceFiles } from "../extract/index.js";
import type { Store } from "../store/index.js";
import { StrataError } from "../shared/errors.js";
import { StageProfiler } from "../shared/stageProfile.js";
import { extractRepository, type ExtractionResult } from "./extraction.js";
import { defaultStages } from "./stages.js";
import { shardStages } from "./shard.js";
import type { IndexOptions, IndexReport, IndexStage, StageContext, StageReport } from "./types.js";

/**
 * Indexes the repository at `options.root` into `options.store`.
 * One run at a time writes a store: the run holds the store's writer lock throughout.
 * @throws Error when the root is missing or not a directory; StoreError when the store fails; StoreBusyError
 * when another run holds the writer lock (after `options.writerWait.ms`, when given).
 * Per-file problems never throw: they are reported in `skipped` and `failed`.
 */
export async function indexRepository(options: IndexOptions): Promise<IndexReport> {
  const wait = options.writerWait;
  const waitSignal = wait?.signal ?? options.signal;
  const writer = await options.store.lockWriter(wait && { ...wait, ...(waitSignal ? { signal: waitSignal } : {}) });
  const profiler = new StageProfiler();
  try {
    return await indexLocked(options, profiler);
  } finally {
    profiler.finish(); // stops the memory sampler when a run throws
    await writer.release();
  }
}

async function indexLocked(options: IndexOptions, profiler: StageProfiler): Promise<IndexReport> {
  const { root, store, config, signal } = options;
  const sources = options.sources ?? diskSourceFiles(root);
  const stages = options.stages ?? defaultStages;
  const runStages = options.shard ? shardStages(stages) : stages;
  const started = performance.now();
  profiler.start("discover");
  // Taken before any file is looked at: an edit after this moment gets a later mtime (see `statUnchanged`).
  const checkedAt = Date.now();
  const runId = await store.startRun(root, checkedAt);
  // Each stage's backlog from earlier runs: a barrel whose contract this run refreshed counts as contract-only for a
  // stage only when the stage had no earlier change of it to make.
  const earlierBacklogs = new Map(await Promise.all(runStages.map(async (s) => [s.name, new Set((await store.stageBacklog(s.name)).paths)] as const)));
  const extraction = await extractRepository({
    root,
    sources,
    store,
    config,
    checkedAt,
    ...(options.threads !== undefined ? { threads: options.threads } : {}),
    ...(signal ? { signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
    ...(options.keepCompilerWarm ? { keepWarm: true } : {}),
    onStep: (step, discovered) => {
      profiler.start(step);
      for (const stage of runStages) stage.prefetch?.({ root, store, config }, discovered);
    },
    ...(options.onStageProgress ? { onRead: (done: number, total: number) => options.onStageProgress?.({ stage: "extract", done, total, unit: "files read" }) } : {}),
  });
  const report: IndexReport = { root, store: store.location, durationMs: 0, ...extraction.report, stages: {}, profile: {}, peakRssMiB: 0, ...(options.shard ? { shard: options.shard } : {}) };
  // Stored now as well as at the end: a run killed in a later stage (kill -9 during the graph) left the files it
  // skipped unknown, and `strata status` listed a skipped minified file as "index missing" until the next index.
  if (!signal?.aborted) await store.replaceSkipped(sortedSkipped(report.skipped));
  const stageContext = { root, sources, store, config, ...(options.llm ? { llm: options.llm } : {}), ...(options.embedder ? { embedder: options.embedder } : {}), ...(signal ? { signal } : {}), ...(options.onStageProgress ? { onProgress: options.onStageProgress } : {}), ...(options.keepCompilerWarm ? { keepCompilerWarm: true } : {}) };
  const rows = new Set((await store.listStamps()).map((s) => s.path));
  for (const stage of runStages) {
    if (signal?.aborted) break;
    profiler.start(stage.name);
    const backlog = await store.stageBacklog(stage.name);
    const outcome = await runStage(stage, { ...stageContext, ...changesFor(extraction, backlog.paths, rows, earlierBacklogs.get(stage.name)) });
    report.stages[stage.name] = outcome.report;
    if (outcome.ok && !signal?.aborted && !stoppedEarly(outcome.report)) await store.completeStage(stage.name, backlog.through);
  }
  profiler.start("finish");
  return finishRun(store, runId, report, started, profiler, signal);
}

/**
 * The files a stage rebuilds: those extraction changed or removed in this run, plus the stage's backlog — files
 * changed by earlier runs that stopped before this stage completed (their rows look unchanged now).
 */
function changesFor(extraction: ExtractionResult, backlog: readonly string[], rows: ReadonlySet<string>, earlier: ReadonlySet<string> = new Set()): Pick<StageContext, "changedPaths" | "removedPaths" | "contractOnlyPaths"> {
  const changed = new Set([...extraction.changedPaths, ...backlog.filter((p) => rows.has(p))]);
  const removed = new Set([...extraction.removedPaths, ...backlog.filter((p) => !rows.has(p))]);
  const contractOnly = extraction.contractOnlyPaths.filter((p) => !earlier.has(p)).sort();
  return { changedPaths: [...changed].sort(), removedPaths: [...removed].sort(), ...(contractOnly.length ? { contractOnlyPaths: contractOnly } : {}) };
}

/**
 * Runs one stage. An unexpected error of the stage (a parser crash, a bug) does not stop the run: the stage is
 * reported as `{ failed: message }` and the next stages run; its backlog stays for the next run. A fatal
 * {@link StrataError} is thrown: the store failing, a model's bad credentials or configuration.
 */
async function runStage(stage: IndexStage, context: StageContext): Promise<{ ok: boolean; report: StageReport }> {
  try {
    return { ok: true, report: await stage.run(context) };
  } catch (error) {
    if (error instanceof StrataError && error.fatal) throw error;
    return { ok: false, report: { failed: `${(error as Error).name}: ${(error as Error).message}` } };
  }
}

/** True when a stage's report says it stopped early (`stopped`: hierarchy; `stoppedBy`: synthesis): its backlog stays. */
function stoppedEarly(report: StageReport): boolean {
  return ("stopped" in report && Boolean(report.stopped)) || ("stoppedBy" in report && Boolean(report.stoppedBy));
}

/** `skipped` sorted by path, in place. */
function sortedSkipped(skipped: IndexReport["skipped"]): IndexReport["skipped"] {
  return skipped.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Sorts the skipped files, stores them and the run's report, and fills in times and peak memory. */
async function finishRun(store: Store, runId: number, report: IndexReport, started: number, profiler: StageProfiler, signal: AbortSignal | undefined): Promise<IndexReport> {
  // Interrupted during a stage (e.g. LLM synthesis) is interrupted too: exit 130, finished work kept.
  report.aborted = signal?.aborted ?? false;
  await store.replaceSkipped(sortedSkipped(report.skipped));
  report.durationMs = Math.round(performance.now() - started);
  report.profile = profiler.finish();
  report.peakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  await store.finishRun(runId, Date.now(), report);
  return report;
}
