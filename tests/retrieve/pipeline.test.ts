import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexRepository } from "../../src/indexRepository.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";

describe("the search stage of strata index", () => {
  it("indexes graph nodes, then re-indexes only the nodes of a changed file", async () => {
    const root = writeTree({
      "src/a.ts": "/** Adds. */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "src/b.ts": "import { add } from './a.js';\n\n/** Doubles. */\nexport function double(x: number): number {\n  return add(x, x);\n}\n",
    });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root);
    try {
      const first = await indexRepository({ root, store, config, threads: 1 });
      expect(first.stages.search).toEqual({ docs: 4, added: 4, updated: 0, removed: 0, unchanged: 0, embedded: 0, nodesFrom: "graph", nodeSummaries: first.stages.search!.nodeSummaries });
      expect((await store.listSearchStamps()).map((s) => s.id)).toEqual(["src/a.ts", "src/a.ts#add", "src/b.ts", "src/b.ts#double"]);
      fs.writeFileSync(path.join(root, "src/b.ts"), "import { add } from './a.js';\n\n/** Doubles a number. */\nexport function double(x: number): number {\n  return add(x, x);\n}\n");
      const second = await indexRepository({ root, store, config, threads: 1 });
      const search = second.stages.search as Record<string, number>;
      // src/b.ts and src/b.ts#double changed; src/a.ts and src/a.ts#add are untouched.
      expect([search.docs, search.added, search.removed, search.updated, search.unchanged]).toEqual([4, 0, 0, 2, 2]);
      const third = await indexRepository({ root, store, config, threads: 1 });
      expect((third.stages.search as Record<string, number>).unchanged).toBe(4);
    } finally {
      await store.close();
    }
  }, 60_000);
});
