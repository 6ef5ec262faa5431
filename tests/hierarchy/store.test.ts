import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore, type NodeSummaryRecord } from "../../src/store/index.js";
import { nodeFacts } from "../../src/summarize/index.js";
import { fn } from "./graphs.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function openTemp(): SqliteStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-hier-"));
  dirs.push(dir);
  return new SqliteStore(path.join(dir, "strata.db"));
}

const record = (id: string, generatorKey: string, inputHash: string): NodeSummaryRecord => ({ id, generatorKey, inputHash, summary: nodeFacts(fn(id)), createdAt: 1000 });

describe("node summary tables", () => {
  it("stores, lists by generator in id order, upserts, and prunes dead ids of every generator", async () => {
    const store = openTemp();
    await store.putNodeSummaries([record("b.ts#b", "extractive-node@1", "h1"), record("a.ts#a", "extractive-node@1", "h2"), record("b.ts#b", "P-NODE-JSON@1|m", "h3")]);
    expect(await store.getNodeSummary("b.ts#b", "extractive-node@1")).toEqual(record("b.ts#b", "extractive-node@1", "h1"));
    expect(await store.getNodeSummary("b.ts#b", "other")).toBeUndefined();
    expect((await store.listNodeSummaries("extractive-node@1")).map((r) => r.id)).toEqual(["a.ts#a", "b.ts#b"]);

    await store.putNodeSummaries([record("b.ts#b", "extractive-node@1", "h9")]);
    expect((await store.getNodeSummary("b.ts#b", "extractive-node@1"))?.inputHash).toBe("h9");

    expect(await store.pruneNodeSummaries(["a.ts#a"])).toBe(1);
    expect(await store.listNodeSummaries("extractive-node@1")).toEqual([record("a.ts#a", "extractive-node@1", "h2")]);
    expect(await store.listNodeSummaries("P-NODE-JSON@1|m")).toEqual([]);
    await store.close();
  });
});
