/**
 * `npm run bench:summaries -- <repo|name=repo>… [--seed N] [--effects-seed N] [--sample-size N]
 * [--effects-labels file] [--category-labels a.json,b.json] [--recorded-sample] [--draw-effects out.json] [--no-retrieval]`:
 * the quality of the extractive summaries of real repositories, side by side in one run:
 * - name-restating rate of source declarations and ungrounded names of file summaries (the deterministic part of
 *   `strata eval summaries`);
 * - side-effect precision: a seeded sample (`--effects-seed`, default 1) of `--sample-size` (default 50)
 *   functions and methods whose node summary states a side effect, each claimed effect looked up in the
 *   hand-checked labels (`bench/summaries/side-effects.json`); precision = correct claims / labelled claims,
 *   unlabelled nodes and claims reported apart; beside it the strict figure, where a correct claim whose effect lies
 *   only in a closure the function returns or registers (`deferred` in the labels) counts wrong. `--recorded-sample` measures the node ids recorded in the labels
 *   for that seed instead of drawing them again (the same sample after a change of the rules);
 * - category precision at the shipped threshold against the hand labels of `bench:categories`;
 * - doc-comment retrieval Pass@1, code-only vs summary vs hybrid (the `bench:retrieval` doc-comment path, `--seed`;
 *   `--no-retrieval` leaves it out and indexes the repository once).
 * A repository's name (labels key, table row) is the part before `=`, else the folder's name. Each repository is
 * indexed into stores in a temp directory (itself and its stripped copy), never inside the repository.
 * `--draw-effects out.json` also writes the drawn samples with each node's location and the calls behind each
 * claim, as a sheet to label. Prints markdown.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config/index.js";
import { indexRepository } from "../src/pipeline/index.js";
import { storedSummaries } from "../src/query/index.js";
import { CATEGORY_THRESHOLD, evaluateRetrieval, makeDocQuerySet, type SearchMode } from "../src/retrieve/index.js";
import { openStore, type Store } from "../src/store/index.js";
import { createEmbedder, EXTRACTIVE_NODE_GENERATOR_KEY, samplePaths, summaryChecks } from "../src/summarize/index.js";
import { keptAssignments, readCategoryLabels, scoreLabelledFiles, type CategoryLabelFile } from "./categoryLabels.js";

/** The hand-checked side-effect labels: per repository, the drawn samples and a verdict per claimed effect. */
export interface EffectLabelFile {
  repos: Record<
    string,
    {
      commit: string;
      /** Node ids drawn per seed (`"1"`), as labelled. */
      samples: Record<string, string[]>;
      /**
       * Per node id: the effects it claimed when labelled, the verdict on each (true = correct), the correct ones
       * whose effect lies only in a closure the function returns or registers (`deferred`), one reason.
       */
      nodes: Record<string, { claimed: string[]; verdicts: Record<string, boolean>; deferred?: string[]; reason: string }>;
    }
  >;
}

interface EffectResult {
  sampled: number;
  /** Sampled nodes with no entry in the labels. */
  unlabelledNodes: string[];
  claims: number;
  correct: number;
  /** Correct claims whose effect is only in a closure the function returns or registers. */
  deferred: number;
  /** Claims of labelled nodes that the labels do not judge (the summary changed since labelling). */
  unjudged: string[];
  wrong: string[];
  /** Recorded nodes that no longer state any effect (only with `--recorded-sample`). */
  withoutEffects: number;
}

interface Row {
  name: string;
  declarations: number;
  restating: number;
  restatingRate: number;
  fileSummaries: number;
  ungroundedNames: number;
  filesWithUngrounded: number;
  effectNodes: number;
  effects: EffectResult;
  category: { files: number; kept: number; correct: number };
  retrieval: { queries: number; code?: number; summary?: number; hybrid?: number };
}

const MODES: SearchMode[] = ["code", "summary", "hybrid"];

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : "–");
const ratio = (n: number, d: number): string => (d ? `${(n / d).toFixed(3)} (${n}/${d})` : "–");

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valued = new Set(["--seed", "--effects-seed", "--sample-size", "--effects-labels", "--category-labels", "--draw-effects"]);
  const flag = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const repos = args.filter((a, i) => !a.startsWith("--") && !valued.has(args[i - 1] ?? ""));
  if (!repos.length) throw new Error("usage: bench:summaries <repo|name=repo>… [--seed N] [--effects-seed N] [--sample-size N] [--effects-labels file] [--category-labels a.json,b.json] [--recorded-sample] [--draw-effects out.json]");
  const seed = Number(flag("--seed") ?? 1);
  const effectsSeed = Number(flag("--effects-seed") ?? 1);
  const sampleSize = Number(flag("--sample-size") ?? 50);
  const recorded = args.includes("--recorded-sample");
  const retrieval = !args.includes("--no-retrieval");
  const effectsFile = flag("--effects-labels") ?? "bench/summaries/side-effects.json";
  const effectLabels: EffectLabelFile = fs.existsSync(effectsFile) ? (JSON.parse(fs.readFileSync(effectsFile, "utf8")) as EffectLabelFile) : { repos: {} };
  const categoryFiles = (flag("--category-labels") ?? "bench/categories/labels.json,bench/categories/labels-2.json").split(",");
  const categoryLabels: CategoryLabelFile["repos"] = Object.assign({}, ...categoryFiles.map((f) => readCategoryLabels(f).repos));
  const drawn: Record<string, unknown[]> = {};
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const arg of repos) {
    const [name, dir] = arg.includes("=") ? (arg.split("=") as [string, string]) : [path.basename(path.resolve(arg)), arg];
    process.stderr.write(`${name}: indexing ${dir}${retrieval ? " and its stripped copy" : ""} …\n`);
    const { row, sheet, lines } = await benchRepo(name, path.resolve(dir), { seed, effectsSeed, sampleSize, recorded, retrieval, effectLabels, categoryLabels });
    rows.push(row);
    drawn[name] = sheet;
    notes.push(...lines);
  }
  const out = [
    `# Extractive summaries (doc-comment seed ${seed}; side-effect sample seed ${effectsSeed}${recorded ? ", recorded sample" : ""}; category threshold ${CATEGORY_THRESHOLD})`,
    "",
    "| repository | declarations | restating their name | ungrounded names (files) | side-effect precision | strict (closures it only returns count wrong) | side-effect sample (of nodes stating one) | category precision | Pass@1 code | Pass@1 summary | Pass@1 hybrid |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r) => {
      const e = r.effects;
      const unl = e.unlabelledNodes.length ? `, ${e.unlabelledNodes.length} unlabelled` : "";
      const f = (v: number | undefined): string => (v === undefined ? "–" : v.toFixed(1));
      return `| ${r.name} | ${r.declarations} | ${r.restating} (${pct(r.restating, r.declarations)}) | ${r.ungroundedNames} (${r.filesWithUngrounded}/${r.fileSummaries}) | ${ratio(e.correct, e.claims)} | ${ratio(e.correct - e.deferred, e.claims)} | ${e.sampled} of ${r.effectNodes}${unl} | ${ratio(r.category.correct, r.category.kept)} on ${r.category.files} files | ${f(r.retrieval.code)} | ${f(r.retrieval.summary)} | ${f(r.retrieval.hybrid)} |`;
    }),
    "",
    "Pass@1 in % over the doc-comment queries (half of the documented functions and methods, their doc comments removed in the copy).",
    "",
    ...notes,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
  const drawTo = flag("--draw-effects");
  if (drawTo) fs.writeFileSync(drawTo, `${JSON.stringify(drawn, null, 2)}\n`);
}

interface RepoOptions {
  seed: number;
  effectsSeed: number;
  sampleSize: number;
  recorded: boolean;
  retrieval: boolean;
  effectLabels: EffectLabelFile;
  categoryLabels: CategoryLabelFile["repos"];
}

async function benchRepo(name: string, root: string, o: RepoOptions): Promise<{ row: Row; sheet: unknown[]; lines: string[] }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "strata-summaries-bench-"));
  const dbFiles = new Map<string, string>();
  const indexRepo = async (dir: string): Promise<Store> => {
    const dbFile = path.join(work, `store-${dbFiles.size}.db`);
    dbFiles.set(dir, dbFile);
    const store = openStore(dbFile);
    const config = loadConfig(dir);
    const embedder = createEmbedder(config);
    await indexRepository({ root: dir, store, config, ...(embedder ? { embedder } : {}) });
    return store;
  };
  try {
    let retrieval: Row["retrieval"] = { queries: 0 };
    if (o.retrieval) {
      const set = await makeDocQuerySet({ root, copyDir: path.join(work, "copy"), seed: o.seed, indexRepo });
      const embedder = createEmbedder(loadConfig(root));
      try {
        const report = await evaluateRetrieval(set.copyStore, set.queries, { modes: MODES, ...(embedder ? { embedder } : {}) });
        const at = (m: SearchMode): number | undefined => report.results.find((r) => r.mode === m)?.pass1;
        retrieval = { queries: report.nodeQueries, code: at("code"), summary: at("summary"), hybrid: at("hybrid") };
      } finally {
        await set.copyStore.close();
      }
    } else await (await indexRepo(root)).close();
    const store = openStore(dbFiles.get(root)!, { readOnly: true });
    try {
      const stored = await storedSummaries(store);
      const checks = summaryChecks(stored.files, stored.nodes);
      const labels = o.categoryLabels[name];
      const scored = labels ? await scoreLabelledFiles(store, name, labels, root) : [];
      const { kept, correct } = keptAssignments(scored, CATEGORY_THRESHOLD);
      const fx = await sideEffectSample(store, name, o);
      const row: Row = {
        name,
        declarations: checks.nodes.declarations,
        restating: checks.nodes.nameRestating,
        restatingRate: checks.nodes.nameRestatingRate,
        fileSummaries: checks.files.summaries,
        ungroundedNames: checks.files.ungroundedNames,
        filesWithUngrounded: checks.files.filesWithUngrounded,
        effectNodes: fx.population,
        effects: fx.result,
        category: { files: scored.length, kept, correct },
        retrieval,
      };
      const lines = [`## ${name}`, ""];
      if (!labels) lines.push(`- no category labels for ${name}`);
      if (stored.nodeGeneratorKey !== EXTRACTIVE_NODE_GENERATOR_KEY) lines.push(`- node summaries from ${stored.nodeGeneratorKey ?? "nowhere"}, not the extractive generator`);
      if (fx.result.withoutEffects) lines.push(`- recorded nodes that no longer state an effect: ${fx.result.withoutEffects}`);
      if (fx.result.unlabelledNodes.length) lines.push(`- unlabelled sampled nodes: ${fx.result.unlabelledNodes.join(", ")}`);
      if (fx.result.unjudged.length) lines.push(`- claims the labels do not judge: ${fx.result.unjudged.join(", ")}`);
      lines.push(`- wrong side-effect claims: ${fx.result.wrong.length ? fx.result.wrong.join(", ") : "none"}`);
      for (const r of scored) {
        for (const s of r.scores) if (s.confidence >= CATEGORY_THRESHOLD && !r.labels.has(s.category)) lines.push(`- wrong category: ${r.path} ${s.category} ${s.confidence}`);
      }
      lines.push(`- doc-comment queries: ${o.retrieval ? retrieval.queries : "not run (--no-retrieval)"}`, "");
      return { row, sheet: fx.sheet, lines };
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Draws (or takes the recorded) side-effect sample of a repository and judges its claims against the labels. */
async function sideEffectSample(store: Store, name: string, o: RepoOptions): Promise<{ population: number; result: EffectResult; sheet: unknown[] }> {
  const summaries = new Map((await store.listNodeSummaries(EXTRACTIVE_NODE_GENERATOR_KEY)).map((r) => [r.id, r.summary]));
  const stating = [...summaries.values()].filter((s) => (s.kind === "function" || s.kind === "method") && s.sideEffects.length > 0).map((s) => s.id);
  const labels = o.effectLabels.repos[name];
  const recordedIds = labels?.samples[String(o.effectsSeed)];
  if (o.recorded && !recordedIds) throw new Error(`${name}: --recorded-sample but the labels record no sample for seed ${o.effectsSeed}`);
  const ids = o.recorded && recordedIds ? recordedIds : samplePaths(stating, o.sampleSize, o.effectsSeed);
  const result: EffectResult = { sampled: ids.length, unlabelledNodes: [], claims: 0, correct: 0, deferred: 0, unjudged: [], wrong: [], withoutEffects: 0 };
  const sheet: unknown[] = [];
  for (const id of ids) {
    const claimed = summaries.get(id)?.sideEffects ?? [];
    if (!claimed.length) result.withoutEffects++;
    const node = await store.getGraphNode(id);
    const calls = (await store.listGraphEdges({ from: id, kind: "calls" })).filter((e) => e.to.startsWith("?")).map((e) => `${e.to.slice(1)}:${e.line ?? ""}`);
    sheet.push({ id, claimed, at: node?.span ? `${node.path}:${node.span.startLine}-${node.span.endLine}` : node?.path, calls });
    const entry = labels?.nodes[id];
    if (!entry) {
      if (claimed.length) result.unlabelledNodes.push(id);
      continue;
    }
    for (const effect of claimed) {
      const verdict = entry.verdicts[effect];
      if (verdict === undefined) result.unjudged.push(`${id} (${effect})`);
      else {
        result.claims++;
        if (!verdict) result.wrong.push(`${id} (${effect})`);
        else {
          result.correct++;
          if (entry.deferred?.includes(effect)) result.deferred++;
        }
      }
    }
  }
  return { population: stating.length, result, sheet };
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:summaries failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
