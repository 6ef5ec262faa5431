/**
 * The warm-up of a long-lived process (`strata watch`, `strata mcp`): once its index is fresh, it builds what an
 * incremental update of this process would otherwise build on its first run — the in-process extractors (grammars,
 * the TypeScript extractor's project with the standard library) and the graph's TypeScript program and checker over
 * the stored texts — so the first edit is answered as quickly as the later ones. Nothing is written to the store.
 *
 * Measured on trpc (1,549 files, 2 cores): the first edit after `strata watch` started took 6.95 s (graph 5.3 s, of
 * which building the program; extraction 0.9 s) against ~1.2 s for the next ones.
 */
import pLimit from "p-limit";
import { detectLanguage, type SourceFiles, type SourceText } from "../extract/index.js";
import { prepareTypeScriptProgram, type TsWarmUpReport } from "../graph/index.js";
import type { FileStamp } from "../store/index.js";
import { warmExtractors } from "./extraction.js";

/** Stored files read at once. */
const READ_CONCURRENCY = 16;

/** What {@link warmUpIndex} takes. */
export interface WarmUpOptions {
  /** Absolute repository root. */
  root: string;
  /** The file rows of the store (their paths and content hashes; the contracts are not read). */
  store: { listStamps(): Promise<FileStamp[]> };
  /** Where stored texts are read (`indexedText`: a file whose bytes no longer have the row's hash is passed over). */
  sources: SourceFiles;
  /** Extraction threads, as given to the updates (`IndexOptions.threads`), so the same kept pool is warmed. */
  threads?: number;
  /** Stops the warm-up between steps (and between parsing slices); what was warmed is let go or kept as safe. */
  signal?: AbortSignal;
}

/** What {@link warmUpIndex} did. */
export interface WarmUpReport {
  /** The files extracted (and discarded) to load the extractors: the first of each language, by path. */
  samples: string[];
  /** The TypeScript program's warm-up; absent when the repository has no TypeScript or JavaScript, or when stopped. */
  typescript?: TsWarmUpReport;
  /** Wall ms of the extractors' warm-up and of the whole warm-up. */
  extractMs: number;
  ms: number;
}

/**
 * Warms up what the next incremental `indexRepository` with `keepCompilerWarm` of `root` in this process reuses (see the
 * module comment). Parsing yields to the event loop in slices; the TypeScript program, its checker and each sample's
 * extraction are one stretch each (their wall ms are in the report).
 * @throws what reading the store throws; an extractor or compiler failure is no error (the update meets it for real).
 */
export async function warmUpIndex(options: WarmUpOptions): Promise<WarmUpReport> {
  const started = performance.now();
  const { root, sources, signal } = options;
  const records = [...(await options.store.listStamps())].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const limit = pLimit(READ_CONCURRENCY);
  const textOf = (record: FileStamp): Promise<string | undefined> => limit(() => sources.indexedText(record.path, record.contentHash));
  const firstOfLanguage = new Map<string, FileStamp>();
  for (const record of records) {
    const language = record.language;
    if (!firstOfLanguage.has(language)) firstOfLanguage.set(language, record);
  }
  const samples: SourceText[] = [];
  for (const [language, record] of firstOfLanguage) {
    const text = await textOf(record);
    if (text !== undefined) samples.push({ path: record.path, text, language });
  }
  const extractStart = performance.now();
  if (!signal?.aborted) await warmExtractors(root, samples, options.threads, signal);
  const extractMs = performance.now() - extractStart;
  const scripts = records.filter((r) => detectLanguage(r.path).extractor === "ts-morph");
  const texts = signal?.aborted ? [] : await Promise.all(scripts.map(async (r) => ({ path: r.path, text: await textOf(r) })));
  const files = texts.filter((f): f is { path: string; text: string } => f.text !== undefined);
  const typescript = files.length && !signal?.aborted ? await prepareTypeScriptProgram(root, files, signal ? { signal } : {}) : undefined;
  return { samples: samples.map((s) => s.path), ...(typescript ? { typescript } : {}), extractMs: Math.round(extractMs), ms: Math.round(performance.now() - started) };
}
