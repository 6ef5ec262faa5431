/**
 * `strata serve [repo] [--port N] [--host 127.0.0.1] [--warm]`: the region-question workspace.
 * Prints the URL on stdout (`strata workspace: http://127.0.0.1:7420/`), then serves until Ctrl-C / SIGTERM.
 * `--warm` first prepares every basic region summary, drawing progress on stderr.
 */
import { createLlmClient, describeLlmSetup, LlmError, type LlmConfig } from "../../summarize/index.js";
import { openWorkspace, startWorkspaceServer, warmWorkspace } from "../../workspace/index.js";
import { configFor, EXIT, integerOption, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { createProgress } from "../progress.js";

/** Default port of `strata serve`. */
export const DEFAULT_SERVE_PORT = 7420;

export interface ServeCommandOptions extends CommonOptions {
  port?: string;
  host?: string;
  warm?: boolean;
  quiet?: boolean;
}


/** Runs the command; resolves with the exit code once the server is stopped. */
export async function serveCommand(repo: string | undefined, opts: ServeCommandOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const port = integerOption("--port", opts.port, { min: 0, max: 65535 }, DEFAULT_SERVE_PORT);
  let llm;
  try {
    llm = createLlmClient(config as LlmConfig);
  } catch (error) {
    if (error instanceof LlmError) throw new UsageError(error.message);
    throw error;
  }
  const store = storeFor(root, config);
  const parts = openWorkspace({ root, store, ...(llm ? { llm } : {}), limits: { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars } });
  const abort = new AbortController();
  const stopped = new Promise<void>((resolve) => abort.signal.addEventListener("abort", () => resolve(), { once: true }));
  const onSignal = (): void => abort.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    if (opts.warm) {
      const progress = createProgress({ quiet: Boolean(opts.quiet), label: "warming" });
      let report;
      try {
        report = await warmWorkspace(parts, { onProgress: (p) => progress.update({ done: p.done, total: p.total, path: p.path }), signal: abort.signal });
      } finally {
        progress.stop();
      }
      process.stderr.write(
        `warmed ${report.regions} regions of ${report.files} files in ${(report.durationMs / 1000).toFixed(1)} s ` +
          `(${report.computed} summaries computed, ${report.modelCalls} model calls${report.failed.length ? `, ${report.failed.length} files failed` : ""})\n`,
      );
      if (report.aborted) return EXIT.interrupted;
    }
    // A port in use or a host that is not ours is a usage problem: one clear line, exit code 2.
    const server = await startWorkspaceServer(parts, { host: opts.host ?? "127.0.0.1", port }).catch((error: Error) => {
      throw error.name === "ListenError" ? new UsageError(error.message) : error;
    });
    process.stdout.write(`strata workspace: ${server.url}\n`);
    if (!/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(opts.host ?? "127.0.0.1")) {
      process.stderr.write(`warning: listening on ${opts.host}: anyone who can reach this address can read the repository's files\n`);
    }
    process.stderr.write(llm ? `model: ${llm.id}\n` : `${describeLlmSetup()}\n`);
    if (!server.pageBuilt) process.stderr.write("the web page is not built (no dist/web/index.html): run `npm run build`; the JSON API under /api/ works without it\n");
    await stopped;
    await server.close();
    return EXIT.ok;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await store.close();
  }
}
