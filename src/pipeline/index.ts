/**
 * Pipeline stage list for `strata index`, after extraction. Each entry lives in its own module here.
 */
import type { IndexStage } from "./types.js";
import { synthesisStage } from "./synthesis.js";
import { hierarchyStage } from "./hierarchy.js";
import { searchStage } from "./search.js";
import { graphStage } from "./graph.js";
import { categoriesStage } from "./categories.js";

export type { IndexStage, StageContext, StageProgress } from "./types.js";
export { createSynthesisStage, synthesisStage, FILE_PROMPT_ID, type SynthesisStageOptions } from "./synthesis.js";
export { ESTIMATED_OUTPUT_TOKENS, synthesisSkip, type PlannedCall, type SynthesisSkip } from "./synthesisPlan.js";
export { changedFilesSince, gitCommit, repositoryNamespace } from "./gitInfo.js";
export { createHierarchyStage, hierarchyStage, fileFacts, HIERARCHY_PROMPT_BUDGET_TOKENS, type HierarchyStageOptions } from "./hierarchy.js";
export { searchStage, readSourceFiles } from "./search.js";
export { graphStage } from "./graph.js";
export { categoriesStage } from "./categories.js";

/** The stages `strata index` runs after extraction, in order. */
export const defaultStages: IndexStage[] = [synthesisStage, graphStage, hierarchyStage, searchStage, categoriesStage];
