import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore, type FileRecord } from "../../src/store/index.js";
import type { CodeGraph } from "../../src/graph/index.js";

// Whole-table reads (graph, file rows, search stamps, node summaries) are kept between calls of one connection until
// this connection writes their area or another connection commits: what a watcher's updates re-read several times.
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const storeFile = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "strata-kept-"));
  dirs.push(d);
  return path.join(d, "strata.db");
};
const part = (name: string): CodeGraph => ({
  formatVersion: 1,
  nodes: [
    { id: "a.ts", kind: "file", name: "a.ts", qualifiedName: "a.ts", path: "a.ts", language: "typescript", contentHash: "h1" },
    { id: `a.ts#${name}`, kind: "function", name, qualifiedName: name, path: "a.ts", language: "typescript", contentHash: "h2" },
  ],
  edges: [{ from: "a.ts", to: `a.ts#${name}`, kind: "contains", resolved: true }],
});
const file = (contentHash: string): FileRecord => ({
  path: "a.ts",
  contentHash,
  contractHash: "c",
  language: "typescript",
  extractor: "ts-morph@8",
  contract: { formatVersion: 1, filePath: "a.ts", language: "typescript", exports: [], referenced: [], dependencies: [], metrics: { bytes: 1, lines: 1, tokens: 1, sendInFull: true }, diagnostics: [] },
  indexedAt: 1,
});

describe("kept whole-table reads of the SQLite store", () => {
  it("answers a second read with the same frozen value, and a fresh one after a write of its area", async () => {
    const store = new SqliteStore(storeFile());
    await store.replaceGraphFiles(["a.ts"], part("f"));
    const first = await store.getGraph();
    expect(await store.getGraph()).toBe(first);
    expect(Object.isFrozen(first.nodes[1])).toBe(true);
    expect(() => (first.nodes as unknown[]).push({})).toThrow(TypeError);
    // A write of another area keeps the graph read; a graph write makes it old.
    await store.putSearchDocs([]);
    await store.completeStage("graph", 1);
    expect(await store.getGraph()).toBe(first);
    await store.replaceGraphFiles(["a.ts"], part("g"));
    expect((await store.getGraph()).nodes.map((n) => n.id)).toEqual(["a.ts", "a.ts#g"]);
    await store.putFile(file("h1"));
    const files = await store.listFiles();
    expect(await store.listFiles()).toBe(files);
    await store.putFile(file("h2"));
    expect((await store.listFiles()).map((f) => f.contentHash)).toEqual(["h2"]);
    await store.close();
  });

  it("sees what another connection committed", async () => {
    const where = storeFile();
    const watcher = new SqliteStore(where);
    await watcher.replaceGraphFiles(["a.ts"], part("f"));
    await watcher.putFile(file("h1"));
    expect((await watcher.getGraph()).nodes.map((n) => n.id)).toEqual(["a.ts", "a.ts#f"]);
    expect((await watcher.listFiles()).map((f) => f.contentHash)).toEqual(["h1"]);
    const other = new SqliteStore(where);
    await other.replaceGraphFiles(["a.ts"], part("g"));
    await other.putFile(file("h2"));
    await other.close();
    expect((await watcher.getGraph()).nodes.map((n) => n.id)).toEqual(["a.ts", "a.ts#g"]);
    expect((await watcher.listFiles()).map((f) => f.contentHash)).toEqual(["h2"]);
    await watcher.close();
  });
});
