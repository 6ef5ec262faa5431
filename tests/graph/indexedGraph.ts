/**
 * The graph `strata index` stores for a tree, for tests that compare an incremental index with a full one: the graph
 * stage run on `root`'s own store, and a full build of a copy of `root` (its `.strata` left out).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config/index.js";
import type { CodeGraph } from "../../src/graph/index.js";
import { graphStage, indexRepository } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";

/** Runs the graph stage on `root` (incremental when its store holds a graph) and returns the stored graph. */
export async function indexedGraph(root: string): Promise<CodeGraph> {
  const store = openStore(path.join(root, ".strata", "strata.db"));
  await indexRepository({ root, store, config: loadConfig(root, {}, {}), threads: 1, stages: [graphStage] });
  const graph = await store.getGraph();
  await store.close();
  return graph;
}

/** The graph a first index of a copy of `root` stores: a full build of the same tree. */
export async function freshGraph(root: string): Promise<CodeGraph> {
  // The same folder name: the repository node is named after it.
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-fresh-")), path.basename(root));
  fs.cpSync(root, copy, { recursive: true, filter: (p) => !p.includes(".strata") });
  const graph = await indexedGraph(copy);
  fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  return graph;
}
