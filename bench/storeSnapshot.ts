/**
 * A comparable picture of a SQLite store: every table's rows without the columns that say *when* (timestamps,
 * run ids) or *where* (FTS rowids), plus the FTS5 totals BM25 ranks with (rows and tokens per index). Two stores
 * built from the same tree, one incrementally and one fresh, must give equal snapshots: the fault-injection
 * harness and the data-integrity tests compare them.
 */
import Database from "better-sqlite3";

/** Columns that record when something happened, not what is stored. */
const TIME_COLUMNS = new Set(["indexed_at", "checked_at", "mtime_ms", "created_at", "updated_at", "started_at", "finished_at"]);
/** Tables that log runs and changes, not repository content. */
const LOG_TABLES = new Set(["runs", "cache_runs", "file_changes", "stage_marks", "writer_lock"]);
/** Keys inside JSON cells that record times (ms since the epoch). */
const TIME_KEYS = new Set(["createdAt", "updatedAt", "indexedAt", "checkedAt", "mtimeMs"]);

/** Totals of one FTS5 index: documents and tokens, as stored in its averages record. */
export interface FtsTotals {
  rows: number;
  tokens: number;
}

/** Rows of every content table (sorted, JSON cells without timestamps) and the FTS5 totals. */
export interface StoreSnapshot {
  tables: Record<string, unknown[]>;
  fts: Record<string, FtsTotals>;
}

/** Reads the snapshot of the SQLite store at `file` (opened read-only). */
export function storeSnapshot(file: string): StoreSnapshot {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string; sql: string | null }[];
    const fts = names.filter((t) => /USING fts5/i.test(t.sql ?? "")).map((t) => t.name);
    const shadow = (name: string): boolean => fts.some((f) => name.startsWith(`${f}_`));
    const tables: Record<string, unknown[]> = {};
    for (const { name } of names) {
      if (LOG_TABLES.has(name) || fts.includes(name) || shadow(name)) continue;
      tables[name] = tableRows(db, name);
    }
    const totals: Record<string, FtsTotals> = {};
    for (const name of fts) totals[name] = ftsTotals(db, name);
    return { tables, fts: totals };
  } finally {
    db.close();
  }
}

function tableRows(db: Database.Database, name: string): unknown[] {
  const q = `"${name.replaceAll('"', '""')}"`;
  let rows: Record<string, unknown>[];
  if (name === "search_docs") rows = db.prepare(`SELECT * FROM ${q}`).all() as Record<string, unknown>[];
  else if (name === "search_vectors") rows = db.prepare(`SELECT v.model, v.field, d.id AS doc, v.vector FROM ${q} v JOIN search_docs d ON d.rowid = v.doc_rowid`).all() as Record<string, unknown>[];
  else rows = db.prepare(`SELECT * FROM ${q}`).all() as Record<string, unknown>[];
  const clean = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) {
      if (TIME_COLUMNS.has(k) || (name === "search_docs" && k === "rowid")) continue;
      out[k] = typeof v === "string" && (v.startsWith("{") || v.startsWith("[")) ? withoutTimes(v) : Buffer.isBuffer(v) ? v.toString("hex") : v;
    }
    return JSON.stringify(out);
  });
  return clean.sort().map((s) => JSON.parse(s) as unknown);
}

function withoutTimes(json: string): unknown {
  try {
    return JSON.parse(json, (k, v: unknown) => (TIME_KEYS.has(k) ? undefined : v));
  } catch {
    return json;
  }
}

/** Decodes the FTS5 averages record (id 1 of `<table>_data`): varint row count, then varint tokens per column. */
export function ftsTotals(db: Database.Database, table: string): FtsTotals {
  const blob = db.prepare(`SELECT block FROM "${table}_data" WHERE id = 1`).pluck().get() as Buffer | undefined;
  if (!blob || blob.length === 0) return { rows: 0, tokens: 0 };
  const values: number[] = [];
  let i = 0;
  while (i < blob.length) {
    // SQLite varint: big-endian groups of 7 bits, high bit set on all but the last byte (9th byte takes 8 bits).
    let v = 0;
    for (let n = 0; n < 9 && i < blob.length; n++) {
      const b = blob[i++]!;
      if (n === 8) {
        v = v * 256 + b;
        break;
      }
      v = v * 128 + (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    values.push(v);
  }
  return { rows: values[0] ?? 0, tokens: values.slice(1).reduce((a, b) => a + b, 0) };
}
