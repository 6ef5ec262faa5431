/**
 * Hierarchical node summaries (seed 001 §3.2, Algorithms 1–4): levels, generators, the run.
 */
export {
  type NodeSummary,
  type NodeSummaryFields,
  NodeSummaryFieldsSchema,
  EXTRACTIVE_NODE_GENERATOR_KEY,
  EXTRACTIVE_NODE_GENERATOR_VERSION,
  renderNodeText,
  searchableNodeText,
  STEP_COMMENTS_DETAIL,
  shortName,
} from "./nodeSummary.js";
export { buildSchedule, dependenciesOf, unitsOf, type SummarySchedule, type SummaryLevel, type Dependencies } from "./levels.js";
export { calleeImportance, byImportance } from "./importance.js";
export type { NodeGenerator, NodeInput, ContextSummary, FileFacts, GeneratedSummary } from "./generator.js";
export { extractiveNodeGenerator, extractiveNodeSummary, nodeFacts } from "./extractiveNode.js";
export { calleeName, declarationWord } from "./facts.js";
export { llmNodeGenerator, NODE_PROMPT_KEY, NODE_SYSTEM_PROMPT, type LlmNodeGeneratorOptions } from "./llmNode.js";
export { buildNodePrompt, type NodePrompt } from "./prompt.js";
export { runHierarchy, hashInput, hierarchyMemo, type HierarchyMemo, type HierarchyOptions, type HierarchyResult, type HierarchyReport, type NodeOutcome, type PreviousSummary } from "./runHierarchy.js";
