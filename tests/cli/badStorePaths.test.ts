/**
 * Paths given to `--store` and `-o` that cannot be what they are asked to be get one clear line and a usage or store
 * exit, and nothing of the user's is touched: `--store src/ok.ts` (a source file) had been read as a damaged store
 * whose advice, `strata index --rebuild`, moved the file aside; `--store /tmp` (a folder) said "disk I/O error";
 * `graph -o /nonexistent/dir/x.svg` printed "unexpected error" with a stack trace.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRATA_BIN, strataInProcess, writeTree } from "../helpers/cli.js";

const SOURCE = "export const a = 1;\n";
const root = writeTree({ "src/ok.ts": SOURCE, "src/b.ts": "export function b(): number {\n  return 2;\n}\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  await strataInProcess(["index", root, "-q"]);
});

describe("a --store path that is no store", () => {
  it("is refused, with --rebuild too, and the file is left as it was", async () => {
    const message = `strata: it is no strata store (the file holds no SQLite database), and strata never writes over it: give --store a new file's path or an existing store's (store: ${path.join(root, "src", "ok.ts")})\n`;
    for (const extra of [[], ["--rebuild"]]) {
      const run = await strataInProcess(["index", root, "--store", "src/ok.ts", "-q", ...extra]);
      expect([run.status, run.stderr.split("\n").filter((l) => !l.includes("no LLM configured")).join("\n")]).toEqual([4, message]);
    }
    const read = await strataInProcess(["search", "b", "--repo", root, "--store", "src/ok.ts"]);
    expect([read.status, read.stderr]).toEqual([4, message]);
    expect([fs.readFileSync(path.join(root, "src", "ok.ts"), "utf8"), fs.readdirSync(path.join(root, "src")).sort()]).toEqual([SOURCE, ["b.ts", "ok.ts"]]);
  });

  it("says a folder is a folder", async () => {
    const run = await strataInProcess(["status", root, "--store", "src"]);
    expect([run.status, run.stderr]).toEqual([4, `strata: it is a folder: --store names the store's own file (such as ${path.join(root, "src", "strata.db")}) (store: ${path.join(root, "src")})\n`]);
  });

  // Node's recursive mkdir retried for ever under /proc, at full CPU. In a child process: a spin in this one would
  // block the test runner's own timeout; the child's timeout only ends a run that never would.
  it("whose folder can never be made fails at once", () => {
    const run = spawnSync(process.execPath, [STRATA_BIN, "index", root, "--store", "/proc/strata-nope/x.db", "-q"], { encoding: "utf8", timeout: 120_000, env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" } });
    expect([run.status, run.stderr.split("\n").filter((l) => !l.includes("no LLM configured")).join("\n")]).toEqual([
      4,
      "strata: cannot open the SQLite store: ENOENT: no such file or directory, mkdir '/proc/strata-nope' (store: /proc/strata-nope/x.db)\n",
    ]);
  });

  it("leaves a damaged store in .strata a damaged store", async () => {
    const other = writeTree({ "a.py": "def f():\n    return 1\n" });
    try {
      fs.mkdirSync(path.join(other, ".strata"));
      fs.writeFileSync(path.join(other, ".strata", "strata.db"), "garbage garbage garbage");
      const run = await strataInProcess(["status", other]);
      expect([run.status, run.stderr]).toEqual([
        6,
        `strata: the store is damaged (file is not a database): run \`strata doctor\` to see which check fails, then \`strata index --rebuild\` to keep the damaged file beside it as strata.db.corrupt-<time> and index from scratch (store: ${path.join(other, ".strata", "strata.db")})\n`,
      ]);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("an output path that cannot be written", () => {
  it("is named with what is wrong, as a usage error", async () => {
    const target = path.join(root, "missing", "dir", "x.svg");
    const run = await strataInProcess(["graph", root, "-o", target]);
    expect([run.status, run.stderr]).toEqual([2, `strata: cannot open ${target}: no such file or folder\n`]);
    const json = await strataInProcess(["graph", root, "-o", target, "--json"]);
    expect([json.status, JSON.parse(json.stdout)]).toEqual([2, { error: `cannot open ${target}: no such file or folder`, category: "usage", exit: 2 }]);
  });
});
