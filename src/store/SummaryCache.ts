/**
 * The semantic cache's storage port (seed 000 §7.1–7.2): LLM summaries keyed by
 * file path, prompt key and model, with the content hash, semantic hash, contract and commit they were made
 * for. Two backends implement it: the SQLite store (local, the default) and Redis (a shared team cache).
 * The decision logic (hash hit, semantic hit, miss) lives in src/summarize/cache; this is storage only.
 */
import type { CacheBackend, CacheEntry, CacheKey } from "../summarize/index.js";

/**
 * A cache backend. Writes are atomic per entry; `confirmEntry` is a compare-and-set on the semantic hash,
 * so concurrent indexers never leave an entry whose hash and summary come from different writers.
 * Methods throw `StoreError` when the backend is unreachable or fails.
 */
export interface SummaryCache extends CacheBackend {
  readonly kind: "sqlite" | "redis";
  /** Where the entries live, for messages: a file path, or a Redis URL without credentials. */
  readonly location: string;
  /** The entries for `keys`, in the same order (undefined where absent); one round trip on Redis. */
  getEntries(keys: CacheKey[]): Promise<(CacheEntry | undefined)[]>;
  /** Releases the connection; a no-op for the SQLite store, which its opener closes. */
  close(): Promise<void>;
}

/**
 * What one synthesis stage run did with the cache, kept per run for `strata stats`.
 * Counts are files unless named otherwise; tokens as the provider reported them; cost in US dollars
 * (null when the model has no known price).
 */
export interface CacheRunStats {
  startedAt: number;
  finishedAt: number;
  /** `sqlite` or `redis`, and where. */
  backend: "sqlite" | "redis";
  cacheLocation: string;
  model: string;
  promptKey: string;
  /** Files considered (every indexed file). */
  files: number;
  hashHits: number;
  semanticHits: number;
  /** Files that needed synthesis (absent entry or changed contract). */
  misses: number;
  /** Files that got a valid LLM summary this run. */
  synthesized: number;
  /** Files whose model output stayed invalid after the repair attempt: extractive kept, nothing cached. */
  invalid: number;
  /** Files whose call failed (rate limit, server, timeout after retries): extractive kept. */
  failed: number;
  /** Misses not attempted because the run stopped (budget, abort, auth). */
  notAttempted: number;
  /** HTTP calls to the model, repairs included. */
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
  /** Names, over all summaries synthesized this run, that the contract does not contain. */
  ungroundedNames: number;
  /** Synthesized summaries naming at least one ungrounded name. */
  ungroundedSummaries: number;
  /** `ungroundedSummaries / synthesized` (0 when nothing was synthesized). */
  ungroundedRate: number;
  /** Why the run stopped before every miss was synthesized, when it did (`unavailable`: the endpoint kept failing). */
  stoppedBy?: "budget" | "aborted" | "auth" | "config" | "unavailable";
}

/** A stored {@link CacheRunStats} with its row id. */
export interface CacheRunRecord extends CacheRunStats {
  id: number;
}
