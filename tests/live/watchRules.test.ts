/**
 * The live index when the ignore rules change while it runs: a folder or file the rules let in is indexed, and from
 * then on its edits, new files and deletions are updates like any other path's.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../src/store/index.js";
import { EXCLUDE_CHANGED, type RepositoryWatcher, type WatchEvent } from "../../src/live/index.js";
import { writeTree } from "../helpers/cli.js";
import { startWatcher, type WatchedEvents } from "./watchEvents.js";

const fn = (name: string, doc: string): string => `def ${name}(x):\n    """${doc}"""\n    return x\n`;
const stamps = async (store: Store): Promise<string[]> => (await store.listStamps()).map((s) => s.path);

describe("the live index after a change of the ignore rules", () => {
  const open: { watcher?: RepositoryWatcher; store: Store }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.watcher?.close();
      await o.store.close();
    }
  });

  /** The paths of the next update after `change`. */
  const updateAfter = async (w: WatchedEvents, change: () => void): Promise<[string[], number, number]> => {
    const updated = w.next("updated");
    change();
    const done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    return [done.paths, done.report.indexed, done.report.removed];
  };

  // Found by a trial on uvicorn: a file made in tests/ while .gitignore excluded tests/, then let in again by
  // restoring .gitignore, was indexed by the walk the restore started, but deleting it raised no event, and
  // `strata status` said "tests/zzz_new.py: index stale (deleted)" until a manual `strata index`. A folder or file
  // the rules excluded when the watcher scanned it stays unwatched (a folder beside the ignore file is read again with
  // it, one further down is not).
  it("follows the files a .gitignore edit lets in: an edit, a new file and a deletion", async () => {
    const root = writeTree({
      ".gitignore": "pkg/gen/\nsrc/late.py\n",
      "pkg/a.py": fn("alpha", "Alpha value."),
      "pkg/gen/b.py": fn("beta", "Beta value."),
      "src/keep.py": fn("kept", "Kept value."),
      "src/late.py": fn("late", "Late value."),
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store);
    open.push({ watcher: w.watcher, store });
    await w.watcher.idle();
    expect(await stamps(store)).toEqual([".gitignore", "pkg/a.py", "src/keep.py"]);

    expect(await updateAfter(w, () => fs.writeFileSync(path.join(root, ".gitignore"), "\n"))).toEqual([[".gitignore"], 3, 0]);
    expect(await stamps(store)).toEqual([".gitignore", "pkg/a.py", "pkg/gen/b.py", "src/keep.py", "src/late.py"]);
    expect(await updateAfter(w, () => fs.writeFileSync(path.join(root, "pkg/gen/b.py"), fn("omega", "Omega value.")))).toEqual([["pkg/gen/b.py"], 1, 0]);
    expect(await updateAfter(w, () => fs.writeFileSync(path.join(root, "pkg/gen/c.py"), fn("gamma", "Gamma value.")))).toEqual([["pkg/gen/c.py"], 1, 0]);
    expect(await updateAfter(w, () => fs.rmSync(path.join(root, "src/late.py")))).toEqual([["src/late.py"], 0, 1]);
    expect(await stamps(store)).toEqual([".gitignore", "pkg/a.py", "pkg/gen/b.py", "pkg/gen/c.py", "src/keep.py"]);
  }, 60_000);

  it("follows a file that .git/info/exclude let in again", async () => {
    const root = writeTree({ "a.py": fn("alpha", "Alpha value."), "b.py": fn("beta", "Beta value.") });
    execFileSync("git", ["init", "-q", "-b", "main"], { cwd: root });
    fs.writeFileSync(path.join(root, ".git", "info", "exclude"), "b.py\n");
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store);
    open.push({ watcher: w.watcher, store });
    await w.watcher.idle();
    expect(await stamps(store)).toEqual(["a.py"]);

    expect(await updateAfter(w, () => fs.writeFileSync(path.join(root, ".git", "info", "exclude"), "\n"))).toEqual([[EXCLUDE_CHANGED], 1, 0]);
    expect(await updateAfter(w, () => fs.rmSync(path.join(root, "b.py")))).toEqual([["b.py"], 0, 1]);
    expect(await stamps(store)).toEqual(["a.py"]);
  }, 60_000);
});
