/**
 * Stage 1 extraction benchmark: `npm run bench:extract -- <repo> [<repo>…]`.
 *
 * For each repository: strata cold index, strata no-change re-index, `ctags -R` and
 * `repomix --compress`, each a child process measured the same way (wall time, GNU-time peak RSS, exit
 * status); then compression over files above the token threshold, strata's contract against repomix's
 * compressed text for the same files. Prints markdown tables and writes
 * `bench-results/extract-<repo-name>.json`.
 *
 * Options: --runs <n> (repeat each tool, median wall, max RSS; default 1), --threshold <tokens>
 * (default 1500), --strata-bin <path> (default bin/strata.js of this checkout), --skip-strata,
 * --out-dir <dir> (default bench-results), --keep-tmp.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { compareCompression, median } from "./compression.js";
import { evaluateTargets, renderCompressionTable, renderTargets, renderToolTable, type ToolRow } from "./render.js";
import { locOf, warmPageCache } from "./repoFiles.js";
import { describeFailure, type ToolRun } from "./runTool.js";
import { runCtags, runRepomix, runStrataIndex, runStrataReport, type StrataFileReport } from "./tools.js";

interface Options {
  repos: string[];
  runs: number;
  threshold: number;
  strataBin: string;
  skipStrata: boolean;
  outDir: string;
  keepTmp: boolean;
}

/** The checkout this script belongs to (dist-bench/bench/ or bench/ → up to the checkout). */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

function parseOptions(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "1" },
      threshold: { type: "string", default: "1500" },
      "strata-bin": { type: "string", default: path.join(PROJECT_ROOT, "bin", "strata.js") },
      "skip-strata": { type: "boolean", default: false },
      "out-dir": { type: "string", default: "bench-results" },
      "keep-tmp": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(
      "usage: npm run bench:extract -- <repo> [<repo>…] [--runs n] [--threshold tokens] [--strata-bin path] [--skip-strata] [--out-dir dir] [--keep-tmp]",
    );
    process.exit(values.help ? 0 : 2);
  }
  const runs = Number(values.runs);
  const threshold = Number(values.threshold);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  if (!Number.isFinite(threshold) || threshold < 0) throw new Error(`--threshold must be a number, got ${values.threshold}`);
  return {
    repos: positionals.map((p) => path.resolve(p)),
    runs,
    threshold,
    strataBin: path.resolve(values["strata-bin"]),
    skipStrata: values["skip-strata"],
    outDir: path.resolve(values["out-dir"]),
    keepTmp: values["keep-tmp"],
  };
}

function gitCommit(repo: string): string | null {
  try {
    return execFileSync("git", ["-C", repo, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

function machine(): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Folds several runs of one tool into a table row. */
function toRow(tool: string, runs: ToolRun[], files: number | null, loc: number | null, note?: string): ToolRow {
  const ok = runs.length > 0 && runs.every((r) => r.exitCode === 0 && !r.timedOut);
  const max = (xs: Array<number | null>): number | null => {
    const ns = xs.filter((x): x is number => x !== null);
    return ns.length > 0 ? Math.max(...ns) : null;
  };
  return {
    tool,
    files,
    loc,
    wallMs: median(runs.map((r) => r.wallMs)),
    wallAllMs: runs.map((r) => Math.round(r.wallMs)),
    peakRssKiB: max(runs.map((r) => r.peakRssKiB)),
    treeRssKiB: max(runs.map((r) => r.treeRssKiB)),
    ok,
    ...(note ? { note } : {}),
  };
}

/** A run record for the JSON file, without the (possibly large) stdout. */
function runRecord(r: ToolRun): Record<string, unknown> {
  return {
    command: r.command,
    wallMs: Math.round(r.wallMs),
    peakRssKiB: r.peakRssKiB,
    treeRssKiB: r.treeRssKiB,
    exitCode: r.exitCode,
    signal: r.signal,
    timedOut: r.timedOut,
    ...(r.exitCode !== 0 ? { stderrTail: r.stderrTail } : {}),
  };
}

function reportFailure(run: ToolRun): void {
  const f = describeFailure(run);
  if (f) console.error(`!! ${f}`);
}

/** Compact JSON of strata's report: arrays shown as their length. */
function brief(json: unknown): string {
  const s = JSON.stringify(json, (_k, v: unknown) => (Array.isArray(v) ? `[${v.length}]` : v));
  return s === undefined ? "(no JSON)" : s.length > 1500 ? `${s.slice(0, 1500)}…` : s;
}

async function benchRepo(repo: string, opts: Options): Promise<void> {
  if (!existsSync(repo) || !statSync(repo).isDirectory()) throw new Error(`not a directory: ${repo}`);
  const name = path.basename(repo);
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), `strata-bench-${name}-`));
  const fresh = (label: string): string => mkdtempSync(path.join(tmpRoot, `${label}-`));
  console.log(`\n## ${name}  (${repo})\n`);

  const warm = warmPageCache(repo);
  console.log(`page cache warmed: ${warm.files} files, ${(warm.bytes / 1024 ** 2).toFixed(1)} MiB`);

  // ctags
  const ctagsRuns: ToolRun[] = [];
  let ctags: Awaited<ReturnType<typeof runCtags>> | null = null;
  for (let i = 0; i < opts.runs; i++) {
    ctags = await runCtags(repo, fresh("ctags"));
    ctagsRuns.push(ctags.run);
    reportFailure(ctags.run);
  }
  console.log(`ctags: ${ctags?.files.length ?? 0} files with tags, ${ctags?.tags ?? 0} tags`);

  // repomix --compress
  const repomixRuns: ToolRun[] = [];
  let repomix: Awaited<ReturnType<typeof runRepomix>> | null = null;
  for (let i = 0; i < opts.runs; i++) {
    repomix = await runRepomix(PROJECT_ROOT, repo, fresh("repomix"));
    repomixRuns.push(repomix.run);
    reportFailure(repomix.run);
  }
  console.log(`repomix: ${repomix?.files.length ?? 0} files, ${((repomix?.outputBytes ?? 0) / 1024).toFixed(0)} KiB output`);

  // strata cold + no-change re-index
  const coldRuns: ToolRun[] = [];
  const reRuns: ToolRun[] = [];
  let coldJson: unknown = null;
  let reJson: unknown = null;
  let strataFiles: StrataFileReport[] | null = null;
  let reportJsonSummary: unknown = null;
  let strataNote: string | undefined;
  if (opts.skipStrata) strataNote = "skipped (--skip-strata)";
  else if (!existsSync(opts.strataBin)) strataNote = `strata CLI not found at ${opts.strataBin} (run npm run build)`;
  else {
    let store = "";
    for (let i = 0; i < opts.runs; i++) {
      store = path.join(fresh("strata"), "strata.db");
      const cold = await runStrataIndex(opts.strataBin, repo, store);
      coldRuns.push(cold.run);
      coldJson = cold.parsed;
      reportFailure(cold.run);
      if (cold.run.exitCode !== 0) break;
      const re = await runStrataIndex(opts.strataBin, repo, store);
      reRuns.push(re.run);
      reJson = re.parsed;
      reportFailure(re.run);
    }
    if (coldRuns.every((r) => r.exitCode === 0)) {
      const report = await runStrataReport(opts.strataBin, repo, store);
      reportFailure(report.run);
      strataFiles = report.files;
      if (report.parsed && typeof report.parsed === "object")
        reportJsonSummary = Object.fromEntries(Object.entries(report.parsed).filter(([k]) => k !== "files"));
      if (!strataFiles) strataNote = "strata report gave no files[]";
    }
    console.log(`strata cold --json: ${brief(coldJson)}`);
    console.log(`strata re-index --json: ${brief(reJson)}`);
  }
  if (strataNote) console.log(`strata: ${strataNote}`);

  // Rows: files from each tool's own report, LOC counted the same way for all.
  const strataPaths = strataFiles?.map((f) => f.path) ?? null;
  const strataLoc = strataPaths ? locOf(repo, strataPaths) : null;
  const rows: ToolRow[] = [];
  if (!opts.skipStrata) {
    rows.push(toRow("strata cold", coldRuns, strataPaths?.length ?? null, strataLoc, strataNote));
    rows.push(toRow("strata re-index", reRuns, strataPaths?.length ?? null, strataLoc, strataNote));
  }
  rows.push(toRow("ctags -R", ctagsRuns, ctags?.files.length ?? null, ctags ? locOf(repo, ctags.files) : null, "files with ≥1 tag"));
  rows.push(toRow("repomix --compress", repomixRuns, repomix?.files.length ?? null, repomix ? locOf(repo, repomix.files) : null));

  const compression = await compareCompression(repo, opts.threshold, strataFiles, repomix?.compressed ?? new Map());
  const targets = evaluateTargets(rows, compression);

  console.log(`\n### ${name}: Stage 1 vs baselines (runs: ${opts.runs}; wall = median, RSS = max)\n`);
  console.log(renderToolTable(rows));
  console.log(`\n### ${name}: compression, files over ${opts.threshold} tokens\n`);
  console.log(renderCompressionTable(compression));
  const summarized = (reportJsonSummary as { summarized?: Record<string, unknown> } | null)?.summarized;
  if (summarized)
    console.log(
      `strata report's own "summarized" figures: files ${String(summarized.files)}, total ${String(summarized.totalContractCompression)}x, median ${String(summarized.medianContractCompression)}x (contract); summary total ${String(summarized.totalSummaryCompression)}x, median ${String(summarized.medianSummaryCompression)}x`,
    );
  console.log(`\n### ${name}: targets\n`);
  console.log(renderTargets(targets));

  // Files each tool saw that another did not (first few), to judge comparability.
  const setOf = (xs: string[] | null | undefined): Set<string> => new Set(xs ?? []);
  const onlyIn = (a: Set<string>, b: Set<string>): string[] => [...a].filter((x) => !b.has(x)).sort();
  const sSet = setOf(strataPaths);
  const rSet = setOf(repomix?.files);
  const fileSetDiff = strataPaths
    ? { strataNotRepomix: onlyIn(sSet, rSet), repomixNotStrata: onlyIn(rSet, sSet) }
    : null;
  if (fileSetDiff)
    console.log(
      `\nfile sets: ${fileSetDiff.strataNotRepomix.length} strata-only, ${fileSetDiff.repomixNotStrata.length} repomix-only` +
        ` (e.g. ${[...fileSetDiff.strataNotRepomix.slice(0, 3), ...fileSetDiff.repomixNotStrata.slice(0, 3)].join(", ") || "none"})`,
    );

  mkdirSync(opts.outDir, { recursive: true });
  const outFile = path.join(opts.outDir, `extract-${name}.json`);
  const result = {
    repo: { name, path: repo, commit: gitCommit(repo) },
    date: new Date().toISOString(),
    machine: machine(),
    options: { runs: opts.runs, threshold: opts.threshold, strataBin: opts.strataBin },
    rows,
    targets,
    compression: { ...compression, perFile: compression.perFile },
    runs: {
      strataCold: coldRuns.map(runRecord),
      strataReindex: reRuns.map(runRecord),
      ctags: ctagsRuns.map(runRecord),
      repomix: repomixRuns.map(runRecord),
    },
    strata: { coldJson, reindexJson: reJson, report: reportJsonSummary },
    ctags: { tags: ctags?.tags ?? 0 },
    repomix: { outputBytes: repomix?.outputBytes ?? 0 },
    fileSetDiff,
  };
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(process.cwd(), outFile) || outFile}`);
  if (!opts.keepTmp) rmSync(tmpRoot, { recursive: true, force: true });
  else console.log(`kept: ${tmpRoot}`);
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const m = machine();
  console.log(`# strata Stage 1 benchmark — ${new Date().toISOString()}`);
  console.log(`machine: ${String(m.cpus)} cores (${String(m.cpuModel)}), ${String(m.memGiB)} GiB, node ${String(m.node)}`);
  for (const repo of opts.repos) await benchRepo(repo, opts);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
