/** A stored row remembers the settings that shaped it: a re-index with another token encoding or threshold redoes it. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig, type StrataConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("rows and the settings that shape them", () => {
  it("re-extracts every file when the token encoding or threshold changes, and nothing when they do not", async () => {
    const root = writeTree({ "a.ts": "export const a = 1;\n", "b.py": "def b():\n    return 2\n", "README.md": "# R\n\nText.\n" });
    roots.push(root);
    const run = async (config: StrataConfig): Promise<[number, number, string[]]> => {
      const store = openStore(path.join(root, ".strata", "strata.db"));
      try {
        const r = await indexRepository({ root, store, config, threads: 1, stages: [] });
        return [r.indexed, r.unchanged, (await store.listStamps()).map((s) => s.extractor)];
      } finally {
        await store.close();
      }
    };
    const base = loadConfig(root);
    expect(await run(base)).toEqual([3, 0, ["text@111 o200k_base/1500", "ts-morph@26 o200k_base/1500", "tree-sitter@320 o200k_base/1500"]]);
    expect((await run(base)).slice(0, 2)).toEqual([0, 3]);
    expect((await run({ ...base, tokenEncoding: "cl100k_base" })).slice(0, 2)).toEqual([3, 0]);
    expect((await run({ ...base, tokenEncoding: "cl100k_base", tokenThreshold: 100 })).slice(0, 2)).toEqual([3, 0]);
  });
});
