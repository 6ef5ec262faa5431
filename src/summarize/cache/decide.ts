/**
 * The pure decision logic of seed 000 Table 7.1: hash hit, semantic hit or miss, and freshness.
 */
import { contractHash, type SemanticContract } from "../../extract/index.js";
import { hashText } from "../../shared/hash.js";
import { promptContract, type PromptContract } from "../promptContract.js";
import type { CacheDecision, CacheEntry, CacheKey, CurrentFile } from "./types.js";

/**
 * Hash (xxHash64, 16 hex digits) of the contract as the model receives it ({@link promptContract}, in
 * canonical key order). This, not the stored contract's `contractHash`, decides a semantic hit: the stored
 * contract carries line positions, so a comment line added above an export would change `contractHash`
 * while the model's input — and so the summary — stays the same (seed 000 §7.2 "adds a comment").
 * @throws Error when the hasher is not initialised (`initHash`).
 */
export function semanticHash(contract: SemanticContract | PromptContract): string {
  const projected = "metrics" in contract ? promptContract(contract) : contract;
  return hashText(JSON.stringify(projected));
}

/**
 * Table 7.1 for one file. `entry` is the cached entry for the file's key (or undefined); `current` the
 * file's content hash and semantic hash now.
 */
export function decideCache(
  entry: Pick<CacheEntry, "contentHash" | "semanticHash"> | undefined,
  current: { contentHash: string; semanticHash: string },
): CacheDecision {
  if (!entry) return { kind: "miss", reason: "absent" };
  if (entry.contentHash === current.contentHash) return { kind: "hash-hit" };
  if (entry.semanticHash === current.semanticHash) return { kind: "semantic-hit" };
  return { kind: "miss", reason: "contract-changed" };
}

/**
 * Fresh = made (or confirmed) for exactly these bytes, with this prompt and this model.
 */
export function isFresh(entry: Pick<CacheEntry, "contentHash" | "promptKey" | "model"> | undefined, key: Omit<CacheKey, "path">, contentHash: string): boolean {
  return entry !== undefined && entry.contentHash === contentHash && entry.promptKey === key.promptKey && entry.model === key.model;
}

/** The generator key of an LLM summary row in the store: `<promptKey>|<model id>` (shared with node summaries). */
export function llmGeneratorKey(key: Omit<CacheKey, "path">): string {
  return `${key.promptKey}|${key.model}`;
}

/** One string for a cache key, e.g. for in-flight de-duplication: `promptKey|model|path`. */
export function cacheKeyString(key: CacheKey): string {
  return `${key.promptKey}|${key.model}|${key.path}`;
}

/** What the cache compares for a file now: its bytes' hash, the model's input and its hashes. Pure. */
export function currentFileOf(contract: SemanticContract, contentHash: string, commit?: string): CurrentFile {
  const projected = promptContract(contract);
  return {
    contentHash,
    semanticHash: semanticHash(projected),
    contractHash: contractHash(contract),
    contract: projected,
    ...(commit ? { commit } : {}),
  };
}
