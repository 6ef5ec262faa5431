/**
 * Key layout of the shared team cache on Redis (seed 000 §7.1 "Persistent Shared Cache"):
 * `<prefix>:<repository>:<prompt key>:<model>:<path>`, each part URI-encoded so a `:` inside a model id
 * (`openai:gpt-4o-mini`) or a path can never make two keys collide. One Redis hash per entry.
 */
import type { CacheEntry, CacheKey } from "../../summarize/index.js";

/** Default key prefix; the `v1` changes when the entry layout does. */
export const DEFAULT_REDIS_PREFIX = "strata:cache:v1";

/** The Redis key of one entry. */
export function entryKey(prefix: string, repository: string, key: CacheKey): string {
  return [prefix, repository, key.promptKey, key.model, key.path].map((p, i) => (i === 0 ? p : encodeURIComponent(p))).join(":");
}

/** The `SCAN MATCH` pattern of every entry of a repository (glob metacharacters escaped). */
export function repositoryPattern(prefix: string, repository: string): string {
  return `${prefix}:${encodeURIComponent(repository)}:*`.replace(/([?[\]\\])/g, "\\$1");
}

/** Hash fields of an entry: strings only (JSON for the structured ones). `commit` is absent outside git. */
export function toFields(entry: CacheEntry): Record<string, string> {
  return {
    path: entry.path,
    promptKey: entry.promptKey,
    model: entry.model,
    contentHash: entry.contentHash,
    semanticHash: entry.semanticHash,
    contractHash: entry.contractHash,
    contract: JSON.stringify(entry.contract),
    summary: JSON.stringify(entry.summary),
    ungrounded: JSON.stringify(entry.ungrounded),
    ...(entry.commit ? { commit: entry.commit } : {}),
    createdAt: String(entry.createdAt),
    updatedAt: String(entry.updatedAt),
  };
}

/** The entry of a hash read back; undefined for an empty (missing) hash. @throws Error for a hash that is not an entry. */
export function fromFields(fields: Record<string, string>, redisKey: string): CacheEntry | undefined {
  if (Object.keys(fields).length === 0) return undefined;
  const need = (name: string): string => {
    const value = fields[name];
    if (value === undefined) throw new Error(`Redis key ${redisKey} is not a strata cache entry: field "${name}" is missing`);
    return value;
  };
  return {
    path: need("path"),
    promptKey: need("promptKey"),
    model: need("model"),
    contentHash: need("contentHash"),
    semanticHash: need("semanticHash"),
    contractHash: need("contractHash"),
    contract: JSON.parse(need("contract")),
    summary: JSON.parse(need("summary")),
    ungrounded: JSON.parse(need("ungrounded")),
    ...(fields.commit ? { commit: fields.commit } : {}),
    createdAt: Number(need("createdAt")),
    updatedAt: Number(need("updatedAt")),
  };
}
