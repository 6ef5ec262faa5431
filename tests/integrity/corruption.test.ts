/**
 * A store with a page overwritten: `strata doctor` names the failing check and writes nothing, `strata index`
 * refuses with the way out, and `strata index --rebuild` keeps the damaged file and builds what a fresh index builds.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { moveStoreAside, openStore, StoreBusyError, StoreCorruptError } from "../../src/store/index.js";
import { strata, strataInProcess, writeTree } from "../helpers/cli.js";
import { expectSameAsFresh, indexOnce, moduleTree, picture } from "./helpers.js";

const PAGE = 4096;

/**
 * Compacts the store (VACUUM, WAL checkpointed into the main file) and overwrites one whole 4 KB page of `table`'s
 * b-tree (the middle leaf page) with 0xA5 bytes; returns the page number. Deterministic: after VACUUM the page
 * layout depends only on the rows.
 */
function overwriteTablePage(file: string, table: string): number {
  const db = new Database(file);
  db.exec("VACUUM");
  db.pragma("wal_checkpoint(TRUNCATE)");
  expect(db.pragma("page_size", { simple: true })).toBe(PAGE);
  const leaves = db.prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno").pluck().all(table) as number[];
  db.close();
  expect(leaves.length).toBeGreaterThan(2);
  const page = leaves[Math.floor(leaves.length / 2)]!;
  const fd = fs.openSync(file, "r+");
  fs.writeSync(fd, Buffer.alloc(PAGE, 0xa5), 0, PAGE, (page - 1) * PAGE);
  fs.closeSync(fd);
  return page;
}

/** `PRAGMA integrity_check` on a read-only connection: its first message. */
function integrity(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("PRAGMA integrity_check(1)").pluck().get() as string;
  } finally {
    db.close();
  }
}

/** Every file in the store's folder with the SHA-256 of its bytes. */
function folderState(dir: string): Record<string, string> {
  return Object.fromEntries(fs.readdirSync(dir).sort().map((f) => [f, createHash("sha256").update(fs.readFileSync(path.join(dir, f))).digest("hex")]));
}

describe("a damaged store", () => {
  it("a files page overwritten: doctor fails `integrity` and writes nothing, index refuses (exit 6), --rebuild keeps the damaged file and equals a fresh index", async () => {
    const root = writeTree(moduleTree(40));
    await indexOnce(root);
    const file = path.join(root, ".strata", "strata.db");
    const page = overwriteTablePage(file, "files");
    expect(integrity(file)).toBe(`*** in database main ***\nTree 2 page ${page}: btreeInitPage() returns error code 11`);
    const damaged = fs.readFileSync(file);

    const before = folderState(path.dirname(file));
    const doctor = await strataInProcess(["doctor", root, "--json"]);
    expect(doctor.status).toBe(6);
    const health = JSON.parse(doctor.stdout) as { healthy: boolean; checks: { name: string; status: string; detail: string }[] };
    expect(health.healthy).toBe(false);
    expect(health.checks.map((c) => [c.name, c.status])).toEqual([
      ["open", "ok"],
      ["schema", "ok"],
      ["integrity", "failed"],
      ["fts:search_code", "ok"],
      ["fts:search_summary", "ok"],
      ["fts:search_files", "ok"],
      ["files", "failed"],
    ]);
    expect(health.checks.filter((c) => c.status === "failed").map((c) => c.detail)).toEqual([
      `Tree 2 page ${page}: btreeInitPage() returns error code 11`,
      "database disk image is malformed",
    ]);
    const text = await strataInProcess(["doctor", root]);
    expect(text.status).toBe(6);
    expect(text.stdout.split("\n").filter((l) => l.includes("failed")).map((l) => l.trim().split(/\s+/).slice(0, 2))).toEqual([
      ["integrity", "failed"],
      ["files", "failed"],
    ]);
    expect(folderState(path.dirname(file))).toEqual(before);

    const refused = await strataInProcess(["index", root, "--quiet"]);
    expect(refused.status).toBe(6);
    expect(refused.stderr).toBe(
      `strata: the store is damaged (PRAGMA quick_check: Tree 2 page ${page}: btreeInitPage() returns error code 11): run \`strata doctor\` to see which check fails, ` +
        `then \`strata index --rebuild\` to keep the damaged file beside it as strata.db.corrupt-<time> and index from scratch (store: ${file})\n`,
    );
    expect(fs.readFileSync(file).equals(damaged)).toBe(true);

    const rebuilt = await strataInProcess(["index", root, "--quiet", "--rebuild", "--json"]);
    expect(rebuilt.stderr).toMatch(/^strata: the old store is kept as .+strata\.db\.corrupt-\d{8}T\d{6}Z; indexing from scratch\n$/);
    expect(rebuilt.status).toBe(0);
    const movedAside = (JSON.parse(rebuilt.stdout) as { movedAside: string }).movedAside;
    expect(path.dirname(movedAside)).toBe(path.dirname(file));
    expect(fs.readFileSync(movedAside).equals(damaged)).toBe(true);
    expect(integrity(file)).toBe("ok");
    expect((await strataInProcess(["doctor", root])).status).toBe(0);
    await expectSameAsFresh(root, await picture(root));
  }, 120_000);

  it("the store library turns SQLITE_CORRUPT into StoreCorruptError naming the file and the way out", async () => {
    const root = writeTree(moduleTree(40));
    await indexOnce(root);
    const file = path.join(root, ".strata", "strata.db");
    overwriteTablePage(file, "search_docs");
    expect(integrity(file)).not.toBe("ok");
    const store = openStore(file, { readOnly: true });
    try {
      const error = await store.searchByName("f1", 10).then(
        () => store.getSearchDocs(Array.from({ length: 40 }, (_, i) => `src/m${i}.ts`)),
      ).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(StoreCorruptError);
      expect((error as StoreCorruptError).location).toBe(file);
      expect((error as StoreCorruptError).detail).toBe("database disk image is malformed");
    } finally {
      await store.close();
    }
  }, 60_000);

  it("a header overwritten (not a database): doctor fails `open`, index refuses, --rebuild recovers", async () => {
    const root = writeTree(moduleTree(3));
    await indexOnce(root);
    const file = path.join(root, ".strata", "strata.db");
    const db = new Database(file);
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    const fd = fs.openSync(file, "r+");
    fs.writeSync(fd, Buffer.alloc(PAGE, 0xa5), 0, PAGE, 0);
    fs.closeSync(fd);
    const doctor = await strataInProcess(["doctor", root, "--json"]);
    expect(doctor.status).toBe(6);
    expect((JSON.parse(doctor.stdout) as { checks: { name: string; status: string; detail: string }[] }).checks.map((c) => [c.name, c.status, c.detail])).toEqual([
      ["open", "failed", "file is not a database"],
      ["schema", "skipped", "the file cannot be opened"],
      ["integrity", "skipped", "the file cannot be opened"],
      ["fts:search_code", "skipped", "the file cannot be opened"],
      ["fts:search_summary", "skipped", "the file cannot be opened"],
      ["fts:search_files", "skipped", "the file cannot be opened"],
      ["files", "skipped", "the file cannot be opened"],
    ]);
    const refused = await strataInProcess(["index", root, "--quiet"]);
    expect([refused.status, refused.stderr.split(":").slice(0, 2).join(":")]).toEqual([6, "strata: the store is damaged (file is not a database)"]);
    expect((await strataInProcess(["index", root, "--quiet", "--rebuild"])).status).toBe(0);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.includes(".corrupt-")).length).toBe(1);
    await expectSameAsFresh(root, await picture(root));
  }, 120_000);

  it("doctor on a repository never indexed: exit 4 and says on stderr to run strata index", async () => {
    const root = writeTree({ "a.ts": "export const a = 1;\n" });
    const r = strata(["doctor", root]); // a real process: one per command
    expect(r).toEqual({ status: 4, stdout: "", stderr: `strata: no store at ${path.join(root, ".strata", "strata.db")}: run \`strata index\` first\n` });
    expect(fs.existsSync(path.join(root, ".strata"))).toBe(false);
  });
});

describe("moveStoreAside", () => {
  it("refuses while another run holds the writer lock (the store stays in place), then moves main, -wal and -shm together", async () => {
    const root = writeTree(moduleTree(2));
    const file = path.join(root, ".strata", "strata.db");
    const store = openStore(file);
    const lock = await store.lockWriter();
    try {
      expect(() => moveStoreAside(file, new Date("2026-12-01T22:10:24.123Z"))).toThrow(StoreBusyError);
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      await lock.release();
    }
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual([".gitignore", "strata.db", "strata.db-shm", "strata.db-wal", "strata.db.lock"]);
    const moved = moveStoreAside(file, new Date("2026-12-01T22:10:24.123Z"));
    await store.close();
    expect(moved).toEqual({
      movedTo: `${file}.corrupt-20261201T221024Z`,
      files: ["", "-wal", "-shm"].map((s) => `${file}.corrupt-20261201T221024Z${s}`),
    });
    expect(moveStoreAside(file)).toBeUndefined();
  });
});
