/**
 * The short summaries of the prompt library (seed 000 Table 3.1 and §3.3): P-BRIEF (2-3 sentences for UI and
 * tooltips) and P-CoD (a chain of technical density giving a ~50-token and a ~150-token summary from one
 * contract). Same client, same one-repair rule as {@link synthesizeSummary}; the backticked names of the answer are
 * checked against the contract and listed as `ungrounded` (no grounding repair for these short texts).
 */
import type { SemanticContract } from "../../extract/index.js";
import type { TokenCounter } from "../../shared/tokens.js";
import type { LlmClient, LlmUsage } from "../llm/types.js";
import { defaultCounter } from "../prompts/estimatePromptTokens.js";
import { promptKeyFor, renderPrompt } from "../prompts/library.js";
import type { BriefAnswer, ChainOfDensityAnswer } from "../prompts/outputSchemas.js";
import { promptContract } from "../promptContract.js";
import { askStructured, type Tally } from "./askStructured.js";
import { findUngroundedInProse } from "./grounding.js";

/** Options of {@link briefSummary} and {@link chainOfDensity}. */
export interface ShortSummaryOptions {
  client: LlmClient;
  signal?: AbortSignal;
  /** Counts the tokens of the answers (default o200k_base). */
  count?: TokenCounter;
}

type Failure = { ok: false; reason: string; usage: LlmUsage; calls: number; promptKey: string };

/** P-BRIEF result; `tokens` = BPE tokens of `summary`. */
export type BriefOutcome =
  | { ok: true; summary: string; tokens: number; ungrounded: string[]; usage: LlmUsage; calls: number; repaired: boolean; promptKey: string }
  | Failure;

/** One step of the chain: the entities added and the denser summary. */
export interface DensityStep {
  missingEntities: string[];
  summary: string;
}

/** P-CoD result: `short` (~50 tokens) and `long` (~150 tokens), their token counts, and the chain's steps. */
export type DensityOutcome =
  | {
      ok: true;
      short: string;
      long: string;
      tokens: { short: number; long: number };
      steps: DensityStep[];
      ungrounded: string[];
      usage: LlmUsage;
      calls: number;
      repaired: boolean;
      promptKey: string;
    }
  | Failure;

/**
 * A 2-3 sentence summary of `contract` (P-BRIEF). Never throws for bad output or a failed call (`ok: false`).
 * @throws LlmError kind `budget`, `aborted`, `auth` or `config`.
 */
export async function briefSummary(contract: SemanticContract, options: ShortSummaryOptions): Promise<BriefOutcome> {
  const promptKey = promptKeyFor("P-BRIEF");
  const tally: Tally = { calls: 0, usage: { inputTokens: 0, outputTokens: 0 } };
  const r = await askStructured<BriefAnswer>(options.client, "P-BRIEF", renderPrompt("P-BRIEF", promptContract(contract)), tally, options.signal);
  if (!r.ok) return { ok: false, reason: r.reason, usage: tally.usage, calls: tally.calls, promptKey };
  const count = options.count ?? defaultCounter();
  const summary = r.object.summary.trim();
  return {
    ok: true,
    summary,
    tokens: count(summary),
    ungrounded: findUngroundedInProse([summary], contract),
    usage: tally.usage,
    calls: tally.calls,
    repaired: r.repaired,
    promptKey,
  };
}

/**
 * The ~50- and ~150-token summaries of `contract` by a chain of technical density (P-CoD, seed §3.3).
 * Never throws for bad output or a failed call (`ok: false`).
 * @throws LlmError kind `budget`, `aborted`, `auth` or `config`.
 */
export async function chainOfDensity(contract: SemanticContract, options: ShortSummaryOptions): Promise<DensityOutcome> {
  const promptKey = promptKeyFor("P-CoD");
  const tally: Tally = { calls: 0, usage: { inputTokens: 0, outputTokens: 0 } };
  const r = await askStructured<ChainOfDensityAnswer>(options.client, "P-CoD", renderPrompt("P-CoD", promptContract(contract)), tally, options.signal);
  if (!r.ok) return { ok: false, reason: r.reason, usage: tally.usage, calls: tally.calls, promptKey };
  const count = options.count ?? defaultCounter();
  const short = r.object.summary_50_token.trim();
  const long = r.object.summary_150_token.trim();
  return {
    ok: true,
    short,
    long,
    tokens: { short: count(short), long: count(long) },
    steps: r.object.steps.map((s) => ({ missingEntities: s.missing_entities, summary: s.summary })),
    ungrounded: findUngroundedInProse([short, long], contract),
    usage: tally.usage,
    calls: tally.calls,
    repaired: r.repaired,
    promptKey,
  };
}
