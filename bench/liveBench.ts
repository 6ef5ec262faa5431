/**
 * `npm run bench:live -- <repo>… [--edits 30] [--switch 50] [--debounce 100] [--cold-in-watcher] [--heap-growing-percent N|off] [--edits-cpu-profile <file>] [--switch-cpu-profile <file>] [--verbose]`: the live
 * index in one long-lived process, as `strata watch` / `strata mcp` run it. Per repository:
 * 1. clones it into a temp folder (so a branch switch is a real `git checkout`) and indexes it cold: by a one-shot
 *    `indexRepository` before the watcher starts (as `strata index` then `strata watch`), or with `--cold-in-watcher` as
 *    the watcher's first update (`strata watch` or `strata mcp` on a repository never indexed);
 * 2. starts the watcher and makes `--edits` one-line edits of three kinds in turn (an exported constant added, a
 *    comment line added, a body line duplicated) in seeded-random source files, timing each from the write to the
 *    watcher's `updated` event (the moment queries answer fresh);
 * 3. checks out a commit on top of HEAD that gives exactly `--switch` indexed files their older content (from the
 *    nearest first-parent ancestor touching that many), timing from the checkout to the end of the updates it caused;
 * 4. prints a markdown table: cold index, the watcher's warm-up after its start (`warm` event; "–" when it reports none),
 *    the first edit (made once the watcher is idle: what a user's first edit after `strata watch` starts costs), edit
 *    median / p95 over all edits, branch switch, and memory: the peak RSS of the whole process (`maxRSS`: the cold index
 *    in this process included), and the peak after the cold index (`VmHWM` of /proc/self/status, reset through
 *    /proc/self/clear_refs once the cold index is done: the warm-up, edits and switch, plus with a separate cold index
 *    the watcher's first update; "–" where Linux does not allow the reset).
 * `--heap-growing-percent` sets the watcher's bound on V8's heap growth (`WatchOptions.heapGrowingPercent`; default the
 * watcher's own, `off` leaves V8's factor), to compare peaks side by side; it is process-wide, so one value per run.
 * `--edits-cpu-profile <file>` writes a V8 CPU profile (`.cpuprofile`, for Chrome DevTools or `speedscope`) of the
 * edits alone: started once the watcher is idle after its warm-up, stopped after the last edit's update (one repository
 * per run: the file is overwritten by each). `--switch-cpu-profile <file>` does the same for the branch switch alone:
 * from just before the checkout to the watcher's idle after it.
 * `--verbose` also prints, per edit on stderr, its kind, file, time and each stage's wall / CPU ms (the update's
 * `profile`) and the node inputs the hierarchy hashed, and the memory (RSS, V8 heap used, external) at each step with the time (ms since the epoch), to be read
 * beside an outside sampler of the process's RSS.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Session } from "node:inspector/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { indexRepository } from "../src/pipeline/index.js";
import { loadConfig } from "../src/config/index.js";
import { detectLanguage } from "../src/extract/index.js";
import { watchRepository, type WatchEvent } from "../src/live/index.js";
import type { IndexReport } from "../src/pipeline/index.js";
import { openStore } from "../src/store/index.js";
import { seededRandom } from "../src/shared/random.js";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};

/** One line that changes a file of `language` without breaking it. */
function editLine(language: string, kind: number, n: number): string {
  const comment = language === "python" || language === "ruby" ? "#" : "//";
  if (kind === 1) return `${comment} live edit ${n}\n`;
  if (language === "python") return `STRATA_LIVE_EDIT_${n} = ${n}\n`;
  if (language === "go") return `var StrataLiveEdit${n} = ${n}\n`;
  if (language === "typescript" || language === "javascript") return `export const strataLiveEdit${n} = ${n};\n`;
  return `${comment} live edit ${n}\n`;
}

interface Row {
  repo: string;
  files: number;
  coldMs: number;
  edits: number[];
  warmMs: number | null;
  switchFiles: number;
  switchMs: number | null;
  peakRssMiB: number;
  watcherPeakRssMiB: number | null;
}

const MIB = 1024 * 1024;

/** Resets the process's peak RSS (`VmHWM`) to its RSS now; false where Linux does not allow it (not Linux, no /proc). */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

/** The process's peak RSS since the last {@link resetPeakRss} (`VmHWM`), MiB; undefined without /proc. */
function peakRssSinceReset(): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+)\s*kB/u.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** One line on stderr: the step, the time (ms since the epoch) and the memory now (MiB). */
function memoryLine(step: string): string {
  const m = process.memoryUsage();
  return `memory ${step} at ${Date.now()}: rss ${(m.rss / MIB).toFixed(0)}, heap used ${(m.heapUsed / MIB).toFixed(0)} of ${(m.heapTotal / MIB).toFixed(0)}, external ${(m.external / MIB).toFixed(0)} (array buffers ${(m.arrayBuffers / MIB).toFixed(0)}), peak so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)}\n`;
}

async function benchOne(source: string, edits: number, switchFiles: number, debounceMs: number, verbose: boolean, coldInWatcher: boolean, heapGrowingPercent: number | false | undefined, cpuProfileFile?: string, switchProfileFile?: string): Promise<Row> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "strata-livebench-"));
  execFileSync("git", ["clone", "-q", source, work]);
  const store = openStore(path.join(work, ".strata", "strata.db"));
  const config = loadConfig(work);
  const t0 = performance.now();
  if (verbose) process.stderr.write(memoryLine("before the cold index"));
  // Separate (default): the cold index is a one-shot `indexRepository` (as `strata index`), then the watcher starts on
  // the indexed store. In the watcher: the watcher's first update is the cold index (`strata watch` or `strata mcp` on a
  // repository never indexed), so the watching process holds what that update leaves.
  let cold: IndexReport | undefined;
  let coldMs = 0;
  let reset = false;
  const coldDone = (report: IndexReport): void => {
    cold = report;
    coldMs = performance.now() - t0;
    if (verbose) {
      const stages = Object.entries(report.profile).map(([name, c]) => `${name} ${c.peakRssMiB}`);
      process.stderr.write(`cold index: peak RSS MiB by step (sampled): ${stages.join(", ")}\n${memoryLine("after the cold index")}`);
    }
    reset = resetPeakRss();
  };
  if (!coldInWatcher) {
    coldDone(await indexRepository({ root: work, store, config }));
  }
  // The updates a branch switch caused (verbose output), collected while the switch runs.
  let switchUpdates: WatchEvent[] | undefined;
  let warm: (WatchEvent & { type: "warm" }) | undefined;
  let waiting: { type: WatchEvent["type"]; resolve: (e: WatchEvent) => void } | undefined;
  const next = (type: WatchEvent["type"]): Promise<WatchEvent> => new Promise((resolve) => (waiting = { type, resolve }));
  const watcher = await watchRepository({
    root: work,
    store,
    config,
    debounceMs,
    heapGrowingPercent,
    onEvent: (e) => {
      if (e.type === "ready" && coldInWatcher) coldDone(e.report);
      if (e.type === "updated") switchUpdates?.push(e);
      if (e.type === "warm") warm = e;
      if (waiting?.type === e.type) {
        const w = waiting;
        waiting = undefined;
        w.resolve(e);
      }
    },
  });
  // The first edit comes once the watcher is idle (its warm-up, if any, done), as a user's first edit after a start.
  // The longest the event loop waited meanwhile: how long a question to a server in this process could wait.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await watcher.idle();
  delay.disable();
  if (verbose) process.stderr.write(memoryLine("after the warm-up"));
  if (verbose && warm) {
    const ts = warm.report?.typescript;
    const detail = ts ? `; TypeScript ${ts.files} files (${ts.parsed} parsed) parse ${ts.parseMs.toFixed(0)} ms, program ${ts.programMs.toFixed(0)} ms, checker ${ts.checkerMs.toFixed(0)} ms, longest stretch without yielding ${ts.longestSliceMs.toFixed(0)} ms` : "";
    const blocked = `; event loop delay max ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`;
    process.stderr.write(`warm-up: ${(warm.ms / 1000).toFixed(2)} s, extractors ${warm.report?.extractMs ?? 0} ms${detail}${blocked}${warm.failed ? `; failed: ${warm.failed}` : ""}\n`);
  }
  const files = (await store.listStamps()).filter((s) => ["typescript", "javascript", "python", "go"].includes(s.language)).map((s) => s.path);
  const rand = seededRandom(7);
  const times: number[] = [];
  const profiler = cpuProfileFile ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.start");
  }
  for (let n = 0; n < edits && files.length; n++) {
    const file = files[Math.floor(rand() * files.length)]!;
    const abs = path.join(work, file);
    const text = fs.readFileSync(abs, "utf8");
    const kind = n % 3;
    const lines = text.split("\n");
    const edited = kind === 2 && lines.length > 3 ? [...lines.slice(0, -2), lines.at(-2)!, ...lines.slice(-2)].join("\n") : `${text}${text.endsWith("\n") ? "" : "\n"}${editLine(detectLanguage(file).id, kind, n)}`;
    const updated = next("updated");
    const start = performance.now();
    fs.writeFileSync(abs, edited);
    const event = await updated;
    times.push(performance.now() - start);
    if (verbose && event.type === "updated") {
      const stages = Object.entries(event.report.profile ?? {}).map(([name, c]) => `${name} ${c.wallMs.toFixed(0)}/${c.cpuMs.toFixed(0)}`);
      // The node inputs the hierarchy built and hashed (the rest its memo proved unchanged).
      const hierarchy = event.report.stages.hierarchy as { hashed?: number; nodes?: number } | undefined;
      const hashed = hierarchy?.hashed !== undefined ? `; hierarchy hashed ${hierarchy.hashed} of ${hierarchy.nodes} nodes` : "";
      process.stderr.write(`edit ${n} ${["export", "comment", "body"][kind]} ${file}: ${(times.at(-1)! / 1000).toFixed(2)} s; wall/cpu ms: ${stages.join(", ")}${hashed}\n`);
    }
    await watcher.idle();
    if (verbose) process.stderr.write(memoryLine(`after edit ${n}`));
  }
  if (profiler && cpuProfileFile) {
    const { profile } = await profiler.post("Profiler.stop");
    fs.writeFileSync(cpuProfileFile, JSON.stringify(profile));
    profiler.disconnect();
  }
  // The branch switch: a commit on top of HEAD that gives exactly `switchFiles` indexed files their content at the
  // nearest first-parent ancestor whose diff touches at least that many (a real branch of real older versions, made
  // with git's plumbing so the working tree is untouched until the checkout); the checkout to it is what is timed.
  let switchMs: number | null = null;
  let touched = 0;
  // Undo the edits and wait for that update itself: `idle()` alone may resolve before the watcher has seen the
  // revert's file events, which would then join the switch's update and be timed with it.
  const reverted = times.length ? next("updated") : undefined;
  execFileSync("git", ["checkout", "-q", "--", "."], { cwd: work });
  await reverted;
  await watcher.idle();
  const target = switchCommit(work, switchFiles);
  if (target) {
    touched = target.files;
    const started = next("update-start");
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    const updates: WatchEvent[] = [];
    switchUpdates = updates;
    const switchProfiler = switchProfileFile ? new Session() : undefined;
    if (switchProfiler) {
      switchProfiler.connect();
      await switchProfiler.post("Profiler.enable");
      await switchProfiler.post("Profiler.start");
    }
    execFileSync("git", ["checkout", "-q", target.commit], { cwd: work });
    await started;
    await watcher.idle();
    switchMs = performance.now() - start;
    if (switchProfiler && switchProfileFile) {
      const { profile } = await switchProfiler.post("Profiler.stop");
      fs.writeFileSync(switchProfileFile, JSON.stringify(profile));
      switchProfiler.disconnect();
    }
    switchUpdates = undefined;
    if (verbose) process.stderr.write(memoryLine("after the switch"));
    if (verbose) {
      const cpu = process.cpuUsage(cpu0);
      process.stderr.write(`switch to ${target.from} for ${touched} files: ${(switchMs / 1000).toFixed(2)} s, process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, ${updates.length} update(s)\n`);
      for (const e of updates) {
        if (e.type !== "updated") continue;
        const stages = Object.entries(e.report.profile ?? {}).map(([name, c]) => `${name} ${c.wallMs.toFixed(0)}/${c.cpuMs.toFixed(0)}`);
        process.stderr.write(`  update of ${e.paths.length} path(s): ${e.ms} ms; wall/cpu ms: ${stages.join(", ")}\n`);
        process.stderr.write(`  stage reports: ${JSON.stringify(e.report.stages)}\n`);
      }
    }
  }
  const watcherPeak = reset ? peakRssSinceReset() : undefined;
  await watcher.close();
  await store.close();
  fs.rmSync(work, { recursive: true, force: true });
  return { repo: path.basename(source), files: cold?.discovered ?? 0, coldMs, edits: times, warmMs: warm?.ms ?? null, switchFiles: touched, switchMs, peakRssMiB: process.resourceUsage().maxRSS / 1024, watcherPeakRssMiB: watcherPeak ?? null };
}

/**
 * A commit whose parent is HEAD and whose tree differs from HEAD's in exactly `count` indexed files (a seeded random
 * choice, so not only the first folders in path order), each as it was at `from`, the nearest first-parent ancestor whose diff to HEAD touches at least `count` of them (a
 * file absent there is removed). Undefined when no ancestor within 400 commits touches enough files.
 */
function switchCommit(work: string, count: number): { commit: string; from: string; files: number } | undefined {
  const git = (args: string[], env?: NodeJS.ProcessEnv): string => execFileSync("git", args, { cwd: work, encoding: "utf8", ...(env ? { env: { ...process.env, ...env } } : {}) }).trim();
  for (let back = 1; back <= 400; back++) {
    let names: string[];
    try {
      names = git(["diff", "--name-only", `HEAD~${back}`, "HEAD"]).split("\n").filter(Boolean);
    } catch {
      return undefined;
    }
    const indexed = names.filter((n) => detectLanguage(n).id !== "text").sort();
    if (indexed.length < count) continue;
    const from = `HEAD~${back}`;
    const env = { GIT_INDEX_FILE: path.join(work, ".git", "strata-bench-index") };
    const rand = seededRandom(11);
    const chosen = indexed.map((file) => ({ file, key: rand() })).sort((a, b) => a.key - b.key).slice(0, count).map((c) => c.file).sort();
    try {
      git(["read-tree", "HEAD"], env);
      for (const file of chosen) {
        const entry = git(["ls-tree", from, "--", file]);
        const [mode, , blob] = entry.split(/\s+/);
        if (entry && mode && blob) git(["update-index", "--add", "--cacheinfo", `${mode},${blob},${file}`], env);
        else git(["update-index", "--force-remove", "--", file], env);
      }
      const tree = git(["write-tree"], env);
      return { commit: git(["commit-tree", tree, "-p", "HEAD", "-m", `${count} files as at ${from}`]), from, files: count };
    } finally {
      fs.rmSync(env.GIT_INDEX_FILE, { force: true });
    }
  }
  return undefined;
}

async function main(): Promise<void> {
  const switches = new Set(["--verbose", "--cold-in-watcher"]);
  const repos = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !(all[i - 1]?.startsWith("--") && !switches.has(all[i - 1]!)));
  if (!repos.length) throw new Error("usage: npm run bench:live -- <git repo>… [--edits 30] [--switch 50] [--debounce 100]");
  const edits = flag("--edits", 30);
  const switchFiles = flag("--switch", 50);
  const debounceMs = flag("--debounce", 100);
  const profileAt = process.argv.indexOf("--edits-cpu-profile");
  const cpuProfileFile = profileAt < 0 ? undefined : path.resolve(process.argv[profileAt + 1]!);
  const switchProfileAt = process.argv.indexOf("--switch-cpu-profile");
  const switchProfileFile = switchProfileAt < 0 ? undefined : path.resolve(process.argv[switchProfileAt + 1]!);
  const growthAt = process.argv.indexOf("--heap-growing-percent");
  const growth = growthAt < 0 ? undefined : process.argv[growthAt + 1] === "off" ? false : Number(process.argv[growthAt + 1]);
  const rows: Row[] = [];
  for (const repo of repos) {
    process.stderr.write(`bench:live: ${repo}\n`);
    rows.push(await benchOne(path.resolve(repo), edits, switchFiles, debounceMs, process.argv.includes("--verbose"), process.argv.includes("--cold-in-watcher"), growth, cpuProfileFile, switchProfileFile));
  }
  const s = (ms: number | null): string => (ms === null || Number.isNaN(ms) ? "–" : (ms / 1000).toFixed(2));
  process.stdout.write(`Live index, debounce ${debounceMs} ms, ${edits} one-line edits per repository (time from the write to fresh answers).\n\n`);
  process.stdout.write("| repository | files | cold index s | warm-up s | first edit s | edit median s | edit p95 s | branch switch (files) | switch s | peak RSS MiB | peak after cold index MiB |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const r of rows) process.stdout.write(`| ${r.repo} | ${r.files} | ${s(r.coldMs)} | ${s(r.warmMs)} | ${s(r.edits[0] ?? null)} | ${s(percentile(r.edits, 50))} | ${s(percentile(r.edits, 95))} | ${r.switchFiles} | ${s(r.switchMs)} | ${r.peakRssMiB.toFixed(0)} | ${r.watcherPeakRssMiB === null ? "–" : r.watcherPeakRssMiB.toFixed(0)} |\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:live failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
