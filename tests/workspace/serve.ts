/**
 * Starts the real `strata serve` process (built `bin/strata.js`) on a random port and talks to it over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { STRATA_BIN } from "../helpers/cli.js";

export interface Served {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote so far. */
  output(): { stdout: string; stderr: string };
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>;
}

/** Runs `strata serve <root> --port 0 ...args` and waits (up to `timeoutMs`) for the URL line. */
export function startServe(root: string, options: { env?: Record<string, string>; args?: string[]; timeoutMs?: number } = {}): Promise<Served> {
  const proc = spawn(process.execPath, [STRATA_BIN, "serve", root, "--port", "0", ...(options.args ?? [])], {
    env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "", STRATA_LLM_BASE_URL: "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  proc.stdout!.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  proc.stderr!.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`strata serve printed no URL in time.\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, options.timeoutMs ?? 60_000);
    const check = (): void => {
      const m = /^strata workspace: (http:\/\/\S+)$/m.exec(stdout);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        url: m[1]!,
        proc,
        output: () => ({ stdout, stderr }),
        stop: async () => {
          proc.kill("SIGTERM");
          return exited;
        },
      });
    };
    proc.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`strata serve exited with ${code}.\nstdout: ${stdout}\nstderr: ${stderr}`));
    });
  });
}

/** A JSON request with a session id; returns status and parsed body. */
export async function api(url: string, route: string, options: { session?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(new URL(route, url), {
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      ...(options.session ? { "x-strata-session": options.session } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // SSE or HTML: keep the text
  }
  return { status: res.status, body };
}

/** Parses an SSE body into `{ event, data }` pairs (data JSON-parsed). */
export function parseSse(text: string): { event: string; data: any }[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  return text
    .split("\n\n")
    .filter((b) => b.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event:"))?.slice(6).trim() ?? "message";
      const data = lines.filter((l) => l.startsWith("data:")).map((l) => l.slice(5).replace(/^ /, "")).join("\n");
      return { event, data: JSON.parse(data) };
    });
}
