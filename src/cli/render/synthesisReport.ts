/** Text rendering of the synthesis stage: its report lines, the dry-run list, and progress on stderr. */

type Report = Record<string, unknown> | undefined;

const usd = (v: unknown): string => (typeof v === "number" ? `$${v.toFixed(4)}` : "cost n/a (no price for this model)");
const calls = (n: unknown): string => `${n} LLM call${n === 1 ? "" : "s"}`;

/**
 * Lines for the `synthesis` stage report: nothing without a model; the would-send list for `--dry-run`;
 * else hits, calls, tokens, cost, grounding, and why the run stopped early.
 */
export function renderSynthesisReport(report: Report): string {
  if (!report || report.llm === false) return "";
  const lines: string[] = [];
  if (report.dryRun) {
    const planned = (report.wouldSend as { path: string; reason: string; inputTokens: number; costUsd: number | null }[]) ?? [];
    lines.push(
      `Dry run (${report.model}, ${report.promptKey}, nothing sent): ${calls(report.calls)} would be made, ~${report.inputTokens} input + ~${report.outputTokens} output tokens, ${usd(report.costUsd)}; ${report.hashHits} hash hits, ${report.semanticHits} semantic hits.`,
    );
    for (const c of planned) lines.push(`  would send ${c.path} (${c.reason}): ~${c.inputTokens} input tokens, ${usd(c.costUsd)}`);
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    `LLM summaries (${report.model}, ${report.promptKey}, cache ${report.backend}): ${report.hashHits} hash hits, ${report.semanticHits} semantic hits, ${report.synthesized} synthesized with ${calls(report.llmCalls)} (${report.inputTokens} input + ${report.outputTokens} output tokens, ${usd(report.costUsd)}).`,
  );
  if (Number(report.synthesized) > 0) lines.push(`Grounding: ${report.ungroundedNames} ungrounded names in ${report.ungroundedSummaries} of ${report.synthesized} summaries.`);
  for (const f of (report.invalidFiles as { path: string; reason: string }[]) ?? []) lines.push(`kept extractive: ${f.path}: ${f.reason}`);
  for (const f of (report.failedFiles as { path: string; reason: string }[]) ?? []) lines.push(`kept extractive: ${f.path}: ${f.reason}`);
  if (report.stoppedBy) {
    lines.push(`Stopped early (${report.stoppedBy}): ${report.stopMessage ?? ""} ${report.notAttempted} files keep their extractive summary; finished work is cached.`.trim());
  }
  return `${lines.join("\n")}\n`;
}
