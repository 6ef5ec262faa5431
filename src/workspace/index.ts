/**
 * Workspace stage (seed 003): the region-question workspace behind `strata serve` — an HTTP API
 * and web page over one repository. Spec: `README.md` in this folder.
 */
export { openWorkspace, cutOf, selectionOf, referencesOf, regionTreeOf, planPrompt, type WorkspaceOptions, type PromptPlan } from "./workspace.js";
export type { WorkspaceParts } from "./parts.js";
export { prepareContext, contextText, MAX_FOLDER_FILES, MAX_OTHER_REGIONS_CHARS, type PreparedContext, type ContextResult, type StageTimings, type Selection, type FolderContext, type SummarizedRegion } from "./regionContext.js";
export { moreDetail, type DetailResult, type DetailUnit } from "./detail.js";
export { assemblePrompt, truncationMarker, breadcrumbText, MAX_PROMPT_CODE_CHARS, ANSWER_SYSTEM, type AssembledPrompt } from "./prompt.js";
export { extractiveRegionSummary, leadingComment, windowsOf, type SummaryInput, EXTRACTIVE_REGION_GENERATOR_KEY, REGION_PROMPT_KEY, SUMMARY_WINDOW_CHARS, MAX_DOC_CHARS } from "./regionSummary.js";
export { BasicSummaries, regionInput, type BasicSummaryStats, type RegionText } from "./basicSummaries.js";
export { Sessions, FocusedCache, SESSION_HEADER, type Session } from "./sessions.js";
export { resolveInside, type SafePath } from "./safePath.js";
export { WorkspaceError } from "./errors.js";
export { warmWorkspace, type WarmProgress, type WarmReport } from "./warm.js";
export { createWorkspaceApp, startWorkspaceServer, type AppOptions, type RunningServer } from "./server.js";
export { DEFAULT_REQUEST_LIMITS, type RequestLimits } from "./requestGuard.js";
export { viewOf, labelOf, type RegionView } from "./regionTrees.js";
