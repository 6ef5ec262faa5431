/**
 * In-flight de-duplication for cache-aside reads: concurrent requests for one key share
 * one promise, so a burst of `getSummary` calls for the same file makes one LLM call.
 */

/** Runs at most one task per key at a time; callers that arrive while it runs get the same promise. */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** Resolves with `task()`'s value, started now unless a task for `key` is already running. */
  run(key: string, task: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing;
    const promise = task().finally(() => {
      this.running.delete(key);
    });
    this.running.set(key, promise);
    return promise;
  }

  /** Whether a task for `key` is running now. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  /** Keys running now. */
  get size(): number {
    return this.running.size;
  }
}
