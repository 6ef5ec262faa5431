/**
 * Keeps the workspace server answering when clients read slowly or not at all. Two guards around the Node
 * request listener:
 * - a cap on requests in flight (from arrival until the response is written out or its connection closes), per
 *   client address and overall; a request over either cap is answered `503` with `Retry-After` at once and never
 *   reaches the app, so a client that opens requests and never reads the answers cannot take every slot;
 * - a write timeout per response: when output is waiting to go out and none of it has been taken by the client for
 *   `writeTimeoutMs`, the connection is destroyed and the slot freed. Time spent computing an answer (a model still
 *   thinking) does not count: only output the client does not take.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Limits of {@link guardRequests}; every field has a default. */
export interface RequestLimits {
  /** Requests in flight from one client address (default 16). */
  maxInFlightPerClient?: number;
  /** Requests in flight in all (default 64). */
  maxInFlight?: number;
  /** Milliseconds a response may have output waiting that the client does not take (default 30,000). */
  writeTimeoutMs?: number;
}

/** Defaults of {@link RequestLimits}. */
export const DEFAULT_REQUEST_LIMITS: Required<RequestLimits> = { maxInFlightPerClient: 16, maxInFlight: 64, writeTimeoutMs: 30_000 };

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A guarded listener and what it is holding now. */
export interface GuardedListener {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Requests in flight now, in all. */
  inFlight(): number;
}

/**
 * Wraps `inner` with the in-flight caps and the write timeout of `limits`.
 * @throws RangeError for a limit that is not a positive integer.
 */
export function guardRequests(inner: Listener, limits: RequestLimits = {}): GuardedListener {
  const { maxInFlightPerClient, maxInFlight, writeTimeoutMs } = { ...DEFAULT_REQUEST_LIMITS, ...limits };
  for (const [name, value] of Object.entries({ maxInFlightPerClient, maxInFlight, writeTimeoutMs })) {
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  const perClient = new Map<string, number>();
  let total = 0;
  // The write timeout is checked this often: a quarter of it, at most every second.
  const tick = Math.max(1, Math.min(1000, Math.floor(writeTimeoutMs / 4)));

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const client = req.socket.remoteAddress ?? "unknown";
    const mine = perClient.get(client) ?? 0;
    if (mine >= maxInFlightPerClient || total >= maxInFlight) {
      const which = mine >= maxInFlightPerClient ? `${maxInFlightPerClient} from this client` : `${maxInFlight} in all`;
      res.writeHead(503, { "content-type": "application/json; charset=utf-8", "retry-after": "1", connection: "close" });
      res.end(JSON.stringify({ error: `busy: too many requests in flight (at most ${which}); retry shortly` }));
      return;
    }
    perClient.set(client, mine + 1);
    total += 1;
    let stalledFor = 0;
    let lastFlushed = -1;
    const watch = setInterval(() => {
      const socket = res.socket;
      if (!socket) return;
      const waiting = socket.writableLength;
      const flushed = socket.bytesWritten - waiting;
      stalledFor = waiting > 0 && flushed === lastFlushed ? stalledFor + tick : 0;
      lastFlushed = flushed;
      if (stalledFor >= writeTimeoutMs) socket.destroy();
    }, tick);
    watch.unref();
    res.once("close", () => {
      clearInterval(watch);
      total -= 1;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    void inner(req, res);
  };
  return { listener, inFlight: () => total };
}
