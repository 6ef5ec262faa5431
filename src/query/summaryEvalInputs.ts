/**
 * What `strata eval summaries` reads (seed `000_2a42ff7c47e3b4f9.txt` Part V): every indexed file's stored technical
 * summary with its contract, and every stored node summary. Reads the store only; never summarizes.
 *
 * - File summary: the one stored under `llmGeneratorKey` when given and present (an LLM summary mirrored from the
 *   semantic cache), else the extractive one; files with neither are counted in `missing`.
 * - Node summaries: those of the first generator of {@link nodeGeneratorKeys} that has any.
 */
import type { SemanticContract } from "../extract/index.js";
import { EXTRACTIVE_GENERATOR_KEY, type TechnicalSummary } from "../summarize/index.js";
import type { Store } from "../store/index.js";
import { nodeGeneratorKeys } from "./nodeQueries.js";

/** One file's stored summary and contract. */
export interface StoredFileSummary {
  path: string;
  contentHash: string;
  contract: SemanticContract;
  summary: TechnicalSummary;
  generatorKey: string;
}

/** Everything stored, in path / id order. */
export interface StoredSummaries {
  files: StoredFileSummary[];
  /** Indexed files without a stored summary. */
  missing: string[];
  nodeGeneratorKey: string | undefined;
  nodes: unknown[];
}

/** Reads the stored summaries as the module comment says. */
export async function storedSummaries(store: Store, options: { llmGeneratorKey?: string } = {}): Promise<StoredSummaries> {
  const files: StoredFileSummary[] = [];
  const missing: string[] = [];
  const records = [...(await store.listFiles())].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const f of records) {
    const llm = options.llmGeneratorKey ? await store.getSummary(f.path, options.llmGeneratorKey) : undefined;
    const s = llm ?? (await store.getSummary(f.path, EXTRACTIVE_GENERATOR_KEY));
    if (!s) missing.push(f.path);
    else files.push({ path: f.path, contentHash: f.contentHash, contract: f.contract, summary: s.summary, generatorKey: s.generatorKey });
  }
  for (const key of await nodeGeneratorKeys(store)) {
    const nodes = await store.listNodeSummaries(key);
    if (nodes.length) return { files, missing, nodeGeneratorKey: key, nodes: nodes.map((n) => n.summary) };
  }
  return { files, missing, nodeGeneratorKey: undefined, nodes: [] };
}
