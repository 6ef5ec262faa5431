/**
 * Summarize stage: turns semantic contracts (never raw code) into technical summaries.
 */
export { extractiveSummary, EXTRACTIVE_GENERATOR_KEY, EXTRACTIVE_GENERATOR_VERSION } from "./extractive.js";
export { inferSideEffects } from "./sideEffects.js";
export { renderEntity, renderCallSignature, firstSentence, docSentence, summarySentence } from "./render.js";
export {
  TechnicalSummarySchema,
  SUMMARY_FORMAT_VERSION,
  type TechnicalSummary,
  type PublicApiEntry,
  type IoContract,
} from "./technicalSummary.js";
export { technicalSummaryJsonSchema } from "./jsonSchema.js";
export { promptContract, type PromptContract, type PromptEntity } from "./promptContract.js";
export type { Embedder, LlmClient, LlmRequest, LlmObjectRequest, LlmUsage } from "./llm/types.js";
export { createLlmClient, type LlmClientOptions, type StrataLlmClient } from "./llm/createLlmClient.js";
export { LlmError, redactSecrets, type LlmErrorKind, type LlmErrorDetails } from "./llm/LlmError.js";
export { OLLAMA_DEFAULT_BASE_URL } from "./llm/providers.js";
export { createEmbedder, EmbeddingConfigError, type EmbeddingSettings } from "./llm/embeddings.js";
export {
  describeLlmSetup,
  LLM_SETUP_HINT,
  parseLlmSpec,
  missingApiKey,
  LLM_PROVIDERS,
  LLM_DEFAULTS,
  API_KEY_ENV,
  type LlmConfig,
  type LlmProvider,
  type LlmSpec,
} from "./llm/setup.js";
export {
  UsageMeter,
  Budget,
  estimateCostUsd,
  modelPrice,
  formatCostUsd,
  type UsageTotals,
  type BudgetLimits,
  type ModelPrice,
} from "./llm/usage.js";
export {
  promptKeyFor,
  loadPrompt,
  renderPrompt,
  outputJsonSchema,
  type PromptDefinition,
  type RenderedPrompt,
} from "./prompts/library.js";
export { estimatePromptTokens } from "./prompts/estimatePromptTokens.js";
export {
  PROMPT_IDS,
  LlmTechnicalSummarySchema,
  BriefSchema,
  ChainOfDensitySchema,
  type PromptId,
  type LlmTechnicalSummary,
} from "./prompts/outputSchemas.js";
export {
  synthesizeSummary,
  toTechnicalSummary,
  type SynthesisOptions,
  type SynthesisOutcome,
} from "./synthesis/synthesizeSummary.js";
export { FILE_PROMPT_ID, synthesisSkip, type SynthesisSkip } from "./synthesis/fileSynthesis.js";
export {
  briefSummary,
  chainOfDensity,
  type ShortSummaryOptions,
  type BriefOutcome,
  type DensityOutcome,
  type DensityStep,
} from "./synthesis/briefSummaries.js";
export {
  findUngrounded,
  findUngroundedInProse,
  groundingVocabulary,
  type GroundableSummary,
  type GroundingContract,
  type GroundingVocabulary,
} from "./synthesis/grounding.js";
export * from "./cache/index.js";
export * from "./hierarchy/index.js";
export { deterministicChecks, isNameRestating, isDeclarationRestating, DECLARATION_KINDS, type DeterministicReport } from "./eval/deterministic.js";
export { summaryChecks, checkFileSummary, rate, type FileSummaryInput, type FileCheck, type SummaryChecksReport } from "./eval/summaryChecks.js";
export { qaRetentionFile, overallRetention, retentionPercent, QA_QUESTIONS, QA_TARGET_PERCENT, GRADE_POINTS, type QaGrade, type QaFileResult, type QaInput } from "./eval/qaRetention.js";
export { summarySimilarity, cosine, tokenF1, wordTokens, type SimilarityInput, type SimilarityFile, type SimilarityReport } from "./eval/similarity.js";
export { rubricCsv, parseCsv, parseRubricScores, rubricReport, pearson, RubricCsvError, RUBRIC_CRITERIA, RUBRIC_COLUMNS, type RubricRow, type RubricScore, type RubricReport, type RubricCriterion } from "./eval/rubric.js";
export { samplePaths } from "./eval/sample.js";
