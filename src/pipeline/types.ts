/**
 * Stages that run after Stage 1 extraction inside `strata index`: file synthesis through the semantic cache,
 * the code graph, hierarchical summaries, the search index. Each stage is one module of this folder; the
 * order of {@link defaultStages} is the pipeline's order (STYLE §1).
 */
import type { StrataConfig } from "../config/index.js";
import type { Store } from "../store/index.js";
import type { LlmClient } from "../summarize/index.js";
import type { SourceFiles } from "../extract/index.js";

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
  /** The configured model; absent means extractive only. */
  llm?: LlmClient;
  signal?: AbortSignal;
  /** Must not throw. */
  onProgress?: (progress: StageProgress) => void;
}

/** One stage. `run` returns a JSON-able report kept under `IndexReport.stages[name]`. */
export interface IndexStage {
  name: string;
  run(context: StageContext): Promise<Record<string, unknown>>;
}
