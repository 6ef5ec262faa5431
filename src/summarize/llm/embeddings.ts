/**
 * Embedding providers for dense search, through the AI SDK's `embedMany` so every
 * provider is one maintained client (STYLE anti-patterns: no hand-written class per vendor). Beside the language
 * model providers (providers.ts): this folder is the one home of model-provider knowledge, and both parse
 * `"<provider>:<model>"` with {@link splitModelSpec}. The embedder is made by the caller (the CLI) and injected,
 * as the LLM client is.
 *
 * Config `embedding`:
 * - `openai-compatible:<model>` — any OpenAI-compatible `/embeddings` endpoint at `embeddingBaseUrl`
 *   (key from `STRATA_EMBEDDING_API_KEY`, else `OPENAI_API_KEY`, else none);
 * - `openai:<model>` — OpenAI (key `OPENAI_API_KEY`; `embeddingBaseUrl` overrides the URL);
 * - `ollama:<model>` — Ollama at `embeddingBaseUrl` (default `http://127.0.0.1:11434/api`);
 * - `local:<dir>` — an ONNX model directory through transformers.js: not available in this build
 *   (the package is not installed), so it fails with {@link EmbeddingConfigError} naming what to install.
 * The AI SDK and the provider package are imported on the first `embed` call, not when the module loads.
 */
import type { EmbeddingModel } from "ai";
import { OLLAMA_DEFAULT_BASE_URL } from "./providers.js";
import { splitModelSpec } from "./setup.js";
import type { Embedder } from "./types.js";
import { UsageProblem } from "../../shared/errors.js";

/** Bad or unusable `embedding` configuration; stops the command (nothing can be embedded). */
export class EmbeddingConfigError extends UsageProblem {
  override name = "EmbeddingConfigError";
}

export interface EmbeddingSettings {
  /** `"<provider>:<model>"`; absent → no dense search. */
  embedding?: string;
  embeddingBaseUrl?: string;
}

/**
 * The embedder for `settings`, or `undefined` when none is configured.
 * @throws EmbeddingConfigError for an unknown provider, a missing model or base URL, or `local:`.
 */
export function createEmbedder(settings: EmbeddingSettings, env: NodeJS.ProcessEnv = process.env): Embedder | undefined {
  const spec = settings.embedding?.trim();
  if (!spec) return undefined;
  const { provider, model: modelId } = splitModelSpec(spec);
  if (!modelId) throw new EmbeddingConfigError(`embedding "${spec}": expected "<provider>:<model>", e.g. "openai:text-embedding-3-small"`);
  let loadModel: () => Promise<EmbeddingModel>;
  switch (provider) {
    case "openai-compatible": {
      if (!settings.embeddingBaseUrl) throw new EmbeddingConfigError(`embedding "${spec}" needs embeddingBaseUrl (config key or STRATA_EMBEDDING_BASE_URL), e.g. http://127.0.0.1:8080/v1`);
      const apiKey = env.STRATA_EMBEDDING_API_KEY ?? env.OPENAI_API_KEY;
      const baseURL = settings.embeddingBaseUrl;
      loadModel = async () => (await import("@ai-sdk/openai-compatible")).createOpenAICompatible({ name: "embedding", baseURL, ...(apiKey ? { apiKey } : {}) }).embeddingModel(modelId);
      break;
    }
    case "openai":
    {
      const options = { ...(settings.embeddingBaseUrl ? { baseURL: settings.embeddingBaseUrl } : {}), ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}) };
      loadModel = async () => (await import("@ai-sdk/openai")).createOpenAI(options).embeddingModel(modelId);
      break;
    }
    case "ollama":
    {
      const baseURL = settings.embeddingBaseUrl ?? OLLAMA_DEFAULT_BASE_URL;
      loadModel = async () => (await import("ollama-ai-provider-v2")).createOllama({ baseURL }).textEmbeddingModel(modelId);
      break;
    }
    case "local":
      throw new EmbeddingConfigError(
        `embedding "${spec}": local ONNX models need @huggingface/transformers (transformers.js), which this build does not include; ` +
          `install it next to strata, or use "openai-compatible:<model>" with a local server (llama.cpp, vLLM, LM Studio) or "ollama:<model>"`,
      );
    default:
      throw new EmbeddingConfigError(`embedding "${spec}": unknown provider "${provider}" (use openai-compatible, openai, ollama or local)`);
  }
  let loaded: Promise<[typeof import("ai"), EmbeddingModel]> | undefined;
  return {
    id: spec,
    async embed(texts: string[], signal?: AbortSignal): Promise<number[][]> {
      if (!texts.length) return [];
      const [{ embedMany }, model] = await (loaded ??= Promise.all([import("ai"), loadModel()]));
      const { embeddings } = await embedMany({ model, values: texts, maxRetries: 2, ...(signal ? { abortSignal: signal } : {}) });
      return embeddings;
    },
  };
}
