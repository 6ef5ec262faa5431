/**
 * Stage 2 synthesis (seed 000 Part III, P-TECH-JSON): contract → validated
 * `TechnicalSummary` with `generator: "llm"`.
 *
 * Steps
 * 1. Project the contract to its prompt form (`promptContract`: no code, no positions) and render P-TECH-JSON.
 * 2. Ask for the object in the provider's JSON-schema mode; an invalid answer is repaired once (errors sent back),
 *    then the outcome is `ok: false` with the reason (the caller keeps the extractive summary; nothing is cached).
 * 3. Fill `formatVersion`, `filePath` and `generator`, drop empty descriptions, validate with `TechnicalSummarySchema`.
 * 4. Grounding: names the contract does not ground are sent back once; the answer with fewer ungrounded names is
 *    kept (the repaired one on a tie), with its `ungrounded` list.
 */
import type { SemanticContract } from "../../extract/index.js";
import type { LlmClient, LlmUsage } from "../llm/types.js";
import { fillTemplate, loadPrompt, promptKeyFor, renderPrompt } from "../prompts/library.js";
import type { LlmTechnicalSummary } from "../prompts/outputSchemas.js";
import { promptContract } from "../promptContract.js";
import { SUMMARY_FORMAT_VERSION, TechnicalSummarySchema, type TechnicalSummary } from "../technicalSummary.js";
import { askOnce, askStructured, type Tally } from "./askStructured.js";
import { findUngrounded } from "./grounding.js";

/** Options of {@link synthesizeSummary}. */
export interface SynthesisOptions {
  client: LlmClient;
  /** Only P-TECH-JSON yields a `TechnicalSummary`. */
  promptId?: "P-TECH-JSON";
  signal?: AbortSignal;
}

/**
 * The result for one file. `calls` counts model calls (repairs included, retries not); `usage` sums their tokens,
 * invalid answers included. `promptKey` is `"<prompt id>@<version>"`.
 */
export type SynthesisOutcome =
  | { ok: true; summary: TechnicalSummary; usage: LlmUsage; calls: number; repaired: boolean; ungrounded: string[]; promptKey: string }
  | { ok: false; reason: string; usage: LlmUsage; calls: number; promptKey: string };

/**
 * Synthesizes the technical summary of `contract` (see the module comment).
 * Never throws for bad model output or a call that failed after retries (`ok: false`).
 * @throws LlmError kind `budget`, `aborted`, `auth`, `config` or `unavailable` (they stop the run).
 */
export async function synthesizeSummary(contract: SemanticContract, options: SynthesisOptions): Promise<SynthesisOutcome> {
  const promptId = options.promptId ?? "P-TECH-JSON";
  const promptKey = promptKeyFor(promptId);
  const rendered = renderPrompt(promptId, promptContract(contract));
  const tally: Tally = { calls: 0, usage: { inputTokens: 0, outputTokens: 0 } };
  const done = (rest: { ok: false; reason: string }): SynthesisOutcome => ({ ...rest, usage: tally.usage, calls: tally.calls, promptKey });

  const first = await askStructured<LlmTechnicalSummary>(options.client, promptId, rendered, tally, options.signal);
  if (!first.ok) return done(first);
  let summary = toTechnicalSummary(first.object, contract.filePath);
  if (!summary.ok) return done(summary);
  let repaired = first.repaired;
  let ungrounded = findUngrounded(summary.summary, contract);

  const template = loadPrompt(promptId).repairUngrounded;
  if (ungrounded.length > 0 && template) {
    const prompt = `${rendered.prompt}\n${fillTemplate(template, {
      names: ungrounded.map((n) => `\`${n}\``).join(", "),
      previous_answer: JSON.stringify(first.object),
    })}`;
    const second = await askOnce<LlmTechnicalSummary>(options.client, promptId, { system: rendered.system, prompt }, tally, options.signal);
    const candidate = second.ok ? toTechnicalSummary(second.object, contract.filePath) : undefined;
    if (candidate?.ok) {
      const left = findUngrounded(candidate.summary, contract);
      if (left.length <= ungrounded.length) {
        summary = candidate;
        ungrounded = left;
        repaired = true;
      }
    }
  }
  return { ok: true, summary: summary.summary, usage: tally.usage, calls: tally.calls, repaired, ungrounded, promptKey };
}

/** The model's object as a validated `TechnicalSummary` (empty descriptions dropped). */
export function toTechnicalSummary(answer: LlmTechnicalSummary, filePath: string): { ok: true; summary: TechnicalSummary } | { ok: false; reason: string } {
  const candidate = {
    formatVersion: SUMMARY_FORMAT_VERSION,
    filePath,
    main_responsibility: answer.main_responsibility,
    public_api: answer.public_api.map(({ description, ...rest }) => (description.trim() ? { ...rest, description } : rest)),
    io_contracts: answer.io_contracts,
    dependencies: answer.dependencies,
    side_effects: answer.side_effects,
    key_algorithms: answer.key_algorithms,
    generator: "llm" as const,
  };
  const parsed = TechnicalSummarySchema.safeParse(candidate);
  if (parsed.success) return { ok: true, summary: parsed.data };
  return { ok: false, reason: `invalid output: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}` };
}
