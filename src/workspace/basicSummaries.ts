/**
 * The basic-summary cache (seed 003 "Cache lifecycle"): content-addressed by (region
 * content hash, generator key), durable in the store, with a memory layer in front so that a repeat costs
 * no store read. Concurrent requests for the same region share one computation (in-flight map). Nothing
 * here depends on a session or a frontier: focused context lives in the session (`sessions.ts`).
 */
import { SingleFlight, type LlmClient } from "../summarize/index.js";
import type { RegionSummary, Store } from "../store/index.js";
import { realChildren, type Region } from "../extract/index.js";
import { hashText } from "../shared/hash.js";
import { EXTRACTIVE_REGION_GENERATOR_KEY, REGION_PROMPT_KEY, extractiveRegionSummary, leadingComment, modelRegionSummary, type SummaryInput } from "./regionSummary.js";

/**
 * A region to summarize. `contentHash` is the cache key: the region's own content hash, or, when a doc
 * comment sits just above it, a hash of both (still content-addressed: same code and comment, same key).
 * Path and language only inform the model.
 */
export interface RegionText extends SummaryInput {
  contentHash: string;
  path: string;
  language: string;
}

/** The {@link RegionText} of `region` in `file` (leading doc comment, name, contained unit names). Needs `initHash()`. */
export function regionInput(file: { path: string; language: string; text: string }, region: Region): RegionText {
  const leading = region.kind === "file" ? "" : leadingComment(file.text, region.start);
  const defines = region.kind === "file" || region.kind === "class" ? realChildren(region).flatMap((c) => (c.name ? [c.name] : [])) : [];
  return {
    contentHash: leading ? hashText(`${region.contentHash}\0${leading}`) : region.contentHash,
    text: file.text.slice(region.start, region.end),
    ...(leading ? { leading } : {}),
    ...(region.name ? { name: region.name } : {}),
    ...(defines.length ? { defines } : {}),
    path: file.path,
    language: file.language,
  };
}

/** Counters since the cache was made (regions; model calls). */
export interface BasicSummaryStats {
  fromMemory: number;
  fromStore: number;
  computed: number;
  modelCalls: number;
}

/** Basic summaries for one generator (extractive, or one model). */
export class BasicSummaries {
  /** `extractive-region@3` without a model, else `P-REGION@1|<model id>`. */
  readonly generatorKey: string;
  readonly stats: BasicSummaryStats = { fromMemory: 0, fromStore: 0, computed: 0, modelCalls: 0 };
  private readonly memory = new Map<string, RegionSummary>();
  private readonly inFlight = new SingleFlight<RegionSummary>();

  constructor(
    private readonly store: Store,
    private readonly llm?: LlmClient,
  ) {
    this.generatorKey = llm ? `${REGION_PROMPT_KEY}|${llm.id}` : EXTRACTIVE_REGION_GENERATOR_KEY;
  }

  /** The summary already in memory for `contentHash`, without touching the store. */
  peek(contentHash: string): RegionSummary | undefined {
    return this.memory.get(contentHash);
  }

  /**
   * Summaries of `regions`, keyed by content hash: memory, then one batched store read, then computed
   * (and stored) for the rest.
   * @throws StoreError when the store fails; LlmError when a model call fails.
   */
  async get(regions: RegionText[], signal?: AbortSignal): Promise<Map<string, RegionSummary>> {
    const out = new Map<string, RegionSummary>();
    const byHash = new Map<string, RegionText>();
    for (const r of regions) {
      const hit = this.memory.get(r.contentHash);
      if (hit) {
        out.set(r.contentHash, hit);
        this.stats.fromMemory += 1;
      } else if (!byHash.has(r.contentHash)) byHash.set(r.contentHash, r);
    }
    if (byHash.size === 0) return out;
    const missing = [...byHash.values()];
    const stored = await this.store.getRegionSummaries(
      missing.filter((m) => !this.inFlight.has(m.contentHash)).map((m) => m.contentHash),
      this.generatorKey,
    );
    for (const rec of stored) {
      this.memory.set(rec.contentHash, rec.summary);
      out.set(rec.contentHash, rec.summary);
      this.stats.fromStore += 1;
    }
    await Promise.all(
      missing
        .filter((m) => !out.has(m.contentHash))
        .map(async (m) => {
          out.set(m.contentHash, await this.compute(m, signal));
        }),
    );
    return out;
  }

  private compute(region: RegionText, signal?: AbortSignal): Promise<RegionSummary> {
    return this.inFlight.run(region.contentHash, async () => {
      let summary: RegionSummary;
      if (this.llm) {
        const made = await modelRegionSummary(this.llm, region, signal);
        this.stats.modelCalls += made.calls;
        summary = made.summary;
      } else summary = extractiveRegionSummary(region);
      await this.store.putRegionSummaries([{ contentHash: region.contentHash, generatorKey: this.generatorKey, summary, createdAt: Date.now() }]);
      this.memory.set(region.contentHash, summary);
      this.stats.computed += 1;
      return summary;
    });
  }
}
