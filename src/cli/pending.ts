/**
 * What a running `strata watch` (or `strata mcp`) has not indexed yet, for the read commands of another shell: their
 * JSON says `fresh: false` with the pending paths, and their text output warns on stderr — as the watcher's own MCP
 * answers do.
 */
import path from "node:path";
import { readPending } from "../live/index.js";
import type { Store } from "../store/index.js";

/** The pending paths (at most 200) and their count, for the store of `root`. */
export function pendingFor(root: string, store: Store): { pending: string[]; count: number } {
  return readPending(path.resolve(root, store.location));
}

/** `value` with `fresh: false`, `pending` (at most 50) and `pendingCount` when files are pending, else itself. */
export function withPending<T extends object>(value: T, p: { pending: string[]; count: number }): T | (T & { fresh: false; pending: string[]; pendingCount: number }) {
  return p.count ? { ...value, fresh: false as const, pending: p.pending.slice(0, 50), pendingCount: p.count } : value;
}

/** Warns on stderr when files are pending (text output). */
export function warnPending(p: { pending: string[]; count: number }): void {
  if (!p.count) return;
  const shown = p.pending.slice(0, 5).join(", ");
  process.stderr.write(`strata: a running watcher has not indexed ${p.count} changed file${p.count === 1 ? "" : "s"} yet (${shown}${p.count > 5 ? ", …" : ""}): answers may be out of date\n`);
}
