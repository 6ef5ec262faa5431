/**
 * `npm run bench:retrieval -- <repo> [--seed N] [--modes code,summary,hybrid]`: doc-comment queries for a
 * real repository, evaluated code-only vs summary vs hybrid on the stripped copy, with
 * index time, index size on disk and query latency (median, p95). With `STRATA_EMBEDDING` set, dense
 * rankings join each mode (hybrid then fuses lexical and dense); without, hybrid = code + summary BM25 by RRF.
 * `--from-history [--back N] [--max Q] [--budget 2000,4000]`: queries from later commits' subjects instead; the
 * context block is evaluated at each budget given (default 4000): file row, and gold code/summary in the block.
 * Prints a markdown report. Stores live in a temp directory, never inside the repository.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { indexRepository, type IndexReport } from "../src/pipeline/index.js";
import { loadConfig } from "../src/config/index.js";
import { defaultStages, type IndexStage } from "../src/pipeline/index.js";
import { openStore } from "../src/store/index.js";
import { evaluateRetrieval, makeDocQuerySet, makeHistoryQuerySet, renderEvalTables, storedGraphEdges, type BaselineFile, type SearchMode } from "../src/retrieve/index.js";
import type { Store } from "../src/store/index.js";
import { tokenCounter } from "../src/shared/tokens.js";
import { createEmbedder } from "../src/summarize/index.js";

interface Timed {
  report?: IndexReport;
  totalMs: number;
  searchStageMs: number;
  dbFile: string;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const repo = path.resolve(args.find((a) => !a.startsWith("--")) ?? ".");
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const seed = Number(flag("--seed") ?? 1);
  const modes = (flag("--modes") ?? "code,summary,hybrid").split(",") as SearchMode[];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "strata-retrieval-bench-"));
  const runs = new Map<string, Timed>();
  let n = 0;
  const indexRepo = async (root: string, overrides: Partial<ReturnType<typeof loadConfig>> = {}) => {
    const dbFile = path.join(work, `store-${n++}.db`);
    const store = openStore(dbFile);
    const timed: Timed = { totalMs: 0, searchStageMs: 0, dbFile };
    const stages: IndexStage[] = defaultStages.map((s) =>
      s.name !== "search"
        ? s
        : {
            name: s.name,
            run: async (ctx) => {
              const t0 = performance.now();
              const r = await s.run(ctx);
              timed.searchStageMs = performance.now() - t0;
              return r;
            },
          },
    );
    const t0 = performance.now();
    const config = { ...loadConfig(root), ...overrides };
    const embedder = createEmbedder(config);
    timed.report = await indexRepository({ root, store, config, stages, ...(embedder ? { embedder } : {}) });
    timed.totalMs = performance.now() - t0;
    runs.set(root, timed);
    return store;
  };
  const copyDir = path.join(work, "copy");
  if (args.includes("--from-history")) {
    try {
      await historyBench(repo, copyDir, { back: Number(flag("--back") ?? 200), max: Number(flag("--max") ?? 100), seed, modes, budgets: (flag("--budget") ?? "4000").split(",").map(Number) }, indexRepo, runs);
    } finally {
      if (!args.includes("--keep")) fs.rmSync(work, { recursive: true, force: true });
    }
    return;
  }
  process.stderr.write(`indexing ${repo} and its stripped copy (seed ${seed}) …\n`);
  const set = await makeDocQuerySet({ root: repo, copyDir, seed, indexRepo });
  const embedder = createEmbedder(loadConfig(copyDir));
  const copyRun = runs.get(copyDir)!;
  try {
    const report = await evaluateRetrieval(set.copyStore, set.queries, { modes, ...(embedder ? { embedder } : {}) });
    const docs = (await set.copyStore.listSearchStamps()).length;
    await set.copyStore.close();
    const db = new Database(copyRun.dbFile, { readonly: true });
    const pages = db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name").all() as { name: string; bytes: number }[];
    db.close();
    const searchBytes = pages.filter((p) => p.name.startsWith("search_") || p.name === "sqlite_autoindex_search_docs_1").reduce((s, p) => s + p.bytes, 0);
    const totalBytes = fs.statSync(copyRun.dbFile).size;
    const mb = (b: number): string => (b / 1048576).toFixed(1);
    const r = copyRun.report!;
    const out = [
      `## ${path.basename(repo)} — doc-comment queries (seed ${seed})`,
      "",
      `- files indexed: ${r.discovered - r.skipped.length}, lines: ${r.linesIndexed.toLocaleString("en-US")}, search docs (nodes): ${docs}, nodes from: ${String((r.stages.search as Record<string, unknown> | undefined)?.nodesFrom)}`,
      `- queries: ${set.queries.length} (half of ${set.documented} documented functions/methods); doc comments removed in the copy: ${set.copy.removed}/${set.copy.requested}; words still present: ${set.copy.stillPresent.length}`,
      `- dense: ${report.dense ?? "none (hybrid = code + summary BM25 fused by RRF)"}`,
      `- index time (copy, whole \`strata index\`): ${(copyRun.totalMs / 1000).toFixed(1)} s; search stage alone: ${(copyRun.searchStageMs / 1000).toFixed(2)} s`,
      `- store size: ${mb(totalBytes)} MB; search tables: ${mb(searchBytes)} MB`,
      "",
      renderEvalTables(report),
    ];
    process.stdout.write(`${out.join("\n")}\n`);
    if (args.includes("--json")) process.stdout.write(`${JSON.stringify({ repo, seed, report, indexMs: copyRun.totalMs, searchStageMs: copyRun.searchStageMs, totalBytes, searchBytes }, null, 2)}\n`);
  } finally {
    if (!args.includes("--keep")) fs.rmSync(work, { recursive: true, force: true });
  }
}

async function filesOf(root: string, store: Store): Promise<BaselineFile[]> {
  return (await store.listFiles()).flatMap((f) => {
    try {
      return [{ path: f.path, text: fs.readFileSync(path.join(root, f.path), "utf8") }];
    } catch {
      return [];
    }
  });
}

/** `--from-history`: queries from the commits after HEAD~back, evaluated on the snapshot copy; node and file tables. */
async function historyBench(
  repo: string,
  copyDir: string,
  o: { back: number; max: number; seed: number; modes: SearchMode[]; budgets: number[] },
  indexRepo: (root: string, overrides?: { historyCommits?: number }) => Promise<Store>,
  runs: Map<string, Timed>,
): Promise<void> {
  process.stderr.write(`history queries for ${repo} (back ${o.back}, max ${o.max}, seed ${o.seed}): copying and indexing the snapshot …\n`);
  const set = await makeHistoryQuerySet({ root: repo, copyDir, back: o.back, max: o.max, seed: o.seed, indexRepo });
  const store = set.copyStore;
  try {
    const embedder = createEmbedder(loadConfig(copyDir));
    const edges = await storedGraphEdges(store);
    const report = await evaluateRetrieval(store, set.queries, {
      modes: o.modes,
      ...(embedder ? { embedder } : {}),
      fileLevel: { files: await filesOf(copyDir, store), context: { budget: o.budgets[0]!, budgets: o.budgets, countTokens: await tokenCounter(), ...(edges ? { edges } : {}) } },
    });
    const docs = (await store.listSearchStamps()).length;
    const run = runs.get(copyDir)!;
    const r = run.report!;
    // The same copy indexed again with the history field off, for its cost.
    await (await indexRepo(copyDir, { historyCommits: 0 })).close();
    const off = runs.get(copyDir)!;
    const historyNodes = (r.stages.search as { historyNodes?: number } | undefined)?.historyNodes ?? 0;
    const out = [
      `## ${path.basename(repo)} — history queries (snapshot ${set.snapshot.slice(0, 10)} = HEAD~${o.back} first-parent, seed ${o.seed})`,
      "",
      `- files indexed: ${r.discovered - r.skipped.length}, lines: ${r.linesIndexed.toLocaleString("en-US")}, search docs: ${docs}`,
      `- queries: ${set.queries.length} of ${set.considered} later commits (${report.nodeQueries} with relevant functions/methods)`,
      `- index time (whole \`strata index\` of the copy): ${(run.totalMs / 1000).toFixed(1)} s; search stage: ${(run.searchStageMs / 1000).toFixed(2)} s; store: ${(fs.statSync(run.dbFile).size / 1048576).toFixed(1)} MB (history on: ${historyNodes} functions, methods and types with commit subjects)`,
      `- with the history field off (\`--no-history\`): index ${(off.totalMs / 1000).toFixed(1)} s; search stage: ${(off.searchStageMs / 1000).toFixed(2)} s; store: ${(fs.statSync(off.dbFile).size / 1048576).toFixed(1)} MB`,
      "",
      renderEvalTables(report),
    ];
    process.stdout.write(`${out.join("\n")}\n`);
    if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify({ repo, snapshot: set.snapshot, report }, null, 2)}\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:retrieval failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
