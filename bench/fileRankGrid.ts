/**
 * Search option sets side by side on history queries: file Acc@1 / Acc@5 (files of `rankIds`' first 100 nodes, first
 * occurrence, as `strata eval retrieval` scores `strata search`) and function Pass@1 / NDCG@10 (hybrid, functions and
 * methods, k = 10), per copy and as the mean over copies, beside the tests-last whole-file BM25 baseline.
 *
 * Usage: `npx tsc -p tsconfig.bench.json && VARIANTS='{"shipped":{},"no file":{"fileWeight":0}}' node
 * dist-bench/bench/fileRankGrid.js <copy>:<queries.jsonl>[:<store>] ...` (copies made by `strata eval make-queries
 * --from-history`). Run it on the tuning repositories only.
 */
import path from "node:path";
import { fileOfId } from "../src/graph/index.js";
import { openEvalCopy } from "./evalCopy.js";
import { buildFileBm25, fileMetrics, firstOccurrence, goldFiles, rankIds, retrievalMetrics, type SearchOptions } from "../src/retrieve/index.js";

async function main(): Promise<void> {
  const variants = Object.entries(JSON.parse(process.env.VARIANTS ?? '{"shipped":{}}') as Record<string, SearchOptions>);
  const totals = new Map<string, number[][]>();
  const add = (name: string, row: number[]): void => {
    if (!totals.has(name)) totals.set(name, []);
    totals.get(name)!.push(row);
  };
  const fmt = (row: number[]): string => row.map((x) => x.toFixed(1).padStart(5)).join(" ");
  for (const arg of process.argv.slice(2)) {
    const { root, queries, store, files } = await openEvalCopy(arg);
    const bm25 = buildFileBm25(files);
    const base = fileMetrics(queries.map((q) => ({ ranked: bm25.rankTestsLast(q.query, 20), relevant: goldFiles(q) })));
    bm25.close();
    console.log(`\n## ${path.basename(root)} (${queries.length} queries; file Acc@1 Acc@5, function Pass@1 NDCG@10)`);
    console.log(`${"BM25 files, tests last".padEnd(40)} ${fmt([base.acc1, base.acc5])}`);
    add("BM25 files, tests last", [base.acc1, base.acc5, 0, 0]);
    for (const [name, options] of variants) {
      const fileRows = [];
      const nodeRows = [];
      for (const q of queries) {
        const ranked = await rankIds(store, q.query, { mode: "hybrid", k: 100, ...options });
        fileRows.push({ ranked: firstOccurrence(ranked.map((r) => fileOfId(r.id))), relevant: goldFiles(q) });
        if (q.relevant.length) {
          const nodes = await rankIds(store, q.query, { mode: "hybrid", k: 10, kinds: ["function", "method"], ...options });
          nodeRows.push({ ranked: nodes.map((r) => r.id), relevant: q.relevant });
        }
      }
      const f = fileMetrics(fileRows);
      const n = retrievalMetrics(nodeRows);
      const row = [f.acc1, f.acc5, n.pass1, n.ndcg10];
      add(name, row);
      console.log(`${name.padEnd(40)} ${fmt(row)}`);
    }
    await store.close();
  }
  console.log("\n## mean over copies");
  for (const [name, rows] of totals) console.log(`${name.padEnd(40)} ${fmt(rows[0]!.map((_, i) => rows.reduce((s, r) => s + r[i]!, 0) / rows.length))}`);
}

await main();
