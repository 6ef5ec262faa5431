/**
 * Builds the AI SDK language model for an {@link LlmSpec}. The only module that knows the provider packages.
 *
 * `openai-compatible` is created with structured outputs on (`response_format: json_schema`, strict) and with
 * `stream_options.include_usage`, so vLLM, llama.cpp server, LM Studio and Ollama's `/v1` return usage too.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { createOllama } from "ollama-ai-provider-v2";
import { LlmError } from "./LlmError.js";
import { API_KEY_ENV, type LlmSpec } from "./setup.js";

/** Default Ollama endpoint (its native API). */
export const OLLAMA_DEFAULT_BASE_URL = "http://127.0.0.1:11434/api";

/** A model with the API key it was built with (kept only to redact it from messages). */
export interface ProviderModel {
  model: LanguageModel;
  apiKey: string | undefined;
}

/**
 * The AI SDK model for `spec`, keyed from `env`.
 * @throws LlmError kind `config` when the provider's key variable is unset, or `openai-compatible` has no base URL.
 */
export function createProviderModel(spec: LlmSpec, baseUrl: string | undefined, env: NodeJS.ProcessEnv): ProviderModel {
  const keyVar = API_KEY_ENV[spec.provider];
  const apiKey = keyVar ? env[keyVar] || undefined : undefined;
  const requireKey = (): string => {
    if (!apiKey) throw new LlmError("config", `${spec.id}: the environment variable ${keyVar} is not set (API keys are read from the environment only)`);
    return apiKey;
  };
  const baseURL = baseUrl || undefined;
  switch (spec.provider) {
    case "openai":
      return { model: createOpenAI({ apiKey: requireKey(), ...(baseURL ? { baseURL } : {}) })(spec.model), apiKey };
    case "anthropic":
      return { model: createAnthropic({ apiKey: requireKey(), ...(baseURL ? { baseURL } : {}) })(spec.model), apiKey };
    case "google":
      return { model: createGoogleGenerativeAI({ apiKey: requireKey(), ...(baseURL ? { baseURL } : {}) })(spec.model), apiKey };
    case "ollama":
      return { model: createOllama({ baseURL: baseURL ?? OLLAMA_DEFAULT_BASE_URL })(spec.model), apiKey };
    case "openai-compatible": {
      if (!baseURL) throw new LlmError("config", `${spec.id}: set llmBaseUrl (STRATA_LLM_BASE_URL), e.g. http://localhost:8000/v1`);
      const provider = createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        ...(apiKey ? { apiKey } : {}),
        supportsStructuredOutputs: true,
        includeUsage: true,
      });
      return { model: provider.chatModel(spec.model), apiKey };
    }
  }
}
