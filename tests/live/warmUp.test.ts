/**
 * The watcher's warm-up: once the index is fresh at start, it builds the TypeScript program over the stored texts (and
 * loads the extractors), so the first edit finds a warm program — observable in that edit's graph stage, which can
 * then compare the changed file's surface with the program's and keep its dependents — and an edit made while it runs
 * is indexed once, after it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { indexRepository } from "../../src/pipeline/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import type { RepositoryWatcher, WatchEvent } from "../../src/live/index.js";
import { writeTree } from "../helpers/cli.js";
import { startWatcher, type WatchedEvents } from "./watchEvents.js";

const FILES = {
  "src/a.ts": "export function alpha(x: number): number {\n  return x + 1;\n}\n",
  "src/b.ts": 'import { alpha } from "./a.js";\n\nexport function beta(): number {\n  return alpha(2);\n}\n',
  "tools/c.py": "def gamma(x):\n    return x\n",
};

/** A repository indexed by a one-shot run (which lets its TypeScript program go), then watched. */
async function watched(warmUp: boolean, onReady?: (root: string) => void): Promise<WatchedEvents & { root: string; store: Store }> {
  const root = writeTree(FILES);
  const store = openStore(path.join(root, ".strata", "strata.db"));
  await indexRepository({ root, store, config: loadConfig(root), threads: 1 });
  const w = await startWatcher(root, store, { debounceMs: 100, warmUp, onEvent: (event) => event.type === "ready" && onReady?.(root) });
  return { root, store, ...w };
}

/** The graph stage's counts of an `updated` event. */
const graphCounts = (event: WatchEvent): unknown => {
  const graph = (event as WatchEvent & { type: "updated" }).report.stages.graph as { filesBuilt: number; dependentsKept?: number };
  return { filesBuilt: graph.filesBuilt, dependentsKept: graph.dependentsKept };
};

describe("the live index's warm-up", () => {
  const open: { watcher: RepositoryWatcher; store: Store }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.watcher.close();
      await o.store.close();
    }
  });

  it("reports a warm event after ready, with the TypeScript program's files and one extracted sample per language", async () => {
    const w = await watched(true);
    open.push(w);
    await w.watcher.idle();
    expect(w.events.map((e) => e.type)).toEqual(["ready", "warm"]);
    const warm = w.events[1] as WatchEvent & { type: "warm" };
    expect(warm.failed).toBeUndefined();
    expect(warm.report?.samples).toEqual(["src/a.ts", "tools/c.py"]);
    expect({ files: warm.report?.typescript?.files, parsed: warm.report?.typescript?.parsed }).toEqual({ files: 2, parsed: 2 });
  });

  it("makes a new program after a first update that built the whole graph (a repository never indexed), not the one that build left", async () => {
    const root = writeTree(FILES);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = { ...(await startWatcher(root, store, { debounceMs: 100 })), store };
    open.push(w);
    await w.watcher.idle();
    const ready = w.events[0] as WatchEvent & { type: "ready" };
    expect((ready.report.stages.graph as { mode: string }).mode).toBe("full");
    const warm = w.events[1] as WatchEvent & { type: "warm" };
    // Both files parsed again: the first update's program, whose checker resolved every call of the repository, went.
    expect({ files: warm.report?.typescript?.files, parsed: warm.report?.typescript?.parsed }).toEqual({ files: 2, parsed: 2 });
  });

  it("lets the first edit keep the dependents of a file whose surface is unchanged, as later edits do", async () => {
    const edit = async (w: Awaited<ReturnType<typeof watched>>, text: string): Promise<unknown> => {
      const updated = w.next("updated");
      fs.writeFileSync(path.join(w.root, "src/a.ts"), text);
      return graphCounts(await updated);
    };
    const cold = await watched(false);
    open.push(cold);
    await cold.watcher.idle();
    expect(cold.events.map((e) => e.type)).toEqual(["ready"]);
    // Without the warm-up, the first edit has no program to compare the surface with: it rebuilds the dependent too.
    expect(await edit(cold, FILES["src/a.ts"].replace("x + 1", "x + 2"))).toEqual({ filesBuilt: 2, dependentsKept: 0 });
    expect(await edit(cold, FILES["src/a.ts"].replace("x + 1", "x + 3"))).toEqual({ filesBuilt: 1, dependentsKept: 1 });

    const warm = await watched(true);
    open.push(warm);
    await warm.watcher.idle();
    expect(await edit(warm, FILES["src/a.ts"].replace("x + 1", "x + 2"))).toEqual({ filesBuilt: 1, dependentsKept: 1 });
  });

  it("indexes an edit made during the warm-up once, after it", async () => {
    // Written as the first update ends, so the watcher sees it while warming up (or, on a slow disk, just after).
    const w = await watched(true, (root) => fs.writeFileSync(path.join(root, "src/b.ts"), `${FILES["src/b.ts"]}\nexport function delta(): number {\n  return beta();\n}\n`));
    open.push(w);
    const updated = w.next("updated");
    const event = (await updated) as WatchEvent & { type: "updated" };
    await w.watcher.idle();
    const types = w.events.map((e) => e.type).filter((t) => t !== "pending");
    expect(types).toEqual(["ready", "warm", "update-start", "updated"]);
    expect(event.paths).toEqual(["src/b.ts"]);
    expect((await w.store.getGraph()).nodes.filter((n) => n.path === "src/b.ts" && n.kind === "function").map((n) => n.id)).toEqual(["src/b.ts#beta", "src/b.ts#delta"]);
  });
});
