/** Shared helpers of the data-integrity tests: a small TypeScript tree, a fresh index of a copy, and snapshots. */
import fs from "node:fs";
import { expect } from "vitest";
import os from "node:os";
import path from "node:path";
import { indexRepository, type IndexOptions, type IndexReport } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { rankIds } from "../../src/retrieve/index.js";
import { storeSnapshot, type StoreSnapshot } from "../../bench/storeSnapshot.js";

/** Queries whose rankings must not depend on how the index was built. */
export const QUERIES = ["add numbers", "parse the input", "total", "render html", "scale value", "helper", "double", "format name", "sum of list", "shape"];

/** `n` small TypeScript modules that call one another, with doc comments (ranking needs varied texts). */
export function moduleTree(n: number): Record<string, string> {
  const words = ["add numbers", "parse the input", "render html", "scale value", "format name", "sum of list", "compute total", "shape area"];
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const w = words[i % words.length]!;
    const imp = i > 0 ? `import { f${i - 1} } from "./m${i - 1}.js";\n\n` : "";
    const call = i > 0 ? `f${i - 1}(x) + ` : "";
    files[`src/m${i}.ts`] = `${imp}/** Helper ${i}: ${w}. */\nexport function f${i}(x: number): number {\n  return ${call}x * ${i + 1};\n}\n`;
  }
  return files;
}

/** Adds an exported function to the module at `rel` (under `root`). */
export function addFunction(root: string, rel: string, name: string, doc: string): void {
  fs.appendFileSync(path.join(root, rel), `\n/** ${doc} */\nexport function ${name}(values: number[]): number {\n  return values.reduce((a, b) => a + b, 0);\n}\n`);
}

/** Indexes `root` into its default store (one thread, extractive) and closes the store. */
export async function indexOnce(root: string, extra: Partial<IndexOptions> = {}): Promise<IndexReport> {
  const store = openStore(path.join(root, ".strata", "strata.db"));
  try {
    return await indexRepository({ root, store, config: loadConfig(root), threads: 1, ...extra });
  } finally {
    await store.close();
  }
}

/** Copies the working files of `root` (not `.strata/`) to a folder of the same name under a new temp folder. */
export function copyTree(root: string): string {
  const to = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-fresh-"))), path.basename(root));
  fs.cpSync(root, to, { recursive: true, filter: (src) => path.basename(src) !== ".strata" });
  return to;
}

/** Snapshot plus the ranked ids and scores of {@link QUERIES} in both search fields. */
export interface IndexPicture extends StoreSnapshot {
  rankings: Record<string, { id: string; score: number }[]>;
}

/** Everything a store answers for `root`: its tables, FTS totals and search rankings. */
export async function picture(root: string): Promise<IndexPicture> {
  const file = path.join(root, ".strata", "strata.db");
  const snapshot = storeSnapshot(file);
  const store = openStore(file);
  const rankings: IndexPicture["rankings"] = {};
  try {
    for (const q of QUERIES) {
      for (const mode of ["code", "summary"] as const) rankings[`${mode}: ${q}`] = (await rankIds(store, q, { mode, k: 10 })).map((r) => ({ id: r.id, score: r.score }));
    }
  } finally {
    await store.close();
  }
  return { ...snapshot, rankings };
}

/** The picture of a fresh index of a copy of `root`'s current files. */
export async function freshPicture(root: string): Promise<IndexPicture> {
  const copy = copyTree(root);
  try {
    await indexOnce(copy);
    return await picture(copy);
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}

/** Asserts that `after` (the picture of `root`'s store) equals a fresh index of a copy: tables, FTS totals, rankings. */
export async function expectSameAsFresh(root: string, after: IndexPicture): Promise<void> {
  const fresh = await freshPicture(root);
  expect(after.tables).toEqual(fresh.tables);
  expect(after.fts).toEqual(fresh.fts);
  expect(after.rankings).toEqual(fresh.rankings);
}
