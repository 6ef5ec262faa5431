/**
 * The search stage's docs are made as they are written: `updateSearchIndex` over a {@link searchDocuments} stream
 * holds one write batch of docs at a time, and writes what the same docs as an array write.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildSearchDocuments, nodesOfContract, searchDocumentMemo, searchDocuments, updateSearchIndex, type SourceFile } from "../../src/retrieve/index.js";
import type { SemanticContract } from "../../src/extract/index.js";
import type { SearchDocWrite, SqliteStore } from "../../src/store/index.js";
import { initHash } from "../../src/shared/hash.js";
import { tempStore } from "./fixtures.js";

/** `count` files of one exported function each: a file doc and a function doc per file. */
function files(count: number): SourceFile[] {
  return Array.from({ length: count }, (_, i) => {
    const path = `src/f${String(i).padStart(4, "0")}.ts`;
    const text = `/** File ${i}. */\nexport function fn${i}(): number {\n  return ${i};\n}\n`;
    const contract = {
      formatVersion: 1,
      filePath: path,
      language: "typescript",
      description: `File ${i}.`,
      exports: [{ name: `fn${i}`, kind: "function", signatures: [{ params: [], returnType: "number" }], line: 2, endLine: 4 }],
      referenced: [],
      dependencies: [],
      metrics: { bytes: text.length, lines: 5, tokens: 20, sendInFull: true },
      diagnostics: [],
    } as unknown as SemanticContract;
    return { path, text, contentHash: `h${i}`, contract };
  });
}

/** Every table row of the search index, as text. */
function dump(store: SqliteStore): string[] {
  const db = (store as unknown as { db: { prepare(sql: string): { all(): unknown[] } } }).db;
  const docs = db.prepare("SELECT rowid, * FROM search_docs ORDER BY rowid").all().map((row) => `search_docs ${JSON.stringify(row)}`);
  const fts = ["search_code", "search_summary", "search_files"].flatMap((t) => db.prepare(`SELECT rowid, body FROM ${t} ORDER BY rowid`).all().map((row) => `${t} ${JSON.stringify(row)}`));
  return [...docs, ...fts];
}

describe("search docs streamed to the store", () => {
  beforeAll(async () => initHash());
  const stores: SqliteStore[] = [];
  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close();
  });

  it("makes the array's docs, in its order, one at a time", () => {
    const sources = { files: files(30) };
    const stream = searchDocuments(sources);
    const docs = buildSearchDocuments(sources);
    expect(stream.ids).toEqual(docs.map((d) => d.node.id));
    expect([...stream.docs()]).toEqual(docs);
    expect([...stream.docs()]).toEqual(docs); // iterable again
  });

  it("holds one batch of 500 docs at a time and writes what the array writes", async () => {
    const sources = { files: files(600) }; // 1,200 docs: batches of 500, 500, 200
    const streamed = tempStore().store;
    const whole = tempStore().store;
    stores.push(streamed, whole);
    const stream = searchDocuments(sources);
    let made = 0;
    const counted = {
      ids: stream.ids,
      *docs() {
        for (const doc of stream.docs()) {
          made += 1;
          yield doc;
        }
      },
    };
    const madeAtWrite: number[] = [];
    const put = streamed.putSearchDocs.bind(streamed);
    streamed.putSearchDocs = async (writes: SearchDocWrite[]) => {
      madeAtWrite.push(made);
      return put(writes);
    };
    const progress: string[] = [];
    const report = await updateSearchIndex(streamed, counted, { onProgress: (done, total, unit) => progress.push(`${done}/${total} ${unit}`) });
    expect(madeAtWrite).toEqual([500, 1000, 1200]);
    expect(progress).toEqual(["500/1200 docs", "1000/1200 docs", "1200/1200 docs"]);
    expect(report).toEqual({ docs: 1200, added: 1200, updated: 0, removed: 0, unchanged: 0, refreshed: 0, embedded: 0 });
    await updateSearchIndex(whole, buildSearchDocuments(sources));
    expect(dump(streamed)).toEqual(dump(whole));
    expect(dump(streamed).length).toBe(1200 + 1200 + 1200 + 600); // docs, code, summary rows; a file row per file
  });

  it("with a memo, builds only the docs whose inputs changed, and writes what an update without it writes", async () => {
    const memoStore = tempStore().store;
    const plain = tempStore().store;
    stores.push(memoStore, plain);
    const memo = searchDocumentMemo();
    let base = files(4);
    let summaries = new Map<string, { text: string; generatorKey: string }>(
      base.flatMap((f, i): [string, { text: string; generatorKey: string }][] => [
        [f.path, { text: `File ${i} summary.`, generatorKey: "extractive-node@1" }],
        [`${f.path}#fn${i}`, { text: `Returns ${i}.`, generatorKey: "extractive-node@1" }],
      ]),
    );
    let history = new Map<string, string[]>();
    // The graph's nodes stay the same objects while their file is unchanged (the store's kept graph).
    let graph = { formatVersion: 1 as const, nodes: base.flatMap(nodesOfContract), edges: [] };
    // A watcher's update: the memo's stream beside a plain one over the same inputs; known entries counted.
    const update = async (): Promise<number> => {
      const sources = { files: base, graph, nodeSummaries: summaries, history };
      const stream = searchDocuments({ ...sources, memo });
      let known = 0;
      const counted = {
        ids: stream.ids,
        docs: () => stream.docs(),
        *entries() {
          for (const entry of stream.entries!()) {
            if (entry.known) known += 1;
            yield entry;
          }
        },
      };
      await updateSearchIndex(memoStore, counted);
      await updateSearchIndex(plain, searchDocuments(sources));
      expect(dump(memoStore)).toEqual(dump(plain));
      return known;
    };
    expect(await update()).toBe(0);
    expect(await update()).toBe(8);
    // One file's text changed: its file doc and function doc are built again.
    base = base.map((f, i) => (i === 1 ? { ...f, text: f.text.replace("return 1;", "return 1; // one"), contentHash: "h1b" } : f));
    graph = { ...graph, nodes: [...graph.nodes.filter((n) => n.path !== base[1]!.path), ...nodesOfContract(base[1]!)].sort((a, b) => (a.id < b.id ? -1 : 1)) };
    expect(await update()).toBe(6);
    // One node summary changed, then one file's commit subjects.
    summaries = new Map([...summaries, ["src/f0002.ts#fn2", { text: "Returns two.", generatorKey: "extractive-node@1" }]]);
    expect(await update()).toBe(7);
    history = new Map([["src/f0003.ts", ["Return three"]]]);
    expect(await update()).toBe(7);
    expect(await update()).toBe(8);
  });
});
