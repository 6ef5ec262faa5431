/**
 * What MCP answers list as not indexed yet while a watcher runs: its queue joined with the disk, so a file written a
 * few ms before a question (before the watcher's file event arrived) is never answered as fresh.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_UPDATE, mcpPending, STORE_REPLACED } from "../../src/cli/commands/mcp.js";
import { openStore, type Store } from "../../src/store/index.js";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "a.py": "def alpha():\n    return 1\n", "b.py": "def beta():\n    return 2\n" });
let store: Store;

beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
  store = openStore(path.join(root, ".strata", "strata.db"));
});
afterAll(async () => {
  await store.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("mcpPending", () => {
  it("nothing pending when disk and index agree and the watcher's queue is empty", async () => {
    expect(await mcpPending(root, store, { watching: true, stopped: false, unindexed: false, watcher: { pending: () => [] } })).toEqual([]);
  });

  // Found by a trial: `search` 11–52 ms after an edit said fresh: true with the old code, 6 times of 6.
  it("an edit written before the watcher reported it is pending, joined with what the watcher has queued", async () => {
    fs.writeFileSync(path.join(root, "a.py"), "def alpha2():\n    return 1\n");
    fs.writeFileSync(path.join(root, "c.py"), "def gamma():\n    return 3\n");
    const notYetReported = { pending: () => [] };
    // An added file is the watcher's to report (no folder is listed per answer while watching).
    expect(await mcpPending(root, store, { watching: true, stopped: false, unindexed: false, watcher: notYetReported })).toEqual(["a.py"]);
    expect(await mcpPending(root, store, { watching: true, stopped: false, unindexed: false, watcher: { pending: () => ["b.py", "c.py"] } })).toEqual(["a.py", "b.py", "c.py"]);
    expect(await mcpPending(root, store, { watching: false, stopped: false, unindexed: false })).toEqual(["a.py", "c.py"]);
  });

  it("says why when the first update of a never-indexed store runs, or the store was replaced", async () => {
    expect(await mcpPending(root, store, { watching: true, stopped: false, unindexed: true })).toEqual([FIRST_UPDATE]);
    expect(await mcpPending(root, store, { watching: true, stopped: true, unindexed: false, watcher: { pending: () => [] } })).toEqual([STORE_REPLACED]);
  });
});
