/**
 * The default {@link LlmClient}: the Vercel AI SDK with one provider, behind a concurrency limit (p-limit), a
 * per-attempt timeout, retries with backoff + jitter honouring `Retry-After`, a usage meter and an optional budget
 *.
 */
import type { LanguageModel } from "ai";
import pLimit from "p-limit";
import { retryDecision, toLlmError, type AiSdk } from "./classify.js";
import { LlmError } from "./LlmError.js";
import { createProviderModel } from "./providers.js";
import { withRetries, type RetryPolicy } from "./retry.js";
import { LLM_DEFAULTS, parseLlmSpec, type LlmConfig } from "./setup.js";
import type { LlmClient, LlmObjectRequest, LlmRequest, LlmUsage } from "./types.js";
import { Budget, modelPrice, UsageMeter } from "./usage.js";

/** Options of {@link createLlmClient} beyond the config. */
export interface LlmClientOptions {
  /** Limits checked before every call; its meter is the client's meter. */
  budget?: Budget;
  /** Where usage is summed; default `budget.meter` or a new meter. */
  meter?: UsageMeter;
  /** Backoff tuning (tests); `maxRetries` comes from the config. */
  retry?: Omit<RetryPolicy, "maxRetries">;
  /** Called before each retry with the delay chosen (ms). */
  onRetry?: (info: { retry: number; delayMs: number; error: LlmError }) => void;
  /** Circuit breaker tuning (tests); default {@link CIRCUIT_DEFAULTS}. */
  circuit?: Partial<CircuitPolicy>;
  /** For a dry run, which sends nothing: a missing API key is an error only if a call is made. */
  dryRun?: boolean;
}

/**
 * The circuit breaker: after `failures` calls in a row failed after all their retries with an outage kind (5xx or
 * unreachable `server`, `timeout`, `rate-limit`), every call for the next `cooldownMs` ms fails at once with
 * `LlmError` kind `unavailable` (which stops a run) instead of waiting through its retries; after that, calls go
 * through again, and one more failure reopens it. Any answer (even an invalid one) closes it.
 */
export interface CircuitPolicy {
  failures: number;
  cooldownMs: number;
}

/** 5 failed calls in a row open the circuit for 30 s. */
export const CIRCUIT_DEFAULTS: CircuitPolicy = { failures: 5, cooldownMs: 30_000 };

/** True for the errors that say the endpoint is down (as opposed to a bad answer or a stopping error). */
const isOutage = (e: unknown): e is LlmError =>
  e instanceof LlmError && (e.kind === "timeout" || e.kind === "rate-limit" || (e.kind === "server" && (e.status === undefined || e.status >= 500)));

/** The client returned by {@link createLlmClient}: an {@link LlmClient} with its meter and settings. */
export interface StrataLlmClient extends LlmClient {
  readonly meter: UsageMeter;
  readonly budget: Budget | undefined;
  readonly settings: { timeoutMs: number; concurrency: number; maxRetries: number; baseUrl: string | undefined };
}

/**
 * A client for `config.llm`, or `undefined` when no model is configured (then print {@link describeLlmSetup}).
 * API keys come from `env` only (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY,
 * STRATA_LLM_API_KEY for `openai-compatible`).
 * @throws LlmError kind `config` for a malformed `llm` value, a missing key or base URL, a base URL with
 * credentials in it, or a cost budget on a model without a price.
 */
export function createLlmClient(config: LlmConfig, env: NodeJS.ProcessEnv = process.env, options: LlmClientOptions = {}): StrataLlmClient | undefined {
  if (!config.llm) return undefined;
  const spec = parseLlmSpec(config.llm);
  // The library never prints (STYLE §4): the AI SDK logs provider warnings to the console unless this global is set.
  // An application that set its own logger keeps it.
  const g = globalThis as { AI_SDK_LOG_WARNINGS?: unknown };
  g.AI_SDK_LOG_WARNINGS ??= false;
  if (config.llmBaseUrl && /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(config.llmBaseUrl)) {
    // fetch refuses such URLs, and every error message would carry the password.
    throw new LlmError("config", `${spec.id}: the base URL must not contain credentials (user:password@host); give the key in STRATA_LLM_API_KEY (or the provider's key variable)`);
  }
  const { loadModel, apiKey } = createProviderModel(spec, config.llmBaseUrl, env, { keyWhenLoaded: options.dryRun === true });
  if (options.budget?.limits.maxCostUsd !== undefined && !modelPrice(spec.id)) {
    throw new LlmError("config", `${spec.id} has no price in src/summarize/llm/prices.json, so --max-cost cannot be enforced; use --max-calls`);
  }
  const settings = {
    timeoutMs: config.llmTimeoutMs ?? LLM_DEFAULTS.timeoutMs,
    concurrency: config.llmConcurrency ?? LLM_DEFAULTS.concurrency,
    maxRetries: config.llmMaxRetries ?? LLM_DEFAULTS.maxRetries,
    baseUrl: config.llmBaseUrl || undefined,
  };
  let loaded: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => (loaded ??= Promise.all([import("ai"), loadModel()]).then(([sdk, model]) => ({ sdk, model })));
  return new AiSdkLlmClient(spec.id, load, apiKey, settings, options);
}

/** The AI SDK and the provider's model, imported on the first call (loading them costs a few hundred ms). */
interface Loaded {
  sdk: AiSdk;
  model: LanguageModel;
}

class AiSdkLlmClient implements StrataLlmClient {
  readonly meter: UsageMeter;
  readonly budget: Budget | undefined;
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly policy: RetryPolicy;
  private readonly circuit: CircuitPolicy;
  /** Calls in a row that failed with an outage kind after all retries. */
  private failedInARow = 0;
  /** `Date.now()` until which the circuit is open; 0 = closed. */
  private openUntil = 0;
  private lastOutage = "";

  constructor(
    readonly id: string,
    private readonly load: () => Promise<Loaded>,
    private readonly apiKey: string | undefined,
    readonly settings: StrataLlmClient["settings"],
    private readonly options: LlmClientOptions,
  ) {
    this.budget = options.budget;
    this.meter = options.meter ?? options.budget?.meter ?? new UsageMeter();
    this.limit = pLimit(Math.max(1, settings.concurrency));
    this.policy = { ...options.retry, maxRetries: settings.maxRetries };
    this.circuit = { ...CIRCUIT_DEFAULTS, ...options.circuit };
  }

  generateText(request: LlmRequest): Promise<{ text: string; usage: LlmUsage }> {
    return this.call(request, always, async (abortSignal, { sdk, model }) => {
      const result = await sdk.generateText({ ...this.base(request, model), abortSignal, maxRetries: 0 });
      return { text: result.text, usage: toUsage(result.usage) };
    });
  }

  generateObject<T>(request: LlmObjectRequest<T>): Promise<{ object: T; usage: LlmUsage }> {
    return this.call(request, always, async (abortSignal, { sdk, model }) => {
      const result = await sdk.generateText({
        ...this.base(request, model),
        output: sdk.Output.object({ schema: request.schema, name: request.schemaName }),
        abortSignal,
        maxRetries: 0,
      });
      return { object: result.output as T, usage: toUsage(result.usage) };
    });
  }

  streamText(request: LlmRequest): { textStream: AsyncIterable<string>; usage: Promise<LlmUsage> } {
    let settle!: { resolve: (u: LlmUsage) => void; reject: (e: unknown) => void };
    const usage = new Promise<LlmUsage>((resolve, reject) => (settle = { resolve, reject }));
    usage.catch(() => undefined); // the stream's consumer sees the error first
    const chunks: string[] = [];
    const waiters: (() => void)[] = [];
    let done = false;
    let emitted = false;
    let failure: unknown;
    const wake = (): void => void waiters.splice(0).forEach((w) => w());
    // Once text has reached the consumer, a retry would repeat it: only failures before the first delta are retried.
    const run = this.call(request, () => chunks.length === 0 && !emitted, async (abortSignal, { sdk, model }) => {
      // onError: the AI SDK's default prints the error (with the response body) to the console; errors reach us as parts.
      const result = sdk.streamText({ ...this.base(request, model), abortSignal, maxRetries: 0, onError: () => undefined });
      let total: LlmUsage = { inputTokens: 0, outputTokens: 0 };
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          chunks.push(part.text);
          wake();
        } else if (part.type === "error") throw part.error;
        else if (part.type === "finish") total = toUsage(part.totalUsage);
      }
      return { usage: total };
    });
    run.then(
      (r) => settle.resolve(r.usage),
      (error: unknown) => {
        failure = error;
        settle.reject(error);
      },
    ).finally(() => {
      done = true;
      wake();
    });
    async function* textStream(): AsyncGenerator<string> {
      for (;;) {
        if (chunks.length > 0) {
          emitted = true;
          yield chunks.shift()!;
          continue;
        }
        if (done) {
          if (failure !== undefined) throw failure;
          return;
        }
        await new Promise<void>((r) => waiters.push(r));
      }
    }
    return { textStream: textStream(), usage };
  }

  private base(request: LlmRequest, model: LanguageModel): { model: LanguageModel; system: string; prompt: string; headers?: Record<string, string> } {
    return { model, system: request.system, prompt: request.prompt, ...(request.headers ? { headers: request.headers } : {}) };
  }

  /** One logical call: budget, concurrency slot, then attempts with a fresh timeout each, retried per policy. */
  private call<R extends { usage: LlmUsage }>(request: LlmRequest, canRetry: () => boolean, attempt: (signal: AbortSignal, loaded: Loaded) => Promise<R>): Promise<R> {
    const timeoutMs = request.timeoutMs ?? this.settings.timeoutMs;
    const signal = request.signal;
    return this.limit(async () => {
      // First, so the checks below see the state of the moment the attempt starts (the first import takes a while).
      const loaded = await this.load();
      if (signal?.aborted) throw new LlmError("aborted", `${this.id}: call aborted`);
      this.checkCircuit();
      this.budget?.reserve();
      let attempts = 0;
      const once = async (): Promise<R> => {
        attempts += 1;
        const timeoutSignal = AbortSignal.timeout(timeoutMs);
        const combined = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;
        try {
          const result = await attempt(combined, loaded);
          this.meter.add(result.usage, this.id);
          return result;
        } catch (error) {
          const llmError = toLlmError(error, { id: this.id, secrets: [this.apiKey], signal, timeoutSignal, timeoutMs }, loaded.sdk);
          if (llmError.usage) this.meter.add(llmError.usage, this.id);
          throw llmError;
        }
      };
      try {
        const decide = (error: unknown): ReturnType<typeof retryDecision> => (canRetry() ? retryDecision(error) : { retry: false });
        const result = await withRetries(once, this.policy, decide, signal, (info) => this.options.onRetry?.({ ...info, error: info.error as LlmError }));
        this.failedInARow = 0;
        return result;
      } catch (error) {
        if (signal?.aborted && !(error instanceof LlmError)) throw new LlmError("aborted", `${this.id}: call aborted`);
        if (error instanceof LlmError) error.attempts = attempts;
        this.recordOutcome(error);
        throw error;
      }
    });
  }

  /** @throws LlmError kind `unavailable` while the circuit is open (see {@link CircuitPolicy}). */
  private checkCircuit(): void {
    const left = this.openUntil - Date.now();
    if (left <= 0) return;
    throw new LlmError(
      "unavailable",
      `${this.id}: the endpoint looks unavailable: ${this.failedInARow} calls in a row failed after every retry (last: ${this.lastOutage}); no further calls for ${Math.ceil(left / 1000)} s`,
    );
  }

  /** Counts an outage failure (opening the circuit at the threshold); any other failure means the endpoint answered. */
  private recordOutcome(error: unknown): void {
    if (!isOutage(error)) {
      if (error instanceof LlmError && error.kind === "invalid-output") this.failedInARow = 0;
      return;
    }
    this.failedInARow += 1;
    this.lastOutage = error.message;
    if (this.failedInARow >= this.circuit.failures) this.openUntil = Date.now() + this.circuit.cooldownMs;
  }
}

const always = (): boolean => true;

function toUsage(usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined): LlmUsage {
  return { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}
