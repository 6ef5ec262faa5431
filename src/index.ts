/**
 * strata's library API, grouped by stage. The CLI and other tools use only what is exported here.
 */
export * as extract from "./extract/index.js";
export * as graph from "./graph/index.js";
export * as summarize from "./summarize/index.js";
export * as store from "./store/index.js";
export * as config from "./config/index.js";
export * as retrieve from "./retrieve/index.js";
export * as mcp from "./mcp/index.js";
export * as workspace from "./workspace/index.js";
export { indexRepository, type IndexOptions, type IndexReport, type IndexProgress } from "./pipeline/index.js";
export { getContract, getSummary, FileQueryError, type SummaryResult, type FileQuery } from "./query/index.js";
export { summaryStatus, cacheStats, type FileFreshness, type Freshness, type CacheTotals } from "./query/index.js";
export * as pipeline from "./pipeline/index.js";
export * as query from "./query/index.js";
