/**
 * `npm run bench:faults`: the fault-injection harness. Re-runs attacks on the built CLI over a small generated
 * TypeScript repository and prints a table of attacks held or broken:
 * - SIGKILL in every stage (extraction, graph, hierarchy, search, categories, the run's finish) of a clean first
 *   index and of a re-index that changed every file, Ctrl-C in a re-index, the -wal deleted after a kill, the
 *   writer lock's holder killed, two runs at once, an incremental index against a fresh one: each holds when the
 *   store left after a completed rerun equals a fresh index of the same tree (every table, the FTS5 totals and
 *   the search rankings);
 * - bytes overwritten inside the store, a read-only store, 750-deep nesting of six kinds, a 20,000-term
 *   expression, a newline in a file name, links to /etc/shadow, ../.. and .git/config, planted fake secrets
 *   (the store's bytes and the search, context and contract outputs scanned);
 * - the attacks on the web and MCP servers, the shared Redis cache and a full disk run as tests: the harness runs
 *   those test files with vitest and reports each attack from its test's result in this run (skip them with
 *   FAULTS_TESTS=0).
 * Every kill waits on an observable event (a row or a stage mark in the store), never on a timer.
 * Environment: FAULTS_FILES (modules in the tree, default 60), FAULTS_ONLY (run only attacks whose name holds
 * this text).
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
import { PLANTED, secretFixtureFiles } from "../tests/security/secretFixture.js";

const BIN = path.resolve(import.meta.dirname, "../../bin/strata.js");
const QUERIES = ["add numbers", "parse the input", "total", "render html", "scale value", "sum of list"];
const FILES = Number(process.env.FAULTS_FILES ?? 60);
/** Runs only the attacks whose name holds this text (all when unset). */
const ONLY = process.env.FAULTS_ONLY;
const ENV = { ...process.env, STRATA_STORE: "", STRATA_LLM: "", STRATA_EMBEDDING: "" };
/** Text planted outside the repository (and in .git/config): it must never reach an output or the store. */
const MARKER = "faults-marker-7f3a";

interface Row {
  attack: string;
  held: boolean;
  detail: string;
}

function cli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: ENV });
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

async function attack(name: string, run: (root: string) => Promise<{ held: boolean; detail: string }>): Promise<Row | undefined> {
  if (ONLY && !name.includes(ONLY)) return undefined;
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

/** Sequence numbers a run advances as it goes: the file-change log during extraction, one mark per finished stage. */
const KILL_POINTS = [
  { stage: "extraction", after: undefined },
  { stage: "graph", after: "synthesis" },
  { stage: "hierarchy", after: "graph" },
  { stage: "search", after: "hierarchy" },
  { stage: "categories", after: "search" },
  { stage: "finish", after: "categories" },
] as const;

type KillPoint = (typeof KILL_POINTS)[number];

/** The observable progress a kill point waits on: the last file change logged, or the previous stage's mark. */
function progress(db: string, point: KillPoint): number {
  return point.after === undefined ? count(db, "SELECT coalesce(max(seq), 0) FROM file_changes") : count(db, `SELECT coalesce(max(seq), 0) FROM stage_marks WHERE stage = '${point.after}'`);
}

/**
 * Starts `strata index`, waits until the run has reached `point` (its first file of this run committed, or the
 * stage before `point` marked done), then sends `signal`. Returns whether the signal landed before the run ended.
 */
async function interruptAt(root: string, point: KillPoint, signal: NodeJS.Signals): Promise<boolean> {
  const db = path.join(root, ".strata", "strata.db");
  const before = progress(db, point);
  const child = spawn(process.execPath, [BIN, "index", root, "--quiet"], { stdio: "ignore", env: ENV });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  while (progress(db, point) <= before && child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
  const landed = child.exitCode === null && child.kill(signal);
  await exited;
  // Ctrl-C stops between files and exits 130; SIGKILL ends the process at once.
  return landed && (child.signalCode === signal || (signal === "SIGINT" && child.exitCode === 130));
}

/** Bytes of the store and its -wal, as latin1 text (for scans of planted values). */
function storeBytes(root: string): string {
  const dir = path.join(root, ".strata");
  return fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f)).toString("latin1")).join("\n");
}

const DEEP: Record<string, string> = {
  "deep/arrays.ts": `export const x =\n${"[\n".repeat(750)}${"]\n".repeat(750)}`,
  "deep/objects.ts": `export const o =\n${"{ a:\n".repeat(750)}1\n${"}\n".repeat(750)}`,
  "deep/functions.ts": `export const f =\n${"() =>\n".repeat(750)}1;\n`,
  "deep/classes.ts": `export const c =\n${"class {\nstatic x =\n".repeat(750)}1\n${"}\n".repeat(750)}`,
  "deep/namespaces.ts": `${"namespace N {\n".repeat(750)}export const v = 1;\n${"}\n".repeat(750)}`,
  "deep/generics.ts": `export type T =\n${"Array<\n".repeat(750)}string\n${">\n".repeat(750)}`,
};

/** `export const b =` then `terms` lines of `a +`. */
const longSum = (terms: number): string => `export const a = 1;\nexport const b =\n${"  a +\n".repeat(terms - 1)}  a;\n`;

/** Attacks on servers and the shared cache run as tests; each row names the test whose result it reports. */
const TEST_ROWS: { attack: string; file: string; test: string }[] = [
  { attack: "web: --host 127.1 then a foreign Host header", file: "tests/workspace/abuse.test.ts", test: "--host 127.1 binds loopback and so refuses a foreign Host header" },
  { attack: "web: --host 2130706433 then a foreign Host header", file: "tests/workspace/abuse.test.ts", test: "--host 2130706433 (127.0.0.1 as one number) binds loopback" },
  { attack: "web: 200 MB POST body", file: "tests/workspace/abuse.test.ts", test: "answers 413 to a 200 MB body from its Content-Length, before the body is sent" },
  { attack: "web: /api/select as text/plain from a foreign origin", file: "tests/workspace/abuse.test.ts", test: "refuses POST /api/select with" },
  { attack: "web: clients that never read a large answer", file: "tests/workspace/slowReader.test.ts", test: "a client that never reads holds one slot" },
  { attack: "web: traversal variants on /api/file", file: "tests/workspace/api.test.ts", test: "GET /api/file?path=" },
  { attack: "web: traversal in POST bodies and region routes", file: "tests/workspace/api.test.ts", test: "refuses the same paths in POST bodies and region routes" },
  { attack: "web: traversal on page routes, foreign Host headers", file: "tests/workspace/api.test.ts", test: "never serves a file outside through the page routes" },
  { attack: "web: 4,000 requests in a row", file: "tests/workspace/abuse.test.ts", test: "answers 4,000 requests" },
  { attack: "web: 1,000 connections that never finish their request", file: "tests/workspace/abuse.test.ts", test: "1,000 connections" },
  { attack: "web: serves .env, id_rsa, server.pem", file: "tests/security/secrets.test.ts", test: "serves no planted value on the web" },
  { attack: "MCP: a line that is not JSON", file: "tests/mcp/protocol.test.ts", test: "answers a line that is not JSON with -32700" },
  { attack: "MCP: params not an object / an array", file: "tests/mcp/protocol.test.ts", test: "answers params that are not an object" },
  { attack: "MCP: a JSON value that is no JSON-RPC message", file: "tests/mcp/protocol.test.ts", test: "answers a JSON value that is no JSON-RPC message" },
  { attack: "MCP: a 5 MB query line, then another call", file: "tests/mcp/protocol.test.ts", test: "drops a line over the size limit" },
  { attack: "MCP: arguments over the schema bounds", file: "tests/mcp/protocol.test.ts", test: "refuses a query over the schema's length" },
  { attack: "MCP: file_contract through links (/etc/shadow, ../.., .git/config)", file: "tests/mcp/protocol.test.ts", test: "refuses file_contract through links" },
  { attack: "MCP: 100 calls at once for an 8 MB answer each", file: "tests/mcp/flood.test.ts", test: "answers every call within the bound" },
  { attack: "MCP: stdout backpressure (one answer in flight)", file: "tests/mcp/protocol.test.ts", test: "hands stdout one answer at a time" },
  { attack: "MCP: context and file_contract on planted secrets, .env", file: "tests/security/secrets.test.ts", test: "answers no planted value over MCP" },
  { attack: "secrets: model prompts and embedding requests", file: "tests/security/secrets.test.ts", test: "sends no planted value to the model" },
  { attack: "secrets: every CLI output", file: "tests/security/secrets.test.ts", test: "prints no planted value in any CLI output" },
  { attack: "secrets: the shared Redis cache", file: "tests/security/secrets.test.ts", test: "writes no planted value to the shared Redis cache" },
  { attack: "Redis server lost mid-run", file: "tests/cache/redisLost.test.ts", test: "keeps every answer, runs every stage" },
  { attack: "two repositories without remotes, same folder name, one Redis", file: "tests/cache/namespace.test.ts", test: "two repositories named `app`" },
  { attack: "path traversal variants and links at the resolver (CLI, MCP and web share it)", file: "tests/security/paths.test.ts", test: "refuses" },
  { attack: "status after a stage crashed in an earlier run", file: "tests/integrity/interrupted.test.ts", test: "rebuilds the files of a stage that crashed in an earlier run" },
  { attack: "store header overwritten (not a database)", file: "tests/integrity/corruption.test.ts", test: "a header overwritten" },
  { attack: "full disk while writing the store", file: "tests/store/sqlite.test.ts", test: "a full database becomes a StoreError" },
];

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; title: string; status: string }[] }[];
}

/** Runs the test files behind {@link TEST_ROWS} once and turns each row into held (every matching test passed) or not. */
function testRows(): Row[] {
  const files = [...new Set(TEST_ROWS.map((r) => r.file))];
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-faults-vitest-")), "report.json");
  const repo = path.resolve(import.meta.dirname, "../..");
  spawnSync(process.execPath, [path.join(repo, "node_modules/vitest/vitest.mjs"), "run", ...files, "--reporter=json", `--outputFile=${out}`], { cwd: repo, stdio: "ignore" });
  const report = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, "utf8")) as VitestReport) : { testResults: [] };
  return TEST_ROWS.map((row) => {
    const results = report.testResults.filter((f) => f.name.endsWith(row.file)).flatMap((f) => f.assertionResults).filter((a) => a.fullName.includes(row.test));
    const passed = results.filter((a) => a.status === "passed").length;
    const held = results.length > 0 && passed === results.length;
    const note = results.length === 0 ? "no such test ran" : `${passed} of ${results.length} passed`;
    return { attack: row.attack, held, detail: `${row.file} "${row.test}…": ${note} in this run` };
  });
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  process.stdout.write("| attack | result | detail |\n|---|---|---|\n");
  const push = (r: Row | undefined): void => {
    if (!r) return;
    rows.push(r);
    process.stdout.write(`| ${r.attack} | ${r.held ? "held" : "BROKEN"} | ${r.detail.replaceAll("|", "\\|").replaceAll("\n", " ")} |\n`);
  };
  const killed = async (root: string, point: KillPoint, signal: NodeJS.Signals): Promise<{ held: boolean; detail: string }> => {
    const landed = await interruptAt(root, point, signal);
    const rerun = cli(["index", root, "--quiet"]);
    const same = await sameAsFresh(root);
    return { held: landed && rerun.status === 0 && same.held, detail: `${landed ? `${signal} landed in ${point.stage}` : `the run ended before ${point.stage} could be interrupted`}; rerun exit ${rerun.status}; ${same.detail}` };
  };
  for (const point of KILL_POINTS) push(await attack(`SIGKILL in ${point.stage} of a clean first index, then a rerun`, (root) => killed(root, point, "SIGKILL")));
  for (const point of KILL_POINTS) {
    push(
      await attack(`SIGKILL in ${point.stage} of a re-index (${FILES} files changed, one renamed), then a rerun`, async (root) => {
        cli(["index", root, "--quiet"]);
        editTree(root, FILES);
        return killed(root, point, "SIGKILL");
      }),
    );
  }
  push(
    await attack("SIGINT (Ctrl-C) in extraction of a re-index, then a rerun", async (root) => {
      cli(["index", root, "--quiet"]);
      editTree(root, FILES);
      return killed(root, KILL_POINTS[0], "SIGINT");
    }),
  );
  push(
    await attack("SIGKILL in a re-index, then the -wal and -shm files deleted, then a rerun", async (root) => {
      cli(["index", root, "--quiet"]);
      editTree(root, FILES);
      const landed = await interruptAt(root, KILL_POINTS[0], "SIGKILL");
      const db = path.join(root, ".strata", "strata.db");
      const deleted = ["-wal", "-shm"].filter((s) => fs.existsSync(db + s));
      for (const s of deleted) fs.rmSync(db + s);
      const rerun = cli(["index", root, "--quiet"]);
      const ok = count(db, "SELECT integrity_check = 'ok' FROM pragma_integrity_check") === 1;
      const same = await sameAsFresh(root);
      return { held: landed && rerun.status === 0 && ok && same.held, detail: `deleted ${deleted.join(", ") || "nothing"}; rerun exit ${rerun.status}; integrity ${ok ? "ok" : "FAILED"}; ${same.detail}` };
    }),
  );
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
      const first = spawn(process.execPath, [BIN, "index", root, "--quiet"], { stdio: "ignore", env: ENV });
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
    await attack("the writer lock's holder killed with SIGKILL, then a new run", async (root) => {
      const db = path.join(root, ".strata", "strata.db");
      const first = spawn(process.execPath, [BIN, "index", root, "--quiet"], { stdio: "ignore", env: ENV });
      const exited = new Promise((resolve) => first.on("exit", resolve));
      while (count(db, "SELECT count(*) FROM writer_lock") === 0 && first.exitCode === null) await new Promise((r) => setTimeout(r, 2));
      first.kill("SIGKILL");
      await exited;
      const second = cli(["index", root, "--quiet"]);
      const same = await sameAsFresh(root);
      return { held: second.status === 0 && same.held, detail: `new run exit ${second.status}; ${same.detail}` };
    }),
  );
  push(
    await attack("4 KB overwritten inside the store: index, doctor, index --rebuild", async (root) => {
      cli(["index", root, "--quiet"]);
      const db = path.join(root, ".strata", "strata.db");
      const fd = fs.openSync(db, "r+");
      const size = fs.fstatSync(fd).size;
      fs.writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, Math.floor(size / 2 / 4096) * 4096);
      fs.closeSync(fd);
      const index = cli(["index", root, "--quiet"]);
      const doctor = cli(["doctor", root]);
      const rebuild = cli(["index", root, "--rebuild", "--quiet"]);
      const same = await sameAsFresh(root);
      const held = index.status !== 0 && /corrupt|malformed|damaged/i.test(index.stderr) && doctor.status === 6 && rebuild.status === 0 && same.held;
      return { held, detail: `index exit ${index.status}: ${index.stderr.trim().split("\n")[0]!.slice(0, 70)}; doctor exit ${doctor.status}; --rebuild exit ${rebuild.status}; ${same.detail}` };
    }),
  );
  push(
    await attack("read-only store: search, status, graph as a user who may not write", async (root) => {
      cli(["index", root, "--quiet"]);
      const dir = path.join(root, ".strata");
      fs.chmodSync(path.dirname(root), 0o755);
      for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o444);
      fs.chmodSync(dir, 0o555);
      const bytes = storeBytes(root);
      const asNobody = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
      const run = (args: string[]) => {
        const [cmd, ...rest] = [...asNobody, process.execPath, BIN, ...args];
        return spawnSync(cmd!, rest, { encoding: "utf8", env: ENV, cwd: root });
      };
      const results = [run(["search", "add numbers", "--repo", root]), run(["status", root, "--json"]), run(["graph", root, "--format", "json"])];
      const unchanged = storeBytes(root) === bytes;
      fs.chmodSync(dir, 0o755);
      const held = results.every((r) => r.status === 0 && r.stderr === "") && results[0]!.stdout.split("\n").length > 2 && unchanged;
      return { held, detail: `exits ${results.map((r) => r.status).join(", ")}${results.some((r) => r.stderr) ? `: ${results.find((r) => r.stderr)!.stderr.trim().slice(0, 60)}` : ""}; store ${unchanged ? "unchanged" : "CHANGED"}` };
    }),
  );
  push(
    await attack("750-deep nesting (arrays, objects, functions, classes, namespaces, generic types)", async (root) => {
      for (const [rel, text] of Object.entries(DEEP)) write(root, rel, text);
      const r = cli(["index", root, "--json"]);
      const report = JSON.parse(r.stdout || "{}") as { failed?: { path: string }[]; partial?: { path: string }[]; stages?: { graph?: { failed?: { path: string }[]; nodes?: number } } };
      const graph = report.stages?.graph;
      const marked = new Set([...(graph?.failed ?? []), ...(report.failed ?? []), ...(report.partial ?? [])].map((f) => f.path));
      const held = r.status === 0 && (graph?.nodes ?? 0) > FILES;
      return { held, detail: `exit ${r.status}; graph of ${graph?.nodes ?? 0} nodes; marked failed or partial: ${Object.keys(DEEP).filter((f) => marked.has(f)).map((f) => path.basename(f, ".ts")).join(", ") || "none"}` };
    }),
  );
  push(
    await attack("a 20,000-term and a 50,000-term a + a + … expression", async (root) => {
      write(root, "src/sum20k.ts", longSum(20_000));
      write(root, "src/sum50k.ts", longSum(50_000));
      const r = cli(["index", root, "--json"]);
      const report = JSON.parse(r.stdout || "{}") as { partial?: { path: string; message: string }[]; stages?: { graph?: { nodes?: number } } };
      const partial = (report.partial ?? []).filter((p) => /sum\d+k/.test(p.path));
      const held = r.status === 0 && partial.length === 2 && (report.stages?.graph?.nodes ?? 0) > FILES;
      return { held, detail: `exit ${r.status}; marked partial: ${partial.map((p) => path.basename(p.path)).join(", ") || "none"} (${partial[0]?.message.slice(0, 70) ?? ""})` };
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
    await attack("links to /etc/shadow, ../.. and .git/config: index and strata contract", async (root) => {
      const outside = path.join(path.dirname(root), "other", "private.py");
      write(path.dirname(root), "other/private.py", `PRIVATE = "${MARKER}-other"\n`);
      write(root, ".git/config", `[core]\n\tsecret = ${MARKER}-git\n`);
      fs.symlinkSync("/etc/shadow", path.join(root, "src/shadow.py"));
      fs.symlinkSync("../..", path.join(root, "src/up"));
      fs.symlinkSync("../.git/config", path.join(root, "src/gitconfig.py"));
      const index = cli(["index", root, "--quiet"]);
      const asked = ["src/shadow.py", "src/up/other/private.py", ".git/config", "src/gitconfig.py"].map((f) => cli(["contract", path.join(root, f), "--repo", root]));
      const shadow = fs.existsSync("/etc/shadow") ? fs.readFileSync("/etc/shadow", "utf8").split("\n").filter((l) => l.includes(":")).slice(0, 3) : [];
      const leaked = [...asked.map((a) => a.stdout + a.stderr), storeBytes(root)].some((t) => t.includes(MARKER) || shadow.some((l) => t.includes(l)));
      const held = index.status === 0 && asked.every((a) => a.status !== 0) && !leaked && fs.existsSync(outside);
      return { held, detail: `index exit ${index.status}; contract exits ${asked.map((a) => a.status).join(", ")}; ${leaked ? "LEAKED into output or store" : "no linked text in any output or the store"}` };
    }),
  );
  push(
    await attack("25 planted fake secrets: the store file scanned", async (root) => {
      for (const [rel, text] of Object.entries(secretFixtureFiles())) write(root, rel, text);
      const index = cli(["index", root, "--quiet"]);
      const outputs = [cli(["search", "token api key webhook", "--repo", root, "-k", "30"]), cli(["context", "publish token signing key database", "--repo", root, "--budget", "20000"]), cli(["contract", path.join(root, "src/config.ts")])];
      const text = [storeBytes(root), ...outputs.map((o) => o.stdout + o.stderr)].join("\n");
      const leaked = Object.entries(PLANTED).filter(([, value]) => text.includes(value)).map(([name]) => name);
      return { held: index.status === 0 && leaked.length === 0, detail: `${Object.keys(PLANTED).length} values; found in the store or search/context/contract output: ${leaked.join(", ") || "none"}` };
    }),
  );
  if (process.env.FAULTS_TESTS !== "0" && !ONLY) for (const row of testRows()) push(row);
  const held = rows.filter((r) => r.held).length;
  process.stdout.write(`\n${held} of ${rows.length} attacks held (${FILES} files).\n`);
}

await main();
