/**
 * `strata merge <shard-store...>`: copies the file rows of shard stores (`strata index --shard K/N` on several
 * machines) into the repository's store; the next `strata index` there reuses them and builds the graph,
 * hierarchical summaries, search index and categories over the whole repository (the merge step).
 */
import fs from "node:fs";
import path from "node:path";
import { openStore, type ShardImport } from "../../store/index.js";
import { configFor, EXIT, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";

export interface MergeCommandOptions extends CommonOptions {
  repo?: string;
}

/** Share of a shard's files that must exist in the repository: fewer means a store of another repository. */
const MIN_PRESENT = 0.5;

/**
 * Runs the command; returns the exit code.
 * @throws UsageError when most of a shard's files are not in the repository; StoreError naming a shard store that
 * cannot be merged (see `Store.importShard`); StoreBusyError.
 */
export async function mergeCommand(shards: string[], opts: MergeCommandOptions): Promise<number> {
  const root = resolveRoot(opts.repo);
  const config = configFor(root, opts);
  for (const shard of shards) await checkRepository(root, shard);
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
      process.stdout.write(`${i.from} (shard ${i.shard.index}/${i.shard.count}): ${i.files} files (${i.changed} new or changed here), ${i.summaries} summaries, ${i.cacheEntries} cache entries, ${i.regionSummaries} region summaries\n`);
    }
    const counts = [...new Set(imported.map((i) => i.shard.count))];
    const seen = new Set(imported.map((i) => i.shard.index));
    if (counts.length === 1 && seen.size < counts[0]!) {
      const missing = Array.from({ length: counts[0]! }, (_, k) => k + 1).filter((k) => !seen.has(k));
      process.stdout.write(`Not merged: shard${missing.length === 1 ? "" : "s"} ${missing.map((k) => `${k}/${counts[0]}`).join(", ")} (the next index extracts their files itself).\n`);
    }
    const next = ["strata index", ...(opts.repo ? [opts.repo] : []), ...(opts.store ? ["--store", opts.store] : [])].join(" ");
    process.stdout.write(`Merged into ${store.location}. Next: ${next} (reuses these rows; builds the graph, hierarchy and search over the whole repository)\n`);
  }
  return EXIT.ok;
}

/**
 * Refuses a shard store most of whose files are not in the repository at `root` (a store of another repository).
 * A store that cannot be read is left to `importShard`, which names what is wrong with it.
 */
async function checkRepository(root: string, shard: string): Promise<void> {
  let paths: string[];
  try {
    const s = openStore(shard, { readOnly: true });
    try {
      paths = (await s.listStamps()).map((f) => f.path);
    } finally {
      await s.close();
    }
  } catch {
    return;
  }
  if (!paths.length) return;
  const present = paths.filter((p) => fs.existsSync(path.join(root, p))).length;
  if (present / paths.length < MIN_PRESENT) {
    throw new UsageError(`${shard}: ${paths.length - present} of its ${paths.length} files are not in ${root}; is it a store of another repository? (merge the shards of this repository's checkout)`);
  }
}
