/**
 * SQLite schema of the embedded store, as a list of DDL parts (one per area of the store: files, cache,
 * graph, search, regions). The schema version is derived from the DDL text, so any change to a part
 * rebuilds old stores: everything in them can be recomputed from the repository.
 */
import { REGION_SQL } from "./regionTables.js";
import { NODE_SUMMARY_SQL } from "./nodeSummaryTables.js";
import { SEARCH_SQL } from "./searchTables.js";
import { CACHE_SQL } from "./cacheTables.js";
import { GRAPH_SQL } from "./graphTables.js";
import { CATEGORY_SQL } from "./categoryTables.js";

const FILES_SQL = `
CREATE TABLE IF NOT EXISTS files (
  path TEXT PRIMARY KEY,
  content_hash TEXT NOT NULL,
  contract_hash TEXT NOT NULL,
  language TEXT NOT NULL,
  extractor TEXT NOT NULL,
  contract TEXT NOT NULL,
  indexed_at INTEGER NOT NULL,
  bytes INTEGER,
  mtime_ms REAL,
  checked_at INTEGER
) WITHOUT ROWID;
-- The stamps (listStamps: every update and every freshness check) without reading past each row's contract: in a
-- row the columns after a long text are reached through its overflow pages (trpc: 10 ms a read, 4 with this index).
CREATE INDEX IF NOT EXISTS files_stamps ON files (path, content_hash, extractor, bytes, mtime_ms, checked_at);
CREATE TABLE IF NOT EXISTS summaries (
  path TEXT NOT NULL,
  generator_key TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  contract_hash TEXT NOT NULL,
  summary TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (path, generator_key)
) WITHOUT ROWID;
-- The paths summarized by one generator (listUnsummarized, every update) without reading the summaries' texts.
CREATE INDEX IF NOT EXISTS summaries_by_generator ON summaries (generator_key, path);
CREATE TABLE IF NOT EXISTS skipped (
  path TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  detail TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS file_changes (
  path TEXT PRIMARY KEY,
  seq INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS file_changes_seq ON file_changes (seq);
CREATE TABLE IF NOT EXISTS stage_marks (
  stage TEXT PRIMARY KEY,
  seq INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS writer_lock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  since INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  root TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  report TEXT
);
`;

/** Every DDL part, in creation order. Add an area's part here (its DDL lives beside its statements). */
export const SCHEMA_PARTS: readonly string[] = [FILES_SQL, REGION_SQL, SEARCH_SQL, CACHE_SQL, NODE_SUMMARY_SQL, GRAPH_SQL, CATEGORY_SQL];

export const SCHEMA_SQL = SCHEMA_PARTS.join("\n");

/** A positive 31-bit FNV-1a hash of the DDL: stored in `PRAGMA user_version`. */
export const SCHEMA_VERSION = (() => {
  let h = 0x811c9dc5;
  for (let i = 0; i < SCHEMA_SQL.length; i++) {
    h ^= SCHEMA_SQL.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h & 0x7fffffff) || 1;
})();
