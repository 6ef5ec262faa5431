/**
 * The live index and symbolic links inside the repository: a file reached through a link is indexed under the link's
 * path, and an edit of its target (which alone raises a file event) updates the link's row too; the links already
 * there when the watcher starts start no update.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../src/store/index.js";
import { search } from "../../src/retrieve/index.js";
import type { RepositoryWatcher, WatchEvent } from "../../src/live/index.js";
import { writeTree } from "../helpers/cli.js";
import { startWatcher } from "./watchEvents.js";

const fn = (name: string, doc: string): string => `def ${name}(x):\n    """${doc}"""\n    return x\n`;
const ids = async (store: Store, query: string): Promise<string[]> => (await search(store, query, { k: 5, mode: "code" })).map((r) => r.id).sort();

describe("the live index with symbolic links inside the repository", () => {
  const open: { watcher?: RepositoryWatcher; store: Store }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.watcher?.close();
      await o.store.close();
    }
  });

  // Found by a trial on uvicorn (CHANGELOG.md -> docs/release-notes.md): after an edit of the target under
  // `strata watch`, `strata status` said "CHANGELOG.md: index stale" until a manual `strata index`.
  it("updates a link to a file when its target is edited or deleted", async () => {
    const root = writeTree({ "docs/notes.py": fn("alpha", "Alpha value."), "lib/tool.py": fn("beta", "Beta value."), "other.py": fn("gamma", "Gamma value.") });
    fs.symlinkSync("docs/notes.py", path.join(root, "notes.py"));
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store);
    open.push({ watcher: w.watcher, store });
    expect((await store.listStamps()).map((s) => s.path)).toEqual(["docs/notes.py", "lib/tool.py", "notes.py", "other.py"]);

    await w.watcher.idle();
    let updated = w.next("updated");
    fs.writeFileSync(path.join(root, "docs/notes.py"), fn("omega", "Omega value."));
    let done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect([done.paths, done.report.indexed]).toEqual([["docs/notes.py", "notes.py"], 2]);
    expect(await ids(store, "omega")).toEqual(["docs/notes.py", "docs/notes.py#omega", "notes.py", "notes.py#omega"]);

    updated = w.next("updated");
    fs.rmSync(path.join(root, "docs/notes.py"));
    done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect([done.paths, done.report.removed]).toEqual([["docs/notes.py", "notes.py"], 2]);
    expect((await store.listStamps()).map((s) => s.path)).toEqual(["lib/tool.py", "other.py"]);
  }, 60_000);

  // Found by a trial on uvicorn: every `strata watch` start said "updating: CHANGELOG.md" and ran an update that
  // re-indexed nothing, as chokidar's first scan reports each symbolic link as added.
  it("starts no update for the links already there when it starts", async () => {
    const root = writeTree({ "docs/notes.py": fn("alpha", "Alpha value.") });
    fs.symlinkSync("docs/notes.py", path.join(root, "notes.py"));
    fs.symlinkSync("docs/notes.py", path.join(root, "again.py"));
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store);
    open.push({ watcher: w.watcher, store });
    await w.watcher.idle();
    expect(w.events.map((e) => e.type)).toEqual(["ready", "warm"]);
    expect((await store.listStamps()).map((s) => s.path)).toEqual(["again.py", "docs/notes.py", "notes.py"]);
  }, 60_000);
});
