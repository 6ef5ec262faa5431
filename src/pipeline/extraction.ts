/**
 * Extraction, the first step of `strata index` (seed `000_2a42ff7c47e3b4f9.txt` Part II): discover → read → hash →
 * extract (Stage 1, in worker threads) → store each file's contract and extractive summary in its own transaction.
 *
 * Resumption: a file counts as done only when its row is committed, and a row is skipped on the next run
 * when its content hash and extractor version match, so a killed run resumes without redoing finished
 * files (the content-hash layer of seed 000 Table 7.1). {@link indexFile} is the same per-file step for one
 * file asked for outside a run (`strata contract`, `strata summary`).
 */
import { statClean } from "../shared/racyClean.js";
import { barrelsReexporting, exportSurfaceKey } from "./barrels.js";
import path from "node:path";
import pLimit from "p-limit";
import { inShard } from "./shard.js";
import {
  ExtractPool,
  FileExtractor,
  MIN_FILES_FOR_WARM_WORKERS,
  defaultThreads,
  detectLanguage,
  FALLBACK_LANGUAGE,
  extractorVersionKey,
  fileMetrics,
  finalizeContract,
  type ExtractInput,
  type DiscoveredFile,
  type DiscoveryResult,
  type ExtractOutcome,
  type ReadResult,
  type SemanticContract,
  type SkipReason,
  type SourceFiles,
  type SourceText,
  PROJECT_FILE,
  projectFileKey,
  forgetDependencyPaths,
  installedPackagesKey,
} from "../extract/index.js";
import { contractRecord, ensureSummary, saveContract } from "./records.js";
import { EXTRACTIVE_GENERATOR_KEY } from "../summarize/index.js";
import { isStoreFile, type FileRecord, type FileRows, type FileStamp, type FileStat } from "../store/index.js";
import type { StrataConfig } from "../config/index.js";
import { initHash } from "../shared/hash.js";
import { tokenCounter, type TokenCounter } from "../shared/tokens.js";
import type { ExtractionReport, IndexProgress, Shard } from "./types.js";

/**
 * Files read from disk at once. Every file is read (and hashed) before extraction starts: the texts of
 * a 400k-line repository are about 16 MB, and extraction can then run all languages side by side.
 */
const READ_CONCURRENCY = 16;

/** What extraction needs. Paths are repository-relative POSIX paths. */
export interface ExtractionContext {
  /** Absolute repository root. */
  root: string;
  sources: SourceFiles;
  /** The file rows, and where the store lives (its own files are never indexed). */
  store: FileRows & { readonly location: string };
  config: StrataConfig;
  /** When the run started (ms since the epoch), taken before any file is looked at (see `statUnchanged`). */
  checkedAt: number;
  /** Worker threads (default: the cores available, at most 4); 1 keeps extraction in-process. */
  threads?: number;
  /** Stops between files; the files already done stay committed. */
  signal?: AbortSignal;
  /**
   * Keep the in-process extractors (their TypeScript project) for the next run of this process with the same root and
   * threads (`IndexOptions.keepCompilerWarm`): see {@link warmExtraction}.
   */
  keepWarm?: boolean;
  /** Called after each file; must not throw. */
  onProgress?: (progress: IndexProgress) => void;
  /** Called as the files that may have changed are read, before any is extracted (`done` of `total` read); must not throw. */
  onRead?: (done: number, total: number) => void;
  /** Called when discovery is over and extraction starts (for the run's profile), with the paths discovered. */
  onStep?: (step: "extract", discovered: readonly string[]) => void;
  /** Only the files of this shard are indexed; the store holds only them (shard.ts). */
  shard?: Shard;
}

/** Extraction's report, and the files whose rows it wrote or deleted (what later stages rebuild). */
export interface ExtractionResult {
  report: ExtractionReport;
  /** Files whose row was written in this run (new or changed content), in the order they were stored. */
  changedPaths: string[];
  /** Files whose row was deleted in this run. */
  removedPaths: string[];
  /**
   * Barrels whose contract changed in this run although their bytes did not (barrels.ts): among `changedPaths` too.
   * Their own code is unchanged, so the graph stage leaves them to its own propagation through re-exporting files.
   */
  contractOnlyPaths: string[];
}

/** What the main thread keeps about a file while a worker extracts it. */
interface PendingFile {
  contentHash: string;
  language: string;
  extractor: string;
  input: ExtractInput;
  stat?: FileStat;
}

/** True when a stored row certainly describes the file on disk without reading it (git's racily-clean rule, `statClean`). */
function statUnchanged(stamp: FileStamp, file: DiscoveredFile): boolean {
  return statClean(stamp.stat, file);
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
 * Brings the store's file rows in line with the repository: discovers files, reads the ones that may have changed
 * (through `context.sources`), extracts the changed ones in worker threads and stores each outcome in its own
 * transaction, in arrival order. Per-file problems never throw: they are in `skipped` and `failed`.
 * @throws Error when the root cannot be listed; StoreError when the store fails.
 */
export async function extractRepository(context: ExtractionContext): Promise<ExtractionResult> {
  const { root, sources, store, config, signal, checkedAt } = context;
  await initHash();
  // What node_modules holds: its type declarations shape TypeScript and JavaScript rows, so a change re-extracts them.
  const installed = installedPackagesKey(path.resolve(root));
  const discovered = withoutStoreFiles(await sources.discover({ maxFileBytes: config.maxFileBytes, includeSecretFiles: config.includeSecretFiles }), root, store.location);
  const discovery = context.shard ? shardOf(discovered, context.shard) : discovered;
  const stamps = new Map((await store.listStamps()).map((s) => [s.path, s]));
  const report: ExtractionReport = {
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
    textOnly: {},
    aborted: false,
  };

  const changedPaths: string[] = [];
  const contractOnlyPaths: string[] = [];

  const present = new Set(discovery.files.map((f) => f.path));
  const gone = [...stamps.keys()].filter((p) => !present.has(p));
  if (gone.length) await store.removeFiles(gone);
  report.removed = gone.length;

  const threads = context.threads ?? defaultThreads();
  const pool = context.keepWarm ? warmPool(root, threads) : new ExtractPool({ root }, threads);
  let countTokens: TokenCounter | undefined;
  const limit = pLimit(READ_CONCURRENCY);
  // Files discovery skipped (binary, too large, secret files) count as looked at: the bar ends at the files the run
  // considered, the indexed and the skipped of its report (MediatR: the bar ended at 145, the report said "Indexed 144
  // … Skipped 7", and git tracked 151).
  const total = discovery.files.length + discovery.skipped.length;
  let done = discovery.skipped.length;
  const finish = (path: string): void => {
    done += 1;
    context.onProgress?.({ done, total, indexed: report.indexed, unchanged: report.unchanged, path });
  };
  const countLanguage = (language: string, file: string): void => {
    report.languages[language] = (report.languages[language] ?? 0) + 1;
    if (language !== FALLBACK_LANGUAGE) return;
    const ext = path.extname(file).toLowerCase() || "(no extension)";
    report.textOnly[ext] = (report.textOnly[ext] ?? 0) + 1;
  };

  context.onStep?.("extract", discovery.files.map((f) => f.path));
  try {
    const toRead: DiscoveredFile[] = [];
    // One query for the unchanged files whose extractive summary is missing (a generator upgrade): not one per file.
    const unsummarized = new Set(await store.listUnsummarized(EXTRACTIVE_GENERATOR_KEY));
    for (const file of discovery.files) {
      const spec = detectLanguage(file.path);
      const stamp = stamps.get(file.path);
      if (stamp && stamp.extractor === rowExtractorKey(spec, config, installed) && statUnchanged(stamp, file) && (!unsummarized.has(file.path) || (await ensureSummary(store, file.path)))) {
        report.unchanged += 1;
        countLanguage(stamp.language, file.path);
        finish(file.path);
      } else {
        toRead.push(file);
      }
    }
    let readDone = 0;
    if (toRead.length) context.onRead?.(0, toRead.length);
    const reads: ((ReadResult & { contentHash?: string }) | undefined)[] = await Promise.all(
      toRead.map((file) =>
        limit(async () => {
          const read = await sources.read(file, { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars });
          context.onRead?.(++readDone, toRead.length);
          return read;
        }),
      ),
    );
    // The kept TypeScript project would still resolve imports to a deleted file, and a changed project file (tsconfig,
    // the fields of a package manifest that resolution reads) changes what it resolves: it goes, and this run's
    // extraction starts a new one.
    if (context.keepWarm && ((await projectFilesChanged(discovery, toRead, reads, sources, config, installed)) || gone.some((p) => detectLanguage(p).extractor === "ts-morph"))) await pool.close();
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
      const prepared = prepare(file.path, read, config, statOf(file, checkedAt), installed);
      const stamp = stamps.get(file.path);
      if (stamp && stamp.contentHash === prepared.contentHash && stamp.extractor === prepared.extractor) {
        // Same bytes, new mtime (a `touch`, a checkout): record the stat so the next run need not read it.
        if (await refreshUnchanged(store, file.path, prepared.stat)) report.unchanged += 1;
        else report.failed.push({ path: file.path, message: "stored row has no contract" });
        countLanguage(prepared.language, file.path);
        finish(file.path);
        continue;
      }
      pending.set(file.path, prepared);
      inputs.push(prepared.input);
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
    // The exported surface of each TypeScript/JavaScript file extracted again, before and after: a change in it sends
    // the barrels re-exporting from the file through extraction too (barrels.ts).
    const surfaceBefore = new Map<string, string>();
    for (const input of inputs) {
      const p = input.source.path;
      if (!stamps.has(p) || detectLanguage(p).extractor !== "ts-morph") continue;
      const record = await store.getFile(p);
      if (record) surfaceBefore.set(p, exportSurfaceKey(record.contract));
    }
    const surfaceChanged = new Set<string>();
    const run = { pool, measure, store, report, signal };
    await extractAndStore(run, pending, (file, final, stored) => {
      const before = surfaceBefore.get(file.input.source.path);
      if (final.ok && before !== undefined && before !== exportSurfaceKey(final.contract)) surfaceChanged.add(final.path);
      if (stored) {
        countLanguage(file.language, final.path);
        changedPaths.push(final.path);
      }
      finish(final.path);
    });
    if (surfaceChanged.size && !signal?.aborted) {
      const extracted = new Set(changedPaths);
      const barrels = barrelsReexporting(await store.listFiles(), surfaceChanged).filter((p) => present.has(p) && !extracted.has(p));
      await refreshBarrels(run, { sources, config, checkedAt, installed, changedPaths, contractOnlyPaths }, barrels, discovery);
    }
    report.aborted = signal?.aborted ?? false;
  } finally {
    if (context.keepWarm) await pool.closeThreads();
    else await pool.close();
  }
  const removedPaths = [...gone, ...report.skipped.map((s) => s.path).filter((p) => stamps.has(p))];
  return { report, changedPaths, removedPaths, contractOnlyPaths };
}

/** The files and skipped files of `discovery` that belong to `shard`. */
function shardOf(discovery: DiscoveryResult, shard: Shard): DiscoveryResult {
  return { ...discovery, files: discovery.files.filter((f) => inShard(f.path, shard)), skipped: discovery.skipped.filter((f) => inShard(f.path, shard)) };
}

/**
 * The extraction pool a long-lived process keeps between runs (`keepWarm`), by root and thread count. Its TypeScript
 * project holds the files earlier updates loaded, each re-read when it changes; every run still builds a new program
 * and checker over them (so no checker state carries from one run to the next), but unchanged files and the standard
 * library are not parsed again. A run in which a TypeScript or JavaScript file was deleted or a project file
 * (`PROJECT_FILE`) changed in what the project depends on (`projectFileKey`) closes it first, so that run extracts with
 * a new project.
 */
let warmExtraction: { root: string; threads: number; pool: ExtractPool; projectFiles?: Map<string, string>; installed?: string } | undefined;

/**
 * True when a project file (`PROJECT_FILE`) was added, deleted or changed in what the kept project depends on
 * (`projectFileKey`), or the installed packages changed (`installed`: {@link installedPackagesKey}; the remembered
 * `node_modules` paths are forgotten then), since the kept pool's last run. `toRead`/`reads`: this run's files that
 * may have changed and their reads. The first run of a kept pool reads every project file to know them; it has no
 * project to keep.
 */
async function projectFilesChanged(discovery: DiscoveryResult, toRead: readonly DiscoveredFile[], reads: readonly ((ReadResult & { contentHash?: string }) | undefined)[], sources: SourceFiles, config: StrataConfig, installed: string): Promise<boolean> {
  const kept = warmExtraction;
  if (!kept) return true;
  const packagesChanged = kept.installed !== undefined && kept.installed !== installed;
  kept.installed = installed;
  if (packagesChanged) forgetDependencyPaths();
  const present = discovery.files.filter((f) => PROJECT_FILE.test(f.path));
  const readOptions = { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars };
  const keyOf = async (file: DiscoveredFile, read?: ReadResult): Promise<string> => {
    const result = read ?? (await sources.read(file, readOptions));
    return result.ok ? projectFileKey(file.path, result.text) : `unreadable ${result.reason}`;
  };
  if (!kept.projectFiles) {
    kept.projectFiles = new Map(await Promise.all(present.map(async (f) => [f.path, await keyOf(f)] as const)));
    return false;
  }
  const known = kept.projectFiles;
  let changed = packagesChanged || present.length !== known.size || present.some((f) => !known.has(f.path));
  const next = new Map(present.map((f) => [f.path, known.get(f.path) ?? ""]));
  for (const [i, file] of toRead.entries()) {
    if (!PROJECT_FILE.test(file.path)) continue;
    const key = await keyOf(file, reads[i]);
    if (known.get(file.path) !== key) changed = true;
    next.set(file.path, key);
  }
  kept.projectFiles = next;
  return changed;
}

/**
 * Extracts `samples` (stored texts, one file per language is enough) through the pool a long-lived process keeps for
 * `root` and `threads` (default: as {@link extractRepository}), discarding what comes out: the in-process extractors
 * load their grammars and the TypeScript project its standard library and the samples' imports, which the first
 * update would otherwise pay for. The project keeps the samples as it keeps every file an update loaded. Nothing is
 * written. Resolves once done (or at once when `signal` is aborted); an extractor failing on a sample is no error (the update reports it for real).
 */
export async function warmExtractors(root: string, samples: readonly SourceText[], threads = defaultThreads(), signal?: AbortSignal): Promise<void> {
  // One at a time, yielding between them: each is one stretch of the thread (the TypeScript one the longest).
  for (const source of samples) {
    if (signal?.aborted) return;
    await warmPool(root, threads).run([{ source, bytes: Buffer.byteLength(source.text) }], () => undefined, signal);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** {@link warmExtraction}'s pool for `root`: a new one when there is none or it is another root's or thread count's. */
function warmPool(root: string, threads: number): ExtractPool {
  if (warmExtraction && (warmExtraction.root !== root || warmExtraction.threads !== threads)) {
    warmExtraction.pool.close().catch(() => undefined); // its threads and project go; nothing to report
    warmExtraction = undefined;
  }
  warmExtraction ??= { root, threads, pool: new ExtractPool({ root }, threads, MIN_FILES_FOR_WARM_WORKERS) };
  return warmExtraction.pool;
}

/** One file's row, or why the file cannot be indexed (the reasons of `readSourceFile`). */
export type IndexFileResult = { ok: true; record: FileRecord; cached: boolean } | { ok: false; reason: SkipReason; detail: string };

/**
 * The per-file step of {@link extractRepository} for one file asked for outside a run: read → language → content
 * hash → extractor version → (stored row when both match) → extract → metrics → store contract and summary
 * (`save: false`: the row is made in memory and nothing is written).
 * @throws Error naming the file when its extractor fails; StoreError when the store fails.
 */
export async function indexFile(context: Pick<ExtractionContext, "root" | "sources" | "store" | "config">, file: DiscoveredFile, options: { save?: boolean } = {}): Promise<IndexFileResult> {
  const { root, sources, store, config } = context;
  await initHash();
  const read = await sources.read(file, { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars });
  if (!read.ok) return read;
  const pendingFile = prepare(file.path, read, config, undefined, installedPackagesKey(path.resolve(root)));
  const stored = await store.getFile(file.path);
  // One file asked for outside a run takes the stored row made with other settings (a `--token-threshold` given to
  // `strata index` only): only a run re-extracts rows for their settings.
  const sameExtractor = stored !== undefined && stored.extractor.split(" ")[0] === pendingFile.extractor.split(" ")[0];
  if (stored && stored.contentHash === pendingFile.contentHash && sameExtractor) return { ok: true, record: stored, cached: true };
  const engine = new FileExtractor({ root });
  let outcome: ExtractOutcome | undefined;
  try {
    await engine.extractBatch([pendingFile.input], (o) => {
      outcome = o;
    });
  } finally {
    await engine.dispose();
  }
  if (!outcome?.ok) throw new Error(`${file.path}: extraction failed: ${outcome ? outcome.message : "no result"}`);
  const final = finalOutcome(outcome, pendingFile.input, await tokenCounter(config.tokenEncoding), config.tokenThreshold);
  if (!final.ok) throw new Error(`${file.path}: extraction failed: ${final.message}`);
  const { contentHash, language, extractor } = pendingFile;
  const origin = { path: file.path, contentHash, language, extractor };
  return { ok: true, record: options.save === false ? await contractRecord(origin, final.contract) : await saveContract(store, origin, final.contract), cached: false };
}

/** What the main thread keeps about a file read for extraction. */
function prepare(relPath: string, read: ReadResult & { ok: true; contentHash?: string }, config: StrataConfig, stat: FileStat | undefined, installed: string): PendingFile {
  const spec = detectLanguage(relPath, read.text);
  const input: ExtractInput = { source: { path: relPath, text: read.text, language: spec.id }, bytes: read.bytes.length };
  return { contentHash: read.contentHash!, language: spec.id, extractor: rowExtractorKey(spec, config, installed), input, ...(stat ? { stat } : {}) };
}

/**
 * What a stored row was made with: the extractor and its version, and the settings that shape the row (the token
 * encoding and threshold behind its metrics and `sentInFull`), e.g. `ts-morph@11 o200k_base/1500`; for a
 * TypeScript/JavaScript row, also the installed packages whose type declarations its types were read from
 * (`installed`, {@link installedPackagesKey}: `ts-morph@11 o200k_base/1500 deps:3f2a…`; nothing when none is
 * installed). A row made otherwise is re-extracted, so a changed `--encoding` is never ignored, shards indexed with
 * other settings are redone by the merge's index, and a dependency upgrade reaches the contracts.
 */
export function rowExtractorKey(spec: ReturnType<typeof detectLanguage>, config: StrataConfig, installed = ""): string {
  const packages = installed && spec.extractor === "ts-morph" ? ` deps:${installed}` : "";
  return `${extractorVersionKey(spec)} ${config.tokenEncoding}/${config.tokenThreshold}${packages}`;
}

/** Drops the store's own files (`strata.db`, `-wal`, `-shm`, `.history.json`… `isStoreFile`) when the store lives inside the repository. */
function withoutStoreFiles(discovery: DiscoveryResult, root: string, storeLocation: string): DiscoveryResult {
  const isOwn = (rel: string): boolean => isStoreFile(path.resolve(root, storeLocation), path.resolve(root, rel));
  return { ...discovery, files: discovery.files.filter((f) => !isOwn(f.path)), skipped: discovery.skipped.filter((s) => !isOwn(s.path)) };
}

/** What {@link extractAndStore} needs of a run: its pool, the metrics step, the store and the report. */
interface StoreRun {
  pool: { run: ExtractPool["run"] };
  measure: (outcome: ExtractOutcome, file: PendingFile) => FinalOutcome;
  store: FileRows;
  report: ExtractionReport;
  signal: AbortSignal | undefined;
}

/**
 * Extracts the `pending` files in the pool and stores each outcome in its own transaction, in arrival order; `onDone`
 * gets each file, its final outcome and whether it was stored, after the store.
 */
async function extractAndStore(run: StoreRun, pending: ReadonlyMap<string, PendingFile>, onDone: (file: PendingFile, final: FinalOutcome, stored: boolean) => void): Promise<void> {
  let writes = Promise.resolve();
  await run.pool.run(
    [...pending.values()].map((f) => f.input),
    (outcome) => {
      const file = pending.get(outcome.path)!;
      const final = run.measure(outcome, file);
      writes = writes.then(() => storeOutcome(final, file, run.store, run.report)).then((stored) => onDone(file, final, stored));
    },
    run.signal,
  );
  await writes;
}

/**
 * Extracts `barrels` (files re-exporting from a module whose exported surface changed in this run; barrels.ts) again
 * although their bytes did not change, and lists those whose contract changed among the run's changed paths (and its
 * contract-only paths). They were counted unchanged when their stat matched; they count as indexed now.
 */
async function refreshBarrels(
  run: StoreRun,
  into: { sources: SourceFiles; config: StrataConfig; checkedAt: number; installed: string; changedPaths: string[]; contractOnlyPaths: string[] },
  barrels: readonly string[],
  discovery: DiscoveryResult,
): Promise<void> {
  const { sources, config, checkedAt, installed } = into;
  const files = new Map(discovery.files.map((f) => [f.path, f]));
  const pending = new Map<string, PendingFile>();
  const before = new Map<string, string>();
  for (const p of barrels) {
    const file = files.get(p);
    const record = await run.store.getFile(p);
    if (!file || !record) continue;
    const read = await sources.read(file, { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars });
    if (!read.ok) continue;
    pending.set(p, prepare(p, read, config, statOf(file, checkedAt), installed));
    before.set(p, JSON.stringify(record.contract));
  }
  await extractAndStore(run, pending, (_file, final, stored) => {
    if (!stored) return;
    run.report.unchanged -= 1;
    if (final.ok && JSON.stringify(final.contract) !== before.get(final.path)) {
      into.changedPaths.push(final.path);
      into.contractOnlyPaths.push(final.path);
    }
  });
}

/** Stores one extraction outcome with its extractive summary, in one transaction; false for a failure. */
async function storeOutcome(outcome: FinalOutcome, file: PendingFile, store: FileRows, report: ExtractionReport): Promise<boolean> {
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
async function refreshUnchanged(store: FileRows, path: string, stat: FileStat | undefined): Promise<boolean> {
  const file = await store.getFile(path);
  if (!file) return false;
  if (stat) await store.putFile({ ...file, stat });
  return ensureSummary(store, path, file);
}
