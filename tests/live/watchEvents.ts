/** A test watcher whose events are kept and can be awaited one by one (the live index tests). */
import { loadConfig } from "../../src/config/index.js";
import { watchRepository, type RepositoryWatcher, type WatchEvent } from "../../src/live/index.js";
import type { Store } from "../../src/store/index.js";

/** A started watcher, every event it gave in `events`, and `next(type)`: the next event of that type. */
export interface WatchedEvents {
  watcher: RepositoryWatcher;
  events: WatchEvent[];
  next: (type: WatchEvent["type"]) => Promise<WatchEvent>;
}

/**
 * Watches `root` into `store` (one thread, `debounceMs` ms of quiet before an update, default 150) and records its
 * events; `warmUp` as `WatchOptions.warmUp`; `onEvent` sees each event first.
 */
export async function startWatcher(root: string, store: Store, options: { debounceMs?: number; warmUp?: boolean; onEvent?: (event: WatchEvent) => void } = {}): Promise<WatchedEvents> {
  const events: WatchEvent[] = [];
  const waiters: { type: WatchEvent["type"]; resolve: (e: WatchEvent) => void }[] = [];
  const watcher = await watchRepository({
    root,
    store,
    config: loadConfig(root),
    threads: 1,
    debounceMs: options.debounceMs ?? 150,
    ...(options.warmUp !== undefined ? { warmUp: options.warmUp } : {}),
    onEvent: (event) => {
      events.push(event);
      options.onEvent?.(event);
      const i = waiters.findIndex((w) => w.type === event.type);
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(event);
    },
  });
  const next = (type: WatchEvent["type"]): Promise<WatchEvent> => new Promise((resolve) => waiters.push({ type, resolve }));
  return { watcher, events, next };
}
