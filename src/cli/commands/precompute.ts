/**
 * `strata precompute --since <git-rev> [repo]`: pre-computation for CI (seed 000 §7.1). Indexes the
 * repository (Stage 1, cheap and incremental), then re-synthesizes through the semantic cache only the files changed
 * since `<git-rev>`, writing to the configured cache (a shared Redis cache in CI). The graph, hierarchy and search
 * stages are left to `strata index`, so a CI step costs only the changed files' LLM calls.
 */
import { indexRepository, type IndexReport } from "../../pipeline/index.js";
import { changedFilesSince, createSynthesisStage } from "../../pipeline/index.js";
import { configFor, EXIT, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { llmFor } from "../llm.js";
import { renderSynthesisReport } from "../render/synthesisReport.js";
import { createEmbedder } from "../../summarize/index.js";

export interface PrecomputeOptions extends CommonOptions {
  since: string;
  quiet?: boolean;
}

/** Runs the command; returns the exit code. */
export async function precomputeCommand(repo: string | undefined, opts: PrecomputeOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  let changed: string[];
  try {
    changed = changedFilesSince(root, opts.since);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const llm = llmFor(config, { ...opts, quiet: true });
  if (!llm) throw new UsageError("precompute needs a model: give --llm <provider:model> or set STRATA_LLM (and STRATA_LLM_BASE_URL for openai-compatible)");
  const store = storeFor(root, config);
  const abort = new AbortController();
  const onSigint = (): void => abort.abort();
  process.once("SIGINT", onSigint);
  const embedder = createEmbedder(config);
  let report: IndexReport;
  try {
    report = await indexRepository({
      root,
      store,
      config,
      signal: abort.signal,
      threads: config.threads,
      llm,
      ...(embedder ? { embedder } : {}),
      stages: [createSynthesisStage({ paths: new Set(changed) })],
    });
  } finally {
    process.off("SIGINT", onSigint);
    await store.close();
  }
  const synthesis = report.stages.synthesis;
  if (opts.json) printJson({ since: opts.since, changed, synthesis: synthesis ?? null, failed: report.failed });
  else {
    process.stdout.write(`${changed.length} file${changed.length === 1 ? "" : "s"} changed since ${opts.since}.\n`);
    process.stdout.write(renderSynthesisReport(synthesis));
  }
  if (report.aborted) return EXIT.interrupted;
  return report.failed.length ? EXIT.partial : EXIT.ok;
}
