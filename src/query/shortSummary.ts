/**
 * The short summaries of the prompt library (seed `000_2a42ff7c47e3b4f9.txt` Table 3.1 and §3.3) of one file, from
 * its stored semantic contract: P-BRIEF (2-3 sentences, for a tooltip or a status line) and P-CoD (a chain of
 * technical density: a ~50-token and a ~150-token summary). Asked of the model on every call (not cached); the
 * cached technical summary is {@link getSummary}. Contracts carry masked values only, so no secret reaches a prompt.
 */
import { briefSummary, chainOfDensity, type LlmClient } from "../summarize/index.js";
import { UsageProblem } from "../shared/errors.js";
import type { TokenCounter } from "../shared/tokens.js";
import { getContract, type FileQuery } from "./fileQueries.js";

/** `brief` (P-BRIEF) or `dense` (P-CoD). */
export type ShortSummaryStyle = "brief" | "dense";

/**
 * A short summary: `summary` for brief; `short`/`long` (~50/~150 tokens) for dense; `tokens` are BPE tokens of
 * each text; `ungrounded` lists backticked names the contract does not have.
 */
export type ShortSummary =
  | { path: string; style: "brief"; promptKey: string; summary: string; tokens: number; ungrounded: string[] }
  | { path: string; style: "dense"; promptKey: string; short: string; long: string; tokens: { short: number; long: number }; ungrounded: string[] };

/** The model's answer stayed invalid after its one repair; a configuration-level problem, like a failed model call. */
export class ShortSummaryError extends UsageProblem {
  constructor(file: string, promptKey: string, reason: string) {
    super(`${file}: the model's ${promptKey} answer was unusable (${reason}); try again or another model`);
    this.name = "ShortSummaryError";
  }
}

/**
 * Asks `llm` for the `style` summary of `query.file`.
 * @throws FileQueryError for a file that cannot be read; ShortSummaryError for an answer that stays invalid;
 * LlmError for a failed call.
 */
export async function getShortSummary(query: FileQuery & { llm: LlmClient; style: ShortSummaryStyle; count: TokenCounter }): Promise<ShortSummary> {
  const { record } = await getContract(query);
  const options = { client: query.llm, count: query.count };
  if (query.style === "brief") {
    const r = await briefSummary(record.contract, options);
    if (!r.ok) throw new ShortSummaryError(record.path, r.promptKey, r.reason);
    return { path: record.path, style: "brief", promptKey: r.promptKey, summary: r.summary, tokens: r.tokens, ungrounded: r.ungrounded };
  }
  const r = await chainOfDensity(record.contract, options);
  if (!r.ok) throw new ShortSummaryError(record.path, r.promptKey, r.reason);
  return { path: record.path, style: "dense", promptKey: r.promptKey, short: r.short, long: r.long, tokens: r.tokens, ungrounded: r.ungrounded };
}
