/**
 * An evaluation copy for the file-ranking benches: `<copy>:<queries.jsonl>` (a copy and its queries made by `strata eval
 * make-queries --from-history`) opened as its queries, its store and the text of every indexed file it still has.
 * @throws what `parseQueries` throws for a bad queries file, and the store's error for a missing index.
 */
import fs from "node:fs";
import path from "node:path";
import { openStore, type Store } from "../src/store/index.js";
import { parseQueries } from "../src/retrieve/index.js";

export async function openEvalCopy(arg: string): Promise<{ root: string; queries: ReturnType<typeof parseQueries>; store: Store; files: { path: string; text: string }[] }> {
  const [root, qfile] = arg.split(":") as [string, string];
  const queries = parseQueries(fs.readFileSync(qfile, "utf8"), qfile);
  const store = await openStore(path.join(root, ".strata", "strata.db"));
  const files = (await store.listFiles()).flatMap((f) => {
    try {
      return [{ path: f.path, text: fs.readFileSync(path.join(root, f.path), "utf8") }];
    } catch {
      return [];
    }
  });
  return { root, queries, store, files };
}
