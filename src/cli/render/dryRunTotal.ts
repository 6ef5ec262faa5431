import { isFailedStage, type IndexReport } from "../../pipeline/index.js";

/**
 * The closing line of `strata index --dry-run`: the node summary calls (hierarchy stage) and the file summary calls
 * (synthesis stage) added up, with their tokens (the stages' estimates: prompt tokens counted with the configured
 * tokenizer, answer tokens assumed per call) and USD at the model's price; `cost n/a` when either stage's model has no price.
 * Empty when neither stage planned anything (not a dry run, or a stage failed).
 */
export function renderDryRunTotal(report: Pick<IndexReport, "stages">): string {
  const h = report.stages.hierarchy;
  const s = report.stages.synthesis;
  const node = h && !isFailedStage(h) && "dryRun" in h ? h : undefined;
  const file = s && !isFailedStage(s) && "dryRun" in s ? s : undefined;
  if (!node && !file) return "";
  const calls = (node?.plannedCalls ?? 0) + (file?.calls ?? 0);
  const input = (node?.promptTokens ?? 0) + (file?.inputTokens ?? 0);
  const output = (node?.outputTokens ?? 0) + (file?.outputTokens ?? 0);
  const costs = [node?.costUsd, file?.costUsd].filter((c) => c !== undefined);
  const cost = costs.some((c) => c === null) ? "cost n/a (no price for this model)" : `$${costs.reduce<number>((a, c) => a + (c ?? 0), 0).toFixed(4)}`;
  return `Dry run total: ${calls} LLM call${calls === 1 ? "" : "s"} (${node?.plannedCalls ?? 0} node summaries, ${file?.calls ?? 0} file summaries), ~${input} input + ~${output} output tokens, ${cost}. Nothing was sent.\n`;
}
