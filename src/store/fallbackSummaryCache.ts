/**
 * A shared (Redis) summary cache that survives losing its server mid-run. Every entry written to the shared cache
 * is also written to the local SQLite store's cache (write-through), so when the shared cache fails (the server
 * dies, the network drops) the run goes on against the local cache: every LLM answer already paid for is kept
 * locally, later answers are stored locally, and the stages after synthesis run. The loss is reported, never
 * retried within the run (one failure costs one timeout, not one per file).
 */
import { StoreError } from "./Store.js";
import type { SummaryCache } from "./SummaryCache.js";
import type { CacheEntry, CacheKey, EntryConfirmation } from "../summarize/index.js";

/** A {@link SummaryCache} that says whether its shared backend was lost during the run. */
export interface FallbackSummaryCache extends SummaryCache {
  /** Why the shared cache was dropped (its error message, URL without credentials), or undefined while it works. */
  readonly lost: string | undefined;
}

/**
 * `shared` with `local` as write-through copy and fallback. After the first {@link StoreError} of `shared`, every
 * operation goes to `local` only. Errors of `local` (the SQLite store) are thrown as they are: without a store
 * nothing can be saved.
 */
export function withLocalFallback(shared: SummaryCache, local: SummaryCache): FallbackSummaryCache {
  let lost: string | undefined;
  /** Runs `op` on the shared cache; after its first failure (or once lost) runs `fallback` instead. */
  const attempt = async <T>(op: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (lost === undefined) {
      try {
        return await op();
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
        lost ??= error.message;
      }
    }
    return fallback();
  };
  return {
    kind: shared.kind,
    location: shared.location,
    get lost() {
      return lost;
    },
    getEntry: (key: CacheKey) => attempt(() => shared.getEntry(key), () => local.getEntry(key)),
    getEntries: (keys: CacheKey[]) => attempt(() => shared.getEntries(keys), () => local.getEntries(keys)),
    putEntry: async (entry: CacheEntry) => {
      await local.putEntry(entry); // first: an answer paid for is kept even if the shared write hangs and fails
      await attempt(() => shared.putEntry(entry), async () => {});
    },
    confirmEntry: (key: CacheKey, update: EntryConfirmation) =>
      attempt(
        async () => {
          const confirmed = await shared.confirmEntry(key, update);
          if (confirmed) await local.putEntry(confirmed);
          return confirmed;
        },
        () => local.confirmEntry(key, update),
      ),
    close: async () => {
      await shared.close().catch(() => {}); // a lost server cannot be quit cleanly; the socket is dropped either way
    },
  };
}

/**
 * The stage-report field for `cache`: `{ sharedCache: "ok" }` for a shared cache that worked throughout,
 * `{ sharedCache: "lost: <reason>" }` for one lost mid-run, `{}` for the SQLite store alone.
 */
export function sharedCacheReport(cache: SummaryCache): { sharedCache?: string } {
  if (!("lost" in cache)) return {};
  const lost = (cache as FallbackSummaryCache).lost;
  return { sharedCache: lost === undefined ? "ok" : `lost: ${lost}` };
}
