/**
 * Table 7.1 as one read-through step (seed 000 §7.2): look the key up, decide, and either return the
 * cached summary, confirm it for the new bytes (semantic hit), or synthesize and store the result.
 */
import type { TechnicalSummary } from "../technicalSummary.js";
import { decideCache } from "./decide.js";
import type { CacheBackend, CacheDecision, CacheEntry, CacheKey, CurrentFile } from "./types.js";

/** What a synthesizer returns: a valid summary (cached) or a reason it could not make one (never cached). */
export type SynthesisResultLike = { ok: true; summary: TechnicalSummary; ungrounded: string[] } | { ok: false; reason: string };

/** The result of {@link resolveThroughCache}. */
export interface Resolution<S extends SynthesisResultLike> {
  decision: CacheDecision;
  /** The entry now in the cache for the key: absent after a failed synthesis of a file never cached. */
  entry?: CacheEntry;
  /** The synthesizer's outcome, on a miss only. */
  synthesis?: S;
}

/**
 * Runs Table 7.1 for `key`:
 * 1. no entry → miss (`absent`); 2. same content hash → `hash-hit`, nothing written;
 * 3. same semantic hash → `semantic-hit`: compare-and-set the new content hash, no LLM call (when another
 *    writer changed the entry meanwhile, the step goes on as a miss);
 * 4. else → miss (`contract-changed`): `synthesize()`; a valid result is stored whole, an invalid one never.
 * A stale entry stays in place when synthesis fails, so `isFresh` keeps reporting it stale.
 * @throws whatever `synthesize` or the backend throws (budget, abort, store errors).
 */
export async function resolveThroughCache<S extends SynthesisResultLike>(
  backend: CacheBackend,
  key: CacheKey,
  current: CurrentFile,
  synthesize: () => Promise<S>,
  now: () => number = Date.now,
): Promise<Resolution<S>> {
  const entry = await backend.getEntry(key);
  let decision = decideCache(entry, current);
  if (decision.kind === "hash-hit") return { decision, entry: entry! };
  if (decision.kind === "semantic-hit") {
    const confirmed = await backend.confirmEntry(key, {
      expectedSemanticHash: current.semanticHash,
      contentHash: current.contentHash,
      contractHash: current.contractHash,
      ...(current.commit ? { commit: current.commit } : {}),
      updatedAt: now(),
    });
    if (confirmed) return { decision, entry: confirmed };
    decision = { kind: "miss", reason: "contract-changed" };
  }
  const synthesis = await synthesize();
  if (!synthesis.ok) return { decision, ...(entry ? { entry } : {}), synthesis };
  const at = now();
  const fresh: CacheEntry = {
    ...key,
    contentHash: current.contentHash,
    semanticHash: current.semanticHash,
    contractHash: current.contractHash,
    contract: current.contract,
    summary: synthesis.summary,
    ungrounded: synthesis.ungrounded,
    ...(current.commit ? { commit: current.commit } : {}),
    createdAt: at,
    updatedAt: at,
  };
  await backend.putEntry(fresh);
  return { decision, entry: fresh, synthesis };
}
