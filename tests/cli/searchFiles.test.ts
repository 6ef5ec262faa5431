/** `strata search --files`: one row per file, its best functions and types as hits, or what matched when none did. */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root = "";
beforeAll(async () => {
  root = writeTree({
    "src/limits.ts": "export function quotaFor(user: string): number {\n  return user.length;\n}\n",
    // No function or type: only its text as a whole says "zebra".
    "src/names.ts": "export const ANIMALS = ['zebra', 'okapi'];\n",
  });
  expect((await strataInProcess(["index", root, "-q", "--no-history"])).status).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("search --files", () => {
  // Found by a trial on viper: a file ranked first with a blank hits column, nothing saying why it was there.
  it("says a file matched as a whole when no function or type of it did", async () => {
    const r = await strataInProcess(["search", "zebra okapi", "--files", "--repo", root]);
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]!.split("\t").filter((_, i) => i !== 1)).toEqual(["1", "2/2", "src/names.ts", "(the file as a whole)"]);
  });

  it("lists a file's matching functions as its hits", async () => {
    const r = await strataInProcess(["search", "quota for user", "--files", "--repo", root]);
    expect(r.stdout.split("\n")[0]!.split("\t").filter((_, i) => i !== 1)).toEqual(["1", "2/2", "src/limits.ts", "quotaFor"]);
  });

  // A new user's trial on tqdm: node search named a word no result holds, `--files` said nothing.
  it("says which query words its files hold, and names a word none holds", async () => {
    const r = await strataInProcess(["search", "quota for giraffe", "--files", "--repo", root]);
    expect([r.stdout.split("\n")[0]!.split("\t")[2], r.stderr]).toEqual(["1/2", 'strata search: the one result does not hold "giraffe": the code may use another word for it\n']);
    const json = JSON.parse((await strataInProcess(["search", "quota for giraffe", "--files", "--repo", root, "--json"])).stdout) as { unmatched: string[]; files: { path: string; match: unknown }[] };
    expect([json.unmatched, json.files[0]]).toMatchObject([["giraffe"], { path: "src/limits.ts", match: { held: 1, of: 2, missing: ["giraffe"] } }]);
  });
});
