/** `strata summary <file>`: the file's TechnicalSummary (cache-aside: computed and stored on a miss). */
import { getSummary } from "../../fileQueries.js";
import { configFor, EXIT, findRootForFile, printJson, resolveRoot, storeFor } from "../context.js";
import type { FileCommandOptions } from "./contract.js";
import { renderSummary } from "../render/summary.js";

/** Runs the command; returns the exit code. */
export async function summaryCommand(file: string, opts: FileCommandOptions): Promise<number> {
  const root = opts.repo ? resolveRoot(opts.repo) : findRootForFile(file);
  const config = configFor(root, opts);
  const store = storeFor(root, config);
  try {
    const result = await getSummary({ root, file, store, config });
    if (opts.json) printJson(result.summary);
    else process.stdout.write(renderSummary(result.summary, result.cached, result.diagnostics));
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
