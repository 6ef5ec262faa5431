import type { Logger } from "./logger";

interface Options {
  retries: number;
  backoff: Backoff;
}

type Backoff = "linear" | "exponential";

interface Unused {
  never: true;
}

function helper(): void {}

class Cache {
  get(key: string): string | undefined {
    return undefined;
  }
}

/** Creates a service. */
export function createService(options: Options, logger?: Logger) {
  helper();
  return { cache: new Cache(), options };
}

export class Service {
  constructor(private readonly cache: Cache) {}
  lookup(key: string): ReturnType<Cache["get"]> {
    return this.cache.get(key);
  }
}
