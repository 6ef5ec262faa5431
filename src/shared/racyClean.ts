/**
 * git's "racily clean" rule (Documentation/technical/racy-git.txt): a file whose size and modification time equal
 * what they were when it was read, with that mtime well before the moment of the read, cannot have changed since,
 * because an edit after the read always gets a later mtime. The content hash stays the key; this only spares reading
 * files that cannot have changed. An edit that restores both size and mtime (`touch -r`) is not seen.
 */

/** Modification times within this many ms before a read are not trusted to show a later edit (coarse file-system clocks). */
export const RACY_WINDOW_MS = 2000;

/**
 * True when `now` (a file's current size in bytes and mtime in ms since the epoch) certainly describes the same bytes
 * as `stored` (its size and mtime when read, and `checkedAt`, the start of the run that read it, ms since the epoch).
 * False when anything is unknown.
 */
export function statClean(stored: { bytes: number; mtimeMs: number; checkedAt: number } | undefined, now: { bytes: number; mtimeMs?: number | undefined }): boolean {
  return stored !== undefined && now.mtimeMs !== undefined && stored.bytes === now.bytes && stored.mtimeMs === now.mtimeMs && stored.mtimeMs < stored.checkedAt - RACY_WINDOW_MS;
}
