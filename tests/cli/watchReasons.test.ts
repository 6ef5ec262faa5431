/**
 * `strata watch` says why a changed file left the index, over a real process: a file edited into invalid UTF-8 had been
 * reported only as "1 removed" (a trial on encode/uvicorn).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strata, watchProcess, writeTree } from "../helpers/cli.js";

const root = writeTree({ "a.py": "def alpha():\n    return 1\n", "b.py": "def beta():\n    return 2\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("strata watch on a file that leaves the index", () => {
  it("names the file and the reason under the update's counts", async () => {
    expect(strata(["index", root, "-q"]).status).toBe(0);
    const watch = watchProcess(root);
    await watch.seen("quick from now on\n");
    fs.writeFileSync(path.join(root, "a.py"), Buffer.concat([Buffer.from('def alpha():\n    return "'), Buffer.from([0xff, 0xfe]), Buffer.from('"\n')]));
    await watch.seen("(it may be Latin-1 or Windows-1252)\n");
    expect(await watch.stop()).toBe(0);
    expect(watch.stderr().split("\n").filter((l) => l.startsWith("strata watch: updated") || l.startsWith("strata watch:   ")).map((l) => l.replace(/\d+ ms/u, "N ms"))).toEqual([
      "strata watch: updated in N ms: 0 re-indexed, 1 removed, 0 failed",
      "strata watch:   a.py: not indexed: invalid UTF-8 at byte 25 (line 2); strata reads UTF-8 only: re-save the file as UTF-8 (it may be Latin-1 or Windows-1252)",
    ]);
  }, 60_000);
});
