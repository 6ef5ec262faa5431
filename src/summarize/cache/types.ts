/**
 * Terms of the semantic cache (seed 000 §7.2, Table 7.1). Plain JSON-able data: both store backends
 * (SQLite, Redis) keep {@link CacheEntry} values, and the decision logic in `decide.ts` reads them.
 */
import type { PromptContract } from "../promptContract.js";
import type { TechnicalSummary } from "../technicalSummary.js";

/**
 * What one cached summary is for: a file, the prompt it was made with and the model that made it.
 * Changing the prompt version or the model gives another key, so the file is synthesized again.
 */
export interface CacheKey {
  /** Repository-relative path, `/` separators. */
  path: string;
  /** `<prompt id>@<version>`, e.g. `P-TECH-JSON@1`. */
  promptKey: string;
  /** The `LlmClient.id`, `<provider>:<model>`, e.g. `openai:gpt-4o-mini`. */
  model: string;
}

/**
 * One cache entry: Table 7.1's `{hash, semantic_json, summary}` plus what freshness needs (commit,
 * prompt, model). Only valid model output is ever stored here.
 */
export interface CacheEntry extends CacheKey {
  /** xxHash64 of the file bytes the entry was last confirmed for (16 hex digits). */
  contentHash: string;
  /** Hash of the canonical {@link PromptContract} JSON: what the model received. See `semanticHash`. */
  semanticHash: string;
  /** `contractHash` of the full contract (positions included) when the entry was last confirmed. */
  contractHash: string;
  /** The model's input (Table 7.1 `semantic_json`), kept for audits and diffs. */
  contract: PromptContract;
  summary: TechnicalSummary;
  /** Names the summary mentions that the contract does not contain; empty when grounded. */
  ungrounded: string[];
  /** `git rev-parse HEAD` of the repository when the entry was last confirmed; absent outside git. */
  commit?: string;
  /** When the summary was synthesized, ms since the Unix epoch. */
  createdAt: number;
  /** When the entry was last written (synthesis or semantic hit), ms since the Unix epoch. */
  updatedAt: number;
}

/** What is known about the file now: its bytes and its contract as the model would receive it. */
export interface CurrentFile {
  contentHash: string;
  semanticHash: string;
  contractHash: string;
  contract: PromptContract;
  commit?: string;
}

/**
 * The outcome of Table 7.1 for one file:
 * - `hash-hit`: the entry's content hash equals the file's — return the cached summary;
 * - `semantic-hit`: the bytes differ but the model's input is canonically equal — update the hash, skip the LLM;
 * - `miss`: no entry (`absent`) or a different contract (`contract-changed`) — synthesize.
 */
export type CacheDecision = { kind: "hash-hit" } | { kind: "semantic-hit" } | { kind: "miss"; reason: "absent" | "contract-changed" };

/**
 * The storage a cache needs (implemented by both store backends, see `SummaryCache` in src/store).
 * Every write is atomic per entry; {@link CacheBackend.confirmEntry} is a compare-and-set so that two
 * indexers writing at once never pair one writer's hash with another writer's summary.
 */
export interface CacheBackend {
  getEntry(key: CacheKey): Promise<CacheEntry | undefined>;
  /** Writes the whole entry at once (last writer wins). */
  putEntry(entry: CacheEntry): Promise<void>;
  /**
   * Semantic hit: sets `contentHash`, `contractHash`, `commit` and `updatedAt` only when the stored entry's
   * `semanticHash` still equals `expectedSemanticHash`. Returns the updated entry, or undefined when the
   * entry is gone or now describes another contract (the caller then synthesizes).
   */
  confirmEntry(key: CacheKey, update: EntryConfirmation): Promise<CacheEntry | undefined>;
}

/** The fields a semantic hit rewrites. */
export interface EntryConfirmation {
  expectedSemanticHash: string;
  contentHash: string;
  contractHash: string;
  commit?: string;
  updatedAt: number;
}
