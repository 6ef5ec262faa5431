/**
 * `strata status [repo]`: files whose stored summary is stale (the file changed since) or missing, for the
 * index rows and, with a model configured, for its LLM summaries in the semantic cache; and the stages of
 * `strata index` with files still to rebuild (a run stopped or a stage failed before it finished them).
 */
import { detectLanguage, installedPackagesKey } from "../../extract/index.js";
import { DEFAULT_STAGE_NAMES, repositoryNamespace, rowExtractorKey } from "../../pipeline/index.js";
import { printable } from "../../shared/printable.js";
import { cacheUrl, openSummaryCache, redactRedisUrl } from "../../store/index.js";
import { FILE_PROMPT_ID, parseLlmSpec, promptKeyFor } from "../../summarize/index.js";
import { summaryStatus, type FileFreshness } from "../../query/index.js";
import { configFor, EXIT, printJson, requireStoreFile, resolveRoot, storeFor, type CommonOptions } from "../common.js";

/**
 * Runs the command; returns the exit code.
 * @throws UsageError (exit 2) when the repository has no store yet: nothing is walked.
 */
export async function statusCommand(repo: string | undefined, opts: CommonOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  requireStoreFile(root, config);
  // Only the model's id is needed (no key): status never calls the model.
  const model = config.llm ? parseLlmSpec(config.llm).id : undefined;
  const shared = cacheUrl(config);
  // Asked for only when shown or used: the namespace runs `git config` (~70 ms), the prompt key reads the prompt file.
  const promptKey = opts.json || model ? promptKeyFor(FILE_PROMPT_ID) : "";
  const namespace = opts.json || model || shared ? repositoryNamespace(root, config) : "";
  const store = storeFor(root, config, { readOnly: true });
  let files: FileFreshness[];
  const pendingStages: Record<string, number> = {};
  try {
    for (const stage of DEFAULT_STAGE_NAMES) {
      const pending = (await store.stageBacklog(stage)).paths.length;
      if (pending) pendingStages[stage] = pending;
    }
    const cache = model ? await openSummaryCache(config, store, { repository: namespace }) : undefined;
    try {
      const llm = cache && model ? { llm: { cache, promptKey, model, tokenThreshold: config.tokenThreshold, encoding: config.tokenEncoding } } : {};
      // A dependency upgrade leaves TypeScript/JavaScript rows made from other type declarations: stale.
      const installed = installedPackagesKey(root);
      files = await summaryStatus({ root, store, maxFileBytes: config.maxFileBytes, rowKey: (p) => rowExtractorKey(detectLanguage(p), config, installed), ...llm });
    } finally {
      await cache?.close();
    }
  } finally {
    await store.close();
  }
  const notFresh = files.filter((f) => f.index !== "fresh" || (f.llm !== undefined && f.llm !== "fresh"));
  if (opts.json) {
    const c = counts(files);
    const pending = Object.keys(pendingStages).length ? { pendingStages } : {};
    printJson({ root, promptKey, model: model ?? null, cache: shared ? redactRedisUrl(shared) : "sqlite", cacheNamespace: namespace, counts: model ? c : { index: c.index }, ...pending, files: notFresh });
    return EXIT.ok;
  }
  const c = counts(files);
  const lines = [`Index rows: ${c.index.fresh} fresh, ${c.index.stale} stale, ${c.index.missing} missing.`];
  // The namespace decides which shared entries this repository reads and writes (seed 000 §7.1).
  if (shared) lines.push(`Shared cache: ${redactRedisUrl(shared)}, namespace ${namespace}.`);
  if (model) {
    const inFull = c.llm.notNeeded ? `; ${c.llm.notNeeded} files need none (sent in full, at most ${config.tokenThreshold} tokens, or an empty contract)` : "";
    lines.push(`LLM summaries (${promptKey}|${model}): ${c.llm.fresh} fresh, ${c.llm.stale} stale, ${c.llm.missing} missing${inFull}.`);
  }
  const pendingText = Object.entries(pendingStages).map(([stage, n]) => `${stage} ${n}`);
  if (pendingText.length) lines.push(`Stages with files still to rebuild (an earlier run stopped or failed, or a merge waits for its index): ${pendingText.join(", ")} files.`);
  for (const f of notFresh) {
    const why = f.deleted ? " (deleted)" : f.madeBy ? ` (${madeOtherwise(f.madeBy, f.makes ?? "")})` : "";
    const parts = [`index ${f.index}${why}`, ...(f.llm ? [`llm ${f.llm}`] : [])];
    lines.push(`  ${printable(f.path)}: ${parts.join(", ")}`);
  }
  if (notFresh.length || pendingText.length) lines.push("Refresh with: strata index");
  process.stdout.write(`${lines.join("\n")}\n`);
  return EXIT.ok;
}

function counts(files: FileFreshness[]): { index: Record<string, number>; llm: Record<string, number> } {
  const index: Record<string, number> = { fresh: 0, stale: 0, missing: 0 };
  const llm: Record<string, number> = { fresh: 0, stale: 0, missing: 0, notNeeded: 0 };
  for (const f of files) {
    index[f.index]! += 1;
    llm[f.llm ?? "notNeeded"]! += 1;
  }
  return { index, llm };
}

/**
 * Why a row made by `madeBy` is stale now that `strata index` makes `makes` (row keys: `rowExtractorKey` in the
 * pipeline): the installed packages when only their part differs, else both keys.
 */
function madeOtherwise(madeBy: string, makes: string): string {
  const withoutPackages = (key: string): string => key.replace(/ deps:\S+$/, "");
  if (withoutPackages(madeBy) === withoutPackages(makes)) return "made before the installed packages changed (node_modules)";
  return `made by ${madeBy}; strata index now makes ${makes}`;
}
