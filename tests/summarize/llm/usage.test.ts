import { describe, expect, it } from "vitest";
import { Budget, estimateCostUsd, formatCostUsd, LlmError, modelPrice, UsageMeter } from "../../../src/summarize/index.js";
import { backoffDelayMs, retryAfterMs } from "../../../src/summarize/llm/retry.js";

describe("prices", () => {
  it("looks models up exactly, without a date suffix, then by provider wildcard", () => {
    expect(modelPrice("openai:gpt-4o-mini")).toEqual({ input: 0.15, output: 0.6 });
    expect(modelPrice("openai:gpt-4o-mini-2024-07-18")).toEqual({ input: 0.15, output: 0.6 });
    expect(modelPrice("ollama:qwen2.5-coder:7b")).toEqual({ input: 0, output: 0 });
    expect(modelPrice("openai-compatible:gpt-4o-mini")).toBeUndefined();
  });

  it("estimates the cost of one call in USD", () => {
    expect(estimateCostUsd("openai:gpt-4o-mini", { inputTokens: 1_000_000, outputTokens: 500_000 })).toBeCloseTo(0.45, 10);
    expect(estimateCostUsd("anthropic:claude-sonnet-4-5", { inputTokens: 2000, outputTokens: 300 })).toBeCloseTo(0.0105, 10);
    expect(estimateCostUsd("openai-compatible:local", { inputTokens: 1, outputTokens: 1 })).toBeUndefined();
  });

  it("formats cost as dollars or n/a", () => {
    expect([formatCostUsd(0.0105), formatCostUsd(undefined)]).toEqual(["$0.0105", "n/a"]);
  });
});

describe("UsageMeter", () => {
  it("sums calls, tokens and cost; one unpriced call makes the cost unknown", () => {
    const meter = new UsageMeter();
    meter.add({ inputTokens: 1_000_000, outputTokens: 0 }, "openai:gpt-4o-mini");
    meter.add({ inputTokens: 0, outputTokens: 1_000_000 }, "openai:gpt-4o-mini");
    expect(meter.totals()).toEqual({ calls: 2, inputTokens: 1_000_000, outputTokens: 1_000_000, costUsd: 0.75 });
    meter.add({ inputTokens: 5, outputTokens: 5 }, "openai-compatible:x");
    expect(meter.totals()).toEqual({ calls: 3, inputTokens: 1_000_005, outputTokens: 1_000_005, costUsd: undefined });
  });
});

describe("Budget", () => {
  it("stops at maxCalls counting started calls", () => {
    const budget = new Budget({ maxCalls: 2 });
    budget.reserve();
    budget.reserve();
    expect(() => budget.reserve()).toThrow(new LlmError("budget", "budget reached: 2 of at most 2 LLM calls made (--max-calls)"));
    expect(budget.started).toBe(2);
  });

  it("stops once the estimated cost reaches maxCostUsd", () => {
    const budget = new Budget({ maxCostUsd: 0.5 });
    budget.reserve();
    budget.meter.add({ inputTokens: 0, outputTokens: 1_000_000 }, "openai:gpt-4o-mini");
    const error = (() => {
      try {
        budget.check();
      } catch (e) {
        return e as LlmError;
      }
    })();
    expect([error?.kind, error?.message]).toEqual(["budget", "budget reached: estimated $0.6000 of at most $0.5 spent (--max-cost)"]);
  });
});

describe("retry timing", () => {
  it("waits at least Retry-After, plus at most 10% jitter", () => {
    expect(backoffDelayMs(0, { maxRetries: 3, random: () => 0 }, 1000)).toBe(1000);
    expect(backoffDelayMs(0, { maxRetries: 3, random: () => 0.999 }, 1000)).toBe(1100);
    expect(backoffDelayMs(0, { maxRetries: 3, maxDelayMs: 5000, random: () => 0 }, 120_000)).toBe(5000);
  });

  it("backs off exponentially with equal jitter", () => {
    const policy = { maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 };
    expect([0, 1, 2, 3, 4].map((n) => backoffDelayMs(n, policy))).toEqual([75, 150, 300, 600, 750]);
  });

  it("parses Retry-After in seconds, ms and HTTP dates", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs({ "retry-after": "2" }, now)).toBe(2000);
    expect(retryAfterMs({ "retry-after-ms": "150", "retry-after": "9" }, now)).toBe(150);
    expect(retryAfterMs({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }, now)).toBe(3000);
    expect(retryAfterMs({ "retry-after": "soon" }, now)).toBeUndefined();
    expect(retryAfterMs({}, now)).toBeUndefined();
  });
});
