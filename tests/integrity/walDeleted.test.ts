/**
 * A re-index killed with SIGKILL, then the store's `-wal` and `-shm` files deleted (what the work they held is lost
 * with): the store opens sound at its last checkpoint, and the next run completes it into exactly the store a
 * fresh index of the same tree gives.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { STRATA_BIN, strata, writeTree } from "../helpers/cli.js";
import { addFunction, expectSameAsFresh, moduleTree, picture } from "./helpers.js";

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** The last file change logged in the store at `db`, 0 before the table exists. */
function lastChange(db: string): number {
  try {
    const d = new Database(db, { readonly: true, fileMustExist: true });
    try {
      return d.prepare("SELECT coalesce(max(seq), 0) FROM file_changes").pluck().get() as number;
    } finally {
      d.close();
    }
  } catch {
    return 0;
  }
}

describe("the -wal file deleted after a killed run", () => {
  it("leaves a sound store whose next index equals a fresh one", async () => {
    const root = writeTree(moduleTree(12));
    roots.push(root);
    expect(strata(["index", root, "-q"]).status).toBe(0);
    const db = path.join(root, ".strata", "strata.db");
    for (let i = 0; i < 10; i++) addFunction(root, `src/m${i}.ts`, `added${i}`, `Sum of list ${i}.`);
    const before = lastChange(db);
    const child = spawn(process.execPath, [STRATA_BIN, "index", root, "-q"], { env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" }, stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    // The observable moment: the first changed file's row is committed (to the -wal).
    while (lastChange(db) <= before && child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    expect(["-wal", "-shm"].map((s) => fs.existsSync(db + s))).toEqual([true, true]);
    for (const s of ["-wal", "-shm"]) fs.rmSync(db + s);
    const check = new Database(db, { readonly: true, fileMustExist: true });
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();
    const rerun = strata(["index", root, "-q"]);
    expect([rerun.status, rerun.stderr]).toEqual([0, ""]);
    await expectSameAsFresh(root, await picture(root));
  }, 120_000);
});
