/**
 * Hierarchical node summaries (seed 001 §3.2): one row per (graph node id, generator key), with the
 * `input_hash` that decides whether the next run may reuse it (see src/summarize/hierarchy/runHierarchy.ts).
 */
import type Database from "better-sqlite3";
import type { NodeSummaryRecord } from "../Store.js";

/** DDL of the node-summary area; listed in `SCHEMA_PARTS`. */
export const NODE_SUMMARY_SQL = `
CREATE TABLE IF NOT EXISTS node_summaries (
  id TEXT NOT NULL,
  generator_key TEXT NOT NULL,
  input_hash TEXT NOT NULL,
  summary TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (id, generator_key)
) WITHOUT ROWID;
`;

interface NodeSummaryRow {
  id: string;
  generator_key: string;
  input_hash: string;
  summary: string;
  created_at: number;
}

const toRecord = (row: NodeSummaryRow): NodeSummaryRecord => ({
  id: row.id,
  generatorKey: row.generator_key,
  inputHash: row.input_hash,
  summary: JSON.parse(row.summary),
  createdAt: row.created_at,
});

/** Prepared statements of the node-summary area over an open database whose schema includes {@link NODE_SUMMARY_SQL}. */
export class NodeSummaryTables {
  private readonly get;
  private readonly list;
  private readonly put;
  private readonly ids;
  private readonly remove;

  constructor(private readonly db: Database.Database) {
    this.get = db.prepare("SELECT * FROM node_summaries WHERE id = ? AND generator_key = ?");
    this.list = db.prepare("SELECT * FROM node_summaries WHERE generator_key = ? ORDER BY id");
    this.put = db.prepare(
      `INSERT INTO node_summaries (id, generator_key, input_hash, summary, created_at) VALUES (@id, @generatorKey, @inputHash, @summary, @createdAt)
       ON CONFLICT(id, generator_key) DO UPDATE SET input_hash = excluded.input_hash, summary = excluded.summary, created_at = excluded.created_at`,
    );
    this.ids = db.prepare("SELECT DISTINCT id FROM node_summaries").pluck();
    this.remove = db.prepare("DELETE FROM node_summaries WHERE id = ?");
  }

  getOne(id: string, generatorKey: string): NodeSummaryRecord | undefined {
    const row = this.get.get(id, generatorKey) as NodeSummaryRow | undefined;
    return row && toRecord(row);
  }

  /** Every record of `generatorKey`, sorted by id. */
  listAll(generatorKey: string): NodeSummaryRecord[] {
    return (this.list.all(generatorKey) as NodeSummaryRow[]).map(toRecord);
  }

  /** Upserts `records` in one transaction. */
  putMany(records: NodeSummaryRecord[]): void {
    this.db.transaction(() => {
      for (const r of records) this.put.run({ ...r, summary: JSON.stringify(r.summary) });
    })();
  }

  /** Deletes the rows (of every generator) whose id is not in `liveIds`; returns how many ids went. */
  prune(liveIds: Iterable<string>): number {
    const live = new Set(liveIds);
    const dead = (this.ids.all() as string[]).filter((id) => !live.has(id));
    this.db.transaction(() => {
      for (const id of dead) this.remove.run(id);
    })();
    return dead.length;
  }
}
