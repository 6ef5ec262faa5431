/**
 * The shapes that cross the steps of `strata index` (a leaf module: every step imports it, it imports no step).
 * Stages run after Stage 1 extraction: file synthesis through the semantic cache, the code graph, hierarchical
 * summaries, the search index. Each stage is one module of this folder; the order of `defaultStages` (stages.ts)
 * is the pipeline's order (STYLE §1).
 */
import type { StrataConfig } from "../config/index.js";
import type { Store, WriterLockWait } from "../store/index.js";
import type { Embedder, LlmClient } from "../summarize/index.js";
import type { SkippedFile, SourceFiles } from "../extract/index.js";
import type { StageCost } from "../shared/stageProfile.js";
import type { StageReports } from "./stageReports.js";

/** Shard `index` (1-based) of `count` shards of one repository (shard.ts). */
export interface Shard {
  index: number;
  count: number;
}

/** Progress of a stage: units are the stage's own (files, nodes, calls), named in `unit`. */
export interface StageProgress {
  stage: string;
  done: number;
  total: number;
  unit: string;
  /** Free text for the progress line (e.g. `"12 LLM calls, 8.1k tokens, $0.004"`). */
  detail?: string;
}

/** What a stage receives. Paths are repository-relative POSIX paths. */
export interface StageContext {
  root: string;
  /** The run's one reader of source text: stages read a stored file with `sources.indexedText(path, contentHash)`. */
  sources: SourceFiles;
  store: Store;
  config: StrataConfig;
  /** Files whose row was written in this run (new or changed content). */
  changedPaths: string[];
  /** Files whose row was deleted in this run. */
  removedPaths: string[];
  /**
   * Files among `changedPaths` whose contract changed in this run although their bytes did not — barrels re-exporting
   * from a module whose surface changed (barrels.ts) — and that were not in the stage's backlog before the run.
   */
  contractOnlyPaths?: string[];
  /** The configured model; absent means extractive only. */
  llm?: LlmClient;
  /** The configured embedding model for dense search; absent means BM25 only. */
  embedder?: Embedder;
  signal?: AbortSignal;
  /** Must not throw. */
  onProgress?: (progress: StageProgress) => void;
  /** Keep the TypeScript program warm for the next run in this process (`IndexOptions.keepCompilerWarm`). */
  keepCompilerWarm?: boolean;
}

/**
 * Any stage's JSON-able report, kept under `IndexReport.stages[name]`; the default stages' shapes are in
 * stageReports.ts ({@link StageReports}). A stage that threw has `{ failed: message }`; one stopped early (a budget,
 * an abort) says why in `stopped` or `stoppedBy`, and its backlog stays for the next run.
 */
export type StageReport = object;

/** One stage: `run` returns its report `R` (the default stages: {@link StageReports}' shapes). */
export interface IndexStage<R extends StageReport = StageReport> {
  name: string;
  run(context: StageContext): Promise<R>;
  /**
   * Called once discovery is over, before extraction, with the repository-relative paths discovered: a stage may
   * start slow reads that do not depend on extraction's results (the search stage's git log), for its `run` to take
   * when its inputs turn out the same. Must not throw.
   */
  prefetch?(context: Pick<StageContext, "root" | "store" | "config">, discovered: readonly string[]): void;
}

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
  /**
   * How long to wait for another run's writer lock (ms, with `onWait` called once when the wait starts) before
   * refusing with StoreBusyError; absent: refuse at once. Its `signal` (else the run's `signal`) stops the wait.
   */
  writerWait?: WriterLockWait;
  /** Worker threads for extraction (default: the cores available, at most 4); 1 keeps it in-process. */
  threads?: number;
  /** The configured model for synthesis; absent means extractive summaries only. */
  llm?: LlmClient;
  /** The configured embedding model (`createEmbedder` of the `embedding` setting); absent means no vectors. */
  embedder?: Embedder;
  /** Stages run after extraction (default `defaultStages`: synthesis, graph, hierarchy, search); `[]` runs extraction only. */
  stages?: IndexStage[];
  /**
   * Progress of the stages after extraction, and of extraction's reading step (stage `extract`, unit `files read`:
   * the files that may have changed are read before any is extracted); must not throw.
   */
  onStageProgress?: (progress: StageProgress) => void;
  /**
   * Index only this shard's files, with only the per-file stages (`shardStages`: file synthesis); the store then
   * holds that shard, for `Store.importShard` into the store where the whole repository is indexed (shard.ts).
   */
  shard?: Shard;
  /**
   * Keep the graph stage's TypeScript program (its parsed and bound files) for the next run in this process, which
   * then re-parses only changed files and can keep the dependents of a file whose surface did not change
   * (`strata watch`), and extraction's in-process TypeScript project (`warmExtraction` in extraction.ts). Default false: the program is let go as soon as the graph's TypeScript part is built, so
   * later stages of a one-shot run do not carry it (on a large repository, most of the graph stage's memory).
   */
  keepCompilerWarm?: boolean;
}

export interface FileFailure {
  path: string;
  message: string;
}

/** What extraction did. Counts are files. */
export interface ExtractionReport {
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
  /**
   * Of those, the files of no known language (language `text`: no structure extracted, searched as plain text) per
   * extension (`.coffee`; `(none)` for a name without one). A new user's trial on node-cache, written in CoffeeScript,
   * read only "Languages: text 10" and got text files as search results without a word why.
   */
  textOnly: Record<string, number>;
  /** True when the run stopped early on the abort signal. */
  aborted: boolean;
}

/** What one index run did: extraction's counts, then each stage's report. Times are ms. */
export interface IndexReport extends ExtractionReport {
  root: string;
  store: string;
  durationMs: number;
  /** Report of each stage run after extraction, by stage name. */
  stages: StageReports;
  /**
   * What each step cost, in run order: `discover` (walk, ignore rules, stored stamps), `extract` (read, hash,
   * extract, store contracts and extractive summaries), then every stage by name, then `finish`.
   */
  profile: Record<string, StageCost>;
  /** The shard this run indexed; absent for the whole repository. */
  shard?: Shard;
  /** The process's peak resident set size so far (MiB; the operating system's high-water mark). */
  peakRssMiB: number;
}
