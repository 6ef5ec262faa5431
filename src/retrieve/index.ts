/**
 * Retrieve stage (seed 001 §3.3 and §5): lexical (FTS5/BM25) and dense search over node code and
 * node summaries, fused by RRF; the context graph engine; the retrieval evaluation harness.
 */
export type { SearchDocument, SearchDocumentStream, DocumentEntry, DocumentStamp, SearchMode, SearchResult, Embedder } from "./types.js";
export { SEARCH_MODES } from "./types.js";
export { splitIdentifier, expandForIndex, toMatchQuery, contentWords, SEARCH_TEXT_VERSION } from "./tokenize.js";
export { reciprocalRankFusion, RRF_K, type Ranking, type Fused } from "./fusion.js";
export { buildSearchDocuments, searchDocuments, searchDocumentMemo, nodesOfContract, FALLBACK_SUMMARY_GENERATOR, MAX_CODE_CHARS, type SourceFile, type DocumentSources, type SearchDocumentMemo } from "./documents.js";
export { updateSearchIndex, embeddingText, type IndexUpdateReport, type IndexUpdateOptions } from "./indexDocuments.js";
export { search, rankIds, rankFiles, oneLine, HISTORY_WEIGHT, type SearchOptions, type FileHit } from "./search.js";
export { queryWords, wordMatch, heldByNone, type WordMatch, type QueryWord } from "./wordMatch.js";
export { readFileHistory, historyFromLog, cleanSubject, describeSubject, HISTORY_DEFAULTS, type FileHistoryOptions } from "./history.js";
export {
  readLineHistory,
  readWorktreeDiff,
  nodeHistory,
  isLineHistory,
  parseFirstParentLog,
  parsePatch,
  applyCommit,
  mapRange,
  LINE_HISTORY_DEFAULTS,
  type LineHistory,
  type LineHistoryOptions,
  type HistoryNode,
  type Hunk,
  type LogCommit,
  type FileDiff,
} from "./lineHistory.js";
export { fileRole, readsHead, roleOrder, rolesAskedFor, type FileRole } from "./fileRoles.js";
export { asksAboutErrors, exceptionTypesAfter, isExceptionType, EXCEPTION_WINDOW } from "./exceptionTypes.js";
export { personalizedPageRank, type WeightedEdge, type PprOptions } from "./ppr.js";
export { expandHits, EDGE_WEIGHTS, type SubgraphNode, type ExpandOptions } from "./neighbourhood.js";
export { inferEdges } from "./inferEdges.js";
export { MIN_CONTEXT_BUDGET, packContext, type ContextItem, type PackedContext, type PackedEntry } from "./packContext.js";
export { buildContext, companions, storedGraphEdges, COMPANION_RANK, MAX_COMPANIONS, type ContextOptions, type ContextResult } from "./context.js";
export { changedSinceIndex, checkFreshness, type ChangedSinceIndex } from "./freshness.js";
export { retrievalMetrics, ndcgAt, reciprocalRank, fileMetrics, firstOccurrence, type RankedQuery, type RetrievalMetrics, type FileMetrics } from "./eval/metrics.js";
export { buildFileBm25, type FileBm25, type BaselineFile } from "./eval/bm25Files.js";
export {
  makeHistoryQuerySet,
  writeSnapshotCopy,
  isDescriptiveSubject,
  parseHunks,
  mapLine,
  nodesTouched,
  type HistoryQuery,
  type HistoryQuerySet,
  type HistoryQuerySetOptions,
  type HistorySkips,
} from "./eval/historyQueries.js";
export { parseQueries, evaluateRetrieval, renderEvalTables, percentile, goldFiles, contextBlockResult, QueryFileError, type EvalQuery, type FileResult, type FileLevelOptions, type EvalReport, type ModeResult, type EvalOptions } from "./eval/runEval.js";
export { selectDocQueries, writeStrippedCopy, queriesToJsonl, type DocQuery, type CopyReport } from "./eval/makeQueries.js";
export { stripDocComments } from "./eval/stripDocs.js";
export { makeDocQuerySet, type DocQuerySet, type DocQuerySetOptions } from "./eval/docQuerySet.js";
export { syntheticQueries, cleanQuery, MAX_QUERY_WORDS } from "./eval/synthetic.js";
export {
  categorizeFile,
  scoreCategories,
  parseCategory,
  UnknownCategoryError,
  CATEGORY_IDS,
  CATEGORY_RULES,
  CATEGORY_THRESHOLD,
  CATEGORY_RULES_VERSION,
  type CategoryId,
  type CategoryRule,
  type FileCategory,
} from "./categories.js";
export { categoryOverview, filesInCategory, NoCategoriesError, type CategoryFile, type CategorySummary, type CategoryOverview } from "./categoryQueries.js";
