/**
 * Durable basic region summaries (seed 003 "Reuse without sharing exploratory context"):
 * content-addressed by the region's `contentHash` and the generator key, so identical code anywhere in
 * the repository reuses one summary. Focused (per-session) summaries are never written here.
 */
import type Database from "better-sqlite3";
import type { RegionSummaryRecord } from "../Store.js";

/** DDL of the regions area; listed in `SCHEMA_PARTS`. */
export const REGION_SQL = `
CREATE TABLE IF NOT EXISTS region_summaries (
  content_hash TEXT NOT NULL,
  generator_key TEXT NOT NULL,
  summary TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (content_hash, generator_key)
) WITHOUT ROWID;
`;

interface RegionSummaryRow {
  content_hash: string;
  generator_key: string;
  summary: string;
  created_at: number;
}

const toRecord = (row: RegionSummaryRow): RegionSummaryRecord => ({
  contentHash: row.content_hash,
  generatorKey: row.generator_key,
  summary: JSON.parse(row.summary),
  createdAt: row.created_at,
});

/** Prepared statements of the regions area over an open database whose schema includes {@link REGION_SQL}. */
export class RegionTables {
  private readonly get;
  private readonly put;
  private readonly list;

  constructor(private readonly db: Database.Database) {
    this.get = db.prepare("SELECT * FROM region_summaries WHERE content_hash = ? AND generator_key = ?");
    this.put = db.prepare(
      `INSERT INTO region_summaries (content_hash, generator_key, summary, created_at) VALUES (@contentHash, @generatorKey, @summary, @createdAt)
       ON CONFLICT(content_hash, generator_key) DO UPDATE SET summary = excluded.summary, created_at = excluded.created_at`,
    );
    this.list = db.prepare("SELECT * FROM region_summaries WHERE generator_key = ? ORDER BY content_hash");
  }

  /** The records for `contentHashes` under `generatorKey` that exist, in no particular order. */
  getMany(contentHashes: string[], generatorKey: string): RegionSummaryRecord[] {
    const out: RegionSummaryRecord[] = [];
    for (const hash of new Set(contentHashes)) {
      const row = this.get.get(hash, generatorKey) as RegionSummaryRow | undefined;
      if (row) out.push(toRecord(row));
    }
    return out;
  }

  /** Upserts `records` in one transaction. */
  putMany(records: RegionSummaryRecord[]): void {
    this.db.transaction(() => {
      for (const r of records) this.put.run({ ...r, summary: JSON.stringify(r.summary) });
    })();
  }

  /** Every record of `generatorKey`, sorted by content hash. */
  listAll(generatorKey: string): RegionSummaryRecord[] {
    return (this.list.all(generatorKey) as RegionSummaryRow[]).map(toRecord);
  }
}
