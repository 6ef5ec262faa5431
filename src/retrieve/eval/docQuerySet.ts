/**
 * The whole doc-comment query procedure, with indexing injected (retrieve never reaches
 * the pipeline): index the repository, pick the seeded half of documented functions, write the stripped
 * copy, index the copy. The caller evaluates on the copy's store.
 */
import type { Store } from "../../store/index.js";
import { selectDocQueries, writeStrippedCopy, type CopyReport, type DocQuery } from "./makeQueries.js";

export interface DocQuerySetOptions {
  root: string;
  copyDir: string;
  seed: number;
  /** Indexes a repository (search stage included) and returns its open store; the caller closes it. */
  indexRepo: (root: string) => Promise<Store>;
}

export interface DocQuerySet {
  queries: DocQuery[];
  copy: CopyReport;
  /** Documented functions/methods found in the original (the queries are half of them). */
  documented: number;
  /** The copy's store, open. */
  copyStore: Store;
}

/**
 * Runs the procedure. @throws what `indexRepo` throws; Error when `copyDir` is not empty.
 */
export async function makeDocQuerySet(options: DocQuerySetOptions): Promise<DocQuerySet> {
  const original = await options.indexRepo(options.root);
  let nodes;
  try {
    const ids = (await original.listSearchStamps()).map((s) => s.id);
    nodes = (await original.getSearchDocs(ids)).map((d) => d.node);
  } finally {
    await original.close();
  }
  const queries = selectDocQueries(nodes, options.seed);
  const documented = nodes.filter((n) => (n.kind === "function" || n.kind === "method") && n.doc).length;
  const copy = await writeStrippedCopy(options.root, options.copyDir, queries);
  const copyStore = await options.indexRepo(options.copyDir);
  return { queries, copy, documented, copyStore };
}
