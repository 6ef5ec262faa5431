/** The extraction progress ends at the files the run looked at: those its report counts as indexed and as skipped. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository, type IndexProgress } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("extraction progress", () => {
  it("counts files skipped at discovery and at reading, so the bar's total is indexed plus skipped", async () => {
    // .env: a secret file, skipped at discovery; logo.svg: minified, skipped once read.
    const root = writeTree({ "a.ts": "export const a = 1;\n", "b.ts": "export const b = 2;\n", ".env": "TOKEN=x\n", "logo.svg": `<svg>${"x".repeat(6000)}</svg>\n` });
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const seen: IndexProgress[] = [];
      const report = await indexRepository({ root, store, config: loadConfig(root), threads: 1, stages: [], onProgress: (p) => seen.push(p) });
      const last = seen.at(-1)!;
      expect([report.indexed + report.unchanged, report.skipped.map((s) => [s.path, s.reason]).sort(), last.done, last.total]).toEqual([
        2,
        [
          [".env", "secret-file"],
          ["logo.svg", "minified"],
        ],
        4,
        4,
      ]);
    } finally {
      await store.close();
    }
  });
});
