/**
 * The `strata index` orchestrator: discover → read → hash → extract (Stage 1) → summarize (extractive)
 * → store, one file per transaction. Reads like the pipeline: each stage is called through its entry.
 *
 * Resumption: a file counts as done only when its row is committed, and a row is skipped on the next run
 * when its content hash and extractor version match, so a killed run resumes without redoing finished
 * files (issue 2 item 6; the content-hash layer of seed 000 Table 7.1).
 */
import pLimit from "p-limit";
import {
  ExtractorSet,
  contractHash,
  detectLanguage,
  discoverFiles,
  fileMetrics,
  readSourceFile,
  finalizeContract,
  type DiscoveredFile,
  type Extractor,
  type LanguageSpec,
  type SemanticContract,
  type SkippedFile,
  type SourceText,
} from "./extract/index.js";
import { extractiveSummary, EXTRACTIVE_GENERATOR_VERSION } from "./summarize/index.js";
import type { FileRecord, Store, SummaryRecord } from "./store/index.js";
import type { StrataConfig } from "./config/index.js";
import { hashBytes, initHash } from "./shared/hash.js";
import { tokenCounter, type TokenCounter } from "./shared/tokens.js";

/** Generator key of extractive summaries: part of every summary row's key. */
export const EXTRACTIVE_GENERATOR_KEY = `extractive@${EXTRACTIVE_GENERATOR_VERSION}`;

/**
 * Files read, then extracted and stored, per batch. The TypeScript extractor builds one program per
 * batch (up to its own 1,000 files per project), so a batch as large as that avoids program rebuilds;
 * the texts of 1,000 files are a few MB.
 */
const BATCH_FILES = 1000;
/** Files read from disk at once. */
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
  store: Store;
  config: StrataConfig;
  /** Called after each file; must not throw. */
  onProgress?: (progress: IndexProgress) => void;
  /** Stops between files; the files already done stay committed. */
  signal?: AbortSignal;
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
  /** Contracts with at least one diagnostic (syntax errors, timeouts…) in this run. */
  withDiagnostics: number;
  /** Indexed + unchanged files per language. */
  languages: Record<string, number>;
  /** True when the run stopped early on the abort signal. */
  aborted: boolean;
}

interface PendingFile {
  file: DiscoveredFile;
  spec: LanguageSpec;
  source: SourceText;
  contentHash: string;
  bytes: number;
}

/**
 * Indexes the repository at `options.root` into `options.store`.
 * @throws Error when the root is missing or not a directory; StoreError when the store fails.
 * Per-file problems never throw: they are reported in `skipped` and `failed`.
 */
export async function indexRepository(options: IndexOptions): Promise<IndexReport> {
  const { root, store, config, signal } = options;
  const started = performance.now();
  await initHash();
  const runId = await store.startRun(root, Date.now());
  const discovery = await discoverFiles(root, { maxFileBytes: config.maxFileBytes });
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
    withDiagnostics: 0,
    languages: {},
    aborted: false,
  };

  const present = new Set(discovery.files.map((f) => f.path));
  const gone = [...stamps.keys()].filter((p) => !present.has(p));
  if (gone.length) await store.removeFiles(gone);
  report.removed = gone.length;

  const extractors = new ExtractorSet(root);
  // The tokenizer's rank table takes ~150 ms to load: only a run with files to extract pays for it.
  let countTokens: TokenCounter | undefined;
  const limit = pLimit(READ_CONCURRENCY);
  const total = discovery.files.length;
  let done = 0;
  const finish = (path: string): void => {
    done += 1;
    options.onProgress?.({ done, total, indexed: report.indexed, unchanged: report.unchanged, path });
  };

  try {
    for (let start = 0; start < total && !signal?.aborted; start += BATCH_FILES) {
      const batch = discovery.files.slice(start, start + BATCH_FILES);
      const reads = await Promise.all(batch.map((file) => limit(() => readSourceFile(file, { maxFileBytes: config.maxFileBytes }))));
      const pending: PendingFile[] = [];
      const readSkipped: string[] = [];
      for (const [i, file] of batch.entries()) {
        const read = reads[i]!;
        if (!read.ok) {
          report.skipped.push({ path: file.path, reason: read.reason, detail: read.detail });
          readSkipped.push(file.path);
          finish(file.path);
          continue;
        }
        const spec = detectLanguage(file.path);
        const contentHash = hashBytes(read.bytes);
        const stamp = stamps.get(file.path);
        if (stamp && stamp.contentHash === contentHash && stamp.extractor === extractors.versionKey(spec)) {
          if (await ensureSummary(store, file.path)) report.unchanged += 1;
          else report.failed.push({ path: file.path, message: "stored row has no contract" });
          report.languages[spec.id] = (report.languages[spec.id] ?? 0) + 1;
          finish(file.path);
          continue;
        }
        pending.push({ file, spec, contentHash, bytes: read.bytes.length, source: { path: file.path, text: read.text, language: spec.id } });
      }
      const stale = readSkipped.filter((p) => stamps.has(p));
      if (stale.length) {
        await store.removeFiles(stale);
        report.removed += stale.length;
      }
      if (pending.length) countTokens ??= await tokenCounter(config.tokenEncoding);
      await prepareExtractors(extractors, pending);
      for (const item of pending) {
        if (signal?.aborted) break;
        await indexOne(item, { store, extractors, countTokens: countTokens!, config, report });
        finish(item.file.path);
      }
    }
    report.aborted = signal?.aborted ?? false;
  } finally {
    await extractors.dispose();
  }
  report.skipped.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  await store.replaceSkipped(report.skipped);
  report.durationMs = Math.round(performance.now() - started);
  await store.finishRun(runId, Date.now(), report);
  return report;
}

async function prepareExtractors(extractors: ExtractorSet, pending: PendingFile[]): Promise<void> {
  const byExtractor = new Map<Extractor, SourceText[]>();
  for (const item of pending) {
    const extractor = await extractors.forLanguage(item.spec);
    if (!extractor.prepare) continue;
    const list = byExtractor.get(extractor) ?? [];
    list.push(item.source);
    byExtractor.set(extractor, list);
  }
  for (const [extractor, files] of byExtractor) await extractor.prepare!(files);
}

interface IndexContext {
  store: Store;
  extractors: ExtractorSet;
  countTokens: TokenCounter;
  config: StrataConfig;
  report: IndexReport;
}

async function indexOne(item: PendingFile, ctx: IndexContext): Promise<void> {
  const { file, spec, source } = item;
  let contract: SemanticContract;
  try {
    const extractor = await ctx.extractors.forLanguage(spec);
    const extracted = await extractor.extract(source);
    contract = finalizeContract(extracted, fileMetrics(source.text, item.bytes, ctx.countTokens, ctx.config.tokenThreshold));
  } catch (error) {
    ctx.report.failed.push({ path: file.path, message: (error as Error).message });
    return;
  }
  const now = Date.now();
  const record: FileRecord = {
    path: file.path,
    contentHash: item.contentHash,
    contractHash: contractHash(contract),
    language: spec.id,
    extractor: ctx.extractors.versionKey(spec),
    contract,
    indexedAt: now,
  };
  await ctx.store.putFile(record, summaryRecord(record, now));
  ctx.report.indexed += 1;
  ctx.report.linesIndexed += contract.metrics.lines;
  if (contract.diagnostics.length) ctx.report.withDiagnostics += 1;
  ctx.report.languages[spec.id] = (ctx.report.languages[spec.id] ?? 0) + 1;
}

/** The extractive summary row for a file row. */
export function summaryRecord(file: FileRecord, createdAt: number): SummaryRecord {
  return {
    path: file.path,
    generatorKey: EXTRACTIVE_GENERATOR_KEY,
    contentHash: file.contentHash,
    contractHash: file.contractHash,
    summary: extractiveSummary(file.contract),
    createdAt,
  };
}

/** Makes sure an unchanged file has a current extractive summary (after a generator upgrade). */
async function ensureSummary(store: Store, path: string): Promise<boolean> {
  const existing = await store.getSummary(path, EXTRACTIVE_GENERATOR_KEY);
  if (existing) return true;
  const file = await store.getFile(path);
  if (!file) return false;
  await store.putSummary(summaryRecord(file, Date.now()));
  return true;
}
