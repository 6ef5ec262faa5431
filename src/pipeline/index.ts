/**
 * `strata index`: the orchestrator ({@link indexRepository}), extraction, and the stages after it, each in its own
 * module here. Other folders import this entry only.
 */
export type { Shard, ExtractionReport, FileFailure, IndexOptions, IndexProgress, IndexReport, IndexStage, StageContext, StageProgress, StageReport } from "./types.js";
export {
  isFailedStage,
  type CategoriesStageReport,
  type FailedStageReport,
  type GraphStageReport,
  type HierarchyPlanReport,
  type HierarchyRunReport,
  type HierarchySkippedReport,
  type HierarchyStageReport,
  type PlannedCall,
  type SearchStageReport,
  type StageName,
  type StageReports,
  type StageReportsByName,
  type SynthesisOffReport,
  type SynthesisPlanReport,
  type SynthesisProblem,
  type SynthesisRunReport,
  type SynthesisStageReport,
} from "./stageReports.js";
export { stageReportOf, type StoredStageReports } from "./stageReportOf.js";
export { indexRepository } from "./indexRepository.js";
export { warmUpIndex, type WarmUpOptions, type WarmUpReport } from "./warmUp.js";
export { extractRepository, indexFile, rowExtractorKey, type ExtractionContext, type ExtractionResult, type IndexFileResult } from "./extraction.js";
export { defaultStages } from "./stages.js";
export { DEFAULT_STAGE_NAMES } from "./stageNames.js";
export { inShard, parseShard, shardStages, ShardSpecError } from "./shard.js";
export { createSynthesisStage, synthesisStage, type SynthesisStageOptions } from "./synthesis.js";
export { ESTIMATED_OUTPUT_TOKENS } from "./synthesisPlan.js";
export { changedFilesSince, gitCommit, repositoryNamespace } from "./gitInfo.js";
export { createHierarchyStage, hierarchyStage, fileFacts, HIERARCHY_PROMPT_BUDGET_TOKENS, type HierarchyStageOptions } from "./hierarchy.js";
export { searchStage } from "./search.js";
export { graphStage } from "./graph.js";
export { categoriesStage } from "./categories.js";
export { ensureSummary, llmSummaryRecord, mirrorLlmSummary, saveContract, summaryRecord, type ContractOrigin } from "./records.js";
