/**
 * `node dist-bench/bench/nameQueriesBench.js <indexed repo> [n] [--misses]`: name queries. For `n` (default 60) seeded
 * non-test functions and methods whose name has two words or more, the query is the words of the name
 * (`initFormCache` → "init form cache", `sign_cookie` → "sign cookie"); prints per mode (code, summary, hybrid) how
 * often the function is first, in the top 3 and in the top 10; `--misses` lists hybrid's misses of the top 3.
 * `--private`: instead, methods whose name is one word behind underscores (`Nested._deserialize`, not dunders), each
 * queried by the words of its qualified name ("nested deserialize"). `--docs`: instead, documented functions and methods,
 * each queried by its doc's first sentence without its own name ("WriteConfig writes the current configuration to a
 * file" → "writes the current configuration to a file"; at least three words left): a reader's words for code whose
 * doc is indexed (`bench:retrieval`'s doc-comment queries strip the doc). Reads the repository's existing store
 * (`<repo>/.strata/strata.db`, read-only).
 */
import path from "node:path";
import { openStore } from "../src/store/index.js";
import { rankIds, splitIdentifier, type SearchMode } from "../src/retrieve/index.js";
import { docSentence } from "../src/summarize/index.js";

/** Paths of tests, examples and docs (their functions are not what a name query is after). */
const NOT_CODE = /(?:^|\/)(?:tests?|__tests__|spec|examples?|docs?)\/|[._-](?:test|spec)\.[a-z]+$|_test\.go$|(?:^|\/)test_[^/]*\.py$|conftest/;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const positional = args.filter((a) => !a.startsWith("--"));
  const repo = path.resolve(positional[0] ?? ".");
  const n = Number(positional[1] ?? 60);
  const store = openStore(path.join(repo, ".strata", "strata.db"), { readOnly: true });
  try {
    const ids = (await store.listSearchStamps()).map((s) => s.id).sort();
    const docs = await store.getSearchDocs(ids);
    const privateNames = args.includes("--private");
    const docQueries = args.includes("--docs");
    /** The doc sentence of `d` without its own name or the name's words run together, or undefined under three words. */
    const docQuery = (d: (typeof docs)[number]): string | undefined => {
      const sentence = docSentence(d.node.doc, d.node.language);
      const name = d.node.name.toLowerCase();
      const words = (sentence ?? "").split(/\s+/u).filter((w) => w.replace(/[^\p{L}\p{N}_]/gu, "").toLowerCase() !== name && w.replace(/[`'"()]/gu, "").toLowerCase() !== name);
      return words.length >= 3 ? words.join(" ") : undefined;
    };
    const wanted = docQueries
      ? (d: (typeof docs)[number]): boolean => (d.node.kind === "function" || d.node.kind === "method") && docQuery(d) !== undefined
      : privateNames
      ? (d: (typeof docs)[number]): boolean => d.node.kind === "method" && /^_[\p{Ll}\p{N}]+$/u.test(d.node.name) && d.node.qualifiedName.split(".").length === 2
      : (d: (typeof docs)[number]): boolean => (d.node.kind === "function" || d.node.kind === "method") && splitIdentifier(d.node.name).length >= 2;
    const candidates = docs.filter((d) => !NOT_CODE.test(d.node.path) && wanted(d));
    // A seeded shuffle (linear congruential, seed 1) so runs compare the same functions.
    let s = 1;
    const next = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
    const sample = candidates.map((d) => ({ key: next(), d })).sort((a, b) => a.key - b.key).slice(0, n).map((x) => x.d);
    for (const mode of ["code", "summary", "hybrid"] as SearchMode[]) {
      let first = 0, top3 = 0, top10 = 0;
      const misses: string[] = [];
      for (const d of sample) {
        const query = docQueries ? docQuery(d)! : splitIdentifier(privateNames ? d.node.qualifiedName.replace(".", "_") : d.node.name).join(" ");
        const ranked = (await rankIds(store, query, { mode, k: 10 })).map((r) => r.id);
        const i = ranked.indexOf(d.id);
        if (i === 0) first++;
        if (i >= 0 && i < 3) top3++;
        if (i >= 0) top10++;
        if (mode === "hybrid" && (i < 0 || i >= 3)) misses.push(`  "${query}" → ${d.id}: ${i < 0 ? "not in the top 10" : `#${i + 1}`} (first: ${ranked[0] ?? "none"})`);
      }
      process.stdout.write(`${mode}: first ${first} / top 3 ${top3} / top 10 ${top10} of ${sample.length}\n`);
      if (args.includes("--misses")) for (const m of misses) process.stdout.write(`${m}\n`);
    }
  } finally {
    await store.close();
  }
}

await main();
