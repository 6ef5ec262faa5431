/**
 * The MCP stdio transport strata serves on: newline-delimited JSON-RPC 2.0, as the SDK's
 * `StdioServerTransport`, with what that one leaves out (it reports bad lines to `onerror` only, so the
 * client waits for ever, and it writes answers without regard to how fast stdout drains):
 * - a line that is not JSON is answered `-32700 Parse error` (id `null`);
 * - a JSON value that is not a JSON-RPC message is answered `-32600 Invalid Request`, and a request whose
 *   `params` is an array `-32602 Invalid params` (MCP params are objects), with the request's id when it
 *   has a usable one (JSON-RPC 2.0 §5.1);
 * - a line over {@link MAX_LINE_BYTES} is dropped unread and answered `-32600`;
 * - answers are written one at a time, each after the previous one drained, so a slow reader holds at most
 *   the answers in flight in memory (each bounded by the server) instead of filling the pipe buffer until
 *   the write fails with `ENOBUFS`.
 */
import process from "node:process";
import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** Longest request line accepted, in bytes (1 MiB): tool arguments are bounded far below it. */
export const MAX_LINE_BYTES = 1_048_576;

type RequestId = string | number;

/** Serves JSON-RPC over `input`/`output` (default: this process's stdin and stdout). */
export class StrataStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  /** True while the rest of an over-long line is being skipped. */
  private skipping = false;
  private writes: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
  ) {}

  private readonly onData = (chunk: Buffer): void => {
    let rest = chunk;
    for (let newline = rest.indexOf(0x0a); newline !== -1; newline = rest.indexOf(0x0a)) {
      this.take(rest.subarray(0, newline), true);
      rest = rest.subarray(newline + 1);
    }
    if (rest.length) this.take(rest, false);
  };

  private readonly onError = (error: Error): void => this.onerror?.(error);
  private readonly onEnd = (): void => void this.close();

  /** Adds part of a line; `ends` when a newline followed it. */
  private take(part: Buffer, ends: boolean): void {
    if (!this.skipping) {
      if (this.buffered + part.length > MAX_LINE_BYTES) {
        this.chunks = [];
        this.buffered = 0;
        this.skipping = true;
        this.reply(null, ErrorCode.InvalidRequest, `Invalid Request: a message is limited to ${MAX_LINE_BYTES} bytes; the line was dropped`);
      } else {
        this.chunks.push(part);
        this.buffered += part.length;
      }
    }
    if (!ends) return;
    if (this.skipping) {
      this.skipping = false;
      return;
    }
    const line = Buffer.concat(this.chunks).toString("utf8").replace(/\r$/, "");
    this.chunks = [];
    this.buffered = 0;
    if (line.trim() !== "") this.handleLine(line);
  }

  private handleLine(line: string): void {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      this.reply(null, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (parsed.success) {
      this.onmessage?.(parsed.data);
      return;
    }
    const object = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    const id = object && (typeof object.id === "string" || (typeof object.id === "number" && Number.isFinite(object.id))) ? (object.id as RequestId) : null;
    // A notification (no id) that is malformed gets no answer (JSON-RPC 2.0 §4.1), unless it is no message at all.
    if (object && typeof object.method === "string" && !("id" in object)) return;
    if (object && "params" in object && Array.isArray(object.params)) {
      this.reply(id, ErrorCode.InvalidParams, "Invalid params: MCP params must be an object");
    } else if (object && "params" in object && (object.params === null || typeof object.params !== "object")) {
      this.reply(id, ErrorCode.InvalidRequest, "Invalid Request: params must be an object when present");
    } else {
      this.reply(id, ErrorCode.InvalidRequest, "Invalid Request: not a JSON-RPC 2.0 request, notification or response");
    }
  }

  private reply(id: RequestId | null, code: number, message: string): void {
    // id null is what JSON-RPC 2.0 prescribes when the request's id cannot be known.
    void this.write(JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }) + "\n");
  }

  /** Queues one line; resolves once it has been handed to stdout and stdout has drained. */
  private write(line: string): Promise<void> {
    const next = this.writes.then(
      () =>
        new Promise<void>((resolve) => {
          if (this.closed || this.output.destroyed) return resolve();
          if (this.output.write(line)) return resolve();
          const done = (): void => {
            this.output.off("drain", done);
            this.output.off("close", done);
            resolve();
          };
          this.output.once("drain", done);
          this.output.once("close", done);
        }),
    );
    this.writes = next.catch(() => undefined);
    return next;
  }

  async start(): Promise<void> {
    this.input.on("data", this.onData);
    this.input.on("error", this.onError);
    this.input.on("end", this.onEnd);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.write(JSON.stringify(message) + "\n");
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off("data", this.onData);
    this.input.off("error", this.onError);
    this.input.off("end", this.onEnd);
    if (this.input.listenerCount("data") === 0) this.input.pause();
    this.chunks = [];
    this.onclose?.();
  }
}
