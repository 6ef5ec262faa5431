/**
 * The semantic cache's counters behind `strata stats`: the last synthesis run and the totals over all runs. Apart
 * from the freshness walk of summaryStatus.ts, whose file discovery and hashing `strata stats` never needs.
 */
import type { CacheRunRecord, Store } from "../store/index.js";

/**
 * Sums of the cache counters over runs (counts; tokens; USD, null once a run had no price); `ungroundedRate` is
 * `ungroundedSummaries / synthesized` over all runs.
 */
export type CacheTotals = { runs: number } & Pick<
  CacheRunRecord,
  | "files"
  | "hashHits"
  | "semanticHits"
  | "misses"
  | "synthesized"
  | "invalid"
  | "failed"
  | "notAttempted"
  | "llmCalls"
  | "inputTokens"
  | "outputTokens"
  | "costUsd"
  | "ungroundedNames"
  | "ungroundedSummaries"
  | "ungroundedRate"
>;

/** `strata stats`: the last synthesis run and the totals over every stored run. */
export async function cacheStats(store: Store): Promise<{ last?: CacheRunRecord; total: CacheTotals }> {
  const runs = await store.listCacheRuns(1_000_000);
  const sum = (k: keyof CacheTotals & keyof CacheRunRecord): number => runs.reduce((s, r) => s + (r[k] as number), 0);
  const synthesized = sum("synthesized");
  const ungroundedSummaries = sum("ungroundedSummaries");
  const total: CacheTotals = {
    runs: runs.length,
    files: sum("files"),
    hashHits: sum("hashHits"),
    semanticHits: sum("semanticHits"),
    misses: sum("misses"),
    synthesized,
    invalid: sum("invalid"),
    failed: sum("failed"),
    notAttempted: sum("notAttempted"),
    llmCalls: sum("llmCalls"),
    inputTokens: sum("inputTokens"),
    outputTokens: sum("outputTokens"),
    costUsd: runs.some((r) => r.costUsd === null) ? null : Math.round(runs.reduce((s, r) => s + (r.costUsd ?? 0), 0) * 1e8) / 1e8,
    ungroundedNames: sum("ungroundedNames"),
    ungroundedSummaries,
    ungroundedRate: synthesized ? Math.round((ungroundedSummaries / synthesized) * 1e4) / 1e4 : 0,
  };
  return { ...(runs[0] ? { last: runs[0] } : {}), total };
}
