/**
 * Whole-index benchmark: `npm run bench:index -- <repo> [<repo>…]`.
 *
 * For each repository, on a fresh copy (`git clone`, so ignored build output is not indexed by anyone), side by
 * side in one run, each a child process measured the same way (wall time, GNU-time peak RSS):
 * strata cold index (per step from the report's `profile`: wall, CPU, peak RSS), strata no-change re-index,
 * strata re-index after a one-line edit, `repomix --compress`, `ctags -R` (when installed), lines per second,
 * store size, and the CLI's wall time for `search`, `context`, `summary` and `status` on the indexed copy (median
 * and best of `--cli-runs`; with `--compare-bin`, a second CLI, e.g. a checkout of the previous commit, is timed
 * the same way on the same store, runs alternating between the two so load changes hit both alike).
 * Prints markdown tables and writes `bench-results/index-<repo-name>.json`.
 *
 * Options: --cli-runs <n> (default 10), --strata-bin <path> (default bin/strata.js of this checkout),
 * --compare-bin <path> (another bin/strata.js to time beside it; it must read the same store format),
 * --out-dir <dir> (default bench-results), --keep-tmp, --skip-tools (strata only).
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { warmPageCache } from "./repoFiles.js";
import { describeFailure, runTool, type ToolRun } from "./runTool.js";
import { runCtags, runRepomix } from "./tools.js";

interface Options {
  repos: string[];
  cliRuns: number;
  strataBin: string;
  compareBin: string | undefined;
  outDir: string;
  keepTmp: boolean;
  skipTools: boolean;
}

/** One step of `strata index --json`'s `profile`. */
interface StepCost {
  wallMs: number;
  cpuMs: number;
  peakRssMiB: number;
}

/** Wall time of one CLI answer over `--cli-runs` runs, in ms. */
interface CliTiming {
  medianMs: number;
  bestMs: number;
}

/** What the benchmark measured for one repository. */
interface RepoResult {
  repo: string;
  files: number;
  lines: number;
  cold: ToolRun;
  profile: Record<string, StepCost>;
  noChange: ToolRun;
  oneLineEdit: ToolRun & { file: string };
  repomix: ToolRun | null;
  ctags: ToolRun | null;
  storeBytes: number;
  cli: Record<string, CliTiming>;
  /** The same answers from `--compare-bin`, when given. */
  compareCli: Record<string, CliTiming> | null;
}

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const TIMEOUT_MS = 60 * 60 * 1000;

function parseOptions(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "cli-runs": { type: "string", default: "10" },
      "strata-bin": { type: "string", default: path.join(PROJECT_ROOT, "bin", "strata.js") },
      "compare-bin": { type: "string" },
      "out-dir": { type: "string", default: "bench-results" },
      "keep-tmp": { type: "boolean", default: false },
      "skip-tools": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log("usage: npm run bench:index -- <repo> [<repo>…] [--cli-runs n] [--strata-bin path] [--compare-bin path] [--out-dir dir] [--keep-tmp] [--skip-tools]");
    process.exit(values.help ? 0 : 2);
  }
  const cliRuns = Number(values["cli-runs"]);
  if (!Number.isInteger(cliRuns) || cliRuns < 1) throw new Error(`--cli-runs must be a positive integer, got "${values["cli-runs"]}"`);
  return { repos: positionals.map((r) => path.resolve(r)), cliRuns, strataBin: path.resolve(values["strata-bin"]!),
    compareBin: values["compare-bin"] === undefined ? undefined : path.resolve(values["compare-bin"]),
    outDir: values["out-dir"]!, keepTmp: values["keep-tmp"]!, skipTools: values["skip-tools"]! };
}

/** A clone of `repo` (its committed files only) under `dir`. */
function cloneRepo(repo: string, dir: string): string {
  const copy = path.join(dir, path.basename(repo));
  execFileSync("git", ["clone", "-q", "--no-hardlinks", repo, copy], { stdio: "ignore" });
  return copy;
}

/** Bytes of the store file and its WAL/SHM companions. */
function storeSize(store: string): number {
  let bytes = 0;
  for (const suffix of ["", "-wal", "-shm"]) if (existsSync(store + suffix)) bytes += statSync(store + suffix).size;
  return bytes;
}

/**
 * The largest file (by bytes) among the languages strata parses, to receive the one-line edit; files the cold
 * index skipped (minified, over a size limit: `skipped` paths of its report) are passed over, since `summary`
 * is asked about this file afterwards.
 */
function editTarget(copy: string, skipped: ReadonlySet<string>): string {
  const sources = execFileSync("git", ["-C", copy, "ls-files"], { encoding: "utf8" })
    .split("\n")
    .filter((f) => /\.(ts|tsx|js|py|go|rs|java|rb|php)$/.test(f) && !f.endsWith(".d.ts") && !skipped.has(f));
  let best = sources[0] ?? "README.md";
  let size = -1;
  for (const f of sources) {
    const s = statSync(path.join(copy, f)).size;
    if (s > size) [best, size] = [f, s];
  }
  return best;
}

/** A line comment in the file's language, appended as the one-line edit. */
function commentLine(file: string): string {
  return /\.(py|rb)$/.test(file) ? "# strata benchmark edit\n" : "// strata benchmark edit\n";
}

async function strata(opts: Options, args: string[], cwd: string, bin = opts.strataBin): Promise<ToolRun> {
  return runTool(process.execPath, [bin, ...args], { cwd, timeoutMs: TIMEOUT_MS });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Times each read command `opts.cliRuns` times with each bin (this checkout's, then `--compare-bin`'s), the bins
 * alternating run by run. @returns per bin, per command, median and best wall ms. @throws Error when a run fails.
 */
async function timeCli(opts: Options, copy: string, file: string): Promise<Record<string, CliTiming>[]> {
  const bins = [opts.strataBin, ...(opts.compareBin ? [opts.compareBin] : [])];
  const questions: [string, string[]][] = [
    ["search", ["search", "parse the request options", "--repo", copy]],
    ["context", ["context", "how are errors handled", "--repo", copy]],
    ["summary", ["summary", path.join(copy, file), "--repo", copy]],
    ["status", ["status", copy]],
  ];
  const walls = bins.map(() => new Map<string, number[]>());
  for (const [name, args] of questions) {
    for (let i = 0; i < opts.cliRuns; i++) {
      for (const [b, bin] of bins.entries()) {
        const run = await strata(opts, args, copy, bin);
        failIf(run, `${bin} ${name}`);
        walls[b]!.set(name, [...(walls[b]!.get(name) ?? []), run.wallMs]);
      }
    }
  }
  return walls.map((byName) => Object.fromEntries([...byName].map(([name, ms]) => [name, { medianMs: Math.round(median(ms)), bestMs: Math.round(Math.min(...ms)) }])));
}

function failIf(run: ToolRun, what: string): void {
  const why = describeFailure(run);
  if (why) throw new Error(`${what}: ${why}`);
}

async function benchRepo(repo: string, opts: Options, tmp: string): Promise<RepoResult> {
  const copy = cloneRepo(repo, tmp);
  warmPageCache(copy);
  const store = path.join(copy, ".strata", "strata.db");
  const cold = await strata(opts, ["index", copy, "--json", "-q"], copy);
  failIf(cold, "strata cold index");
  const report = JSON.parse(cold.stdout) as { discovered: number; linesIndexed: number; profile: Record<string, StepCost>; skipped?: { path: string }[] };
  const noChange = await strata(opts, ["index", copy, "--json", "-q"], copy);
  failIf(noChange, "strata no-change re-index");
  const file = editTarget(copy, new Set((report.skipped ?? []).map((s) => s.path)));
  appendFileSync(path.join(copy, file), commentLine(file));
  const edit = await strata(opts, ["index", copy, "--json", "-q"], copy);
  failIf(edit, "strata one-line-edit re-index");
  const [cli, compareCli] = await timeCli(opts, copy, file);
  let repomix: ToolRun | null = null;
  let ctags: ToolRun | null = null;
  if (!opts.skipTools) {
    const out = mkdtempSync(path.join(tmp, "tools-"));
    repomix = (await runRepomix(PROJECT_ROOT, copy, out)).run;
    if (hasCtags()) ctags = (await runCtags(copy, out)).run;
  }
  return {
    repo: path.basename(repo),
    files: report.discovered,
    lines: report.linesIndexed,
    cold,
    profile: report.profile,
    noChange,
    oneLineEdit: { ...edit, file },
    repomix,
    ctags,
    storeBytes: storeSize(store),
    cli: cli!,
    compareCli: compareCli ?? null,
  };
}

function hasCtags(): boolean {
  try {
    execFileSync("ctags", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const sec = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mib = (kib: number | null): string => (kib === null ? "n/a" : `${Math.round(kib / 1024)} MiB`);
const timed = (run: ToolRun | null): string => (run ? `${sec(run.wallMs)}, ${mib(run.peakRssKiB)}` : "not run");

/** The table of totals: one column per repository. */
function renderTotals(results: RepoResult[]): string {
  const rows: [string, (r: RepoResult) => string][] = [
    ["files / lines indexed", (r) => `${r.files} / ${r.lines}`],
    ["strata cold index (wall, peak RSS)", (r) => timed(r.cold)],
    ["strata lines/s (cold)", (r) => `${Math.round(r.lines / (r.cold.wallMs / 1000))}`],
    ["strata no-change re-index", (r) => timed(r.noChange)],
    ["strata one-line-edit re-index", (r) => timed(r.oneLineEdit)],
    ["repomix --compress", (r) => timed(r.repomix)],
    ["strata cold / repomix", (r) => (r.repomix ? `${(r.cold.wallMs / r.repomix.wallMs).toFixed(1)}x` : "n/a")],
    ["ctags -R", (r) => timed(r.ctags)],
    ["store size", (r) => `${(r.storeBytes / 1024 / 1024).toFixed(1)} MiB`],
  ];
  const head = `| | ${results.map((r) => r.repo).join(" | ")} |\n|---|${results.map(() => "---").join("|")}|`;
  return [head, ...rows.map(([label, f]) => `| ${label} | ${results.map(f).join(" | ")} |`)].join("\n");
}

/** CLI answers on the indexed copy: median (best) wall ms per command, one column per repository and bin. */
function renderCli(results: RepoResult[], opts: Options): string {
  const columns: [string, (r: RepoResult) => Record<string, CliTiming> | null][] = [[opts.compareBin ? "this checkout" : "", (r) => r.cli]];
  if (opts.compareBin) columns.push([`--compare-bin`, (r) => r.compareCli]);
  const labels = results.flatMap((r) => columns.map(([bin]) => `${r.repo}${bin ? ` (${bin})` : ""}`));
  const head = `| CLI wall, median (best) of ${opts.cliRuns} | ${labels.join(" | ")} |\n|---|${labels.map(() => "---:").join("|")}|`;
  const cell = (t: CliTiming | undefined): string => (t ? `${t.medianMs} (${t.bestMs}) ms` : "");
  const rows = Object.keys(results[0]?.cli ?? {}).map((name) => `| ${name} | ${results.flatMap((r) => columns.map(([, f]) => cell(f(r)?.[name]))).join(" | ")} |`);
  return [head, ...rows].join("\n");
}

/** Per-step profile of the cold index: wall / CPU (s) and peak RSS (MiB), one column per repository. */
function renderProfile(results: RepoResult[]): string {
  const steps = [...new Set(results.flatMap((r) => Object.keys(r.profile)))];
  const head = `| cold step: wall / CPU, peak RSS | ${results.map((r) => r.repo).join(" | ")} |\n|---|${results.map(() => "---").join("|")}|`;
  const cell = (c: StepCost | undefined): string => (c ? `${sec(c.wallMs)} / ${sec(c.cpuMs)}, ${c.peakRssMiB} MiB` : "");
  return [head, ...steps.map((s) => `| ${s} | ${results.map((r) => cell(r.profile[s])).join(" | ")} |`)].join("\n");
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  const tmp = mkdtempSync(path.join(os.tmpdir(), "strata-bench-index-"));
  const results: RepoResult[] = [];
  try {
    for (const repo of opts.repos) {
      process.stderr.write(`bench:index ${repo}\n`);
      results.push(await benchRepo(repo, opts, tmp));
      for (const entry of readdirSync(tmp)) rmSync(path.join(tmp, entry), { recursive: true, force: true });
    }
  } finally {
    if (!opts.keepTmp) rmSync(tmp, { recursive: true, force: true });
  }
  mkdirSync(opts.outDir, { recursive: true });
  for (const r of results) {
    const strip = (run: ToolRun | null): unknown => (run ? { ...run, stdout: undefined } : null);
    const json = { ...r, cold: strip(r.cold), noChange: strip(r.noChange), oneLineEdit: strip(r.oneLineEdit), repomix: strip(r.repomix), ctags: strip(r.ctags) };
    writeFileSync(path.join(opts.outDir, `index-${r.repo}.json`), `${JSON.stringify(json, null, 2)}\n`);
  }
  console.log(`## strata index benchmark (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end)\n`);
  console.log(renderTotals(results));
  console.log("");
  console.log(renderProfile(results));
  console.log("");
  console.log(renderCli(results, opts));
}

await main();
