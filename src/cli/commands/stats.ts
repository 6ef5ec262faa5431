/**
 * `strata stats [repo]`: the semantic cache's counters for the last synthesis run and in total — hash hits,
 * semantic hits, LLM calls, input/output tokens, estimated cost, ungrounded-name rate.
 */
import { cacheStats, type CacheTotals } from "../../query/index.js";
import type { CacheRunRecord } from "../../store/index.js";
import { configFor, EXIT, printJson, resolveRoot, storeFor, type CommonOptions } from "../common.js";

/** Runs the command; returns the exit code. */
export async function statsCommand(repo: string | undefined, opts: CommonOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const store = storeFor(root, config, { readOnly: true });
  let stats: Awaited<ReturnType<typeof cacheStats>>;
  try {
    stats = await cacheStats(store);
  } finally {
    await store.close();
  }
  if (opts.json) printJson({ last: stats.last ?? null, total: stats.total });
  else process.stdout.write(renderStats(stats.last, stats.total));
  return EXIT.ok;
}

const usd = (v: number | null | undefined): string => (v === null || v === undefined ? "n/a" : `$${v.toFixed(4)}`);
const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;

/** A markdown table: one row per counter, columns last run and total. */
export function renderStats(last: CacheRunRecord | undefined, total: CacheTotals): string {
  if (total.runs === 0) return "No LLM synthesis run recorded yet: run `strata index` with a model configured (--llm or STRATA_LLM).\n";
  const rows: [string, string, string][] = [
    ["model / prompt", `${last?.model ?? ""} / ${last?.promptKey ?? ""}`, ""],
    ["files", String(last?.files ?? 0), String(total.files)],
    ["hash hits", String(last?.hashHits ?? 0), String(total.hashHits)],
    ["semantic hits", String(last?.semanticHits ?? 0), String(total.semanticHits)],
    ["synthesized", String(last?.synthesized ?? 0), String(total.synthesized)],
    ["invalid output (kept extractive)", String(last?.invalid ?? 0), String(total.invalid)],
    ["call failed (kept extractive)", String(last?.failed ?? 0), String(total.failed)],
    ["not attempted (run stopped)", String(last?.notAttempted ?? 0), String(total.notAttempted)],
    ["LLM calls", String(last?.llmCalls ?? 0), String(total.llmCalls)],
    ["input tokens", String(last?.inputTokens ?? 0), String(total.inputTokens)],
    ["output tokens", String(last?.outputTokens ?? 0), String(total.outputTokens)],
    ["estimated cost", usd(last?.costUsd), usd(total.costUsd)],
    ["ungrounded-name rate", pct(last?.ungroundedRate ?? 0), pct(total.ungroundedRate)],
  ];
  const lines = [`| | last run | total (${total.runs} run${total.runs === 1 ? "" : "s"}) |`, "|---|---:|---:|", ...rows.map((r) => `| ${r.join(" | ")} |`)];
  if (last?.stoppedBy) lines.push("", `The last run stopped early (${last.stoppedBy}); ${last.notAttempted} file${last.notAttempted === 1 ? "" : "s"} kept the extractive summary.`);
  return `${lines.join("\n")}\n`;
}
