import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STRATA_BIN, strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "src/a.ts": "/** Adds. */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n" });
afterAll(async () => {
  fs.chmodSync(path.join(root, ".strata"), 0o755);
  fs.rmSync(root, { recursive: true, force: true });
});

/** Runs the CLI as a user who may not write the store (root ignores file modes, so it drops to `nobody`). */
function strataReadOnly(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const asNobody = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
  const [cmd, ...rest] = [...asNobody, process.execPath, STRATA_BIN, ...args];
  const r = spawnSync(cmd!, rest, { encoding: "utf8", env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" }, cwd: root });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Dropping to `nobody` needs a checkout `nobody` can read: one cloned into a private folder (`mktemp -d` makes it
 * 0700) cannot be, and the test is then skipped, saying why, rather than failing on a missing `bin/strata.js`.
 */
const nobodyCanRun = process.getuid?.() !== 0 || spawnSync("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", process.execPath, "-e", `require("fs").accessSync(${JSON.stringify(STRATA_BIN)})`]).status === 0;
if (!nobodyCanRun) process.stderr.write(`read-only store test skipped: user nobody cannot read ${STRATA_BIN} (clone into a folder others may read)\n`);

describe("read commands on a store they may not write", () => {
  it.skipIf(!nobodyCanRun)("answer from it without writing anything", async () => {
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    // `contract` and `summary` store a row when it is missing or stale; for an indexed, unchanged file they answer
    // from a store they may not write exactly as from one they may.
    const fileAnswers = await Promise.all([["contract", "src/a.ts"], ["summary", "src/a.ts"]].map(async (args) => (await strataInProcess([...args, "--repo", root])).stdout));
    const dir = path.join(root, ".strata");
    fs.chmodSync(root, 0o755);
    for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o444);
    fs.chmodSync(dir, 0o555);
    const before = fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString("hex")]);
    const search = strataReadOnly(["search", "add", "--repo", root]);
    expect([search.status, search.stderr, search.stdout]).toEqual([0, "", "1\t0.0369\t1/1\tfunction\tsrc/a.ts:2\tsrc/a.ts#add\tAdds.\n2\t0.0205\t1/1\tfile\tsrc/a.ts:1\tsrc/a.ts\tDefines add (Adds).\n"]);
    const noUtilities = 'strata: no results for "add" (category utilities)\n';
    for (const [args, stderr] of [[["graph", root, "--format", "json"], ""], [["status", root, "--json"], ""], [["categories", root, "--json"], ""], [["search", "add", "--repo", root, "--category", "utilities"], noUtilities]] as const) {
      const r = strataReadOnly([...args]);
      expect([args[0], r.status, r.stderr]).toEqual([args[0], 0, stderr]);
    }
    const readOnlyAnswers = [["contract", "src/a.ts"], ["summary", "src/a.ts"]].map((args) => strataReadOnly([...args, "--repo", root])).map((r) => [r.status, r.stdout]);
    expect(readOnlyAnswers).toEqual(fileAnswers.map((stdout) => [0, stdout]));
    expect(fileAnswers[1]).toContain("(fresh: yes; generator: extractive@37; from the store)");
    expect(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString("hex")])).toEqual(before);
  }, 180_000);
});
