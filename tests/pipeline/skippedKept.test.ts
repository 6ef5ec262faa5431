/** The files a run skipped are stored once extraction ends, so a run stopped in a later stage still knows them. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore, StoreError } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("skipped files of a run that stops after extraction", () => {
  it("are in the store, as a finished run leaves them", async () => {
    const root = writeTree({ "a.ts": "export const a = 1;\n", "logo.svg": `<svg>${"x".repeat(6000)}</svg>\n` });
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      // A fatal error in the first stage after extraction stops the run before it finishes, as `kill -9` would.
      const stop = { name: "graph", run: async (): Promise<never> => Promise.reject(new StoreError("stopped", "test")) };
      await expect(indexRepository({ root, store, config: loadConfig(root), threads: 1, stages: [stop] })).rejects.toThrow("stopped (store: test)");
      expect((await store.listSkipped()).map((s) => [s.path, s.reason])).toEqual([["logo.svg", "minified"]]);
    } finally {
      await store.close();
    }
  });
});
