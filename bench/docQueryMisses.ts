/**
 * `node dist-bench/bench/docQueryMisses.js <repo> [--seed N] [--show N] [--dump file.json]`: the doc-comment queries
 * of `bench:retrieval`, one line each: the answer's rank in code, summary and hybrid mode (`-` beyond 10) and the
 * summary mode's first hit. With `--show N`, the summary and contract texts of the first N queries that summary mode
 * misses at rank 1 (the answer's and the first hit's), for reading why; with `--dump`, every query's ranks and its
 * answer's code and texts as JSON. Use on tuning repositories only: held-out failures are not read to write rules.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { indexRepository } from "../src/pipeline/index.js";
import { loadConfig } from "../src/config/index.js";
import { openStore } from "../src/store/index.js";
import { makeDocQuerySet, rankIds, type SearchMode } from "../src/retrieve/index.js";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const repo = path.resolve(args.find((a) => !a.startsWith("--")) ?? ".");
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const seed = Number(flag("--seed") ?? 1);
  const show = Number(flag("--show") ?? 0);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "strata-doc-misses-"));
  let n = 0;
  const indexRepo = async (root: string) => {
    const store = openStore(path.join(work, `store-${n++}.db`));
    await indexRepository({ root, store, config: loadConfig(root) });
    return store;
  };
  try {
    const set = await makeDocQuerySet({ root: repo, copyDir: path.join(work, "copy"), seed, indexRepo });
    const store = set.copyStore;
    const modes: SearchMode[] = ["code", "summary", "hybrid"];
    const wins = { code: 0, summary: 0, hybrid: 0 };
    const misses: { query: string; answer: string; top: string }[] = [];
    const dump: object[] = [];
    for (const q of set.queries) {
      const ranks: string[] = [];
      let top = "";
      for (const mode of modes) {
        const ids = (await rankIds(store, q.query, { mode, k: 10, kinds: ["function", "method"] })).map((r) => r.id);
        const r = ids.indexOf(q.relevant[0]!);
        if (r === 0) wins[mode as keyof typeof wins] += 1;
        ranks.push(r < 0 ? "-" : String(r + 1));
        if (mode === "summary") {
          top = ids[0] ?? "";
          if (r !== 0) misses.push({ query: q.query, answer: q.relevant[0]!, top });
        }
      }
      if (flag("--dump")) {
        const [doc] = await store.getSearchDocs([q.relevant[0]!]);
        dump.push({ query: q.query, id: q.relevant[0], ranks, code: doc?.code, summary: doc ? `${doc.summaryText}\n${doc.contractText}` : "" });
      }
      process.stdout.write(`${ranks.join("\t")}\t${q.relevant[0]}\t${q.query}\t→ ${top}\n`);
    }
    if (flag("--dump")) fs.writeFileSync(flag("--dump")!, JSON.stringify(dump, null, 1));
    const pct = (x: number): string => ((100 * x) / set.queries.length).toFixed(1);
    process.stdout.write(`\nPass@1 code / summary / hybrid: ${pct(wins.code)} / ${pct(wins.summary)} / ${pct(wins.hybrid)} (${set.queries.length} queries)\n`);
    for (const m of misses.slice(0, show)) {
      const docs = await store.getSearchDocs([m.answer, m.top]);
      const answer = docs.find((d) => d.id === m.answer);
      const top = docs.find((d) => d.id === m.top);
      process.stdout.write(`\n### ${m.query}\n--- answer ${m.answer}\n${answer ? `${answer.summaryText}\n${answer.contractText}` : "?"}\n--- top ${m.top}\n${top ? `${top.summaryText}\n${top.contractText}` : "?"}\n`);
    }
    await store.close();
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`docQueryMisses failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
