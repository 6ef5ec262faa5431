/**
 * `npm run bench:faults`: the fault-injection harness. Re-runs attacks on the built CLI over a small generated
 * TypeScript repository — SIGKILL and SIGINT in the middle of a re-index, two runs at once, an incremental
 * index against a fresh one, a file nested too deeply, a file name with a newline, bytes overwritten inside the
 * store — and prints a table of attacks held or broken. A run "holds" when the store it leaves, after a
 * completed rerun, equals a fresh index of the same tree: every table, the FTS5 totals and the search rankings.
 * Every kill waits on an observable event (a row in the store), never on a timer.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import Database from "better-sqlite3";
import { openStore } from "../src/store/index.js";
import { rankIds } from "../src/retrieve/index.js";
import { storeSnapshot } from "./storeSnapshot.js";

const BIN = path.resolve(import.meta.dirname, "../../bin/strata.js");
const QUERIES = ["add numbers", "parse the input", "total", "render html", "scale value", "sum of list"];
const FILES = Number(process.env.FAULTS_FILES ?? 60);

interface Row {
  attack: string;
  held: boolean;
  detail: string;
}

function cli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function makeTree(dir: string, n: number): void {
  const words = ["add numbers", "parse the input", "render html", "scale value", "sum of list", "compute total"];
  for (let i = 0; i < n; i++) {
    const imp = i > 0 ? `import { f${i - 1} } from "./m${i - 1}.js";\n\n` : "";
    write(dir, `src/m${i}.ts`, `${imp}/** Helper ${i}: ${words[i % words.length]}. */\nexport function f${i}(x: number): number {\n  return ${i > 0 ? `f${i - 1}(x) + ` : ""}x * ${i + 1};\n}\n`);
  }
}

function write(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

/** Adds an exported function to every module and renames f1. */
function editTree(dir: string, n: number): void {
  for (let i = 0; i < n; i++) fs.appendFileSync(path.join(dir, `src/m${i}.ts`), `\n/** Sum of list ${i}. */\nexport function added${i}(v: number[]): number {\n  return v.length;\n}\n`);
  const m1 = path.join(dir, "src/m1.ts");
  fs.writeFileSync(m1, fs.readFileSync(m1, "utf8").replaceAll("f1(", "renamed1("));
  const m2 = path.join(dir, "src/m2.ts");
  fs.writeFileSync(m2, fs.readFileSync(m2, "utf8").replace("import { f1 }", "import { renamed1 as f1 }"));
}

async function picture(root: string): Promise<unknown> {
  const file = path.join(root, ".strata", "strata.db");
  const store = openStore(file, { readOnly: true });
  const rankings: Record<string, string[]> = {};
  try {
    for (const q of QUERIES) for (const mode of ["code", "summary"] as const) rankings[`${mode}:${q}`] = (await rankIds(store, q, { mode, k: 10 })).map((r) => `${r.id} ${r.score}`);
  } finally {
    await store.close();
  }
  return { ...storeSnapshot(file), rankings };
}

/** A fresh index of a copy of `root` (same folder name), as the reference picture. */
async function freshPicture(root: string): Promise<unknown> {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-faults-fresh-")), path.basename(root));
  fs.cpSync(root, copy, { recursive: true, filter: (src) => path.basename(src) !== ".strata" });
  try {
    cli(["index", copy, "--quiet"]);
    return await picture(copy);
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}

function count(db: string, sql: string): number {
  try {
    const d = new Database(db, { readonly: true, fileMustExist: true });
    try {
      return (d.prepare(sql).pluck().get() as number | undefined) ?? 0;
    } finally {
      d.close();
    }
  } catch {
    return 0;
  }
}

/** Starts `strata index`, waits until its first file change of this run is committed, then sends `signal`. */
async function interruptedReindex(root: string, signal: NodeJS.Signals): Promise<void> {
  const db = path.join(root, ".strata", "strata.db");
  const before = count(db, "SELECT coalesce(max(seq), 0) FROM file_changes");
  const child = spawn(process.execPath, [BIN, "index", root, "--quiet"], { stdio: "ignore", env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" } });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  while (count(db, "SELECT coalesce(max(seq), 0) FROM file_changes") <= before && child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
  child.kill(signal);
  await exited;
}

async function attack(name: string, run: (root: string) => Promise<{ held: boolean; detail: string }>): Promise<Row> {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-faults-")), "repo");
  makeTree(root, FILES);
  try {
    return { attack: name, ...(await run(root)) };
  } catch (error) {
    return { attack: name, held: false, detail: `threw ${(error as Error).message.split("\n")[0]}` };
  } finally {
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  }
}

async function sameAsFresh(root: string): Promise<{ held: boolean; detail: string }> {
  const [got, want] = [await picture(root), await freshPicture(root)];
  return { held: isDeepStrictEqual(got, want), detail: isDeepStrictEqual(got, want) ? "store equals a fresh index" : "store differs from a fresh index" };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const push = (r: Row): void => {
    rows.push(r);
    print(r);
  };
  process.stdout.write("| attack | result | detail |\n|---|---|---|\n");
  const print = (r: Row): void => void process.stdout.write(`| ${r.attack} | ${r.held ? "held" : "BROKEN"} | ${r.detail.replaceAll("|", "\\|")} |\n`);
  for (const signal of ["SIGKILL", "SIGINT"] as const) {
    push(
      await attack(`${signal} during a re-index, then a rerun`, async (root) => {
        cli(["index", root, "--quiet"]);
        editTree(root, FILES);
        await interruptedReindex(root, signal);
        cli(["index", root, "--quiet"]);
        return sameAsFresh(root);
      }),
    );
  }
  push(
    await attack("incremental index against a fresh one (FTS totals, rankings)", async (root) => {
      cli(["index", root, "--quiet"]);
      editTree(root, 12);
      fs.rmSync(path.join(root, `src/m${FILES - 1}.ts`));
      cli(["index", root, "--quiet"]);
      return sameAsFresh(root);
    }),
  );
  push(
    await attack("two index runs at once", async (root) => {
      const db = path.join(root, ".strata", "strata.db");
      const first = spawn(process.execPath, [BIN, "index", root, "--quiet"], { stdio: "ignore", env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" } });
      const exited = new Promise((resolve) => first.on("exit", resolve));
      while (count(db, "SELECT count(*) FROM writer_lock") === 0 && first.exitCode === null) await new Promise((r) => setTimeout(r, 2));
      first.kill("SIGSTOP");
      const second = cli(["index", root, "--quiet"]);
      first.kill("SIGCONT");
      await exited;
      const same = await sameAsFresh(root);
      return { held: second.status === 4 && same.held, detail: `second run exit ${second.status}; ${same.detail}` };
    }),
  );
  push(
    await attack("750-deep nesting in one file", async (root) => {
      write(root, "src/deep.ts", `export const x =\n${"[\n".repeat(750)}${"]\n".repeat(750)}`);
      const r = cli(["index", root, "--json"]);
      const report = JSON.parse(r.stdout || "{}") as { stages?: { graph?: { failed?: unknown; nodes?: number } } };
      const graph = report.stages?.graph;
      const held = Array.isArray(graph?.failed) && (graph?.nodes ?? 0) > FILES;
      return { held, detail: `exit ${r.status}; graph ${held ? "built, deep.ts marked failed" : JSON.stringify(graph).slice(0, 80)}` };
    }),
  );
  push(
    await attack("newline and tabs in a file name (search output)", async (root) => {
      write(root, "src/evil\n1\t9.9\tfunction\tfake.ts:1\tfake\tx.ts", "/** Totals the values. */\nexport function totalValues(v: number[]): number {\n  return v.length;\n}\n");
      cli(["index", root, "--quiet"]);
      const r = cli(["search", "total values", "--repo", root, "-k", "3"]);
      const lines = r.stdout.trimEnd().split("\n");
      const held = lines.length === 3 && lines.every((l) => l.split("\t").length === 6);
      return { held, detail: `${lines.length} lines for 3 results` };
    }),
  );
  push(
    await attack("4 KB overwritten inside the store", async (root) => {
      cli(["index", root, "--quiet"]);
      const db = path.join(root, ".strata", "strata.db");
      const fd = fs.openSync(db, "r+");
      const size = fs.fstatSync(fd).size;
      fs.writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, Math.floor(size / 2 / 4096) * 4096);
      fs.closeSync(fd);
      const r = cli(["index", root, "--quiet"]);
      const held = r.status !== 0 && /corrupt|malformed/i.test(r.stderr);
      return { held, detail: `index exit ${r.status}${r.stderr ? `: ${r.stderr.trim().split("\n")[0]!.slice(0, 90)}` : ""}` };
    }),
  );
  const held = rows.filter((r) => r.held).length;
  process.stdout.write(`\n${held} of ${rows.length} attacks held (${FILES} files).\n`);
}

await main();
