/**
 * The SummaryCache port on SQLite and on the real Redis: exact round trips, the compare-and-set of a semantic
 * hit, key namespacing (repository, prompt, model), and two writers at once (seed 000 §7.1–7.2).
 */
import { afterEach, describe, expect, it } from "vitest";
import { openStore, RedisSummaryCache, type Store, type SummaryCache } from "../../src/store/index.js";
import type { CacheEntry, TechnicalSummary } from "../../src/summarize/index.js";
import { BACKENDS, deletePrefix, keysUnder, openCache, REDIS_URL, tempStore, uniquePrefix } from "./backends.js";

const summary = (text: string): TechnicalSummary => ({
  formatVersion: 1,
  filePath: "src/a.ts",
  main_responsibility: text,
  public_api: [{ name: "read", kind: "function", signature: "read(p: string): string" }],
  io_contracts: [],
  dependencies: ["node:fs"],
  side_effects: [],
  key_algorithms: [],
  generator: "llm",
});

const entry = (over: Partial<CacheEntry> = {}): CacheEntry => ({
  path: "src/a.ts",
  promptKey: "P-TECH-JSON@1",
  model: "openai-compatible:test-model",
  contentHash: "00000000000000aa",
  semanticHash: "11111111111111aa",
  contractHash: "22222222222222aa",
  contract: { filePath: "src/a.ts", language: "typescript", exports: [], referenced: [], dependencies: [] },
  summary: summary("Reads files."),
  ungrounded: ["ghost"],
  commit: "0123456789abcdef0123456789abcdef01234567",
  createdAt: 1000,
  updatedAt: 1000,
  ...over,
});

describe.each(BACKENDS)("SummaryCache on $name", (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  async function open(prefix = uniquePrefix(), store?: Store, repository = "repo"): Promise<{ cache: SummaryCache; store: Store; prefix: string }> {
    const s = store ?? tempStore().store;
    const cache = await openCache(backend, s, prefix, repository);
    cleanups.push(async () => {
      await cache.close();
      await s.close();
      if (backend.name === "redis") await deletePrefix(prefix);
    });
    return { cache, store: s, prefix };
  }

  it.skipIf(backend.skip)("stores and reads back an entry exactly; a missing key reads undefined", async () => {
    const { cache } = await open();
    const e = entry();
    await cache.putEntry(e);
    expect(await cache.getEntry(e)).toEqual(e);
    expect(await cache.getEntry({ ...e, path: "src/b.ts" })).toBeUndefined();
    const noCommit = entry({ path: "src/c.ts", commit: undefined });
    delete noCommit.commit;
    await cache.putEntry(noCommit);
    expect(await cache.getEntries([e, { ...e, path: "src/b.ts" }, noCommit])).toEqual([e, undefined, noCommit]);
  });

  it.skipIf(backend.skip)("keys include the prompt key and the model: another of either is another entry", async () => {
    const { cache } = await open();
    await cache.putEntry(entry());
    expect(await cache.getEntry({ path: "src/a.ts", promptKey: "P-TECH-JSON@2", model: "openai-compatible:test-model" })).toBeUndefined();
    expect(await cache.getEntry({ path: "src/a.ts", promptKey: "P-TECH-JSON@1", model: "openai-compatible:other" })).toBeUndefined();
  });

  it.skipIf(backend.skip)("confirmEntry is a compare-and-set on the semantic hash", async () => {
    const { cache } = await open();
    const e = entry();
    await cache.putEntry(e);
    const update = { expectedSemanticHash: e.semanticHash, contentHash: "00000000000000bb", contractHash: "22222222222222bb", updatedAt: 2000 };
    const confirmed = await cache.confirmEntry(e, update);
    const expected = { ...e, contentHash: "00000000000000bb", contractHash: "22222222222222bb", updatedAt: 2000 };
    delete (expected as Partial<CacheEntry>).commit;
    expect(confirmed).toEqual(expected);
    expect(await cache.getEntry(e)).toEqual(expected);
    expect(await cache.confirmEntry(e, { ...update, expectedSemanticHash: "ffffffffffffffff", contentHash: "00000000000000cc", updatedAt: 3000 })).toBeUndefined();
    expect(await cache.getEntry(e)).toEqual(expected);
    expect(await cache.confirmEntry({ ...e, path: "src/absent.ts" }, update)).toBeUndefined();
  });

  it.skipIf(backend.skip)("two writers at once: entries are never torn, and a stale confirm never stamps another writer's entry", async () => {
    const prefix = uniquePrefix();
    const first = await open(prefix);
    // The second writer is a separate connection (Redis) or a second handle on the same database file (SQLite).
    const second = backend.name === "redis" ? await open(prefix) : await open(prefix, openStore(first.store.location));
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 50; i++) {
      const writer = i % 2 ? second.cache : first.cache;
      writes.push(writer.putEntry(entry({ contentHash: `${i}`.padStart(16, "0"), semanticHash: `s${i}`, summary: summary(`writer ${i}`), updatedAt: i })));
    }
    await Promise.all(writes);
    const final = (await first.cache.getEntry(entry()))!;
    const i = final.updatedAt;
    expect(final).toEqual(entry({ contentHash: `${i}`.padStart(16, "0"), semanticHash: `s${i}`, summary: summary(`writer ${i}`), updatedAt: i }));
    // Writer A saw semantic hash s<i> and tries to confirm it; writer B replaced the entry for another contract first.
    await second.cache.putEntry(entry({ semanticHash: "sB", contentHash: "bbbbbbbbbbbbbbbb", summary: summary("writer B"), updatedAt: 99 }));
    const stale = await first.cache.confirmEntry(entry(), { expectedSemanticHash: `s${i}`, contentHash: "aaaaaaaaaaaaaaaa", contractHash: "x", updatedAt: 100 });
    expect(stale).toBeUndefined();
    expect(await first.cache.getEntry(entry())).toEqual(entry({ semanticHash: "sB", contentHash: "bbbbbbbbbbbbbbbb", summary: summary("writer B"), updatedAt: 99 }));
    // Concurrent confirms of the same semantic hash all succeed and leave one consistent entry.
    const confirms = await Promise.all(
      [first.cache, second.cache, first.cache, second.cache].map((c, n) =>
        c.confirmEntry(entry(), { expectedSemanticHash: "sB", contentHash: `c${n}`.padStart(16, "0"), contractHash: `k${n}`, updatedAt: 200 + n }),
      ),
    );
    expect(confirms.every((c) => c !== undefined)).toBe(true);
    const after = (await first.cache.getEntry(entry()))!;
    const n = after.updatedAt - 200;
    expect([after.contentHash, after.contractHash, after.summary.main_responsibility]).toEqual([`c${n}`.padStart(16, "0"), `k${n}`, "writer B"]);
  });
});

describe.skipIf(BACKENDS[1]!.skip)("Redis key layout", () => {
  it("namespaces keys by repository, prompt key and model, URI-encoding each part", async () => {
    const prefix = uniquePrefix();
    const a = await RedisSummaryCache.open({ url: REDIS_URL, repository: "github.com/acme/app", prefix });
    const b = await RedisSummaryCache.open({ url: REDIS_URL, repository: "github.com/acme/other", prefix });
    try {
      await a.putEntry(entry());
      await b.putEntry(entry({ model: "openai:gpt-4o-mini" }));
      expect(await b.getEntry(entry())).toBeUndefined();
      expect(await keysUnder(prefix)).toEqual([
        `${prefix}:github.com%2Facme%2Fapp:P-TECH-JSON%401:openai-compatible%3Atest-model:src%2Fa.ts`,
        `${prefix}:github.com%2Facme%2Fother:P-TECH-JSON%401:openai%3Agpt-4o-mini:src%2Fa.ts`,
      ]);
      expect(await a.clearRepository()).toBe(1);
      expect(await keysUnder(prefix)).toEqual([`${prefix}:github.com%2Facme%2Fother:P-TECH-JSON%401:openai%3Agpt-4o-mini:src%2Fa.ts`]);
    } finally {
      await a.close();
      await b.close();
      await deletePrefix(prefix);
    }
  });

  it("an unreachable server is a StoreError naming the URL without its password, and why (the socket error)", async () => {
    const error = (await RedisSummaryCache.open({ url: "redis://user:s3cret@127.0.0.1:1", repository: "r", connectTimeoutMs: 500 }).catch((e: unknown) => e)) as Error;
    expect([error.name, error.message]).toEqual(["StoreError", "cannot connect to the Redis cache: connect ECONNREFUSED 127.0.0.1:1 (store: redis://127.0.0.1:1)"]);
  });
});
