/**
 * `npm run bench:doctor -- <store.db>… [--runs N]`: what the store checks cost on real stores. For each store file:
 * its size, lines indexed (from the last run's report), and the median wall time (ms) over N runs (default 5) of
 * `PRAGMA quick_check` through a read-only connection (the check `strata index` runs before every run) and of the
 * whole `strata doctor` check list (`checkStoreHealth`: in-memory image, integrity_check, FTS5 integrity-check,
 * file rows). Prints a markdown table. Reads the stores only.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { checkStoreHealth, quickCheckStore } from "../src/store/index.js";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timed(runs: number, op: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    op();
    times.push(performance.now() - t);
  }
  return median(times);
}

/** Files and lines of the store's last finished run (its report), or `?` when it has none. */
function lastRun(file: string): { files: string; lines: string } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const report = db.prepare("SELECT report FROM runs WHERE report IS NOT NULL ORDER BY id DESC LIMIT 1").pluck().get() as string | undefined;
    const files = db.prepare("SELECT count(*) FROM files").pluck().get() as number;
    const lines = report ? (JSON.parse(report) as { linesIndexed?: number }).linesIndexed : undefined;
    return { files: String(files), lines: lines === undefined ? "?" : String(lines) };
  } finally {
    db.close();
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  const stores = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--runs");
  if (!stores.length) throw new Error("usage: npm run bench:doctor -- <store.db>… [--runs N]");
  const rows = ["| store | MiB | files | lines indexed | quick_check ms | doctor ms |", "|---|---:|---:|---:|---:|---:|"];
  for (const file of stores) {
    if (!fs.existsSync(file)) throw new Error(`no store at ${file}`);
    const mib = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
    const { files, lines } = lastRun(file);
    const quick = timed(runs, () => quickCheckStore(file));
    const doctor = timed(runs, () => checkStoreHealth(file));
    rows.push(`| ${file} | ${mib} | ${files} | ${lines} | ${quick.toFixed(1)} | ${doctor.toFixed(1)} |`);
  }
  process.stdout.write(`${rows.join("\n")}\n\nmedian of ${runs} runs each\n`);
}

main();
