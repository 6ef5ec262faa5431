/**
 * The synthesis port (STYLE §6): every model call in strata goes through an {@link LlmClient}, whatever the
 * provider. Implementations wrap a well-kept client library; tests point one at a loopback OpenAI-compatible server.
 */
import type { ZodType } from "zod";

/** Token usage of one call, as the provider reported it (tokens). */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

/** One request. `system` and `prompt` are plain text; nothing else is sent. */
export interface LlmRequest {
  system: string;
  prompt: string;
  /** Aborts the call (and its retries). */
  signal?: AbortSignal;
  /** Per-call timeout (ms); the client's configured default when absent. */
  timeoutMs?: number;
  /**
   * Extra HTTP headers for this call (never secrets), e.g. `x-strata-prompt: P-TECH-JSON@1` so a proxy or the
   * test server sees which prompt version was sent.
   */
  headers?: Record<string, string>;
}

/** A request for structured output: the provider's JSON-schema mode where it has one, validated with `schema`. */
export interface LlmObjectRequest<T> extends LlmRequest {
  schema: ZodType<T>;
  /** Schema name sent to providers that take one (e.g. `TechnicalSummary`). */
  schemaName: string;
}

/**
 * A configured model. `id` is `"<provider>:<model>"` (e.g. `"openai:gpt-4o-mini"`) and is part of every cache key.
 * Methods throw `LlmError` (with `kind`: `auth`, `rate-limit`, `server`, `timeout`, `invalid-output`, `budget`, `aborted`)
 * after retries are exhausted; the message never contains an API key.
 */
export interface LlmClient {
  readonly id: string;
  generateText(request: LlmRequest): Promise<{ text: string; usage: LlmUsage }>;
  generateObject<T>(request: LlmObjectRequest<T>): Promise<{ object: T; usage: LlmUsage }>;
  /** Streams text deltas; `usage` resolves when the stream ends. */
  streamText(request: LlmRequest): { textStream: AsyncIterable<string>; usage: Promise<LlmUsage> };
}

/** Turns texts into vectors (one per text, same order); `id` names the model in vector keys. */
export interface Embedder {
  readonly id: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
