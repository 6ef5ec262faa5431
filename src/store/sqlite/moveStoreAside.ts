/**
 * `strata index --rebuild`: the damaged store is renamed, never deleted, so a user can still inspect or salvage it;
 * the next open creates a fresh one.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { StoreBusyError, StoreError } from "../Store.js";

/** Where a store went: the new name of its main file, and every file renamed (main, `-wal`, `-shm`), absolute. */
export interface MovedStore {
  movedTo: string;
  files: string[];
}

/**
 * Renames the store at `file` to `<file>.corrupt-<time>` (`time` = `at` as UTC `YYYYMMDDTHHMMSSZ`, with `-2`, `-3`…
 * appended when that name is taken), with its `-wal` and `-shm` files as `<new name>-wal` / `-shm` (SQLite finds a
 * WAL by that name, so the copy opens with every committed transaction). The store's writer lock (`<file>.lock`,
 * see SqliteStore.lockWriter) is held while renaming, so a running `strata index` is never pulled from under itself.
 * Returns undefined when there is no file at `file`.
 * @throws StoreBusyError when another run holds the writer lock; StoreError when a rename fails.
 */
export function moveStoreAside(file: string, at: Date = new Date()): MovedStore | undefined {
  if (!fs.existsSync(file)) return undefined;
  const lock = new Database(`${file}.lock`);
  try {
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.pragma("busy_timeout = 0");
    try {
      lock.exec("BEGIN EXCLUSIVE");
    } catch (cause) {
      if ((cause as { code?: string }).code?.startsWith("SQLITE_BUSY")) throw new StoreBusyError(file);
      throw cause;
    }
    const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
    let target = `${file}.corrupt-${stamp}`;
    for (let n = 2; fs.existsSync(target); n++) target = `${file}.corrupt-${stamp}-${n}`;
    const files: string[] = [];
    try {
      for (const suffix of ["", "-wal", "-shm"]) {
        if (!fs.existsSync(`${file}${suffix}`)) continue;
        fs.renameSync(`${file}${suffix}`, `${target}${suffix}`);
        files.push(`${target}${suffix}`);
      }
    } catch (cause) {
      throw new StoreError(`cannot move the damaged store aside to ${target}: ${(cause as Error).message}`, file, { cause });
    }
    lock.exec("ROLLBACK");
    return { movedTo: target, files };
  } finally {
    lock.close();
  }
}
