import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore, StoreError, type FileRecord, type SummaryRecord } from "../../src/store/index.js";
import type { SemanticContract } from "../../src/extract/index.js";

const dirs: string[] = [];
const tempDir = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "strata-store-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const contract: SemanticContract = {
  formatVersion: 1,
  filePath: "a.py",
  language: "python",
  exports: [{ name: "f", kind: "function", signatures: [{ params: [] }], line: 1, endLine: 2 }],
  referenced: [],
  dependencies: [],
  metrics: { bytes: 20, lines: 2, tokens: 8, sendInFull: true },
  diagnostics: [],
};
const file: FileRecord = {
  path: "a.py",
  contentHash: "00000000000000aa",
  contractHash: "00000000000000bb",
  language: "python",
  extractor: "tree-sitter@1",
  contract,
  indexedAt: 1000,
};
const summary: SummaryRecord = {
  path: "a.py",
  generatorKey: "extractive@1",
  contentHash: file.contentHash,
  contractHash: file.contractHash,
  summary: {
    formatVersion: 1,
    filePath: "a.py",
    main_responsibility: "Provides function f.",
    public_api: [{ name: "f", kind: "function", signature: "f()" }],
    io_contracts: [],
    dependencies: [],
    side_effects: [],
    key_algorithms: [],
    generator: "extractive",
  },
  createdAt: 1000,
};

describe("SqliteStore", () => {
  it("stores files, summaries, skipped files and runs, and reads them back", async () => {
    const store = new SqliteStore(path.join(tempDir(), "s.db"));
    await store.putFile(file, summary);
    expect(await store.getFile("a.py")).toEqual(file);
    expect(await store.getFile("missing.py")).toBeUndefined();
    expect(await store.listStamps()).toEqual([{ path: "a.py", contentHash: "00000000000000aa", extractor: "tree-sitter@1", language: "python" }]);
    expect(await store.getSummary("a.py", "extractive@1")).toEqual(summary);
    expect(await store.getSummary("a.py", "llm@1")).toBeUndefined();
    await store.replaceSkipped([{ path: "b.bin", reason: "binary", detail: "binary extension .bin" }]);
    expect(await store.listSkipped()).toEqual([{ path: "b.bin", reason: "binary", detail: "binary extension .bin" }]);
    const run = await store.startRun("/repo", 5);
    await store.finishRun(run, 9, { indexed: 1 });
    expect(await store.listRuns(5)).toEqual([{ id: run, root: "/repo", startedAt: 5, finishedAt: 9, report: { indexed: 1 } }]);
    const withStat = { ...file, path: "b.py", stat: { bytes: 20, mtimeMs: 1700000000123.5, checkedAt: 1700000009000 } };
    await store.putFile(withStat);
    expect(await store.getFile("b.py")).toEqual(withStat);
    expect((await store.listStamps())[1]).toEqual({ path: "b.py", contentHash: file.contentHash, extractor: "tree-sitter@1", language: "python", stat: withStat.stat });
    // b.py has no summary row; a.py has one of extractive@1 only.
    expect([await store.listUnsummarized("extractive@1"), await store.listUnsummarized("llm@1")]).toEqual([["b.py"], ["a.py", "b.py"]]);
    await store.removeFiles(["a.py", "b.py"]);
    expect(await store.listFiles()).toEqual([]);
    expect(await store.getSummary("a.py", "extractive@1")).toBeUndefined();
    await store.close();
  });

  it("uses WAL and survives a new process", async () => {
    const dbPath = path.join(tempDir(), "s.db");
    const store = new SqliteStore(dbPath);
    await store.putFile(file, summary);
    await store.close();
    const out = execFileSync(
      process.execPath,
      ["-e", `const D=require("better-sqlite3");const d=new D(${JSON.stringify(dbPath)},{readonly:true});console.log(JSON.stringify([d.pragma("journal_mode",{simple:true}),d.prepare("select path,contract from files").all()]))`],
      { cwd: path.resolve(__dirname, "../.."), encoding: "utf8" },
    );
    const [mode, rows] = JSON.parse(out) as [string, { path: string; contract: string }[]];
    expect(mode).toBe("wal");
    expect(rows.map((r) => ({ path: r.path, contract: JSON.parse(r.contract) }))).toEqual([{ path: "a.py", contract }]);
  });

  it("rebuilds a store of another schema version instead of misreading it", async () => {
    const dbPath = path.join(tempDir(), "old.db");
    const old = new Database(dbPath);
    old.exec("CREATE TABLE files (path TEXT PRIMARY KEY, x TEXT); INSERT INTO files VALUES ('a', 'b');");
    old.pragma("user_version = 99");
    old.close();
    const store = new SqliteStore(dbPath);
    expect(await store.listFiles()).toEqual([]);
    await store.close();
  });

  it("an upgrade keeps the model's summaries whose table definition is unchanged and rebuilds everything else", async () => {
    const dbPath = path.join(tempDir(), "upgrade.db");
    const first = new SqliteStore(dbPath);
    await first.close();
    const raw = new Database(dbPath);
    raw.exec("INSERT INTO node_summaries VALUES ('a.py#f', 'llm-node@1', 'h1', '{}', 1)");
    raw.exec("INSERT INTO region_summaries VALUES ('c1', 'llm-region@1', '{}', 1)");
    raw.exec("INSERT INTO files (path, content_hash, extractor, language, contract_hash, contract, indexed_at) VALUES ('a.py', 'x', 'e', 'python', 'y', '{}', 1)");
    // Another version: its file table differs, and so does its region table; its node-summary table is the same.
    raw.exec("DROP TABLE region_summaries; CREATE TABLE region_summaries (content_hash TEXT, summary TEXT); INSERT INTO region_summaries VALUES ('c1', '{}')");
    raw.pragma("user_version = 99");
    raw.close();
    const store = new SqliteStore(dbPath);
    await store.close();
    const after = new Database(dbPath, { readonly: true });
    const count = (table: string): number => after.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    expect([count("node_summaries"), count("region_summaries"), count("files")]).toEqual([1, 0, 0]);
    expect(after.prepare("SELECT name FROM pragma_table_info('region_summaries')").pluck().all()).toEqual(["content_hash", "generator_key", "summary", "created_at"]);
    after.close();
  });

  it("throws StoreError naming the location for a file that is not a database", () => {
    const dbPath = path.join(tempDir(), "junk.db");
    fs.writeFileSync(dbPath, "this is not a sqlite database, just text that is long enough to be read as a header....");
    expect(() => new SqliteStore(dbPath)).toThrow(StoreError);
    expect(() => new SqliteStore(dbPath)).toThrow(`(store: ${dbPath})`);
  });
});

describe("SqliteStore write failures", () => {
  it("a full database becomes a StoreError naming the store, and committed rows stay", async () => {
    const dbPath = path.join(tempDir(), "full.db");
    const store = new SqliteStore(dbPath);
    await store.putFile(file, summary);
    // Cap the database at its current size, as a full disk would.
    const db = (store as unknown as { db: Database.Database }).db;
    const pages = db.pragma("page_count", { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    const big = { ...file, path: "big.py", contract: { ...contract, filePath: "big.py", description: "x".repeat(200_000) } };
    await expect(store.putFile(big)).rejects.toThrow(StoreError);
    await expect(store.putFile(big)).rejects.toThrow(`cannot write the SQLite store: database or disk is full (store: ${dbPath})`);
    expect((await store.listStamps()).map((s) => s.path)).toEqual(["a.py"]);
    await store.close();
  });
});
