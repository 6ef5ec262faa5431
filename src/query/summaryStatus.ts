/**
 * Freshness over a whole repository, behind `strata status` (the cache counters of `strata stats` are in cacheStats.ts).
 * Fresh = the stored row (and, with a model, the cached LLM summary) was made for
 * the file's current bytes with the current prompt and model.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { discoverFiles } from "../extract/index.js";
import { isFresh, synthesisSkip, type CacheKey } from "../summarize/index.js";
import type { Store, SummaryCache } from "../store/index.js";
import { hashBytes, initHash } from "../shared/hash.js";
import { statClean } from "../shared/racyClean.js";
import { tokenCounter, type TokenEncoding } from "../shared/tokens.js";

/** `fresh`, `stale` (the file changed since), or `missing` (never made). */
export type Freshness = "fresh" | "stale" | "missing";

/**
 * One file's state: its index row (contract + extractive summary) and, with a model, its LLM summary; `llm` is
 * absent for a file the model never summarizes (`synthesisSkip`: at most `tokenThreshold` tokens, sent in full,
 * seed 000 §4.2; or an empty contract).
 */
export interface FileFreshness {
  path: string;
  index: Freshness;
  llm?: Freshness;
  /** The file has a row but is gone from the tree (deleted or now ignored): its row is `stale`. */
  deleted?: true;
  /**
   * The row is `stale` because another extractor version or other token settings made it (`text@109 o200k_base/1500`,
   * see `rowKey`), the file unchanged: what made it and what the next index makes instead.
   */
  madeBy?: string;
  makes?: string;
}

export interface StatusQuery {
  /** Absolute repository root. */
  root: string;
  store: Store;
  maxFileBytes: number;
  /**
   * The extractor key `strata index` stamps a row of this path with now (extractor id and version, token encoding and
   * threshold, e.g. `ts-morph@13 o200k_base/1500`); a row stamped otherwise is re-extracted, so it is `stale`. Absent:
   * rows are judged by their content hash alone.
   */
  rowKey?: (path: string) => string;
  /**
   * The LLM summaries to check: the cache and the prompt/model, and which files need one (more than
   * `tokenThreshold` tokens of `encoding`; the others are sent in full); absent = index rows only.
   */
  llm?: { cache: SummaryCache; promptKey: string; model: string; tokenThreshold: number; encoding: TokenEncoding };
}

/** Files read at once by {@link summaryStatus} (bounded, so a large repository never runs out of file handles). */
const READ_BATCH = 64;

/**
 * Every discovered, indexable file with its freshness, and every stored row whose file is gone (`deleted`, index
 * `stale`), sorted by path. Reads and hashes only files whose size or mtime moved.
 */
export async function summaryStatus(query: StatusQuery): Promise<FileFreshness[]> {
  const { root, store } = query;
  await initHash();
  const discovery = await discoverFiles(root, { maxFileBytes: query.maxFileBytes });
  const skipped = new Set((await store.listSkipped()).map((s) => s.path));
  const own = path.relative(root, store.location).split(path.sep).join("/");
  const files = discovery.files.filter((f) => !skipped.has(f.path) && !f.path.startsWith(`${own}`) && !f.path.startsWith(".strata/"));
  const stamps = new Map((await store.listStamps()).map((s) => [s.path, s]));
  const keys: CacheKey[] = files.map((f) => ({ path: f.path, promptKey: query.llm?.promptKey ?? "", model: query.llm?.model ?? "" }));
  const entries = query.llm ? await query.llm.cache.getEntries(keys) : [];
  const count = query.llm ? await tokenCounter(query.llm.encoding) : undefined;
  const out: FileFreshness[] = [];
  // Only files whose size or mtime moved since their row was made (or that were read too close to an edit to tell,
  // git's racily-clean rule) are read and hashed; the others are the bytes their row was made from.
  const toRead = files.filter((f) => !statClean(stamps.get(f.path)?.stat, f));
  const readAt = new Map(toRead.map((f, i) => [f.path, i]));
  const batches = new Map<number, Promise<Buffer[]>>();
  const bytesOf = async (file: (typeof files)[number]): Promise<Buffer | undefined> => {
    const i = readAt.get(file.path);
    if (i === undefined) return undefined;
    // Reads READ_BATCH files at once: one after another, each read's open, stat, read and close waited for the
    // thread pool in turn, and `strata status` on flask (230 files) spent more time waiting than working.
    const b = Math.floor(i / READ_BATCH);
    if (!batches.has(b)) batches.set(b, Promise.all(toRead.slice(b * READ_BATCH, (b + 1) * READ_BATCH).map((f) => fs.readFile(f.absPath))));
    return (await batches.get(b)!)[i % READ_BATCH]!;
  };
  for (const [i, file] of files.entries()) {
    const stamp = stamps.get(file.path);
    const bytes = await bytesOf(file);
    const contentHash = bytes ? hashBytes(bytes) : stamp!.contentHash;
    const makes = stamp && query.rowKey ? query.rowKey(file.path) : undefined;
    const outdated = stamp !== undefined && makes !== undefined && stamp.extractor !== makes && stamp.contentHash === contentHash;
    const index: Freshness = !stamp ? "missing" : stamp.contentHash === contentHash && !outdated ? "fresh" : "stale";
    const row: FileFreshness = { path: file.path, index, ...(outdated ? { madeBy: stamp.extractor, makes } : {}) };
    const text = async (): Promise<string> => (bytes ?? (await fs.readFile(file.absPath))).toString("utf8");
    if (query.llm && (await needsLlmSummary(store, file.path, index === "fresh", text, query.llm.tokenThreshold, count!))) {
      const entry = entries[i];
      row.llm = !entry ? "missing" : isFresh(entry, query.llm, contentHash) ? "fresh" : "stale";
    }
    out.push(row);
  }
  // A row whose file is gone (deleted, or now ignored) is stale too: the next index removes it.
  const found = new Set(files.map((f) => f.path));
  for (const stamp of stamps.values()) if (!found.has(stamp.path)) out.push({ path: stamp.path, index: "stale", deleted: true });
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Whether the synthesis stage would ask the model for this file (`synthesisSkip`): from the stored contract when
 * the index row is fresh, else (contract unknown until the next index) from the token count alone.
 */
async function needsLlmSummary(store: Store, filePath: string, rowFresh: boolean, text: () => Promise<string>, tokenThreshold: number, count: (text: string) => number): Promise<boolean> {
  const record = rowFresh ? await store.getFile(filePath) : undefined;
  return record ? synthesisSkip(record, tokenThreshold) === undefined : count(await text()) > tokenThreshold;
}
