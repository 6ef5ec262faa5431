/**
 * Sharded indexing: shards of one checkout indexed into their own stores, merged into one, then indexed there, give
 * exactly the store a single-machine index gives (tables, FTS totals, rankings), cross-shard call edges included.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository, inShard, parseShard, ShardSpecError } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import Database from "better-sqlite3";
import { openStore, StoreError } from "../../src/store/index.js";
import { expectSameAsFresh, indexOnce, moduleTree, picture } from "../integrity/helpers.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

/** TypeScript, Python and Go with calls that cross the two shards (m1 → m0, pkg/app.py → pkg/util.py). */
const FILES: Record<string, string> = {
  ...moduleTree(6),
  "pkg/__init__.py": "",
  "pkg/util.py": 'def normalize(text: str) -> str:\n    """Lower-case and strip the text."""\n    return text.strip().lower()\n',
  "pkg/app.py": 'from pkg.util import normalize\n\n\ndef handle(request: str) -> str:\n    """Answer one request."""\n    return normalize(request)\n',
  "go/go.mod": "module example.com/demo\n\ngo 1.21\n",
  "go/lib.go": "package demo\n\n// Double returns twice n.\nfunc Double(n int) int { return n * 2 }\n",
  "go/main.go": "package demo\n\n// Quad returns four times n.\nfunc Quad(n int) int { return Double(Double(n)) }\n",
  "README.md": "# Demo\n\nA small mixed repository.\n",
};

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("shards", () => {
  it("parses K/N and names a bad value", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
    expect(parseShard(" 1 / 1 ")).toEqual({ index: 1, count: 1 });
    for (const bad of ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "1/2000"]) {
      expect(() => parseShard(bad)).toThrow(ShardSpecError);
      expect(() => parseShard(bad)).toThrow(`--shard must be K/N with 1 <= K <= N <= 1024 (e.g. 1/2), got "${bad}"`);
    }
  });

  it("puts every path in exactly one shard, the same on every call", () => {
    const paths = Object.keys(FILES);
    expect(paths.filter((p) => inShard(p, { index: 1, count: 2 }))).toEqual(["src/m0.ts", "src/m2.ts", "src/m5.ts", "pkg/util.py", "go/lib.go", "go/main.go"]);
    for (const count of [1, 2, 3, 7]) {
      for (const p of paths) expect(Array.from({ length: count }, (_, i) => inShard(p, { index: i + 1, count })).filter(Boolean)).toHaveLength(1);
    }
  });

  it("two shards merged and indexed equal a single index of the same tree", async () => {
    const root = writeTree(FILES);
    const shardDir = fs.mkdtempSync(path.join(path.dirname(root), "strata-shards-"));
    roots.push(root, shardDir);
    const shardStores = [1, 2].map((i) => path.join(shardDir, `shard${i}.db`));
    const shardFiles: string[][] = [];
    for (const [i, file] of shardStores.entries()) {
      const store = openStore(file);
      try {
        const report = await indexRepository({ root, store, config: loadConfig(root), threads: 1, shard: { index: i + 1, count: 2 } });
        expect(report.shard).toEqual({ index: i + 1, count: 2 });
        expect(Object.keys(report.stages)).toEqual(["synthesis"]);
        expect(await store.getGraph()).toEqual({ formatVersion: 1, nodes: [], edges: [] });
        shardFiles.push((await store.listStamps()).map((s) => s.path));
      } finally {
        await store.close();
      }
    }
    expect(shardFiles[0]).toEqual(["go/lib.go", "go/main.go", "pkg/util.py", "src/m0.ts", "src/m2.ts", "src/m5.ts"]);
    expect(shardFiles[1]).toEqual(["README.md", "go/go.mod", "pkg/__init__.py", "pkg/app.py", "src/m1.ts", "src/m3.ts", "src/m4.ts"]);

    const merged = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const imports = [];
      for (const file of shardStores) imports.push(await merged.importShard(file));
      expect(imports.map((i) => [i.files, i.changed, i.summaries])).toEqual([
        [6, 6, 6],
        [7, 7, 7],
      ]);
      // Importing again changes nothing: the rows are the same.
      expect((await merged.importShard(shardStores[0]!)).changed).toBe(0);
    } finally {
      await merged.close();
    }
    const report = await indexOnce(root);
    expect([report.indexed, report.unchanged]).toEqual([0, 13]);
    const after = await picture(root);
    await expectSameAsFresh(root, after);
    const graph = openStore(path.join(root, ".strata", "strata.db"), { readOnly: true });
    try {
      const calls = (await graph.getGraph()).edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to}`).sort();
      expect(calls).toContain("pkg/app.py#handle -> pkg/util.py#normalize");
      expect(calls).toContain("src/m1.ts#f1 -> src/m0.ts#f0");
    } finally {
      await graph.close();
    }
  });

  it("refuses what is not a finished shard store, naming the file and what is wrong", async () => {
    const root = writeTree({ "a.ts": "export const a = 1;\n", "b.ts": "export const b = 2;\n" });
    roots.push(root);
    const file = path.join(root, ".strata", "strata.db");
    await indexOnce(root); // a whole-repository index
    const shardFile = path.join(root, "..", `${path.basename(root)}-one.db`);
    roots.push(shardFile, `${shardFile}-wal`, `${shardFile}-shm`, `${shardFile}.lock`);
    const shardStore = openStore(shardFile);
    try {
      await indexRepository({ root, store: shardStore, config: loadConfig(root), threads: 1, shard: { index: 1, count: 1 } });
    } finally {
      await shardStore.close();
    }
    const plain = path.join(root, "plain.db");
    new Database(plain).exec("CREATE TABLE t (x)");
    const unfinished = path.join(root, "unfinished.db");
    fs.copyFileSync(shardFile, unfinished);
    new Database(unfinished).exec("UPDATE runs SET finished_at = NULL");
    const link = path.join(root, "link.db");
    fs.symlinkSync(file, link);
    const store = openStore(file);
    try {
      const refused = async (shard: string): Promise<string> => {
        const error = await store.importShard(shard).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(StoreError);
        return (error as Error).message.replace(` (store: ${shard})`, "");
      };
      expect(await refused(path.join(root, "nope.db"))).toBe("cannot merge the shard store: no such file");
      expect(await refused(root)).toBe("cannot merge the shard store: it is a folder, not a store file");
      expect(await refused(link)).toBe("cannot merge the shard store: it is the store being merged into");
      expect(await refused(plain)).toBe("cannot merge the shard store: it is not a strata store");
      expect(await refused(file + "x")).toBe("cannot merge the shard store: no such file");
      const copy = path.join(root, "whole.db");
      fs.copyFileSync(file, copy);
      expect(await refused(copy)).toBe("cannot merge the shard store: it holds a whole-repository index, not a shard written by strata index --shard K/N");
      expect(await refused(unfinished)).toBe("cannot merge the shard store: its last run has not finished (still running, or stopped): run strata index --shard K/N --store <file> to the end first");
      expect((await store.importShard(shardFile)).shard).toEqual({ index: 1, count: 1 });
    } finally {
      await store.close();
    }
  });

  it("from the command line: index --shard, merge, index", async () => {
    const root = writeTree(FILES);
    roots.push(root);
    const s1 = path.join(root, "..", `${path.basename(root)}-s1.db`);
    const s2 = path.join(root, "..", `${path.basename(root)}-s2.db`);
    roots.push(s1, s2, `${s1}-wal`, `${s1}-shm`, `${s2}-wal`, `${s2}-shm`);
    const one = await strataInProcess(["index", root, "--shard", "1/2", "--store", s1], root);
    expect(one.status).toBe(0);
    expect(one.stdout).toContain("Shard 1/2: graph, hierarchy, search and categories are left to the merge (strata merge <shard stores>, then strata index).");
    expect((await strataInProcess(["index", root, "--shard", "2/2", "--store", s2, "-q"], root)).status).toBe(0);
    const merge = await strataInProcess(["merge", s1, s2, "--repo", root], root);
    expect(merge.status).toBe(0);
    expect(merge.stdout).toBe(
      `${s1} (shard 1/2): 6 files (6 new or changed here), 6 summaries, 0 cache entries, 0 region summaries\n` +
        `${s2} (shard 2/2): 7 files (7 new or changed here), 7 summaries, 0 cache entries, 0 region summaries\n` +
        `Merged into ${path.join(root, ".strata", "strata.db")}. Next: strata index ${root} (reuses these rows; builds the graph, hierarchy and search over the whole repository)\n`,
    );
    const index = await strataInProcess(["index", root], root);
    expect(index.stdout.split("\n")[0]).toMatch(/^Indexed 13 files in [\d.]+ s: 0 extracted \(0 lines\), 13 unchanged, 0 removed, 0 failed\.$/);
    const noStore = await strataInProcess(["index", root, "--shard", "1/2"], root);
    expect(noStore.status).toBe(2);
    expect(noStore.stderr).toContain("--shard needs --store <file>, a store of its own for the shard");
    const other = writeTree({ "x.py": "X = 1\n" });
    roots.push(other);
    const foreign = await strataInProcess(["merge", s1, "--repo", other], other);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toContain(`${s1}: 6 of its 6 files are not in ${other}; is it a store of another repository?`);
    const bad = await strataInProcess(["index", root, "--shard", "3/2"], root);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--shard must be K/N with 1 <= K <= N <= 1024 (e.g. 1/2), got "3/2"');
  });
});
