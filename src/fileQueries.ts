/**
 * Per-file queries behind `strata contract <file>` and `strata summary <file>`: cache-aside over the
 * store (seed 000 §7.1 and Table 7.1: a row whose content hash matches is returned as is; otherwise
 * Stage 1 runs, and the new contract and summary are stored before they are returned).
 */
import path from "node:path";
import fs from "node:fs";
import {
  FileExtractor,
  detectLanguage,
  extractorVersionKey,
  fileMetrics,
  finalizeContract,
  readSourceFile,
  type Diagnostic,
  type ExtractOutcome,
  type SkipReason,
} from "./extract/index.js";
import type { TechnicalSummary } from "./summarize/index.js";
import type { FileRecord, Store } from "./store/index.js";
import type { StrataConfig } from "./config/index.js";
import { hashBytes, initHash } from "./shared/hash.js";
import { tokenCounter } from "./shared/tokens.js";
import { EXTRACTIVE_GENERATOR_KEY, saveContract, summaryRecord } from "./records.js";

/** Thrown when a file cannot be analysed (missing, outside the repository, binary, too large…). */
export class FileQueryError extends Error {
  constructor(
    readonly filePath: string,
    readonly reason: SkipReason | "not-found" | "outside-repository" | "not-a-file",
    detail: string,
  ) {
    super(`${filePath}: ${detail}`);
    this.name = "FileQueryError";
  }
}

export interface FileQuery {
  /** Absolute repository root. */
  root: string;
  /** The file, absolute or relative to the current directory. */
  file: string;
  store: Store;
  config: StrataConfig;
}

/** A contract with where it came from: `cached` when the stored row's content hash matched. */
export interface ContractResult {
  record: FileRecord;
  cached: boolean;
}

/**
 * The semantic contract of one file, from the store when its content hash matches, else extracted and
 * stored (with its extractive summary) before being returned.
 * @throws FileQueryError when the file is missing, outside `root`, or skipped (binary, too large…).
 */
export async function getContract(query: FileQuery): Promise<ContractResult> {
  const { root, store, config } = query;
  const absPath = path.resolve(query.file);
  const relPath = path.relative(root, absPath).split(path.sep).join("/");
  if (relPath.startsWith("../") || path.isAbsolute(relPath)) {
    throw new FileQueryError(query.file, "outside-repository", `is outside the repository ${root}`);
  }
  let stat: fs.Stats;
  try {
    stat = fs.statSync(absPath);
  } catch {
    throw new FileQueryError(query.file, "not-found", "no such file");
  }
  if (!stat.isFile()) throw new FileQueryError(query.file, "not-a-file", "is not a regular file");
  const read = await readSourceFile({ path: relPath, absPath, bytes: stat.size }, { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars });
  if (!read.ok) throw new FileQueryError(query.file, read.reason, read.detail);

  await initHash();
  const spec = detectLanguage(relPath);
  const contentHash = hashBytes(read.bytes);
  const extractorKey = extractorVersionKey(spec);
  const stored = await store.getFile(relPath);
  if (stored && stored.contentHash === contentHash && stored.extractor === extractorKey) {
    return { record: stored, cached: true };
  }
  const engine = new FileExtractor({ root });
  let outcome: ExtractOutcome | undefined;
  try {
    await engine.extractBatch([{ source: { path: relPath, text: read.text, language: spec.id }, bytes: read.bytes.length }], (o) => {
      outcome = o;
    });
  } finally {
    await engine.dispose();
  }
  if (!outcome?.ok) throw new Error(`${relPath}: extraction failed: ${outcome ? outcome.message : "no result"}`);
  const metrics = fileMetrics(read.text, read.bytes.length, await tokenCounter(config.tokenEncoding), config.tokenThreshold);
  const contract = finalizeContract(outcome.extracted, metrics);
  const record = await saveContract(store, { path: relPath, contentHash, language: spec.id, extractor: extractorKey }, contract);
  return { record, cached: false };
}

/** A technical summary with where it came from. */
export interface SummaryResult {
  summary: TechnicalSummary;
  /** True when both the contract and the summary came from the store unchanged. */
  cached: boolean;
  contentHash: string;
  /** Diagnostics of the contract the summary was made from: non-empty means it is partial. */
  diagnostics: Diagnostic[];
}

/**
 * The technical summary of one file, cache-aside: the stored summary when the file's content hash
 * matches, else computed from a fresh contract and stored.
 * @throws FileQueryError as {@link getContract}.
 */
export async function getSummary(query: FileQuery): Promise<SummaryResult> {
  const { record, cached } = await getContract(query);
  const stored = await query.store.getSummary(record.path, EXTRACTIVE_GENERATOR_KEY);
  if (stored && stored.contractHash === record.contractHash) {
    return { summary: stored.summary, cached, contentHash: record.contentHash, diagnostics: record.contract.diagnostics };
  }
  const fresh = summaryRecord(record, Date.now());
  await query.store.putSummary(fresh);
  return { summary: fresh.summary, cached: false, contentHash: record.contentHash, diagnostics: record.contract.diagnostics };
}
