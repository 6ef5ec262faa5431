/**
 * Per-query file rankings of history queries, for reading misses: for each query the gold files, `strata search`'s
 * file order (first occurrences of `rankIds`, hybrid with history, k = 100, each file with the rankings its first
 * node came from), the tests-last whole-file BM25 baseline, and a few partial rankings (no whole-file term, no
 * history, code only, the stored whole-file field). Writes one JSON file per copy and prints the queries whose gold
 * file is in the baseline's top 5 but not in search's, with both lists.
 *
 * Usage: `npx tsc -p tsconfig.bench.json && node dist-bench/bench/fileRankDump.js <out-dir> <copy>:<queries.jsonl>[:<store>] ...`
 * (copies made by `strata eval make-queries --from-history`). Extra search options as JSON in `OPTIONS`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileOfId } from "../src/graph/index.js";
import { openEvalCopy } from "./evalCopy.js";
import { buildFileBm25, fileMetrics, fileRole, firstOccurrence, goldFiles, rankIds, toMatchQuery, type SearchOptions } from "../src/retrieve/index.js";

async function main(): Promise<void> {
  const [outDir, ...args] = process.argv.slice(2);
  if (!outDir || !args.length) throw new Error("usage: fileRankDump <out-dir> <copy>:<queries.jsonl> ...");
  fs.mkdirSync(outDir, { recursive: true });
  const extra = JSON.parse(process.env.OPTIONS ?? "{}") as SearchOptions;
  for (const arg of args) {
    const { root, queries, store, files } = await openEvalCopy(arg);
    const roles = Object.fromEntries(files.map((f) => [f.path, fileRole(f.path, f.text)]));
    const bm25 = buildFileBm25(files);
    const out = [];
    const prodRows = [];
    const baseRows = [];
    for (const q of queries) {
      const gold = goldFiles(q);
      const ranked = await rankIds(store, q.query, { mode: "hybrid", k: 100, ...extra });
      const prod: { path: string; from: string[] }[] = [];
      for (const r of ranked) if (!prod.some((p) => p.path === fileOfId(r.id))) prod.push({ path: fileOfId(r.id), from: r.from });
      const list = async (o: SearchOptions): Promise<string[]> => firstOccurrence((await rankIds(store, q.query, { k: 100, ...o })).map((r) => fileOfId(r.id))).slice(0, 20);
      const match = toMatchQuery(q.query);
      const row = {
        query: q.query,
        gold,
        relevant: q.relevant,
        prod: prod.slice(0, 20),
        base: bm25.rankTestsLast(q.query, 20),
        noFile: await list({ mode: "hybrid", fileWeight: 0 }),
        noHistory: await list({ mode: "hybrid", historyWeight: 0, nodeHistoryWeight: 0 }),
        code: await list({ mode: "code" }),
        fileField: match ? (await store.searchText("file", match, 30, ["file"])).map((h) => h.id) : [],
      };
      out.push(row);
      prodRows.push({ ranked: row.prod.map((p) => p.path), relevant: gold });
      baseRows.push({ ranked: row.base, relevant: gold });
    }
    bm25.close();
    await store.close();
    const name = path.basename(root);
    fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify({ roles, queries: out })}\n`);
    const m = fileMetrics(prodRows);
    const b = fileMetrics(baseRows);
    console.log(`\n## ${name} (${queries.length}): search ${m.acc1.toFixed(1)} / ${m.acc5.toFixed(1)}, baseline ${b.acc1.toFixed(1)} / ${b.acc5.toFixed(1)}`);
    const rk = (l: string[], gold: string[]): number => {
      const i = l.findIndex((p) => gold.includes(p));
      return i < 0 ? 99 : i + 1;
    };
    for (const r of out) {
      const ours = rk(r.prod.map((p) => p.path), r.gold);
      const theirs = rk(r.base, r.gold);
      if (ours > 5 && theirs <= 5) {
        console.log(`- "${r.query}" gold ${r.gold.join(", ")}: ours ${ours}, baseline ${theirs}`);
        r.prod.slice(0, 6).forEach((p, i) => console.log(`    ${i + 1}. ${p.path} [${p.from.join(" ")}]`));
        console.log(`    baseline: ${r.base.slice(0, 5).join(", ")}`);
      }
    }
  }
}

await main();
