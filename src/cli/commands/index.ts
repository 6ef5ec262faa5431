/** `strata index [repo]`: Stage 1 and extractive summaries for every file, stored; prints a run report. */
import { indexRepository, type IndexReport } from "../../pipeline/index.js";
import { configFor, enclosingRepository, EXIT, printJson, resolveRootToWrite, storeFor, storePathFor, UsageError, type CommonOptions } from "../common.js";
import { llmFor } from "../llm.js";
import { integerOption } from "../integerOption.js";
import { moveStoreAside, notAStoreFile, quickCheckStore, StoreBusyError, StoreCorruptError, StoreError } from "../../store/index.js";
import { LlmError, createEmbedder, missingApiKey } from "../../summarize/index.js";
import fs from "node:fs";
import { createHierarchyStage, createSynthesisStage, defaultStages, parseShard, type IndexStage } from "../../pipeline/index.js";
import type { BudgetLimits, LlmClient } from "../../summarize/index.js";
import { renderSynthesisReport } from "../render/synthesisReport.js";
import { renderDryRunTotal } from "../render/dryRunTotal.js";
import { createProgress, createStageProgress } from "../progress.js";
import { renderIndexErrors, renderIndexReport } from "../render/indexReport.js";
import { packagesNote } from "../packagesNote.js";

export interface IndexCommandOptions extends CommonOptions {
  quiet?: boolean;
  maxCost?: string;
  maxCalls?: string;
  dryRun?: boolean;
  /** `--rebuild`: move the store aside (kept as `<store>.corrupt-<time>`) and index from scratch. */
  rebuild?: boolean;
  /** `--wait <seconds>`: how long to wait for another writer (a watcher's update, another index); default 30. */
  wait?: string;
  /** `--shard K/N`: index only that shard's files, per-file stages only (pipeline/shard.ts). */
  shard?: string;
}

/** Default `--wait`, seconds: a watcher's update takes about a second, a cold index of a large repository minutes. */
const DEFAULT_WAIT_S = 30;

/** `--max-cost` / `--max-calls` as budget limits. @throws UsageError for a value that is not a non-negative number. */
function budgetLimits(opts: IndexCommandOptions): BudgetLimits | undefined {
  const num = (flag: string, raw: string | undefined, integer: boolean): number | undefined => {
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) throw new UsageError(`${flag} must be a non-negative ${integer ? "integer" : "number"}, got "${raw}"`);
    return n;
  };
  const maxCostUsd = num("--max-cost", opts.maxCost, false);
  const maxCalls = num("--max-calls", opts.maxCalls, true);
  return maxCostUsd === undefined && maxCalls === undefined ? undefined : { maxCostUsd, maxCalls };
}

/** Runs the command; returns the exit code. */
export async function indexCommand(repo: string | undefined, opts: IndexCommandOptions): Promise<number> {
  const root = resolveRootToWrite(repo, "index");
  const config = configFor(root, opts);
  const enclosing = repo === undefined || opts.store !== undefined ? undefined : enclosingRepository(root);
  if (enclosing && !opts.quiet) {
    process.stderr.write(
      `strata: note: ${root} is a folder of the repository ${enclosing}; indexing only this folder, into a store of its own that commands run inside it will use (for the whole repository: strata index ${enclosing})\n`,
    );
  }
  const limits = budgetLimits(opts);
  const waitS = integerOption("--wait", opts.wait, { min: 0 }, DEFAULT_WAIT_S);
  const shard = opts.shard === undefined ? undefined : parseShard(opts.shard);
  // A shard run deletes the rows of every file outside its shard: never in the store that holds the whole index.
  if (shard && (opts.store === undefined || storePathFor(root, config) === storePathFor(root, configFor(root, { ...opts, store: undefined }))))
    throw new UsageError("--shard needs --store <file>, a store of its own for the shard (the repository's store holds the whole index, and a shard run keeps only its shard's files)");
  // Without a model a dry run or a budget is an error (below): the hint would only repeat it.
  const llm = llmFor(config, { ...opts, quiet: Boolean(opts.quiet || opts.dryRun || limits) }, limits);
  if (!llm && (opts.dryRun || limits)) throw new UsageError(`${opts.dryRun ? "--dry-run" : "--max-cost/--max-calls"} needs a model: give --llm <provider:model> or set STRATA_LLM`);
  // A dry run sends nothing: only the planning synthesis stage sees the model, the other stages run without it.
  const stages = opts.dryRun && llm ? defaultStages.map((s) => dryRunStage(s, llm)) : defaultStages;
  const storeFile = storePathFor(root, config);
  const notAStore = notAStoreFile(storeFile);
  if (notAStore) throw new StoreError(notAStore, storeFile);
  const moved = opts.rebuild ? moveStoreAside(storeFile) : undefined;
  if (!moved) refuseDamagedStore(storeFile, QUICK_CHECK_MAX_BYTES);
  if (moved) process.stderr.write(`strata: the old store is kept as ${moved.movedTo}; indexing from scratch\n`);
  const embedder = createEmbedder(config);
  const store = storeFor(root, config);
  const abort = new AbortController();
  const onSigint = (): void => abort.abort();
  process.once("SIGINT", onSigint);
  const quiet = Boolean(opts.quiet) || (Boolean(opts.json) && !process.stderr.isTTY);
  const progress = createProgress({ quiet, label: "indexing" });
  const stageProgress = createStageProgress({ quiet });
  let report: IndexReport | undefined;
  let failure: unknown;
  try {
    report = await indexRepository({
      root,
      store,
      config,
      onProgress: (p) => {
        stageProgress.stop(); // the `extract` step's read bar, when files were read before this one finished
        progress.update(p);
      },
      signal: abort.signal,
      threads: config.threads,
      stages,
      writerWait: {
        ms: waitS * 1000,
        onWait: (holder) => {
          const who = holder ? `pid ${holder.pid} on ${holder.host}, since ${new Date(holder.since).toISOString()}` : "another process";
          process.stderr.write(`strata: waiting up to ${waitS} s for the run writing this store (${who}) to finish\n`);
        },
      },
      ...(llm && !opts.dryRun ? { llm } : {}),
      ...(embedder && !opts.dryRun ? { embedder } : {}),
      ...(shard ? { shard } : {}),
      onStageProgress: (p) => {
        progress.stop();
        stageProgress.update(p);
      },
    });
  } catch (error) {
    failure = error;
  } finally {
    progress.stop();
    stageProgress.stop();
    process.off("SIGINT", onSigint);
    await store.close();
  }
  if (!report) {
    // A damaged page may surface as another error (a constraint, a JSON cell that does not parse): check the file.
    const mayBeDamage = !(failure instanceof StoreCorruptError || failure instanceof StoreBusyError || failure instanceof LlmError);
    if (mayBeDamage && !abort.signal.aborted) refuseDamagedStore(storeFile, Infinity, failure);
    throw failure;
  }
  if (opts.json) printJson(moved ? { ...report, movedAside: moved.movedTo } : report);
  // --quiet prints nothing but errors: the failed files and stages, on stderr.
  else if (opts.quiet) process.stderr.write(renderIndexErrors(report));
  else process.stdout.write(renderIndexReport(report) + renderSynthesisReport(report.stages.synthesis) + renderDryRunTotal(report));
  // A dry run needs no key; the run it plans does: say so now, not at its first call.
  const keyVar = opts.dryRun && config.llm ? missingApiKey(config.llm, process.env) : undefined;
  if (keyVar && !opts.quiet) process.stderr.write(`strata: note: ${keyVar} is not set: the run without --dry-run would stop at its first model call (API keys are read from the environment only)\n`);
  const packages = opts.json || opts.quiet ? undefined : packagesNote(root, report.languages);
  if (packages) process.stderr.write(`strata: note: ${packages}\n`);
  if (report.aborted) return EXIT.interrupted;
  return report.failed.length ? EXIT.partial : EXIT.ok;
}

/**
 * Stores up to this size get `PRAGMA quick_check` before every run (about 15 ms per MiB: ~90 ms here, 412 ms for
 * the 26.7 MiB store of an 87k-line repository, `npm run bench:doctor`). Larger ones are checked when a run fails,
 * and by `strata doctor`; a damaged page a run reads stops it anyway (SQLITE_CORRUPT, exit 6).
 */
const QUICK_CHECK_MAX_BYTES = 6 * 1024 * 1024;

/**
 * Runs `PRAGMA quick_check` on the store at `file` when it is at most `maxBytes` long.
 * @throws StoreCorruptError naming the first problem (with `cause` as its cause) when the check fails.
 */
function refuseDamagedStore(file: string, maxBytes: number, cause?: unknown): void {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return; // no store yet
  }
  if (size > maxBytes) return;
  let problem: string | undefined;
  try {
    problem = quickCheckStore(file);
  } catch {
    return; // unreadable for another reason (permissions, a lock): the run's own error says so
  }
  if (problem !== undefined) throw new StoreCorruptError(file, problem, cause === undefined ? {} : { cause });
}

/** In a dry run the planning stages see the model (and send nothing); the others run without it. */
function dryRunStage(stage: IndexStage, llm: LlmClient): IndexStage {
  if (stage.name === "synthesis") return createSynthesisStage({ dryRun: true, llm });
  if (stage.name === "hierarchy") {
    const planning = createHierarchyStage({ dryRun: true });
    return { name: stage.name, run: (context) => planning.run({ ...context, llm }) };
  }
  return stage;
}
