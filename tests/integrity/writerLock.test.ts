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

describe("the store's writer lock", () => {
  it("refuses a second writer, naming the holder, until the first releases it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-lock-"));
    roots.push(dir);
    const file = path.join(dir, "s.db");
    const a = new SqliteStore(file);
    const b = new SqliteStore(file);
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
    const second = strata(["index", root, "--quiet"]);
    expect(second.status).toBe(4);
    expect(second.stderr).toContain(`strata: another \`strata index\` (pid ${child.pid} on ${os.hostname()}, since `);
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const third = strata(["index", root, "--json"]);
    expect(third.status).toBe(0);
    expect(holder()).toBeUndefined();
    const after = await picture(root);
    await expectSameAsFresh(root, after);
  }, 120_000);
});
