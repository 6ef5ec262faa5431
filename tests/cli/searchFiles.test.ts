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
    expect(r.stdout.split("\n")[0]!.split("\t").filter((_, i) => i !== 1)).toEqual(["1", "src/names.ts", "(the file as a whole)"]);
  });

  it("lists a file's matching functions as its hits", async () => {
    const r = await strataInProcess(["search", "quota for user", "--files", "--repo", root]);
    expect(r.stdout.split("\n")[0]!.split("\t").filter((_, i) => i !== 1)).toEqual(["1", "src/limits.ts", "quotaFor"]);
  });
});
