/**
 * One structured answer for a prompt of the library, with one repair: the answer is validated
 * against the prompt's output schema by the client; an invalid answer is sent back once with the validation errors;
 * a second invalid answer is a failure with its reason. Failures of the call itself after retries (rate limit,
 * server, timeout) are failures too; `auth`, `config`, `budget`, `aborted` and `unavailable` errors are thrown (they stop a run).
 */
import type { ZodType } from "zod";
import { LlmError } from "../llm/LlmError.js";
import type { LlmClient, LlmUsage } from "../llm/types.js";
import { fillTemplate, loadPrompt, promptKeyFor, type RenderedPrompt } from "../prompts/library.js";
import { OUTPUT_SCHEMAS, type PromptId } from "../prompts/outputSchemas.js";

/** HTTP header naming the prompt and version of every synthesis call (`P-TECH-JSON@1`). */
export const PROMPT_HEADER = "x-strata-prompt";

/** Most characters of an invalid answer quoted back in a repair prompt. */
export const REPAIR_QUOTE_MAX_CHARS = 4000;

/** Calls and tokens spent on one file, over all its attempts. */
export interface Tally {
  calls: number;
  usage: LlmUsage;
}

export type AskResult<T> = { ok: true; object: T; repaired: boolean } | { ok: false; reason: string };

/** Sends `prompt` (plus an optional repair section) once; adds the call and its usage to `tally`. */
export async function askOnce<T>(
  client: LlmClient,
  promptId: PromptId,
  rendered: RenderedPrompt,
  tally: Tally,
  signal: AbortSignal | undefined,
): Promise<{ ok: true; object: T } | { ok: false; error: LlmError }> {
  const { schema, name } = OUTPUT_SCHEMAS[promptId] as { schema: ZodType; name: string };
  tally.calls += 1;
  try {
    const r = await client.generateObject({
      system: rendered.system,
      prompt: rendered.prompt,
      schema,
      schemaName: name,
      headers: { [PROMPT_HEADER]: promptKeyFor(promptId) },
      ...(signal ? { signal } : {}),
    });
    addUsage(tally, r.usage);
    return { ok: true, object: r.object as T };
  } catch (error) {
    if (!(error instanceof LlmError) || error.stopsRun) throw error;
    if (error.usage) addUsage(tally, error.usage);
    return { ok: false, error };
  }
}

/** Asks for `promptId`'s object, repairing an invalid answer once (see the module comment). */
export async function askStructured<T>(
  client: LlmClient,
  promptId: PromptId,
  rendered: RenderedPrompt,
  tally: Tally,
  signal: AbortSignal | undefined,
): Promise<AskResult<T>> {
  const first = await askOnce<T>(client, promptId, rendered, tally, signal);
  if (first.ok) return { ok: true, object: first.object, repaired: false };
  if (first.error.kind !== "invalid-output") return { ok: false, reason: `${first.error.kind}: ${first.error.message}` };
  const repairPrompt = `${rendered.prompt}\n${fillTemplate(loadPrompt(promptId).repairInvalid, {
    errors: first.error.issues.map((i) => `- ${i}`).join("\n"),
    previous_answer: (first.error.rawText ?? "").slice(0, REPAIR_QUOTE_MAX_CHARS),
  })}`;
  const second = await askOnce<T>(client, promptId, { system: rendered.system, prompt: repairPrompt }, tally, signal);
  if (second.ok) return { ok: true, object: second.object, repaired: true };
  const why = second.error.kind === "invalid-output" ? `invalid output after one repair: ${second.error.issues.join("; ")}` : `${second.error.kind}: ${second.error.message}`;
  return { ok: false, reason: why };
}

function addUsage(tally: Tally, usage: LlmUsage): void {
  tally.usage = { inputTokens: tally.usage.inputTokens + usage.inputTokens, outputTokens: tally.usage.outputTokens + usage.outputTokens };
}
