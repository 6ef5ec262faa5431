/**
 * Retries with exponential backoff and jitter, honouring `Retry-After`.
 *
 * The AI SDK's own retry (`maxRetries`) honours `retry-after-ms` / `retry-after` headers, but its first delay
 * is fixed at 2 s, it adds no jitter and it never retries a timeout; so the client calls the SDK with
 * `maxRetries: 0` and retries here.
 */

/** How a call is retried. */
export interface RetryPolicy {
  /** Retries after the first attempt (0 = one attempt only). */
  maxRetries: number;
  /** Delay before the first retry without `Retry-After` (ms); doubles each retry. Default 500. */
  baseDelayMs?: number;
  /** Upper bound of any backoff delay and of an honoured `Retry-After` (ms). Default 60000. */
  maxDelayMs?: number;
  /** Random source in [0, 1) for the jitter; default `Math.random`. */
  random?: () => number;
}

/** What a failed attempt says about retrying. */
export interface RetryDecision {
  retry: boolean;
  /** The server's `Retry-After`, in ms, when it sent one. */
  retryAfterMs?: number;
}

/**
 * Delay before retry number `retry` (0-based), in ms. With `retryAfterMs`: that value (capped at `maxDelayMs`)
 * plus up to 10% jitter, so it is never shorter than what the server asked. Without: "equal jitter" backoff,
 * `d/2 + random·d/2` with `d = min(maxDelayMs, baseDelayMs·2^retry)`. Pure given `random`.
 */
export function backoffDelayMs(retry: number, policy: RetryPolicy, retryAfterMs?: number): number {
  const random = policy.random ?? Math.random;
  const max = policy.maxDelayMs ?? 60_000;
  if (retryAfterMs !== undefined && retryAfterMs >= 0) {
    const base = Math.min(retryAfterMs, max);
    return Math.round(base + random() * base * 0.1);
  }
  const d = Math.min(max, (policy.baseDelayMs ?? 500) * 2 ** retry);
  return Math.round(d / 2 + (random() * d) / 2);
}

/**
 * Parses `retry-after-ms` or `retry-after` (seconds or an HTTP date) from lower-cased `headers`, in ms.
 * `undefined` when absent or unparseable.
 */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers["retry-after"];
  if (value === undefined) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && /^\s*[\d.]+\s*$/.test(value)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Sleeps `ms`, rejecting with the signal's reason as soon as `signal` aborts.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Runs `attempt(n)` (n = 0, 1, …) until it succeeds, `decide` says not to retry, or `maxRetries` retries are used;
 * then rethrows the last error. Waits {@link backoffDelayMs} between attempts; an abort of `signal` during a wait
 * rejects with the signal's reason.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  policy: RetryPolicy,
  decide: (error: unknown) => RetryDecision,
  signal?: AbortSignal,
  onRetry?: (info: { retry: number; delayMs: number; error: unknown }) => void,
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const decision = decide(error);
      if (!decision.retry || n >= policy.maxRetries) throw error;
      const delayMs = backoffDelayMs(n, policy, decision.retryAfterMs);
      onRetry?.({ retry: n + 1, delayMs, error });
      await sleep(delayMs, signal);
    }
  }
}
