/**
 * The one error type of the synthesis port (STYLE §5: a `StrataError` per stage). Every failure of an
 * {@link LlmClient} call reaches the caller as an `LlmError` after retries are exhausted.
 *
 * Which errors stop a run (STYLE §5, "say which errors stop a run"):
 * - `auth`, `config`, `budget`, `aborted` stop the whole run: every later call would fail the same way.
 * - `unavailable` stops the run too: the client's circuit breaker saw several calls in a row fail after all their
 *   retries (the endpoint looks down), and answers at once instead of waiting through retries again.
 * - `rate-limit`, `server`, `timeout` are per call, after retries: the file keeps its extractive summary.
 * - `invalid-output` is per call: synthesis repairs once, then keeps the extractive summary (never cached).
 *
 * The message never contains an API key: every message built from a provider answer goes through
 * {@link redactSecrets} with the configured key.
 */
import type { LlmUsage } from "./types.js";
import { StrataError } from "../../shared/errors.js";

/** Why a call failed; see the module comment for which kinds stop a run. */
export type LlmErrorKind = "auth" | "rate-limit" | "server" | "timeout" | "invalid-output" | "budget" | "aborted" | "config" | "unavailable";

/** Details carried by an {@link LlmError}. */
export interface LlmErrorDetails {
  /** HTTP status of the last attempt, when there was one. */
  status?: number;
  /** The server's `Retry-After` (ms), when it sent one. */
  retryAfterMs?: number;
  /** Attempts made (1 + retries). */
  attempts?: number;
  /** For `invalid-output`: the model's raw answer text (may be truncated JSON). */
  rawText?: string;
  /** For `invalid-output`: validation problems as `path: message` lines. */
  issues?: string[];
  /** Tokens the failed call still consumed (invalid output is paid for). */
  usage?: LlmUsage;
  cause?: unknown;
}

/** A failed model call, with its {@link LlmErrorKind}. */
export class LlmError extends StrataError {
  /** A model call that fails is a configuration problem for the user (exit code 2). */
  readonly category = "usage" as const;
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;
  /** Attempts made (1 + retries), set by the client. */
  attempts: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly rawText: string | undefined;
  readonly issues: string[];
  readonly usage: LlmUsage | undefined;

  constructor(kind: LlmErrorKind, message: string, details: LlmErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "LlmError";
    this.kind = kind;
    this.status = details.status;
    this.attempts = details.attempts;
    this.retryAfterMs = details.retryAfterMs;
    this.rawText = details.rawText;
    this.issues = details.issues ?? [];
    this.usage = details.usage;
  }

  /** Bad credentials or configuration stop a `strata index` run; the other kinds end the stage that met them cleanly. */
  get fatal(): boolean {
    return this.kind === "auth" || this.kind === "config";
  }

  /** True for the kinds that stop a whole run (`auth`, `config`, `budget`, `aborted`, `unavailable`). */
  get stopsRun(): boolean {
    return this.kind === "auth" || this.kind === "config" || this.kind === "budget" || this.kind === "aborted" || this.kind === "unavailable";
  }
}

/**
 * `text` with every occurrence of each secret (of 4 characters or more) replaced by `[redacted]`, and any
 * `Bearer <token>` / `sk-…` looking token and the `user:password@` of a URL masked as well. Pure.
 */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join("[redacted]");
  return out
    .replace(/Bearer\s+[A-Za-z0-9._~+/=-]{8,}/g, "Bearer [redacted]")
    .replace(/\bsk-[A-Za-z0-9_-]{8,}/g, "sk-[redacted]")
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1[redacted]@");
}
