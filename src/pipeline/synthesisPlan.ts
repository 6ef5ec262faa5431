/**
 * `strata index --dry-run` (issue 3 item 6): what the synthesis stage would send — one entry per file the
 * cache cannot answer, with its estimated input tokens and cost — without calling the model or writing
 * to the cache. Hash and semantic hits are counted as the real run would find them.
 */
import { currentFileOf, decideCache, estimateCostUsd, estimatePromptTokens, promptKeyFor, type LlmClient } from "../summarize/index.js";
import { openSummaryCache } from "../store/index.js";
import { initHash } from "../shared/hash.js";
import { repositoryNamespace } from "./gitInfo.js";
import type { StageContext } from "./types.js";

/**
 * Output tokens assumed per summary for the estimate: a P-TECH-JSON answer for a typical file is
 * 200–500 tokens; 400 errs on the side of cost.
 */
export const ESTIMATED_OUTPUT_TOKENS = 400;

/** One file that would be sent. Tokens are estimates (the prompt's BPE count; output fixed), cost in USD. */
export interface PlannedCall {
  path: string;
  reason: "absent" | "contract-changed";
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
}

/** The dry-run report of the synthesis stage. */
export async function planSynthesis(ctx: StageContext, llm: LlmClient, promptId: "P-TECH-JSON", prefix: string | undefined): Promise<Record<string, unknown>> {
  const { store, config, root } = ctx;
  await initHash();
  const promptKey = promptKeyFor(promptId);
  const files = await store.listFiles();
  const cache = await openSummaryCache(config, store, { repository: repositoryNamespace(root, config), ...(prefix ? { prefix } : {}) });
  let entries;
  try {
    entries = await cache.getEntries(files.map((f) => ({ path: f.path, promptKey, model: llm.id })));
  } finally {
    await cache.close();
  }
  let hashHits = 0;
  let semanticHits = 0;
  const wouldSend: PlannedCall[] = [];
  for (const [i, file] of files.entries()) {
    const decision = decideCache(entries[i], currentFileOf(file.contract, file.contentHash));
    if (decision.kind === "hash-hit") hashHits += 1;
    else if (decision.kind === "semantic-hit") semanticHits += 1;
    else {
      const inputTokens = estimatePromptTokens(file.contract, promptId);
      const cost = estimateCostUsd(llm.id, { inputTokens, outputTokens: ESTIMATED_OUTPUT_TOKENS });
      wouldSend.push({ path: file.path, reason: decision.reason, inputTokens, outputTokens: ESTIMATED_OUTPUT_TOKENS, costUsd: cost ?? null });
    }
  }
  const costs = wouldSend.map((c) => c.costUsd);
  return {
    dryRun: true,
    model: llm.id,
    promptKey,
    backend: cache.kind,
    files: files.length,
    hashHits,
    semanticHits,
    calls: wouldSend.length,
    inputTokens: wouldSend.reduce((s, c) => s + c.inputTokens, 0),
    outputTokens: wouldSend.reduce((s, c) => s + c.outputTokens, 0),
    costUsd: costs.includes(null) ? null : Math.round(costs.reduce((s: number, c) => s + (c ?? 0), 0) * 1e8) / 1e8,
    wouldSend,
  };
}
