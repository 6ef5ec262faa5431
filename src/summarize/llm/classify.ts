/**
 * Maps whatever an AI SDK call threw to an {@link LlmError} with a kind, and decides whether to retry it.
 */
import type * as Ai from "ai";
import { LlmError, redactSecrets } from "./LlmError.js";
import { retryAfterMs, type RetryDecision } from "./retry.js";

/** What the caller knows about an attempt that failed. */
export interface AttemptContext {
  /** The client id, e.g. `openai-compatible:qwen`, named in every message. */
  id: string;
  /** Secrets to redact from messages (the API key). */
  secrets: readonly (string | undefined)[];
  /** The caller's own signal (abort = `aborted`). */
  signal?: AbortSignal | undefined;
  /** The per-attempt timeout signal (abort = `timeout`). */
  timeoutSignal: AbortSignal;
  timeoutMs: number;
}

/** The AI SDK module, imported by the client on its first call (so loading the library does not load it). */
export type AiSdk = typeof Ai;

/** An `LlmError` for `error`, recognising the AI SDK's error classes in `sdk`; an `LlmError` passes through unchanged. */
export function toLlmError(error: unknown, ctx: AttemptContext, sdk: Pick<AiSdk, "APICallError" | "NoObjectGeneratedError" | "LoadAPIKeyError">): LlmError {
  const { APICallError, NoObjectGeneratedError, LoadAPIKeyError } = sdk;
  if (error instanceof LlmError) return error;
  const clean = (text: string): string => redactSecrets(text, ctx.secrets);
  if (ctx.signal?.aborted) return new LlmError("aborted", `${ctx.id}: call aborted`, { cause: error });
  if (ctx.timeoutSignal.aborted) return new LlmError("timeout", `${ctx.id}: no answer within ${ctx.timeoutMs} ms`);
  if (APICallError.isInstance(error)) {
    // The AI SDK error is not kept as `cause`: its response body may echo the key.
    const status = error.statusCode;
    const detail = clean(error.message);
    const after = retryAfterMs(error.responseHeaders);
    const details = { ...(status !== undefined ? { status } : {}), ...(after !== undefined ? { retryAfterMs: after } : {}) };
    if (status === 401 || status === 403) return new LlmError("auth", `${ctx.id}: authentication failed (HTTP ${status}): ${detail}`, details);
    if (status === 429) return new LlmError("rate-limit", `${ctx.id}: rate limited (HTTP 429): ${detail}`, details);
    if (status === 408) return new LlmError("timeout", `${ctx.id}: request timeout (HTTP 408): ${detail}`, details);
    // 404: a wrong base URL or model name; every further call would fail the same way, so it stops the run.
    if (status === 404) return new LlmError("config", `${ctx.id}: not found (HTTP 404): ${detail} (check the model name and the base URL, STRATA_LLM_BASE_URL)`, details);
    if (status === undefined) return new LlmError("server", `${ctx.id}: cannot reach the endpoint: ${detail}`, details);
    return new LlmError("server", `${ctx.id}: HTTP ${status}: ${detail}`, details);
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    const usage = { inputTokens: error.usage?.inputTokens ?? 0, outputTokens: error.usage?.outputTokens ?? 0 };
    const issues = describeCause(error.cause);
    return new LlmError("invalid-output", `${ctx.id}: the answer is not a valid object: ${clean(issues.join("; "))}`, {
      ...(error.text !== undefined ? { rawText: error.text } : {}),
      issues,
      usage,
    });
  }
  if (LoadAPIKeyError.isInstance(error)) return new LlmError("config", `${ctx.id}: ${clean(error.message)}`);
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError("server", `${ctx.id}: ${clean(message)}`);
}

/** Retry 429, 408, 5xx, unreachable endpoints and timeouts (honouring `Retry-After`); never auth, config, budget, aborted or invalid output. */
export function retryDecision(error: unknown): RetryDecision {
  if (!(error instanceof LlmError)) return { retry: false };
  const retry = error.kind === "rate-limit" || error.kind === "timeout" || (error.kind === "server" && (error.status === undefined || error.status >= 500));
  return error.retryAfterMs === undefined ? { retry } : { retry, retryAfterMs: error.retryAfterMs };
}

/** Validation problems of a failed parse as `path: message` lines (zod issues, or a JSON parse error). */
export function describeCause(cause: unknown): string[] {
  const issues = findIssues(cause);
  if (issues) return issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`);
  const message = cause instanceof Error ? cause.message : String(cause ?? "no object in the answer");
  return [message.split("\n")[0]!.slice(0, 300)];
}

function findIssues(cause: unknown, depth = 0): { path: PropertyKey[]; message: string }[] | undefined {
  if (!cause || typeof cause !== "object" || depth > 4) return undefined;
  const c = cause as { issues?: unknown; cause?: unknown };
  if (Array.isArray(c.issues)) return c.issues as { path: PropertyKey[]; message: string }[];
  return findIssues(c.cause, depth + 1);
}
