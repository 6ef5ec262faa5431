/**
 * What the live-index tests compare: the store contents an update computes, and the contents a fresh `strata index`
 * (its own process) makes of a copy of the same working tree.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { openStore, type Store } from "../../src/store/index.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY } from "../../src/summarize/index.js";
import { strata } from "../helpers/cli.js";

/** What the store holds that an update computes: graph, search docs, node summaries, categories. */
export async function storeContents(store: Store): Promise<unknown> {
  const ids = (await store.listSearchStamps()).map((s) => s.id).sort();
  return {
    graph: await store.getGraph(),
    docs: await store.getSearchDocs(ids),
    // When a summary was made is no part of it.
    summaries: [...(await store.listNodeSummaries(EXTRACTIVE_NODE_GENERATOR_KEY))].map(({ createdAt: _, ...rest }) => rest).sort((a, b) => (a.id < b.id ? -1 : 1)),
    categories: [...(await store.listFileCategories())].sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
}

/**
 * The store contents a fresh `strata index` makes of a copy of `root`'s working tree (`.strata` left out); the copy's
 * parent folder is pushed on `roots` for the caller to remove.
 */
export async function coldContents(root: string, roots: string[]): Promise<unknown> {
  // The same folder name: the repository node is named after it.
  const parent = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-cold-")));
  roots.push(parent);
  const copy = path.join(parent, path.basename(root));
  for (const name of fs.readdirSync(root)) if (name !== ".strata") fs.cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  const run = strata(["index", copy, "-q"]);
  expect(run.stderr).toBe("");
  const store = openStore(path.join(copy, ".strata", "strata.db"));
  try {
    return await storeContents(store);
  } finally {
    await store.close();
  }
}
