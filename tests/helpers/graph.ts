/** A small repository written to a temp folder, indexed in-process, and its stored code graph. */
import path from "node:path";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import type { CodeGraph } from "../../src/graph/index.js";
import { writeTree } from "./cli.js";

/** Writes `files` (repository-relative path → text) to a new temp folder, indexes it, and returns the folder and its graph. */
export async function indexedGraph(files: Record<string, string>): Promise<{ root: string; graph: CodeGraph }> {
  const root = writeTree(files);
  const store = openStore(path.join(root, ".strata", "strata.db"));
  try {
    await indexRepository({ root, store, config: loadConfig(root), threads: 1 });
    return { root, graph: await store.getGraph() };
  } finally {
    await store.close();
  }
}
