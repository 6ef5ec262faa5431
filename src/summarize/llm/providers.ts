/**
 * Builds the AI SDK language model for an {@link LlmSpec}. The only module that knows the provider packages.
 *
 * `openai-compatible` is created with structured outputs on (`response_format: json_schema`, strict) and with
 * `stream_options.include_usage`, so vLLM, llama.cpp server, LM Studio and Ollama's `/v1` return usage too.
 * The provider package is imported only when the model is first needed.
 */
import type { LanguageModel } from "ai";
import { LlmError } from "./LlmError.js";
import { API_KEY_ENV, type LlmSpec } from "./setup.js";

/** Default Ollama endpoint (its native API). */
export const OLLAMA_DEFAULT_BASE_URL = "http://127.0.0.1:11434/api";

/** A model's loader with the API key it is built with (kept only to redact it from messages). */
export interface ProviderModel {
  /** Imports the provider package and builds the model. */
  loadModel: () => Promise<LanguageModel>;
  apiKey: string | undefined;
}

/**
 * The AI SDK model for `spec`, keyed from `env`: settings are checked now, the provider package is imported by `loadModel`.
 * With `keyWhenLoaded` (a dry run, which sends nothing) a missing key is an error only when the model is loaded.
 * @throws LlmError kind `config` when the provider's key variable is unset, or `openai-compatible` has no base URL.
 */
export function createProviderModel(spec: LlmSpec, baseUrl: string | undefined, env: NodeJS.ProcessEnv, options: { keyWhenLoaded?: boolean } = {}): ProviderModel {
  const keyVar = API_KEY_ENV[spec.provider];
  const apiKey = keyVar ? env[keyVar] || undefined : undefined;
  const requireKey = (): string => {
    if (!apiKey) throw new LlmError("config", `${spec.id}: the environment variable ${keyVar} is not set (API keys are read from the environment only)`);
    return apiKey;
  };
  const baseURL = baseUrl || undefined;
  switch (spec.provider) {
    case "openai": {
      if (!options.keyWhenLoaded) requireKey();
      return { loadModel: async () => (await import("@ai-sdk/openai")).createOpenAI({ apiKey: requireKey(), ...(baseURL ? { baseURL } : {}) })(spec.model), apiKey };
    }
    case "anthropic": {
      if (!options.keyWhenLoaded) requireKey();
      return { loadModel: async () => (await import("@ai-sdk/anthropic")).createAnthropic({ apiKey: requireKey(), ...(baseURL ? { baseURL } : {}) })(spec.model), apiKey };
    }
    case "google": {
      if (!options.keyWhenLoaded) requireKey();
      return {
        loadModel: async () => (await import("@ai-sdk/google")).createGoogleGenerativeAI({ apiKey: requireKey(), ...(baseURL ? { baseURL } : {}) })(spec.model),
        apiKey,
      };
    }
    case "ollama":
      return { loadModel: async () => (await import("ollama-ai-provider-v2")).createOllama({ baseURL: baseURL ?? OLLAMA_DEFAULT_BASE_URL })(spec.model), apiKey };
    case "openai-compatible": {
      if (!baseURL) throw new LlmError("config", `${spec.id}: set llmBaseUrl (STRATA_LLM_BASE_URL), e.g. http://localhost:8000/v1`);
      const loadModel = async (): Promise<LanguageModel> => {
        const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
        const provider = createOpenAICompatible({
          name: "openai-compatible",
          baseURL,
          ...(apiKey ? { apiKey } : {}),
          supportsStructuredOutputs: true,
          includeUsage: true,
        });
        return provider.chatModel(spec.model);
      };
      return { loadModel, apiKey };
    }
  }
}
