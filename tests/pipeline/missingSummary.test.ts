/** An unchanged file whose extractive summary row is missing (a summarizer upgrade dropped it) gets it back on the next run. */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { EXTRACTIVE_GENERATOR_KEY } from "../../src/summarize/index.js";
import { writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("unchanged files without a summary row", () => {
  it("are summarized again from their stored contract, the others left alone", async () => {
    const root = writeTree({ "a.ts": "/** Adds. */\nexport const add = (x: number, y: number): number => x + y;\n", "b.ts": "export const b = 2;\n" });
    roots.push(root);
    // Written long before the runs: their stat alone says unchanged (a file written just now is read again instead).
    const past = new Date(Date.now() - 3600_000);
    for (const f of ["a.ts", "b.ts"]) fs.utimesSync(path.join(root, f), past, past);
    const file = path.join(root, ".strata", "strata.db");
    const index = async () => {
      const store = openStore(file);
      try {
        const report = await indexRepository({ root, store, config: loadConfig(root), threads: 1, stages: [] });
        return { report, unsummarized: await store.listUnsummarized(EXTRACTIVE_GENERATOR_KEY), a: await store.getSummary("a.ts", EXTRACTIVE_GENERATOR_KEY) };
      } finally {
        await store.close();
      }
    };
    const first = await index();
    expect(first.unsummarized).toEqual([]);
    const db = new Database(file);
    db.prepare("DELETE FROM summaries WHERE path = 'a.ts'").run();
    db.close();
    const second = await index();
    expect([second.report.unchanged, second.report.indexed, second.unsummarized]).toEqual([2, 0, []]);
    expect(second.a?.summary).toEqual(first.a?.summary);
  });
});
