/**
 * `strata eval retrieval --queries <file.jsonl>` and `strata eval make-queries --from-docs <repo>` /
 * `--synthetic <repo>`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { indexRepository } from "../../pipeline/index.js";
import { loadConfig } from "../../config/index.js";
import { defaultStorePath, openStore, type Store } from "../../store/index.js";
import { evaluateRetrieval, makeDocQuerySet, makeHistoryQuerySet, parseQueries, queriesToJsonl, renderEvalTables, syntheticQueries, QueryFileError, SEARCH_MODES, type SearchMode } from "../../retrieve/index.js";
import { tokenCounter } from "../../shared/tokens.js";
import { storedGraphEdges, type BaselineFile, type HistorySkips } from "../../retrieve/index.js";
import { configFor, EXIT, integerOption, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { llmFor } from "../llm.js";
import { requireIndex } from "./search.js";
import { createEmbedder } from "../../summarize/index.js";

export interface EvalRetrievalOptions extends CommonOptions {
  repo?: string;
  queries?: string;
  modes?: string;
  budget?: string;
  output?: string;
  historyWeights?: string;
}

/** Every indexed file of `root` with its current text (the whole-file baselines' corpus); unreadable files are skipped. */
export async function indexedFiles(root: string, store: Store): Promise<BaselineFile[]> {
  const out: BaselineFile[] = [];
  for (const f of await store.listFiles()) {
    try {
      out.push({ path: f.path, text: fs.readFileSync(path.join(root, f.path), "utf8") });
    } catch {
      // deleted since indexing: not in the corpus
    }
  }
  return out;
}

/** Runs `strata eval retrieval`; returns the exit code. */
export async function evalRetrievalCommand(opts: EvalRetrievalOptions): Promise<number> {
  if (!opts.queries) throw new UsageError("--queries <file.jsonl> is required");
  const root = resolveRoot(opts.repo);
  const config = configFor(root, opts);
  let text: string;
  try {
    text = fs.readFileSync(opts.queries, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${opts.queries}: ${(error as Error).message}`);
  }
  let queries;
  try {
    queries = parseQueries(text, opts.queries);
  } catch (error) {
    if (error instanceof QueryFileError) throw new UsageError(error.message);
    throw error;
  }
  // A table of zeros for no queries read as a result.
  if (queries.length === 0) throw new UsageError(`${opts.queries} holds no queries: nothing to evaluate (make a set with strata eval make-queries)`);
  const modes = (opts.modes ?? "code,summary,hybrid").split(",").map((m) => m.trim()) as SearchMode[];
  for (const m of modes) if (!SEARCH_MODES.includes(m)) throw new UsageError(`--modes: unknown mode "${m}" (use ${SEARCH_MODES.join(", ")})`);
  const embedder = createEmbedder(config);
  const store = storeFor(root, config);
  try {
    await requireIndex(store, root);
    const budget = Number(opts.budget ?? 4000);
    if (!Number.isInteger(budget) || budget < 50) throw new UsageError(`--budget must be an integer of at least 50 tokens, got "${opts.budget}"`);
    const edges = await storedGraphEdges(store);
    const fileLevel = { files: await indexedFiles(root, store), context: { budget, countTokens: await tokenCounter(config.tokenEncoding), ...(edges ? { edges } : {}) } };
    const historyWeights = opts.historyWeights === undefined ? undefined : opts.historyWeights.split(",").filter((w) => w.trim()).map(Number);
    if (historyWeights?.some((w) => !Number.isFinite(w) || w <= 0)) throw new UsageError(`--history-weights must be positive numbers separated by commas, got "${opts.historyWeights}"`);
    const report = await evaluateRetrieval(store, queries, { modes, fileLevel, ...(historyWeights ? { historyWeights } : {}), ...(embedder ? { embedder } : {}) });
    if (opts.output) fs.writeFileSync(opts.output, `${JSON.stringify(report, null, 2)}\n`);
    if (opts.json) printJson(report);
    else {
      process.stdout.write(renderEvalTables(report));
      if (report.unknownRelevant.length) process.stderr.write(`strata: ${report.unknownRelevant.length} relevant ids are not in the index (e.g. ${report.unknownRelevant[0]}): is this the right repository?\n`);
    }
  } finally {
    await store.close();
  }
  return EXIT.ok;
}

export interface MakeQueriesOptions extends CommonOptions {
  fromDocs?: string;
  synthetic?: string;
  fromHistory?: string | boolean;
  back?: string;
  max?: string;
  seed?: string;
  output?: string;
  copy?: string;
  limit?: string;
}

/** Indexes `root` into its default store (extractive, quiet, every stage) and returns the open store. */
export async function indexQuietly(root: string): Promise<Store> {
  const config = loadConfig(root);
  const store = openStore(defaultStorePath(root));
  const embedder = createEmbedder(config);
  await indexRepository({ root, store, config, ...(embedder ? { embedder } : {}) });
  return store;
}

/** Runs `strata eval make-queries`; returns the exit code. */
export async function makeQueriesCommand(opts: MakeQueriesOptions): Promise<number> {
  if ([opts.fromDocs, opts.synthetic, opts.fromHistory].filter(Boolean).length !== 1) throw new UsageError("give exactly one of --from-docs <repo>, --from-history [repo] or --synthetic <repo>");
  const out = opts.output ?? "queries.jsonl";
  if (opts.fromHistory) return historyQueriesCommand(opts, out);
  if (opts.synthetic) {
    const root = resolveRoot(opts.synthetic);
    const config = configFor(root, opts);
    const llm = llmFor(config, { quiet: true });
    if (!llm) throw new UsageError("--synthetic needs a model: give --llm <provider:model> or set STRATA_LLM");
    const store = storeFor(root, config);
    try {
      await requireIndex(store, root);
      const docs = await store.getSearchDocs((await store.listSearchStamps()).map((s) => s.id));
      const limit = opts.limit === undefined ? undefined : Number(opts.limit);
      const queries = await syntheticQueries(llm, docs, limit === undefined ? {} : { limit });
      fs.writeFileSync(out, queries.map((q) => JSON.stringify(q)).join("\n") + (queries.length ? "\n" : ""));
      if (opts.json) printJson({ queries: queries.length, output: out });
      else process.stdout.write(`${queries.length} synthetic queries → ${out}\nevaluate: strata eval retrieval --repo ${root} --queries ${out}\n`);
    } finally {
      await store.close();
    }
    return EXIT.ok;
  }
  const root = resolveRoot(opts.fromDocs);
  const seed = integerOption("--seed", opts.seed, {}, 1);
  const copyDir = path.resolve(opts.copy ?? fs.mkdtempSync(path.join(os.tmpdir(), `strata-eval-${path.basename(root)}-`)));
  const set = await makeDocQuerySet({ root, copyDir, seed, indexRepo: indexQuietly });
  await set.copyStore.close();
  fs.writeFileSync(out, queriesToJsonl(set.queries));
  const summary = { queries: set.queries.length, documented: set.documented, seed, output: out, copy: set.copy };
  if (opts.json) printJson(summary);
  else {
    process.stdout.write(
      `${set.queries.length} doc-comment queries (seed ${seed}, half of ${set.documented} documented functions) → ${out}\n` +
        `copy without those doc comments (${set.copy.removed}/${set.copy.requested} removed, indexed): ${copyDir}\n` +
        `evaluate: strata eval retrieval --repo ${copyDir} --queries ${out}\n`,
    );
    if (set.copy.stillPresent.length) process.stderr.write(`strata: ${set.copy.stillPresent.length} queries' words still appear in their file (e.g. ${set.copy.stillPresent[0]})\n`);
  }
  return EXIT.ok;
}

/** `make-queries --from-history`: snapshot copy at HEAD~back (first parent), indexed, queries from the later commits. */
async function historyQueriesCommand(opts: MakeQueriesOptions, out: string): Promise<number> {
  const root = resolveRoot(typeof opts.fromHistory === "string" ? opts.fromHistory : undefined);
  const back = integerOption("--back", opts.back, { min: 1 }, 200);
  const max = integerOption("--max", opts.max, { min: 1 }, 100);
  const seed = integerOption("--seed", opts.seed, { min: 0 }, 1);
  const copyDir = path.resolve(opts.copy ?? fs.mkdtempSync(path.join(os.tmpdir(), `strata-eval-${path.basename(root)}-`)));
  let set;
  try {
    set = await makeHistoryQuerySet({ root, copyDir, back, max, seed, indexRepo: indexQuietly });
  } catch (error) {
    if (/git |first-parent|not empty/.test((error as Error).message)) throw new UsageError((error as Error).message);
    throw error;
  }
  await set.copyStore.close();
  fs.writeFileSync(out, queriesToJsonl(set.queries));
  const summary = { queries: set.queries.length, considered: set.considered, skipped: set.skipped, snapshot: set.snapshot, back, max, seed, output: out, copy: copyDir };
  const why = skipReasons(set.skipped);
  // Nothing to evaluate: say why, and what to change, rather than hand `eval retrieval` an empty set.
  if (set.queries.length === 0) throw new UsageError(`no history queries from the ${set.considered} first-parent commits after snapshot ${set.snapshot.slice(0, 12)}${why ? ` (left out: ${why})` : ""}; try a larger --back`);
  if (opts.json) printJson(summary);
  else {
    process.stdout.write(
      `${set.queries.length} history queries (of ${set.considered} commits after snapshot ${set.snapshot.slice(0, 12)}, seed ${seed}) → ${out}\n` +
        (why ? `left out: ${why}\n` : "") +
        `copy at the snapshot (its history ends there; indexed): ${copyDir}\n` +
        `evaluate: strata eval retrieval --repo ${copyDir} --queries ${out}\n`,
    );
  }
  return EXIT.ok;
}

/** The commits `make-queries --from-history` left out, by reason, as one line ("" when none). */
function skipReasons(s: HistorySkips): string {
  const parts = [
    s.subject ? `${s.subject} whose title describes no change (a merge without a pull-request title, a release, bump, dependency, formatting or typo commit, under 4 words)` : "",
    s.noSource ? `${s.noSource} changing no source file (tests and docs do not count)` : "",
    s.tooMany ? `${s.tooMany} changing more than 3 source files` : "",
    s.notAtSnapshot ? `${s.notAtSnapshot} changing a file the snapshot's index lacks` : "",
  ];
  return parts.filter(Boolean).join("; ");
}
