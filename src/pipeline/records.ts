/**
 * Store rows for a file: the contract row and its extractive summary, made the same way by
 * `strata index` and by the per-file queries (`strata contract`, `strata summary`).
 */
import { contractHash, redactRecord, type SemanticContract } from "../extract/index.js";
import { extractiveSummary, EXTRACTIVE_GENERATOR_KEY, llmGeneratorKey, type CacheEntry } from "../summarize/index.js";
import type { FileRecord, FileRows, FileStat, SummaryRecord } from "../store/index.js";

/** What identifies a freshly extracted file besides its contract. */
export interface ContractOrigin {
  path: string;
  /** xxHash64 of the file bytes. */
  contentHash: string;
  language: string;
  /** `id@version` of the extractor. */
  extractor: string;
  stat?: FileStat;
}

/** Stores a file's contract and its extractive summary in one transaction; returns the file row. */
export async function saveContract(store: FileRows, origin: ContractOrigin, extracted: SemanticContract): Promise<FileRecord> {
  const record = await contractRecord(origin, extracted);
  await store.putFile(record, summaryRecord(record, record.indexedAt));
  return record;
}

/** The file row {@link saveContract} stores (redacted contract, its hash, `indexedAt` now), without storing it. */
export async function contractRecord(origin: ContractOrigin, extracted: SemanticContract): Promise<FileRecord> {
  // The file's text was redacted when read; this catches values that reached the contract another way
  // (a literal type the compiler read from an imported file).
  const contract = await redactRecord(extracted, origin.path);
  const { stat, ...rest } = origin;
  return { ...rest, contractHash: contractHash(contract), contract, indexedAt: Date.now(), ...(stat ? { stat } : {}) };
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

/**
 * Makes sure an unchanged file has a current extractive summary (after a generator upgrade), from its
 * stored contract; `file` saves loading the row again when the caller has it. False when there is no row.
 */
export async function ensureSummary(store: FileRows, path: string, file?: FileRecord): Promise<boolean> {
  if (await store.hasSummary(path, EXTRACTIVE_GENERATOR_KEY)) return true;
  const row = file ?? (await store.getFile(path));
  if (!row) return false;
  await store.putSummary(summaryRecord(row, Date.now()));
  return true;
}

/** The store's summary row for a cached LLM summary: generator key `<promptKey>|<model>` (as node summaries). */
export function llmSummaryRecord(entry: CacheEntry): SummaryRecord {
  return {
    path: entry.path,
    generatorKey: llmGeneratorKey(entry),
    contentHash: entry.contentHash,
    contractHash: entry.contractHash,
    summary: entry.summary,
    createdAt: entry.createdAt,
  };
}

/**
 * Copies a cache entry (possibly from the shared Redis cache) into the store's summary rows, so search and
 * hierarchy stages find the LLM summary beside the extractive one; skipped when the row is already current.
 */
export async function mirrorLlmSummary(store: FileRows, entry: CacheEntry): Promise<void> {
  const record = llmSummaryRecord(entry);
  const existing = await store.getSummary(record.path, record.generatorKey);
  if (existing && existing.contentHash === record.contentHash && existing.createdAt === record.createdAt) return;
  await store.putSummary(record);
}
