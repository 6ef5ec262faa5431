/**
 * `npm run bench:cache -- <repo> [--edits N] [--seed S] [--verbose]`: LLM calls made by a plain content-hash cache vs the
 * semantic cache (seed 000 §7.2, Table 7.1) over a series of realistic edits.
 *
 * 1. Copies `<repo>` (without .git, node_modules) to a temp dir, keeping modification times.
 * 2. Indexes it once with the synthesis stage against a loopback OpenAI-compatible server (warm-up).
 * 3. Replays N edits (default 120) generated from the repository's own TypeScript files with a seeded RNG
 *    (`cacheEdits.ts`), indexing after each. A content-hash cache calls the model once per file whose bytes
 *    changed (the run's `indexed` count); the semantic cache's calls are the stage's `llmCalls`.
 * 4. Prints a markdown table per edit kind and in total, with the % of calls saved.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { indexRepository } from "../src/pipeline/index.js";
import { loadConfig } from "../src/config/index.js";
import { createSynthesisStage, type IndexReport } from "../src/pipeline/index.js";
import { openStore } from "../src/store/index.js";
import { createLlmClient } from "../src/summarize/index.js";
import { applyEdit, EDIT_MIX, pickKind, type EditKind } from "./cacheEdits.js";
import { seededRandom } from "../src/shared/random.js";
import { startLoopbackLlm } from "./loopbackLlm.js";

interface Tally {
  edits: number;
  hashCalls: number;
  semanticCalls: number;
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** LLM calls of a run's synthesis stage (0 when it made none: no model, a dry run, or it failed). */
const llmCallsOf = (report: IndexReport): number => {
  const synthesis = report.stages.synthesis;
  return synthesis && "llmCalls" in synthesis ? synthesis.llmCalls : 0;
};

const pct = (saved: number, of: number): string => (of ? `${((saved / of) * 100).toFixed(1)}%` : "n/a");

async function main(): Promise<void> {
  const repo = path.resolve(process.argv.slice(2).find((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--")) ?? "/tmp/bench-repos/hono");
  const editCount = Number(flag("--edits") ?? 120);
  const seed = Number(flag("--seed") ?? 42);
  if (!fs.existsSync(repo)) throw new Error(`repository not found: ${repo}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "strata-cachebench-"));
  fs.cpSync(repo, work, { recursive: true, preserveTimestamps: true, filter: (src) => !/[/\\](\.git|node_modules|\.strata)$/.test(src) });
  const server = await startLoopbackLlm();
  const store = openStore(path.join(work, ".strata", "strata.db"));
  // tokenThreshold 0: every file goes through the cache, so the table compares the caches alone (by default files of
  // at most 1500 tokens are sent in full and never summarized, under either cache).
  const config = loadConfig(work, { tokenThreshold: 0 }, {});
  const llm = createLlmClient({ llm: "openai-compatible:bench-model", llmBaseUrl: server.url, llmMaxRetries: 0, llmConcurrency: 8 }, {})!;
  const stages = [createSynthesisStage()];
  try {
    const t0 = performance.now();
    const first = await indexRepository({ root: work, store, config, llm, stages, threads: 2 });
    const warm = { files: first.indexed, calls: llmCallsOf(first), ms: performance.now() - t0 };
    const candidates = (await store.listStamps()).map((s) => s.path).filter((p) => /\.(ts|tsx|mts)$/.test(p) && !p.endsWith(".d.ts"));
    const rand = seededRandom(seed);
    const tallies = new Map<EditKind, Tally>(EDIT_MIX.map(([k]) => [k, { edits: 0, hashCalls: 0, semanticCalls: 0 }]));
    const started = performance.now();
    for (let n = 1; n <= editCount; n++) {
      let applied: { kind: EditKind; file: string; text: string } | undefined;
      // The kind is drawn first, then files until one offers a place for it, so the mix follows EDIT_MIX.
      const kind = pickKind(rand);
      for (let attempt = 0; attempt < 500 && !applied; attempt++) {
        const file = candidates[Math.floor(rand() * candidates.length)]!;
        const before = fs.readFileSync(path.join(work, file), "utf8");
        const after = applyEdit(kind, before, n, rand);
        if (after !== undefined && after !== before) applied = { kind, file, text: after };
      }
      if (!applied) throw new Error(`no file offers a place for a ${kind} edit (edit ${n})`);
      fs.writeFileSync(path.join(work, applied.file), applied.text);
      const report = await indexRepository({ root: work, store, config, llm, stages, threads: 1 });
      const t = tallies.get(applied.kind)!;
      t.edits += 1;
      t.hashCalls += report.indexed;
      const calls = llmCallsOf(report);
      t.semanticCalls += calls;
      // `--verbose`: name the edits whose outcome is not the kind's usual one (a body edit that changed the contract…).
      const usual = applied.kind === "comment" || applied.kind === "private-body" ? 0 : 1;
      if (process.argv.includes("--verbose") && calls !== usual) process.stderr.write(`edit ${n} ${applied.kind} ${applied.file}: ${calls} LLM calls\n`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const rows = [...tallies].filter(([, t]) => t.edits > 0);
    const total = rows.reduce((s, [, t]) => ({ edits: s.edits + t.edits, hashCalls: s.hashCalls + t.hashCalls, semanticCalls: s.semanticCalls + t.semanticCalls }), {
      edits: 0,
      hashCalls: 0,
      semanticCalls: 0,
    });
    const out = [
      `Semantic cache benchmark: ${path.basename(repo)} (${candidates.length} TypeScript files edited at random), ${editCount} edits, seed ${seed}, ${seconds} s.`,
      `Warm-up: ${warm.files} files indexed, ${warm.calls} LLM calls (${(warm.ms / 1000).toFixed(0)} s); the server answered ${server.requests()} requests in all.`,
      "",
      "| edit kind | edits | LLM calls, content-hash cache | LLM calls, semantic cache | saved |",
      "|---|---:|---:|---:|---:|",
      ...rows.map(([k, t]) => `| ${k} | ${t.edits} | ${t.hashCalls} | ${t.semanticCalls} | ${pct(t.hashCalls - t.semanticCalls, t.hashCalls)} |`),
      `| **total** | **${total.edits}** | **${total.hashCalls}** | **${total.semanticCalls}** | **${pct(total.hashCalls - total.semanticCalls, total.hashCalls)}** |`,
    ];
    process.stdout.write(`${out.join("\n")}\n`);
  } finally {
    await store.close();
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:cache: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
