/**
 * The semantic cache on SQLite (seed 000 Table 7.1): one row per (path, prompt key, model)
 * holding the content hash, semantic hash, contract and summary, plus one row per synthesis run with its
 * statistics (`strata stats`). A semantic hit is an `UPDATE … WHERE semantic_hash = ?`: a compare-and-set,
 * so a concurrent writer that replaced the entry for another contract is never overwritten with our hash.
 */
import type Database from "better-sqlite3";
import type { CacheEntry, CacheKey, EntryConfirmation } from "../../summarize/index.js";
import type { CacheRunRecord, CacheRunStats } from "../SummaryCache.js";

/** DDL of the cache area; listed in `SCHEMA_PARTS`. */
export const CACHE_SQL = `
CREATE TABLE IF NOT EXISTS summary_cache (
  path TEXT NOT NULL,
  prompt_key TEXT NOT NULL,
  model TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  semantic_hash TEXT NOT NULL,
  contract_hash TEXT NOT NULL,
  contract TEXT NOT NULL,
  summary TEXT NOT NULL,
  ungrounded TEXT NOT NULL,
  git_commit TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (path, prompt_key, model)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS cache_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  stats TEXT NOT NULL
);
`;

interface EntryRow {
  path: string;
  prompt_key: string;
  model: string;
  content_hash: string;
  semantic_hash: string;
  contract_hash: string;
  contract: string;
  summary: string;
  ungrounded: string;
  git_commit: string | null;
  created_at: number;
  updated_at: number;
}

const toEntry = (row: EntryRow): CacheEntry => ({
  path: row.path,
  promptKey: row.prompt_key,
  model: row.model,
  contentHash: row.content_hash,
  semanticHash: row.semantic_hash,
  contractHash: row.contract_hash,
  contract: JSON.parse(row.contract),
  summary: JSON.parse(row.summary),
  ungrounded: JSON.parse(row.ungrounded),
  ...(row.git_commit !== null ? { commit: row.git_commit } : {}),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Prepared statements of the cache area over an open database whose schema includes {@link CACHE_SQL}. */
export class CacheTables {
  private readonly get;
  private readonly put;
  private readonly confirm;
  private readonly addRun;
  private readonly runs;

  constructor(private readonly db: Database.Database) {
    this.get = db.prepare("SELECT * FROM summary_cache WHERE path = ? AND prompt_key = ? AND model = ?");
    this.put = db.prepare(
      `INSERT INTO summary_cache (path, prompt_key, model, content_hash, semantic_hash, contract_hash, contract, summary, ungrounded, git_commit, created_at, updated_at)
       VALUES (@path, @promptKey, @model, @contentHash, @semanticHash, @contractHash, @contract, @summary, @ungrounded, @commit, @createdAt, @updatedAt)
       ON CONFLICT(path, prompt_key, model) DO UPDATE SET content_hash = excluded.content_hash, semantic_hash = excluded.semantic_hash,
         contract_hash = excluded.contract_hash, contract = excluded.contract, summary = excluded.summary, ungrounded = excluded.ungrounded,
         git_commit = excluded.git_commit, created_at = excluded.created_at, updated_at = excluded.updated_at`,
    );
    this.confirm = db.prepare(
      `UPDATE summary_cache SET content_hash = @contentHash, contract_hash = @contractHash, git_commit = @commit, updated_at = @updatedAt
       WHERE path = @path AND prompt_key = @promptKey AND model = @model AND semantic_hash = @expectedSemanticHash`,
    );
    this.addRun = db.prepare("INSERT INTO cache_runs (started_at, finished_at, stats) VALUES (?, ?, ?)");
    this.runs = db.prepare("SELECT * FROM cache_runs ORDER BY id DESC LIMIT ?");
  }

  getEntry(key: CacheKey): CacheEntry | undefined {
    const row = this.get.get(key.path, key.promptKey, key.model) as EntryRow | undefined;
    return row && toEntry(row);
  }

  getEntries(keys: CacheKey[]): (CacheEntry | undefined)[] {
    return keys.map((k) => this.getEntry(k));
  }

  putEntry(entry: CacheEntry): void {
    this.put.run({
      path: entry.path,
      promptKey: entry.promptKey,
      model: entry.model,
      contentHash: entry.contentHash,
      semanticHash: entry.semanticHash,
      contractHash: entry.contractHash,
      contract: JSON.stringify(entry.contract),
      summary: JSON.stringify(entry.summary),
      ungrounded: JSON.stringify(entry.ungrounded),
      commit: entry.commit ?? null,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
    });
  }

  /** The compare-and-set of a semantic hit, in one transaction; undefined when the semantic hash no longer matches. */
  confirmEntry(key: CacheKey, update: EntryConfirmation): CacheEntry | undefined {
    return this.db.transaction(() => {
      const changed = this.confirm.run({ ...key, ...update, commit: update.commit ?? null }).changes;
      return changed ? this.getEntry(key) : undefined;
    })();
  }

  /** Appends one run's statistics; returns its id. */
  recordRun(stats: CacheRunStats): number {
    return Number(this.addRun.run(stats.startedAt, stats.finishedAt, JSON.stringify(stats)).lastInsertRowid);
  }

  /** The latest `limit` runs, newest first. */
  listRuns(limit: number): CacheRunRecord[] {
    return (this.runs.all(limit) as { id: number; stats: string }[]).map((r) => ({ ...(JSON.parse(r.stats) as CacheRunStats), id: r.id }));
  }
}
