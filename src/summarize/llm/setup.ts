/**
 * Which model to use: the `llm` config key (`"<provider>:<model>"`), the base URL and the API key, which
 * comes from the environment only. No key is ever read from `strata.config.json`.
 */
import { LlmError } from "./LlmError.js";

/** Providers strata can call (through the Vercel AI SDK provider packages). */
export const LLM_PROVIDERS = ["openai", "openai-compatible", "anthropic", "google", "ollama"] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** Environment variable holding each provider's API key (`ollama` needs none; for `openai-compatible` it is optional). */
export const API_KEY_ENV: Record<LlmProvider, string | undefined> = {
  openai: "OPENAI_API_KEY",
  "openai-compatible": "STRATA_LLM_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  ollama: undefined,
};

/** Defaults of the `llm*` config keys. */
export const LLM_DEFAULTS = { timeoutMs: 60_000, concurrency: 4, maxRetries: 3 } as const;

/** The `llm*` keys of the strata configuration (a `StrataConfig` satisfies it). */
export interface LlmConfig {
  /** `"<provider>:<model>"`, e.g. `"openai:gpt-4o-mini"`; unset = no model (extractive summaries only). */
  llm?: string | undefined;
  /** Endpoint base URL, e.g. `http://localhost:8000/v1`; required for `openai-compatible`. */
  llmBaseUrl?: string | undefined;
  /** Per-call timeout (ms). Default 60000. */
  llmTimeoutMs?: number | undefined;
  /** Calls in flight at once. Default 4. */
  llmConcurrency?: number | undefined;
  /** Retries after a 429, 5xx or timeout. Default 3. */
  llmMaxRetries?: number | undefined;
}

/** A parsed `llm` value. */
export interface LlmSpec {
  provider: LlmProvider;
  model: string;
  /** `"<provider>:<model>"`, the client's `id` and part of every cache key. */
  id: string;
}

/**
 * Splits `"<provider>:<model>"` at its first colon, both parts trimmed; the model part may itself contain colons
 * (`ollama:qwen2.5-coder:7b`). `model` is `""` when there is no colon. The one parser of model settings: the `llm`
 * and `embedding` config keys both go through it. Pure; never throws.
 */
export function splitModelSpec(value: string): { provider: string; model: string } {
  const at = value.indexOf(":");
  return { provider: (at < 0 ? value : value.slice(0, at)).trim(), model: at < 0 ? "" : value.slice(at + 1).trim() };
}

/**
 * Parses `"<provider>:<model>"`. The model part may itself contain colons (`ollama:qwen2.5-coder:7b`).
 * @throws LlmError kind `config` naming the value and the providers accepted.
 */
export function parseLlmSpec(value: string): LlmSpec {
  const { provider, model } = splitModelSpec(value);
  if (!(LLM_PROVIDERS as readonly string[]).includes(provider) || model === "") {
    throw new LlmError(
      "config",
      `invalid llm "${value}": expected "<provider>:<model>" with provider one of ${LLM_PROVIDERS.join(", ")} (e.g. "openai:gpt-4o-mini"). ${describeLlmSetup()}`,
    );
  }
  return { provider: provider as LlmProvider, model, id: `${provider}:${model}` };
}

/**
 * The environment variable holding `llm`'s API key when it is needed and unset in `env` (`"OPENAI_API_KEY"` for
 * `openai:gpt-4o-mini` without it); undefined when it is set or the provider takes none (`ollama`, `openai-compatible`).
 * @throws LlmError kind `config` for a malformed `llm` (see {@link parseLlmSpec}).
 */
export function missingApiKey(llm: string, env: NodeJS.ProcessEnv): string | undefined {
  const provider = parseLlmSpec(llm).provider;
  const keyVar = provider === "openai-compatible" ? undefined : API_KEY_ENV[provider];
  return keyVar && !env[keyVar] ? keyVar : undefined;
}

/**
 * The one line `strata index` and `strata summary` print on stderr without a model: what happened and where the
 * full setup is described ({@link describeLlmSetup}, README "LLM summaries and the semantic cache").
 */
export const LLM_SETUP_HINT = "no LLM configured: summaries are extractive (set STRATA_LLM=<provider>:<model>, e.g. openai:gpt-4o-mini; see README)";

/** How to configure a model, in full: every provider with its key variable (workspace, configuration errors). */
export function describeLlmSetup(): string {
  return [
    "No LLM configured: summaries are extractive.",
    'To synthesize with a model, set STRATA_LLM (or "llm" in strata.config.json) to "<provider>:<model>",',
    "e.g. STRATA_LLM=openai:gpt-4o-mini with OPENAI_API_KEY; anthropic:<model> with ANTHROPIC_API_KEY;",
    "google:<model> with GOOGLE_GENERATIVE_AI_API_KEY; ollama:<model> (local, STRATA_LLM_BASE_URL defaults to http://127.0.0.1:11434/api);",
    "openai-compatible:<model> with STRATA_LLM_BASE_URL=http://host:port/v1 (and STRATA_LLM_API_KEY if the server needs one).",
    "API keys are read from the environment only.",
  ].join(" ");
}
