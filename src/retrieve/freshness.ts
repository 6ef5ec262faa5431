/**
 * Freshness of indexed summaries (every result says whether the summaries it used are
 * fresh): a doc is fresh when its file on disk still hashes to the content hash it was indexed from.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { hashBytes, initHash } from "../shared/hash.js";
import { statClean } from "../shared/racyClean.js";
import type { SearchDocRecord, Store } from "../store/index.js";

/**
 * Per doc id: true when `<root>/<doc path>` hashes to the doc's `fileHash`; false when it differs or the
 * file is gone. Each file is read once per call.
 */
export async function checkFreshness(root: string, docs: Pick<SearchDocRecord, "id" | "node" | "fileHash">[]): Promise<Map<string, boolean>> {
  await initHash();
  const byPath = new Map<string, string | undefined>();
  const out = new Map<string, boolean>();
  for (const doc of docs) {
    const p = doc.node.path;
    if (!byPath.has(p)) {
      let hash: string | undefined;
      try {
        hash = hashBytes(fs.readFileSync(path.join(root, p)));
      } catch {
        hash = undefined;
      }
      byPath.set(p, hash);
    }
    out.set(doc.id, byPath.get(p) === doc.fileHash);
  }
  return out;
}

/** Files stat-ed (and, where moved, read) at once by {@link changedSinceIndex}: bounded file handles. */
const STAT_BATCH = 64;

/** What {@link changedSinceIndex} found: the changed paths (at most `limit`, sorted) and how many there are. */
export interface ChangedSinceIndex {
  changed: string[];
  count: number;
}

/**
 * The indexed files whose bytes on disk are no longer what their row was made from (edited or deleted since
 * `strata index`), for the read commands' warning when no watcher keeps the index fresh. Cheap enough for every
 * query: each row's file is `stat`ed and only a file whose size or mtime moved (or whose row was made too close to an
 * edit to tell, git's racily-clean rule) is read and hashed. Files added since the index are not looked for (that
 * needs discovery, `strata status` does it).
 * @param limit the most paths returned (default 200); `count` counts them all.
 */
export async function changedSinceIndex(root: string, store: Store, limit = 200): Promise<ChangedSinceIndex> {
  await initHash();
  const stamps = await store.listStamps();
  const changed: string[] = [];
  for (let i = 0; i < stamps.length; i += STAT_BATCH) {
    const batch = stamps.slice(i, i + STAT_BATCH);
    const moved = await Promise.all(
      batch.map(async (s) => {
        const abs = path.join(root, s.path);
        try {
          const st = await fsp.stat(abs);
          if (statClean(s.stat, { bytes: st.size, mtimeMs: st.mtimeMs })) return false;
          return hashBytes(await fsp.readFile(abs)) !== s.contentHash;
        } catch {
          return true;
        }
      }),
    );
    batch.forEach((s, j) => moved[j] && changed.push(s.path));
  }
  changed.sort();
  return { changed: changed.slice(0, limit), count: changed.length };
}
