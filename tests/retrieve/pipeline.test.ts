import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexRepository, type HierarchyRunReport, type SearchStageReport } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { checkFreshness, search } from "../../src/retrieve/index.js";
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
      expect(first.stages.search).toEqual({ docs: 4, added: 4, updated: 0, removed: 0, unchanged: 0, embedded: 0, nodesFrom: "graph", refreshed: 0, nodeSummaries: (first.stages.search as SearchStageReport).nodeSummaries, historyFiles: 0, historyNodes: 0, historyMs: (first.stages.search as SearchStageReport).historyMs, ms: (first.stages.search as SearchStageReport).ms });
      expect(typeof (first.stages.search as SearchStageReport).ms).toBe("number");
      expect(typeof (first.stages.hierarchy as HierarchyRunReport).ms).toBe("number");
      expect((await store.listSearchStamps()).map((s) => s.id)).toEqual(["src/a.ts", "src/a.ts#add", "src/b.ts", "src/b.ts#double"]);
      expect(await store.listSearchDocIds()).toEqual(["src/a.ts", "src/a.ts#add", "src/b.ts", "src/b.ts#double"]);
      fs.writeFileSync(path.join(root, "src/b.ts"), "import { add } from './a.js';\n\n/** Doubles a number. */\nexport function double(x: number): number {\n  return add(x, x);\n}\n");
      const second = await indexRepository({ root, store, config, threads: 1 });
      const search = second.stages.search as SearchStageReport;
      // src/b.ts and src/b.ts#double changed, and src/a.ts#add, whose summary quotes its caller's doc; src/a.ts is untouched.
      expect([search.docs, search.added, search.removed, search.updated, search.unchanged]).toEqual([4, 0, 0, 3, 1]);
      const third = await indexRepository({ root, store, config, threads: 1 });
      expect((third.stages.search as SearchStageReport).unchanged).toBe(4);
    } finally {
      await store.close();
    }
  }, 60_000);

  // Found on hono: after a body edit of setCookie and a re-index, setSignedCookie (same file, untouched) was
  // reported stale forever, and lines inserted above a function left its old line number in the results.
  it("refreshes line numbers and freshness of unchanged nodes whose file changed, keeping their index rows", async () => {
    const A = "/** Adds. */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n\n/** Subtracts. */\nexport function sub(a: number, b: number): number {\n  return a - b;\n}\n";
    const root = writeTree({ "src/a.ts": A });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const config = loadConfig(root);
    try {
      await indexRepository({ root, store, config, threads: 1 });
      fs.writeFileSync(path.join(root, "src/a.ts"), `// header\n\n${A.replace("return a - b;", "return -b + a;")}`);
      const second = await indexRepository({ root, store, config, threads: 1 });
      const report = second.stages.search as SearchStageReport;
      // src/a.ts (code) and sub (code) change; add only moved: refreshed, not re-indexed.
      expect([report.docs, report.added, report.updated, report.unchanged, report.refreshed, report.removed]).toEqual([3, 0, 2, 1, 1, 0]);
      const docs = await store.getSearchDocs(["src/a.ts#add", "src/a.ts#sub"]);
      expect(docs.map((d) => [d.id, d.node.span?.startLine])).toEqual([["src/a.ts#add", 4], ["src/a.ts#sub", 9]]);
      expect([...(await checkFreshness(root, docs)).entries()]).toEqual([["src/a.ts#add", true], ["src/a.ts#sub", true]]);
      const hits = await search(store, "add", { k: 1, mode: "code" });
      expect(hits.map((h) => [h.id, h.line])).toEqual([["src/a.ts#add", 4]]);
    } finally {
      await store.close();
    }
  }, 60_000);
});
