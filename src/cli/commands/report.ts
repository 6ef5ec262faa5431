/** `strata report [repo]`: the token benchmark of seed 000 Table 4.1 as markdown, JSON or CSV. */
import { buildTokenReport } from "../../query/index.js";
import { configFor, EXIT, printJson, requireStoreFile, resolveRoot, storeFor, UsageError, type CommonOptions } from "../common.js";
import { renderReportCsv, renderReportMarkdown } from "../render/tokenReport.js";

export interface ReportCommandOptions extends CommonOptions {
  format?: string;
}

const FORMATS = ["markdown", "json", "csv"] as const;

/** Runs the command; returns the exit code. */
export async function reportCommand(repo: string | undefined, opts: ReportCommandOptions): Promise<number> {
  if (opts.json && opts.format && !["markdown", "json"].includes(opts.format)) {
    throw new UsageError(`--json and --format ${opts.format} ask for two formats; give one`);
  }
  const format = opts.json ? "json" : (opts.format ?? "markdown");
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got "${format}"`);
  }
  const root = resolveRoot(repo);
  const config = configFor(root, opts);
  requireStoreFile(root, config);
  const store = storeFor(root, config, { readOnly: true });
  try {
    const report = await buildTokenReport(store, config.tokenEncoding, config.tokenThreshold);
    if (!report.files.length) throw new UsageError(`nothing indexed in ${store.location}: make an index with \`strata index ${root}\``);
    if (format === "json") printJson(report);
    else if (format === "csv") process.stdout.write(renderReportCsv(report));
    else process.stdout.write(renderReportMarkdown(report));
  } finally {
    await store.close();
  }
  return EXIT.ok;
}
