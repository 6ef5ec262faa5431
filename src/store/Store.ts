/**
 * The store port: every backend (SQLite, the embedded default; Redis for a shared team cache) implements
 * this interface, and the rest of strata sees nothing else (STYLE §6). Methods are async so network
 * backends fit; the SQLite backend answers synchronously underneath.
 *
 * Consistency rule: {@link Store.putFile} writes a file's contract and summary in one transaction, so a
 * process killed at any point leaves either the old row or the new one.
 */
import type { SemanticContract, SkippedFile } from "../extract/index.js";
import type { TechnicalSummary } from "../summarize/index.js";
import type { NodeSummary } from "../summarize/index.js";
import type { CacheEntry, CacheKey, EntryConfirmation } from "../summarize/index.js";
import type { CacheRunRecord, CacheRunStats } from "./SummaryCache.js";
import type { CodeGraph, GraphEdge, GraphEdgeKind, GraphNode } from "../graph/index.js";
import { StrataError } from "../shared/errors.js";

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
  /** The language the row was extracted as (by path, or by text where the extension allows several: a C++ `.h`). */
  language: string;
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

/**
 * File rows: one per indexed file (its semantic contract and content hash), the extractive summaries beside them,
 * and the files the last discovery skipped. Written by extraction, read by every later stage and the read side.
 */
export interface FileRows {
  getFile(path: string): Promise<FileRecord | undefined>;
  /** Every file row (contracts included), sorted by path. */
  listFiles(): Promise<FileRecord[]>;
  /** Path, content hash, extractor and stat of every file row, sorted by path (may be shared between calls: do not change it). */
  listStamps(): Promise<FileStamp[]>;
  /**
   * Writes a file row and, when given, its summary, in one transaction. A new row, or one whose content hash or
   * extractor changed, is logged as a file change in the same transaction (see {@link RunLog.stageBacklog}).
   */
  putFile(file: FileRecord, summary?: SummaryRecord): Promise<void>;
  /** Deletes file rows and their summaries, logging each deleted row as a file change, in one transaction. */
  removeFiles(paths: string[]): Promise<void>;
  getSummary(path: string, generatorKey: string): Promise<SummaryRecord | undefined>;
  /** Whether a summary row of `generatorKey` exists for `path`, without reading it (a re-index asks for every file). */
  hasSummary(path: string, generatorKey: string): Promise<boolean>;
  /**
   * Paths of the stored files that have no summary row of `generatorKey`, sorted: one query where a re-index would
   * otherwise ask {@link hasSummary} of every unchanged file (a watcher's update on typeorm's 3,761 files: ~100 ms).
   */
  listUnsummarized(generatorKey: string): Promise<string[]>;
  putSummary(summary: SummaryRecord): Promise<void>;
  /** Replaces the list of files the last discovery skipped. */
  replaceSkipped(skipped: SkippedFile[]): Promise<void>;
  listSkipped(): Promise<SkippedFile[]>;
  /**
   * Copies the file rows of the store at `file` (a shard written by `strata index --shard K/N`) into this one, in one
   * transaction: file rows (contracts), their summaries, semantic-cache entries (the newer entry wins) and region
   * summaries. A new row, or one whose content hash or extractor differs, is logged as a file change, so the next
   * run's stages rebuild it; imported rows carry no file stat, so that run checks every imported file's content hash
   * against the checkout before trusting it.
   * @throws StoreError naming `file` when it is missing, a folder, this store, not a strata store, of another schema
   * version, or not a finished `strata index --shard K/N` run (a whole-repository index, a shard run still running).
   */
  importShard(file: string): Promise<ShardImport>;
}

/** What {@link FileRows.importShard} copied. Counts are rows. */
export interface ShardImport {
  /** The shard store's path, as given. */
  from: string;
  files: number;
  /** File rows that were new here or differed (logged as changes). */
  changed: number;
  summaries: number;
  cacheEntries: number;
  regionSummaries: number;
  /** The shard the store holds (`K/N` of its `strata index --shard` run). */
  shard: { index: number; count: number };
}

/** The run log: runs with their reports, the file-change log behind each stage's backlog, and the writer lock. */
export interface RunLog {
  /**
   * The files changed (written or deleted) since the stage named `stage` last completed, sorted, and the sequence
   * number of the newest change (`through`, 0 when none was ever logged). A run stopped before a stage completed
   * leaves its changes in the backlog, so the next run rebuilds them even though their rows look unchanged.
   */
  stageBacklog(stage: string): Promise<{ paths: string[]; through: number }>;
  /** Records that `stage` has processed every file change up to sequence number `through`. */
  completeStage(stage: string, through: number): Promise<void>;
  /**
   * Takes the store's single-writer lock for an index run; `release` gives it back. The lock is held by the
   * operating system for this process, so a holder killed with SIGKILL frees it at once (no stale lock).
   * With `wait.ms` it waits that long (ms) for a holder to finish, trying every {@link WRITER_LOCK_POLL_MS} ms,
   * calling `wait.onWait` once with the holder when it starts waiting; `wait.signal` stops the wait.
   * @throws StoreBusyError (naming the holder's pid, host and start time) when another run still holds it then.
   */
  lockWriter(wait?: WriterLockWait): Promise<{ release(): Promise<void> }>;
  startRun(root: string, startedAt: number): Promise<number>;
  finishRun(id: number, finishedAt: number, report: unknown): Promise<void>;
  /** The most recent runs, newest first. */
  listRuns(limit: number): Promise<RunRecord[]>;
}

/** The semantic cache's entries (the SummaryCache port, see SummaryCache.ts) and per-run cache statistics. */
export interface CacheRows {
  getEntry(key: CacheKey): Promise<CacheEntry | undefined>;
  getEntries(keys: CacheKey[]): Promise<(CacheEntry | undefined)[]>;
  putEntry(entry: CacheEntry): Promise<void>;
  confirmEntry(key: CacheKey, update: EntryConfirmation): Promise<CacheEntry | undefined>;
  /** Appends one synthesis run's cache statistics; returns its id. */
  recordCacheRun(stats: CacheRunStats): Promise<number>;
  /** The latest `limit` synthesis runs' statistics, newest first. */
  listCacheRuns(limit: number): Promise<CacheRunRecord[]>;
}

/** Purpose categories of files (seed `003_ac3c632a333c0efa.txt`, "Research into navigation by purpose"), see categoryTables.ts. */
export interface CategoryRows {
  /** The category rows of stored files that describe their current content (same content hash), sorted by path. */
  listFileCategories(): Promise<FileCategoriesRecord[]>;
  /** Upserts category rows and deletes the rows of files no longer stored, in one transaction. */
  replaceFileCategories(records: FileCategoriesRecord[]): Promise<void>;
}

/** Durable basic region summaries, content-addressed. Focused summaries never come here. */
export interface RegionRows {
  /** The stored basic summaries among `contentHashes` for `generatorKey` (missing ones are absent), any order. */
  getRegionSummaries(contentHashes: string[], generatorKey: string): Promise<RegionSummaryRecord[]>;
  /** Upserts basic region summaries in one transaction. */
  putRegionSummaries(records: RegionSummaryRecord[]): Promise<void>;
  /** Every basic region summary of `generatorKey`, sorted by content hash. */
  listRegionSummaries(generatorKey: string): Promise<RegionSummaryRecord[]>;
}

/** The search index: one doc per graph node, BM25 over code and over summary text, vectors per model. */
export interface SearchRows {
  /** `id`, content hash and summary hash of every indexed doc, sorted by id (decides what to re-index). */
  listSearchStamps(): Promise<SearchStamp[]>;
  /** `id` of every indexed doc, sorted: one scan of the id index, no doc read (`strata context` asks which nodes are indexed). */
  listSearchDocIds(): Promise<string[]>;
  /** Whether the search index holds any doc (one row read: commands check it before answering). */
  hasSearchDocs(): Promise<boolean>;
  /** Inserts or replaces docs with their index texts, in one transaction; a replaced doc loses its vectors. */
  putSearchDocs(docs: SearchDocWrite[]): Promise<void>;
  /** Deletes docs, their index rows and vectors. */
  removeSearchDocs(ids: string[]): Promise<void>;
  /** The stored docs among `ids`, in the order of `ids` (missing ones are absent). */
  getSearchDocs(ids: string[]): Promise<SearchDocRecord[]>;
  /** BM25 top `limit` for an FTS5 MATCH expression over one field, only nodes of `kinds` when given; score = -bm25, higher is better. */
  searchText(field: SearchTextField, match: string, limit: number, kinds?: string[]): Promise<SearchHit[]>;
  /** Stores embedding vectors of docs for (`model`, `field`). */
  putSearchVectors(model: string, field: SearchField, vectors: { id: string; vector: number[] }[]): Promise<void>;
  /** Ids of docs without a vector for (`model`, `field`), sorted. */
  listUnembedded(model: string, field: SearchField): Promise<string[]>;
  /** Nearest docs by cosine similarity, only nodes of `kinds` when given (score in [-1, 1], higher is better). */
  searchVectors(model: string, field: SearchField, vector: number[], limit: number, kinds?: string[]): Promise<SearchHit[]>;
  /** Docs whose node name equals `name` ignoring ASCII case, at most `limit`, sorted by id; only `kinds` when given. */
  searchByName(name: string, limit: number, kinds?: string[]): Promise<SearchNameHit[]>;
}

/** The code graph: nodes and edges of `CodeGraph`, each row owned by the file it was built from, see graphTables.ts. */
export interface GraphRows {
  /** The whole stored graph: nodes sorted by id, edges by (from, kind, to, line). Empty when never built. */
  getGraph(): Promise<CodeGraph>;
  /**
   * The stored graph's nodes alone, sorted by id (as {@link getGraph} gives them); empty when never built. With
   * `path` (repository-relative), only the nodes built from that file: its file node and its declarations.
   */
  listGraphNodes(filter?: { path?: string }): Promise<GraphNode[]>;
  /**
   * One transaction: deletes the nodes whose `path` is in `paths` and the edges from them, inserts `part`
   * (folder and repository nodes are upserted), and drops folders left without children.
   */
  replaceGraphFiles(paths: string[], part: CodeGraph): Promise<void>;
  getGraphNode(id: string): Promise<GraphNode | undefined>;
  /** Edges matching every given field, sorted like {@link GraphRows.getGraph}'s. */
  listGraphEdges(filter: { from?: string; to?: string; kind?: GraphEdgeKind }): Promise<GraphEdge[]>;
}

/** Hierarchical node summaries: one per (graph node id, generator key), see nodeSummaryTables.ts. */
export interface NodeSummaryRows {
  getNodeSummary(id: string, generatorKey: string): Promise<NodeSummaryRecord | undefined>;
  /** Every node summary of `generatorKey`, sorted by id. */
  listNodeSummaries(generatorKey: string): Promise<NodeSummaryRecord[]>;
  /** Upserts node summaries in one transaction. */
  putNodeSummaries(records: NodeSummaryRecord[]): Promise<void>;
  /** Deletes the node summaries (of every generator) whose id is not in `liveIds`; returns how many ids went. */
  pruneNodeSummaries(liveIds: string[]): Promise<number>;
}

/**
 * The whole store: every port above, implemented by one backend (SQLite). A stage or query takes the narrowest
 * port it needs (`GraphRows & FileRows`, …); the orchestrator and the commands open the whole store.
 */
export interface Store extends FileRows, RunLog, CacheRows, CategoryRows, RegionRows, SearchRows, GraphRows, NodeSummaryRows {
  /** Where the data lives, for messages (a file path or a URL without credentials). */
  readonly location: string;
  close(): Promise<void>;
}

/**
 * A stored hierarchical node summary. `inputHash` hashes everything the summary was made from (the node's code
 * hash, its callees' and children's summary texts, the generator key): equal on the next run = reusable.
 */
export interface NodeSummaryRecord {
  /** Graph node id. */
  id: string;
  /** `extractive-node@<version>`, or `"<promptKey>|<model id>"`. */
  generatorKey: string;
  inputHash: string;
  summary: NodeSummary;
  /** ms since the Unix epoch. */
  createdAt: number;
}

/** One file's purpose categories as computed by the rules of `rulesVersion` from the content of `contentHash`. */
export interface FileCategoriesRecord {
  path: string;
  contentHash: string;
  rulesVersion: number;
  /** Kept categories, highest confidence first: id, confidence in [0, 1], evidence lines. Empty: none kept. */
  categories: { category: string; confidence: number; evidence: string[] }[];
}


/**
 * The indexed texts of a search doc: the node's code; its summary plus contract text (with the node's name in a
 * column of its own, weighted above the text); the subjects of the commits
 * that last touched its file (file docs only, src/retrieve/history.ts; never embedded); the whole text of a file
 * (`file`: file docs only, uncut, BM25 statistics over files alone; never embedded).
 */
export type SearchField = "code" | "summary" | "history" | "file";

/**
 * A field BM25 searches: a {@link SearchField}, or `name`: the summary field's name column alone (the node's qualified
 * name and its words), scored by that column only.
 */
export type SearchTextField = SearchField | "name";

/** One ranked search result: a doc id and its field-specific score (higher is better). */
export interface SearchHit {
  id: string;
  score: number;
}

/** A doc found by its node's name (`Store.searchByName`): the node's id, kind, path, names and whether it is exported. */
export interface SearchNameHit {
  id: string;
  kind: string;
  path: string;
  name: string;
  qualifiedName: string;
  exported: boolean;
}

/**
 * What decides whether a doc must be re-indexed: the node's content hash and the hash of its summary text; and
 * whether its stored record must be refreshed: the hash of its file when indexed (`""` when unknown).
 */
export interface SearchStamp {
  id: string;
  contentHash: string;
  summaryHash: string;
  fileHash?: string;
}

/** One indexed graph node as stored (raw texts; the FTS index holds the expanded ones). */
export interface SearchDocRecord extends SearchStamp {
  node: GraphNode;
  /** The node's source text (the whole file for files), possibly cut to a size limit. */
  code: string;
  /** The summary paragraph used (hierarchical node summary, or the extractive fallback). */
  summaryText: string;
  /** Signature, doc and members from the contract. */
  contractText: string;
  /** Generator key of the summary used, e.g. `extractive-node@1`. */
  summaryGenerator: string;
  /** Content hash of the file the node was read from when indexed: freshness is checked against it. */
  fileHash: string;
  /** File docs: cleaned subjects of the newest commits that changed the file, one a line (absent: none). */
  historyText?: string;
}

/** A doc to write, with the texts given to the FTS5 tokenizer (identifiers already expanded). */
export interface SearchDocWrite {
  record: SearchDocRecord;
  /** Absent: only the stored record changes (same texts, e.g. new line numbers); FTS rows and vectors are kept. */
  index?: { code: string; summary: string; summaryName?: string; history?: string; file?: string };
}

/**
 * The basic summary of one code region (seed 003 "Reuse without sharing exploratory context"):
 * it depends only on the region's exact text, so it is keyed by the region's content hash, never by its
 * place in the tree or the explored frontier.
 */
export interface RegionSummary {
  /** `extractive` (no model) or `llm`. */
  generator: "extractive" | "llm";
  /** One paragraph shown to people and put into prompts. */
  text: string;
  /** First line of the region's code, trimmed (extractive only). */
  signature?: string;
  /** The doc comment just above or at the top of the region, without comment markers. */
  doc?: string;
  /** Names called inside the region, in first-appearance order, at most 20. */
  calls: string[];
  /** Windows the text was summarized in (1 unless the region was oversized). */
  windows: number;
}

/** A stored {@link RegionSummary}: key = (`contentHash` of the region text, `generatorKey`). */
export interface RegionSummaryRecord {
  contentHash: string;
  /** e.g. `extractive-region@1`, or `P-REGION@1|openai:gpt-4o-mini`. */
  generatorKey: string;
  summary: RegionSummary;
  /** ms since the Unix epoch. */
  createdAt: number;
}

/**
 * Thrown by store backends for a store that cannot be opened or used (corrupt file, wrong format
 * version, unreachable server). Stops the run: nothing can be saved without a store.
 */
export class StoreError extends StrataError {
  readonly category: "store" | "corrupt" = "store";
  readonly fatal = true;
  constructor(
    message: string,
    readonly location: string,
    options?: { cause?: unknown },
  ) {
    super(`${message} (store: ${location})`, options);
    this.name = "StoreError";
  }
}

/** Another process holds the store's writer lock: its pid, host and start time (ms since the epoch) when known. */
/** How long a writer waits for the store's writer lock (see {@link Store.lockWriter}). */
export interface WriterLockWait {
  /** Longest wait, ms (0 or absent: refuse at once). */
  ms: number;
  /** Called once, when the lock is found held and the wait starts. */
  onWait?: (holder: WriterLockHolder | undefined) => void;
  /** Stops the wait (the lock is then refused with StoreBusyError). */
  signal?: AbortSignal;
}

/** Who holds the writer lock, from its `writer_lock` row: process id, host name, since (ms since the epoch). */
export interface WriterLockHolder {
  pid: number;
  host: string;
  since: number;
}

/** Interval between attempts while waiting for the writer lock, ms. */
export const WRITER_LOCK_POLL_MS = 100;

export class StoreBusyError extends StoreError {
  constructor(
    location: string,
    readonly holder?: WriterLockHolder,
  ) {
    const who = holder ? ` (pid ${holder.pid} on ${holder.host}, since ${new Date(holder.since).toISOString()})` : "";
    super(`another \`strata index\`${who} is writing this store; wait until it finishes, or stop it and run again`, location);
    this.name = "StoreBusyError";
  }
}
