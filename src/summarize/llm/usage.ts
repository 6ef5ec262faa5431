/**
 * Cost and usage accounting: the price table, a {@link UsageMeter} that sums calls, tokens and
 * estimated cost, and a {@link Budget} (`--max-calls`, `--max-cost`) that stops a run cleanly.
 */
import { z } from "zod";
import { readSummarizeJson } from "./dataFile.js";
import { LlmError } from "./LlmError.js";
import type { LlmUsage } from "./types.js";

/** Price of one model, USD per 1M tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

const PriceTableSchema = z.object({
  formatVersion: z.literal(1),
  models: z.record(z.string(), z.object({ input: z.number().nonnegative(), output: z.number().nonnegative() }).strict()),
});

let table: Record<string, ModelPrice> | undefined;

/**
 * The price table from `src/summarize/llm/prices.json` (loaded once).
 * @throws Error naming the file when it is missing or malformed.
 */
export function priceTable(): Record<string, ModelPrice> {
  if (table) return table;
  const parsed = PriceTableSchema.safeParse(readSummarizeJson("llm/prices.json"));
  if (!parsed.success) throw new Error(`src/summarize/llm/prices.json: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return (table = parsed.data.models);
}

/** The price of `modelId` (`"<provider>:<model>"`): exact, then without a date suffix, then `<provider>:*`; else undefined. */
export function modelPrice(modelId: string): ModelPrice | undefined {
  const prices = priceTable();
  const undated = modelId.replace(/-(\d{4}-\d{2}-\d{2}|\d{8})$/, "");
  const provider = modelId.slice(0, Math.max(0, modelId.indexOf(":")));
  return prices[modelId] ?? prices[undated] ?? prices[`${provider}:*`];
}

/** Estimated cost of one call in USD, or undefined for a model without a price. */
export function estimateCostUsd(modelId: string, usage: LlmUsage): number | undefined {
  const price = modelPrice(modelId);
  return price ? (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000 : undefined;
}

/** `"$0.0123"` (4 decimals), or `"n/a"` when the cost is unknown. */
export function formatCostUsd(costUsd: number | undefined): string {
  return costUsd === undefined ? "n/a" : `$${costUsd.toFixed(4)}`;
}

/** Totals of a {@link UsageMeter}. `costUsd` is undefined as soon as one call's model has no price. */
export interface UsageTotals {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | undefined;
}

/** Sums the calls made (each attempt that returned usage, including invalid answers), tokens and cost. */
export class UsageMeter {
  calls = 0;
  inputTokens = 0;
  outputTokens = 0;
  costUsd: number | undefined = 0;

  /** Records one call of `modelId`. */
  add(usage: LlmUsage, modelId: string): void {
    this.calls += 1;
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
    const cost = estimateCostUsd(modelId, usage);
    this.costUsd = cost === undefined || this.costUsd === undefined ? undefined : this.costUsd + cost;
  }

  /** A plain copy of the totals. */
  totals(): UsageTotals {
    return { calls: this.calls, inputTokens: this.inputTokens, outputTokens: this.outputTokens, costUsd: this.costUsd };
  }
}

/** Limits of a run: calls started and estimated USD spent. */
export interface BudgetLimits {
  maxCalls?: number | undefined;
  maxCostUsd?: number | undefined;
}

/**
 * Stops a run cleanly when a limit is reached: {@link check} throws `LlmError` kind `budget`, which stops the run
 * (files not yet synthesized keep their extractive summary). `maxCalls` counts calls started (so concurrent calls
 * never exceed it); `maxCostUsd` is checked against the meter before each call, so calls in flight may overshoot
 * it by their own cost. A model without a price cannot be held to `maxCostUsd`: {@link check} then throws at once.
 */
export class Budget {
  /** Calls started under this budget. */
  started = 0;

  constructor(
    readonly limits: BudgetLimits = {},
    readonly meter: UsageMeter = new UsageMeter(),
  ) {}

  /** @throws LlmError kind `budget` when a limit is reached. */
  check(): void {
    const { maxCalls, maxCostUsd } = this.limits;
    if (maxCalls !== undefined && this.started >= maxCalls) throw new LlmError("budget", `budget reached: ${this.started} of at most ${maxCalls} LLM calls made (--max-calls)`);
    if (maxCostUsd !== undefined) {
      const cost = this.meter.costUsd;
      if (cost === undefined) throw new LlmError("budget", `budget cannot be enforced: the model has no price in src/summarize/llm/prices.json (--max-cost ${maxCostUsd})`);
      if (cost >= maxCostUsd) throw new LlmError("budget", `budget reached: estimated $${cost.toFixed(4)} of at most $${maxCostUsd} spent (--max-cost)`);
    }
  }

  /** {@link check}, then counts one call as started. */
  reserve(): void {
    this.check();
    this.started += 1;
  }
}
