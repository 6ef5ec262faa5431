/**
 * The files a store keeps on disk beside its database, which are never the repository's files even when the store
 * lives inside it (`strata index --store st/x.db` puts them under `<repo>/st/`): indexing them, or warning that they
 * are changed files `strata index` has not indexed yet, had been a fault of such a store.
 */
import path from "node:path";

/**
 * What follows the database's path in each of its files: SQLite's `-wal`, `-shm` and `-journal`; the writer lock
 * (`.lock`, its own `-journal`); the line-history state (`.history.json`); a running watcher's pending list
 * (`.watch.<pid>.json`); a damaged store moved aside by `strata index --rebuild` (`.corrupt-<time>`, with its `-wal`,
 * `-shm`).
 */
const SIDECAR = /^(?:-wal|-shm|-journal|\.lock|\.lock-journal|\.history\.json|\.watch\.\d+\.json|\.corrupt-[^/\\]+)?$/u;

/**
 * True when `file` (absolute, or relative to the working directory) is the store at `storeLocation` (a file path as
 * the store was opened with, resolved the same way) or one of its sidecar files ({@link SIDECAR}). False for an
 * in-memory or remote store.
 */
export function isStoreFile(storeLocation: string, file: string): boolean {
  if (!storeLocation || storeLocation === ":memory:" || storeLocation.includes("://")) return false;
  const store = path.resolve(storeLocation);
  const abs = path.resolve(file);
  return abs.startsWith(store) && SIDECAR.test(abs.slice(store.length));
}
