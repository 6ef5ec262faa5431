/** The error for a damaged store file: kept beside the port's {@link StoreError}, which it refines. */
import path from "node:path";
import { StoreError } from "./Store.js";

/**
 * The store file is damaged: SQLite reported `SQLITE_CORRUPT` or `SQLITE_NOTADB` (a torn or overwritten page, a
 * file that is not a database), or `PRAGMA quick_check` failed before a run. Stops the run before anything is
 * written on top of the damage. The message names the store and the way out: `strata doctor` shows which check
 * fails; `strata index --rebuild` keeps the damaged file as `<store>.corrupt-<time>` and indexes from scratch.
 * The CLI exits 6 for it (4 for the other store errors).
 */
export class StoreCorruptError extends StoreError {
  override readonly category = "corrupt" as const;
  constructor(
    location: string,
    /** SQLite's own words (`database disk image is malformed`) or the first failing check. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(
      `the store is damaged (${detail}): run \`strata doctor\` to see which check fails, then \`strata index --rebuild\` to keep the damaged file beside it as ${path.basename(location)}.corrupt-<time> and index from scratch`,
      location,
      options,
    );
    this.name = "StoreCorruptError";
  }
}

/** True for a better-sqlite3 error whose code says the file is damaged: `SQLITE_CORRUPT*` or `SQLITE_NOTADB`. */
export function isCorruptionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB");
}
