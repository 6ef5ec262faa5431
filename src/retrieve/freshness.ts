/**
 * Freshness of indexed summaries (every result says whether the summaries it used are
 * fresh): a doc is fresh when its file on disk still hashes to the content hash it was indexed from.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { hashBytes, initHash } from "../shared/hash.js";
import { statClean } from "../shared/racyClean.js";
import { isStoreFile, type SearchDocRecord, type Store } from "../store/index.js";
import { PathFilter } from "../extract/index.js";
import { roleOrder } from "./fileRoles.js";

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

/** Versions (path, size, mtime) of files last hashed by {@link changedSinceIndex}, with their content hash (one read for concurrent calls). */
const VERSION_HASHES = new Map<string, Promise<string>>();
/** Most versions kept in {@link VERSION_HASHES}. */
const VERSION_HASHES_KEPT = 256;
/** A file written this recently (ms) may still change within the same mtime: it is hashed again each time. */
const SETTLED_MS = 2000;

/**
 * The content hash of the file at `abs`, whose stat is `st`: kept per version for a long-running process (`strata
 * mcp` answers each call with the files changed since the index, and an edited 8 MB file was read and hashed per
 * call), except for a file written within {@link SETTLED_MS}.
 */
async function versionHash(abs: string, st: { size: number; mtimeMs: number }): Promise<string> {
  const key = `${abs}\0${st.size}\0${st.mtimeMs}`;
  const kept = VERSION_HASHES.get(key);
  if (kept !== undefined) return kept;
  const hash = fsp.readFile(abs).then(hashBytes);
  if (Date.now() - st.mtimeMs > SETTLED_MS) {
    if (VERSION_HASHES.size >= VERSION_HASHES_KEPT) VERSION_HASHES.delete(VERSION_HASHES.keys().next().value!);
    VERSION_HASHES.set(key, hash);
    // A read that failed (the file deleted meanwhile) is not kept.
    hash.catch(() => VERSION_HASHES.delete(key));
  }
  return hash;
}

/**
 * What {@link changedSinceIndex} found: the changed paths (at most `limit`; implementation first, then by role as
 * search ranks them, each group by path) and how many there are.
 */
export interface ChangedSinceIndex {
  changed: string[];
  count: number;
}

/**
 * The files whose bytes on disk are no longer what the index holds — indexed files edited or deleted since `strata
 * index`, and files added since ({@link addedSinceIndex}) — for the read commands' warning when no watcher keeps the
 * index fresh. Cheap enough for every query: each row's file is `stat`ed and only a file whose size or mtime moved (or
 * whose row was made too close to an edit to tell, git's racily-clean rule) is read and hashed; each folder holding
 * indexed files is listed once.
 * @param limit the most paths returned (default 200); `count` counts them all.
 * @param options `added: false` leaves added files out (no folder is listed): for a caller whose file watcher reports
 *   new files itself, so that each answer costs a stat per row only.
 */
export async function changedSinceIndex(root: string, store: Store, limit = 200, options: { added?: boolean } = {}): Promise<ChangedSinceIndex> {
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
          return (await versionHash(abs, st)) !== s.contentHash;
        } catch {
          return true;
        }
      }),
    );
    batch.forEach((s, j) => moved[j] && changed.push(s.path));
  }
  // Known to the index without a row: files discovery skipped, and files whose extraction failed in the last run (each
  // run tries them again, so the last run lists them all).
  if (options.added !== false) {
    const skipped = (await store.listSkipped()).map((s) => s.path);
    const [last] = await store.listRuns(1);
    const failed = ((last?.report as { failed?: { path: string }[] } | undefined)?.failed ?? []).map((f) => f.path);
    changed.push(...addedSinceIndex(root, [...stamps.map((s) => s.path), ...skipped, ...failed], store.location));
  }
  // Implementation first: after a checkout the five paths a warning names were all `.github/…` (a trial on requests),
  // hiding the changed `src/requests/_types.py`.
  // Each path's role once (a checkout may change thousands of files; the role is a dozen regular expressions).
  const ordered = changed.map((p) => ({ p, role: roleOrder(p) })).sort((a, b) => a.role - b.role || (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
  return { changed: ordered.slice(0, limit).map((o) => o.p), count: changed.length };
}

/** Entries {@link holdsIndexable} reads at most before it assumes a new folder holds something to index. */
const NEW_FOLDER_ENTRIES = 20_000;

/**
 * True when a new folder (`rel`, repository-relative) holds a file discovery would index: breadth first, by the
 * ignore rules and skip tables of `filter`, at most {@link NEW_FOLDER_ENTRIES} entries read (more: true). An empty
 * folder, or one whose files are all ignored, holds none: a check's `mkdir sub` warned "1 changed file (sub/)" for
 * good, and so did mocha's `bin/`, whose one file `bin/mocha.js` the `.gitignore` line `mocha.js` leaves out, after
 * every `strata index`. The store's own files (`storeAbs`, `isStoreFile`) are none. An unreadable folder: true, so it
 * is still reported.
 */
function holdsIndexable(root: string, rel: string, filter: PathFilter, storeAbs: string): boolean {
  const queue = [rel];
  let read = 0;
  while (queue.length) {
    const folder = queue.shift()!;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return true;
    }
    for (const entry of entries) {
      if (++read > NEW_FOLDER_ENTRIES) return true;
      const child = `${folder}/${entry.name}`;
      const isDir = entry.isDirectory();
      if (!isDir && !entry.isFile() && !entry.isSymbolicLink()) continue;
      if (filter.excluded(child, isDir) || (!isDir && isStoreFile(storeAbs, path.join(root, child)))) continue;
      if (!isDir) return true;
      queue.push(child);
    }
  }
  return false;
}

/**
 * Paths (repository-relative, sorted) that discovery would now look at but the index knows nothing of: a file beside
 * indexed files that has no row and was not skipped, or a non-empty folder there that holds none of them (`new/`, with
 * a trailing `/`, standing for what it holds). Only the folders of `known` paths (indexed and skipped files, and the
 * root) are listed, one `readdir` each, and a new name is judged by the ignore rules and skip tables discovery
 * applies ({@link PathFilter}); a new folder is not walked. The store's own files (`storeLocation`, relative to
 * `root` or absolute) are never new. Sizes, links and contents are not judged: a listed path may still be skipped by
 * the next `strata index`.
 */
export function addedSinceIndex(root: string, known: readonly string[], storeLocation: string): string[] {
  const files = new Set(known);
  const folders = new Set([""]);
  for (const p of known) for (let i = p.indexOf("/"); i !== -1; i = p.indexOf("/", i + 1)) folders.add(p.slice(0, i));
  const storeAbs = path.resolve(root, storeLocation);
  const filter = new PathFilter(path.resolve(root));
  const added: string[] = [];
  for (const folder of folders) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      continue; // a folder gone: its files count as deleted already
    }
    for (const entry of entries) {
      const rel = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (files.has(rel) || folders.has(rel)) continue;
      const isDir = entry.isDirectory();
      if (!isDir && !entry.isFile() && !entry.isSymbolicLink()) continue;
      if (filter.excluded(rel, isDir) || isStoreFile(storeAbs, path.resolve(root, rel))) continue;
      if (isDir && !holdsIndexable(root, rel, filter, storeAbs)) continue;
      added.push(isDir ? `${rel}/` : rel);
    }
  }
  return added.sort();
}
