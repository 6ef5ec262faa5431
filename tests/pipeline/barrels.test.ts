/**
 * A barrel's contract repeats what it re-exports (signatures, docs, members). When a module's exported surface
 * changes, an incremental index extracts the barrels re-exporting from it again — directly and through other barrels —
 * so their contracts equal a fresh index's; an edit that leaves the surface as it was extracts the module alone.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { indexRepository } from "../../src/pipeline/index.js";
import { barrelsReexporting } from "../../src/pipeline/barrels.js";
import { openStore, type Store } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";

const CORE = "/** Area of a rectangle, in square units. */\nexport function area(w: number, h: number): number {\n  return w * h;\n}\n";
const tree = {
  "core.ts": CORE,
  "mid.ts": 'export { area as surface } from "./core";\n',
  "index.ts": 'export * from "./mid";\n',
  "other.ts": "export const seven = 7;\n",
};
const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

async function indexed(root: string, store: Store) {
  return indexRepository({ root, store, config: loadConfig(root, {}, {}), threads: 1, stages: [] });
}

async function contracts(store: Store): Promise<Record<string, unknown>> {
  return Object.fromEntries((await store.listFiles()).map((f) => [f.path, f.contract]));
}

describe("barrels in an incremental index", () => {
  it("a changed signature reaches the barrels re-exporting it, through a chain; the result equals a fresh index", async () => {
    const root = writeTree(tree);
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    await indexed(root, store);
    fs.writeFileSync(path.join(root, "core.ts"), CORE.replace("h: number): number", "h: number, scale = 1): number").replace("w * h", "w * h * scale"));
    const report = await indexed(root, store);
    expect([report.indexed, report.unchanged]).toEqual([3, 1]);
    const fresh = writeTree({ ...tree, "core.ts": fs.readFileSync(path.join(root, "core.ts"), "utf8") });
    roots.push(fresh);
    const freshStore = openStore(path.join(fresh, ".strata", "strata.db"));
    await indexed(fresh, freshStore);
    expect(await contracts(store)).toEqual(await contracts(freshStore));
    const surface = ((await store.getFile("index.ts"))!.contract.exports as { name: string; signature?: string }[]).map((e) => `${e.name}: ${e.signature}`);
    expect(surface).toEqual(["surface: export function area(w: number, h: number, scale = 1): number"]);
    await Promise.all([store.close(), freshStore.close()]);
  });

  it("a body edit that keeps the surface extracts the module alone", async () => {
    const root = writeTree(tree);
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    await indexed(root, store);
    fs.writeFileSync(path.join(root, "core.ts"), CORE.replace("w * h", "h * w"));
    const report = await indexed(root, store);
    expect([report.indexed, report.unchanged]).toEqual([1, 3]);
    await store.close();
  });

  it("barrelsReexporting follows source paths transitively and leaves the changed files out", () => {
    const record = (p: string, sources: string[]) => ({ path: p, contract: { exports: sources.map((s, i) => ({ name: `e${i}`, kind: "function", source: { module: s, resolution: "resolved", path: s } })) } as never });
    const records = [record("a.ts", []), record("b.ts", ["a.ts"]), record("c.ts", ["b.ts", "x.ts"]), record("d.ts", ["x.ts"]), record("e.ts", ["c.ts"])];
    expect(barrelsReexporting(records, new Set(["a.ts"]))).toEqual(["b.ts", "c.ts", "e.ts"]);
    expect(barrelsReexporting(records, new Set(["a.ts", "c.ts"]))).toEqual(["b.ts", "e.ts"]);
    expect(barrelsReexporting(records, new Set(["d.ts"]))).toEqual([]);
  });
});
