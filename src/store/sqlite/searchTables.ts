/**
 * Search index tables of the SQLite store: one row per indexed graph node, two FTS5 indexes
 * (code; summary + contract text) ranked by BM25, and embedding vectors searched with sqlite-vec.
 *
 * - `search_docs` keeps the node, its raw texts and the hashes that decide re-indexing.
 * - `search_code` / `search_summary` (columns `name`, weighted by {@link SUMMARY_NAME_WEIGHT}, and `body`) / `search_history` (commit subjects, file docs with history only) / `search_files` (the whole
 *   text of each file doc, in a table of its own so that its BM25 statistics — document count, average length, document
 *   frequencies — are those of files alone, as in whole-file BM25) are regular FTS5 tables keyed by the doc's rowid. They keep their indexed
 *   text so that a delete subtracts exactly the deleted row's tokens from the BM25 statistics (document count,
 *   average length, per-term document frequency): a contentless table (`contentless_delete=1`) never subtracts
 *   them, and its rankings drift from a fresh index's with every incremental run.
 *   Tokenizer: `porter unicode61` with `_` as a token character, so `read_file` stays one token; the caller
 *   appends split identifier words (src/retrieve/tokenize.ts).
 * - `search_vectors` holds float32 vectors as BLOBs per (model, field); queries run sqlite-vec's
 *   `vec_distance_cosine` over them (exact search: a few ms for 10k vectors), loaded on first use.
 */
import { createRequire } from "node:module";
import type Database from "better-sqlite3";
import type { SearchDocRecord, SearchDocWrite, SearchField, SearchHit, SearchTextField, SearchNameHit, SearchStamp } from "../Store.js";

/**
 * FTS5's `secure-delete` option on every search table: a deleted or replaced row's tokens are removed from the index
 * segments themselves. Without it FTS5 only records the delete, and the old tokens stay in the file until segments
 * merge: a value masked by a newer secret rule was no longer found by search but still readable in the store file.
 * A persistent table setting (a row of the table's `_config` shadow table), per table: `check` reads it (a row when
 * set), `set` sets it. A writable open sets it where unset, so stores made before it get it too, and an open never
 * writes when it is set.
 */
export const FTS_SECURE_DELETE_SQL: readonly { check: string; set: string }[] = ["search_code", "search_summary", "search_history", "search_files"].map((t) => ({
  check: `SELECT 1 FROM ${t}_config WHERE k = 'secure-delete' AND v = 1`,
  set: `INSERT INTO ${t}(${t}, rank) VALUES('secure-delete', 1);`,
}));

export const SEARCH_SQL = `
CREATE TABLE IF NOT EXISTS search_docs (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  path TEXT NOT NULL,
  kind TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  summary_hash TEXT NOT NULL,
  doc TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  qualified_name TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS search_docs_path ON search_docs (path);
CREATE INDEX IF NOT EXISTS search_docs_name ON search_docs (name COLLATE NOCASE);
CREATE VIRTUAL TABLE IF NOT EXISTS search_code USING fts5(body, tokenize="porter unicode61 tokenchars '_'");
CREATE VIRTUAL TABLE IF NOT EXISTS search_summary USING fts5(name, body, tokenize="porter unicode61 tokenchars '_'");
CREATE VIRTUAL TABLE IF NOT EXISTS search_history USING fts5(body, tokenize="porter unicode61 tokenchars '_'");
CREATE VIRTUAL TABLE IF NOT EXISTS search_files USING fts5(body, tokenize="porter unicode61 tokenchars '_'");
CREATE TABLE IF NOT EXISTS search_vectors (
  model TEXT NOT NULL,
  field TEXT NOT NULL,
  doc_rowid INTEGER NOT NULL,
  vector BLOB NOT NULL,
  PRIMARY KEY (model, field, doc_rowid)
) WITHOUT ROWID;
`;

/**
 * BM25 weight of the summary field's `name` column (the node's qualified name and its words) against 1 for its body
 * (summary and contract text): FTS5's column-weighted BM25 multiplies a column's term frequencies by its weight over
 * one row length, as BM25F does (Robertson, Zaragoza and Taylor, CIKM 2004). A description names what it describes
 * ("GetQueryArray returns …", "Log in a registered user" for `login`), while the words around a name recur in every
 * sibling's doc. Doc-comment queries of the tuning repositories (summary Pass@1, gin / flask / hono, seed 1): name in
 * the body only 47.0 / 16.9 / 40.5; name column ×2 53.6 / 22.0 / 50.0; ×3 55.2 / 24.6 / 50.0; ×5 56.3 / 27.1 / 50.0;
 * ×8 57.4 / 25.4 / 50.0 (hybrid at ×5: 60.7 / 20.3 / 56.8).
 */
export const SUMMARY_NAME_WEIGHT = 5;

/** Optional node-kind filter: two parameters, both `null` or both a JSON array of kinds. */
const KIND_FILTER = "AND (? IS NULL OR d.kind IN (SELECT value FROM json_each(?)))";

/** Prepared statements and operations over the search tables of one database. */
export class SearchTables {
  private readonly stmts;
  private vecLoaded = false;

  constructor(private readonly db: Database.Database) {
    this.stmts = {
      anyDoc: db.prepare("SELECT 1 FROM search_docs LIMIT 1"),
      ids: db.prepare("SELECT id FROM search_docs ORDER BY id").pluck(),
      stamps: db.prepare("SELECT id, content_hash, summary_hash, json_extract(doc, '$.fileHash') AS file_hash FROM search_docs ORDER BY id"),
      rowidOf: db.prepare("SELECT rowid FROM search_docs WHERE id = ?").pluck(),
      insertDoc: db.prepare("INSERT INTO search_docs (id, path, kind, content_hash, summary_hash, doc, name, qualified_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
      updateDoc: db.prepare("UPDATE search_docs SET path = ?, kind = ?, content_hash = ?, summary_hash = ?, doc = ?, name = ?, qualified_name = ? WHERE rowid = ?"),
      byName: db.prepare(`SELECT d.id AS id, d.kind AS kind, d.path AS path, d.name AS name, d.qualified_name AS qualifiedName, coalesce(json_extract(d.doc, '$.node.exported'), 0) AS exported FROM search_docs d WHERE (d.name = ? COLLATE NOCASE OR d.name = '#' || ? COLLATE NOCASE) ${KIND_FILTER} ORDER BY d.id LIMIT ?`),
      deleteDoc: db.prepare("DELETE FROM search_docs WHERE rowid = ?"),
      getDoc: db.prepare("SELECT doc FROM search_docs WHERE id = ?").pluck(),
      countDocs: db.prepare("SELECT count(*) FROM search_docs").pluck(),
      ftsInsert: {
        code: db.prepare("INSERT INTO search_code (rowid, body) VALUES (?, ?)"),
        summary: db.prepare("INSERT INTO search_summary (rowid, name, body) VALUES (?, ?, ?)"),
        history: db.prepare("INSERT INTO search_history (rowid, body) VALUES (?, ?)"),
        file: db.prepare("INSERT INTO search_files (rowid, body) VALUES (?, ?)"),
      },
      ftsDelete: {
        code: db.prepare("DELETE FROM search_code WHERE rowid = ?"),
        summary: db.prepare("DELETE FROM search_summary WHERE rowid = ?"),
        history: db.prepare("DELETE FROM search_history WHERE rowid = ?"),
        file: db.prepare("DELETE FROM search_files WHERE rowid = ?"),
      },
      ftsSearch: {
        code: db.prepare(`SELECT d.id AS id, -bm25(search_code) AS score FROM search_code JOIN search_docs d ON d.rowid = search_code.rowid WHERE search_code MATCH ? ${KIND_FILTER} ORDER BY bm25(search_code), d.id LIMIT ?`),
        summary: db.prepare(`SELECT d.id AS id, -bm25(search_summary, ${SUMMARY_NAME_WEIGHT}, 1) AS score FROM search_summary JOIN search_docs d ON d.rowid = search_summary.rowid WHERE search_summary MATCH ? ${KIND_FILTER} ORDER BY bm25(search_summary, ${SUMMARY_NAME_WEIGHT}, 1), d.id LIMIT ?`),
        history: db.prepare(`SELECT d.id AS id, -bm25(search_history) AS score FROM search_history JOIN search_docs d ON d.rowid = search_history.rowid WHERE search_history MATCH ? ${KIND_FILTER} ORDER BY bm25(search_history), d.id LIMIT ?`),
        file: db.prepare(`SELECT d.id AS id, -bm25(search_files) AS score FROM search_files JOIN search_docs d ON d.rowid = search_files.rowid WHERE search_files MATCH ? ${KIND_FILTER} ORDER BY bm25(search_files), d.id LIMIT ?`),
        // The name column alone: the match is limited to it (`name : (…)`) and the body weighs 0.
        name: db.prepare(`SELECT d.id AS id, -bm25(search_summary, 1, 0) AS score FROM search_summary JOIN search_docs d ON d.rowid = search_summary.rowid WHERE search_summary MATCH ? ${KIND_FILTER} ORDER BY bm25(search_summary, 1, 0), d.id LIMIT ?`),
      },
      deleteVectors: db.prepare("DELETE FROM search_vectors WHERE doc_rowid = ?"),
      putVector: db.prepare("INSERT OR REPLACE INTO search_vectors (model, field, doc_rowid, vector) VALUES (?, ?, ?, ?)"),
      unembedded: db.prepare(
        "SELECT d.id FROM search_docs d WHERE NOT EXISTS (SELECT 1 FROM search_vectors v WHERE v.model = ? AND v.field = ? AND v.doc_rowid = d.rowid) ORDER BY d.id",
      ).pluck(),
    };
  }

  /** Whether any doc is stored. */
  hasDocs(): boolean {
    return this.stmts.anyDoc.get() !== undefined;
  }

  listStamps(): SearchStamp[] {
    return (this.stmts.stamps.all() as { id: string; content_hash: string; summary_hash: string; file_hash: string | null }[]).map((r) => ({
      id: r.id,
      contentHash: r.content_hash,
      summaryHash: r.summary_hash,
      fileHash: r.file_hash ?? "",
    }));
  }

  listIds(): string[] {
    return this.stmts.ids.all() as string[];
  }

  /**
   * Inserts or replaces docs (their FTS rows, and drops their stale vectors), in one transaction. A write without
   * `index` of a stored doc replaces its record only.
   * @throws Error for a write without `index` of a doc not stored yet (nothing of the batch is written).
   */
  putDocs(docs: SearchDocWrite[]): void {
    this.db.transaction(() => {
      for (const { record, index } of docs) {
        const json = JSON.stringify(record);
        let rowid = this.stmts.rowidOf.get(record.id) as number | undefined;
        if (rowid === undefined) {
          rowid = Number(this.stmts.insertDoc.run(record.id, record.node.path, record.node.kind, record.contentHash, record.summaryHash, json, record.node.name, record.node.qualifiedName).lastInsertRowid);
        } else {
          this.stmts.updateDoc.run(record.node.path, record.node.kind, record.contentHash, record.summaryHash, json, record.node.name, record.node.qualifiedName, rowid);
          if (!index) continue;
          this.stmts.ftsDelete.code.run(rowid);
          this.stmts.ftsDelete.summary.run(rowid);
          this.stmts.ftsDelete.history.run(rowid);
          this.stmts.ftsDelete.file.run(rowid);
          this.stmts.deleteVectors.run(rowid);
        }
        if (!index) throw new Error(`search doc "${record.id}" is not stored yet: its first write needs index texts`);
        this.stmts.ftsInsert.code.run(rowid, index.code);
        this.stmts.ftsInsert.summary.run(rowid, index.summaryName ?? "", index.summary);
        if (index.history) this.stmts.ftsInsert.history.run(rowid, index.history);
        if (index.file) this.stmts.ftsInsert.file.run(rowid, index.file);
      }
    })();
  }

  removeDocs(ids: string[]): void {
    this.db.transaction(() => {
      for (const id of ids) {
        const rowid = this.stmts.rowidOf.get(id) as number | undefined;
        if (rowid === undefined) continue;
        this.stmts.ftsDelete.code.run(rowid);
        this.stmts.ftsDelete.summary.run(rowid);
        this.stmts.ftsDelete.history.run(rowid);
        this.stmts.ftsDelete.file.run(rowid);
        this.stmts.deleteVectors.run(rowid);
        this.stmts.deleteDoc.run(rowid);
      }
    })();
  }

  getDocs(ids: string[]): SearchDocRecord[] {
    const out: SearchDocRecord[] = [];
    for (const id of ids) {
      const json = this.stmts.getDoc.get(id) as string | undefined;
      if (json !== undefined) out.push(JSON.parse(json) as SearchDocRecord);
    }
    return out;
  }

  countDocs(): number {
    return this.stmts.countDocs.get() as number;
  }

  /** BM25 search; `match` is an FTS5 query expression; `kinds` limits node kinds. Scores are `-bm25` (higher is better). */
  searchText(field: SearchTextField, match: string, limit: number, kinds?: string[]): SearchHit[] {
    if (!match) return [];
    const k = kinds?.length ? JSON.stringify(kinds) : null;
    return this.stmts.ftsSearch[field].all(field === "name" ? `name : (${match})` : match, k, k, limit) as SearchHit[];
  }

  /** Docs named `name` or `#name` (a TypeScript private member; ASCII case ignored), by id; the index on `name` makes it one lookup. */
  searchByName(name: string, limit: number, kinds?: string[]): SearchNameHit[] {
    const k = kinds?.length ? JSON.stringify(kinds) : null;
    return (this.stmts.byName.all(name, name, k, k, limit) as (Omit<SearchNameHit, "exported"> & { exported: number })[]).map((r) => ({ ...r, exported: r.exported === 1 }));
  }

  putVectors(model: string, field: SearchField, vectors: { id: string; vector: number[] }[]): void {
    this.db.transaction(() => {
      for (const { id, vector } of vectors) {
        const rowid = this.stmts.rowidOf.get(id) as number | undefined;
        if (rowid !== undefined) this.stmts.putVector.run(model, field, rowid, Buffer.from(new Float32Array(vector).buffer));
      }
    })();
  }

  listUnembedded(model: string, field: SearchField): string[] {
    return this.stmts.unembedded.all(model, field) as string[];
  }

  /** Nearest docs by cosine distance; score is `1 - distance` (cosine similarity). */
  searchVectors(model: string, field: SearchField, vector: number[], limit: number, kinds?: string[]): SearchHit[] {
    this.loadVec();
    const k = kinds?.length ? JSON.stringify(kinds) : null;
    const rows = this.db
      .prepare(
        `SELECT d.id AS id, vec_distance_cosine(v.vector, ?) AS distance FROM search_vectors v JOIN search_docs d ON d.rowid = v.doc_rowid
         WHERE v.model = ? AND v.field = ? ${KIND_FILTER} ORDER BY distance, d.id LIMIT ?`,
      )
      .all(Buffer.from(new Float32Array(vector).buffer), model, field, k, k, limit) as { id: string; distance: number }[];
    return rows.map((r) => ({ id: r.id, score: 1 - r.distance }));
  }

  private loadVec(): void {
    if (this.vecLoaded) return;
    const require = createRequire(import.meta.url);
    (require("sqlite-vec") as { load(db: Database.Database): void }).load(this.db);
    this.vecLoaded = true;
  }
}
