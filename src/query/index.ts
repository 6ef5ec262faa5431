/**
 * The read side: the queries behind the CLI and MCP answers over an indexed repository — one file's contract and
 * summary (cache-aside), one node's summary, freshness and cache status, and the token report of seed
 * `000_2a42ff7c47e3b4f9.txt` Table 4.1.
 */
export { withImportPaths } from "./contractImports.js";
export { getContract, getSummary, FileQueryError, type ContractResult, type FileQuery, type SummaryResult } from "./fileQueries.js";
export { getShortSummary, ShortSummaryError, type ShortSummary, type ShortSummaryStyle } from "./shortSummary.js";
export * from "./nodeQueries.js";
export * from "./fileUnits.js";
export * from "./summaryStatus.js";
export * from "./cacheStats.js";
export { buildTokenReport, median, ratio, type TokenReport, type TokenReportRow, type TokenGroupStats } from "./tokenReport.js";
export { storedSummaries, type StoredSummaries, type StoredFileSummary } from "./summaryEvalInputs.js";
export { callNodes, type CallNode } from "./callNodes.js";
export { nodeArgument, type NodeArgument } from "./nodeArgument.js";
export { definitionAnswer, referencesAnswer, impactAnswer, callsAnswer, changesAnswer, filesFresh, type Page, type Said } from "./navigationAnswers.js";
