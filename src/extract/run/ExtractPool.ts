/**
 * Stage 1 over several worker threads (piscina). TypeScript/JavaScript files go to one thread as one
 * group, so the compiler builds one program for them; every other file goes in small groups to
 * whichever thread is free. A repository mixing TypeScript with Go or Python is extracted in parallel;
 * a TypeScript-only one costs about what it costs in-process.
 *
 * Measured on hono (85k LOC TypeScript, 2 cores): splitting its TypeScript files into two programs
 * took 10.8 s against 7.8 s for one, because the files import each other and each thread's program
 * parsed and checked most of the repository again. Below {@link MIN_FILES_FOR_WORKERS} files the
 * threads' start-up (each loads its extractors) costs more than it saves, and the run stays on the
 * calling thread. Each outcome reaches `onOutcome` on the calling thread as soon as it is ready.
 */
import { setMaxListeners } from "node:events";
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { createRequire } from "node:module";
import type { Piscina } from "piscina";
import { detectLanguage } from "../languages/registry.js";
import { FileExtractor, type ExtractInput, type ExtractOutcome, type ExtractSettings } from "./FileExtractor.js";
import type { ExtractTask } from "./extractWorker.js";

/** Fewest files to extract before threads are worth starting. */
export const MIN_FILES_FOR_WORKERS = 64;
/**
 * Fewest files to extract before a pool kept warm between runs (`strata watch`, `strata mcp`) starts threads: a branch
 * switch of ~80 files (most of them `package.json` files of a release commit) otherwise started threads that each
 * loaded the extractors and built a new TypeScript project, while the kept in-process project reparses only what
 * changed.
 */
export const MIN_FILES_FOR_WARM_WORKERS = 512;
/** The compiled worker module; absent when running from TypeScript sources (tests), where runs stay in-process. */
const WORKER_FILE = new URL("./extractWorker.js", import.meta.url);
/** Files per group for extractors without a whole-program step (tree-sitter, text). */
const GROUP_FILES = 64;

/** Default thread count: the cores this process may use, at most 4 (memory grows with each thread). */
export function defaultThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

export class ExtractPool {
  private pool: Piscina | undefined;
  private local: FileExtractor | undefined;

  /**
   * @param threads worker threads to use; 1 keeps every file on the calling thread.
   * @param minFiles fewest files of a run that start the threads (default {@link MIN_FILES_FOR_WORKERS}); a pool kept
   *   warm between runs takes more ({@link MIN_FILES_FOR_WARM_WORKERS}), since its in-process TypeScript project is
   *   already built and a thread's is not.
   */
  constructor(
    private readonly settings: ExtractSettings,
    private readonly threads = defaultThreads(),
    private readonly minFiles = MIN_FILES_FOR_WORKERS,
  ) {}

  private usesThreads(files: number): boolean {
    return this.threads > 1 && files >= this.minFiles && fs.existsSync(fileURLToPath(WORKER_FILE));
  }

  private threadPool(): Piscina {
    // piscina is loaded only when threads start: every command loads this module through the extract stage's
    // entry, and piscina (CommonJS, with its dependencies) costs ~25 ms of start-up.
    if (!this.pool) {
      const { Piscina: Pool } = createRequire(import.meta.url)("piscina") as typeof import("piscina");
      this.pool = new Pool({ filename: WORKER_FILE.href, maxThreads: this.threads, minThreads: this.threads, idleTimeout: 60_000 });
    }
    return this.pool;
  }

  /**
   * Extracts `inputs`, calling `onOutcome` once per file (in completion order). With `signal` aborted,
   * queued groups are dropped and running ones stop; outcomes already delivered stand.
   */
  async run(inputs: ExtractInput[], onOutcome: (outcome: ExtractOutcome) => void, signal?: AbortSignal): Promise<void> {
    if (!this.usesThreads(inputs.length)) {
      this.local ??= new FileExtractor(this.settings);
      await this.local.extractBatch(inputs, onOutcome, signal);
      return;
    }
    const pool = this.threadPool();
    // piscina listens on the signal once per queued task; many groups are expected, not a leak.
    if (signal) setMaxListeners(0, signal);
    await Promise.all(
      groups(inputs).map(async (group) => {
        const { port1, port2 } = new MessageChannel();
        // The worker posts every outcome, then `null`, on one port: messages on a port keep their order.
        const finished = new Promise<void>((resolve) => {
          port1.on("message", (message: ExtractOutcome | null) => (message ? onOutcome(message) : resolve()));
        });
        const task: ExtractTask = { settings: this.settings, inputs: group, port: port2 };
        try {
          await pool.run(task, { transferList: [port2], ...(signal ? { signal } : {}) });
          await finished;
        } catch (error) {
          if (!signal?.aborted) throw error;
        } finally {
          port1.close();
        }
      }),
    );
  }

  /**
   * Stops the threads but keeps the in-process extractors and their TypeScript project, for the next small run of a
   * long-lived process (`strata watch`, `strata mcp`): a one-file update then reuses the parsed standard library and
   * unchanged files instead of building a new project.
   */
  async closeThreads(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }

  /** Stops the threads and releases the in-process extractors. */
  async close(): Promise<void> {
    await Promise.all([this.pool?.destroy(), this.local?.dispose()]);
    this.pool = undefined;
    this.local = undefined;
  }
}

/** Splits inputs into task groups: all TS/JS files in one (one compiler program), the rest in small groups. */
function groups(inputs: ExtractInput[]): ExtractInput[][] {
  const program = inputs.filter((i) => detectLanguage(i.source.path).extractor === "ts-morph");
  const rest = inputs.filter((i) => detectLanguage(i.source.path).extractor !== "ts-morph");
  const out: ExtractInput[][] = program.length ? [program] : [];
  for (let i = 0; i < rest.length; i += GROUP_FILES) out.push(rest.slice(i, i + GROUP_FILES));
  return out;
}
