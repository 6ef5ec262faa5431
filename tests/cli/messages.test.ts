/**
 * What read commands print when there is nothing to show: no index, an unknown name, no results. Errors and
 * "nothing found" lines go to stderr, stdout stays empty (or valid JSON), so `strata … | tool` pipes only results.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeTree } from "../helpers/cli.js";
import { strataInProcess } from "../helpers/inProcess.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

describe("a repository without an index", () => {
  it("status says there is no index and how to make one, exit 2 like the other 'run strata index first' errors", async () => {
    const root = writeTree({ "a.py": "def f():\n    return 1\n" });
    made.push(root);
    const r = await strataInProcess(["status", root]);
    expect(r).toEqual({ status: 2, stdout: "", stderr: `strata: no index of ${root} (no store at ${path.join(root, ".strata", "strata.db")}): make one with \`strata index ${root}\`\n` });
    expect(fs.existsSync(path.join(root, ".strata"))).toBe(false);
  });
});

describe("file paths are repository-relative", () => {
  it("contract <rel> --repo <root> reads <root>/<rel>, whatever the working directory (the trial ran it from the repository's parent)", async () => {
    const root = writeTree({ "app/calc.py": "def add(a, b):\n    return a + b\n" });
    made.push(root);
    expect(fs.existsSync(path.resolve("app/calc.py"))).toBe(false);
    const r = await strataInProcess(["contract", "app/calc.py", "--repo", root]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const contract = JSON.parse(r.stdout) as { filePath: string; exports: { name: string; signatures: { text?: string }[] }[] };
    expect([contract.filePath, contract.exports.map((e) => e.name)]).toEqual(["app/calc.py", ["add"]]);
  });
});
