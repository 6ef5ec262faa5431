/**
 * A raw JSON-RPC client over a real `strata mcp <root>` process, for tests that send what an SDK client would
 * never send (malformed lines, floods): answers are collected as they arrive, and `answerTo` waits for one by id
 * (an observable event, never a timer).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { STRATA_BIN } from "./cli.js";

/** One JSON-RPC answer line as parsed. */
export type RawAnswer = { jsonrpc: string; id: number | string | null; result?: Record<string, unknown>; error?: { code: number; message: string } };

export interface RawMcp {
  proc: ChildProcessWithoutNullStreams;
  /** Every answer so far, in arrival order. */
  answers: RawAnswer[];
  /** Writes `text` as is, waiting for stdin to drain when it is full. */
  writeRaw(text: string): Promise<void>;
  /** Writes one message as a JSON line. */
  send(message: unknown): Promise<void>;
  /** The `nth` answer (0-based) with this id, waiting for it to arrive. */
  answerTo(id: number | string | null, nth?: number): Promise<RawAnswer>;
  close(): void;
}

/**
 * Starts `strata mcp <root> ...extra` (no model, no embedding, the repository's own store) and initializes the
 * session. Pass `--no-watch` where the test edits files after indexing and needs the index left as it was: the
 * watcher's first update would otherwise race the test's calls.
 */
export async function startRawMcp(root: string, extra: string[] = []): Promise<RawMcp> {
  const proc = spawn(process.execPath, [STRATA_BIN, "mcp", root, ...extra], { env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "", STRATA_EMBEDDING: "" } });
  const answers: RawAnswer[] = [];
  const waiters: (() => void)[] = [];
  let pending = "";
  proc.stdout.setEncoding("utf8").on("data", (d: string) => {
    pending += d;
    for (let i = pending.indexOf("\n"); i !== -1; i = pending.indexOf("\n")) {
      answers.push(JSON.parse(pending.slice(0, i)) as RawAnswer);
      pending = pending.slice(i + 1);
      waiters.splice(0).forEach((w) => w());
    }
  });
  const writeRaw = (text: string): Promise<void> => new Promise((resolve) => (proc.stdin.write(text) ? resolve() : proc.stdin.once("drain", () => resolve())));
  const send = (message: unknown): Promise<void> => writeRaw(JSON.stringify(message) + "\n");
  const answerTo = async (id: number | string | null, nth = 0): Promise<RawAnswer> => {
    for (;;) {
      const found = answers.filter((a) => a.id === id);
      if (found.length > nth) return found[nth]!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  await send({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });
  await answerTo(0);
  await send({ jsonrpc: "2.0", method: "notifications/initialized" });
  return { proc, answers, writeRaw, send, answerTo, close: () => void proc.stdin.end() };
}
