import { printable } from "../../shared/printable.js";
import { isFailedStage, type FailedStageReport, type SynthesisPlanReport, type SynthesisStageReport } from "../../pipeline/index.js";
/** Text rendering of the synthesis stage: its report lines, the dry-run list, and progress on stderr. */

type Report = SynthesisStageReport | FailedStageReport | undefined;

/** Files kept extractive that are named one per line; the rest are counted. */
const MAX_LISTED = 10;

const usd = (v: number | null): string => (v === null ? "cost n/a (no price for this model)" : `$${v.toFixed(4)}`);
const calls = (n: number): string => `${n} LLM call${n === 1 ? "" : "s"}`;

/**
 * Lines for the `synthesis` stage report: nothing without a model; the would-send list for `--dry-run`;
 * else hits, calls, tokens, cost, grounding, and why the run stopped early.
 */
export function renderSynthesisReport(report: Report): string {
  if (!report || "llm" in report) return "";
  if (isFailedStage(report)) return `LLM summaries failed: ${printable(report.failed)}. The next run retries them; files keep their extractive summary.\n`;
  if ("dryRun" in report) return renderPlan(report);
  const lines: string[] = [];
  lines.push(
    `LLM summaries (${report.model}, ${report.promptKey}, cache ${report.backend}): ${report.hashHits} hash hits, ${report.semanticHits} semantic hits, ${report.synthesized} synthesized with ${calls(report.llmCalls)} (${report.inputTokens} input + ${report.outputTokens} output tokens, ${usd(report.costUsd)}).`,
  );
  const inFull = report.sendInFull;
  if (inFull > 0) lines.push(`${inFull} file${inFull === 1 ? "" : "s"} under the token threshold ${inFull === 1 ? "is" : "are"} sent in full, never summarized by the model (seed 000 §4.2).`);
  const empty = report.emptyContract;
  if (empty > 0) lines.push(`${empty} file${empty === 1 ? " has" : "s have"} an empty contract (no description, exports or imports: docs, data), so nothing for the model to summarize.`);
  if (report.synthesized > 0) lines.push(`Grounding: ${report.ungroundedNames} ungrounded names in ${report.ungroundedSummaries} of ${report.synthesized} summaries.`);
  const kept = [...report.invalidFiles, ...report.failedFiles];
  if (kept.length) lines.push(`Kept extractive: ${report.invalid} files with invalid model output, ${report.failed} files whose call failed.`);
  for (const f of kept.slice(0, MAX_LISTED)) lines.push(`kept extractive: ${printable(f.path)}: ${f.reason}`);
  if (kept.length > MAX_LISTED) lines.push(`… and ${kept.length - MAX_LISTED} more (all of them: strata index --json, stages.synthesis).`);
  if (report.sharedCache?.startsWith("lost: ")) {
    lines.push(`Shared cache ${report.sharedCache.slice("lost: ".length)}: the rest of the run used the local store's cache; every summary made is kept there.`);
  }
  if (report.stoppedBy) {
    const n = report.notAttempted;
    const message = report.stopMessage !== undefined ? `${report.stopMessage.replace(/\.?$/, ".")} ` : "";
    lines.push(`Stopped early (${report.stoppedBy}): ${message}${n} file${n === 1 ? "" : "s"} keep${n === 1 ? "s" : ""} the extractive summary; finished work is cached.`);
  }
  return `${lines.join("\n")}\n`;
}

/** The dry run: one line of totals, then each file that would be sent. */
function renderPlan(report: SynthesisPlanReport): string {
  const lines = [
    `Dry run (${report.model}, ${report.promptKey}, nothing sent): ${calls(report.calls)} would be made, ~${report.inputTokens} input + ~${report.outputTokens} output tokens, ${usd(report.costUsd)}; ${report.hashHits} hash hits, ${report.semanticHits} semantic hits.`,
  ];
  for (const c of report.wouldSend) lines.push(`  would send ${printable(c.path)} (${c.reason}): ~${c.inputTokens} input tokens, ${usd(c.costUsd)}`);
  return `${lines.join("\n")}\n`;
}
