/**
 * The report each stage of `strata index` returns, kept under `IndexReport.stages[name]` and stored with the run
 * (`strata index --json` prints them as they are). A leaf module: the stage modules and types.ts import it; it
 * declares the shapes here rather than in each stage module because types.ts (which every stage imports) needs
 * them, and import cycles are not allowed (.dependency-cruiser.cjs `no-circular`).
 * Units: times in ms (wall time), counts in files, nodes, docs or calls as named, tokens as the model's
 * tokenizer counts them, cost in USD.
 */
import type { CacheRunStats } from "../store/index.js";
import type { LanguageCallStats } from "../graph/index.js";
import type { HierarchyReport } from "../summarize/index.js";
import type { IndexUpdateReport } from "../retrieve/index.js";

/** The report of a stage that threw an unexpected error (`runStage` in indexRepository.ts); its backlog stays for the next run. */
export interface FailedStageReport {
  /** `"<error name>: <message>"`, e.g. `"RangeError: Maximum call stack size exceeded"`. */
  failed: string;
}

/** A file that kept its extractive summary, and why. */
export interface SynthesisProblem {
  /** Repository-relative path. */
  path: string;
  /** For a failed call `"<rate-limit|server|timeout>: …"`; for invalid model output the validation problem. */
  reason: string;
}

/** One file that would be sent. Tokens are estimates (the prompt's BPE count; output fixed), cost in USD. */
export interface PlannedCall {
  /** Repository-relative path. */
  path: string;
  /** No cache entry for the file, or an entry made from another contract. */
  reason: "absent" | "contract-changed";
  /** Prompt tokens (estimate). */
  inputTokens: number;
  /** Output tokens assumed (`ESTIMATED_OUTPUT_TOKENS`). */
  outputTokens: number;
  /** USD; null when the model has no known price. */
  costUsd: number | null;
}

/** `synthesis` without a model: nothing was done (extractive summaries only). */
export interface SynthesisOffReport {
  llm: false;
}

/** `synthesis` with `--dry-run` (synthesisPlan.ts): what would be sent; nothing sent, nothing written. */
export interface SynthesisPlanReport {
  dryRun: true;
  /** The client's model id, e.g. `"openai-compatible:test-model"`. */
  model: string;
  /** `<prompt id>@<version>` of the file prompt. */
  promptKey: string;
  /** The cache the plan read. */
  backend: CacheRunStats["backend"];
  /** Files the model could summarize (indexed files less `sendInFull` and `emptyContract`). */
  files: number;
  /** Files of at most `tokenThreshold` tokens: sent in full, never summarized (seed 000 §4.2). */
  sendInFull: number;
  /** Files with an empty contract (docs, data): nothing to summarize. */
  emptyContract: number;
  /** Files whose cache entry matches their content hash. */
  hashHits: number;
  /** Files whose cache entry matches their contract (semantic hash). */
  semanticHits: number;
  /** Files that would be sent: one call each. */
  calls: number;
  /** Prompt tokens of those calls (estimate). */
  inputTokens: number;
  /** Output tokens assumed for those calls. */
  outputTokens: number;
  /** USD, rounded to 1e-8; null when the model has no known price. */
  costUsd: number | null;
  /** The files that would be sent, in store order. */
  wouldSend: PlannedCall[];
}

/**
 * `synthesis` with a model (synthesis.ts): the stored per-run statistics ({@link CacheRunStats}: files, hits,
 * calls, tokens, USD, grounding, `stoppedBy`) plus the files left out and the files that kept their extractive summary.
 */
export interface SynthesisRunReport extends CacheRunStats {
  /** Files of at most `tokenThreshold` tokens: sent in full, never summarized (seed 000 §4.2). */
  sendInFull: number;
  /** Files with an empty contract (docs, data): nothing to summarize. */
  emptyContract: number;
  /** `git rev-parse HEAD` of the repository, when it is a git work tree. */
  commit?: string;
  /** The message of the error that stopped the run (with `stoppedBy`). */
  stopMessage?: string;
  /** With a shared (Redis) cache: `"ok"`, or `"lost: <why>"` when the run went on with the local store's cache. */
  sharedCache?: string;
  /** Files whose model output stayed invalid after the repair attempt (`invalid` counts them). */
  invalidFiles: SynthesisProblem[];
  /** Files whose call failed after retries (`failed` counts them). */
  failedFiles: SynthesisProblem[];
}

/** The `synthesis` stage's report: no model, a dry run, or a run. */
export type SynthesisStageReport = SynthesisOffReport | SynthesisPlanReport | SynthesisRunReport;

/** The `graph` stage's report (graph.ts). Counts of the whole stored graph after the build, unless said otherwise. */
export interface GraphStageReport {
  /** `full` on the first run, `full (builder changed)` when the stored graph came from another builder version. */
  mode: "full" | "full (builder changed)" | "incremental";
  /** `GRAPH_BUILDER_VERSION` of the build. */
  builderVersion: number;
  /** Files built in this run. */
  filesBuilt: number;
  /**
   * Changed files whose dependents were not rebuilt: what other files' edges see of them (their surface) is as
   * before (`unchangedSurfaces` in the graph module). Absent in reports of older runs.
   */
  dependentsKept?: number;
  /** Files whose nodes were removed in this run. */
  filesRemoved: number;
  /** Nodes in the stored graph. */
  nodes: number;
  /** Edges in the stored graph. */
  edges: number;
  /** Nodes by kind (`file`, `class`, `function`, …). */
  nodesByKind: Record<string, number>;
  /** Edges by kind (`contains`, `calls`, `imports`, …). */
  edgesByKind: Record<string, number>;
  /** `calls` edges per caller language, resolved and not, sorted by language. */
  calls: LanguageCallStats[];
  /** Files whose declarations could not be built in this run (they keep their file node). */
  failed: { path: string; reason: string }[];
  /** Files not built because their text changed since extraction (the next run re-extracts them). */
  unreadable: string[];
  /** Wall time of the stage, ms. */
  ms: number;
}

/** `hierarchy` without a stored code graph: nothing to summarize. */
export interface HierarchySkippedReport {
  /** Why (`"no code graph in the store"`). */
  skipped: string;
  /** Always 0. */
  nodes: number;
  /** Wall time of the stage, ms. */
  ms: number;
}

/** `hierarchy` with `--dry-run`: nothing sent, nothing written; every node not reused is planned as one call (an upper bound). */
export interface HierarchyPlanReport {
  dryRun: true;
  /** The LLM generator's key, e.g. `"P-NODE-JSON@1|openai:gpt-4o-mini"`. */
  generatorKey: string;
  /** Nodes in the graph. */
  nodes: number;
  /** Nodes whose stored summary would be reused. */
  reused: number;
  /** Node summary calls that would be made. */
  plannedCalls: number;
  /** Prompt tokens of those calls (estimate). */
  promptTokens: number;
  /** Answer tokens assumed for those calls (`ESTIMATED_NODE_OUTPUT_TOKENS` each). */
  outputTokens: number;
  /**
   * Estimated cost in USD of those calls (prompt tokens plus `ESTIMATED_NODE_OUTPUT_TOKENS` answer tokens per call,
   * at the model's price in `src/summarize/llm/prices.json`); null for a model without a price.
   */
  costUsd: number | null;
  /** Wall time of the stage, ms. */
  ms: number;
}

/**
 * `hierarchy` that ran (seed 001 §3.2): the last generator's {@link HierarchyReport} (nodes, levels, calls,
 * tokens, `stopped`), the summaries it pruned, and with a model the extractive generator's counts too.
 */
export interface HierarchyRunReport extends HierarchyReport {
  /** Node summaries deleted because their node left the graph (0 after a stopped or aborted run). */
  pruned: number;
  /** With a model: nodes the extractive generator summarized and reused before the LLM generator ran. */
  extractive?: { summarized: number; reused: number };
  /** Wall time of the stage, ms. */
  ms: number;
}

/** The `hierarchy` stage's report: skipped, a dry run, or a run. */
export type HierarchyStageReport = HierarchySkippedReport | HierarchyPlanReport | HierarchyRunReport;

/** The `search` stage's report (search.ts): what the index update did ({@link IndexUpdateReport}, in docs) and where its input came from. */
export interface SearchStageReport extends IndexUpdateReport {
  /** Files whose text changed since extraction: their stored docs are kept (absent when none). */
  changedSinceExtraction?: string[];
  /** Where the nodes came from: the stored code graph, or the contracts when there is none. */
  nodesFrom: "graph" | "contracts";
  /** Extractive node summaries available to the docs. */
  nodeSummaries: number;
  /** Files with commit subjects in the history field (0 when history is off or there is no git). */
  historyFiles: number;
  /** Functions, methods and types with commit subjects in their history field (0 when history is off or there is no git). */
  historyNodes: number;
  /** Wall time reading the git history (file and function subjects), ms, overlapping the stage's other reads; 0 when history is off. */
  historyMs: number;
  /** Why the line history (functions' subjects) could not be read when git failed on it (`git log exited 128: fatal: …`). */
  historyFailure?: string;
  /** Wall time of the stage, ms. */
  ms: number;
}

/** The `categories` stage's report (categories.ts). */
export interface CategoriesStageReport {
  /** Files whose categories were recomputed. */
  files: number;
  /** Of those, files with at least one category. */
  categorized: number;
  /** Wall time of the stage, ms. */
  ms: number;
}

/** The report of each default stage, by stage name. */
export interface StageReportsByName {
  synthesis: SynthesisStageReport;
  graph: GraphStageReport;
  hierarchy: HierarchyStageReport;
  search: SearchStageReport;
  categories: CategoriesStageReport;
}

/** Names of the default stages. */
export type StageName = keyof StageReportsByName;

/**
 * `IndexReport.stages`: each stage that ran, by name, with its report or {@link FailedStageReport}; a stage
 * passed in `IndexOptions.stages` under another name keeps its own (JSON-able) report.
 */
export type StageReports = { [K in StageName]?: StageReportsByName[K] | FailedStageReport } & { [name: string]: object };

/** True when `report` is a {@link FailedStageReport} (the graph report's `failed` is a list, not a string). */
export function isFailedStage(report: object): report is FailedStageReport {
  return "failed" in report && typeof report.failed === "string";
}
