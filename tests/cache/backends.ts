/**
 * The two semantic cache backends for `describe.each`: SQLite (a store in a temp dir) and the real Redis at
 * STRATA_REDIS_URL or 127.0.0.1:6379, each test under its own key prefix, deleted afterwards. Redis tests
 * skip, with the reason printed, when STRATA_REDIS_URL is unset and nothing answers at 127.0.0.1:6379.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { openStore, RedisSummaryCache, storeCache, type Store, type SummaryCache } from "../../src/store/index.js";

export const REDIS_URL = process.env.STRATA_REDIS_URL || "redis://127.0.0.1:6379";

/** True when a Redis server answers PING at {@link REDIS_URL} within 1 s. */
export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp) {
  const why = process.env.STRATA_REDIS_URL ? `STRATA_REDIS_URL=${process.env.STRATA_REDIS_URL} does not answer` : "STRATA_REDIS_URL is unset and nothing answers at 127.0.0.1:6379";
  console.warn(`Redis cache tests skipped: ${why}`);
}

/** A unique Redis key prefix for one test. */
export function uniquePrefix(): string {
  return `strata-test:${process.pid}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2, 8)}`;
}

/** Deletes every key under `prefix` (the test's own keys only). */
export async function deletePrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const stream = redis.scanStream({ match: `${prefix}:*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Keys under `prefix`, sorted. */
export async function keysUnder(prefix: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    return (await redis.keys(`${prefix}:*`)).sort();
  } finally {
    redis.disconnect();
  }
}

export interface BackendCase {
  name: "sqlite" | "redis";
  /** `it.skipIf` condition. */
  skip: boolean;
  /** The `cache` config value: a Redis URL, or undefined for the SQLite store. */
  cacheConfig: () => string | undefined;
}

export const BACKENDS: BackendCase[] = [
  { name: "sqlite", skip: false, cacheConfig: () => undefined },
  { name: "redis", skip: !redisUp, cacheConfig: () => REDIS_URL },
];

/** A fresh SQLite store in a temp dir. */
export function tempStore(): { store: Store; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-cache-"));
  const file = path.join(dir, "strata.db");
  return { store: openStore(file), file };
}

/** Opens the backend's cache; for Redis with `prefix` and `repository`. */
export async function openCache(backend: BackendCase, store: Store, prefix: string, repository = "repo"): Promise<SummaryCache> {
  if (backend.name === "sqlite") return storeCache(store);
  return RedisSummaryCache.open({ url: REDIS_URL, repository, prefix });
}
