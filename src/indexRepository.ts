/**
 * The `strata index` orchestrator: discover → read → hash → extract (Stage 1) → summarize (extractive)
 * → store, one file per transaction. Reads like the pipeline: each stage is called through its entry.
 *
 * Resumption: a file counts as done only when its row is committed, and a row is skipped on the next run
 * when its content hash and extractor version match, so a killed run resumes without redoing finished
 * files (the content-hash layer of seed 000 Table 7.1).
 */
import path from "node:path";
import pLimit from "p-limit";
import {
  ExtractPool,
  defaultThreads,
  detectLanguage,
  diskSourceFiles,
  extractorVersionKey,
  fileMetrics,
  finalizeContract,
  type ExtractInput,
  type DiscoveredFile,
  type DiscoveryResult,
  type ExtractOutcome,
  type ReadResult,
  type SemanticContract,
  type SkippedFile,
  type SourceFiles,
} from "./extract/index.js";
import { ensureSummary, saveContract } from "./records.js";
import { StoreError, type FileStamp, type FileStat, type Store } from "./store/index.js";
import type { StrataConfig } from "./config/index.js";
import { initHash } from "./shared/hash.js";
import { defaultStages, type IndexStage, type StageContext, type StageProgress } from "./pipeline/index.js";
import { LlmError, type LlmClient } from "./summarize/index.js";
import { tokenCounter, type TokenCounter } from "./shared/tokens.js";
import { StageProfiler, type StageCost } from "./shared/stageProfile.js";

/**
 * Files read from disk at once. Every file is read (and hashed) before extraction starts: the texts of
 * a 400k-line repository are about 16 MB, and extraction can then run all languages side by side.
 */
const READ_CONCURRENCY = 16;

export interface IndexProgress {
  /** Files finished (indexed, unchanged, skipped at read time or failed) out of `total` discovered. */
  done: number;
  total: number;
  indexed: number;
  unchanged: number;
  /** Path of the last file finished. */
  path?: string;
}

export interface IndexOptions {
  /** Absolute repository root. */
  root: string;
  /** Where source text comes from (default: the disk under `root`); every stage reads through it. */
  sources?: SourceFiles;
  store: Store;
  config: StrataConfig;
  /** Called after each file; must not throw. */
  onProgress?: (progress: IndexProgress) => void;
  /** Stops between files; the files already done stay committed. */
  signal?: AbortSignal;
  /** Worker threads for extraction (default: the cores available, at most 4); 1 keeps it in-process. */
  threads?: number;
  /** The configured model for synthesis; absent means extractive summaries only. */
  llm?: LlmClient;
  /** Stages run after extraction (default {@link defaultStages}); `[]` runs extraction only. */
  stages?: IndexStage[];
  /** Progress of the stages after extraction; must not throw. */
  onStageProgress?: (progress: StageProgress) => void;
}

export interface FileFailure {
  path: string;
  message: string;
}

/** What one index run did. Counts are files; times are ms. */
export interface IndexReport {
  root: string;
  store: string;
  durationMs: number;
  discovered: number;
  indexed: number;
  unchanged: number;
  /** Rows deleted because their file is gone or is now skipped. */
  removed: number;
  /** Files skipped at discovery or at read time, with the reason. */
  skipped: SkippedFile[];
  /** Files excluded by .gitignore / .strataignore. */
  ignored: number;
  failed: FileFailure[];
  /** Lines of the files (re)indexed in this run. */
  linesIndexed: number;
  /** Files (re)indexed in this run whose contract is partial, with their first diagnostic. */
  partial: FileFailure[];
  /** Indexed + unchanged files per language. */
  languages: Record<string, number>;
  /** True when the run stopped early on the abort signal. */
  aborted: boolean;
  /** Report of each stage run after extraction, by stage name. */
  stages: Record<string, Record<string, unknown>>;
  /**
   * What each step cost, in run order: `discover` (walk, ignore rules, stored stamps), `extract` (read, hash,
   * extract, store contracts and extractive summaries), then every stage by name, then `finish`.
   */
  profile: Record<string, StageCost>;
  /** The process's peak resident set size so far (MiB; the operating system's high-water mark). */
  peakRssMiB: number;
}

/** What the main thread keeps about a file while a worker extracts it. */
interface PendingFile {
  contentHash: string;
  language: string;
  extractor: string;
  input: ExtractInput;
  stat?: FileStat;
}

/**
 * Modification times within this many ms of the run that read a file are not trusted: a file system
 * may keep mtimes in 1–2 s steps, so an edit in the same step as the read would keep the same mtime.
 */
const RACY_WINDOW_MS = 2000;

/**
 * True when a stored row certainly describes the file on disk without reading it: the same size and
 * modification time as when it was read, and that mtime well before the run that read it (git's
 * "racily clean" rule: an edit after the read always gets a later mtime). The content hash stays the
 * key; this only spares reading files that cannot have changed. An edit that restores both size and
 * mtime (`touch -r`) is not seen until the file is touched again.
 */
function statUnchanged(stamp: FileStamp, file: DiscoveredFile): boolean {
  const s = stamp.stat;
  return s !== undefined && file.mtimeMs !== undefined && s.bytes === file.bytes && s.mtimeMs === file.mtimeMs && s.mtimeMs < s.checkedAt - RACY_WINDOW_MS;
}

function statOf(file: DiscoveredFile, checkedAt: number): FileStat | undefined {
  return file.mtimeMs === undefined ? undefined : { bytes: file.bytes, mtimeMs: file.mtimeMs, checkedAt };
}

type FinalOutcome = { path: string; ok: true; contract: SemanticContract } | { path: string; ok: false; message: string };

/** Adds metrics to an extractor's outcome and validates it; a contract the schema rejects is a failure. */
function finalOutcome(outcome: ExtractOutcome, input: ExtractInput, countTokens: TokenCounter, thresholdTokens: number): FinalOutcome {
  if (!outcome.ok) return outcome;
  try {
    const metrics = fileMetrics(input.source.text, input.bytes, countTokens, thresholdTokens);
    return { path: outcome.path, ok: true, contract: finalizeContract(outcome.extracted, metrics) };
  } catch (error) {
    return { path: outcome.path, ok: false, message: (error as Error).message };
  }
}

/**
 * Indexes the repository at `options.root` into `options.store`.
 * One run at a time writes a store: the run holds the store's writer lock throughout.
 * @throws Error when the root is missing or not a directory; StoreError when the store fails; StoreBusyError
 * when another run holds the writer lock.
 * Per-file problems never throw: they are reported in `skipped` and `failed`.
 */
export async function indexRepository(options: IndexOptions): Promise<IndexReport> {
  const { store } = options;
  const writer = await store.lockWriter();
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
  const started = performance.now();
  profiler.start("discover");
  await initHash();
  // Taken before any file is looked at: an edit after this moment gets a later mtime (see statUnchanged).
  const checkedAt = Date.now();
  const runId = await store.startRun(root, checkedAt);
  const discovery = withoutStoreFiles(await sources.discover({ maxFileBytes: config.maxFileBytes, includeSecretFiles: config.includeSecretFiles }), root, store.location);
  const stamps = new Map((await store.listStamps()).map((s) => [s.path, s]));
  const report: IndexReport = {
    root,
    store: store.location,
    durationMs: 0,
    discovered: discovery.files.length,
    indexed: 0,
    unchanged: 0,
    removed: 0,
    skipped: [...discovery.skipped],
    ignored: discovery.ignoredCount,
    failed: [],
    linesIndexed: 0,
    partial: [],
    languages: {},
    aborted: false,
    stages: {},
    profile: {},
    peakRssMiB: 0,
  };
  const changedPaths: string[] = [];

  const present = new Set(discovery.files.map((f) => f.path));
  const gone = [...stamps.keys()].filter((p) => !present.has(p));
  if (gone.length) await store.removeFiles(gone);
  report.removed = gone.length;

  const pool = new ExtractPool({ root }, options.threads ?? defaultThreads());
  let countTokens: TokenCounter | undefined;
  const limit = pLimit(READ_CONCURRENCY);
  const total = discovery.files.length;
  let done = 0;
  const finish = (path: string): void => {
    done += 1;
    options.onProgress?.({ done, total, indexed: report.indexed, unchanged: report.unchanged, path });
  };
  const countLanguage = (language: string): void => {
    report.languages[language] = (report.languages[language] ?? 0) + 1;
  };

  profiler.start("extract");
  try {
    const toRead: DiscoveredFile[] = [];
    for (const file of discovery.files) {
      const spec = detectLanguage(file.path);
      const stamp = stamps.get(file.path);
      if (stamp && stamp.extractor === extractorVersionKey(spec) && statUnchanged(stamp, file) && (await ensureSummary(store, file.path))) {
        report.unchanged += 1;
        countLanguage(spec.id);
        finish(file.path);
      } else {
        toRead.push(file);
      }
    }
    const reads: ((ReadResult & { contentHash?: string }) | undefined)[] = await Promise.all(
      toRead.map((file) => limit(() => sources.read(file, { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars }))),
    );
    const pending = new Map<string, PendingFile>();
    const inputs: ExtractInput[] = [];
    const readSkipped: string[] = [];
    for (const [i, file] of toRead.entries()) {
      const read = reads[i]!;
      reads[i] = undefined; // the text now lives in `inputs` only
      if (!read.ok) {
        report.skipped.push({ path: file.path, reason: read.reason, detail: read.detail });
        readSkipped.push(file.path);
        finish(file.path);
        continue;
      }
      const spec = detectLanguage(file.path);
      const contentHash = read.contentHash!;
      const extractor = extractorVersionKey(spec);
      const stamp = stamps.get(file.path);
      const stat = statOf(file, checkedAt);
      if (stamp && stamp.contentHash === contentHash && stamp.extractor === extractor) {
        // Same bytes, new mtime (a `touch`, a checkout): record the stat so the next run need not read it.
        if (await refreshUnchanged(store, file.path, stat)) report.unchanged += 1;
        else report.failed.push({ path: file.path, message: "stored row has no contract" });
        countLanguage(spec.id);
        finish(file.path);
        continue;
      }
      const input: ExtractInput = { source: { path: file.path, text: read.text, language: spec.id }, bytes: read.bytes.length };
      pending.set(file.path, { contentHash, language: spec.id, extractor, input, ...(stat ? { stat } : {}) });
      inputs.push(input);
    }
    const stale = readSkipped.filter((p) => stamps.has(p));
    if (stale.length) {
      await store.removeFiles(stale);
      report.removed += stale.length;
    }
    // All files go to the pool at once, so TypeScript and the other languages are extracted side by
    // side. Outcomes arrive one by one; each is stored in its own transaction, in arrival order.
    if (inputs.length) countTokens = await tokenCounter(config.tokenEncoding);
    const measure = (outcome: ExtractOutcome, file: PendingFile): FinalOutcome =>
      finalOutcome(outcome, file.input, countTokens!, config.tokenThreshold);
    let writes = Promise.resolve();
    await pool.run(
      inputs,
      (outcome) => {
        const file = pending.get(outcome.path)!;
        writes = writes
          .then(() => storeOutcome(measure(outcome, file), file, store, report))
          .then((stored) => {
            if (stored) {
              countLanguage(file.language);
              changedPaths.push(outcome.path);
            }
            finish(outcome.path);
          });
      },
      signal,
    );
    await writes;
    report.aborted = signal?.aborted ?? false;
  } finally {
    await pool.close();
  }
  const removedPaths = [...gone, ...report.skipped.map((s) => s.path).filter((p) => stamps.has(p))];
  const rows = new Set((await store.listStamps()).map((s) => s.path));
  for (const stage of options.stages ?? defaultStages) {
    if (signal?.aborted) break;
    profiler.start(stage.name);
    // Files changed by earlier runs that stopped before this stage completed are rebuilt too (their rows look unchanged now).
    const backlog = await store.stageBacklog(stage.name);
    const changed = new Set([...changedPaths, ...backlog.paths.filter((p) => rows.has(p))]);
    const removed = new Set([...removedPaths, ...backlog.paths.filter((p) => !rows.has(p))]);
    const context = {
      root,
      sources,
      store,
      config,
      changedPaths: [...changed].sort(),
      removedPaths: [...removed].sort(),
      ...(options.llm ? { llm: options.llm } : {}),
      ...(signal ? { signal } : {}),
      ...(options.onStageProgress ? { onProgress: options.onStageProgress } : {}),
    };
    const outcome = await runStage(stage, context);
    report.stages[stage.name] = outcome.report;
    if (outcome.ok && !signal?.aborted && !outcome.report.stopped && !outcome.report.stoppedBy) await store.completeStage(stage.name, backlog.through);
  }
  profiler.start("finish");
  // Interrupted during a stage (e.g. LLM synthesis) is interrupted too: exit 130, finished work kept.
  report.aborted = signal?.aborted ?? false;
  report.skipped.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  await store.replaceSkipped(report.skipped);
  report.durationMs = Math.round(performance.now() - started);
  report.profile = profiler.finish();
  report.peakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  await store.finishRun(runId, Date.now(), report);
  return report;
}

/**
 * Runs one stage. An unexpected error of the stage (a parser crash, a bug) does not stop the run: the stage is
 * reported as `{ failed: message }` and the next stages run; its backlog stays for the next run. Errors the user
 * must act on are thrown: the store failing ({@link StoreError}) and a model's bad credentials or configuration.
 */
async function runStage(stage: IndexStage, context: StageContext): Promise<{ ok: boolean; report: Record<string, unknown> }> {
  try {
    return { ok: true, report: await stage.run(context) };
  } catch (error) {
    if (error instanceof StoreError || (error instanceof LlmError && (error.kind === "auth" || error.kind === "config"))) throw error;
    return { ok: false, report: { failed: `${(error as Error).name}: ${(error as Error).message}` } };
  }
}

/** Drops the store's own files (`strata.db`, `-wal`, `-shm`) when the store lives inside the repository. */
function withoutStoreFiles(discovery: DiscoveryResult, root: string, storeLocation: string): DiscoveryResult {
  const own = new Set(["", "-wal", "-shm", "-journal", ".lock", ".lock-journal"].map((suffix) => path.resolve(root, storeLocation + suffix)));
  const isOwn = (rel: string): boolean => own.has(path.resolve(root, rel));
  return { ...discovery, files: discovery.files.filter((f) => !isOwn(f.path)), skipped: discovery.skipped.filter((s) => !isOwn(s.path)) };
}

/** Stores one extraction outcome with its extractive summary, in one transaction; false for a failure. */
async function storeOutcome(outcome: FinalOutcome, file: PendingFile, store: Store, report: IndexReport): Promise<boolean> {
  if (!outcome.ok) {
    report.failed.push({ path: outcome.path, message: outcome.message });
    return false;
  }
  const contract = outcome.contract;
  const { contentHash, language, extractor, stat } = file;
  await saveContract(store, { path: outcome.path, contentHash, language, extractor, ...(stat ? { stat } : {}) }, contract);
  report.indexed += 1;
  report.linesIndexed += contract.metrics.lines;
  const first = contract.diagnostics[0];
  if (first) report.partial.push({ path: outcome.path, message: `${first.code}${first.line ? ` at line ${first.line}` : ""}: ${first.message}` });
  return true;
}

/** Records the new stat of a file whose content did not change, and makes sure its summary is current. */
async function refreshUnchanged(store: Store, path: string, stat: FileStat | undefined): Promise<boolean> {
  const file = await store.getFile(path);
  if (!file) return false;
  if (stat) await store.putFile({ ...file, stat });
  return ensureSummary(store, path, file);
}
