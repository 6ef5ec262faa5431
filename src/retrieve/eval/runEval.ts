/**
 * `strata eval retrieval`: runs a query set against the index in code-only, summary and
 * hybrid modes and reports the metrics side by side, as seed 001 Tables 2 and 3 lay them out.
 */
import { fileOfId, type GraphEdge, type GraphNodeKind } from "../../graph/index.js";
import type { TokenCounter } from "../../shared/tokens.js";
import type { Store } from "../../store/index.js";
import { buildContext } from "../context.js";
import type { PackedEntry } from "../packContext.js";
import { HISTORY_WEIGHT, rankFiles, rankIds } from "../search.js";
import type { Embedder, SearchMode } from "../types.js";
import { buildFileBm25, type BaselineFile } from "./bm25Files.js";
import { fileMetrics, firstOccurrence, retrievalMetrics, type FileMetrics, type RetrievalMetrics } from "./metrics.js";

/**
 * One query line: `{"query": "...", "relevant": ["<node id>", ...], "files": ["<path>", ...]}` (other fields are
 * kept, not used). `files` defaults to the files of `relevant`; `relevant` may be empty when `files` is given.
 */
export interface EvalQuery {
  query: string;
  relevant: string[];
  files?: string[];
}

/** A query file with a bad line; names the file and the line. */
export class QueryFileError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
    this.name = "QueryFileError";
  }
}

/**
 * Parses JSONL query text (blank lines skipped).
 * @throws QueryFileError naming `file` and the line for invalid JSON or a missing/ill-typed field.
 */
export function parseQueries(text: string, file: string): EvalQuery[] {
  const out: EvalQuery[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new QueryFileError(file, i + 1, `not JSON (${(error as Error).message})`);
    }
    const q = value as Partial<EvalQuery>;
    if (typeof q.query !== "string" || !q.query.trim()) throw new QueryFileError(file, i + 1, `"query" must be a non-empty string`);
    if (!Array.isArray(q.relevant) || !q.relevant.every((r) => typeof r === "string")) {
      throw new QueryFileError(file, i + 1, `"relevant" must be an array of node ids`);
    }
    if (q.files !== undefined && (!Array.isArray(q.files) || !q.files.every((r) => typeof r === "string"))) {
      throw new QueryFileError(file, i + 1, `"files" must be an array of repo-relative paths`);
    }
    if (!q.relevant.length && !q.files?.length) throw new QueryFileError(file, i + 1, `give at least one relevant node id or file`);
    out.push({ query: q.query, relevant: q.relevant, ...(q.files ? { files: q.files } : {}) });
  });
  return out;
}

/** Metrics of one mode plus its query latency (ms, wall clock, store and embedder included). */
export interface ModeResult extends RetrievalMetrics {
  mode: SearchMode;
  latencyMedianMs: number;
  latencyP95Ms: number;
}

/** File-level metrics of one ranking (a search mode's files, the context block's, or a baseline's). */
export interface FileResult extends FileMetrics {
  name: string;
  latencyMedianMs: number;
  latencyP95Ms: number;
}

export interface EvalReport {
  queries: number;
  /** Queries with at least one relevant node (the node-level metrics are over these). */
  nodeQueries: number;
  /** Relevant ids that are not in the index (a stale or mismatched query file), first 20. */
  unknownRelevant: string[];
  dense: string | null;
  results: ModeResult[];
  /** File-level rows (empty unless `fileLevel` was given): modes, `<mode> --files`, hybrid +history per weight, context, the two baselines. */
  fileResults: FileResult[];
  /** Per context budget (empty unless `fileLevel.context` was given): what of the relevant nodes the block holds. */
  contextResults: ContextBlockResult[];
}

/**
 * What of the relevant nodes one context budget's blocks hold, in % of the queries with relevant nodes: `code`
 * (a relevant node's code, whole or cut), `wholeCode` (uncut), `summary` (its summary).
 */
export interface ContextBlockResult {
  budget: number;
  queries: number;
  code: number;
  wholeCode: number;
  summary: number;
}

/** What the file-level evaluation needs beyond the store. */
export interface FileLevelOptions {
  /** Every indexed file with its full text (the baselines' corpus). */
  files: BaselineFile[];
  /** The context block's settings (`budgets`: a row per budget, absent → `[budget]`); absent → no context row. */
  context?: { budget: number; budgets?: number[]; countTokens: TokenCounter; edges?: GraphEdge[] };
}

export interface EvalOptions {
  modes?: SearchMode[];
  embedder?: Embedder;
  /** Ranked list depth (default 10). */
  k?: number;
  /**
   * Node kinds searched (default function and method: the paper's search space is functions, seed 001 §5.4;
   * file nodes hold all their functions' text and would crowd them out of a function-answer query).
   */
  kinds?: GraphNodeKind[];
  /** File-level metrics and the whole-file BM25 baselines. */
  fileLevel?: FileLevelOptions;
  /**
   * File level: the mode rows run without the history fields (file and node history weights 0); a row
   * `hybrid +history` (and `… --files`) searches as `strata search` does, and a row `hybrid +history ×w` per other
   * file-history weight here (default: [{@link HISTORY_WEIGHT}] when the index has a history field, else none), so
   * one run compares them. Node-level rows and the context row search as `strata search` does (history on).
   */
  historyWeights?: number[];
}

/** Percentile `p` (0–1) of `values` by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/**
 * Evaluates `queries` against the index of `store` in each mode (default code, summary, hybrid).
 * @throws StoreError; the embedder's error.
 */
export async function evaluateRetrieval(store: Store, queries: EvalQuery[], options: EvalOptions = {}): Promise<EvalReport> {
  const modes = options.modes ?? ["code", "summary", "hybrid"];
  const k = options.k ?? 10;
  const known = new Set((await store.listSearchStamps()).map((s) => s.id));
  const unknownRelevant = [...new Set(queries.flatMap((q) => q.relevant).filter((id) => !known.has(id)))].slice(0, 20);
  const results: ModeResult[] = [];
  const nodeQueries = queries.filter((q) => q.relevant.length);
  for (const mode of modes) {
    const ranked = [];
    const latencies: number[] = [];
    for (const q of nodeQueries) {
      const t0 = performance.now();
      const ids = (await rankIds(store, q.query, { mode, k, kinds: options.kinds ?? ["function", "method"], ...(options.embedder ? { embedder: options.embedder } : {}) })).map((r) => r.id);
      latencies.push(performance.now() - t0);
      ranked.push({ ranked: ids, relevant: q.relevant });
    }
    results.push({ mode, ...retrievalMetrics(ranked), latencyMedianMs: percentile(latencies, 0.5), latencyP95Ms: percentile(latencies, 0.95) });
  }
  const historyWeights = options.historyWeights ?? ((await hasHistoryField(store)) ? [HISTORY_WEIGHT] : []);
  const contextResults: ContextBlockResult[] = [];
  const fileResults = options.fileLevel ? await evaluateFiles(store, queries, modes, options.fileLevel, historyWeights, options.embedder, contextResults) : [];
  return { queries: queries.length, nodeQueries: nodeQueries.length, unknownRelevant, dense: options.embedder?.id ?? null, results, fileResults, contextResults };
}

/** Whether any file doc of the index carries a history field (the index was built with `historyCommits` > 0). */
async function hasHistoryField(store: Store): Promise<boolean> {
  return (await store.getSearchDocs((await store.listFiles()).map((f) => f.path))).some((d) => d.historyText);
}

/** Files a query is answered by: its `files`, else the files of its relevant nodes. */
export function goldFiles(q: EvalQuery): string[] {
  return q.files?.length ? q.files : firstOccurrence(q.relevant.map(fileOfId));
}

/** Nodes asked of a search for its file ranking (files of the first this many nodes, all kinds). */
const FILE_RANK_NODES = 100;

/** Search options that leave both history rankings out (file-level rows named by their mode alone). */
const NO_HISTORY = { historyWeight: 0, nodeHistoryWeight: 0 } as const;

async function evaluateFiles(
  store: Store,
  queries: EvalQuery[],
  modes: SearchMode[],
  level: FileLevelOptions,
  historyWeights: number[],
  embedder: Embedder | undefined,
  contextResults: ContextBlockResult[],
): Promise<FileResult[]> {
  const rows: FileResult[] = [];
  const run = async (name: string, rank: (q: string) => Promise<string[]> | string[]): Promise<void> => {
    const ranked = [];
    const latencies: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      const files = await rank(q.query);
      latencies.push(performance.now() - t0);
      ranked.push({ ranked: files, relevant: goldFiles(q) });
    }
    rows.push({ name, ...fileMetrics(ranked), latencyMedianMs: percentile(latencies, 0.5), latencyP95Ms: percentile(latencies, 0.95) });
  };
  const dense = embedder ? { embedder } : {};
  for (const mode of modes) {
    await run(mode, async (q) => firstOccurrence((await rankIds(store, q, { mode, k: FILE_RANK_NODES, ...NO_HISTORY, ...dense })).map((r) => fileOfId(r.id))));
    await run(`${mode} --files`, async (q) => (await rankFiles(store, q, { mode, k: 20, ...NO_HISTORY, ...dense })).map((r) => r.path));
    if (mode !== "hybrid") continue;
    for (const w of historyWeights) {
      const name = w === HISTORY_WEIGHT ? "hybrid +history" : `hybrid +history ×${w}`;
      await run(name, async (q) => firstOccurrence((await rankIds(store, q, { mode, k: FILE_RANK_NODES, historyWeight: w, ...dense })).map((r) => fileOfId(r.id))));
      if (w === HISTORY_WEIGHT) await run(`${name} --files`, async (q) => (await rankFiles(store, q, { mode, k: 20, historyWeight: w, ...dense })).map((r) => r.path));
    }
  }
  if (level.context) {
    const { countTokens, edges } = level.context;
    for (const budget of level.context.budgets ?? [level.context.budget]) {
      // The file row and the node figures from the same blocks (`run` passes the query text; the entries are kept by it).
      const blocks = new Map<string, PackedEntry[]>();
      await run(`context ${budget}`, async (q) => {
        const block = await buildContext(store, q, { budget, countTokens, ...(edges ? { edges } : {}), ...dense });
        blocks.set(q, block.included);
        return firstOccurrence(block.included.map((e) => fileOfId(e.id)));
      });
      contextResults.push(contextBlockResult(budget, queries, blocks));
    }
  }
  const bm25 = buildFileBm25(level.files);
  try {
    await run("BM25 files", (q) => bm25.rank(q, 20));
    await run("BM25 files, tests last", (q) => bm25.rankTestsLast(q, 20));
  } finally {
    bm25.close();
  }
  return rows;
}

/** {@link ContextBlockResult} of one budget from each query's included entries (`blocks`, by query text). */
export function contextBlockResult(budget: number, queries: EvalQuery[], blocks: Map<string, PackedEntry[]>): ContextBlockResult {
  const withNodes = queries.filter((q) => q.relevant.length);
  const share = (holds: (e: PackedEntry) => boolean): number => {
    const n = withNodes.filter((q) => (blocks.get(q.query) ?? []).some((e) => q.relevant.includes(e.id) && holds(e))).length;
    return withNodes.length ? (100 * n) / withNodes.length : 0;
  };
  return { budget, queries: withNodes.length, code: share((e) => e.part === "code"), wholeCode: share((e) => e.part === "code" && !e.truncated), summary: share((e) => e.part === "summary") };
}

const f1 = (x: number): string => x.toFixed(1);
const f2 = (x: number): string => x.toFixed(2);

/**
 * Markdown tables: absolute values per mode (seed 001 Table 3 layout, plus Pass@5, Coverage, NDCG@10, MRR,
 * latency), then the improvement of each other mode over code-only (Table 2: absolute points and relative %).
 */
export function renderEvalTables(report: EvalReport): string {
  const lines = [
    "| Mode | Queries | Pass@1 | Pass@3 | Pass@5 | Pass@10 | Coverage | NDCG@10 | MRR | median ms | p95 ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...report.results.map(
      (r) => `| ${r.mode} | ${r.queries} | ${f1(r.pass1)} | ${f1(r.pass3)} | ${f1(r.pass5)} | ${f1(r.pass10)} | ${f1(r.coverage)} | ${f1(r.ndcg10)} | ${f2(r.mrr)} | ${f1(r.latencyMedianMs)} | ${f1(r.latencyP95Ms)} |`,
    ),
  ];
  // The file tables count every query; this one only those with relevant functions or methods: say so when they differ.
  if (report.nodeQueries < report.queries) {
    lines.push("", `(Function level: the ${report.nodeQueries} of ${report.queries} queries with relevant functions or methods; the others changed only top-level code.)`);
  }
  const base = report.results.find((r) => r.mode === "code");
  const others = report.results.filter((r) => r.mode !== "code");
  if (base && others.length) {
    const imp = (a: number, b: number): string => `${a - b >= 0 ? "+" : ""}${f1(a - b)} (${b ? `${a - b >= 0 ? "+" : ""}${Math.round((100 * (a - b)) / b)}%` : "n/a"})`;
    lines.push("", "| vs code-only | Pass@1 | Pass@3 | Pass@10 | NDCG@10 |", "|---|---:|---:|---:|---:|");
    for (const r of others) lines.push(`| ${r.mode} | ${imp(r.pass1, base.pass1)} | ${imp(r.pass3, base.pass3)} | ${imp(r.pass10, base.pass10)} | ${imp(r.ndcg10, base.ndcg10)} |`);
  }
  if (report.fileResults.length) {
    const base = report.fileResults.find((r) => r.name === "BM25 files, tests last");
    const d = (a: number, b: number | undefined): string => (b === undefined ? "" : ` (${a - b >= 0 ? "+" : ""}${f1(a - b)})`);
    lines.push(
      "",
      "| File level | Queries | Acc@1 | Acc@5 | Acc@10 | MRR | any | median ms | p95 ms |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...report.fileResults.map(
        (r) => `| ${r.name} | ${r.queries} | ${f1(r.acc1)}${d(r.acc1, base?.acc1)} | ${f1(r.acc5)}${d(r.acc5, base?.acc5)} | ${f1(r.acc10)} | ${f2(r.mrr)} | ${f1(r.any)} | ${f1(r.latencyMedianMs)} | ${f1(r.latencyP95Ms)} |`,
      ),
      "",
      "(Acc in %, in brackets: points above the tests-last BM25 baseline; any = a gold file anywhere in the list, for context: in the block.)",
    );
  }
  if (report.contextResults.length) {
    lines.push(
      "",
      "| Context block | Queries | gold code in block | gold code whole | gold summary in block |",
      "|---|---:|---:|---:|---:|",
      ...report.contextResults.map((r) => `| context ${r.budget} | ${r.queries} | ${f1(r.code)} | ${f1(r.wholeCode)} | ${f1(r.summary)} |`),
      "",
      "(% of the queries with relevant functions/methods whose block holds one's code (whole or cut), its code uncut, its summary.)",
    );
  }
  return `${lines.join("\n")}\n`;
}
