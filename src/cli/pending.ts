/**
 * What a running `strata watch` (or `strata mcp`) has not indexed yet, for the read commands of another shell: their
 * JSON says `fresh: false` with the pending paths, and their text output warns on stderr — as the watcher's own MCP
 * answers do.
 */
import path from "node:path";
import { readPending } from "../live/index.js";
import { checkFreshness } from "../retrieve/index.js";
import type { SearchDocRecord, Store } from "../store/index.js";

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
  warnChanged(p.pending, p.count, "a running watcher has not indexed");
}

/**
 * Warns on stderr (text output) when an answer came from files changed on disk since `strata index` (and no watcher
 * has them pending: that warning says it already), in the words of {@link warnPending}.
 */
export function warnStale(changed: string[], p: { count: number }): void {
  if (!p.count) warnChanged(changed, changed.length, "`strata index` has not indexed");
}

function warnChanged(paths: string[], count: number, who: string): void {
  if (!count) return;
  const shown = paths.slice(0, 5).join(", ");
  process.stderr.write(`strata: ${who} ${count} changed file${count === 1 ? "" : "s"} yet (${shown}${count > 5 ? ", …" : ""}): answers may be out of date\n`);
}

/**
 * Per path of `paths` (repository-relative): true when the file on disk still hashes to its stored row's content
 * hash, false when it changed, is gone, or has no row; each file read once.
 */
export async function freshFiles(root: string, store: Store, paths: string[]): Promise<Map<string, boolean>> {
  const unique = [...new Set(paths)];
  const rows = await Promise.all(unique.map((p) => store.getFile(p)));
  const docs = unique.map((p, i) => ({ id: p, node: { path: p }, fileHash: rows[i]?.contentHash ?? "" }) as unknown as SearchDocRecord);
  return checkFreshness(root, docs);
}
