/**
 * A store inside the repository under another name (`strata index --store st/s.db`, resolved against the repository)
 * keeps beside it a line-history state (`st/s.db.history.json`) and a writer lock (`st/s.db.lock`): the next `strata
 * index` indexed the state file as a JSON file of the repository, and every read command warned that `strata index`
 * had not indexed the changed file `st/`.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { commitTree } from "../helpers/git.js";
import { isStoreFile } from "../../src/store/index.js";

const root = writeTree({ "util.py": 'def beta():\n    """Return two."""\n    return 2\n' });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  commitTree(root);
  await strataInProcess(["index", root, "--store", "st/s.db", "--json"]);
});

describe("a store kept inside the repository", () => {
  it("is not indexed by the next index, nor reported as a changed file", async () => {
    expect(fs.readdirSync(`${root}/st`).sort()).toEqual(["s.db", "s.db.history.json", "s.db.lock"]);
    const again = JSON.parse((await strataInProcess(["index", root, "--store", "st/s.db", "--json"])).stdout) as Record<string, unknown>;
    expect([again.discovered, again.indexed, again.unchanged]).toEqual([1, 0, 1]);
    const search = await strataInProcess(["search", "beta", "--repo", root, "--store", "st/s.db", "-k", "1"]);
    expect([search.stdout.split("\t").slice(3, 6).join(" "), search.stderr]).toEqual(["function util.py:1 util.py#beta", ""]);
  });

  it("knows the store's own files by name", () => {
    const own = ["", "-wal", "-shm", "-journal", ".lock", ".lock-journal", ".history.json", ".watch.4242.json", ".corrupt-2026-12-07T10-00-00Z", ".corrupt-2026-12-07T10-00-00Z-wal"];
    expect(own.filter((suffix) => isStoreFile("/r/st/s.db", `/r/st/s.db${suffix}`))).toEqual(own);
    expect(["/r/st/s.db2", "/r/st/s.db.json", "/r/st/s.db.watch.x.json", "/r/st/t.db", "/r/s.db"].filter((f) => isStoreFile("/r/st/s.db", f))).toEqual([]);
    expect([isStoreFile(":memory:", ":memory:"), isStoreFile("redis://h/0", "redis://h/0")]).toEqual([false, false]);
  });
});
