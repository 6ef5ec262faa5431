/**
 * The store port: every backend (SQLite, the embedded default; Redis for a shared team cache) implements
 * this interface, and the rest of strata sees nothing else (STYLE §6). Methods are async so network
 * backends fit; the SQLite backend answers synchronously underneath.
 *
 * Consistency rule: {@link Store.putFile} writes a file's contract and summary in one transaction, so a
 * process killed at any point leaves either the old row or the new one (issue 2 item 6).
 */
import type { SemanticContract, SkippedFile } from "../extract/index.js";
import type { TechnicalSummary } from "../summarize/index.js";

/** One indexed file: keyed by `path`, valid while `contentHash` matches the file on disk. */
export interface FileRecord {
  /** Repository-relative path, `/` separators. */
  path: string;
  /** xxHash64 of the file bytes (16 hex digits). */
  contentHash: string;
  /** Hash of the contract's semantic part (`contractHash`). */
  contractHash: string;
  language: string;
  /** `id@version` of the extractor that made the contract. */
  extractor: string;
  contract: SemanticContract;
  /** When the row was written, ms since the Unix epoch. */
  indexedAt: number;
  /** The file's size (bytes) and modification time (ms) when read, and when that run started (ms). */
  stat?: FileStat;
}

/** What `stat` said of a file, and when the run that read it started (all ms since the epoch). */
export interface FileStat {
  bytes: number;
  mtimeMs: number;
  /** Start of the run that read the file: a later edit has a later mtime (see `indexRepository`). */
  checkedAt: number;
}

/** A stored summary, keyed by path and generator key; `contractHash` says which contract it describes. */
export interface SummaryRecord {
  path: string;
  /** Who made it and with which rules, e.g. `extractive@1`. */
  generatorKey: string;
  contentHash: string;
  contractHash: string;
  summary: TechnicalSummary;
  createdAt: number;
}

/** The lightweight part of a file row, for change detection without loading contracts. */
export interface FileStamp {
  path: string;
  contentHash: string;
  extractor: string;
  stat?: FileStat;
}

/** One `strata index` run: what it did, for `strata stats` and resumption reports. */
export interface RunRecord {
  id: number;
  root: string;
  startedAt: number;
  finishedAt?: number;
  /** The run's report as JSON-able data. */
  report?: unknown;
}

export interface Store {
  /** Where the data lives, for messages (a file path or a URL without credentials). */
  readonly location: string;
  getFile(path: string): Promise<FileRecord | undefined>;
  /** Every file row (contracts included), sorted by path. */
  listFiles(): Promise<FileRecord[]>;
  /** Path, content hash and extractor of every file row, sorted by path. */
  listStamps(): Promise<FileStamp[]>;
  /** Writes a file row and, when given, its summary, in one transaction. */
  putFile(file: FileRecord, summary?: SummaryRecord): Promise<void>;
  /** Deletes file rows and their summaries. */
  removeFiles(paths: string[]): Promise<void>;
  getSummary(path: string, generatorKey: string): Promise<SummaryRecord | undefined>;
  putSummary(summary: SummaryRecord): Promise<void>;
  /** Replaces the list of files the last discovery skipped. */
  replaceSkipped(skipped: SkippedFile[]): Promise<void>;
  listSkipped(): Promise<SkippedFile[]>;
  startRun(root: string, startedAt: number): Promise<number>;
  finishRun(id: number, finishedAt: number, report: unknown): Promise<void>;
  /** The most recent runs, newest first. */
  listRuns(limit: number): Promise<RunRecord[]>;
  close(): Promise<void>;
}

/**
 * Thrown by store backends for a store that cannot be opened or used (corrupt file, wrong format
 * version, unreachable server). Stops the run: nothing can be saved without a store.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly location: string,
    options?: { cause?: unknown },
  ) {
    super(`${message} (store: ${location})`, options);
    this.name = "StoreError";
  }
}
