/** The hierarchy's file facts, kept per file row in a long-lived process, follow every change of the row. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileFacts } from "../../src/pipeline/index.js";
import { saveContract } from "../../src/pipeline/records.js";
import { SqliteStore } from "../../src/store/index.js";
import type { CodeGraph } from "../../src/graph/index.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { initHash } from "../../src/shared/hash.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const contract = (description: string): SemanticContract => ({
  formatVersion: 1,
  filePath: "a.py",
  language: "python",
  description,
  exports: [],
  referenced: [],
  dependencies: [],
  metrics: { bytes: 1, lines: 1, tokens: 1, sendInFull: true },
  diagnostics: [],
});
const graph: CodeGraph = {
  formatVersion: 1,
  nodes: [
    { id: "a.py", kind: "file", name: "a.py", qualifiedName: "a.py", path: "a.py", language: "python", contentHash: "h" },
    { id: "b.py", kind: "file", name: "b.py", qualifiedName: "b.py", path: "b.py", language: "python", contentHash: "h" },
  ],
  edges: [],
};

describe("fileFacts", () => {
  it("reads a file's summary again when its row changes, and drops a removed file's facts", async () => {
    await initHash();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-facts-"));
    dirs.push(dir);
    const store = new SqliteStore(path.join(dir, "strata.db"));
    const origin = (p: string, contentHash: string) => ({ path: p, contentHash, language: "python", extractor: "tree-sitter@320 o200k_base/1500" });
    await saveContract(store, origin("a.py", "1"), contract("Parses the first format."));
    await saveContract(store, origin("b.py", "1"), contract("Writes reports."));
    const responsibilities = async (): Promise<[string, string | undefined][]> => [...(await fileFacts(store, graph))].map(([p, f]) => [p, f.responsibility]);
    expect(await responsibilities()).toEqual([
      ["a.py", "Parses the first format."],
      ["b.py", "Writes reports."],
    ]);
    await saveContract(store, origin("a.py", "2"), contract("Parses the second format."));
    await store.removeFiles(["b.py"]);
    expect(await responsibilities()).toEqual([["a.py", "Parses the second format."]]);
    await store.close();
  });
});
