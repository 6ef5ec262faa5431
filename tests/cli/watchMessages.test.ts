/**
 * What `strata watch` says on stderr at start and at Ctrl-C, over a real process: the catch-up update that brings an
 * index made earlier up to date is reported, then the warm-up, and stopping with nothing under way does not claim to
 * finish an update.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strata, watchProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "a.py": "def alpha():\n    return 1\n", "b.py": "def beta():\n    return 2\n", "c.py": "def gamma():\n    return 3\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("strata watch messages", () => {
  // Found by a trial: two files reverted since the index were indexed at start without a word.
  it("reports the catch-up at start, and a plain stop when nothing is under way", async () => {
    expect(strata(["index", root, "-q"]).status).toBe(0);
    fs.writeFileSync(path.join(root, "a.py"), "def alpha():\n    return 10\n");
    fs.rmSync(path.join(root, "c.py"));
    const watch = watchProcess(root);
    await watch.seen("Ctrl-C to stop)\n");
    // The warm-up after the start (extractors; no TypeScript here) is reported before anything else.
    await watch.seen("quick from now on\n");
    expect(await watch.stop()).toBe(0);
    expect(watch.stderr().split("\n").filter((l) => l.startsWith("strata watch:")).map((l) => l.replace(/\d+ ms/u, "N ms"))).toEqual([
      `strata watch: watching ${root} (2 files indexed; caught up with 1 changed and 1 removed since the last index; Ctrl-C to stop)`,
      "strata watch: warmed up in N ms: updates are quick from now on",
      "strata watch: stopping",
    ]);
  }, 60_000);
});
