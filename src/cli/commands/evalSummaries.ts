/**
 * `strata eval summaries [repo] [--sample N] [--seed S] [--rubric out.csv] [--rubric-scores in.csv] [--json]`: the
 * summary validation suite of seed `000_2a42ff7c47e3b4f9.txt` Part V over an indexed repository's stored summaries.
 * 1. Deterministic (§5.4; always): schema validity, grounding, name-restating and empty-field rates.
 * 2. Q&A retention with a model as judge (§5.3; with a model): a seeded sample of files, secrets masked; a file
 *    over `--max-tokens` (default 24,000) is not sent and is listed under `failed`.
 * 3. Semantic similarity (§5.2; with an embedding model): cosine of main responsibility vs the file's doc
 *    description, beside token F1.
 * 4. Rubric (§5.5, Table 5.1): writes a review sheet for the sample, or reads scores back and correlates them.
 * Without a model or embedder the parts that need them are skipped with what to set; the exit code stays 0.
 */
import fs from "node:fs";
import path from "node:path";
import { readSourceText } from "../../extract/index.js";
import { storedSummaries } from "../../query/index.js";
import {
  createEmbedder,
  FILE_PROMPT_ID,
  llmGeneratorKey,
  LlmError,
  overallRetention,
  parseRubricScores,
  promptKeyFor,
  qaRetentionFile,
  QA_TARGET_PERCENT,
  rubricCsv,
  rubricReport,
  samplePaths,
  summaryChecks,
  summarySimilarity,
  type QaFileResult,
  type TechnicalSummary,
} from "../../summarize/index.js";
import { configFor, EXIT, integerOption, printJson, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { llmFor } from "../llm.js";
import { requireIndex } from "./search.js";
import { renderSummaryEval, type SummaryEvalReport } from "../render/summaryEval.js";

export interface EvalSummariesOptions extends CommonOptions {
  sample?: string;
  seed?: string;
  rubric?: string;
  rubricScores?: string;
  maxTokens?: string;
}

/** What to set for the parts that need a model. */
export const QA_SETUP = "set STRATA_LLM=<provider>:<model> (e.g. openai:gpt-4o-mini; openai-compatible:<model> also needs STRATA_LLM_BASE_URL) or give --llm";
export const SIMILARITY_SETUP = "set STRATA_EMBEDDING=<provider>:<model> (e.g. openai:text-embedding-3-small; openai-compatible:<model> also needs STRATA_EMBEDDING_BASE_URL)";

/** One-line text of a summary for the review sheet: main responsibility, then the API entries. */
function sheetSummary(s: TechnicalSummary): string {
  const api = s.public_api.map((a) => (a.description ? `${a.name}: ${a.description}` : a.name));
  return [s.main_responsibility, ...(api.length ? [`API: ${api.join("; ")}`] : [])].join("\n");
}

/** Runs `strata eval summaries`; returns the exit code. */
export async function evalSummariesCommand(repo: string | undefined, opts: EvalSummariesOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const n = integerOption("--sample", opts.sample, { min: 1 }, 10);
  const seed = integerOption("--seed", opts.seed, { min: 0 }, 1);
  const maxTokens = integerOption("--max-tokens", opts.maxTokens, { min: 1 }, 24_000);
  if (opts.rubric && opts.rubricScores) throw new UsageError("give --rubric <out.csv> (write a sheet) or --rubric-scores <in.csv> (read one back), not both");
  let scoresText: string | undefined;
  if (opts.rubricScores) {
    try {
      scoresText = fs.readFileSync(opts.rubricScores, "utf8");
    } catch (error) {
      throw new UsageError(`cannot read ${opts.rubricScores}: ${(error as Error).message}`);
    }
  }
  const llm = llmFor(config, { quiet: true });
  const embedder = createEmbedder(config);
  const store = storeFor(root, config, { readOnly: true });
  let report: SummaryEvalReport;
  try {
    await requireIndex(store, root);
    const stored = await storedSummaries(store, llm ? { llmGeneratorKey: llmGeneratorKey({ promptKey: promptKeyFor(FILE_PROMPT_ID), model: llm.id }) } : {});
    const checks = summaryChecks(stored.files, stored.nodes);
    const { perFile, ...deterministic } = checks;
    const generators: Record<string, number> = {};
    for (const f of stored.files) generators[f.generatorKey] = (generators[f.generatorKey] ?? 0) + 1;
    const byPath = new Map(stored.files.map((f) => [f.path, f]));
    const paths = samplePaths(stored.files.filter((f) => f.contract.exports.length > 0).map((f) => f.path), n, seed);

    let qa: SummaryEvalReport["qa"] = { skipped: QA_SETUP };
    if (llm) {
      const files: QaFileResult[] = [];
      const failed: { path: string; error: string }[] = [];
      for (const p of paths) {
        const tokens = byPath.get(p)!.contract.metrics.tokens;
        if (tokens > maxTokens) {
          failed.push({ path: p, error: `not sent: ${tokens} tokens of code > --max-tokens ${maxTokens}` });
          continue;
        }
        const code = await readSourceText(path.join(root, p), p);
        if (code === undefined) {
          failed.push({ path: p, error: "cannot be read (deleted since indexing?)" });
          continue;
        }
        try {
          files.push(await qaRetentionFile(llm, { path: p, code, summary: JSON.stringify(byPath.get(p)!.summary, null, 2) }));
        } catch (error) {
          if (!(error instanceof LlmError)) throw error;
          failed.push({ path: p, error: error.message });
        }
      }
      qa = { model: llm.id, targetPercent: QA_TARGET_PERCENT, overall: overallRetention(files), files, failed };
    }

    const similarity: SummaryEvalReport["similarity"] = embedder
      ? await summarySimilarity(embedder, stored.files.map((f) => ({ path: f.path, mainResponsibility: f.summary.main_responsibility, ...(f.contract.description ? { description: f.contract.description } : {}) })))
      : { skipped: SIMILARITY_SETUP };

    report = { repo: root, generators, nodeGenerator: stored.nodeGeneratorKey ?? null, missingSummaries: stored.missing.length, deterministic, sample: { seed, requested: n, paths }, qa, similarity };

    if (opts.rubric) {
      const rows = paths.map((p) => {
        const f = byPath.get(p)!;
        return { path: p, summary: sheetSummary(f.summary), code: `${p}:1-${f.contract.metrics.lines}` };
      });
      fs.writeFileSync(opts.rubric, rubricCsv(rows));
      report.rubric = { written: opts.rubric, rows: rows.length };
    }
    if (scoresText !== undefined && opts.rubricScores) {
      // A bad row is a RubricCsvError: a usage error (exit 2) naming the file and line.
      const scores = parseRubricScores(scoresText, opts.rubricScores);
      const figures: Record<string, Map<string, number>> = { ungroundedNames: new Map(perFile.map((f) => [f.path, f.ungrounded.length])) };
      if ("files" in qa) figures.retention = new Map(qa.files.map((f) => [f.path, f.retention]));
      if ("files" in similarity) {
        figures.cosine = new Map(similarity.files.map((f) => [f.path, f.cosine]));
        figures.tokenF1 = new Map(similarity.files.map((f) => [f.path, f.tokenF1]));
      }
      report.rubric = { file: opts.rubricScores, ...rubricReport(scores, figures) };
    }
  } finally {
    await store.close();
  }
  if (opts.json) printJson(report);
  else process.stdout.write(renderSummaryEval(report));
  return EXIT.ok;
}
