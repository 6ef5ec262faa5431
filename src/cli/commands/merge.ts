/**
 * `strata merge <shard-store...>`: copies the file rows of shard stores (`strata index --shard K/N` on several
 * machines) into the repository's store; the next `strata index` there reuses them and builds the graph,
 * hierarchical summaries, search index and categories over the whole repository (the merge step).
 */
import type { ShardImport } from "../../store/index.js";
import { configFor, EXIT, printJson, resolveRoot, storeFor, type CommonOptions } from "../common.js";

export interface MergeCommandOptions extends CommonOptions {
  repo?: string;
}

/** Runs the command; returns the exit code. @throws StoreError naming a shard store that cannot be read; StoreBusyError. */
export async function mergeCommand(shards: string[], opts: MergeCommandOptions): Promise<number> {
  const root = resolveRoot(opts.repo);
  const config = configFor(root, opts);
  const store = storeFor(root, config);
  const imported: ShardImport[] = [];
  try {
    const writer = await store.lockWriter();
    try {
      for (const shard of shards) imported.push(await store.importShard(shard));
    } finally {
      await writer.release();
    }
  } finally {
    await store.close();
  }
  if (opts.json) printJson({ store: store.location, imported });
  else {
    for (const i of imported) {
      process.stdout.write(`${i.from}: ${i.files} files (${i.changed} new or changed here), ${i.summaries} summaries, ${i.cacheEntries} cache entries, ${i.regionSummaries} region summaries\n`);
    }
    process.stdout.write(`Merged into ${store.location}. Next: strata index${opts.repo ? ` ${opts.repo}` : ""} (reuses these rows; builds the graph, hierarchy and search over the whole repository)\n`);
  }
  return EXIT.ok;
}
