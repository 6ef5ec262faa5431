// node bench/perQuery.tmp.mjs <copy> <queries> : per query, rank of first gold file (search, baseline)
import fs from "node:fs";
import { indexedFiles } from "../dist/cli/commands/eval.js";
import { storeFor, configFor } from "../dist/cli/common.js";
import { rankIds, buildFileBm25, parseQueries, goldFiles, firstOccurrence } from "../dist/retrieve/index.js";
import { fileOfId } from "../dist/graph/index.js";
const [root, qf] = process.argv.slice(2);
const store = storeFor(root, configFor(root, {}), { readOnly: true });
const queries = parseQueries(fs.readFileSync(qf, "utf8"), qf);
const bm25 = buildFileBm25(await indexedFiles(root, store));
for (const q of queries) {
  const gold = new Set(goldFiles(q));
  const files = firstOccurrence((await rankIds(store, q.query, { mode: "hybrid", k: 100 })).map((r) => fileOfId(r.id)));
  const base = bm25.rankTestsLast(q.query, 20);
  const rk = (l) => { const i = l.findIndex((f) => gold.has(f)); return i < 0 ? 99 : i + 1; };
  console.log([rk(files), rk(base), q.query, [...gold].join(" "), files.slice(0, 5).join(" ")].join("\t"));
}
bm25.close(); await store.close();
