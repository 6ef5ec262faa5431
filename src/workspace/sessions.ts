/**
 * Browser sessions (seed 003 "Focused summaries … stay in that browser session's memory").
 * The page makes one id per tab (`crypto.randomUUID()` kept in `sessionStorage`) and sends it as the
 * `x-strata-session` header. A session holds its explored frontier per file and its focused cache; both
 * live only in this process's memory and are never written to the store nor served to another session.
 */
import type { Frontier } from "../extract/index.js";
import { WorkspaceError } from "./errors.js";

/** Header carrying the session id. */
export const SESSION_HEADER = "x-strata-session";
/** Sessions idle this long are dropped (ms): one hour. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** Most sessions kept; the least recently used is dropped first. */
export const MAX_SESSIONS = 200;

/** Most focused values one session keeps; the oldest is dropped first (a long exploration stays bounded). */
export const MAX_FOCUSED_PER_SESSION = 500;

/** Focused values of one session, keyed by focused-context key, with in-flight sharing. */
export class FocusedCache {
  private readonly done = new Map<string, unknown>();
  private readonly running = new Map<string, Promise<unknown>>();
  /** Computations started (not shared, not served from memory). */
  computations = 0;

  /** The finished value for `key`, if any. */
  peek<T>(key: string): T | undefined {
    return this.done.get(key) as T | undefined;
  }

  /**
   * The value for `key`: finished, or the computation already running for it, or a new one from `make`.
   * A failed computation is not kept, so the next request tries again.
   */
  async getOrCompute<T>(key: string, make: () => Promise<T>): Promise<{ value: T; cached: boolean }> {
    if (this.done.has(key)) return { value: this.done.get(key) as T, cached: true };
    const running = this.running.get(key);
    if (running) return { value: (await running) as T, cached: true };
    this.computations += 1;
    const job = make()
      .then((value) => {
        this.done.set(key, value);
        while (this.done.size > MAX_FOCUSED_PER_SESSION) this.done.delete(this.done.keys().next().value!);
        return value;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, job);
    return { value: await job, cached: false };
  }

  /** Number of finished entries. */
  get size(): number {
    return this.done.size;
  }
}

/** What one browser tab has explored. */
export interface Session {
  id: string;
  /** Per file: the frontier explored, valid for the file content it was made on. */
  frontiers: Map<string, { contentHash: string; frontier: Frontier }>;
  focused: FocusedCache;
  lastUsed: number;
}

const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** All live sessions of one server. */
export class Sessions {
  private readonly byId = new Map<string, Session>();

  /**
   * The session for `id`, created on first use.
   * @throws WorkspaceError 400 when the id is missing or not 8–64 characters of `[A-Za-z0-9_-]`.
   */
  get(id: string | undefined, now = Date.now()): Session {
    if (!id || !ID.test(id)) throw new WorkspaceError(400, `missing or malformed ${SESSION_HEADER} header: send 8–64 characters of [A-Za-z0-9_-] (one id per browser tab)`);
    for (const [key, s] of this.byId) if (now - s.lastUsed > SESSION_IDLE_MS) this.byId.delete(key);
    let session = this.byId.get(id);
    if (session) this.byId.delete(id);
    else session = { id, frontiers: new Map(), focused: new FocusedCache(), lastUsed: now };
    session.lastUsed = now;
    this.byId.set(id, session); // re-inserted: Map order is least recently used first
    while (this.byId.size > MAX_SESSIONS) this.byId.delete(this.byId.keys().next().value!);
    return session;
  }

  /** Number of live sessions. */
  get size(): number {
    return this.byId.size;
  }
}
