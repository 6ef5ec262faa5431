/**
 * Does a search result's `match` (the query words its node holds, `wordMatch.ts`) say how good the result is? On
 * history queries (copies made by `strata eval make-queries --from-history`), queries are grouped by the share of
 * the query's words the first result holds, and each group's file Acc@1 (the first result's file is a changed file)
 * and node Pass@1 (the first result is a changed function) are printed; then the same by whether some query word is
 * held by none of the first 10 results. A share that tracks correctness is what the RRF score (a rank fusion, flat at
 * 0.016–0.020 over the first ten results) cannot give.
 *
 * Usage: `npx tsc -p tsconfig.bench.json && node dist-bench/bench/matchBench.js <copy>:<queries.jsonl>[:<store>] ...`
 */
import { fileOfId } from "../src/graph/index.js";
import { goldFiles, heldByNone, search } from "../src/retrieve/index.js";
import { openEvalCopy } from "./evalCopy.js";

interface Row {
  share: number;
  unmatched: boolean;
  file: boolean;
  node: boolean;
}

/** The groups of the first result's share of held query words, as [label, test]. */
const BANDS: [string, (share: number) => boolean][] = [
  ["all words", (s) => s === 1],
  ["¾ to all", (s) => s >= 0.75 && s < 1],
  ["½ to ¾", (s) => s >= 0.5 && s < 0.75],
  ["under ½", (s) => s < 0.5],
];

/** A markdown table of `head` and `rows`. */
function markdownTable(head: string[], rows: string[][]): string {
  return [head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n") + "\n";
}

const pct = (rows: Row[], key: "file" | "node"): string => (rows.length ? ((100 * rows.filter((r) => r[key]).length) / rows.length).toFixed(1) : "–");

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!args.length) throw new Error("usage: matchBench <copy>:<queries.jsonl> ...");
  const all: Row[] = [];
  const table: string[][] = [];
  const line = (name: string, label: string, rows: Row[]): void => {
    table.push([name, label, String(rows.length), pct(rows, "file"), pct(rows, "node")]);
  };
  for (const arg of args) {
    const { root, queries, store } = await openEvalCopy(arg);
    const rows: Row[] = [];
    for (const q of queries) {
      const results = await search(store, q.query, { mode: "hybrid", k: 10 });
      const top = results[0];
      if (!top) continue;
      const gold = goldFiles(q);
      rows.push({
        share: top.match.of ? top.match.held / top.match.of : 0,
        unmatched: heldByNone(results.map((r) => r.match)).length > 0,
        file: gold.includes(fileOfId(top.id)),
        node: q.relevant.includes(top.id),
      });
    }
    await store.close();
    const name = root.split("/").pop()!;
    for (const [label, test] of BANDS) line(name, `first result holds ${label}`, rows.filter((r) => test(r.share)));
    line(name, "a word no result holds", rows.filter((r) => r.unmatched));
    line(name, "every word held by some result", rows.filter((r) => !r.unmatched));
    all.push(...rows);
  }
  for (const [label, test] of BANDS) line("all", `first result holds ${label}`, all.filter((r) => test(r.share)));
  line("all", "a word no result holds", all.filter((r) => r.unmatched));
  line("all", "every word held by some result", all.filter((r) => !r.unmatched));
  process.stdout.write(markdownTable(["repository", "queries where", "queries", "file Acc@1 %", "node Pass@1 %"], table));
}

await main();
