/**
 * Query answering: lexical BM25 over one or both fields, dense cosine search when an
 * embedder is configured, fused by reciprocal rank fusion (fusion.ts).
 *
 * 1. The query becomes an FTS5 OR-expression of identifiers, their words and quoted phrases (tokenize.ts).
 * 2. Each ranking of the mode returns its top `depth` ids: `code` → BM25 over code (+ dense over code);
 *    `summary` → BM25 over summary + contract text (+ dense over it); `hybrid` → all of them.
 *    `hybrid` also ranks file docs by the commit subjects of their files (`history`, weight `historyWeight`).
 * 3. One ranking is returned as is; several are fused by RRF (k = 60), the summary ranking at `SUMMARY_WEIGHT`. In `hybrid` mode every node then gains the RRF
 *    term of its file in the whole-file BM25 ranking (`file` field: each file's whole text, BM25 statistics over files
 *    alone — the classic whole-file baseline of bug localization and SWE-bench retrieval), weight `fileWeight`; a file
 *    found only there enters as its file doc. A BM25F-style combination (Robertson, Zaragoza and Taylor, "Simple BM25
 *    extension to multiple weighted fields", CIKM 2004) done at rank level: the node fields say which function, the
 *    file field which file, so the file order keeps what whole-file BM25 gets right.
 *    In `hybrid` mode the doc that the code and the summary rankings both put first then leads (`agreedFirst`), and
 *    the few nodes whose doc's first sentence holds every word of a query of three words or more go above it
 *    (`docWordsFirst`); exception types among the first five follow the other results there unless the query asks
 *    about errors or names them (exceptionTypes.ts).
 * 4. A query that is one identifier, possibly qualified (`Context`, `ClusterClient.Pipeline`), puts the docs so
 *    named first (`namesFirst`) — else hono's class `Context` was not in the top 40 for "Context", below every
 *    function whose code says `context` more often; a query of a few words that are exactly a name's words ("handle
 *    http request" for `handleHTTPRequest`) puts the docs so named first (`nameWordDocs`); a code identifier no doc is
 *    named (a constant, a type alias) puts the docs holding it verbatim first (`verbatimFirst`); a sentence that writes
 *    a code identifier (`verifyToken`, `SSG_CONTEXT`) or names a file (`doc.go`) puts the few files holding it first,
 *    and one that writes a declared name as code (`` `Markup` ``, `Data.Render`) the few files declaring it
 *    (`namedFilesFirst`). The top `k` become results.
 */
import { isTestPath } from "../shared/testPaths.js";
import { detectLanguage } from "../extract/index.js";
import { enclosingIds, fileOfId, shownKind, TEST_MARKING_LANGUAGES, type GraphNodeKind } from "../graph/index.js";
import type { SearchDocRecord, SearchNameHit, Store } from "../store/index.js";
import { docSentence, summarySentence } from "../summarize/index.js";
import { MAX_CODE_CHARS } from "./documents.js";
import { fileRole, readsHead, rolesAskedFor, type FileRole } from "./fileRoles.js";
import { reciprocalRankFusion, RRF_K, type Ranking } from "./fusion.js";
import { contentWords, isChangeVerb, porterBaseForm, splitIdentifier, toMatchQuery, WORD_RE } from "./tokenize.js";
import { asksAboutErrors, EXCEPTION_WINDOW, exceptionTypesAfter, isExceptionType } from "./exceptionTypes.js";
import type { Embedder, SearchMode, SearchResult } from "./types.js";
import { queryStems, queryWords, stemOf, wordMatch, type QueryWord, type WordMatch } from "./wordMatch.js";

/**
 * Default RRF weight of the summary + contract BM25 ranking in hybrid search, against 1 for the code ranking.
 * Measured on history queries of the tuning repositories hono, gin and flask (98, 65 and 13 queries; shipped
 * defaults otherwise, history included), file Acc@1 / Acc@5, mean of the three: ×1 58.0 / 87.9; ×0.5 60.9 / 88.7;
 * ×0.25 63.0 / 89.1; ×0.1 62.3 / 88.4; ×0 (code alone) 56.7 / 91.0. Function level (Pass@1 / NDCG@10, mean): ×1
 * 41.8 / 47.1, ×0.25 44.2 / 50.9. Extractive summaries mostly restate a declaration's names and doc, which the code
 * field already holds: as an equal vote they pull files whose summaries share the query's words above the code
 * that matches it. The differences are two of 176 queries at file Acc@1; held-out figures in bench/RESULTS.md.
 */
export const SUMMARY_WEIGHT = 0.25;

/**
 * Default RRF weight of the history ranking in hybrid search. Tuned on history queries of hono, gin and flask
 * (file Acc@1 / Acc@5 against no history, `historyTo` "nodes"): ×0.1 +1.0/+0.0, +1.5/+1.5, 0/0; ×0.25 +4.1/+1.0,
 * +1.5/+1.5, 0/0; ×0.5 +4.1/+3.0, −3.1/+0.0, −15.4/+0.0. As its own RRF ranking of file docs ("file") no weight
 * gained file Acc@1 on gin (0 to −20 points). Applies to an index with a history field (`historyCommits` > 0, the
 * default); with {@link NODE_HISTORY_WEIGHT} it lifts held-out file Acc@1 by 5.2 points (src/retrieve/README.md).
 */
export const HISTORY_WEIGHT = 0.25;

/**
 * Default RRF weight of the whole-file BM25 ranking in hybrid search (step 3), against 1 for the files in the order of
 * their best node. Measured on history queries of the tuning repositories hono, gin and flask (file Acc@1 / Acc@5,
 * mean of the three): without it 54.3 / 83.3; ×0.25 57.0 / 86.9; ×0.5 53.6 / 87.0; ×1 49.8 / 84.0; whole-file BM25
 * alone with tests last 42.8 / 84.7. The same field read from the code table (BM25 statistics of all nodes, file
 * text cut at `MAX_CODE_CHARS`) did worse than whole-file BM25 alone (40.3 / 74.6), hence the table of its own.
 * A churn prior (files by how many of the last 500 commits changed them, as one more RRF ranking) and a file-length
 * prior (BugLocator's) moved the mean by −6 to +4 points depending on weight and repository: not used.
 * Pseudo-relevance feedback (RM3-style: the top 3–5 source files of this ranking give 5–20 expansion terms by
 * tf·idf, whole-file BM25 of the expanded query fused at ×0.25–1) moved hono / gin / flask file Acc@1 by 0 to +1, −1.5
 * to +1.5 and +7.7 (one of 13 queries), Acc@5 by at most +3: within a query or two of the shipped ranking, not used.
 * Score-level fusion (CombSUM of max-normalized scores) did no better (mean Acc@1 53.2–60.1 against 57.0).
 * Query expansion by a table of code abbreviations (auth ↔ authentication, ctx ↔ context, req ↔ request, err ↔
 * error, … 45 concepts, after Lawrie et al., WCRE 2010) lost 8.9 points of file Acc@1 and 6.6 of function Acc@1 on
 * the tuning repositories (60.1 → 51.2): words such as request, response, context and error are everywhere in a
 * web framework, so their other forms add matches to every file. Not used.
 * A ranking of files by the query words their path holds (`lib/error-handler.js` for "error handler"), fused at file
 * level beside this one, ×0.25 / ×0.5 / ×1: fastify's 13 trial questions file Acc@1 61.5 → 76.9 / 69.2 / 69.2, but
 * history queries of hono, flask and gin Acc@5 85.7 → 83.7, 94.4 → 88.9, 90.6 = 90.6 at ×0.25 (gin Acc@1 67.2 → 62.5)
 * and lower at higher weights: commit subjects rarely name the folder they change. Not used.
 */
export const FILE_WEIGHT = 0.25;

/**
 * Default RRF weight of the node history ranking (see {@link SearchOptions.nodeHistoryWeight}). Tuned on history
 * queries of hono, gin and flask (98, 65 and 13 queries; mean of the three, file history at ×0.25), file Acc@1 /
 * Acc@5 and function Acc@1 / Acc@5: without node history 59.1 / 84.3 and 43.7 / 64.1; as its own ranking of nodes
 * (`nodeHistoryTo: "nodes"`) ×0.25 58.9 / 85.8, 42.0 / 60.9; ×0.5 59.4 / 84.8, 42.2 / 63.3; ×1 61.5 / 85.8,
 * 40.8 / 62.9 (a function touched by many commits collects many subjects and ranks above the function a query
 * names); spread to files (`"files"`) ×0.25 57.7 / 87.2, 44.2 / 63.1; ×0.5 60.1 / 87.0, 43.0 / 66.3; ×1 57.0 / 87.6,
 * 38.9 / 65.3. Hence files at ×0.5; the differences are one to three queries per repository.
 */
export const NODE_HISTORY_WEIGHT = 0.5;

/** Default target of node history matches (see {@link SearchOptions.nodeHistoryTo}). */
export const NODE_HISTORY_TO: "nodes" | "files" = "files";

/** Node kinds whose docs carry line history (every indexed kind but files). */
const NODE_HISTORY_KINDS: GraphNodeKind[] = ["class", "interface", "struct", "function", "method"];

/** Default target of history matches (see {@link SearchOptions.historyTo}). */
export const HISTORY_TO: "file" | "nodes" = "nodes";

export interface SearchOptions {
  /** Results wanted (default 10). */
  k?: number;
  /** Default `hybrid`. */
  mode?: SearchMode;
  /** Dense rankings are added when present. */
  embedder?: Embedder;
  /** Only nodes of these kinds (default: every indexed kind). */
  kinds?: GraphNodeKind[];
  /** Candidates taken from each ranking before fusion (default max({@link DEFAULT_DEPTH}, k); at least {@link FILTERED_DEPTH} with `paths`). */
  depth?: number;
  /** Only nodes of these files (repo-relative paths), e.g. the files of one purpose category (`strata search --category`). */
  paths?: ReadonlySet<string>;
  /**
   * RRF weight of the `history` ranking (file docs by their commit subjects, history.ts) in `hybrid` mode;
   * 0 leaves it out. Default {@link HISTORY_WEIGHT}.
   */
  historyWeight?: number;
  /** Where history matches count: `file` = the file doc only (its own RRF ranking); `nodes` = every node of the file. Default {@link HISTORY_TO}. */
  historyTo?: "file" | "nodes";
  /**
   * RRF weight of the node history ranking (functions, methods and types by the commit subjects that touched their
   * lines, lineHistory.ts) in `hybrid` mode; 0 leaves it out. Default {@link NODE_HISTORY_WEIGHT}.
   */
  nodeHistoryWeight?: number;
  /**
   * Where node history matches count: `nodes` = the matched functions, methods and types themselves (one more RRF
   * ranking); `files` = their files, in the order of their best-matching node, spread to every node of the file (the
   * order inside a file stays that of the other rankings). Default {@link NODE_HISTORY_TO}.
   */
  nodeHistoryTo?: "nodes" | "files";
  /** RRF weight of the summary + contract ranking in `hybrid` mode (the code ranking's is 1). Default {@link SUMMARY_WEIGHT}. */
  summaryWeight?: number;
  /** RRF weight of the whole-file BM25 ranking (`file` field) in `hybrid` mode, spread to every node of the file; 0 leaves it out. Default {@link FILE_WEIGHT}. */
  fileWeight?: number;
  signal?: AbortSignal;
}

/**
 * The ranked ids for `query` under `options` (no doc loading): what the evaluation measures.
 * @throws StoreError; the embedder's error when dense search fails.
 */
export async function rankIds(store: Store, query: string, options: SearchOptions = {}): Promise<{ id: string; score: number; from: string[] }[]> {
  const mode = options.mode ?? "hybrid";
  const k = options.k ?? 10;
  const depth = Math.max(options.depth ?? DEFAULT_DEPTH, k, options.paths ? FILTERED_DEPTH : 0);
  const match = toMatchQuery(query);
  const fields = mode === "hybrid" ? (["code", "summary"] as const) : ([mode] as const);
  const rankings: (Ranking & { scores: number[] })[] = [];
  for (const field of fields) {
    const hits = await store.searchText(field, match, depth, options.kinds);
    const weight = mode === "hybrid" && field === "summary" ? (options.summaryWeight ?? SUMMARY_WEIGHT) : 1;
    rankings.push({ name: field, ids: hits.map((h) => h.id), scores: hits.map((h) => h.score), ...(weight !== 1 ? { weight } : {}) });
  }
  const historyWeight = mode === "hybrid" ? (options.historyWeight ?? HISTORY_WEIGHT) : 0;
  const historyTo = options.historyTo ?? HISTORY_TO;
  let historyRanks: Map<string, number> | undefined;
  if (historyWeight > 0 && historyTo === "file") {
    const hits = await store.searchText("history", match, depth, options.kinds);
    if (hits.length) rankings.push({ name: "history", ids: hits.map((h) => h.id), scores: hits.map((h) => h.score), weight: historyWeight });
  } else if (historyWeight > 0) {
    const hits = await store.searchText("history", match, depth, ["file"]);
    if (hits.length) historyRanks = new Map(hits.map((h, i) => [h.id, i + 1]));
  }
  const nodeHistoryWeight = mode === "hybrid" ? (options.nodeHistoryWeight ?? NODE_HISTORY_WEIGHT) : 0;
  const nodeKinds = options.kinds?.length ? NODE_HISTORY_KINDS.filter((k) => options.kinds!.includes(k)) : NODE_HISTORY_KINDS;
  let nodeHistoryFiles: Map<string, number> | undefined;
  let nodeHistoryEntries: Map<string, string> | undefined;
  if (nodeHistoryWeight > 0 && nodeKinds.length) {
    const hits = await store.searchText("history", match, depth, nodeKinds);
    if (hits.length && (options.nodeHistoryTo ?? NODE_HISTORY_TO) === "nodes") rankings.push({ name: "history:functions", ids: hits.map((h) => h.id), scores: hits.map((h) => h.score), weight: nodeHistoryWeight });
    else if (hits.length) {
      nodeHistoryEntries = new Map();
      for (const h of hits) if (!nodeHistoryEntries.has(fileOfId(h.id))) nodeHistoryEntries.set(fileOfId(h.id), h.id);
      nodeHistoryFiles = new Map([...nodeHistoryEntries.keys()].map((f, i) => [f, i + 1]));
    }
  }
  if (options.embedder && query.trim()) {
    const [vector] = await options.embedder.embed([query], options.signal);
    for (const field of fields) {
      const hits = await store.searchVectors(options.embedder.id, field, vector!, depth, options.kinds);
      rankings.push({ name: `dense:${field}`, ids: hits.map((h) => h.id), scores: hits.map((h) => h.score) });
    }
  }
  const ranked =
    rankings.length === 1
      ? rankings[0]!.ids.map((id, i) => ({ id, score: rankings[0]!.scores[i]!, from: [rankings[0]!.name] }))
      : reciprocalRankFusion(rankings);
  // Node history first: a file found only by history then enters as its best-matching function, not as the file doc.
  let spread = nodeHistoryFiles ? spreadFileRanks(ranked, nodeHistoryFiles, nodeHistoryWeight, "history:functions", options.kinds, nodeHistoryEntries) : ranked;
  if (historyRanks) spread = spreadFileRanks(spread, historyRanks, historyWeight, "history", options.kinds);
  // Test and deprecated code marked in source files, per file, read once for this query (`markedNodes`).
  const tested = new Map<string, MarkedNodes>();
  let ordered = await implementationFirst(store, query, spread, tested);
  const fileWeight = mode === "hybrid" ? (options.fileWeight ?? FILE_WEIGHT) : 0;
  if (fileWeight > 0) {
    const hits = await store.searchText("file", match, depth, ["file"]);
    if (hits.length) ordered = await implementationFirst(store, query, fuseFileRanking(ordered, hits.map((h) => h.id), fileWeight, options.kinds), tested);
  }
  if (mode === "hybrid") {
    // Each direct ranking's first as `--mode code` / `--mode summary` show it: tests, docs and examples after the
    // implementation (hono "compose middleware": the code ranking's raw first was compose.test.ts, so code and summary
    // never agreed on src/compose.ts, which both modes print first, and it fell to 6th).
    const firstOf = async (name: string): Promise<string | undefined> => {
      const r = rankings.find((x) => x.name === name);
      return r ? (await implementationFirst(store, query, r.ids.map((id) => ({ id })), tested))[0]?.id : undefined;
    };
    // Tests, docs and examples stay after the implementation: an agreed test leads nothing and is left where it was.
    const agreed = await implementationFirst(store, query, agreedFirst(ordered, await firstOf("code"), await firstOf("summary")), tested);
    if (agreed[0]?.from[0] === "agreed") ordered = agreed;
    const summary = rankings.find((r) => r.name === "summary");
    if (summary) ordered = await implementationFirst(store, query, await docWordsFirst(store, query, ordered, summary.ids), tested);
    if (!asksAboutErrors(query)) {
      const head = await store.getSearchDocs(ordered.slice(0, EXCEPTION_WINDOW).map((r) => r.id));
      // A member the query names keeps its place: gin's "change Unwrap method receiver to value type" is `Error.Unwrap`'s.
      const written = new Set([...query.matchAll(WORD_RE)].map((m) => m[0].toLowerCase()));
      const exceptions = new Set(head.filter((d) => isExceptionType(d.node) && !written.has(d.node.name.toLowerCase())).map((d) => d.id));
      ordered = exceptionTypesAfter(query, ordered, (id) => exceptions.has(id));
    }
  }
  let named = await namedDocs(store, query, depth, options.kinds);
  // A plain lower-case word (`extractor`) names test fixtures as often as code: named tests, examples or docs lead only
  // when the query asks for them or is written as a name (`Context`, `TestClient`); axum's "extractor" listed ten test
  // `Extractor` types.
  if (named.length && /^\p{Ll}+$/u.test(query.trim())) {
    const keep = await implementationKeeper(store, query, named.map((n) => n.id), tested);
    named = named.filter((n) => keep(n.id));
  }
  let wordNamed = named.length ? [] : await nameWordDocs(store, query, depth, options.kinds);
  // Words that spell a name are a sentence, never a name written as such: as for a plain word, named tests, examples or
  // docs lead only when the query asks for them (fastify's "error handler" put a test's `plugin.errorHandler` before
  // lib/error-handler.js, and `--files` the test file first).
  if (wordNamed.length) {
    const keep = await implementationKeeper(store, query, wordNamed.map((n) => n.id), tested);
    wordNamed = wordNamed.filter((n) => keep(n.id));
  }
  const all = nonIncreasing(
    named.length
      ? namesFirst(ordered, named, "name", new Set(), await interfaceMembers(store, named))
      : wordNamed.length
        ? namesFirst(ordered, wordNamed, "name words", new Set(wordNamed.filter((n) => n.kind === "file").map((n) => n.path)))
        : await namedFilesFirst(store, query, await verbatimFirst(store, query, ordered), options.kinds, tested),
  );
  const paths = options.paths;
  const enclosing = await enclosingFirst(store, all);
  return (paths ? enclosing.filter((r) => paths.has(fileOfId(r.id))) : enclosing).slice(0, k);
}

/** Results {@link enclosingFirst} looks at. */
export const ENCLOSING_WINDOW = 30;

/** Node kinds whose code holds the definitions nested in them as part of their own work (not a class's members). */
const ENCLOSING_KINDS: ReadonlySet<GraphNodeKind> = new Set<GraphNodeKind>(["function", "method"]);

/**
 * A definition nested in a function or method (a closure, a local type) ranked above that function, within the first
 * {@link ENCLOSING_WINDOW} results: the function moves up to just before it, as its code holds the nested one and is
 * what answers. sqlparse's "how are tokens grouped into identifier lists" led with `group_identifier_list.match`, a
 * 2-line closure, and the context block showed it without `group_identifier_list`'s body; mapstructure's "how is a map
 * decoded into a struct" led with the 4-line local `type field struct` of `Decoder.decodeStructFromMap`, 9th. A
 * class's members are no such nesting (a method is its own answer), nor are the methods of an object literal or local
 * class written inside a function. Order kept otherwise; scores stay non-increasing.
 */
async function enclosingFirst<T extends { id: string; score: number }>(store: Store, ranked: T[]): Promise<T[]> {
  const head = ranked.slice(0, ENCLOSING_WINDOW);
  const at = new Set(head.map((r) => r.id));
  // The definitions a node is named inside, innermost first (its file left out: a file is no enclosing function).
  const parents = (id: string): string[] => enclosingIds(id).slice(0, -1);
  const involved = new Set<string>();
  for (const r of head) {
    for (const p of parents(r.id)) if (at.has(p)) involved.add(p).add(r.id);
  }
  if (!involved.size) return ranked;
  const nodes = new Map((await store.getSearchDocs([...involved])).map((d) => [d.id, d.node]));
  // Nested by its code, not only by its name: a JavaScript constructor's prototype methods (`Request._redirect`) are
  // named inside `Request` but written outside it.
  const holds = (outer: string, inner: string): boolean => {
    const o = nodes.get(outer);
    const a = o?.span;
    const b = nodes.get(inner)?.span;
    // A method written inside a function (an object literal's the function builds, a local class's) is its own
    // answer, as a class's method is: unstorage's `createStorage.storage.mount` gave way to `createStorage`.
    if (nodes.get(inner)?.kind === "method") return false;
    return o !== undefined && a !== undefined && b !== undefined && ENCLOSING_KINDS.has(o.kind) && a.startLine <= b.startLine && b.endLine <= a.endLine && (a.startLine < b.startLine || b.endLine < a.endLine);
  };
  const order = [...head];
  for (let i = 0; i < order.length; i++) {
    // The outermost enclosing function ranked below: a closure in a closure lifts the function around both.
    let lift: string | undefined;
    for (const p of parents(order[i]!.id)) {
      const j = order.findIndex((r) => r.id === p);
      if (j > i && holds(p, order[i]!.id)) lift = p;
    }
    if (lift === undefined) continue;
    const j = order.findIndex((r) => r.id === lift);
    const [moved] = order.splice(j, 1);
    order.splice(i, 0, moved!);
  }
  return nonIncreasing([...order, ...ranked.slice(ENCLOSING_WINDOW)]);
}

/**
 * Scores as a reader expects them down a ranked list: never higher than the score above. The order is already
 * final; a node moved down (a test after the implementation, a file's second node, a node after a named one) would
 * otherwise show a higher score than the ones it now follows.
 */
function nonIncreasing<T extends { score: number }>(ranked: T[]): T[] {
  let cap = Infinity;
  return ranked.map((r) => {
    cap = Math.min(cap, r.score);
    return r.score === cap ? r : { ...r, score: cap };
  });
}

/**
 * Candidates taken from each ranking before fusion, whatever `k`: with the depth following `k`, `search -k 10` and
 * `search -k 60` fused different candidate lists, so the first ten differed (a new user's trial on express: ranks 7–10
 * of `-k 10` were whole-file matches alone, `-k 60` had two functions above them). 100 is the depth the file-level
 * evaluation has always used (`FILE_RANK_NODES`), so `strata search` now ranks as measured. Against 50 (k ≤ 50), on
 * history queries of the tuning repositories hono, gin, flask and cobra, function Pass@1 45.9 = 45.9, 56.0 → 60.0,
 * 37.5 = 37.5, 32.7 → 30.8 and NDCG@10 59.1 → 59.4, 64.6 → 67.8, 38.6 → 39.6, 45.1 → 44.1; the context block
 * (4000 tokens) holding a changed function's code 49.4 = 49.4, 78.0 → 80.0, 50.0 → 43.8, 46.2 → 44.2 (one query
 * each way); query latency median within a millisecond.
 */
export const DEFAULT_DEPTH = 100;

/**
 * Candidates per ranking when results are limited to some files: the filter applies after ranking, so a deeper
 * candidate list keeps `k` results for a category holding a tenth of the files.
 */
export const FILTERED_DEPTH = 500;

/**
 * A ranking of files spread to nodes (the history field with `historyTo: "nodes"`, the whole-file field): every node
 * of a file at rank r gains `weight / (RRF_K + r)` and `name` in its rankings, and a file not found otherwise enters
 * as the node `entries` names for it (node history: the file's best-matching function), else as its file doc (when
 * `kinds` allows files); stable re-sort by score.
 */
function spreadFileRanks(
  ranked: { id: string; score: number; from: string[] }[],
  ranks: Map<string, number>,
  weight: number,
  name: string,
  kinds?: GraphNodeKind[],
  entries?: ReadonlyMap<string, string>,
): { id: string; score: number; from: string[] }[] {
  const out = ranked.map((r) => {
    const rank = ranks.get(fileOfId(r.id));
    return rank ? { id: r.id, score: r.score + weight / (RRF_K + rank), from: [...r.from, name] } : r;
  });
  const seen = new Set(ranked.map((r) => fileOfId(r.id)));
  const fileDocs = !kinds?.length || kinds.includes("file");
  for (const [path, rank] of ranks) {
    if (seen.has(path)) continue;
    const id = entries?.get(path) ?? (fileDocs ? path : undefined);
    if (id !== undefined) out.push({ id, score: weight / (RRF_K + rank), from: [name] });
  }
  return out.map((r, i) => ({ r, i })).sort((a, b) => b.r.score - a.r.score || a.i - b.i).map((x) => x.r);
}

/**
 * Step 3's whole-file field, fused at file level: the files in order of their first node in `ranked` form one
 * ranking, `files` (whole-file BM25 over all files, best first) another with `weight`; RRF (k = 60, ties: best single
 * rank, then path) orders the files, each at its rank in the whole-file ranking even when file docs are not wanted. The result
 * starts with the best node of each file in that order (a file found only by the whole-file field enters as its
 * file doc, when `kinds` allows files), each followed by the file's next best node ({@link GROUP_NODES}, same score).
 * Every other node then takes its own place: its node rank's RRF term plus its file's whole-file term, never before
 * its file's nodes above (so the order of files, their first occurrences, is the one just fused); scores stay
 * non-increasing. Before, they all came after every file's best: a file's third match fell below fifty other files,
 * and code-only search beat hybrid at function level (held-out starlette Pass@10 75.8 against 59.7). On the tuning
 * repositories (function level, hybrid, mean of hono, gin and flask history queries and hono doc-comment queries):
 * NDCG@10 55.4 -> 56.9, Pass@10 79.1 -> 80.7, Pass@1 unchanged; file-level figures unchanged.
 * Fusing per node instead (each node gaining its file's RRF term) lost 2 points of file Acc@1 and 5 of Acc@5 on
 * the tuning repositories: a node's own score spread outweighs the file term.
 */
function fuseFileRanking(ranked: { id: string; score: number; from: string[] }[], files: string[], weight: number, kinds?: GraphNodeKind[]): { id: string; score: number; from: string[] }[] {
  const best = new Map<string, { id: string; score: number; from: string[] }>();
  for (const r of ranked) if (!best.has(fileOfId(r.id))) best.set(fileOfId(r.id), r);
  const fileRank = new Map(files.map((f, i) => [f, i + 1]));
  const nodeRank = new Map([...best.keys()].map((f, i) => [f, i + 1]));
  const fileDocs = !kinds?.length || kinds.includes("file");
  // A file doc already ranked never enters twice, even when its path holds a `#` and `fileOfId` cuts it short.
  const present = new Set(ranked.map((r) => r.id));
  const candidates = [...best.keys(), ...(fileDocs ? files.filter((f) => !best.has(f) && !present.has(f)) : [])];
  const term = (rank: number | undefined, w: number): number => (rank === undefined ? 0 : w / (RRF_K + rank));
  const heads = candidates
    .map((f) => {
      const node = best.get(f);
      const inFiles = fileRank.has(f);
      return {
        id: node?.id ?? f,
        score: term(nodeRank.get(f), 1) + term(fileRank.get(f), weight),
        from: node ? (inFiles ? [...node.from, "file"] : node.from) : ["file"],
        first: Math.min(nodeRank.get(f) ?? Infinity, fileRank.get(f) ?? Infinity),
        path: f,
      };
    })
    .sort((a, b) => b.score - a.score || a.first - b.first || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ id, score, from }) => ({ id, score, from }));
  const byFile = new Map<string, { id: string; score: number; from: string[] }[]>();
  for (const r of ranked) {
    const list = byFile.get(fileOfId(r.id));
    if (list) list.push(r);
    else byFile.set(fileOfId(r.id), [r]);
  }
  const out: { id: string; score: number; from: string[] }[] = [];
  const placed = new Set<string>();
  for (const head of heads) {
    const others = (byFile.get(fileOfId(head.id)) ?? []).filter((r) => r.id !== head.id);
    // A file doc heading its group gives the group's place to its best nodes and takes its own place further down.
    if (head.id === fileOfId(head.id) && others.length) {
      for (const r of others.slice(0, GROUP_NODES)) {
        out.push({ ...r, score: head.score });
        placed.add(r.id);
      }
      continue;
    }
    out.push(head);
    placed.add(head.id);
    for (const r of others.slice(0, GROUP_NODES - 1)) {
      out.push({ ...r, score: head.score });
      placed.add(r.id);
    }
  }
  // The others by their own place (see above); `at` never before the last node of their file already placed.
  ranked.forEach((r, position) => {
    if (placed.has(r.id)) return;
    const file = fileOfId(r.id);
    const score = term(position + 1, 1) + term(fileRank.get(file), weight);
    let at = out.findIndex((o) => o.score < score);
    if (at < 0) at = out.length;
    for (let i = out.length - 1; i >= at; i--) if (fileOfId(out[i]!.id) === file) { at = i + 1; break; }
    out.splice(at, 0, { ...r, score: at > 0 ? Math.min(score, out[at - 1]!.score) : score });
  });
  return out;
}

/**
 * Nodes of one file kept together by {@link fuseFileRanking}: its best node and the next one. Measured on function
 * and method history queries of hono, gin and flask (hybrid, k = 10, mean NDCG@10 / Pass@3): without the whole-file
 * field 47.5 / 55.8; with it and 1 node per file 43.0 / 53.4 (one node per file pushes a file's second changed
 * function out of the top 10); 2 nodes 47.9 / 55.5; 3 nodes 48.5 / 50.3; all of a file's nodes 47.1 / 50.3.
 * File order is the same for any value: the first node of each file keeps its place.
 *
 * When the best is the file's own doc, its best two functions, classes or methods take the group's place and the file
 * doc its own place further down: a search for "error handler" on fastify listed `lib/context.js` and
 * `lib/context.js#Context` side by side with one score (half of `-k 5`), and a context block spent its budget on the
 * whole files of such file hits. History queries (k = 10; file Acc unchanged), share of context blocks (4000 tokens)
 * holding a changed function's code: tuning hono 49.4 → 64.7, flask 43.8 → 50.0, gin 80.0 → 82.0 (fastify's 13 trial
 * questions 53.8 → 69.2); held out ky 58.6 = 58.6, httpx 50.0 = 50.0, starlette 50.0 → 51.6, chi 42.6 → 60.7, trpc
 * 57.1 → 71.4 (mean 51.7 → 58.5).
 */
const GROUP_NODES = 2;

/** Roles of files already looked up, per store (a file's role changes only when its path or header does). */
const roleCache = new WeakMap<Store, Map<string, FileRole>>();

/** The roles of `paths` (`fileRole`: path conventions, then the file's header for generated code and `tests` modules). */
async function rolesOf(store: Store, paths: string[]): Promise<Map<string, FileRole>> {
  let cache = roleCache.get(store);
  if (!cache) roleCache.set(store, (cache = new Map()));
  const missing: string[] = [];
  for (const p of paths) {
    if (cache.has(p)) continue;
    const byPath = fileRole(p);
    if (byPath !== "source" && !readsHead(p)) cache.set(p, byPath);
    else missing.push(p);
  }
  if (missing.length) {
    const docs = new Map((await store.getSearchDocs(missing)).map((d) => [d.id, d]));
    for (const p of missing) cache.set(p, fileRole(p, docs.get(p)?.code));
  }
  return new Map(paths.map((p) => [p, cache.get(p)!]));
}

/**
 * Step 5: nodes of tests, fixtures, examples, docs, benchmarks and generated files (`fileRole`) after the others,
 * each part in its order — unless the query asks for that role ("test", "example", a file's base name); deprecated
 * implementation between the two.
 * On held-out history queries this alone lifts whole-file BM25's file Acc@1 by about 14 points.
 */
async function implementationFirst<T extends { id: string }>(store: Store, query: string, ranked: T[], tested?: Map<string, MarkedNodes>): Promise<T[]> {
  if (!ranked.length) return ranked;
  // Deprecated implementation (tier 1) next, before tests, docs and the like (a break-it trial found it above test code
  // for one query and below it for another).
  const tier = await implementationTiers(store, query, ranked.map((r) => r.id), tested);
  return [0, 1, 2].flatMap((t) => ranked.filter((r) => tier(r.id) === t));
}

/**
 * Which of `ids` {@link implementationFirst} keeps in front: implementation, and docs of a role the query asks for;
 * not tests (by path, or marked test code in a source file), fixtures, examples, docs, benchmarks or generated files,
 * nor code marked deprecated (`GraphNode.deprecated`) unless the query says "deprecated".
 */
async function implementationKeeper(store: Store, query: string, ids: string[], tested = new Map<string, MarkedNodes>()): Promise<(id: string) => boolean> {
  const tier = await implementationTiers(store, query, ids, tested);
  return (id) => tier(id) === 0;
}

/**
 * The tier of each of `ids`: 0 what {@link implementationKeeper} keeps in front, 1 deprecated implementation the query
 * does not ask for, 2 the rest (tests, docs, examples, generated files… the query does not ask for).
 */
async function implementationTiers(store: Store, query: string, ids: string[], tested = new Map<string, MarkedNodes>()): Promise<(id: string) => 0 | 1 | 2> {
  const roles = await rolesOf(store, [...new Set(ids.map(fileOfId))]);
  const names = new Map<string, FileRole>();
  for (const [p, role] of roles) {
    if (role === "source") continue;
    const base = p.slice(p.lastIndexOf("/") + 1).toLowerCase();
    // Only a name that says its role by itself (`retry.test.ts`, `test_client.py`, `README.md`) asks for that role:
    // `test/hooks.ts` is a test by its folder, and "hooks" in a query is about hooks, not about tests.
    if (fileRole(base) !== role) continue;
    names.set(base, role);
    // Without its extension a name still says its role when the role is in the stem (`retry.test`, `test_client`,
    // `client.gen`); a doc's or data file's stem is an ordinary word (`docs/authentication.md` → "authentication"),
    // and "digest authentication" asks for the code, not the doc; a stub's stem is its implementation's name
    // (`validators.pyi`: "validators" asks for `validators.py`).
    if (role !== "doc" && role !== "config" && role !== "declaration") names.set(base.replace(/\.[^.]+$/, ""), role);
  }
  const asked = rolesAskedFor(query, names);
  const marked = await markedNodes(store, [...roles].filter(([, role]) => role === "source").map(([p]) => p), tested);
  // A deprecated function or type (hookable's `/** @deprecated *\/ parallelCaller`, first for "parallel hooks" above
  // the `parallelTaskCaller` that replaced it) follows the rest of the implementation unless the query names it so.
  const deprecatedAsked = DEPRECATED_QUERY.test(query);
  return (id) => {
    if (!asked.has(marked.tests.has(id) ? "test" : (roles.get(fileOfId(id)) ?? "source"))) return 2;
    return deprecatedAsked || !marked.deprecated.has(id) ? 0 : 1;
  };
}

/** A query that asks for deprecated code ("deprecated", "deprecation", "deprecate"). */
const DEPRECATED_QUERY = /\bdeprecat/iu;

/**
 * Which of `ids` search ranks after the implementation for `query`: tests, docs, examples, benchmarks, generated,
 * declaration and data files the query does not ask for ({@link implementationKeeper}). A context block gives these
 * hits' code last.
 */
export async function demotedIds(store: Store, query: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const keep = await implementationKeeper(store, query, ids);
  return new Set(ids.filter((id) => !keep(id)));
}

/** The nodes of a file a search ranks apart: test code marked in a source file, and deprecated code. */
interface MarkedNodes {
  /** `GraphNode.test`: Rust `#[test]` functions and `#[cfg(test)]` modules. */
  tests: Set<string>;
  /** `GraphNode.deprecated`. */
  deprecated: Set<string>;
}

/**
 * The {@link MarkedNodes} of source files `paths` (test marks only in languages that mark tests, {@link
 * TEST_MARKING_LANGUAGES}); `marked` holds each file's once read (one query's calls share it).
 */
async function markedNodes(store: Store, paths: string[], marked: Map<string, MarkedNodes>): Promise<MarkedNodes> {
  const out: MarkedNodes = { tests: new Set(), deprecated: new Set() };
  for (const path of paths) {
    let of = marked.get(path);
    if (!of) {
      const nodes = await store.listGraphNodes({ path });
      const testing = TEST_MARKING_LANGUAGES.has(detectLanguage(path).id);
      of = { tests: new Set(testing ? nodes.filter((n) => n.test).map((n) => n.id) : []), deprecated: new Set(nodes.filter((n) => n.deprecated).map((n) => n.id)) };
      marked.set(path, of);
    }
    for (const id of of.tests) out.tests.add(id);
    for (const id of of.deprecated) out.deprecated.add(id);
  }
  return out;
}

/** One file of a `--files` view: its aggregated score, its role and its matching nodes (best first, at most 3). */
export interface FileHit {
  path: string;
  rank: number;
  score: number;
  role: FileRole;
  nodes: string[];
  /**
   * Which of the query's words the file's indexed text holds (its code, summary, contract, commit subjects; and, for a
   * file longer than the doc's `MAX_CODE_CHARS`, the texts of its nodes, which hold the rest of its code; `wordMatch.ts`).
   */
  match: WordMatch;
}

/**
 * Files ranked for `query` (`strata search --files`): each file scored by its best node (the first occurrence of
 * the file in `rankIds`' order, which already puts implementation before tests, docs, examples and generated
 * files), with its best three nodes listed. Measured on history queries of a tuning repository (gin): summing
 * a file's node scores (weights 1, ½, ¼) lost 15 points of file Acc@1 against the best node alone, and a bonus
 * for query words in the path lost 4–14 points (Go's flat `context.go`, `gin.go` match many queries), so neither is used.
 * @throws as {@link rankIds}.
 */
export async function rankFiles(store: Store, query: string, options: SearchOptions = {}): Promise<FileHit[]> {
  const ranked = await rankIds(store, query, { ...options, k: 200, depth: Math.max(options.depth ?? 100, 100) });
  const files = new Map<string, { score: number; nodes: string[] }>();
  for (const r of ranked) {
    const p = fileOfId(r.id);
    const f = files.get(p);
    if (!f) files.set(p, { score: r.score, nodes: [r.id] });
    else if (f.nodes.length < 3) f.nodes.push(r.id);
  }
  const top = [...files].slice(0, options.k ?? 10);
  const roles = await rolesOf(store, top.map(([p]) => p));
  const docs = new Map((await store.getSearchDocs(top.map(([p]) => p))).map((d) => [d.id, d]));
  const words = queryWords(query);
  const hits: FileHit[] = top.map(([path, f], i) => {
    const doc = docs.get(path);
    return { path, rank: i + 1, score: f.score, role: roles.get(path) ?? "source", nodes: f.nodes, match: wordMatch(words, doc ? matchTexts(doc) : [path]) };
  });
  const cut = hits.filter((h) => h.match.missing && (docs.get(h.path)?.code.length ?? 0) >= MAX_CODE_CHARS);
  if (cut.length) {
    // A file doc keeps the first MAX_CODE_CHARS of the file: the words after are in the docs of its nodes.
    const ids = await store.listSearchDocIds();
    for (const h of cut) {
      const nodeDocs = await store.getSearchDocs(ids.filter((id) => id.startsWith(`${h.path}#`)));
      h.match = wordMatch(words, [...matchTexts(docs.get(h.path)!), ...nodeDocs.flatMap(matchTexts)]);
    }
  }
  return hits;
}

/** An identifier (Unicode letters too), optionally dotted, a TypeScript private name too: `Context`, `read_file`, `Hono.request`, `Über`, `Ky.#retry`. */
const IDENTIFIER_QUERY = /^#?[\p{L}_$][\p{L}\p{N}_$]*(?:\.#?[\p{L}_$][\p{L}\p{N}_$]*)*$/u;

/** Kinds a bare name most likely means, best first (a PascalCase `Context` is a class before a method). */
const KIND_ORDER = ["class", "struct", "interface", "function", "method", "file"];

/**
 * A call written after a name (`Signer.unsign()`, `AxiosHeaders.from(value)`) and code quotes around a query: a new
 * user's trial asked for `Signer.unsign()` and got it fifth, and `AxiosHeaders.from()` not at all, both first without
 * the parentheses.
 */
const CALL_WRITTEN = /\s*\([^()]*\)\s*;?$/u;

/** A file's path or name as a query (`lib/core/Axios.js`, `./src/app.ts`, `signer.py`): segments, a last one with an extension. */
const FILE_QUERY = /^(?:\.\/)?(?:[\p{L}\p{N}_.@$-]+\/)*[\p{L}\p{N}_@$-][\p{L}\p{N}_.@$-]*\.[\p{L}\p{N}]+$/u;

/** Words naming a kind of declaration, and the node kinds each means (`type` any type; `func` Go's). */
const KIND_WORDS: Record<string, GraphNodeKind[]> = {
  class: ["class"],
  struct: ["struct"],
  interface: ["interface"],
  trait: ["interface"],
  protocol: ["interface"],
  type: ["class", "struct", "interface"],
  function: ["function"],
  func: ["function", "method"],
  def: ["function", "method"],
  method: ["method"],
};

/** {@link KIND_WORDS} as a regular expression's alternatives, and a name as written (dotted, Unicode letters). */
const KIND_WORD = Object.keys(KIND_WORDS).join("|");
const NAME_WRITTEN = "[\\p{L}_$][\\p{L}\\p{N}_$.]*";

/**
 * A query of a kind word and a name, either order (`Table struct`, `struct Table`, `class Signer`): a new user's trial
 * asked tablewriter for "Table struct" and got `Behavior`, `Struct` and `Rendition`, the struct `Table` 63rd.
 */
const KIND_WORD_QUERY = new RegExp(`^(?:(${KIND_WORD})\\s+(${NAME_WRITTEN})|(${NAME_WRITTEN})\\s+(${KIND_WORD}))$`, "iu");

/**
 * First words of a two-word sentence rather than a type's name (`Add retries`), beside the change verbs of
 * {@link isChangeVerb} (`Fix tests`): a break-it trial's class `Fix` with a method `tests` had come first for "Fix tests",
 * before the test whose doc says so.
 */
const SENTENCE_VERBS = new Set("add adds added remove removes rename refactor replace drop bump move clean revert implement simplify test tests handle".split(" "));

/** True for a word {@link SENTENCE_VERBS} or {@link isChangeVerb} names, whatever its first letter's case. */
const opensSentence = (word: string): boolean => isChangeVerb(word) || SENTENCE_VERBS.has(word.toLowerCase());

/** A type's name (a capital first) and a member's name, apart (`PendingRequest poll`, `Client send`). */
const OWNER_MEMBER_QUERY = /^(\p{Lu}[\p{L}\p{N}_$]*)\s+([\p{L}_$][\p{L}\p{N}_$]*)$/u;

/**
 * Step 4's docs: named as the query (a qualified query must end their qualified name); none unless it is one identifier,
 * possibly written as a call (`Signer.unsign()`), or a file's path or name. A query that is a file's repository path, a
 * path's tail (`core/Axios.js`) or a file's name (`signer.py`) names those files: a new user's trial got `lib/axios.js`
 * first for `lib/core/Axios.js` and `py.typed` for `signer.py`, whose words the whole-file ranking matched. A name
 * with a kind word ({@link KIND_WORD_QUERY}) names the docs of that name and kind (none of that kind: those of that
 * name when it is written as a name, not a plain lower-case word). A construction written out (`new Signer()`) names
 * the class. A type's name and a member's written apart ({@link OWNER_MEMBER_QUERY}) name that member when there is one
 * and the first word is no verb opening a sentence ({@link opensSentence}).
 */
async function namedDocs(store: Store, query: string, limit: number, kinds?: GraphNodeKind[]): Promise<(SearchNameHit & { exact: boolean })[]> {
  const q = query.trim().replace(/^`([^`]+)`$/u, "$1").replace(/^new\s+(?=[\p{L}_$][\p{L}\p{N}_$.]*\s*\()/u, "").replace(CALL_WRITTEN, "");
  // A name with the kind of declaration beside it (`Table struct`, `class Signer`): that name, of those kinds first.
  const kindWord = KIND_WORD_QUERY.exec(q);
  if (kindWord) {
    const kindName = (kindWord[2] ?? kindWord[3])!;
    const kindsOf = KIND_WORDS[(kindWord[1] ?? kindWord[4])!.toLowerCase()]!.filter((k) => !kinds?.length || kinds.includes(k));
    const ofKind = kindsOf.length ? await namedDocs(store, kindName, limit, kindsOf) : [];
    // Nothing of that kind: a name written as one (`struct Signer` for a class) is still that name; a plain word is a
    // sentence ("type check" names no `check`).
    return ofKind.length || /^\p{Ll}+$/u.test(kindName) ? ofKind : namedDocs(store, kindName, limit, kinds);
  }
  if (FILE_QUERY.test(q) && (!kinds?.length || kinds.includes("file"))) {
    const rel = q.replace(/^\.\//u, "");
    const files = (await store.searchByName(rel.slice(rel.lastIndexOf("/") + 1), limit, ["file"])).filter((h) => h.path === rel || h.path.endsWith(`/${rel}`));
    if (files.length) return files.map((h) => ({ ...h, exact: true }));
  }
  // A type's name and a member's, written apart (`PendingRequest poll`): that member, when the type has it. reqwest's
  // `PendingRequest.poll` had come 11th, after ten nodes whose words held two of the three.
  const member = OWNER_MEMBER_QUERY.exec(q);
  if (member && !opensSentence(member[1]!)) {
    const owned = await namedDocs(store, `${member[1]}.${member[2]}`, limit, kinds);
    if (owned.length) return owned;
  }
  if (!IDENTIFIER_QUERY.test(q)) return [];
  const last = q.slice(q.lastIndexOf(".") + 1);
  const qualified = q.includes(".");
  const lower = q.toLowerCase();
  const byModule = (h: SearchNameHit): boolean => qualified && moduleQualified(lower, h);
  return (await store.searchByName(last, limit, kinds))
    .filter((h) => !qualified || h.qualifiedName.toLowerCase() === lower || h.qualifiedName.toLowerCase().endsWith(`.${lower}`) || byModule(h))
    // A TypeScript private member `#retry` is named by `retry` as exactly as a public one.
    .map((h) => ({ ...h, exact: (h.name === last || h.name === `#${last}`) && (!qualified || h.qualifiedName.endsWith(q) || byModule(h)) }));
}

/**
 * True when `lower` (a qualified query, lower case) is `<module>.<qualified name of hit>` with `<module>` naming a
 * folder or the file stem of the hit's path (leading `_` aside on both: `_helpers.normalize`), as code calls a package's or module's function:
 * testify's `require.Equal` (`require/require.go#Equal`) had not been among the first 30 for "require.Equal",
 * `assert.Equal` and `attr.astuple` (`src/attr/_funcs.py`) likewise.
 */
function moduleQualified(lower: string, hit: SearchNameHit): boolean {
  const own = hit.qualifiedName.toLowerCase();
  if (!lower.endsWith(`.${own}`)) return false;
  const qualifier = lower.slice(0, lower.length - own.length - 1);
  return pathHasModule(hit.path, qualifier.slice(qualifier.lastIndexOf(".") + 1).replace(/^_+/u, ""));
}

/**
 * True when a folder or the file of `path` is named `module` (lower case), a file by its stem, leading `_` aside
 * (`src/attr/_funcs.py` holds modules `attr` and `funcs`).
 */
function pathHasModule(path: string, module: string): boolean {
  return path.toLowerCase().split("/").some((part) => part.replace(/\.[^.]*$/u, "").replace(/^_+/u, "") === module);
}

/**
 * The ids of `named` that are members of an interface (their owner's node is an `interface`): a declaration whose code
 * is elsewhere. echo's "Bind" gave the interface method `Binder.Bind` before `DefaultBinder.Bind`, the code that binds.
 * Step 4 puts them after the other docs of that name ({@link namesFirst}).
 */
async function interfaceMembers(store: Store, named: readonly SearchNameHit[]): Promise<Set<string>> {
  // A method's owner is the node enclosing it (its file when it has no owner type, which is no interface).
  const owner = new Map(named.filter((n) => n.kind === "method").map((n) => [n.id, enclosingIds(n.id)[0]!]));
  if (!owner.size) return new Set();
  const interfaces = new Set((await store.getSearchDocs([...new Set(owner.values())])).filter((d) => d.node.kind === "interface").map((d) => d.id));
  return new Set([...owner].filter(([, o]) => interfaces.has(o)).map(([id]) => id));
}

/**
 * Step 4's order: the named docs first — in a file of `leading` (a file a query's words name, and its named members),
 * exact case, outside test files, in source files (not docs, examples, generated code, declarations), not a member of
 * an interface (`declaredOnly`, {@link interfaceMembers}), exported, by kind (`KIND_ORDER`), by their place in `ranked`
 * (absent: after), then id — with `label` added to their rankings and scores raised to stay above the rest; then the
 * others.
 */
function namesFirst(
  ranked: { id: string; score: number; from: string[] }[],
  named: (SearchNameHit & { exact: boolean })[],
  label = "name",
  leading: ReadonlySet<string> = new Set(),
  declaredOnly: ReadonlySet<string> = new Set(),
): { id: string; score: number; from: string[] }[] {
  if (!named.length) return ranked;
  const place = new Map(ranked.map((r, i) => [r.id, i]));
  const order = [...named].sort(
    (a, b) =>
      Number(leading.has(b.path)) - Number(leading.has(a.path)) ||
      Number(b.exact) - Number(a.exact) ||
      Number(isTestPath(a.path)) - Number(isTestPath(b.path)) ||
      // Then docs, examples and generated files (async's `docs/v2/scripts/async.js`, a bundle of its library, put its
      // `eachOfLimit` above `lib/eachOfLimit.js`).
      Number(fileRole(a.path) !== "source") - Number(fileRole(b.path) !== "source") ||
      // An interface's member declares what the implementations of that name do (`declaredOnly`).
      Number(declaredOnly.has(a.id)) - Number(declaredOnly.has(b.id)) ||
      Number(b.exported) - Number(a.exported) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (place.get(a.id) ?? Infinity) - (place.get(b.id) ?? Infinity) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const top = ranked[0]?.score ?? 0;
  const byId = new Map(ranked.map((r) => [r.id, r]));
  const first = order.map((n, i) => ({ id: n.id, score: top + (order.length - i) / (RRF_K + 1), from: [label, ...(byId.get(n.id)?.from ?? [])] }));
  const moved = new Set(order.map((n) => n.id));
  return [...first, ...ranked.filter((r) => !moved.has(r.id))];
}

/**
 * Step 4 for a query of several words: the docs whose name is exactly those words (`handleHTTPRequest`,
 * `handle_http_request` for "handle http request"; stopwords kept, case ignored, order as split by
 * {@link splitIdentifier}), each word as the index stems it ("parsing flags" names `parseFlags`, as "handles errors"
 * names `handleError`), found by the summary field's name column (`name` search field), else none. A file doc is so
 * named by its stem ({@link fileStemWords}: `lib/error-handler.js`, `bearer-auth/index.ts` for "bearer auth"), and
 * such files and their named members lead the others: fastify's "error handler" had put the `errorHandler` getters of
 * fastify.js and lib/context.js before lib/error-handler.js (4th with `--files`). Name queries (the words of 60
 * seeded non-test functions' and methods' own names of two words or more per repository, hybrid, first / top 3): hono 14 / 26 → 43 / 57, gin 32 / 42 → 49 / 55, flask 26 / 40 → 55 / 57;
 * history queries of the same repositories unchanged (a commit subject is rarely exactly a name). Fusing BM25 over the
 * name column as one more RRF ranking instead (×0.25, ×0.5, ×1) lifted name queries less (hono first 21–29) and lost
 * history-query file Acc@1 / Acc@5 (mean 63.8 / 89.1 → 62.3 / 86.2, 61.8 / 85.3, 59.4 / 85.0): not used.
 */
async function nameWordDocs(store: Store, query: string, limit: number, kinds?: GraphNodeKind[]): Promise<(SearchNameHit & { exact: boolean })[]> {
  const words = [...query.matchAll(WORD_RE)].flatMap((m) => splitIdentifier(m[0]));
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return [];
  const key = words.join(" ");
  const hits = await store.searchText("name", `"${key}"`, limit, kinds);
  if (!hits.length) return questionNameDocs(store, query, limit, kinds);
  const docs = await store.getSearchDocs(hits.map((h) => h.id));
  // The phrase matched the name column word for word after stemming ("parsing flags" is `parseFlags`'s "parse flags"):
  // a name of as many words is that name written in other inflections, taken only when no name is the words as written
  // (gin's "bind body" is `BindBody`, not the interface `BindingBody`).
  const named = docs.flatMap((d) => {
    const nameWords = nameWordsOf(d);
    return nameWords.length === words.length ? [{ d, asWritten: nameWords.join(" ") === key }] : [];
  });
  const asWritten = named.filter((n) => n.asWritten);
  return (asWritten.length ? asWritten : named).map(({ d }) => namedHit(d));
}

/** The words a doc's name says: a file's by its stem ({@link fileStemWords}), any other's by its own name. */
const nameWordsOf = (d: SearchDocRecord): string[] => (d.node.kind === "file" ? fileStemWords(d.node.path) : splitIdentifier(d.node.name));

/** A doc named by the query's words, as step 4 lists it. */
const namedHit = (d: SearchDocRecord): SearchNameHit & { exact: boolean } => ({ id: d.id, kind: d.node.kind, path: d.node.path, name: d.node.name, qualifiedName: d.node.qualifiedName, exported: d.node.exported === true, exact: true });

/**
 * {@link nameWordDocs} for a question (its first word `how`, `where`, `what`, `which`, `when` or `why`) whose content
 * words ({@link queryWords}) are two or three and, as Porter stems, exactly the words of a function's, method's or
 * type's name in any order: tomlkit's "where is a table parsed" names `Parser._parse_table` (7th before, behind
 * `AoT.__init__` and `EmptyTableNameError`, whose code and docs say "table" and "parse" more often). A file is so
 * named by its stem, as in {@link nameWordDocs}, and leads ("how does the error handler work": `lib/error-handler.js`
 * before a getter `errorHandler`). Empty for anything else.
 */
async function questionNameDocs(store: Store, query: string, limit: number, kinds?: GraphNodeKind[]): Promise<(SearchNameHit & { exact: boolean })[]> {
  if (!QUESTION_WORD.test(query.trim())) return [];
  const wanted = queryWords(query);
  if (wanted.length < 2 || wanted.length > MAX_QUESTION_NAME_WORDS) return [];
  // A word the stemmer stems apart from its base word (`added`, `add`) is either (`porterBaseForm`).
  const term = (w: QueryWord): string => {
    const base = porterBaseForm(w.word);
    return base ? `("${w.word}" OR "${base}")` : `"${w.word}"`;
  };
  const hits = await store.searchText("name", wanted.map(term).join(" AND "), limit, kinds);
  if (!hits.length) return [];
  const stems = queryStems(wanted);
  const docs = await store.getSearchDocs(hits.map((h) => h.id));
  return docs
    .filter((d) => {
      const named = nameWordsOf(d).map((w) => stems.get(stemOf(w.toLowerCase())));
      return named.length === wanted.length && named.every((s) => s !== undefined) && new Set(named).size === wanted.length;
    })
    .map(namedHit);
}

/** A question's first word, for {@link questionNameDocs}. */
const QUESTION_WORD = /^(?:how|where|what|which|when|why)\b/iu;
/** Most content words a question may have to be read as a name's words. */
const MAX_QUESTION_NAME_WORDS = 3;

/** Stems of a folder's entry module, which name the folder's concept by the folder's name (`bearer-auth/index.ts`). */
const ENTRY_STEMS = new Set(["index", "mod", "__init__"]);

/**
 * The words a file's name says ({@link splitIdentifier} of its stem, the base name before its first `.`, or of its
 * folder's name for an entry module, {@link ENTRY_STEMS}): `lib/error-handler.js` → `["error", "handler"]`,
 * `src/middleware/bearer-auth/index.ts` → `["bearer", "auth"]`, `error-handler.test.js` → `["error", "handler"]`.
 */
export function fileStemWords(path: string): string[] {
  const parts = path.split("/");
  const stem = parts[parts.length - 1]!.split(".")[0]!;
  return splitIdentifier(ENTRY_STEMS.has(stem) && parts.length > 1 ? parts[parts.length - 2]! : stem);
}

/** Most words a query may have to be read as a name's words (longer queries are sentences). */
const MAX_NAME_WORDS = 6;

/**
 * Hybrid, end of step 3: when the code and the summary rankings agree on their first doc, it leads — two direct
 * matches outweigh the commit-history and whole-file terms fused with them, which otherwise lift any node of a file
 * that commit subjects mention (flask "signing serializer": `get_signing_serializer`, first in code and summary mode,
 * came 5th behind `JSONTag.__init__` and three other docs with history matches; code with no commit yet was pushed down
 * the same way). History queries of hono, gin and flask (98, 65 and 13 queries), file Acc@1 / Acc@5 and function
 * Pass@1: 53.1 / 85.7, 61.5 / 89.2, 76.9 / 92.3 and 42.2, 50.0, 33.3 without it; 53.1 / 85.7, 63.1 / 89.2,
 * 76.9 / 92.3 and 43.4, 52.0, 33.3 with it. The doc's score becomes the top score plus one rank-1 RRF term.
 * `code` and `summary`: each ranking's first doc once tests, docs and examples are put after the implementation
 * (as `--mode code` and `--mode summary` print them). Against the raw firsts, on the same tuning queries: file
 * Acc@1 hono 54.1 = 54.1, gin 63.1 -> 64.6, flask 69.2 = 69.2 and function Pass@1 43.4 = 43.4, 52.0 -> 54.0,
 * 33.3 -> 41.7 (hono doc-comment queries: file Acc@1 66.2 -> 67.6, function Pass@1 45.9 = 45.9); on two held-out
 * repositories, run once, it lost one query each (chi file Acc@1 59.0 -> 57.7, ky function Pass@1 41.4 -> 39.7).
 */
function agreedFirst(ranked: { id: string; score: number; from: string[] }[], code: string | undefined, summary: string | undefined): { id: string; score: number; from: string[] }[] {
  if (code === undefined || code !== summary) return ranked;
  const i = ranked.findIndex((r) => r.id === code);
  if (i <= 0) return ranked;
  const head = ranked[0]!.score;
  return [{ ...ranked[i]!, score: head + 1 / (RRF_K + 1), from: ["agreed", ...ranked[i]!.from] }, ...ranked.filter((_, j) => j !== i)];
}

/**
 * Docs of the summary ranking's top looked at by {@link docWordsFirst}. Doc-sentence queries of the tuning
 * repositories (`nameQueriesBench.js <repo> 100 --docs`, hybrid first), at 20 / 50 / 100: gin 82 / 84 / 84, flask
 * 88 / 91 / 91, hono 79 / 80 / 81, cobra 91 / 93 / 93. At 20, commander's `Help.formatHelp`, whose doc is "Generate
 * the built-in help text.", was 43rd for that sentence: its eleven `Help.style…` callees, whose summaries quote it
 * ("Used by Help.formatHelp (Generate the built-in help text)") and are shorter, held the summary ranking's top.
 */
const DOC_WORDS_DEPTH = 100;
/** Most docs {@link docWordsFirst} lifts: more docs holding every word of the query say little about which is meant. */
const DOC_WORDS_MAX = 5;
/** Fewest content words of a query {@link docWordsFirst} reads as a doc's words. */
const DOC_WORDS_MIN = 3;

/** A word as {@link docWordsFirst} compares it: lower case, a plural's or a verb form's ending taken off (`writes` → `writ`, `writing` → `writ`). */
const docWordKey = (w: string): string => {
  const lower = w.toLowerCase();
  const cut = lower.replace(/(?:ing|ed|es|s|e)$/u, "");
  return cut.length >= 3 ? cut : lower;
};

/**
 * Hybrid, after the agreed first: a query whose content words (three or more) all stand in the first sentence of a
 * node's own doc comment puts that node first — the few such nodes (at most {@link DOC_WORDS_MAX}) among the summary
 * ranking's top {@link DOC_WORDS_DEPTH}, the sentences with fewest other words first, then in that ranking's order.
 * A reader who asks in a doc's own words means that doc's code; at a quarter weight the summary ranking, where a Go or TypeScript doc comment lives (the code field holds a Python
 * docstring only), lost to code that shares fewer of the words: viper's "writes the current configuration to a file",
 * the first sentence of `Viper.WriteConfig`'s doc, ranked it below five other hits. Doc-sentence queries of the
 * tuning repositories (`node dist-bench/bench/nameQueriesBench.js <repo> 100 --docs`, hybrid, first / top 3, without →
 * with this step): gin 30 / 50 → 84 / 89, flask 71 / 87 → 91 / 97, hono 9 / 49 → 85 / 87, cobra 31 / 53 → 88 / 92
 * (in summary order alone 83, 90, 84, 85 first; at most 3 docs lifted, hono and cobra top 3 86 and 90).
 * Each query there is its answer's doc sentence less the name, so the answer's doc holds every word: an upper bound
 * for a reader who paraphrases. History queries of the same repositories and of jinja, attrs and koa: file and
 * function figures unchanged (a commit subject is rarely all in one doc sentence). Doc-comment queries of gin
 * (`bench:retrieval`, the answer's doc stripped), hybrid Pass@1: 59.4 without the step, 55.2 with it while a name the
 * query writes could match by its words alone (`GetIntSlice`'s doc lifted for "GetInt returns …"), 59.0 now.
 */
async function docWordsFirst(store: Store, query: string, ranked: { id: string; score: number; from: string[] }[], summaryIds: string[]): Promise<{ id: string; score: number; from: string[] }[]> {
  const content = contentWords(query);
  const words = [...new Set(content.flatMap((w) => splitIdentifier(w)).map(docWordKey))];
  if (words.length < DOC_WORDS_MIN) return ranked;
  // A name the query writes (`GetInt`, `basic_auth`) must be in the sentence whole: `GetInt64`'s doc holds "get" and
  // "int" but is not the doc of `GetInt`.
  const names = [...new Set(content.filter((w) => splitIdentifier(w).length > 1).map((w) => w.toLowerCase()))];
  const top = summaryIds.slice(0, DOC_WORDS_DEPTH);
  const docs = new Map((await store.getSearchDocs(top)).map((d) => [d.id, d]));
  // Each doc holding every word, with how many other words its sentence has: the closest sentences first.
  const held = top.flatMap((id, place) => {
    const d = docs.get(id);
    const sentence = d && d.node.kind !== "file" ? docSentence(d.node.doc, d.node.language) : undefined;
    if (!sentence) return [];
    const own = [...sentence.matchAll(WORD_RE)].map((m) => m[0]);
    const keys = new Set(own.flatMap((w) => [w, ...splitIdentifier(w)]).map(docWordKey));
    const whole = new Set(own.map((w) => w.toLowerCase()));
    return words.every((w) => keys.has(w)) && names.every((n) => whole.has(n)) ? [{ id, place, extra: own.filter((w) => !words.includes(docWordKey(w))).length }] : [];
  });
  const hits = held.sort((a, b) => a.extra - b.extra || a.place - b.place).map((h) => h.id);
  if (!hits.length || hits.length > DOC_WORDS_MAX) return ranked;
  const head = ranked[0]?.score ?? 0;
  const byId = new Map(ranked.map((r) => [r.id, r]));
  const first = hits.map((id, i) => ({ id, score: head + (hits.length - i) / (RRF_K + 1), from: ["doc words", ...(byId.get(id)?.from ?? ["summary"])] }));
  const moved = new Set(hits);
  return [...first, ...ranked.filter((r) => !moved.has(r.id))];
}

/** One identifier (Unicode letters too), no dots. */
const CODE_IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** A code identifier, not a plain word: `_`, `$`, a digit or an upper-case letter after its first character. */
const codeShaped = (identifier: string): boolean => /[_$\p{N}\p{Lu}]/u.test(identifier.slice(1));

/** Docs of the ranking's top this many looked at by {@link verbatimFirst}. */
const VERBATIM_DEPTH = 40;

/**
 * Step 4 when no doc is named as the query: a query that is one code identifier (`ZEBRA_QUOTA_LIMIT`, `requestCount`;
 * not a plain word) puts first the docs among the top {@link VERBATIM_DEPTH} whose contract, summary or code contains
 * it verbatim (exact case, whole word), in their order — a constant or a type alias is no graph node, so its file
 * ranked below files that only share its words ("limit"). Other queries keep `ranked` as it is.
 */
async function verbatimFirst(store: Store, query: string, ranked: { id: string; score: number; from: string[] }[]): Promise<{ id: string; score: number; from: string[] }[]> {
  const q = query.trim();
  if (!CODE_IDENTIFIER.test(q) || !codeShaped(q)) return ranked;
  const word = new RegExp(`(?<![\\p{L}\\p{N}_$])${q.replaceAll("$", "\\$")}(?![\\p{L}\\p{N}_$])`, "u");
  const top = ranked.slice(0, VERBATIM_DEPTH);
  const docs = new Map((await store.getSearchDocs(top.map((r) => r.id))).map((d) => [d.id, d]));
  const hits = new Set(top.filter((r) => {
    const d = docs.get(r.id);
    return d !== undefined && (word.test(d.contractText) || word.test(d.summaryText) || word.test(d.code));
  }).map((r) => r.id));
  if (!hits.size || top.findIndex((r) => !hits.has(r.id)) >= hits.size) return ranked;
  const head = ranked[0]?.score ?? 0;
  const first = ranked.filter((r) => hits.has(r.id)).map((r, i) => ({ ...r, score: head + (hits.size - i) / (RRF_K + 1), from: ["verbatim", ...r.from] }));
  return [...first, ...ranked.filter((r) => !hits.has(r.id))];
}

/**
 * Most source files that may hold one of a sentence query's specific names for {@link namedFilesFirst} to lift them:
 * a name more files hold says little about which file is meant.
 */
export const MAX_NAMED_FILES = 5;

/**
 * A code identifier written as one in a sentence: lower camelCase with at least two lower-case letters before each
 * capital run and a lower-case letter after it (`verifyToken`, `parseJSONBody`), or with an inner `_` (`SSG_CONTEXT`,
 * `read_file`). Product names written in camel case (`macOS`, `iOS`, `gRPC`, `jQuery`) are words of the sentence; so,
 * at that cost, are `toJSON` and `getX`.
 */
const SENTENCE_IDENTIFIER = /^(?:\p{Ll}{2}[\p{Ll}\p{N}]*(?:\p{Lu}+[\p{Ll}\p{N}]+)+[\p{L}\p{N}_]*|[\p{L}\p{N}]+_[\p{L}\p{N}_]*[\p{L}\p{N}])$/u;

/** A file name as written in a sentence: a base name with an extension, or a path (`doc.go`, `src/utils/url.ts`). */
const FILE_NAME = /^[\p{L}\p{N}_./-]*[\p{L}\p{N}_-]\.[\p{L}][\p{L}\p{N}]{0,5}$/u;

/**
 * The specific names of a sentence query (two words or more): its code identifiers ({@link SENTENCE_IDENTIFIER}), its
 * file names ({@link FILE_NAME}) and the names it writes as code (`declared`: a code span's name, a qualified `a.b`;
 * {@link declaringFiles}), each once; none for a one-word query (steps 4's other rules answer those).
 */
export function specificNames(query: string): { identifiers: string[]; files: string[]; declared: string[] } {
  // Quotes, brackets and sentence punctuation around a word, and a call's `()`, are not part of the name.
  const words = query.trim().split(/\s+/u).map((w) => w.replace(/^[`'"([]+/u, "").replace(/(?:\(\))?[`'",;:!?)\]]*\.?$/u, ""));
  if (words.length < 2) return { identifiers: [], files: [], declared: [] };
  // A code span's name, its call's arguments left out (`attrs.field(converter=...)` names `attrs.field`).
  const spans = [...query.matchAll(/`([^`]+)`/gu)].map((m) => m[1]!.trim().replace(/\(.*\)?$/su, ""));
  return {
    identifiers: [...new Set(words.filter((w) => SENTENCE_IDENTIFIER.test(w)))],
    files: [...new Set(words.filter((w) => FILE_NAME.test(w) && !/^\.|\.\.|\/\//u.test(w)))],
    declared: [...new Set([...spans.filter((w) => DECLARED_NAME.test(w)), ...words.map((w) => w.replace(/\(.*\)$/su, "")).filter((w) => QUALIFIED_NAME.test(w))])],
  };
}

/** A name as a code span may write it: an identifier, possibly qualified (`Markup`, `Undefined.__contains__`). */
const DECLARED_NAME = /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*$/u;
/** A qualified name written in a sentence (`Data.Render`, `node.insertChild`, `attr.astuple`): two identifiers or more, dotted. */
const QUALIFIED_NAME = /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+$/u;

/**
 * The files that declare `name` ({@link specificNames}' `declared`), by the nodes so named. A plain name (a code span:
 * `Markup`) must be a node's name as written. A qualified `a.b` must be the end of a node's qualified name (case
 * ignored: `engine.Handler()` is `Engine.Handler`), or `b` a node of a file with a folder or stem `a` (`attr.astuple` in
 * `src/attr/_funcs.py`, `response.vary` in `lib/response.js`); when no node is so named, the class, struct or
 * interface named `a` stands for it (`Undefined.__contains__` before that method exists). A module outside the
 * repository (`strings.Cut`, `os.path.sep`) declares nothing here.
 */
async function declaringFiles(store: Store, name: string): Promise<{ paths: string[]; nodes: SearchNameHit[] }> {
  const dot = name.lastIndexOf(".");
  const last = name.slice(dot + 1);
  const hits = await store.searchByName(last, NAMED_FILES_DEPTH, DECLARING_KINDS);
  const of = (nodes: SearchNameHit[]): { paths: string[]; nodes: SearchNameHit[] } => ({ paths: [...new Set(nodes.map((h) => h.path))], nodes });
  if (dot < 0) return of(hits.filter((h) => h.name === last));
  const qualifier = name.slice(0, dot);
  const lower = name.toLowerCase();
  const owner = qualifier.slice(qualifier.lastIndexOf(".") + 1).toLowerCase();
  const found = hits.filter((h) => h.qualifiedName.toLowerCase() === lower || h.qualifiedName.toLowerCase().endsWith(`.${lower}`) || pathHasModule(h.path, owner));
  if (found.length) return of(found);
  if (qualifier.includes(".")) return of([]);
  const types = await store.searchByName(qualifier, NAMED_FILES_DEPTH, ["class", "struct", "interface"]);
  return of(types.filter((h) => h.name === qualifier));
}

/** Node kinds that declare a name a sentence may write. */
const DECLARING_KINDS: GraphNodeKind[] = ["class", "struct", "interface", "function", "method"];

/**
 * Step 4 for a sentence query: the files that hold one of its specific names — a code identifier written in it
 * (`verifyToken`, `SSG_CONTEXT`), a file it names (`doc.go`) or whose stem its words spell ({@link stemPhrases}: "how
 * does the error handler work" names `lib/error-handler.js`) — come first when at most {@link MAX_NAMED_FILES} of the
 * files kept in front (implementation, or a role the query asks for) hold that name: files holding more of the names
 * first, then in their order in `ranked` (absent: after, by path). Each such file brings its best {@link GROUP_NODES}
 * nodes; a file with none in `ranked` enters as its file doc when `kinds` allows files. An identifier is held by the
 * files whose whole text has it as a token (FTS5 `file` field, case ignored); a file name by the files of that path or
 * base name; a name written as code (a code span, a qualified `a.b`) by the files declaring it ({@link declaringFiles}).
 * Without it a commit subject's identifier weighed as one word among many: hono "cast awaitedFallback
 * through unknown to fix Deno type check" ranked `src/jsx/components.ts`, the only file holding `awaitedFallback`, 5th;
 * gin "added comment in doc.go" ranked `doc.go` 14th. Declared names, on history queries of the tuning repositories
 * (file Acc@1): gin 67.7 → 69.2 ("write content length in Data.Render"), jinja 52.0 → 56.0 ("Raise UndefinedError from
 * Undefined.__contains__"), hono 55.1 = 55.1 (one query 2nd → 3rd: "report the requested subprotocol on
 * WSContext.protocol" changed an adapter, not the class), flask, cobra, attrs and koa unchanged.
 */
async function namedFilesFirst(
  store: Store,
  query: string,
  ranked: { id: string; score: number; from: string[] }[],
  kinds: GraphNodeKind[] | undefined,
  tested: Map<string, MarkedNodes>,
): Promise<{ id: string; score: number; from: string[] }[]> {
  const { identifiers, files, declared } = specificNames(query);
  const phrases = stemPhrases(query);
  if (!identifiers.length && !files.length && !declared.length && !phrases.length) return ranked;
  const holders: string[][] = [];
  // A file named by words of the sentence ("how does the error handler work": lib/error-handler.js): one search for
  // every phrase, each hit kept under the phrase its stem spells.
  if (phrases.length) {
    const wanted = new Set(phrases.map((p) => p.join(" ")));
    const hits = await store.searchText("name", phrases.map((p) => `"${p.join(" ")}"`).join(" OR "), NAMED_FILES_DEPTH * phrases.length, ["file"]);
    const byStem = new Map<string, string[]>();
    for (const h of hits) {
      const stem = fileStemWords(h.id).join(" ");
      if (wanted.has(stem)) byStem.set(stem, [...(byStem.get(stem) ?? []), h.id]);
    }
    holders.push(...byStem.values());
  }
  for (const id of identifiers) holders.push((await store.searchText("file", `"${id}"`, NAMED_FILES_DEPTH, ["file"])).map((h) => h.id));
  // The declarations a name written as code names lead their file's nodes (`assert.Equal` in "how does assert.Equal
  // compare two values": testify's `Equal`, which the sentence's other words had ranked below `EqualExportedValues`).
  const declaredNodes: SearchNameHit[] = [];
  for (const name of declared) {
    const found = await declaringFiles(store, name);
    holders.push(found.paths);
    declaredNodes.push(...found.nodes.filter((h) => !kinds?.length || kinds.includes(h.kind as GraphNodeKind)));
  }
  for (const f of files) {
    const base = f.slice(f.lastIndexOf("/") + 1);
    holders.push((await store.searchByName(base, NAMED_FILES_DEPTH, ["file"])).map((h) => h.path).filter((p) => p === f || p.endsWith(`/${f}`)));
  }
  const keep = await implementationKeeper(store, query, [...new Set(holders.flat())], tested);
  // A name found in as many files as were read may be in many more: not specific, whatever the roles of those read.
  const specific = holders.filter((h) => h.length < NAMED_FILES_DEPTH).map((h) => h.filter(keep)).filter((h) => h.length > 0 && h.length <= MAX_NAMED_FILES);
  if (!specific.length) return ranked;
  const place = new Map<string, number>();
  ranked.forEach((r, i) => {
    if (!place.has(fileOfId(r.id))) place.set(fileOfId(r.id), i);
  });
  const count = (p: string): number => specific.filter((h) => h.includes(p)).length;
  const fileDocs = !kinds?.length || kinds.includes("file");
  const lifted = [...new Set(specific.flat())]
    .filter((p) => place.has(p) || fileDocs)
    .sort((a, b) => count(b) - count(a) || (place.get(a) ?? Infinity) - (place.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0));
  if (!lifted.length) return ranked;
  const head = ranked[0]?.score ?? 0;
  const first: { id: string; score: number; from: string[] }[] = [];
  const byId = new Map(ranked.map((r) => [r.id, r]));
  lifted.forEach((p, i) => {
    const score = head + (lifted.length - i) / (RRF_K + 1);
    const ownIds = new Set(declaredNodes.filter((h) => h.path === p).map((h) => h.id));
    const own = [...ownIds].map((id) => byId.get(id) ?? { id, score, from: [] as string[] });
    const nodes = [...own, ...ranked.filter((r) => fileOfId(r.id) === p && !ownIds.has(r.id))].slice(0, Math.max(GROUP_NODES, own.length));
    if (nodes.length) for (const r of nodes) first.push({ ...r, score, from: ["named", ...r.from] });
    else first.push({ id: p, score, from: ["named"] });
  });
  const moved = new Set(first.map((r) => r.id));
  return [...first, ...ranked.filter((r) => !moved.has(r.id))];
}

/** Most words of a file stem phrase {@link stemPhrases} gives (`content-type-parser` has 3). */
const MAX_STEM_WORDS = 4;

/**
 * The runs of two to {@link MAX_STEM_WORDS} consecutive words of a sentence query (three words or more) that a file's
 * name may spell ({@link fileStemWords}): "how does the error handler work" → "how does", …, "error handler", …; none
 * for a shorter query (the name-words rule answers those). Words as {@link splitIdentifier} gives them.
 */
function stemPhrases(query: string): string[][] {
  const words = [...query.matchAll(WORD_RE)].flatMap((m) => splitIdentifier(m[0]));
  if (words.length < 3) return [];
  const out: string[][] = [];
  for (let n = 2; n <= MAX_STEM_WORDS; n++) for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n));
  return out;
}

/** Files read per specific name by {@link namedFilesFirst}: enough to tell a name of a few files from a common one. */
const NAMED_FILES_DEPTH = 50;

/**
 * Searches the index of `store` for `query`.
 * @throws StoreError; the embedder's error when dense search fails.
 */
export async function search(store: Store, query: string, options: SearchOptions = {}): Promise<SearchResult[]> {
  const ranked = await rankIds(store, query, options);
  const docs = new Map((await store.getSearchDocs(ranked.map((r) => r.id))).map((d) => [d.id, d]));
  const words = queryWords(query);
  return ranked.flatMap((r, i) => {
    const doc = docs.get(r.id);
    return doc ? [toResult(doc, i + 1, r.score, r.from, words)] : [];
  });
}

/** The texts of a stored doc a {@link WordMatch} reads: what the lexical index searched, and the node's path. */
function matchTexts(doc: SearchDocRecord): string[] {
  const node = doc.node;
  return [node.path, node.qualifiedName, node.signature ?? "", node.doc ?? "", doc.summaryText, doc.contractText, doc.historyText ?? "", doc.code];
}

/** A result row for a stored doc; `words` are the query's ({@link queryWords}). */
export function toResult(doc: SearchDocRecord, rank: number, score: number, from: string[], words: readonly QueryWord[]): SearchResult {
  const node = doc.node;
  return {
    id: doc.id,
    rank,
    score,
    kind: shownKind(node),
    path: node.path,
    ...(node.span ? { line: node.span.startLine } : {}),
    ...(node.signature ? { signature: node.signature } : {}),
    summary: oneLine(doc),
    from,
    match: wordMatch(words, matchTexts(doc)),
  };
}

/**
 * The node's one-line summary: its doc's first sentence (its doc markup as plain text), else the summary's purpose
 * ({@link summarySentence}: "Index.js.", not its calls list after it), at most {@link ONE_LINE_CHARS} characters (cut
 * at a word, ending in `…`): node-fetch's `src/index.js` row in `strata search` was 900 characters.
 */
export function oneLine(doc: SearchDocRecord): string {
  const text = docSentence(doc.node.doc, doc.node.language) ?? summarySentence(doc.summaryText) ?? "";
  if (text.length <= ONE_LINE_CHARS) return text;
  const space = text.lastIndexOf(" ", ONE_LINE_CHARS - 1);
  return `${text.slice(0, space > ONE_LINE_CHARS / 2 ? space : ONE_LINE_CHARS - 1).replace(/[\s,;:]+$/u, "")}…`;
}

/** Most characters of a search result's one-line summary ({@link oneLine}). */
export const ONE_LINE_CHARS = 200;
