/** `strata index [repo]`: Stage 1 and extractive summaries for every file, stored; prints a run report. */
import { indexRepository, type IndexReport } from "../../indexRepository.js";
import { configFor, EXIT, printJson, resolveRoot, storeFor, type CommonOptions } from "../context.js";
import { createProgress } from "../progress.js";
import { renderIndexReport } from "../render/indexReport.js";

export interface IndexCommandOptions extends CommonOptions {
  quiet?: boolean;
}

/** Runs the command; returns the exit code. */
export async function indexCommand(repo: string | undefined, opts: IndexCommandOptions): Promise<number> {
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  const store = storeFor(root, config);
  const abort = new AbortController();
  const onSigint = (): void => abort.abort();
  process.once("SIGINT", onSigint);
  const progress = createProgress({ quiet: Boolean(opts.quiet) || (Boolean(opts.json) && !process.stderr.isTTY), label: "indexing" });
  let report: IndexReport;
  try {
    report = await indexRepository({ root, store, config, onProgress: (p) => progress.update(p), signal: abort.signal, threads: config.threads });
  } finally {
    progress.stop();
    process.off("SIGINT", onSigint);
    await store.close();
  }
  if (opts.json) printJson(report);
  else process.stdout.write(renderIndexReport(report));
  if (report.aborted) return EXIT.interrupted;
  return report.failed.length ? EXIT.partial : EXIT.ok;
}
