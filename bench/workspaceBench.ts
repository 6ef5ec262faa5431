/**
 * Context-preparation benchmark of the region-question workspace (seed 003 "What
 * advance preparation changed"): `npm run bench:workspace -- <repo> [--runs 5] [--model]`.
 *
 * Three fixed questions, each on the first named function, method or class of three files picked evenly
 * from the repository's parseable files (sorted by path). Per run, with a new temporary store each time:
 * 1. cold: a fresh workspace; each question in a new session (region trees, summaries all computed);
 * 2. `--warm`: a fresh workspace warmed with `warmWorkspace` (timed), then each question in a new session;
 * 3. repeat: the same question again at once in the warm session (served from its focused cache).
 * Prints the median ms per stage over the runs, the model calls per state and the median `--warm` time.
 * Without `--model` summaries are extractive (no model); with it, the configured model (`STRATA_LLM`…) is called.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config/index.js";
import { buildRegionTree, detectLanguage, discoverFiles, readSourceFile, type Region } from "../src/extract/index.js";
import { openStore } from "../src/store/index.js";
import { createLlmClient, type LlmClient } from "../src/summarize/index.js";
import { openWorkspace, planPrompt, warmWorkspace, type StageTimings, type WorkspaceParts } from "../src/workspace/index.js";
import { median } from "./compression.js";

const STAGES = ["read", "regions", "select", "folder", "summaries", "assemble"] as const;
const QUESTIONS = ["What does {name} do?", "Which inputs make {name} fail, and how?", "What would break if {name} changed its return value?"];

interface Target {
  path: string;
  name: string;
  start: number;
  end: number;
  question: string;
}

function firstNamed(region: Region): Region | undefined {
  for (const c of region.children) {
    if (!c.synthetic && c.name && ["function", "method", "class"].includes(c.kind)) return c;
    const inner = firstNamed(c);
    if (inner) return inner;
  }
  return undefined;
}

/** The three fixed questions: files at 1/6, 3/6 and 5/6 of the parseable files with a named unit. */
async function pickTargets(root: string): Promise<Target[]> {
  const { files } = await discoverFiles(root);
  const found: Target[] = [];
  for (const f of files) {
    const language = detectLanguage(f.path).id;
    if (!["typescript", "tsx", "javascript", "python", "go", "java", "rust"].includes(language)) continue;
    const read = await readSourceFile(f);
    if (!read.ok) continue;
    const unit = firstNamed((await buildRegionTree({ path: f.path, text: read.text, language })).root);
    if (unit) found.push({ path: f.path, name: unit.name!, start: unit.start, end: unit.end, question: "" });
  }
  if (found.length < 3) throw new Error(`${root}: fewer than 3 files with a named function, method or class; pick a larger repository`);
  return [1, 3, 5].map((sixth, k) => ({ ...found[Math.floor((found.length * sixth) / 6)]!, question: QUESTIONS[k]!.replace("{name}", found[Math.floor((found.length * sixth) / 6)]!.name) }));
}

interface Sample {
  timings: StageTimings;
  totalMs: number;
  cached: boolean;
}

async function ask(parts: WorkspaceParts, session: string, t: Target): Promise<Sample> {
  const started = performance.now();
  const plan = await planPrompt(parts, parts.sessions.get(session), { path: t.path, start: t.start, end: t.end }, t.question);
  return { timings: plan.context.timings, totalMs: performance.now() - started, cached: plan.context.cached };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: "string", default: "5" }, model: { type: "boolean", default: false } } });
  const repo = positionals[0];
  if (!repo) throw new Error("usage: npm run bench:workspace -- <repo> [--runs 5] [--model]");
  const root = fs.realpathSync(repo);
  const runs = Number(values.runs);
  const config = loadConfig(root, {});
  const llm: LlmClient | undefined = values.model ? createLlmClient(config) : undefined;
  if (values.model && !llm) throw new Error("--model: no model configured (set STRATA_LLM)");
  const targets = await pickTargets(root);
  const limits = { maxFileBytes: config.maxFileBytes, maxLineChars: config.maxLineChars };
  const samples = new Map<string, Sample[]>(); // `${question}|${state}`
  const add = (k: number, state: string, s: Sample): void => {
    const key = `${k}|${state}`;
    samples.set(key, [...(samples.get(key) ?? []), s]);
  };
  const warmMs: number[] = [];
  const calls = { cold: 0, warm: 0, repeat: 0, warming: 0 };
  let warmInfo = { files: 0, regions: 0 };
  for (let run = 0; run < runs; run++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-wsbench-"));
    try {
      const coldStore = openStore(path.join(dir, "cold.db"));
      const cold = openWorkspace({ root, store: coldStore, ...(llm ? { llm } : {}), limits });
      for (const [k, t] of targets.entries()) add(k, "cold", await ask(cold, `cold-${run}-${k}`, t));
      calls.cold += cold.basic.stats.modelCalls;
      await coldStore.close();

      const warmStore = openStore(path.join(dir, "warm.db"));
      const warm = openWorkspace({ root, store: warmStore, ...(llm ? { llm } : {}), limits });
      const report = await warmWorkspace(warm);
      warmMs.push(report.durationMs);
      warmInfo = { files: report.files, regions: report.regions };
      calls.warming += report.modelCalls;
      let before = warm.basic.stats.modelCalls;
      for (const [k, t] of targets.entries()) add(k, "warm", await ask(warm, `warm-${run}-${k}`, t));
      calls.warm += warm.basic.stats.modelCalls - before;
      before = warm.basic.stats.modelCalls;
      for (const [k, t] of targets.entries()) add(k, "repeat", await ask(warm, `warm-${run}-${k}`, t));
      calls.repeat += warm.basic.stats.modelCalls - before;
      await warmStore.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const ms = (x: number | null): string => (x === null ? "–" : x < 10 ? x.toFixed(3) : x.toFixed(1));
  const out: string[] = [
    `# Workspace context preparation: ${path.basename(root)} (${warmInfo.files} files, ${warmInfo.regions} regions; ${runs} runs; ${llm ? `model ${llm.id}` : "extractive summaries, no model"})`,
    "",
    "| question | state | " + STAGES.join(" ms | ") + " ms | total ms | focused cache hit |",
    "|---|---|" + STAGES.map(() => "---:|").join("") + "---:|---|",
  ];
  const totals: Record<string, number[]> = { cold: [], warm: [], repeat: [] };
  for (const [k, t] of targets.entries()) {
    for (const state of ["cold", "warm", "repeat"]) {
      const list = samples.get(`${k}|${state}`) ?? [];
      const total = median(list.map((s) => s.totalMs));
      totals[state]!.push(total ?? 0);
      const stages = STAGES.map((st) => ms(median(list.map((s) => s.timings[st]).filter((v): v is number => v !== undefined))));
      out.push(`| ${k + 1}. ${t.path} \`${t.name}\` | ${state} | ${stages.join(" | ")} | ${ms(total)} | ${list.every((s) => s.cached) ? "yes" : "no"} |`);
    }
  }
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  const [c, w, r] = [sum(totals.cold!), sum(totals.warm!), sum(totals.repeat!)];
  out.push(
    "",
    `- Median context preparation, sum over the three questions: cold ${ms(c)} ms → after --warm ${ms(w)} ms (${(((c - w) / c) * 100).toFixed(1)}% less); immediate repeat ${ms(r / 3)} ms per question (goal < 1 ms: ${r / 3 < 1 ? "met" : "missed"}).`,
    `- --warm took a median ${ms(median(warmMs))} ms (${warmInfo.regions} regions of ${warmInfo.files} files).`,
    `- Model calls over all runs: cold ${calls.cold}, warming ${calls.warming}, after --warm ${calls.warm} (goal 0: ${calls.warm === 0 ? "met" : "missed"}), repeat ${calls.repeat}.`,
    "- Stage times are the median over runs of each stage; a stage absent in a state (summaries on a focused-cache hit) shows –. Answer generation is not included.",
  );
  process.stdout.write(`${out.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:workspace: ${(error as Error).message}\n`);
  process.exitCode = 1;
});
