import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.js";

const dirs: string[] = [];
function tempRepo(config?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-config-llm-"));
  dirs.push(dir);
  if (config !== undefined) fs.writeFileSync(path.join(dir, "strata.config.json"), JSON.stringify(config));
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const pick = (c: Record<string, unknown>) => ({
  llm: c.llm,
  llmBaseUrl: c.llmBaseUrl,
  llmTimeoutMs: c.llmTimeoutMs,
  llmConcurrency: c.llmConcurrency,
  llmMaxRetries: c.llmMaxRetries,
});

describe("llm config keys", () => {
  it("defaults: no model, 60 s timeout, 4 in flight, 3 retries", () => {
    expect(pick(loadConfig(tempRepo(), {}, {}))).toEqual({
      llm: undefined,
      llmBaseUrl: undefined,
      llmTimeoutMs: 60_000,
      llmConcurrency: 4,
      llmMaxRetries: 3,
    });
  });

  it("reads STRATA_LLM* variables over the file", () => {
    const root = tempRepo({ llm: "openai:gpt-4o-mini", llmConcurrency: 2 });
    const env = {
      STRATA_LLM: "openai-compatible:qwen2.5-coder",
      STRATA_LLM_BASE_URL: "http://127.0.0.1:8000/v1",
      STRATA_LLM_TIMEOUT_MS: "1000",
      STRATA_LLM_MAX_RETRIES: "0",
    };
    expect(pick(loadConfig(root, {}, env))).toEqual({
      llm: "openai-compatible:qwen2.5-coder",
      llmBaseUrl: "http://127.0.0.1:8000/v1",
      llmTimeoutMs: 1000,
      llmConcurrency: 2,
      llmMaxRetries: 0,
    });
  });

  it("rejects an unknown provider with the accepted ones", () => {
    expect(() => loadConfig(tempRepo({ llm: "mistral:large" }), {}, {})).toThrow(ConfigError);
    expect(() => loadConfig(tempRepo({ llm: "mistral:large" }), {}, {})).toThrow(
      'llm: expected "<provider>:<model>" with provider openai, openai-compatible, anthropic, google or ollama',
    );
  });
});
