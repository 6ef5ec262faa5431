/**
 * Store stage: backends behind one {@link Store} interface. SQLite is the embedded default.
 */
import path from "node:path";
import { SqliteStore } from "./sqlite/SqliteStore.js";
import type { Store } from "./Store.js";

export type { Store, FileRows, RunLog, CacheRows, CategoryRows, RegionRows, SearchRows, GraphRows, NodeSummaryRows, FileRecord, FileStat, SummaryRecord, FileStamp, RunRecord, ShardImport, WriterLockWait, WriterLockHolder } from "./Store.js";
export type { NodeSummaryRecord, FileCategoriesRecord } from "./Store.js";
export type { RegionSummary, RegionSummaryRecord } from "./Store.js";
export type { SearchField, SearchTextField, SearchHit, SearchNameHit, SearchStamp, SearchDocRecord, SearchDocWrite } from "./Store.js";
export { StoreBusyError, StoreError } from "./Store.js";
export { StoreCorruptError, isCorruptionError } from "./StoreCorruptError.js";
export { checkStoreHealth, quickCheckStore, type StoreCheck, type StoreHealth } from "./sqlite/storeHealth.js";
export { moveStoreAside, type MovedStore } from "./sqlite/moveStoreAside.js";
export { isStoreFile } from "./storeFiles.js";
export { SqliteStore, notAStoreFile } from "./sqlite/SqliteStore.js";
export type { SummaryCache, CacheRunStats, CacheRunRecord } from "./SummaryCache.js";
export { openSummaryCache, storeCache, cacheUrl, type OpenCacheOptions } from "./openSummaryCache.js";
export { withLocalFallback, sharedCacheReport, type FallbackSummaryCache } from "./fallbackSummaryCache.js";
export { RedisSummaryCache, redactRedisUrl, type RedisCacheOptions } from "./redis/RedisSummaryCache.js";

/** Default store location for a repository: `<root>/.strata/strata.db`. */
export function defaultStorePath(root: string): string {
  return path.join(root, ".strata", "strata.db");
}

/**
 * Opens the store at `location` (a SQLite file path; `:memory:` for a throw-away one). With `readOnly` the store
 * must exist and is never written (read commands: search, context, graph, status…).
 * @throws StoreError when it cannot be opened.
 */
export function openStore(location: string, options: { readOnly?: boolean } = {}): Store {
  return new SqliteStore(location, options);
}
