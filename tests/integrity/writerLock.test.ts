import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore, StoreBusyError } from "../../src/store/index.js";
import { STRATA_BIN, strata, writeTree } from "../helpers/cli.js";
import { expectSameAsFresh, moduleTree, picture } from "./helpers.js";

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** Two connections to one new store file in a temp folder. */
function twoStores(): { file: string; a: SqliteStore; b: SqliteStore } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-lock-"));
  roots.push(dir);
  const file = path.join(dir, "s.db");
  return { file, a: new SqliteStore(file), b: new SqliteStore(file) };
}

describe("the store's writer lock", () => {
  it("refuses a second writer, naming the holder, until the first releases it", async () => {
    const { file, a, b } = twoStores();
    try {
      const held = await a.lockWriter();
      const refused = await b.lockWriter().then(() => undefined, (e: unknown) => e);
      expect(refused).toBeInstanceOf(StoreBusyError);
      expect((refused as StoreBusyError).holder).toEqual({ pid: process.pid, host: os.hostname(), since: expect.any(Number) });
      expect((refused as Error).message).toMatch(new RegExp(`^another \`strata index\` \\(pid ${process.pid} on .+\\) is writing this store; wait until it finishes, or stop it and run again \\(store: ${file}\\)$`));
      await held.release();
      const second = await b.lockWriter();
      await second.release();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("waits for the holder when asked to: tells once who holds it, takes it the moment it is released, or refuses at the deadline", async () => {
    const { a, b } = twoStores();
    try {
      const held = await a.lockWriter();
      const told: unknown[] = [];
      let releaseNow: () => void = () => {};
      const saidWaiting = new Promise<void>((resolve) => (releaseNow = resolve));
      const waiting = b.lockWriter({
        ms: 600_000,
        onWait: (holder) => {
          told.push(holder);
          releaseNow();
        },
      });
      // The observable event: the waiter says it waits; only then is the lock released.
      await saidWaiting;
      await held.release();
      const second = await waiting;
      expect(told).toEqual([{ pid: process.pid, host: os.hostname(), since: expect.any(Number) }]);
      const refused = await a.lockWriter({ ms: 1 }).then(() => undefined, (e: unknown) => e);
      expect(refused).toBeInstanceOf(StoreBusyError);
      const stop = new AbortController();
      const stopped = a.lockWriter({ ms: 600_000, signal: stop.signal, onWait: () => stop.abort() }).then(() => undefined, (e: unknown) => e);
      expect(await stopped).toBeInstanceOf(StoreBusyError);
      await second.release();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("opens without writing while the holder is frozen mid-write, and refuses naming the holder", async () => {
    // The input of a fault: a holder stopped inside a write transaction made every other run's open fail with
    // "cannot open the SQLite store: database is locked" (each open re-set a search-table option, a write).
    const { file, a } = twoStores();
    const frozen = new Database(file);
    try {
      const held = await a.lockWriter();
      frozen.exec("BEGIN IMMEDIATE");
      frozen.exec("UPDATE files SET bytes = 0");
      const b = new SqliteStore(file);
      try {
        const refused = await b.lockWriter().then(() => undefined, (e: unknown) => e);
        expect(refused).toBeInstanceOf(StoreBusyError);
        expect((refused as StoreBusyError).holder).toEqual({ pid: process.pid, host: os.hostname(), since: expect.any(Number) });
      } finally {
        await b.close();
      }
      // A store that must be upgraded cannot be opened until the write ends; it says so, naming the holder.
      frozen.exec("ROLLBACK");
      frozen.pragma("user_version = 1");
      frozen.exec("BEGIN IMMEDIATE");
      frozen.exec("UPDATE files SET bytes = 0");
      const opened = (() => {
        try {
          return new SqliteStore(file);
        } catch (e) {
          return e;
        }
      })();
      expect(opened).toBeInstanceOf(StoreBusyError);
      expect((opened as StoreBusyError).holder).toEqual({ pid: process.pid, host: os.hostname(), since: expect.any(Number) });
      frozen.exec("ROLLBACK");
      await held.release();
    } finally {
      frozen.close();
      await a.close();
    }
  }, 30_000);

  it("holds while its holder is stopped, and is free the moment the holder is killed with SIGKILL", async () => {
    const root = writeTree(moduleTree(12));
    roots.push(root);
    const dbPath = path.join(root, ".strata", "strata.db");
    const child = spawn(process.execPath, [STRATA_BIN, "index", root, "--quiet"], { stdio: "ignore", env: { ...process.env, STRATA_STORE: "" } });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    // The observable event: the holder's row in the store.
    const holder = (): number | undefined => {
      try {
        const db = new Database(dbPath, { readonly: true, fileMustExist: true });
        try {
          return (db.prepare("SELECT pid FROM writer_lock").pluck().get() as number | undefined) ?? undefined;
        } finally {
          db.close();
        }
      } catch {
        return undefined;
      }
    };
    while (holder() !== child.pid) await new Promise((r) => setTimeout(r, 5));
    child.kill("SIGSTOP");
    const second = strata(["index", root, "--quiet", "--wait", "0"]);
    expect(second.status).toBe(4);
    expect(second.stderr).toContain(`strata: another \`strata index\` (pid ${child.pid} on ${os.hostname()}, since `);
    // Waiting (the default, 30 s): says for whom, then, once the holder is gone, indexes.
    const waiter = spawn(process.execPath, [STRATA_BIN, "index", root, "--quiet"], { env: { ...process.env, STRATA_STORE: "" } });
    let waiterErr = "";
    const waiterDone = new Promise<number | null>((resolve) => waiter.on("close", resolve));
    await new Promise<void>((resolve) =>
      waiter.stderr.on("data", (d: Buffer) => {
        waiterErr += d.toString();
        if (waiterErr.includes("\n")) resolve();
      }),
    );
    expect(waiterErr).toMatch(new RegExp(`^strata: waiting up to 30 s for the run writing this store \\(pid ${child.pid} on .+, since .+\\) to finish\n$`));
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    expect(await waiterDone).toBe(0);
    const third = strata(["index", root, "--json"]);
    expect(third.status).toBe(0);
    expect(holder()).toBeUndefined();
    const after = await picture(root);
    await expectSameAsFresh(root, after);
  }, 120_000);
});
