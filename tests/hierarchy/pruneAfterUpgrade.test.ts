/**
 * Node summaries of removed nodes are pruned on the run that finds them gone, also when the extractive generator was
 * upgraded meanwhile (its new key has no stored row yet, so its previous rows cannot show a dead id): the rows of the
 * old key and of a model stayed for good before.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { graphStage, hierarchyStage, indexRepository } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY } from "../../src/summarize/index.js";
import { writeTree } from "../helpers/cli.js";

describe("prune after a generator upgrade", () => {
  it("removes every row of a node removed while the generator key changed", async () => {
    const root = writeTree({
      "src/math.ts": "export function add(a: number, b: number): number {\n  return a + b;\n}\n",
      "src/legacy.ts": "export function oldAdd(a: number, b: number): number {\n  return a + b;\n}\n",
    });
    const where = path.join(root, ".strata", "strata.db");
    let store = openStore(where);
    await indexRepository({ root, store, config: loadConfig(root), stages: [graphStage, hierarchyStage], threads: 1 });
    await store.close();
    // As a store last indexed by the previous generator version, with a model's rows beside.
    const db = new Database(where);
    db.prepare("INSERT INTO node_summaries SELECT id, 'P-NODE-JSON@1|openai-compatible:m', input_hash, summary, created_at FROM node_summaries").run();
    db.prepare("UPDATE node_summaries SET generator_key = 'extractive-node@1' WHERE generator_key = ?").run(EXTRACTIVE_NODE_GENERATOR_KEY);
    db.close();
    fs.rmSync(path.join(root, "src/legacy.ts"));
    store = openStore(where);
    try {
      const second = await indexRepository({ root, store, config: loadConfig(root), stages: [graphStage, hierarchyStage], threads: 1 });
      expect(second.stages.hierarchy).toMatchObject({ summarized: 4, pruned: 2 });
      const left = (key: string) => store.listNodeSummaries(key).then((rows) => rows.map((r) => r.id));
      expect([await left("extractive-node@1"), await left("P-NODE-JSON@1|openai-compatible:m")]).toEqual([
        [".", "src/", "src/math.ts", "src/math.ts#add"],
        [".", "src/", "src/math.ts", "src/math.ts#add"],
      ]);
    } finally {
      await store.close();
    }
  });
});
