/**
 * Chooses the semantic cache backend: Redis when a `redis://` / `rediss://` URL is
 * configured (`cache` in strata.config.json, `--cache`, or `STRATA_REDIS_URL`), else the SQLite store.
 */
import { RedisSummaryCache } from "./redis/RedisSummaryCache.js";
import { StoreError, type Store } from "./Store.js";
import type { SummaryCache } from "./SummaryCache.js";
import { withLocalFallback } from "./fallbackSummaryCache.js";

export interface OpenCacheOptions {
  /** Repository namespace of Redis keys (see `repositoryNamespace` in src/pipeline). */
  repository: string;
  /** Redis key prefix (tests use a unique one). */
  prefix?: string;
  /** Read for `STRATA_REDIS_URL` when `config.cache` is unset (default `process.env`). */
  env?: NodeJS.ProcessEnv;
}

/** The cache URL in effect: `config.cache`, else `STRATA_REDIS_URL`, else undefined (SQLite). */
export function cacheUrl(config: { cache?: string | undefined }, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = config.cache || env.STRATA_REDIS_URL || undefined;
  return url && url !== "sqlite" ? url : undefined;
}

/**
 * Opens the summary cache for `config`: a {@link RedisSummaryCache} for a Redis URL (with `store` as its
 * write-through copy and its fallback when the server is lost mid-run: `withLocalFallback`), else `store` itself.
 * Close it with `close()`; for the SQLite store that is a no-op (the store's opener closes the store).
 * @throws StoreError for a URL that is not `redis://` / `rediss://`, or a Redis server that does not answer.
 */
export async function openSummaryCache(config: { cache?: string | undefined }, store: Store, options: OpenCacheOptions): Promise<SummaryCache> {
  const url = cacheUrl(config, options.env);
  if (url === undefined) return storeCache(store);
  if (!/^rediss?:\/\//.test(url)) {
    throw new StoreError(`unsupported cache "${url.replace(/\/\/[^@/]*@/, "//")}": expected a redis:// or rediss:// URL, or "sqlite"`, "cache");
  }
  const shared = await RedisSummaryCache.open({ url, repository: options.repository, ...(options.prefix ? { prefix: options.prefix } : {}) });
  return withLocalFallback(shared, storeCache(store));
}

/** The SQLite store seen as a {@link SummaryCache}. */
export function storeCache(store: Store): SummaryCache {
  return {
    kind: "sqlite",
    location: store.location,
    getEntry: (key) => store.getEntry(key),
    getEntries: (keys) => store.getEntries(keys),
    putEntry: (entry) => store.putEntry(entry),
    confirmEntry: (key, update) => store.confirmEntry(key, update),
    close: async () => {},
  };
}
