import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { STRATA_BIN, strata, writeTree } from "../helpers/cli.js";

// Many small files: the kill lands (5 ms after the 20th row) long before the last file whatever the machine's
// speed, and the graph, hierarchy and search stages of the completing run stay small.
const FILES = 600;
const files: Record<string, string> = {};
for (let i = 0; i < FILES; i++) {
  const body = Array.from({ length: 3 }, (_, j) => `def f${i}_${j}(a: int, b: int = ${j}) -> int:\n    """Adds ${j}."""\n    return a + b\n`).join("\n");
  files[`pkg/m${String(i).padStart(4, "0")}.py`] = `"""Module ${i}."""\nimport os\n\n${body}`;
}
const root = writeTree(files);
/** Only catches a hang: the test waits for events (rows stored, the child's exit), never for a time budget. */
const HANG_GUARD_MS = 600_000;
const dbPath = path.join(root, ".strata", "strata.db");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * Resolves once the store holds `n` file rows; rejects if the child exits first (then there is nothing to
 * interrupt). Polls the database: the row count is the observable event, no wall-clock budget.
 */
async function rowsReached(n: number, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (countRows() < n) {
    if (gone) throw new Error(`strata index exited before ${n} files were stored`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function countRows(): number {
  if (!fs.existsSync(dbPath)) return 0;
  try {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare("SELECT count(*) AS n FROM files").get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return 0; // the schema is not created yet
  }
}

describe("a process killed with SIGKILL mid-index", () => {
  it("leaves a consistent database, and the next run completes without redoing finished files", async () => {
    const child = spawn(process.execPath, [STRATA_BIN, "index", root, "--quiet"], { stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    await rowsReached(20, exited);
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");

    const db = new Database(dbPath);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const done = (db.prepare("SELECT count(*) AS n FROM files").get() as { n: number }).n;
    const summaries = (db.prepare("SELECT count(*) AS n FROM summaries").get() as { n: number }).n;
    db.close();
    expect(done).toBeGreaterThanOrEqual(20);
    expect(done).toBeLessThan(FILES);
    expect(summaries).toBe(done); // contract and summary are written in one transaction

    const r = strata(["index", root, "--json"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect([report.discovered, report.unchanged, report.indexed, report.failed.length]).toEqual([FILES, done, FILES - done, 0]);
    expect(countRows()).toBe(FILES);
  }, HANG_GUARD_MS);
});

describe("Ctrl-C (SIGINT) mid-index", () => {
  it("stops between files with exit code 130, keeping the files done", async () => {
    fs.rmSync(path.join(root, ".strata"), { recursive: true, force: true });
    // Not --quiet: the summary, which --quiet leaves out, says where the run stopped.
    const child = spawn(process.execPath, [STRATA_BIN, "index", root], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await rowsReached(20, exited);
    child.kill("SIGINT");
    expect(await exited).toBe(130);
    const kept = countRows();
    expect(kept).toBeLessThan(FILES);
    expect(stdout.split("\n")[0]).toMatch(new RegExp(`^Interrupted after ${kept} files in \\d+\\.\\d s: ${kept} extracted`));
  }, HANG_GUARD_MS);
});
