/** `strata index [repo]`: Stage 1 and extractive summaries for every file, stored; prints a run report. */
import { indexRepository, type IndexReport } from "../../pipeline/index.js";
import { configFor, EXIT, llmFor, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../context.js";
import { createHierarchyStage, createSynthesisStage, defaultStages, type IndexStage } from "../../pipeline/index.js";
import type { BudgetLimits, LlmClient } from "../../summarize/index.js";
import { renderSynthesisReport } from "../render/synthesisReport.js";
import { createProgress, createStageProgress } from "../progress.js";
import { renderIndexReport } from "../render/indexReport.js";

export interface IndexCommandOptions extends CommonOptions {
  quiet?: boolean;
  maxCost?: string;
  maxCalls?: string;
  dryRun?: boolean;
}

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
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const limits = budgetLimits(opts);
  // Without a model a dry run or a budget is an error (below): the hint would only repeat it.
  const llm = llmFor(config, { ...opts, quiet: Boolean(opts.quiet || opts.dryRun || limits) }, limits);
  if (!llm && (opts.dryRun || limits)) throw new UsageError(`${opts.dryRun ? "--dry-run" : "--max-cost/--max-calls"} needs a model: give --llm <provider:model> or set STRATA_LLM`);
  // A dry run sends nothing: only the planning synthesis stage sees the model, the other stages run without it.
  const stages = opts.dryRun && llm ? defaultStages.map((s) => dryRunStage(s, llm)) : defaultStages;
  const store = storeFor(root, config);
  const abort = new AbortController();
  const onSigint = (): void => abort.abort();
  process.once("SIGINT", onSigint);
  const quiet = Boolean(opts.quiet) || (Boolean(opts.json) && !process.stderr.isTTY);
  const progress = createProgress({ quiet, label: "indexing" });
  const stageProgress = createStageProgress({ quiet });
  let report: IndexReport;
  try {
    report = await indexRepository({
      root,
      store,
      config,
      onProgress: (p) => progress.update(p),
      signal: abort.signal,
      threads: config.threads,
      stages,
      ...(llm && !opts.dryRun ? { llm } : {}),
      onStageProgress: (p) => {
        progress.stop();
        stageProgress.update(p);
      },
    });
  } finally {
    progress.stop();
    stageProgress.stop();
    process.off("SIGINT", onSigint);
    await store.close();
  }
  if (opts.json) printJson(report);
  else process.stdout.write(renderIndexReport(report) + renderSynthesisReport(report.stages.synthesis));
  if (report.aborted) return EXIT.interrupted;
  return report.failed.length ? EXIT.partial : EXIT.ok;
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
