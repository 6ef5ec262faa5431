/**
 * `npm run bench:cli -- <repo> [--query "<words>"] [--runs N]`: how long the read-only commands take from the shell
 * on an indexed repository, as a user or an assistant's tool call sees it. Each command is a fresh
 * `node bin/strata.js …` child under GNU time; the table gives, per command, the median wall time (ms), the median
 * CPU time (user + system, ms: the figure a busy machine does not inflate) and the peak RSS (MiB) over N runs
 * (default 5; commands interleaved, so a load spike hits all of them alike). The repository must be indexed
 * (`strata index <repo>`); the bench only reads it. The file and node it asks about are the top hit of `--query`
 * (default "parse the request").
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { median } from "../src/query/index.js";
import { GNU_TIME, assertGnuTime } from "./runTool.js";

const BIN = path.resolve(import.meta.dirname, "..", "..", "bin", "strata.js");

interface Sample {
  wallMs: number;
  cpuMs: number;
  rssKiB: number;
  status: number | null;
}

function timedRun(args: string[], cwd: string): Sample {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "strata-cli-bench-")), "time.txt");
  const start = performance.now();
  const r = spawnSync(GNU_TIME, ["-f", "%U %S %M", "-o", out, process.execPath, BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, STRATA_LLM: "" } });
  const wallMs = performance.now() - start;
  const [user, sys, rss] = fs.readFileSync(out, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { wallMs, cpuMs: ((user ?? 0) + (sys ?? 0)) * 1000, rssKiB: rss ?? 0, status: r.status };
}

function main(): void {
  assertGnuTime();
  const args = process.argv.slice(2);
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const runs = Number(flag("--runs") ?? 5);
  const query = flag("--query") ?? "parse the request";
  const repo = args[0] ? path.resolve(args[0]) : undefined;
  if (!repo || !fs.existsSync(path.join(repo, ".strata", "strata.db"))) {
    throw new Error(`usage: npm run bench:cli -- <indexed repo> [--query "<words>"] [--runs N] (got ${repo ?? "no repo"}; run strata index first)`);
  }
  const top = JSON.parse(spawnSync(process.execPath, [BIN, "search", query, "--repo", repo, "--json", "-k", "1"], { encoding: "utf8" }).stdout) as { results: { id: string; path: string }[] };
  const hit = top.results[0];
  if (!hit) throw new Error(`no search hit for "${query}" in ${repo}`);
  const name = hit.id.includes("#") ? hit.id.slice(hit.id.indexOf("#") + 1) : path.basename(hit.path);
  const commands: [string, string[]][] = [
    ["--version", ["--version"]],
    ["status", ["status", repo]],
    ["search", ["search", query, "--repo", repo]],
    ["context --budget 4000", ["context", query, "--repo", repo, "--budget", "4000"]],
    ["summary <file>", ["summary", hit.path, "--repo", repo]],
    ["definition <name>", ["definition", name, "--repo", repo]],
    ["references <id>", ["references", hit.id, "--repo", repo]],
    ["stats", ["stats", repo]],
  ];
  const samples = new Map<string, Sample[]>(commands.map(([label]) => [label, []]));
  for (let i = 0; i < runs; i++) for (const [label, argv] of commands) samples.get(label)!.push(timedRun(argv, repo));
  console.log(`## strata CLI from the shell: ${path.basename(repo)} (${runs} runs each, load average ${os.loadavg()[0]!.toFixed(1)}, ${os.availableParallelism()} cores)\n`);
  console.log(`Query "${query}"; file ${hit.path}; node ${hit.id}.\n`);
  console.log("| command | median wall ms | median CPU ms | peak RSS MiB | exit |\n|---|---:|---:|---:|---:|");
  for (const [label] of commands) {
    const s = samples.get(label)!;
    console.log(`| ${label} | ${median(s.map((x) => x.wallMs)).toFixed(0)} | ${median(s.map((x) => x.cpuMs)).toFixed(0)} | ${(Math.max(...s.map((x) => x.rssKiB)) / 1024).toFixed(0)} | ${[...new Set(s.map((x) => x.status))].join(",")} |`);
  }
}

main();
