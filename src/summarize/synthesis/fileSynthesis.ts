/**
 * Which files the model summarizes, and with which prompt: the rules shared by `strata index`'s synthesis stage,
 * `strata summary` and `strata status`.
 */
import type { SemanticContract } from "../../extract/index.js";

/** The prompt every file summary is made with. */
export const FILE_PROMPT_ID = "P-TECH-JSON" as const;

/** Why a file gets no LLM summary: {@link synthesisSkip}. */
export type SynthesisSkip = "send-in-full" | "empty-contract";

/**
 * Why the model is not asked for the summary of a file with this contract, or undefined when it is:
 * - `send-in-full`: at most `tokenThreshold` tokens (the current threshold, not the one the file was extracted
 *   with). Seed `000_2a42ff7c47e3b4f9.txt` §4.2: such files are sent to a model in full, a summary costs more
 *   than it saves.
 * - `empty-contract`: no exports, referenced types or imports (markdown, data, plain text). The model receives
 *   the contract, never the code (seed 000 Part III), so it would have nothing to summarize; a description alone
 *   (a document's outline, a module docstring) is already what the extractive summary states.
 */
export function synthesisSkip(file: { contract: SemanticContract }, tokenThreshold: number): SynthesisSkip | undefined {
  const c = file.contract;
  if (c.metrics.tokens <= tokenThreshold) return "send-in-full";
  if (c.exports.length === 0 && c.referenced.length === 0 && c.dependencies.length === 0) return "empty-contract";
  return undefined;
}
