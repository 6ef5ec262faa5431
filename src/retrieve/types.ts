/**
 * Plain data of the retrieve stage: what is indexed, how it is asked for, what comes back.
 */
import type { GraphNode, ShownKind } from "../graph/index.js";
import type { WordMatch } from "./wordMatch.js";

/**
 * One node to index. `code` is its source text; `summaryText` its summary paragraph (hierarchical node
 * summary when the hierarchy stage ran, else the extractive fallback); `contractText` its signature,
 * doc and members. `summaryGenerator` names who wrote the summary; `fileHash` is the content hash of
 * the file the node was read from (freshness is checked against it).
 */
export interface SearchDocument {
  node: GraphNode;
  code: string;
  summaryText: string;
  contractText: string;
  summaryGenerator?: string;
  fileHash?: string;
  /** File docs only: cleaned subjects of the newest commits that changed the file, one a line (history.ts). */
  historyText?: string;
  /** File docs only: the file's whole text, uncut (`code` may be cut at `MAX_CODE_CHARS`): the whole-file BM25 field. */
  fileText?: string;
  /**
   * Function and method docs with function or method nodes nested in them: `code` with those nodes' code left out,
   * what the code field indexes (each nested node is a document of its own). Absent: the code field indexes `code`.
   */
  ownCode?: string;
}

/**
 * Search documents made one at a time (`searchDocuments`): every id up front, sorted, and the documents in the
 * same order, made as `docs()` is iterated (it may be iterated again).
 */
export interface SearchDocumentStream {
  ids: readonly string[];
  docs(): Iterable<SearchDocument>;
  /**
   * The same documents as entries, made only when built: with a memo (`DocumentSources.memo`), a document made from the
   * very inputs of its last record carries that record's stamp in `known`, so an index update that finds the stored
   * stamp equal never builds it (a watcher's update otherwise built and hashed every document of the repository).
   */
  entries?(): Iterable<DocumentEntry>;
}

/** The hashes of a stored search record that decide whether it is current (`toRecord` in indexDocuments.ts). */
export interface DocumentStamp {
  contentHash: string;
  summaryHash: string;
  fileHash: string;
}

/** One document of {@link SearchDocumentStream.entries}: built on demand; `remember` gives the memo its record's stamp. */
export interface DocumentEntry {
  id: string;
  known?: DocumentStamp;
  build(): SearchDocument;
  remember(stamp: DocumentStamp): void;
}

/**
 * `code`: BM25 (and dense, when configured) over code only — the paper's baseline (seed 001 §5.4);
 * `summary`: over summary + contract text; `hybrid`: every available ranking fused by RRF.
 */
export type SearchMode = "code" | "summary" | "hybrid";

export const SEARCH_MODES: readonly SearchMode[] = ["code", "summary", "hybrid"];

/** One ranked result. `score` is the mode's own (BM25, cosine, or RRF sum); only its order is meaningful. */
export interface SearchResult {
  id: string;
  rank: number;
  score: number;
  /** The node's kind as a reader knows it (`shownKind`: a Go `type HandlerFunc func(…)` is a `type`, not a struct). */
  kind: ShownKind;
  path: string;
  /** 1-based first line, absent on folders. */
  line?: number;
  signature?: string;
  /** First sentence of the summary text. */
  summary: string;
  /**
   * Which rankings found it (`code`, `summary`, `history` (a file's commit subjects), `history:functions` (its
   * functions'), `file`, `dense:code`, `dense:summary`, `name`), best rank first.
   */
  from: string[];
  /**
   * Which of the query's words the node's indexed text holds (name, path, signature, doc, summary, contract, code,
   * commit subjects), compared as the index compares them (`wordMatch.ts`): unlike `score`, it says how well the
   * result matches, not how high it ranks.
   */
  match: WordMatch;
}

export type { Embedder } from "../summarize/index.js";
