/**
 * Summarize stage: turns semantic contracts (never raw code) into technical summaries.
 */
export { extractiveSummary, EXTRACTIVE_GENERATOR_VERSION } from "./extractive.js";
export { inferSideEffects } from "./sideEffects.js";
export { renderEntity, renderCallSignature, firstSentence } from "./render.js";
export {
  TechnicalSummarySchema,
  SUMMARY_FORMAT_VERSION,
  type TechnicalSummary,
  type PublicApiEntry,
  type IoContract,
} from "./technicalSummary.js";
export { technicalSummaryJsonSchema } from "./jsonSchema.js";
export { promptContract, type PromptContract, type PromptEntity } from "./promptContract.js";
export type { LlmClient, LlmRequest, LlmObjectRequest, LlmUsage } from "./llm/types.js";
