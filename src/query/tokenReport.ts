/**
 * The token benchmark of seed 000 Table 4.1 for every indexed file: LOC, source tokens, contract
 * tokens, summary tokens and compression ratios, with totals and medians split into files that are
 * summarized (over the trigger threshold) and files sent in full (seed 000 §4.2).
 */
import { EXTRACTIVE_GENERATOR_KEY, promptContract } from "../summarize/index.js";
import type { Store } from "../store/index.js";
import { tokenCounter, type TokenEncoding } from "../shared/tokens.js";

export interface TokenReportRow {
  path: string;
  language: string;
  /** Lines of the file. */
  loc: number;
  /** BPE tokens of the file text. */
  sourceTokens: number;
  /** BPE tokens of the contract as a model receives it (compact JSON of `promptContract`). */
  contractTokens: number;
  /** BPE tokens of the compact technical summary JSON. */
  summaryTokens: number;
  /** sourceTokens / contractTokens. */
  contractCompression: number;
  /** sourceTokens / summaryTokens (Table 4.1 "Compression Ratio (Original / Final)"). */
  summaryCompression: number;
  sendInFull: boolean;
}

export interface TokenGroupStats {
  files: number;
  loc: number;
  sourceTokens: number;
  contractTokens: number;
  summaryTokens: number;
  /** Total source tokens / total contract tokens. */
  totalContractCompression: number;
  totalSummaryCompression: number;
  medianContractCompression: number;
  medianSummaryCompression: number;
}

export interface TokenReport {
  encoding: TokenEncoding;
  thresholdTokens: number;
  files: TokenReportRow[];
  summarized: TokenGroupStats;
  sendInFull: TokenGroupStats;
  all: TokenGroupStats;
}

/**
 * Builds the report from the store's rows. Token counts of contracts and summaries use `encoding`.
 * Files without a summary row count 0 summary tokens.
 */
export async function buildTokenReport(store: Store, encoding: TokenEncoding, thresholdTokens: number): Promise<TokenReport> {
  const count = await tokenCounter(encoding);
  const rows: TokenReportRow[] = [];
  for (const file of await store.listFiles()) {
    const summary = await store.getSummary(file.path, EXTRACTIVE_GENERATOR_KEY);
    const sourceTokens = file.contract.metrics.tokens;
    const contractTokens = count(JSON.stringify(promptContract(file.contract)));
    const summaryTokens = summary ? count(JSON.stringify(summary.summary)) : 0;
    rows.push({
      path: file.path,
      language: file.language,
      loc: file.contract.metrics.lines,
      sourceTokens,
      contractTokens,
      summaryTokens,
      contractCompression: ratio(sourceTokens, contractTokens),
      summaryCompression: ratio(sourceTokens, summaryTokens),
      sendInFull: sourceTokens <= thresholdTokens,
    });
  }
  return {
    encoding,
    thresholdTokens,
    files: rows,
    summarized: groupStats(rows.filter((r) => !r.sendInFull)),
    sendInFull: groupStats(rows.filter((r) => r.sendInFull)),
    all: groupStats(rows),
  };
}

/** `a / b` rounded to two decimals; 0 when `b` is 0. */
export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 100) / 100;
}

/** Median of `values` (mean of the two middle values for an even count); 0 for none. */
export function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 100) / 100;
}

function groupStats(rows: TokenReportRow[]): TokenGroupStats {
  const sum = (f: (r: TokenReportRow) => number): number => rows.reduce((s, r) => s + f(r), 0);
  const sourceTokens = sum((r) => r.sourceTokens);
  const contractTokens = sum((r) => r.contractTokens);
  const summaryTokens = sum((r) => r.summaryTokens);
  return {
    files: rows.length,
    loc: sum((r) => r.loc),
    sourceTokens,
    contractTokens,
    summaryTokens,
    totalContractCompression: ratio(sourceTokens, contractTokens),
    totalSummaryCompression: ratio(sourceTokens, summaryTokens),
    medianContractCompression: median(rows.map((r) => r.contractCompression)),
    medianSummaryCompression: median(rows.map((r) => r.summaryCompression)),
  };
}
