import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { search } from "../../src/retrieve/index.js";
import { PathFilter } from "../../src/extract/index.js";
import { watchRepository, type RepositoryWatcher, type WatchEvent } from "../../src/live/index.js";
import { writeTree } from "../helpers/cli.js";

const fn = (name: string, doc: string): string => `/** ${doc} */\nexport function ${name}(x: number): number {\n  return x;\n}\n`;

/** A watcher over `root` whose events can be awaited one by one. */
async function startWatcher(root: string, store: Store, debounceMs = 150): Promise<{ watcher: RepositoryWatcher; events: WatchEvent[]; next: (type: WatchEvent["type"]) => Promise<WatchEvent> }> {
  const events: WatchEvent[] = [];
  const waiters: { type: WatchEvent["type"]; resolve: (e: WatchEvent) => void }[] = [];
  const watcher = await watchRepository({
    root,
    store,
    config: loadConfig(root),
    threads: 1,
    debounceMs,
    onEvent: (event) => {
      events.push(event);
      const i = waiters.findIndex((w) => w.type === event.type);
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(event);
    },
  });
  const next = (type: WatchEvent["type"]): Promise<WatchEvent> => new Promise((resolve) => waiters.push({ type, resolve }));
  return { watcher, events, next };
}

const ids = async (store: Store, query: string): Promise<string[]> => (await search(store, query, { k: 5, mode: "code" })).map((r) => r.id);

describe("the live index (strata watch, strata mcp)", () => {
  const open: { watcher?: RepositoryWatcher; store: Store }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.watcher?.close();
      await o.store.close();
    }
  });

  it("follows an edit, a new file, a rename and a deletion with one update each", async () => {
    const root = writeTree({ "src/a.ts": fn("alpha", "Alpha value."), "src/b.ts": fn("beta", "Beta value.") });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store);
    open.push({ watcher: w.watcher, store });
    expect(w.events.map((e) => e.type)).toEqual(["ready"]);
    expect(await ids(store, "gamma")).toEqual([]);

    const pending = w.next("pending");
    let updated = w.next("updated");
    fs.writeFileSync(path.join(root, "src/c.ts"), fn("gamma", "Gamma value."));
    // Until the update lands, the change is pending and the store still answers from its last state.
    expect(await pending).toEqual({ type: "pending", paths: ["src/c.ts"] });
    expect(w.watcher.pending()).toEqual(["src/c.ts"]);
    let done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect(done.paths).toEqual(["src/c.ts"]);
    expect(done.report.indexed).toBe(1);
    expect(await ids(store, "gamma")).toEqual(["src/c.ts#gamma", "src/c.ts"]);

    updated = w.next("updated");
    fs.writeFileSync(path.join(root, "src/a.ts"), fn("alphaPrime", "Alpha prime value."));
    done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect(done.paths).toEqual(["src/a.ts"]);
    expect(await ids(store, "alphaPrime")).toEqual(["src/a.ts#alphaPrime", "src/a.ts"]);
    expect((await store.listSearchStamps()).map((s) => s.id)).not.toContain("src/a.ts#alpha");

    updated = w.next("updated");
    fs.renameSync(path.join(root, "src/b.ts"), path.join(root, "src/renamed.ts"));
    done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect(done.paths).toEqual(["src/b.ts", "src/renamed.ts"]);
    expect(await ids(store, "beta")).toEqual(["src/renamed.ts#beta", "src/renamed.ts"]);

    updated = w.next("updated");
    fs.rmSync(path.join(root, "src/c.ts"));
    done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect([done.paths, done.report.removed]).toEqual([["src/c.ts"], 1]);
    expect(await ids(store, "gamma")).toEqual([]);
    expect((await store.listStamps()).map((s) => s.path)).toEqual(["src/a.ts", "src/renamed.ts"]);
    expect(w.watcher.pending()).toEqual([]);
  }, 60_000);

  it("handles a 300-file checkout as one update", async () => {
    const root = writeTree({ "src/keep.ts": fn("keep", "Kept.") });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    // A long debounce: every write below lands well inside one quiet window.
    const w = await startWatcher(root, store, 1500);
    open.push({ watcher: w.watcher, store });
    const updated = w.next("updated");
    fs.mkdirSync(path.join(root, "gen"));
    for (let i = 0; i < 300; i++) fs.writeFileSync(path.join(root, "gen", `m${i}.ts`), fn(`member${i}`, `Member ${i}.`));
    const done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    await w.watcher.idle();
    expect(w.events.filter((e) => e.type === "update-start").length).toBe(1);
    expect(done.report.indexed).toBe(300);
    expect((await store.listStamps()).length).toBe(301);
    expect(await ids(store, "member217")).toEqual(["gen/m217.ts#member217", "gen/m217.ts"]);
  }, 120_000);

  it("never starts an update for ignored paths, build output or its own store", async () => {
    const root = writeTree({ ".gitignore": "logs/\n", "src/a.ts": fn("alpha", "Alpha.") });
    fs.mkdirSync(path.join(root, "logs"));
    fs.mkdirSync(path.join(root, "node_modules/pkg"), { recursive: true });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store);
    open.push({ watcher: w.watcher, store });
    fs.writeFileSync(path.join(root, "logs/x.ts"), fn("logged", "Logged."));
    fs.writeFileSync(path.join(root, "node_modules/pkg/index.js"), "module.exports = 1;\n");
    // The observable event that ends the wait: a real change after the ignored ones.
    const updated = w.next("updated");
    fs.writeFileSync(path.join(root, "src/b.ts"), fn("beta", "Beta."));
    const done = (await updated) as Extract<WatchEvent, { type: "updated" }>;
    expect(done.paths).toEqual(["src/b.ts"]);
    expect(w.events.filter((e) => e.type === "update-start").length).toBe(1);
  }, 60_000);
});

describe("PathFilter: discovery's rules for one path", () => {
  it("applies nested ignore files, skip tables and .strataignore re-inclusion", () => {
    const root = writeTree({ ".gitignore": "*.log\nbuild-out/\n", "svc/.gitignore": "gen/\n", ".strataignore": "!dist/\n", "a.ts": "" });
    const filter = new PathFilter(root);
    expect(
      ["a.ts", "x.log", "build-out/a.ts", "svc/gen/a.ts", "gen/a.ts", "node_modules/p/i.js", ".git/HEAD", ".strata/strata.db", "dist/a.js", "package-lock.json", "img/logo.png"].map((p) =>
        filter.excluded(p, false),
      ),
    ).toEqual([false, true, true, true, false, true, true, true, false, true, true]);
    fs.writeFileSync(path.join(root, "svc/.gitignore"), "");
    expect(filter.excluded("svc/gen/a.ts", false)).toBe(true);
    filter.forget("svc");
    expect(filter.excluded("svc/gen/a.ts", false)).toBe(false);
  });
});
