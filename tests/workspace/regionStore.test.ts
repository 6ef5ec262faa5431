/** Durable basic region summaries in the SQLite store: content-addressed, kept across reopen. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteStore, type RegionSummaryRecord } from "../../src/store/index.js";

const record = (contentHash: string, generatorKey: string, text: string): RegionSummaryRecord => ({
  contentHash,
  generatorKey,
  summary: { generator: "extractive", text, calls: ["f"], windows: 1 },
  createdAt: 1_700_000_000_000,
});

describe("region summaries in SqliteStore", () => {
  it("stores, finds and lists by (content hash, generator key), durably", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-regions-")), "s.db");
    const store = new SqliteStore(file);
    const a = record("00000000000000aa", "extractive-region@1", "A");
    const b = record("00000000000000bb", "extractive-region@1", "B");
    const m = record("00000000000000aa", "P-REGION@1|openai:x", "model A");
    await store.putRegionSummaries([b, a, m]);
    await store.putRegionSummaries([{ ...b, summary: { ...b.summary, text: "B2" } }]);
    await store.close();
    const reopened = new SqliteStore(file);
    try {
      expect(await reopened.getRegionSummaries(["00000000000000aa", "00000000000000cc", "00000000000000aa"], "extractive-region@1")).toEqual([a]);
      expect(await reopened.listRegionSummaries("extractive-region@1")).toEqual([a, { ...b, summary: { ...b.summary, text: "B2" } }]);
      expect(await reopened.listRegionSummaries("P-REGION@1|openai:x")).toEqual([m]);
    } finally {
      await reopened.close();
    }
  });
});
