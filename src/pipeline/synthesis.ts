/**
 * The `synthesis` stage: every indexed file goes through the semantic cache
 * (seed 000 Table 7.1) for the current prompt and model; misses are synthesized by the configured LLM.
 *
 * Steps per run:
 * 1. No `llm` in the context → nothing to do (extractive summaries stay the only ones).
 * 2. Open the cache (Redis when configured, else the SQLite store) and read `git rev-parse HEAD`.
 * 3. For each file the model can summarize (`synthesisSkip`: over `tokenThreshold` tokens, seed 000 §4.2, and
 *    with a non-empty contract; counted as `sendInFull` / `emptyContract` otherwise), `resolveThroughCache`: hash hit → nothing; semantic hit → compare-and-set the new hash,
 *    no LLM call; miss → `synthesizeSummary` (the client limits concurrency, retries and checks the budget).
 *    A valid summary is cached with its content hash, semantic hash, contract and commit; an invalid one is
 *    never cached (the file keeps its extractive summary and the reason is reported).
 * 4. A budget, abort, auth, config or unavailable error (`LlmError.stopsRun`) stops further synthesis cleanly: finished files stay cached, hits are
 *    still confirmed, and the report says why it stopped (`stoppedBy`).
 * 5. Every cached summary is mirrored into the store's summary rows (`<promptKey>|<model>`), and the run's
 *    counts (hits, calls, tokens, cost, ungrounded names) are stored for `strata stats`.
 */
import pLimit from "p-limit";
import { currentFileOf, FILE_PROMPT_ID, LlmError, promptKeyFor, resolveThroughCache, synthesisSkip, synthesizeSummary, type LlmClient } from "../summarize/index.js";
import { openSummaryCache, sharedCacheReport, type FileRecord } from "../store/index.js";
import { mirrorLlmSummary } from "./records.js";
import { initHash } from "../shared/hash.js";
import { gitCommit, repositoryNamespace } from "./gitInfo.js";
import { countSkipped, planSynthesis } from "./synthesisPlan.js";
import { SynthesisTally } from "./synthesisStats.js";
import type { IndexStage, StageContext } from "./types.js";
import type { SynthesisRunReport, SynthesisStageReport } from "./stageReports.js";

/** Cache reads and writes in flight at once; LLM calls are limited separately by the client. */
const CACHE_CONCURRENCY = 16;

export interface SynthesisStageOptions {
  /** List what would be sent (tokens, cost) and send nothing, write nothing (`strata index --dry-run`). */
  dryRun?: boolean;
  /** Redis key prefix (tests use a unique one). */
  cachePrefix?: string;
  /**
   * The model to plan for in a dry run, so `strata index --dry-run` can withhold the client from the other
   * stages (nothing may be sent); the context's `llm` wins when both are given.
   */
  llm?: LlmClient;
  /**
   * Only these repository-relative paths are synthesized (`strata precompute --since`: the files changed since a
   * revision); absent means every indexed file.
   */
  paths?: ReadonlySet<string>;
}

/** `synthesizeSummary` reasons for a call that failed after retries (as opposed to invalid model output). */
const CALL_FAILURE = /^(rate-limit|server|timeout): /;

/** Thrown inside the per-file task once the run has stopped; never escapes the stage. */
class NotAttempted extends Error {}

/** Builds the stage; {@link synthesisStage} is the default instance in `defaultStages`. */
export function createSynthesisStage(options: SynthesisStageOptions = {}): IndexStage<SynthesisStageReport> {
  return {
    name: "synthesis",
    run: async (ctx) => {
      const llm = ctx.llm ?? options.llm;
      if (!llm) return { llm: false };
      return options.dryRun
        ? planSynthesis(ctx, llm, FILE_PROMPT_ID, options.cachePrefix, options.paths)
        : runSynthesis(ctx, llm, options.cachePrefix, options.paths);
    },
  };
}

/** The stage `strata index` runs after extraction when a model is configured. */
export const synthesisStage: IndexStage<SynthesisStageReport> = createSynthesisStage();

async function runSynthesis(ctx: StageContext, llm: LlmClient, prefix: string | undefined, paths: ReadonlySet<string> | undefined): Promise<SynthesisRunReport> {
  const { store, config, root } = ctx;
  const startedAt = Date.now();
  await initHash();
  const promptKey = promptKeyFor(FILE_PROMPT_ID);
  const indexed = (await store.listFiles()).filter((f) => !paths || paths.has(f.path));
  const files = indexed.filter((f) => !synthesisSkip(f, config.tokenThreshold));
  const cache = await openSummaryCache(config, store, { repository: repositoryNamespace(root, config), ...(prefix ? { prefix } : {}) });
  const commit = gitCommit(root);
  const tally = new SynthesisTally(llm.id);
  const limit = pLimit(CACHE_CONCURRENCY);
  let done = 0;
  const stop = (kind: NonNullable<SynthesisTally["stoppedBy"]>, message: string): void => {
    if (tally.stoppedBy) return;
    tally.stoppedBy = kind;
    tally.stopMessage = message;
  };
  const handle = async (file: FileRecord): Promise<void> => {
    const key = { path: file.path, promptKey, model: llm.id };
    try {
      const resolution = await resolveThroughCache(cache, key, currentFileOf(file.contract, file.contentHash, commit), async () => {
        if (tally.stoppedBy || ctx.signal?.aborted) throw new NotAttempted();
        const outcome = await synthesizeSummary(file.contract, { client: llm, promptId: FILE_PROMPT_ID, ...(ctx.signal ? { signal: ctx.signal } : {}) });
        tally.addUsage(outcome.calls, outcome.usage);
        return outcome;
      });
      const kind = resolution.decision.kind;
      if (kind === "hash-hit") tally.hashHits += 1;
      else if (kind === "semantic-hit") tally.semanticHits += 1;
      else {
        tally.misses += 1;
        const outcome = resolution.synthesis!;
        if (outcome.ok) tally.addGrounding(outcome.ungrounded);
        else if (CALL_FAILURE.test(outcome.reason)) tally.failed.push({ path: file.path, reason: outcome.reason });
        else tally.invalid.push({ path: file.path, reason: outcome.reason });
      }
      if (resolution.entry && (kind !== "miss" || resolution.synthesis?.ok)) await mirrorLlmSummary(store, resolution.entry);
    } catch (error) {
      if (!(error instanceof NotAttempted) && !(error instanceof LlmError)) throw error;
      tally.misses += 1;
      if (error instanceof NotAttempted) tally.notAttempted += 1;
      else if (error.stopsRun) {
        tally.notAttempted += 1;
        stop(error.kind as NonNullable<SynthesisTally["stoppedBy"]>, error.message);
      } else tally.failed.push({ path: file.path, reason: error.message });
    } finally {
      done += 1;
      ctx.onProgress?.({ stage: "synthesis", done, total: files.length, unit: "files", detail: tally.detail() });
    }
  };
  try {
    await Promise.all(files.map((file) => limit(() => handle(file))));
  } finally {
    await cache.close();
  }
  const stats = tally.stats({ startedAt, finishedAt: Date.now(), backend: cache.kind, cacheLocation: cache.location, promptKey, files: files.length });
  await store.recordCacheRun(stats);
  return {
    ...stats,
    ...countSkipped(indexed, config.tokenThreshold),
    ...(commit ? { commit } : {}),
    ...(tally.stopMessage ? { stopMessage: tally.stopMessage } : {}),
    ...sharedCacheReport(cache),
    invalidFiles: tally.invalid,
    failedFiles: tally.failed,
  };
}
