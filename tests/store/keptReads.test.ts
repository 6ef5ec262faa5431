import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore, type FileRecord, type NodeSummaryRecord, type SearchDocWrite } from "../../src/store/index.js";
import { compareCodePoints, patchSorted, PATCH_MAX_ROWS } from "../../src/store/sqlite/keptReads.js";
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
    await store.putFile(file("h0"));
    await (await store.lockWriter()).release();
    expect(await store.getGraph()).toBe(first);
    await store.replaceGraphFiles(["a.ts"], part("g"));
    expect((await store.getGraph()).nodes.map((n) => n.id)).toEqual(["a.ts", "a.ts#g"]);
    await store.putFile(file("h1"));
    const files = await store.listFiles();
    expect(await store.listFiles()).toBe(files);
    await store.putFile(file("h2"));
    expect((await store.listFiles()).map((f) => f.contentHash)).toEqual(["h2"]);
    // The file stamps likewise (every update and freshness check lists them).
    const stamps = await store.listStamps();
    expect(await store.listStamps()).toBe(stamps);
    await store.putFile({ ...file("h3"), stat: { bytes: 7, mtimeMs: 5, checkedAt: 6 } });
    expect(await store.listStamps()).toEqual([{ path: "a.ts", contentHash: "h3", extractor: "ts-morph@8", language: "typescript", stat: { bytes: 7, mtimeMs: 5, checkedAt: 6 } }]);
    await store.close();
  });

  it("sees what another connection committed", async () => {
    const where = storeFile();
    const watcher = new SqliteStore(where);
    await watcher.replaceGraphFiles(["a.ts"], part("f"));
    await watcher.putFile(file("h1"));
    expect((await watcher.getGraph()).nodes.map((n) => n.id)).toEqual(["a.ts", "a.ts#f"]);
    expect((await watcher.listFiles()).map((f) => f.contentHash)).toEqual(["h1"]);
    expect((await watcher.listStamps()).map((f) => f.contentHash)).toEqual(["h1"]);
    const other = new SqliteStore(where);
    await other.replaceGraphFiles(["a.ts"], part("g"));
    await other.putFile(file("h2"));
    await other.close();
    expect((await watcher.getGraph()).nodes.map((n) => n.id)).toEqual(["a.ts", "a.ts#g"]);
    expect((await watcher.listFiles()).map((f) => f.contentHash)).toEqual(["h2"]);
    expect((await watcher.listStamps()).map((f) => f.contentHash)).toEqual(["h2"]);
    await watcher.close();
  });

  const doc = (id: string, hash: string): SearchDocWrite => ({
    record: {
      id,
      contentHash: hash,
      summaryHash: `s-${hash}`,
      fileHash: `f-${hash}`,
      node: { id, kind: "function", name: id, qualifiedName: id, path: "a.ts", language: "typescript", contentHash: hash },
      code: "x",
      summaryText: "",
      contractText: "",
      summaryGenerator: "extractive-node@4",
    },
    index: { code: "x", summary: "" },
  });
  const summary = (id: string, purpose: string): NodeSummaryRecord & { extra?: number } => ({
    id,
    generatorKey: "k",
    inputHash: purpose,
    createdAt: 5,
    extra: 1, // not a column: a read never gives it back
    summary: { formatVersion: 1, id, kind: "function", generator: "extractive", purpose, inputs: [], outputs: [], sideEffects: [], calls: [], details: [], optional: undefined } as unknown as NodeSummaryRecord["summary"],
  });

  it("patches kept search stamps and node summaries on its own writes to exactly what a fresh read gives", async () => {
    const where = storeFile();
    const store = new SqliteStore(where);
    await store.putSearchDocs([doc("a.ts#b", "1"), doc("a.ts#d", "1")]);
    await store.putNodeSummaries([summary("a.ts#b", "p1"), summary("a.ts#d", "p1")]);
    await store.listSearchStamps();
    await store.listNodeSummaries("k");
    // An update: one doc changed, one added (sorting between the others, and one above U+FFFF), one removed.
    await store.putSearchDocs([doc("a.ts#b", "2"), doc("a.ts#c", "1"), doc("a.ts#\u{1F600}", "1"), doc("a.ts#\uFF21", "1")]);
    await store.removeSearchDocs(["a.ts#d"]);
    await store.putNodeSummaries([summary("a.ts#c", "p2"), summary("a.ts#b", "p3")]);
    await store.pruneNodeSummaries(["a.ts#b", "a.ts#c"]);
    const stamps = await store.listSearchStamps();
    const summaries = await store.listNodeSummaries("k");
    const fresh = new SqliteStore(where);
    expect(stamps).toEqual(await fresh.listSearchStamps());
    expect(summaries).toEqual(await fresh.listNodeSummaries("k"));
    expect(stamps.map((s) => [s.id, s.contentHash, s.fileHash])).toEqual([
      ["a.ts#b", "2", "f-2"],
      ["a.ts#c", "1", "f-1"],
      ["a.ts#\uFF21", "1", "f-1"],
      ["a.ts#\u{1F600}", "1", "f-1"],
    ]);
    expect(summaries.map((r) => [r.id, r.summary.purpose])).toEqual([
      ["a.ts#b", "p3"],
      ["a.ts#c", "p2"],
    ]);
    await fresh.close();
    await store.close();
  });
});

describe("the kept code graph", () => {
  const fileNode = (p: string, hash = "h"): CodeGraph["nodes"][number] => ({ id: p, kind: "file", name: p.split("/").pop()!, qualifiedName: p, path: p, language: "typescript", contentHash: hash });
  const fn = (p: string, name: string): CodeGraph["nodes"][number] => ({ id: `${p}#${name}`, kind: "function", name, qualifiedName: name, path: p, language: "typescript", contentHash: `h-${name}` });
  const folder = (id: string): CodeGraph["nodes"][number] => ({ id, kind: "folder", name: id.replace(/\/$/, "").split("/").pop()!, qualifiedName: id, path: id, contentHash: "" });
  const contains = (from: string, to: string): CodeGraph["edges"][number] => ({ from, to, kind: "contains", resolved: true });
  const calls = (from: string, to: string, line: number): CodeGraph["edges"][number] => ({ from, to, kind: "calls", resolved: !to.startsWith("?"), line });
  /** The part of one file under `dir/` with its folders (as the builder makes it: folders in every part). */
  const filePart = (dir: string, name: string, fns: string[], callsTo: [string, string, number][] = []): CodeGraph => {
    const p = `${dir}${name}`;
    const folders = dir.split("/").filter(Boolean).map((_, i, all) => `${all.slice(0, i + 1).join("/")}/`);
    return {
      formatVersion: 1,
      nodes: [...folders.map(folder), fileNode(p), ...fns.map((f) => fn(p, f))],
      edges: [
        ...folders.slice(1).map((f, i) => contains(folders[i]!, f)),
        ...(folders.length ? [contains(folders.at(-1)!, p)] : []),
        ...fns.map((f) => contains(p, `${p}#${f}`)),
        ...callsTo.map(([from, to, line]) => calls(`${p}#${from}`, to, line)),
      ],
    };
  };

  it("is patched on this connection's graph writes to exactly what a fresh read gives", async () => {
    const file = storeFile();
    const store = new SqliteStore(file);
    // A real watcher's order: write, read, write again; every read compared with another connection's full read.
    const steps: [string[], CodeGraph][] = [
      [["src/a.ts", "src/b.ts", "lib/deep/c.ts"], {
        formatVersion: 1,
        nodes: [...filePart("src/", "a.ts", ["run", "stop"], [["run", "src/b.ts#helper", 3], ["run", "?console.log", 4]]).nodes, ...filePart("src/", "b.ts", ["helper"]).nodes, ...filePart("lib/deep/", "c.ts", ["c"]).nodes],
        edges: [...filePart("src/", "a.ts", ["run", "stop"], [["run", "src/b.ts#helper", 3], ["run", "?console.log", 4]]).edges, ...filePart("src/", "b.ts", ["helper"]).edges, ...filePart("lib/deep/", "c.ts", ["c"]).edges],
      }],
      // One file rebuilt: a function renamed, a call moved to another line, an unresolved call gone.
      [["src/a.ts"], filePart("src/", "a.ts", ["run", "halt"], [["run", "src/b.ts#helper", 5]])],
      // The only file of two nested folders removed: both folders go, and the root's edge to them.
      [["lib/deep/c.ts"], { formatVersion: 1, nodes: [], edges: [] }],
      // A file added under a new folder, calling into another file.
      [["tools/d.ts"], filePart("tools/", "d.ts", ["d"], [["d", "src/a.ts#run", 1]])],
      // A part whose edge has the key of an edge another file owns replaces it (INSERT OR REPLACE).
      [["tools/d.ts"], filePart("tools/", "d.ts", ["d", "e"], [["d", "src/a.ts#run", 9], ["e", "src/a.ts#halt", 2]])],
    ];
    let reads = 0;
    for (const [paths, part] of steps) {
      const before = await store.getGraph();
      await store.replaceGraphFiles(paths, part);
      const patched = await store.getGraph();
      const fresh = new SqliteStore(file, { readOnly: true });
      const read = await fresh.getGraph();
      await fresh.close();
      expect(patched).toEqual(read);
      // Patched, not read again: the nodes no write touched are the very objects of the read before.
      const kept = before.nodes.find((n) => !paths.includes(n.path) && n.kind === "function");
      if (kept) {
        expect(patched.nodes.find((n) => n.id === kept.id)).toBe(kept);
        reads += 1;
      }
    }
    expect(reads).toBe(4);
    expect((await store.getGraph()).nodes.map((n) => n.id)).toEqual(["src/", "src/a.ts", "src/a.ts#halt", "src/a.ts#run", "src/b.ts", "src/b.ts#helper", "tools/", "tools/d.ts", "tools/d.ts#d", "tools/d.ts#e"]);
    await store.close();
  });
});

describe("kept file rows", () => {
  it("are patched on this connection's file writes to exactly what a fresh read gives", async () => {
    const where = storeFile();
    const store = new SqliteStore(where);
    const at = (p: string, contentHash: string): FileRecord => ({ ...file(contentHash), path: p, contract: { ...file(contentHash).contract, filePath: p }, stat: { bytes: 3, mtimeMs: 5, checkedAt: 9 } });
    await store.putFile(at("b.ts", "1"));
    await store.putFile(at("d.ts", "1"));
    const before = await store.listFiles();
    // An update: one row changed, one added between the others, one above U+FFFF, one removed.
    await store.putFile(at("b.ts", "2"));
    await store.putFile(at("c.ts", "1"));
    await store.putFile(at("\u{1F600}.ts", "1"));
    await store.putFile(at("\uFF21.ts", "1"));
    await store.removeFiles(["d.ts"]);
    const rows = await store.listFiles();
    expect(rows).not.toBe(before);
    const fresh = new SqliteStore(where);
    expect(rows).toEqual(await fresh.listFiles());
    expect(rows.map((r) => [r.path, r.contentHash])).toEqual([
      ["b.ts", "2"],
      ["c.ts", "1"],
      ["\uFF21.ts", "1"],
      ["\u{1F600}.ts", "1"],
    ]);
    expect(Object.isFrozen(rows[1]!.contract)).toBe(true);
    await fresh.close();
    await store.close();
  });
});

describe("patchSorted", () => {
  it("keeps SQLite's byte order, and gives up past the row limit", () => {
    expect(["\u{1F600}", "\uFF21", "b", "a"].sort(compareCodePoints)).toEqual(["a", "b", "\uFF21", "\u{1F600}"]);
    expect(patchSorted([{ id: "a" }, { id: "c" }], [{ id: "b" }], ["a"])).toEqual([{ id: "b" }, { id: "c" }]);
    expect(patchSorted([{ id: "a" }], Array.from({ length: PATCH_MAX_ROWS + 1 }, (_, i) => ({ id: `x${i}` })), [])).toBeUndefined();
  });

  it("puts a few rows in by id, in SQLite's order, as a patch of many rows does", () => {
    const old = [{ id: "a", v: 0 }, { id: "c", v: 0 }, { id: "\uFF21", v: 0 }];
    // An update in place, new rows at the start, middle and end (a character above U+FFFF after U+FF21), removals.
    expect(patchSorted(old, [{ id: "c", v: 1 }], [])).toEqual([{ id: "a", v: 0 }, { id: "c", v: 1 }, { id: "\uFF21", v: 0 }]);
    expect(patchSorted(old, [{ id: "\u{1F600}", v: 1 }, { id: "0", v: 1 }, { id: "b", v: 1 }], ["a", "zz"])).toEqual([
      { id: "0", v: 1 },
      { id: "b", v: 1 },
      { id: "c", v: 0 },
      { id: "\uFF21", v: 0 },
      { id: "\u{1F600}", v: 1 },
    ]);
    // The later of two rows with one id wins; a row both put in and removed is out.
    expect(patchSorted(old, [{ id: "b", v: 1 }, { id: "b", v: 2 }, { id: "d", v: 1 }], ["d"])).toEqual([{ id: "a", v: 0 }, { id: "b", v: 2 }, { id: "c", v: 0 }, { id: "\uFF21", v: 0 }]);
    // Past the few-row path, the same answers.
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `n${String(i).padStart(2, "0")}`, v: 1 }));
    expect(patchSorted(old, [{ id: "c", v: 1 }, ...many], ["a"])).toEqual([{ id: "c", v: 1 }, ...many, { id: "\uFF21", v: 0 }]);
    expect(old).toEqual([{ id: "a", v: 0 }, { id: "c", v: 0 }, { id: "\uFF21", v: 0 }]);
  });
});
