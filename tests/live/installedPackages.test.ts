/**
 * An install or upgrade of packages changes no repository file, yet the type declarations it brings shape the
 * TypeScript contracts (an inferred type read from a package's `.d.ts`): the next index, and a running watcher,
 * extract the TypeScript files again with new kept projects, and the store equals a fresh index's.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { indexRepository, type IndexReport } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { PACKAGES_CHANGED, type RepositoryWatcher, type WatchEvent } from "../../src/live/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";
import { coldContents, storeContents } from "./storeContents.js";
import { startWatcher } from "./watchEvents.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

const TREE: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, target: "es2022", module: "esnext", moduleResolution: "bundler" } }),
  "package.json": JSON.stringify({ name: "app", dependencies: { lib: "1.0.0" } }),
  "node_modules/lib/package.json": JSON.stringify({ name: "lib", version: "1.0.0", types: "index.d.ts" }),
  "node_modules/lib/index.d.ts": "export declare function make(): { width: number };\n",
  "node_modules/.package-lock.json": JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/lib": { version: "1.0.0" } } }),
  "src/app.ts": 'import { make } from "lib";\n\nexport const shape = make();\n\nexport function area(): number {\n  return shape.width;\n}\n',
};

/** `lib` 1.1.0: `make` gives a height too. */
function upgrade(root: string): void {
  fs.writeFileSync(path.join(root, "node_modules/lib/index.d.ts"), "export declare function make(): { width: number; height: number };\n");
  fs.writeFileSync(path.join(root, "node_modules/lib/package.json"), JSON.stringify({ name: "lib", version: "1.1.0", types: "index.d.ts" }));
  fs.writeFileSync(path.join(root, "node_modules/.package-lock.json"), JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/lib": { version: "1.1.0" } } }));
}

/** The type of `shape` in the stored contract of `src/app.ts`. */
async function shapeSignature(store: Store): Promise<string | undefined> {
  const record = await store.getFile("src/app.ts");
  return record?.contract.exports.find((e) => e.name === "shape")?.type;
}

describe("installed packages in the index", () => {
  const open: { watcher?: RepositoryWatcher; store: Store }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.watcher?.close();
      await o.store.close();
    }
  });

  it("an upgrade re-extracts the TypeScript files in a long-lived process, as a fresh index would", async () => {
    const root = writeTree(TREE);
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    open.push({ store });
    const index = (): Promise<IndexReport> => indexRepository({ root, store, config: loadConfig(root), threads: 1, keepCompilerWarm: true });
    await index();
    expect(await shapeSignature(store)).toBe('{ width: number; }');
    upgrade(root);
    const report = await index();
    // The TypeScript file again; package.json and tsconfig.json (text rows) are as they were.
    expect([report.indexed, report.unchanged]).toEqual([1, 2]);
    expect(await shapeSignature(store)).toBe('{ width: number; height: number; }');
    expect(await storeContents(store)).toEqual(await coldContents(root, roots));
  }, 60_000);

  it("a watcher takes an install as an update of its own", async () => {
    const root = writeTree(TREE);
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const w = await startWatcher(root, store, { warmUp: false });
    open.push({ watcher: w.watcher, store });
    expect(await shapeSignature(store)).toBe('{ width: number; }');
    const updated = w.next("updated");
    upgrade(root);
    expect(((await updated) as Extract<WatchEvent, { type: "updated" }>).paths).toEqual([PACKAGES_CHANGED]);
    await w.watcher.idle();
    expect(await shapeSignature(store)).toBe('{ width: number; height: number; }');
  }, 60_000);
});
