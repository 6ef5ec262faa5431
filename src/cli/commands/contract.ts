/**
 * `strata contract <file>`: the file's SemanticContract JSON on stdout (canonical, 2-space indent); for a file changed
 * since indexing (or never indexed) it is extracted from the file on disk, in memory: nothing is stored.
 */
import { contractJson } from "../../extract/index.js";
import { getContract, withImportPaths } from "../../query/index.js";
import { configFor, EXIT, findRootForFile, resolveRoot, storeFor, type CommonOptions } from "../common.js";

export interface FileCommandOptions extends CommonOptions {
  repo?: string;
}

/** Runs the command; returns the exit code. */
export async function contractCommand(file: string, opts: FileCommandOptions): Promise<number> {
  const root = opts.repo ? resolveRoot(opts.repo) : findRootForFile(file);
  const config = configFor(root, opts);
  // A read never writes, and never creates a store: a file not indexed yet is extracted in memory.
  const store = storeFor(root, config, { readOnly: true });
  try {
    // A read never writes: the contract of a file changed since indexing (or never indexed) is made in memory only.
    const { record, cached } = await getContract({ root, file, store, config, persist: false });
    // Imports as the code graph resolved them (a tree-sitter contract keeps modules as written); the graph's lines
    // describe the indexed file only.
    process.stdout.write(`${contractJson(cached ? await withImportPaths(store, record.contract) : record.contract, 2)}\n`);
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
