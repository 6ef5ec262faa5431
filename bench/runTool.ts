/**
 * Runs one tool as a child process and measures it the same way for every tool: wall time
 * (`performance.now()` around the spawn), peak RSS (GNU time's `%M`, the maximum resident set size of
 * the child as reported by `wait4`), and exit status. A sampler additionally sums the RSS of the whole
 * process tree every few milliseconds, as a cross-check for tools that fan out into child processes
 * (GNU time reports the largest single process, not the sum).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const GNU_TIME = "/usr/bin/time";

export interface ToolRun {
  /** The command line, for the record. */
  command: string[];
  cwd: string;
  wallMs: number;
  /** Peak RSS of the largest process in the tree (GNU time `%M`), in KiB; null when unavailable. */
  peakRssKiB: number | null;
  /** Highest sampled sum of RSS over the child's process tree, in KiB; null when never sampled. */
  treeRssKiB: number | null;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  /** The last part of stderr (capped). */
  stderrTail: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** How often the process-tree RSS is sampled. */
  sampleEveryMs?: number;
  /** Keep at most this many characters of stdout (from the start). */
  maxStdout?: number;
}

const STDERR_TAIL = 8000;

/** Throws unless GNU time is installed (Debian package `time`). */
export function assertGnuTime(): void {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} not found: apt-get install time`);
}

/**
 * Spawns `cmd args` under `/usr/bin/time -f %M -o <file>` and resolves when it exits.
 * Never rejects for a non-zero exit: the status is part of the result.
 */
export async function runTool(cmd: string, args: string[], opts: RunOptions = {}): Promise<ToolRun> {
  assertGnuTime();
  const cwd = opts.cwd ?? process.cwd();
  const timeDir = mkdtempSync(path.join(os.tmpdir(), "strata-bench-time-"));
  const timeFile = path.join(timeDir, "time.txt");
  const maxStdout = opts.maxStdout ?? 64 * 1024 * 1024;
  const stdoutChunks: Buffer[] = [];
  let stdoutLen = 0;
  let stderr = "";
  let timedOut = false;

  const start = performance.now();
  const child = spawn(GNU_TIME, ["-f", "%M", "-o", timeFile, cmd, ...args], {
    cwd,
    env: opts.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const sampler = startTreeSampler(child.pid, opts.sampleEveryMs ?? 50);
  child.stdout.on("data", (chunk: Buffer) => {
    if (stdoutLen >= maxStdout) return;
    stdoutChunks.push(chunk);
    stdoutLen += chunk.length;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
    if (stderr.length > 4 * STDERR_TAIL) stderr = stderr.slice(-STDERR_TAIL);
  });
  const timer =
    opts.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          killTree(child.pid);
        }, opts.timeoutMs)
      : undefined;

  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      child.on("error", reject);
      child.on("close", (c, s) => resolve({ code: c, signal: s }));
    },
  );
  const wallMs = performance.now() - start;
  if (timer) clearTimeout(timer);
  const treeRssKiB = sampler.stop();

  const { peakRssKiB, exitCode } = readTimeFile(timeFile, code);
  rmSync(timeDir, { recursive: true, force: true });
  return {
    command: [cmd, ...args],
    cwd,
    wallMs,
    peakRssKiB,
    treeRssKiB,
    exitCode,
    signal,
    timedOut,
    stdout: Buffer.concat(stdoutChunks).toString("utf8"),
    stderrTail: stderr.slice(-STDERR_TAIL),
  };
}

/**
 * GNU time writes "Command exited with non-zero status N" before the format line when the command
 * fails; the last numeric line is `%M`.
 */
function readTimeFile(file: string, timeExit: number | null): { peakRssKiB: number | null; exitCode: number | null } {
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return { peakRssKiB: null, exitCode: timeExit };
  }
  const lines = text.trim().split("\n");
  const last = lines[lines.length - 1]?.trim() ?? "";
  const peak = /^\d+$/.test(last) ? Number(last) : null;
  // GNU time exits with the command's status, so `timeExit` is the tool's own exit status.
  return { peakRssKiB: peak, exitCode: timeExit };
}

/** Sends SIGKILL to `pid` and all its descendants. */
function killTree(pid: number | undefined): void {
  if (pid === undefined) return;
  for (const p of [...descendants(pid), pid]) {
    try {
      process.kill(p, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/** Parent pid of every process, from /proc/<pid>/stat. */
function processTable(): Map<number, number> {
  const parents = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc");
  } catch {
    return parents;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Field 2 (comm) may contain spaces and parentheses: parse after the last ')'.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(name), Number(rest[1]));
    } catch {
      // process exited meanwhile
    }
  }
  return parents;
}

function descendants(root: number): number[] {
  const parents = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const out: number[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

const PAGE_KIB = 4;

function rssKiB(pid: number): number {
  try {
    const statm = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ");
    return Number(statm[1]) * PAGE_KIB;
  } catch {
    return 0;
  }
}

/**
 * Samples the summed RSS of every descendant of `root` (the GNU time wrapper itself excluded).
 * `stop()` returns the highest sum seen, or null on a system without /proc.
 */
function startTreeSampler(root: number | undefined, everyMs: number): { stop: () => number | null } {
  if (root === undefined || !existsSync("/proc/self/statm")) return { stop: () => null };
  let peak: number | null = null;
  const sample = (): void => {
    const pids = descendants(root);
    if (pids.length === 0) return;
    const sum = pids.reduce((acc, pid) => acc + rssKiB(pid), 0);
    if (peak === null || sum > peak) peak = sum;
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** A short description of a failed run, for the console. */
export function describeFailure(run: ToolRun): string | null {
  if (run.exitCode === 0 && !run.timedOut) return null;
  const why = run.timedOut ? "timed out" : run.signal ? `killed by ${run.signal}` : `exit ${String(run.exitCode)}`;
  const tail = run.stderrTail.trim().split("\n").slice(-15).join("\n");
  return `${run.command.join(" ")}: ${why}\n${tail}`;
}
