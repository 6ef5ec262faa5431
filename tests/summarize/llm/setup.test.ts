import { describe, expect, it } from "vitest";
import { Budget, createLlmClient, describeLlmSetup, LlmError, parseLlmSpec, redactSecrets } from "../../../src/summarize/index.js";

const thrown = (fn: () => unknown): LlmError => {
  try {
    fn();
  } catch (e) {
    return e as LlmError;
  }
  throw new Error("did not throw");
};

describe("parseLlmSpec", () => {
  it("splits provider and model at the first colon", () => {
    expect(parseLlmSpec("ollama:qwen2.5-coder:7b")).toEqual({ provider: "ollama", model: "qwen2.5-coder:7b", id: "ollama:qwen2.5-coder:7b" });
    expect(parseLlmSpec("openai:gpt-4o-mini")).toEqual({ provider: "openai", model: "gpt-4o-mini", id: "openai:gpt-4o-mini" });
  });

  it("rejects an unknown provider naming the accepted ones and how to configure", () => {
    const error = thrown(() => parseLlmSpec("mistral:large"));
    expect(error.kind).toBe("config");
    expect(error.message).toBe(
      `invalid llm "mistral:large": expected "<provider>:<model>" with provider one of openai, openai-compatible, anthropic, google, ollama (e.g. "openai:gpt-4o-mini"). ${describeLlmSetup()}`,
    );
  });
});

describe("createLlmClient", () => {
  it("builds every provider with its key from the environment only", () => {
    const env = { OPENAI_API_KEY: "k1", ANTHROPIC_API_KEY: "k2", GOOGLE_GENERATIVE_AI_API_KEY: "k3" };
    const ids = ["openai:gpt-4o-mini", "anthropic:claude-haiku-4-5", "google:gemini-2.5-flash", "ollama:llama3.2"].map((llm) => createLlmClient({ llm }, env)!.id);
    expect(ids).toEqual(["openai:gpt-4o-mini", "anthropic:claude-haiku-4-5", "google:gemini-2.5-flash", "ollama:llama3.2"]);
    expect(createLlmClient({ llm: "openai-compatible:m", llmBaseUrl: "http://127.0.0.1:1/v1" }, {})!.settings).toEqual({
      timeoutMs: 60_000,
      concurrency: 4,
      maxRetries: 3,
      baseUrl: "http://127.0.0.1:1/v1",
    });
  });

  it("names the missing key variable", () => {
    const error = thrown(() => createLlmClient({ llm: "anthropic:claude-haiku-4-5" }, {}));
    expect([error.kind, error.message]).toEqual([
      "config",
      "anthropic:claude-haiku-4-5: the environment variable ANTHROPIC_API_KEY is not set (API keys are read from the environment only)",
    ]);
  });

  // Found by a trial: `index --llm openai:gpt-4o-mini --dry-run` failed for want of a key it would never send.
  it("a dry run needs no key until a call is made", async () => {
    const client = createLlmClient({ llm: "openai:gpt-4o-mini" }, {}, { dryRun: true })!;
    expect(client.id).toBe("openai:gpt-4o-mini");
    const error = await client.generateText({ system: "s", prompt: "p" }).then(() => undefined, (e: LlmError) => e);
    expect([error?.kind, error?.message]).toEqual(["config", "openai:gpt-4o-mini: the environment variable OPENAI_API_KEY is not set (API keys are read from the environment only)"]);
  });

  it("needs a base URL for openai-compatible", () => {
    expect(thrown(() => createLlmClient({ llm: "openai-compatible:m" }, {})).message).toBe(
      "openai-compatible:m: set llmBaseUrl (STRATA_LLM_BASE_URL), e.g. http://localhost:8000/v1",
    );
  });

  it("refuses a cost budget for a model without a price", () => {
    const error = thrown(() => createLlmClient({ llm: "openai-compatible:m", llmBaseUrl: "http://127.0.0.1:1/v1" }, {}, { budget: new Budget({ maxCostUsd: 1 }) }));
    expect(error.message).toBe("openai-compatible:m has no price in src/summarize/llm/prices.json, so --max-cost cannot be enforced; use --max-calls");
  });
});

describe("credentials in URLs", () => {
  it("a base URL with user:password@ is a config error that does not repeat the password (fetch would refuse it on every call)", () => {
    const error = thrown(() => createLlmClient({ llm: "openai-compatible:m", llmBaseUrl: "http://user:secretpw@127.0.0.1:8080/v1" }, {}));
    expect([error.kind, error.message]).toEqual([
      "config",
      "openai-compatible:m: the base URL must not contain credentials (user:password@host); give the key in STRATA_LLM_API_KEY (or the provider's key variable)",
    ]);
  });

  it("redactSecrets masks the given secrets, bearer tokens, sk- keys and the user:password@ of any URL", () => {
    expect(
      redactSecrets("POST http://user:secretpw@127.0.0.1:1/v1 and rediss://:pw@h:6380 with my-key-1234, Bearer abcdefgh123, sk-abcdefgh1234 via https://api.example.com/v1", ["my-key-1234"]),
    ).toBe("POST http://[redacted]@127.0.0.1:1/v1 and rediss://[redacted]@h:6380 with [redacted], Bearer [redacted], sk-[redacted] via https://api.example.com/v1");
  });
});
