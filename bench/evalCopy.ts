/**
 * An evaluation copy for the file-ranking benches: `<copy>:<queries.jsonl>[:<store>]` (a copy and its queries made by
 * `strata eval make-queries --from-history`, and the store it was indexed into, default `<copy>/.strata/strata.db`)
 * opened as its queries, its store and the text of every indexed file it still has. Keep a store outside the copy when
 * several builds index it: a store inside the copy is read as the copy's files by the next build.
 * @throws what `parseQueries` throws for a bad queries file, and the store's error for a missing index.
 */
import fs from "node:fs";
import path from "node:path";
import { openStore, type Store } from "../src/store/index.js";
import { parseQueries } from "../src/retrieve/index.js";

export async function openEvalCopy(arg: string): Promise<{ root: string; queries: ReturnType<typeof parseQueries>; store: Store; files: { path: string; text: string }[] }> {
  const [root, qfile, storeFile] = arg.split(":") as [string, string, string | undefined];
  const queries = parseQueries(fs.readFileSync(qfile, "utf8"), qfile);
  const store = await openStore(storeFile ?? path.join(root, ".strata", "strata.db"));
  const files = (await store.listFiles()).flatMap((f) => {
    try {
      return [{ path: f.path, text: fs.readFileSync(path.join(root, f.path), "utf8") }];
    } catch {
      return [];
    }
  });
  return { root, queries, store, files };
}
