/** The live index: a file watcher that keeps the store current (see `watcher.ts`). */
export { watchRepository, HEAD_MOVED, EXCLUDE_CHANGED, PACKAGES_CHANGED, type WatchEvent, type WatchOptions, type RepositoryWatcher } from "./watcher.js";
export { isPendingStateFile, pendingStatePath, publishPending, readPending, type PendingState } from "./pendingState.js";
