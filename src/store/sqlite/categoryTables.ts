/**
 * Purpose categories of files (seed 003_ac3c632a333c0efa.txt, "Research into navigation by purpose"): one row per
 * file with the content hash and rules version it was computed from, and its categories as JSON. Reads return only
 * rows that still describe the stored file (same path and content hash), so a row left by an interrupted run is
 * never shown.
 */
import type Database from "better-sqlite3";
import type { FileCategoriesRecord } from "../Store.js";

/** DDL of the categories area; listed in `SCHEMA_PARTS`. */
export const CATEGORY_SQL = `
CREATE TABLE IF NOT EXISTS file_categories (
  path TEXT PRIMARY KEY,
  content_hash TEXT NOT NULL,
  rules_version INTEGER NOT NULL,
  categories TEXT NOT NULL
) WITHOUT ROWID;
`;

interface CategoryRow {
  path: string;
  content_hash: string;
  rules_version: number;
  categories: string;
}

const toRecord = (row: CategoryRow): FileCategoriesRecord => ({
  path: row.path,
  contentHash: row.content_hash,
  rulesVersion: row.rules_version,
  categories: JSON.parse(row.categories),
});

/** Prepared statements of the categories area over an open database whose schema includes {@link CATEGORY_SQL}. */
export class CategoryTables {
  private readonly list;
  private readonly put;
  private readonly prune;

  constructor(private readonly db: Database.Database) {
    this.list = db.prepare("SELECT c.* FROM file_categories c JOIN files f ON f.path = c.path AND f.content_hash = c.content_hash ORDER BY c.path");
    this.put = db.prepare(
      `INSERT INTO file_categories (path, content_hash, rules_version, categories) VALUES (@path, @contentHash, @rulesVersion, @categories)
       ON CONFLICT(path) DO UPDATE SET content_hash = excluded.content_hash, rules_version = excluded.rules_version, categories = excluded.categories`,
    );
    this.prune = db.prepare("DELETE FROM file_categories WHERE path NOT IN (SELECT path FROM files)");
  }

  /** Rows of stored files with the same content hash, sorted by path. */
  listAll(): FileCategoriesRecord[] {
    return (this.list.all() as CategoryRow[]).map(toRecord);
  }

  /** Upserts `records` and deletes rows of files no longer stored, in one transaction. */
  replace(records: FileCategoriesRecord[]): void {
    this.db.transaction(() => {
      for (const r of records) this.put.run({ ...r, categories: JSON.stringify(r.categories) });
      this.prune.run();
    })();
  }
}
