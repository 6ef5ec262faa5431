/**
 * Tuning harness for the file ranking of hybrid search (FILE_WEIGHT in src/retrieve/search.ts): file Acc@1/5/10 and
 * MRR of variants — the search as shipped at several whole-file weights, whole-file BM25 (the evaluation's baselines),
 * file-level RRF of the node ranking with whole-file BM25, a churn prior (commits per file in the copy's history up
 * to its HEAD) and a file-length prior — per repository and as the mean over them. `DUMP=1` prints, per query, the
 * rank of the first gold file for the search and for the tests-last baseline. `NODE_HISTORY_GRID=1` adds the node
 * history weights and targets (`nodeHistoryWeight`, `nodeHistoryTo`), at file and at function level; copies must be
 * indexed with the history field (the default).
 *
 * Usage: `npx tsc -p tsconfig.bench.json && node dist-bench/bench/tuneFileRanking.js <copy>:<queries.jsonl> ...`, each
 * copy indexed (`strata eval make-queries --from-history <repo> --copy <copy> -o <queries.jsonl>` makes both). Run it on
 * the tuning repositories only (hono, gin, flask).
 */
import { execFileSync } from "node:child_process";
import { fileOfId } from "../src/graph/index.js";
import { openEvalCopy } from "./evalCopy.js";
import { buildFileBm25, fileMetrics, fileRole, firstOccurrence, goldFiles, rankIds, reciprocalRankFusion, toMatchQuery } from "../src/retrieve/index.js";

type Lists = Record<string, string[]>;

function churn(root: string, commits: number, maxFiles: number): Map<string, number> {
  const log = execFileSync("git", ["log", "--no-merges", "--no-renames", "--name-only", `--max-count=${commits}`, "--format=\u001e%H", "HEAD", "--"], { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
  const out = new Map<string, number>();
  for (const rec of log.split("\u001e")) {
    const files = rec.split("\n").slice(1).map((s) => s.trim()).filter(Boolean);
    if (!files.length || files.length > maxFiles) continue;
    for (const f of files) out.set(f, (out.get(f) ?? 0) + 1);
  }
  return out;
}

async function main(): Promise<void> {
  const totals = new Map<string, { a1: number; a5: number; a10: number; mrr: number; n: number }[]>();
  for (const arg of process.argv.slice(2)) {
    const { root, queries, store, files } = await openEvalCopy(arg);
    const indexed = new Set(files.map((f) => f.path));
    const lens = new Map(files.map((f) => [f.path, f.text.length]));
    const roles = new Map(files.map((f) => [f.path, fileRole(f.path, f.text)]));
    const bm25 = buildFileBm25(files);
    const ch = churn(root, Number(process.env.CHURN_COMMITS ?? 500), 30);
    const churnRank = [...ch].filter(([p]) => indexed.has(p)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([p]) => p);
    const chAll = churn(root, 100000, 30);
    const churnAll = [...chAll].filter(([p]) => indexed.has(p)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([p]) => p);
    const testsLast = (l: string[]): string[] => [...l.filter((p) => (roles.get(p) ?? fileRole(p)) === "source"), ...l.filter((p) => (roles.get(p) ?? fileRole(p)) !== "source")];
    const rows = new Map<string, { ranked: string[]; relevant: string[] }[]>();
    const add = (name: string, ranked: string[], relevant: string[]): void => {
      if (!rows.has(name)) rows.set(name, []);
      rows.get(name)!.push({ ranked: ranked.slice(0, 20), relevant });
    };
    for (const q of queries) {
      const gold = goldFiles(q);
      const nodes = await rankIds(store, q.query, { mode: "hybrid", k: 200, depth: 200, historyWeight: 0, fileWeight: 0 });
      {
        const prod = firstOccurrence((await rankIds(store, q.query, { mode: "hybrid", k: 100 })).map((r) => fileOfId(r.id)));
        const pset = new Set(prod);
        for (const [cn, cr] of [["500", churnRank], ["all", churnAll]] as const) {
          for (const c of [0.05, 0.1, 0.2]) {
            add(`prod+churn${cn}×${c}`, testsLast(reciprocalRankFusion([{ name: "p", ids: prod }, { name: "c", ids: cr.filter((p) => pset.has(p)), weight: c }]).map((f) => f.id)), gold);
          }
        }
      }
      {
        const hy = firstOccurrence((await rankIds(store, q.query, { mode: "hybrid", k: 100, fileWeight: 0 })).map((r) => fileOfId(r.id)));
        const co = firstOccurrence((await rankIds(store, q.query, { mode: "code", k: 100 })).map((r) => fileOfId(r.id)));
        const m0 = toMatchQuery(q.query);
        const fb = m0 ? (await store.searchText("file", m0, 100, ["file"])).map((h) => h.id) : [];
        for (const [nm, l] of [["hybrid", hy], ["code", co]] as const) {
          for (const w of [0.25, 0.5]) add(`sim ${nm}+file×${w}`, testsLast(reciprocalRankFusion([{ name: "n", ids: l }, { name: "f", ids: fb, weight: w }]).map((f) => f.id)), gold);
        }
      }
      {
        const ranked = await rankIds(store, q.query, { mode: "hybrid", k: 100 });
        add("shipped", firstOccurrence(ranked.map((r) => fileOfId(r.id))), gold);
        if (q.relevant.length) add("nodes: shipped", (await rankIds(store, q.query, { mode: "hybrid", k: 10, kinds: ["function", "method"] })).map((r) => r.id), q.relevant);
      }
      for (const to of process.env.NODE_HISTORY_GRID ? (["nodes", "files"] as const) : ([] as const)) {
        for (const nhw of [0, 0.25, 0.5, 1]) {
          if (to === "files" && nhw === 0) continue;
          const ranked = await rankIds(store, q.query, { mode: "hybrid", k: 100, historyWeight: 0.25, nodeHistoryWeight: nhw, nodeHistoryTo: to });
          add(`history node→${to}×${nhw}`, firstOccurrence(ranked.map((r) => fileOfId(r.id))), gold);
          if (q.relevant.length) {
            const fnRanked = await rankIds(store, q.query, { mode: "hybrid", k: 10, historyWeight: 0.25, nodeHistoryWeight: nhw, nodeHistoryTo: to, kinds: ["function", "method"] });
            add(`nodes: history node→${to}×${nhw}`, fnRanked.map((r) => r.id), q.relevant);
          }
        }
      }
      for (const fw of [0.25, 0.5, 1]) add(`product fileWeight ${fw}`, firstOccurrence((await rankIds(store, q.query, { mode: "hybrid", k: 100, fileWeight: fw })).map((r) => fileOfId(r.id))), goldFiles(q));
      const hybrid = firstOccurrence(nodes.map((r) => fileOfId(r.id)));
      const code = firstOccurrence((await rankIds(store, q.query, { mode: "code", k: 200, depth: 200 })).map((r) => fileOfId(r.id)));
      const sumTop = new Map<string, number[]>();
      for (const r of nodes) {
        const f = fileOfId(r.id);
        if (!sumTop.has(f)) sumTop.set(f, []);
        sumTop.get(f)!.push(r.score);
      }
      const agg = (kk: number): string[] =>
        testsLast([...sumTop].map(([f, s]) => [f, s.slice(0, kk).reduce((x, y, i) => x + y / 2 ** i, 0)] as const).sort((a, b) => b[1] - a[1]).map(([f]) => f));
      const match = toMatchQuery(q.query);
      const fdoc = match ? (await store.searchText("file", match, 200, ["file"])).map((h) => h.id) : [];
      const fsum = match ? (await store.searchText("summary", match, 200, ["file"])).map((h) => h.id) : [];
      const base = bm25.rank(q.query, 200);
      const lists: Lists = { hybrid, code, fdoc, fsum, base };
      if (process.env.DUMP) {
        const prod = firstOccurrence((await rankIds(store, q.query, { mode: "hybrid", k: 100 })).map((r) => fileOfId(r.id)));
        const rk = (l: string[]): number => { const i = l.findIndex((p) => gold.includes(p)); return i < 0 ? 99 : i + 1; };
        const tb = testsLast(base);
        console.log(`DUMP\t${rk(prod)}\t${rk(tb)}\t${q.query}\tgold=${gold.join(",")}\tprod=${prod.slice(0, 5).join(",")}\tbase=${tb.slice(0, 3).join(",")}`);
      }
      add("baseline tests-last", bm25.rankTestsLast(q.query, 200), gold);
      add("hybrid (current)", hybrid, gold);
      add("code", code, gold);
      add("fdoc tests-last", testsLast(fdoc), gold);
      add("agg top3 decay", agg(3), gold);
      const fuse = (spec: [string, number][], withChurn = 0, churnDepth = Infinity): string[] => {
        const rk = spec.map(([n, w]) => ({ name: n, ids: lists[n]!, weight: w }));
        if (withChurn) rk.push({ name: "churn", ids: churnRank.filter((p) => fdocSet.has(p)).slice(0, churnDepth), weight: withChurn });
        return testsLast(reciprocalRankFusion(rk).map((f) => f.id));
      };
      const fdocSet = new Set([...hybrid, ...base]);
      const lenRank = [...fdocSet].sort((a, b) => (lens.get(b) ?? 0) - (lens.get(a) ?? 0));
      lists.len = lenRank;
      for (const w of [0.25, 0.5, 0.75]) add(`hybrid+base×${w}`, fuse([["hybrid", 1], ["base", w]]), gold);
      for (const kk of [10, 30]) add(`hybrid+base×0.5 k${kk}`, testsLast(reciprocalRankFusion([{ name: "h", ids: hybrid }, { name: "b", ids: base, weight: 0.5 }], kk).map((f) => f.id)), gold);
      for (const kk of [10, 30]) add(`hybrid+base×1 k${kk}`, testsLast(reciprocalRankFusion([{ name: "h", ids: hybrid }, { name: "b", ids: base, weight: 1 }], kk).map((f) => f.id)), gold);
      for (const c of [0.1, 0.2]) add(`hybrid+base×.5+churn×${c}`, fuse([["hybrid", 1], ["base", 0.5]], c), gold);
      for (const c of [0.1, 0.2]) add(`hybrid+base×.5+len×${c}`, fuse([["hybrid", 1], ["base", 0.5], ["len", c]]), gold);
      add(`hybrid+code+base×.5`, fuse([["hybrid", 1], ["code", 0.5], ["base", 0.5]]), gold);
    }
    bm25.close();
    await store.close();
    console.log(`\n## ${root} (${queries.length} queries)`);
    for (const [name, ranked] of rows) {
      const m = fileMetrics(ranked);
      console.log(`${name.padEnd(32)} ${m.acc1.toFixed(1).padStart(5)} ${m.acc5.toFixed(1).padStart(5)} ${m.acc10.toFixed(1).padStart(5)} ${m.mrr.toFixed(3)}`);
      if (!totals.has(name)) totals.set(name, []);
      totals.get(name)!.push({ a1: m.acc1, a5: m.acc5, a10: m.acc10, mrr: m.mrr, n: queries.length });
    }
  }
  console.log(`\n## mean over repos`);
  for (const [name, t] of totals) {
    const mean = (k: "a1" | "a5" | "a10" | "mrr"): number => t.reduce((s, x) => s + x[k], 0) / t.length;
    console.log(`${name.padEnd(32)} ${mean("a1").toFixed(1).padStart(5)} ${mean("a5").toFixed(1).padStart(5)} ${mean("a10").toFixed(1).padStart(5)} ${mean("mrr").toFixed(3)}`);
  }
}

await main();
