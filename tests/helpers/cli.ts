/** Runs the built CLI (`bin/strata.js`) in a child process, as a user would. */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
export const STRATA_BIN = path.join(REPO_ROOT, "bin", "strata.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `strata <args>` with `cwd`; stdout and stderr are pipes (not terminals). */
export function strata(args: string[], cwd = REPO_ROOT): CliResult {
  const r = spawnSync(process.execPath, [STRATA_BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, STRATA_STORE: "" } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Writes `files` (relative path → content) under a new temp directory and returns its real path. */
export function writeTree(files: Record<string, string | Buffer>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-cli-")));
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, content);
  }
  return root;
}

type Main = (argv: string[]) => Promise<number>;
let loadedMain: Promise<Main> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `strata <args>` inside this test process, through the same `main` that bin/strata.js runs (the built bundle,
 * dist/cli-bundle), with `cwd` as the working directory, `STRATA_STORE` unset as for {@link strata} and `env` laid
 * over the environment for the call, and stdout and
 * stderr captured (both are pipes here, not terminals, so progress stays quiet as in a child process). The exit code
 * is what the bin would set. It saves a process start and the compiler's load per call; for commands that finish and
 * hold nothing open. Signals, exits on a closed pipe, servers and watchers need a real process: use {@link strata}.
 * Calls run one at a time (they change the process's working directory).
 */
export function strataInProcess(args: string[], cwd = REPO_ROOT, env: Record<string, string> = {}): Promise<CliResult> {
  const run = queue.then(() => runInProcess(args, cwd, env));
  queue = run.catch(() => undefined);
  return run;
}

async function runInProcess(args: string[], cwd: string, env: Record<string, string>): Promise<CliResult> {
  loadedMain ??= import(path.join(REPO_ROOT, "dist", "cli-bundle", "strata.js")).then((m: { main: Main }) => m.main);
  const main = await loadedMain;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const capture =
    (sink: string[]) =>
    (chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void), done?: (error?: Error | null) => void): boolean => {
      sink.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
      (typeof encoding === "function" ? encoding : done)?.();
      return true;
    };
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const overrides: Record<string, string> = { STRATA_STORE: "", ...env };
  const savedEnv = Object.fromEntries(Object.keys(overrides).map((k) => [k, process.env[k]]));
  const savedCwd = process.cwd();
  process.stdout.write = capture(stdout) as typeof process.stdout.write;
  process.stderr.write = capture(stderr) as typeof process.stderr.write;
  Object.assign(process.env, overrides);
  process.chdir(cwd);
  try {
    const status = await main([process.execPath, STRATA_BIN, ...args]);
    return { status, stdout: stdout.join(""), stderr: stderr.join("") };
  } finally {
    process.chdir(savedCwd);
    for (const [k, v] of Object.entries(savedEnv)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
  }
}

/**
 * Writes `files` under a new temp directory ({@link writeTree}) and indexes it quietly without history, in process;
 * returns the root. Throws with the command's stderr when the index fails.
 */
export async function indexedTree(files: Record<string, string | Buffer>): Promise<string> {
  const root = writeTree(files);
  const r = await strataInProcess(["index", root, "--quiet", "--no-history"]);
  if (r.status !== 0) throw new Error(`strata index ${root} exited ${r.status}: ${r.stderr}`);
  return root;
}

/**
 * The rows of a `callers`/`callees` text answer up to their resolution label (`a.go:4  type T (called at line 9)`):
 * the place, kind, name and line notes, without the resolution and the one-line summary after them; empty lines left
 * out.
 */
export function navigationRows(stdout: string): string[] {
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((l) => l.replace(/\) {2}.*$/u, ")"));
}

/** A running `strata watch` process ({@link watchProcess}). */
export interface WatchProcess {
  /** Resolves once its stderr holds `text` (at once if it already does). */
  seen(text: string): Promise<void>;
  /** Sends SIGINT; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Its stderr so far. */
  stderr(): string;
}

/** Starts `strata watch <root>` as a real process (no store or model from the environment), stderr captured. */
export function watchProcess(root: string): WatchProcess {
  const child = spawn(process.execPath, [STRATA_BIN, "watch", root], { env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "" }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  let waiter: { text: string; resolve: () => void } | undefined;
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    if (waiter && stderr.includes(waiter.text)) waiter.resolve();
  });
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return {
    seen: (text) => new Promise((resolve) => (stderr.includes(text) ? resolve() : (waiter = { text, resolve }))),
    stop: () => {
      child.kill("SIGINT");
      return exited;
    },
    stderr: () => stderr,
  };
}
