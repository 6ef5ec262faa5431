/**
 * What a running watcher has not indexed yet, published beside its store (`<store>.watch.<pid>.json`, one file per
 * watching process) for other processes: a search from a second shell then says `fresh: false` and lists the pending
 * files, as the watcher's own MCP answers do, instead of calling an answer fresh because none of its (old) results
 * changed. Plain JSON, written atomically; no file when nothing is pending. Readers take the union of every live
 * watcher's state, so two watchers of one store (a `strata watch` and an assistant's `strata mcp`) never hide each
 * other's pending files. A state left by a process that died, or written on another host (a shared folder), is ignored.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The published state: the watcher's process and host, and the pending repo-relative paths (`HEAD` for a moved HEAD). */
export interface PendingState {
  pid: number;
  host: string;
  pending: string[];
}

/** Most paths written into the state (the count is always exact). */
const MAX_PATHS = 200;

/** Where process `pid`'s pending state for a store lives; undefined for an in-memory store or a store URL. */
export function pendingStatePath(storeLocation: string, pid: number = process.pid): string | undefined {
  return storeLocation && storeLocation !== ":memory:" && !storeLocation.includes("://") ? `${storeLocation}.watch.${pid}.json` : undefined;
}

/** Whether `file` (an absolute path) is a pending state, or its temporary file, of the store at `storeLocation`. */
export function isPendingStateFile(storeLocation: string, file: string): boolean {
  const prefix = `${storeLocation}.watch.`;
  return file.startsWith(prefix) && /^\d+\.json(?:\.tmp)?$/.test(file.slice(prefix.length));
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
 * The paths the live watchers of the store at `storeLocation` have not indexed yet (the union over every watching
 * process on this host, sorted, at most 200 listed), with their count; none when no watcher with pending files runs.
 * Never throws.
 */
export function readPending(storeLocation: string): { pending: string[]; count: number } {
  const none = { pending: [], count: 0 };
  if (!pendingStatePath(storeLocation)) return none;
  let names: string[];
  try {
    names = fs.readdirSync(path.dirname(storeLocation));
  } catch {
    return none;
  }
  const paths = new Set<string>();
  let unlisted = 0;
  for (const name of names) {
    const file = path.join(path.dirname(storeLocation), name);
    if (!isPendingStateFile(storeLocation, file) || file.endsWith(".tmp")) continue;
    const state = readState(file);
    if (!state) continue;
    for (const p of state.pending) paths.add(p);
    unlisted += Math.max(0, state.count - state.pending.length);
  }
  const pending = [...paths].sort();
  return { pending: pending.slice(0, MAX_PATHS), count: pending.length + unlisted };
}

/** One watcher's state when it is well-formed, from a live process on this host; else undefined. */
function readState(file: string): { pending: string[]; count: number } | undefined {
  let state: Partial<PendingState & { count: number }>;
  try {
    state = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PendingState & { count: number }>;
  } catch {
    return undefined;
  }
  if (typeof state.pid !== "number" || state.host !== os.hostname() || !Array.isArray(state.pending) || !alive(state.pid)) return undefined;
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
