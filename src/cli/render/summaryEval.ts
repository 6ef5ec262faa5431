/**
 * Text rendering of `strata eval summaries` (seed `000_2a42ff7c47e3b4f9.txt` Part V): the deterministic table, then
 * Q&A retention, similarity and rubric calibration, each either figures or the line saying what to set.
 */
import type { QaFileResult, RubricReport, SimilarityReport, SummaryChecksReport } from "../../summarize/index.js";

/** The whole report (`--json` prints it). Model parts are either a result or `{ skipped: what to set }`. */
export interface SummaryEvalReport {
  repo: string;
  generators: Record<string, number>;
  nodeGenerator: string | null;
  missingSummaries: number;
  deterministic: Omit<SummaryChecksReport, "perFile">;
  sample: { seed: number; requested: number; paths: string[] };
  qa: { model: string; targetPercent: number; overall: number; files: QaFileResult[]; failed: { path: string; error: string }[] } | { skipped: string };
  similarity: SimilarityReport | { skipped: string };
  rubric?: { written: string; rows: number } | (RubricReport & { file: string });
}

const pct = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd()).join("\n") + "\n";
}

/** The report as text tables. Pure. */
export function renderSummaryEval(r: SummaryEvalReport): string {
  const d = r.deterministic;
  const gens = Object.entries(r.generators).map(([k, v]) => `${k} ${v}`).join(", ") || "none";
  let out = `Summary validation of ${r.repo}\nfile summaries: ${d.files.summaries} (${gens}); without a summary: ${r.missingSummaries}; node summaries: ${d.nodes.summaries} (${r.nodeGenerator ?? "none"})\n\n`;
  out += "Deterministic checks (seed 000 §5.4)\n";
  out += table([
    ["check", "count", "of", "rate"],
    ["file summaries failing the schema", String(d.files.schemaInvalid), String(d.files.summaries), pct(d.files.summaries ? d.files.schemaInvalid / d.files.summaries : 0)],
    ["files with ungrounded names", String(d.files.filesWithUngrounded), String(d.files.summaries - d.files.schemaInvalid), pct(d.files.ungroundedFileRate)],
    ["ungrounded names (total)", String(d.files.ungroundedNames), "", ""],
    ["empty fields (main responsibility, API descriptions)", String(d.files.emptyFields), String(d.files.fields), pct(d.files.emptyFieldRate)],
    ["empty main responsibility", String(d.files.emptyMainResponsibility), String(d.files.summaries), pct(d.files.summaries ? d.files.emptyMainResponsibility / d.files.summaries : 0)],
    ["node summaries failing the schema", String(d.nodes.schemaInvalid), String(d.nodes.summaries), pct(d.nodes.summaries ? d.nodes.schemaInvalid / d.nodes.summaries : 0)],
    ["declarations restating their name", String(d.nodes.nameRestating), String(d.nodes.declarations), pct(d.nodes.nameRestatingRate)],
    ["declarations saying back only their declaration", String(d.nodes.declarationRestating), String(d.nodes.declarations), pct(d.nodes.declarationRestatingRate)],
    ["declarations with an empty purpose", String(d.nodes.emptyPurpose), String(d.nodes.declarations), pct(d.nodes.emptyPurposeRate)],
  ]);
  for (const e of d.ungroundedExamples) out += `  ungrounded in ${e.path}: ${e.names.join(", ")}\n`;
  out += `\nQ&A retention (seed 000 §5.3; sample of ${r.sample.paths.length}, seed ${r.sample.seed})\n`;
  if ("skipped" in r.qa) out += `  skipped: ${r.qa.skipped}\n`;
  else {
    const qa = r.qa;
    out += table([["file", "questions", "retention"], ...qa.files.map((f: QaFileResult) => [f.path, String(f.questions.length), `${f.retention.toFixed(1)}%`]), ["overall", String(qa.files.reduce((n, f) => n + f.questions.length, 0)), `${qa.overall.toFixed(1)}%`]]);
    out += `  judge ${qa.model}; target ${qa.targetPercent}%: ${qa.overall >= qa.targetPercent ? "met" : "not met"}\n`;
    for (const f of qa.failed) out += `  failed ${f.path}: ${f.error}\n`;
  }
  out += "\nSimilarity of main responsibility to the file's doc description (seed 000 §5.2)\n";
  if ("skipped" in r.similarity) out += `  skipped: ${r.similarity.skipped}\n`;
  else {
    const s = r.similarity;
    out += `  compared ${s.compared} files (${s.identical} of them the description verbatim, as extractive summaries are: 1 by construction); skipped ${s.skippedNoDescription} without a doc description\n`;
    out += `  mean embedding cosine (${s.model}): ${s.meanCosine.toFixed(3)}\n`;
    out += `  mean token F1 (lexical overlap, the weaker signal): ${s.meanTokenF1.toFixed(3)}\n`;
  }
  if (r.rubric && "written" in r.rubric) out += `\nRubric sheet (seed 000 §5.5): ${r.rubric.rows} rows → ${r.rubric.written}; fill the three score columns (1-5), then --rubric-scores ${r.rubric.written}\n`;
  else if (r.rubric) {
    const b = r.rubric;
    out += `\nRubric (seed 000 §5.5, Table 5.1): ${b.scored} scored files from ${b.file}\n`;
    out += table([
      ["criterion", "mean"],
      ["semantic completeness", b.means.semantic_completeness.toFixed(3)],
      ["factual consistency", b.means.factual_consistency.toFixed(3)],
      ["brevity & density", b.means.brevity_density.toFixed(3)],
      ["overall", b.means.overall.toFixed(3)],
    ]);
    out += table([["automated figure", "files", "Pearson r vs mean score"], ...Object.entries(b.correlations).map(([k, v]) => [k, String(v.files), v.r === null ? "n/a" : v.r.toFixed(3)])]);
  }
  return out;
}
