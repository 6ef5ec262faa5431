/**
 * `strata index --dry-run`: what the synthesis stage would send — one entry per file the
 * cache cannot answer, with its estimated input tokens and cost — without calling the model or writing
 * to the cache. Hash and semantic hits are counted as the real run would find them.
 */
import { currentFileOf, decideCache, estimateCostUsd, estimatePromptTokens, promptKeyFor, synthesisSkip, type LlmClient } from "../summarize/index.js";
import { openSummaryCache, type FileRecord } from "../store/index.js";
import { initHash } from "../shared/hash.js";
import { repositoryNamespace } from "./gitInfo.js";
import type { StageContext } from "./types.js";
import type { PlannedCall, SynthesisPlanReport } from "./stageReports.js";

/**
 * Output tokens assumed per summary for the estimate: a P-TECH-JSON answer for a typical file is
 * 200–500 tokens; 400 errs on the side of cost.
 */
export const ESTIMATED_OUTPUT_TOKENS = 400;

/** `{ sendInFull, emptyContract }`: how many of `files` {@link synthesisSkip} leaves out, by reason. */
export function countSkipped(files: FileRecord[], tokenThreshold: number): { sendInFull: number; emptyContract: number } {
  const skips = files.map((f) => synthesisSkip(f, tokenThreshold));
  return { sendInFull: skips.filter((s) => s === "send-in-full").length, emptyContract: skips.filter((s) => s === "empty-contract").length };
}

/** The dry-run report of the synthesis stage. */
export async function planSynthesis(
  ctx: StageContext,
  llm: LlmClient,
  promptId: "P-TECH-JSON",
  prefix: string | undefined,
  paths?: ReadonlySet<string>,
): Promise<SynthesisPlanReport> {
  const { store, config, root } = ctx;
  await initHash();
  const promptKey = promptKeyFor(promptId);
  const indexed = (await store.listFiles()).filter((f) => !paths || paths.has(f.path));
  const files = indexed.filter((f) => !synthesisSkip(f, config.tokenThreshold));
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
    ...countSkipped(indexed, config.tokenThreshold),
    hashHits,
    semanticHits,
    calls: wouldSend.length,
    inputTokens: wouldSend.reduce((s, c) => s + c.inputTokens, 0),
    outputTokens: wouldSend.reduce((s, c) => s + c.outputTokens, 0),
    costUsd: costs.includes(null) ? null : Math.round(costs.reduce((s: number, c) => s + (c ?? 0), 0) * 1e8) / 1e8,
    wouldSend,
  };
}
