/**
 * What a running `strata watch` (or `strata mcp`) has not indexed yet, for the read commands of another shell: their
 * JSON says `fresh: false` with the pending paths, and their text output warns on stderr — as the watcher's own MCP
 * answers do.
 */
import path from "node:path";
import { readPending } from "../live/index.js";
import { changedSinceIndex } from "../retrieve/index.js";
import type { Store } from "../store/index.js";

/**
 * Files changed on disk that the index does not reflect yet: `pending` (at most 200 paths) and their `count`, and
 * `by` whom they wait for — a running watcher's queue when one is running, else the indexed files edited or deleted
 * since `strata index` (`changedSinceIndex`: a stat of each row, a hash only where it moved). An answer can only
 * vouch for files it returns; this is what tells a user that a file it did not return (a function renamed since the
 * index, so searching for its new name finds nothing) may now match.
 */
export interface Pending {
  pending: string[];
  count: number;
  by: "watcher" | "index";
}

/** The {@link Pending} files of the store of `root`. */
export async function pendingFor(root: string, store: Store): Promise<Pending> {
  const queued = readPending(path.resolve(root, store.location));
  if (queued.count) return { ...queued, by: "watcher" };
  const { changed, count } = await changedSinceIndex(root, store);
  return { pending: changed, count, by: "index" };
}

/**
 * `value` with `fresh: false`, `pending` (at most 50 paths), `pendingCount` and `pendingBy` (`watcher`: a running
 * watcher will index them; `index`: run `strata index`) when files are pending, else itself.
 */
export function withPending<T extends object>(value: T, p: Pending): T | (T & { fresh: false; pending: string[]; pendingCount: number; pendingBy: Pending["by"] }) {
  return p.count ? { ...value, fresh: false as const, pending: p.pending.slice(0, 50), pendingCount: p.count, pendingBy: p.by } : value;
}

/** Warns on stderr when files are pending (text output). */
export function warnPending(p: Pending): void {
  warnChanged(p.pending, p.count, p.by === "watcher" ? "a running watcher has not indexed" : "`strata index` has not indexed");
}

function warnChanged(paths: string[], count: number, who: string): void {
  if (!count) return;
  const shown = paths.slice(0, 5).join(", ");
  process.stderr.write(`strata: ${who} ${count} changed file${count === 1 ? "" : "s"} yet (${shown}${count > 5 ? ", …" : ""}): answers may be out of date\n`);
}
