/** SQLite schema of the embedded store. Bump {@link SCHEMA_VERSION} on any change: old stores are rebuilt. */
export const SCHEMA_VERSION = 2;

export const SCHEMA_SQL = `
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
CREATE TABLE IF NOT EXISTS summaries (
  path TEXT NOT NULL,
  generator_key TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  contract_hash TEXT NOT NULL,
  summary TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (path, generator_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS skipped (
  path TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  detail TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  root TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  report TEXT
);
`;
