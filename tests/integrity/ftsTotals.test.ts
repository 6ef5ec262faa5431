import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeTree } from "../helpers/cli.js";
import { addFunction, freshPicture, indexOnce, moduleTree, picture } from "./helpers.js";

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

describe("the search index after incremental runs", () => {
  it("has the FTS5 totals and BM25 rankings of a fresh index of the same tree", async () => {
    const root = writeTree(moduleTree(16));
    roots.push(root);
    await indexOnce(root);
    for (let i = 0; i < 12; i++) addFunction(root, `src/m${i}.ts`, `extra${i}`, `Sum of list number ${i}.`);
    fs.rmSync(path.join(root, "src/m15.ts"));
    await indexOnce(root);
    const incremental = await picture(root);
    const fresh = await freshPicture(root);
    expect(incremental.fts).toEqual(fresh.fts);
    expect(incremental.fts.search_code!.rows).toBe(15 + 15 + 12); // 15 files, their 15 f* and the 12 extra* functions
    expect(incremental.tables).toEqual(fresh.tables);
    expect(incremental.rankings).toEqual(fresh.rankings);
  }, 60_000);
});
