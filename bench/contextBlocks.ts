/**
 * `node dist-bench/bench/contextBlocks.js <indexed copy> <queries.jsonl> [--budget 1000,2000,4000,8000] [--per-query out.jsonl]`:
 * the context block's figures alone, on a copy already indexed (`strata eval make-queries --from-history … --copy <dir>`
 * indexes it), so a packing change is measured in seconds rather than an index run per repository. Per budget: gold
 * code (share of the queries with relevant functions/methods whose block holds one's code, whole or cut), gold code
 * whole, gold code or the whole code of a file or class around it, gold summary, file any (a gold file in the block) and file Acc@1/Acc@5 of the block's files — the same
 * figures as the retrieval bench's `context` rows. `--per-query` writes, per query and budget, the block's included
 * parts and whether each figure held, to compare two packings query by query.
 */
import fs from "node:fs";
import path from "node:path";
import { fileOfId } from "../src/graph/index.js";
import { buildContext, contextBlockResult, rankIds, fileMetrics, firstOccurrence, goldFiles, parseQueries, storedGraphEdges, type PackedEntry } from "../src/retrieve/index.js";
import { openStore, defaultStorePath } from "../src/store/index.js";
import { tokenCounter } from "../src/shared/tokens.js";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const positional = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
  const [root, queryFile] = positional.map((p) => path.resolve(p));
  if (!root || !queryFile) throw new Error("usage: contextBlocks.js <indexed copy> <queries.jsonl> [--budget 1000,2000] [--per-query out.jsonl]");
  const budgets = (flag("--budget") ?? "2000,4000").split(",").map(Number);
  const queries = parseQueries(fs.readFileSync(queryFile, "utf8"), queryFile);
  const store = openStore(flag("--store") ?? defaultStorePath(root));
  const perQuery: string[] = [];
  try {
    const edges = await storedGraphEdges(store);
    const countTokens = await tokenCounter();
    const rows = [
      `## ${path.basename(root)}: ${queries.length} queries (${queries.filter((q) => q.relevant.length).length} with functions/methods)`,
      "",
      "| budget | gold code | gold code whole | gold code or a whole file/class around it | gold summary | file any | file Acc@1 | file Acc@5 |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ];
    for (const budget of budgets) {
      const blocks = new Map<string, PackedEntry[]>();
      const ranked = [];
      for (const q of queries) {
        const block = await buildContext(store, q.query, { budget, countTokens, ...(edges ? { edges } : {}) });
        if (block.tokens > budget) throw new Error(`block over budget: ${block.tokens} > ${budget} for "${q.query}"`);
        blocks.set(q.query, block.included);
        const files = firstOccurrence(block.included.map((e) => fileOfId(e.id)));
        const gold = goldFiles(q);
        ranked.push({ ranked: files, relevant: gold });
        const all = (await rankIds(store, q.query, { k: 60 })).map((r) => r.id);
        const goldRank = all.findIndex((id) => q.relevant.includes(id));
        const code = block.included.some((e) => e.part === "code" && q.relevant.includes(e.id));
        perQuery.push(JSON.stringify({ budget, query: q.query, relevant: q.relevant, code, goldRank, gold: all[goldRank], file: files.some((f) => gold.includes(f)), hits: block.hits, neighbours: block.neighbours.map((n) => n.id), all: all.slice(0, 20), included: block.included.map((e) => `${e.part === "code" ? "C" : "S"}${e.truncated ? "~" : ""} ${e.id}`) }));
      }
      const c = contextBlockResult(budget, queries, blocks);
      // A whole file's or class's code holds the code of the functions inside it.
      const withNodes = queries.filter((q) => q.relevant.length);
      const enclosing = withNodes.filter((q) => (blocks.get(q.query) ?? []).some((e) => e.part === "code" && q.relevant.some((g) => g === e.id || (!e.truncated && (g.startsWith(`${e.id}#`) || g.startsWith(`${e.id}.`)))))).length;
      const f = fileMetrics(ranked);
      const p = (x: number): string => x.toFixed(1);
      rows.push(`| ${budget} | ${p(c.code)} | ${p(c.wholeCode)} | ${p(withNodes.length ? (100 * enclosing) / withNodes.length : 0)} | ${p(c.summary)} | ${p(f.any)} | ${p(f.acc1)} | ${p(f.acc5)} |`);
    }
    process.stdout.write(`${rows.join("\n")}\n`);
    const out = flag("--per-query");
    if (out) fs.writeFileSync(out, `${perQuery.join("\n")}\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`contextBlocks failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
