/**
 * `strata watch [repo]`: brings the index up to date, then keeps it current as files change (a branch
 * switch or pull included) until Ctrl-C. One line per update on stderr; with `--json`, one JSON object per
 * update on stdout (`{"type":"updated","paths":[…],"indexed":1,"removed":0,"ms":412}`).
 */
import { watchRepository, type WatchEvent } from "../../live/index.js";
import { configFor, EXIT, integerOption, resolveRootToWrite, storeFor, type CommonOptions } from "../common.js";
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
/** Files an update's message names with why they failed or were left out; the rest are counted. */
const MAX_REASONS_SHOWN = 5;

export async function watchCommand(repo: string | undefined, opts: WatchCommandOptions): Promise<number> {
  const root = resolveRootToWrite(repo, "watch");
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
  let ready = false;
  const onEvent = (event: WatchEvent): void => {
    if (event.type === "stopped") stopped(event.reason);
    if (event.type === "ready") {
      ready = true;
      // The start is itself an update: what changed while nothing watched (an edit, a checkout) is indexed first.
      const r = event.report;
      const caughtUp = r.indexed || r.removed ? `; caught up with ${r.indexed} changed and ${r.removed} removed since the last index` : "";
      say(`watching ${root} (${r.indexed + r.unchanged} files indexed${caughtUp}; Ctrl-C to stop)`);
    } else if (event.type === "warm") {
      const ts = event.report?.typescript;
      if (event.failed) say(`warm-up stopped: ${event.failed} (the first update builds what it needs)`);
      else say(`warmed up in ${event.ms} ms${ts ? ` (TypeScript program of ${ts.files} files)` : ""}: updates are quick from now on`);
    } else if (event.type === "update-start") say(`updating: ${shortList(event.paths)}`);
    else if (event.type === "error") say(`update failed: ${event.error.message} (retried on the next change)`);
    else if (event.type === "updated") {
      const r = event.report;
      say(`updated in ${event.ms} ms: ${r.indexed} re-indexed, ${r.removed} removed, ${r.failed.length} failed`);
      // Why a changed file failed or left the index (an edit into invalid UTF-8, over the size cap): the counts alone
      // had said "removed".
      const changed = new Set(event.paths);
      const why = [...r.failed.map((f) => `${f.path}: failed: ${f.message}`), ...r.skipped.filter((f) => changed.has(f.path)).map((f) => `${f.path}: not indexed: ${f.detail}`)];
      for (const line of why.slice(0, MAX_REASONS_SHOWN)) say(`  ${line}`);
      if (why.length > MAX_REASONS_SHOWN) say(`  … and ${why.length - MAX_REASONS_SHOWN} more (strata status lists them)`);
      if (opts.json) process.stdout.write(`${JSON.stringify({ type: "updated", paths: event.paths, indexed: r.indexed, removed: r.removed, failed: r.failed, ms: event.ms })}\n`);
    }
  };
  // Listened for before the watcher starts: a Ctrl-C right after "watching …" reached the default handler and killed
  // the process without closing the watcher and the store.
  // Before the watcher is ready (its first update is a whole index on a new repository) it stops at once, as an
  // interrupted `strata index` does: the store's transactions keep what was finished.
  const interrupted = new Promise<undefined>((resolve) => {
    const stop = (): void => {
      if (ready) return resolve(undefined);
      process.stderr.write("strata watch: interrupted before the first update finished; what it finished is kept\n");
      process.exit(EXIT.interrupted);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  try {
    const watcher = await watchRepository({ root, store, config, debounceMs, onEvent, ...(opts.poll ? { usePolling: true } : {}), ...(llm ? { llm } : {}), ...(embedder ? { embedder } : {}), ...(config.threads ? { threads: config.threads } : {}) });
    const reason = await Promise.race([interrupted, stoppedBy]);
    if (reason !== undefined) {
      process.stderr.write(`strata watch: ${reason}\n`);
      await watcher.close();
      return EXIT.store;
    }
    say(watcher.pending().length ? "stopping (finishing the update under way)" : "stopping");
    await watcher.close();
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
