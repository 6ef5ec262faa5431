/**
 * Counting for the synthesis stage: hash hits, semantic hits, misses, calls, tokens, cost and grounding
 *, turned into the stored {@link CacheRunStats} and the progress line.
 */
import type { CacheRunStats } from "../store/index.js";
import { estimateCostUsd, formatCostUsd, type LlmUsage } from "../summarize/index.js";

import type { SynthesisProblem } from "./stageReports.js";

/** Mutable tallies of one run; `stats()` freezes them. */
export class SynthesisTally {
  hashHits = 0;
  semanticHits = 0;
  misses = 0;
  synthesized = 0;
  invalid: SynthesisProblem[] = [];
  failed: SynthesisProblem[] = [];
  notAttempted = 0;
  llmCalls = 0;
  inputTokens = 0;
  outputTokens = 0;
  costUsd: number | null = 0;
  ungroundedNames = 0;
  ungroundedSummaries = 0;
  stoppedBy: CacheRunStats["stoppedBy"];
  stopMessage: string | undefined;

  constructor(readonly model: string) {}

  /** Adds one file's calls and usage (repairs included). */
  addUsage(calls: number, usage: LlmUsage): void {
    this.llmCalls += calls;
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
    const cost = estimateCostUsd(this.model, usage);
    this.costUsd = cost === undefined || this.costUsd === null ? null : this.costUsd + cost;
  }

  addGrounding(ungrounded: string[]): void {
    this.synthesized += 1;
    this.ungroundedNames += ungrounded.length;
    if (ungrounded.length) this.ungroundedSummaries += 1;
  }

  /** `"12 LLM calls, 8.1k tokens, $0.0040"` for progress lines. */
  detail(): string {
    const tokens = this.inputTokens + this.outputTokens;
    const shown = tokens >= 1000 ? `${(tokens / 1000).toFixed(1)}k` : String(tokens);
    return `${this.llmCalls} LLM calls, ${shown} tokens, ${formatCostUsd(this.costUsd ?? undefined)}`;
  }

  stats(base: Pick<CacheRunStats, "startedAt" | "finishedAt" | "backend" | "cacheLocation" | "promptKey" | "files">): CacheRunStats {
    return {
      ...base,
      model: this.model,
      hashHits: this.hashHits,
      semanticHits: this.semanticHits,
      misses: this.misses,
      synthesized: this.synthesized,
      invalid: this.invalid.length,
      failed: this.failed.length,
      notAttempted: this.notAttempted,
      llmCalls: this.llmCalls,
      inputTokens: this.inputTokens,
      outputTokens: this.outputTokens,
      costUsd: this.costUsd === null ? null : Math.round(this.costUsd * 1e8) / 1e8,
      ungroundedNames: this.ungroundedNames,
      ungroundedSummaries: this.ungroundedSummaries,
      ungroundedRate: this.synthesized ? Math.round((this.ungroundedSummaries / this.synthesized) * 1e4) / 1e4 : 0,
      ...(this.stoppedBy ? { stoppedBy: this.stoppedBy } : {}),
    };
  }
}
