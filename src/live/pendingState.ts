/**
 * What a running watcher has not indexed yet, published beside its store (`<store>.watch.json`) for other processes:
 * a search from a second shell then says `fresh: false` and lists the pending files, as the watcher's own MCP answers
 * do, instead of calling an answer fresh because none of its (old) results changed. Plain JSON, written atomically;
 * no file when nothing is pending. A state left by a process that died, or written on another host (a shared
 * folder), is ignored.
 */
import fs from "node:fs";
import os from "node:os";

/** The published state: the watcher's process and host, and the pending repo-relative paths (`HEAD` for a moved HEAD). */
export interface PendingState {
  pid: number;
  host: string;
  pending: string[];
}

/** Most paths written into the state (the count is always exact). */
const MAX_PATHS = 200;

/** Where a store's pending state lives; undefined for an in-memory store or a store URL. */
export function pendingStatePath(storeLocation: string): string | undefined {
  return storeLocation && storeLocation !== ":memory:" && !storeLocation.includes("://") ? `${storeLocation}.watch.json` : undefined;
}

/**
 * Publishes `pending` for the store at `storeLocation` (removes the state when empty). Never throws: a read-only
 * folder only costs other processes the pending list.
 */
export function publishPending(storeLocation: string, pending: readonly string[]): void {
  const file = pendingStatePath(storeLocation);
  if (!file) return;
  try {
    if (!pending.length) {
      fs.rmSync(file, { force: true });
      return;
    }
    const state: PendingState & { count: number } = { pid: process.pid, host: os.hostname(), pending: pending.slice(0, MAX_PATHS), count: pending.length };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(state));
    fs.renameSync(`${file}.tmp`, file);
  } catch {
    // Not writable: nothing to publish.
  }
}

/**
 * The paths a live watcher of the store at `storeLocation` has not indexed yet, with their count; none when no
 * watcher on this host is running with pending files. Never throws.
 */
export function readPending(storeLocation: string): { pending: string[]; count: number } {
  const none = { pending: [], count: 0 };
  const file = pendingStatePath(storeLocation);
  if (!file) return none;
  let state: Partial<PendingState & { count: number }>;
  try {
    state = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PendingState & { count: number }>;
  } catch {
    return none;
  }
  if (typeof state.pid !== "number" || state.host !== os.hostname() || !Array.isArray(state.pending) || !alive(state.pid)) return none;
  const pending = state.pending.filter((p): p is string => typeof p === "string");
  return { pending, count: typeof state.count === "number" ? state.count : pending.length };
}

/** Whether process `pid` exists (a signal-0 probe; no permission to signal it still means it exists). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
