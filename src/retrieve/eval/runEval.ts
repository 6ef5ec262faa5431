/**
 * `strata eval retrieval` (issue 5 item 4): runs a query set against the index in code-only, summary and
 * hybrid modes and reports the metrics side by side, as seed 001 Tables 2 and 3 lay them out.
 */
import type { GraphNodeKind } from "../../graph/index.js";
import type { Store } from "../../store/index.js";
import { rankIds } from "../search.js";
import type { Embedder, SearchMode } from "../types.js";
import { retrievalMetrics, type RetrievalMetrics } from "./metrics.js";

/** One query line: `{"query": "...", "relevant": ["<node id>", ...]}` (other fields are kept, not used). */
export interface EvalQuery {
  query: string;
  relevant: string[];
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
    if (!Array.isArray(q.relevant) || !q.relevant.length || !q.relevant.every((r) => typeof r === "string")) {
      throw new QueryFileError(file, i + 1, `"relevant" must be a non-empty array of node ids`);
    }
    out.push({ query: q.query, relevant: q.relevant });
  });
  return out;
}

/** Metrics of one mode plus its query latency (ms, wall clock, store and embedder included). */
export interface ModeResult extends RetrievalMetrics {
  mode: SearchMode;
  latencyMedianMs: number;
  latencyP95Ms: number;
}

export interface EvalReport {
  queries: number;
  /** Relevant ids that are not in the index (a stale or mismatched query file), first 20. */
  unknownRelevant: string[];
  dense: string | null;
  results: ModeResult[];
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
  for (const mode of modes) {
    const ranked = [];
    const latencies: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      const ids = (await rankIds(store, q.query, { mode, k, kinds: options.kinds ?? ["function", "method"], ...(options.embedder ? { embedder: options.embedder } : {}) })).map((r) => r.id);
      latencies.push(performance.now() - t0);
      ranked.push({ ranked: ids, relevant: q.relevant });
    }
    results.push({ mode, ...retrievalMetrics(ranked), latencyMedianMs: percentile(latencies, 0.5), latencyP95Ms: percentile(latencies, 0.95) });
  }
  return { queries: queries.length, unknownRelevant, dense: options.embedder?.id ?? null, results };
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
  const base = report.results.find((r) => r.mode === "code");
  const others = report.results.filter((r) => r.mode !== "code");
  if (base && others.length) {
    const imp = (a: number, b: number): string => `${a - b >= 0 ? "+" : ""}${f1(a - b)} (${b ? `${a - b >= 0 ? "+" : ""}${Math.round((100 * (a - b)) / b)}%` : "n/a"})`;
    lines.push("", "| vs code-only | Pass@1 | Pass@3 | Pass@10 | NDCG@10 |", "|---|---:|---:|---:|---:|");
    for (const r of others) lines.push(`| ${r.mode} | ${imp(r.pass1, base.pass1)} | ${imp(r.pass3, base.pass3)} | ${imp(r.pass10, base.pass10)} | ${imp(r.ndcg10, base.ndcg10)} |`);
  }
  return `${lines.join("\n")}\n`;
}
