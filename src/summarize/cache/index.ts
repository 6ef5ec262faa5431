/**
 * The semantic cache's pure logic (seed 000 §7.2, Table 7.1): terms, the hit/miss decision, freshness,
 * the read-through step and in-flight de-duplication. Storage lives in src/store (SQLite, Redis).
 */
export type { CacheKey, CacheEntry, CurrentFile, CacheDecision, CacheBackend, EntryConfirmation } from "./types.js";
export { semanticHash, currentFileOf, decideCache, isFresh, llmGeneratorKey, cacheKeyString } from "./decide.js";
export { resolveThroughCache, type Resolution, type SynthesisResultLike } from "./resolve.js";
export { SingleFlight } from "./singleFlight.js";
