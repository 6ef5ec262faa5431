/**
 * Health checks of a SQLite store file (`strata doctor`, and the cheap check before `strata index`). Read-only:
 * nothing is ever written to the store or beside it. The checks run on an in-memory image of the store (the main
 * file, or with a live `-wal` file the database as a read-only connection sees it), because FTS5's
 * `integrity-check` is an `INSERT` command that a read-only connection refuses.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { SCHEMA_VERSION } from "./schema.js";
import { isCorruptionError } from "../StoreCorruptError.js";

/** One check's outcome: `skipped` when an earlier check made it meaningless (the file could not be opened). */
export interface StoreCheck {
  name: string;
  status: "ok" | "failed" | "skipped";
  /** What failed (SQLite's first messages, at most 5 lines), or what was checked when ok. */
  detail: string;
}

/** What `strata doctor` reports for a store file. */
export interface StoreHealth {
  store: string;
  /** False when there is no file at `store` (nothing indexed yet): every check is then skipped. */
  exists: boolean;
  /** True when the file exists and every check is ok. */
  healthy: boolean;
  checks: StoreCheck[];
}

/** The FTS5 tables of the search stage that every index fills (src/store/sqlite/searchTables.ts): code, summary, whole files. */
const FTS_TABLES = ["search_code", "search_summary", "search_files"] as const;

/** A content or contract hash as `hashBytes` / `hashText` write it (src/shared/hash.ts): 16 lower-case hex digits. */
const HASH_GLOB = "[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]";

/**
 * The schema version as people read it: the version is a hash of the table definitions (schema.ts), not a counter,
 * so it prints as 8 hex digits, like a short commit id (1950974098 → `74498092`).
 */
export function schemaFingerprint(version: number): string {
  return version.toString(16).padStart(8, "0");
}

/** At most this many messages of `PRAGMA integrity_check` are kept: the first ones name the damaged table. */
const MAX_MESSAGES = 5;

/**
 * Runs every check on the store at `file`: `open` (a SQLite database at all), `schema` (this strata version's
 * schema), `integrity` (`PRAGMA integrity_check`: every page, b-tree, index and constraint), `fts:<table>` (FTS5
 * `integrity-check`: the search index matches its rows), and `files` (every file row has 16-hex content and contract
 * hashes and a JSON contract). Never writes; memory grows by the store's size while it runs.
 * @throws nothing: an unreadable file is a failed `open` check.
 */
export function checkStoreHealth(file: string): StoreHealth {
  if (!fs.existsSync(file)) return { store: file, exists: false, healthy: false, checks: [] };
  const checks: StoreCheck[] = [];
  let db: Database.Database | undefined;
  try {
    db = openImage(file);
    const tables = db.prepare("SELECT count(*) FROM sqlite_master").pluck().get() as number;
    checks.push({ name: "open", status: "ok", detail: `SQLite database, ${tables} schema entries` });
  } catch (error) {
    checks.push({ name: "open", status: "failed", detail: (error as Error).message });
  }
  const run = (name: string, op: (db: Database.Database) => string | undefined, okDetail: string): void => {
    if (!db) return void checks.push({ name, status: "skipped", detail: "the file cannot be opened" });
    try {
      const problem = op(db);
      checks.push(problem === undefined ? { name, status: "ok", detail: okDetail } : { name, status: "failed", detail: problem });
    } catch (error) {
      checks.push({ name, status: "failed", detail: (error as Error).message });
    }
  };
  run(
    "schema",
    (d) => {
      const version = d.pragma("user_version", { simple: true }) as number;
      if (version === SCHEMA_VERSION) return undefined;
      if (version === 0) return "no strata schema mark (user_version 0): not written by strata, or its first index never finished: `strata index` rebuilds it";
      return `written by another version of strata (schema fingerprint ${schemaFingerprint(version)}, this one's is ${schemaFingerprint(SCHEMA_VERSION)}): \`strata index\` rebuilds it`;
    },
    `matches this version of strata (schema fingerprint ${schemaFingerprint(SCHEMA_VERSION)})`,
  );
  run(
    "integrity",
    (d) => {
      // Asked for more than one message, integrity_check may go on past a damaged page and stop with SQLITE_CORRUPT
      // instead of naming it; asked for one, it stops at the first problem and names it.
      for (const limit of [MAX_MESSAGES, 1]) {
        try {
          const messages = checkMessages(d.prepare(`PRAGMA integrity_check(${limit})`).pluck().all() as string[]);
          return messages.length ? messages.join("; ") : undefined;
        } catch (error) {
          if (!isCorruptionError(error) || limit === 1) throw error;
        }
      }
      return undefined;
    },
    "PRAGMA integrity_check: ok",
  );
  for (const table of FTS_TABLES) {
    run(
      `fts:${table}`,
      (d) => {
        const exists = d.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(table);
        if (!exists) return `no FTS5 table ${table}`;
        d.prepare(`INSERT INTO ${table}(${table}) VALUES ('integrity-check')`).run();
        return undefined;
      },
      "FTS5 integrity-check: ok",
    );
  }
  run(
    "files",
    (d) => {
      const bad = d
        .prepare(`SELECT path FROM files WHERE content_hash NOT GLOB '${HASH_GLOB}' OR contract_hash NOT GLOB '${HASH_GLOB}' OR NOT json_valid(contract) ORDER BY path LIMIT ${MAX_MESSAGES}`)
        .pluck()
        .all() as string[];
      return bad.length ? `malformed file rows (hash or contract): ${bad.join(", ")}` : undefined;
    },
    "every file row has 16-hex hashes and a JSON contract",
  );
  db?.close();
  return { store: file, exists: true, healthy: checks.every((c) => c.status === "ok"), checks };
}

/**
 * `PRAGMA quick_check` on the store at `file` through a read-only connection (may create empty `-wal`/`-shm` files
 * beside a WAL store, as every read-only connection does). Returns the first problem, or undefined when the store
 * is sound or missing. Cost: ~5 ms for a 40-file store, ~400 ms for an 87k-line one (`npm run bench:doctor`), which
 * is why `strata index` does not run it before every run.
 * @throws Error when the file cannot be read for a reason other than damage (permissions, locks).
 */
export function quickCheckStore(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const messages = checkMessages(db.prepare("PRAGMA quick_check(1)").pluck().all() as string[]);
    return messages.length ? `PRAGMA quick_check: ${messages[0]}` : undefined;
  } catch (error) {
    if (isCorruptionError(error)) return (error as Error).message;
    throw error;
  } finally {
    db?.close();
  }
}

/** The problems `integrity_check` / `quick_check` reported, one line each, without `ok` and `*** in database main ***`. */
function checkMessages(rows: string[]): string[] {
  return rows
    .flatMap((row) => row.split("\n"))
    .map((line) => line.replace(/^\*\*\* in database \w+ \*\*\*$/, "").trim())
    .filter((line) => line !== "" && line !== "ok");
}

/**
 * An in-memory, writable copy of the store at `file`, read without writing anything: the main file as it is when no
 * `-wal` file exists (a store whose last writer closed cleanly), else the image a read-only connection serializes
 * (the main file plus the committed WAL frames).
 * @throws Error when the file is not a SQLite database or cannot be read.
 */
function openImage(file: string): Database.Database {
  let image: Buffer;
  if (fs.existsSync(`${file}-wal`)) {
    const disk = new Database(file, { readonly: true, fileMustExist: true });
    try {
      image = disk.serialize();
    } finally {
      disk.close();
    }
  } else {
    image = fs.readFileSync(file);
  }
  // Header bytes 18–19 say WAL (2); an in-memory image must read as a rollback-journal database (1).
  if (image.length >= 20 && image[18] === 2 && image[19] === 2) image[18] = image[19] = 1;
  const db = new Database(image);
  db.pragma("user_version", { simple: true }); // reads the header: throws SQLITE_NOTADB for a file that is not a database
  return db;
}
