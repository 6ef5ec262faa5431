/**
 * Sharded indexing: one repository indexed by several machines (CI workers) into one store.
 *
 * Extraction and file synthesis are per file (a file's semantic contract and technical summary depend on its own
 * text and the files its imports name, read from the checkout), so they split across workers with no exchange:
 * worker K of N runs `strata index --shard K/N` and stores only the files whose path falls in its shard. The graph,
 * the hierarchical summaries (bottom-up over the whole call graph's dependency levels, seed
 * `001_0fe53b031748f91c.txt` Algorithm 3), the search index and the categories need every file, so they are the
 * merge step: `strata merge <shard stores>` copies the shards' file rows into one store and marks them changed,
 * and one `strata index` there reuses every row (same content hash and extractor) and builds the rest.
 */
import { createHash } from "node:crypto";
import { UsageProblem } from "../shared/errors.js";
import type { IndexStage, Shard } from "./types.js";

/** A `--shard` value that is not `K/N` with 1 ≤ K ≤ N. */
export class ShardSpecError extends UsageProblem {
  override name = "ShardSpecError";
}

/**
 * Parses `K/N` (e.g. `2/4`).
 * @throws ShardSpecError naming the value when it is not two integers with 1 ≤ K ≤ N ≤ 1024.
 */
export function parseShard(spec: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(spec);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || index < 1 || count < 1 || index > count || count > 1024) throw new ShardSpecError(`--shard must be K/N with 1 <= K <= N <= 1024 (e.g. 1/2), got "${spec}"`);
  return { index, count };
}

/**
 * True when the repository-relative `path` belongs to `shard`: the first 32 bits of the SHA-1 of the path, modulo
 * the shard count, equal the shard's index − 1. The same path lands in the same shard on every machine, whatever else
 * the checkout holds, so the shards of one commit never overlap and always cover it.
 */
export function inShard(path: string, shard: Shard): boolean {
  return createHash("sha1").update(path).digest().readUInt32BE(0) % shard.count === shard.index - 1;
}

/** Stages that run per file and so belong in a shard run (the others are the merge step). */
const PER_FILE_STAGES: ReadonlySet<string> = new Set(["synthesis"]);

/** The stages of `stages` a shard run keeps: file synthesis through the semantic cache. */
export function shardStages(stages: readonly IndexStage[]): IndexStage[] {
  return stages.filter((s) => PER_FILE_STAGES.has(s.name));
}
