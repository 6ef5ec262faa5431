/**
 * `strata watch [repo]`: brings the index up to date, then keeps it current as files change (a branch
 * switch or pull included) until Ctrl-C. One line per update on stderr; with `--json`, one JSON object per
 * update on stdout (`{"type":"updated","paths":[…],"indexed":1,"removed":0,"ms":412}`).
 */
import { watchRepository, type WatchEvent } from "../../live/index.js";
import { configFor, EXIT, integerOption, resolveRoot, storeFor, type CommonOptions } from "../common.js";
import { llmFor } from "../llm.js";
import { createEmbedder } from "../../summarize/index.js";

export interface WatchCommandOptions extends CommonOptions {
  quiet?: boolean;
  /** Quiet time in ms after the last change before an update starts. */
  debounce?: string;
  poll?: boolean;
}

/** A short list of paths for a progress line: the first three, then a count. */
function shortList(paths: string[]): string {
  return paths.length <= 3 ? paths.join(", ") : `${paths.slice(0, 3).join(", ")} and ${paths.length - 3} more`;
}

/** Runs until SIGINT/SIGTERM; returns the exit code. */
export async function watchCommand(repo: string | undefined, opts: WatchCommandOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const debounceMs = integerOption("--debounce", opts.debounce, { min: 0 }) ?? 300;
  const llm = llmFor(config, opts);
  const store = storeFor(root, config);
  const say = (line: string): void => {
    if (!opts.quiet) process.stderr.write(`strata watch: ${line}\n`);
  };
  const embedder = createEmbedder(config);
  let stopped: (reason: string) => void = () => undefined;
  const stoppedBy = new Promise<string>((resolve) => (stopped = resolve));
  const onEvent = (event: WatchEvent): void => {
    if (event.type === "stopped") stopped(event.reason);
    if (event.type === "ready") say(`watching ${root} (${event.report.indexed + event.report.unchanged} files indexed; Ctrl-C to stop)`);
    else if (event.type === "update-start") say(`updating: ${shortList(event.paths)}`);
    else if (event.type === "error") say(`update failed: ${event.error.message} (retried on the next change)`);
    else if (event.type === "updated") {
      const r = event.report;
      say(`updated in ${event.ms} ms: ${r.indexed} re-indexed, ${r.removed} removed, ${r.failed.length} failed`);
      if (opts.json) process.stdout.write(`${JSON.stringify({ type: "updated", paths: event.paths, indexed: r.indexed, removed: r.removed, failed: r.failed, ms: event.ms })}\n`);
    }
  };
  try {
    const watcher = await watchRepository({ root, store, config, debounceMs, onEvent, ...(opts.poll ? { usePolling: true } : {}), ...(llm ? { llm } : {}), ...(embedder ? { embedder } : {}), ...(config.threads ? { threads: config.threads } : {}) });
    const reason = await Promise.race([
      new Promise<undefined>((resolve) => {
        process.once("SIGINT", () => resolve(undefined));
        process.once("SIGTERM", () => resolve(undefined));
      }),
      stoppedBy,
    ]);
    if (reason !== undefined) {
      process.stderr.write(`strata watch: ${reason}\n`);
      await watcher.close();
      return EXIT.store;
    }
    say("stopping (finishing the update under way)");
    await watcher.close();
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
