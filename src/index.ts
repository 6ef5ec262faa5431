/**
 * strata's library API, grouped by stage. The CLI and other tools use only what is exported here.
 */
export * as extract from "./extract/index.js";
export * as summarize from "./summarize/index.js";
export * as store from "./store/index.js";
export * as config from "./config/index.js";
export * as report from "./report/index.js";
export { indexRepository, type IndexOptions, type IndexReport, type IndexProgress } from "./indexRepository.js";
export { getContract, getSummary, FileQueryError } from "./fileQueries.js";
