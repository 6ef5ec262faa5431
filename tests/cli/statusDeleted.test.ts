/**
 * `strata status` after a file was deleted and no index ran: its row is counted and listed as stale (deleted), as
 * `search` warns of it and `changes` lists it removed. Found by a trial: the counts quietly dropped to the files left.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "a.py": "def a():\n    return 1\n", "b.py": "def b():\n    return 2\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
  fs.rmSync(path.join(root, "b.py"));
});

describe("status after a deletion", () => {
  it("counts the deleted file's row as stale and says it was deleted", async () => {
    const text = (await strataInProcess(["status", root])).stdout.split("\n");
    expect(text.slice(0, 2)).toEqual(["Index rows: 1 fresh, 1 stale, 0 missing.", "  b.py: index stale (deleted)"]);
    const json = JSON.parse((await strataInProcess(["status", root, "--json"])).stdout) as { files: unknown[] };
    expect(json.files).toEqual([{ path: "b.py", index: "stale", deleted: true }]);
  });
});
