/**
 * The shared team cache on Redis (seed 000 §7.1) through ioredis: the same
 * {@link SummaryCache} port as the SQLite store, keyed by repository, prompt key, model and path.
 *
 * Concurrent indexers: an entry is one Redis hash written by `DEL` + `HSET` inside `MULTI` (never torn,
 * last writer wins), and a semantic hit is a Lua compare-and-set on `semanticHash`, so a writer that
 * replaced the entry for another contract is never stamped with our content hash.
 */
import type { Redis } from "ioredis";
import type { CacheEntry, CacheKey, EntryConfirmation } from "../../summarize/index.js";
import { StoreError } from "../Store.js";
import type { SummaryCache } from "../SummaryCache.js";
import { DEFAULT_REDIS_PREFIX, entryKey, fromFields, repositoryPattern, toFields } from "./redisKeys.js";

/** KEYS[1] = entry; ARGV = expected semantic hash, content hash, contract hash, updatedAt, commit ("" = none). */
const CONFIRM_LUA = `
if redis.call('HGET', KEYS[1], 'semanticHash') ~= ARGV[1] then return nil end
redis.call('HSET', KEYS[1], 'contentHash', ARGV[2], 'contractHash', ARGV[3], 'updatedAt', ARGV[4])
if ARGV[5] == '' then redis.call('HDEL', KEYS[1], 'commit') else redis.call('HSET', KEYS[1], 'commit', ARGV[5]) end
return redis.call('HGETALL', KEYS[1])
`;

export interface RedisCacheOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`). */
  url: string;
  /** Repository namespace of every key (e.g. the git remote URL). */
  repository: string;
  /** Key prefix (default {@link DEFAULT_REDIS_PREFIX}); tests use a unique one each. */
  prefix?: string;
  /** Connection timeout, ms (default 3000). */
  connectTimeoutMs?: number;
}

/** The URL without user or password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString().replace(/\/$/, "");
  } catch {
    return "redis (invalid URL)";
  }
}

export class RedisSummaryCache implements SummaryCache {
  readonly kind = "redis" as const;
  readonly location: string;
  private readonly prefix: string;
  /** The socket's last error (`connect ECONNREFUSED …`): a command failing mid-run only says "Connection is closed." */
  private socketError: Error | undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly repository: string,
    options: RedisCacheOptions,
  ) {
    this.location = redactRedisUrl(options.url);
    this.prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  }

  /**
   * Connects and checks the server answers.
   * @throws StoreError (naming the URL without credentials) when it cannot connect within the timeout.
   */
  static async open(options: RedisCacheOptions): Promise<RedisSummaryCache> {
    const location = redactRedisUrl(options.url);
    // ioredis is imported here, not at module load: only a Redis cache needs it.
    const { Redis: RedisClient } = await import("ioredis");
    let redis: Redis;
    try {
      redis = new RedisClient(options.url, {
        lazyConnect: true,
        connectTimeout: options.connectTimeoutMs ?? 3000,
        maxRetriesPerRequest: 2,
        retryStrategy: (times) => (times > 3 ? null : 200 * times),
      });
    } catch (cause) {
      throw new StoreError(`invalid Redis URL: ${(cause as Error).message}`, location, { cause });
    }
    // The socket's own error (ECONNREFUSED, ENOTFOUND, auth) says why; the failing command only says "Connection is closed."
    let socketError: Error | undefined;
    redis.on("error", (error: Error) => {
      socketError = error; // without a listener ioredis prints to the console
    });
    try {
      await redis.connect();
      await redis.ping();
    } catch (cause) {
      redis.disconnect();
      const why = socketError && socketError.message !== (cause as Error).message ? socketError.message : (cause as Error).message;
      throw new StoreError(`cannot connect to the Redis cache: ${why}`, location, { cause });
    }
    redis.defineCommand("strataConfirm", { numberOfKeys: 1, lua: CONFIRM_LUA });
    const cache = new RedisSummaryCache(redis, options.repository, options);
    redis.on("error", (error: Error) => {
      cache.socketError = error;
    });
    return cache;
  }

  private key(key: CacheKey): string {
    return entryKey(this.prefix, this.repository, key);
  }

  private async guard<T>(what: string, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (cause) {
      const message = (cause as Error).message;
      const why = this.socketError && !message.includes(this.socketError.message) ? `${message} (${this.socketError.message})` : message;
      throw new StoreError(`cannot ${what} the Redis cache: ${why}`, this.location, { cause });
    }
  }

  async getEntry(key: CacheKey): Promise<CacheEntry | undefined> {
    const redisKey = this.key(key);
    return this.guard("read", async () => fromFields(await this.redis.hgetall(redisKey), redisKey));
  }

  async getEntries(keys: CacheKey[]): Promise<(CacheEntry | undefined)[]> {
    if (keys.length === 0) return [];
    const redisKeys = keys.map((k) => this.key(k));
    return this.guard("read", async () => {
      const pipeline = this.redis.pipeline();
      for (const k of redisKeys) pipeline.hgetall(k);
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, fields], i) => {
        if (error) throw error;
        return fromFields(fields as Record<string, string>, redisKeys[i]!);
      });
    });
  }

  async putEntry(entry: CacheEntry): Promise<void> {
    const redisKey = this.key(entry);
    await this.guard("write", async () => {
      const results = await this.redis.multi().del(redisKey).hset(redisKey, toFields(entry)).exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error("transaction aborted");
    });
  }

  async confirmEntry(key: CacheKey, update: EntryConfirmation): Promise<CacheEntry | undefined> {
    const redisKey = this.key(key);
    return this.guard("write", async () => {
      const flat = (await (this.redis as unknown as ConfirmCommand).strataConfirm(
        redisKey,
        update.expectedSemanticHash,
        update.contentHash,
        update.contractHash,
        String(update.updatedAt),
        update.commit ?? "",
      )) as string[] | null;
      if (!flat) return undefined;
      const fields: Record<string, string> = {};
      for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i]!] = flat[i + 1]!;
      return fromFields(fields, redisKey);
    });
  }

  /** Deletes every entry of this repository under this prefix (tests, `strata` maintenance); returns how many. */
  async clearRepository(): Promise<number> {
    return this.guard("write", async () => {
      let deleted = 0;
      const stream = this.redis.scanStream({ match: repositoryPattern(this.prefix, this.repository), count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) deleted += await this.redis.del(...keys);
      return deleted;
    });
  }

  async close(): Promise<void> {
    if (this.redis.status !== "end") await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

interface ConfirmCommand {
  strataConfirm(key: string, ...args: string[]): Promise<unknown>;
}
