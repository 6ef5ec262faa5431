import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { strata, strataInProcess, writeTree } from "../helpers/cli.js";

const FILES = {
  "src/cache.ts": `/** An LRU cache. */
export class LruCache {
  private order: string[] = [];
  /** Removes the least recently used entry to make room. */
  evictOldest(): void {
    this.order.shift();
  }
}
`,
  "src/text.ts": `/** Splits a camelCase identifier into lower-case words. */
export function splitCamelCase(name: string): string[] {
  return name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(" ");
}

/** Counts the words of a sentence after trimming it. */
export function count_words(sentence: string): number {
  return sentence.trim().split(/\\s+/).length;
}
`,
  "src/net.ts": `/** Sends a request again with exponential backoff when the server fails. */
export async function retryRequest(send: () => Promise<number>, attempts: number): Promise<number> {
  for (let i = 0; ; i++) {
    try {
      return await send();
    } catch (error) {
      if (i + 1 >= attempts) throw error;
    }
  }
}
`,
};

describe("strata search / context / eval on an indexed fixture", () => {
  let root: string;
  beforeAll(async () => {
    root = writeTree(FILES);
    expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
  }, 60_000);

  it("search --json: first hits for camelCase, snake_case and phrase queries", async () => {
    const first = (query: string, ...flags: string[]): unknown => {
      const r = strata(["search", query, "--repo", root, "--json", "-k", "3", ...flags]);
      expect(r.status).toBe(0);
      const out = JSON.parse(r.stdout) as { results: { id: string; kind: string; path: string; line?: number; summary: string }[] };
      const top = out.results[0]!;
      return { id: top.id, kind: top.kind, path: top.path, line: top.line, summary: top.summary };
    };
    expect(first("splitCamelCase", "--kind", "function,method")).toEqual({ id: "src/text.ts#splitCamelCase", kind: "function", path: "src/text.ts", line: 2, summary: "Splits a camelCase identifier into lower-case words." });
    expect(first("count_words", "--kind", "function")).toEqual({ id: "src/text.ts#count_words", kind: "function", path: "src/text.ts", line: 7, summary: "Counts the words of a sentence after trimming it." });
    expect(first('"least recently used"', "--mode", "summary", "--kind", "method")).toEqual({ id: "src/cache.ts#LruCache.evictOldest", kind: "method", path: "src/cache.ts", line: 5, summary: "Removes the least recently used entry to make room." });
  });

  it("search: each row says which query words its node holds, and a word no result holds is named", async () => {
    const r = await strataInProcess(["search", "retry request with jitter", "--repo", root, "-k", "2"]);
    expect(r.status).toBe(0);
    const rows = r.stdout.trimEnd().split("\n").map((line) => line.split("\t"));
    expect(rows.map((row) => [row[2], row[5]])).toEqual([
      ["2/3", "src/net.ts#retryRequest"],
      ["2/3", "src/net.ts"],
    ]);
    expect(r.stderr).toBe('strata search: none of these 2 results holds "jitter": the code may use another word for it (or a later result may: raise -k)\n');
    const json = JSON.parse((await strataInProcess(["search", "retry request with jitter", "--repo", root, "-k", "1", "--json"])).stdout) as { unmatched: string[]; results: { match: unknown }[] };
    expect([json.unmatched, json.results[0]!.match]).toEqual([["jitter"], { held: 2, of: 3, missing: ["jitter"] }]);
  });

  it("search without an index, or with a bad flag, is a usage error", async () => {
    const empty = writeTree({ "a.ts": "export const a = 1;\n" });
    const r = await strataInProcess(["search", "x", "--repo", empty]);
    expect([r.status, r.stderr]).toEqual([2, `strata: no search index in ${path.join(empty, ".strata", "strata.db")}: run \`strata index ${empty}\` first\n`]);
    expect((await strataInProcess(["search", "x", "--repo", root, "-k", "0"])).stderr).toBe('strata: -k must be a positive integer, got "0"\n');
    // Found on hono: an empty query printed nothing, `--budget 10` gave a 30-token block.
    const blank = await strataInProcess(["search", "  ", "--repo", root]);
    expect([blank.status, blank.stderr]).toEqual([2, 'strata: the query is empty: give words or identifiers, e.g. strata search "parse config"\n']);
    // Found by a trial on click: "the of and" printed ten unrelated methods and nothing else.
    const common = await strataInProcess(["search", "the of and", "--repo", root]);
    expect([common.status, common.stderr]).toEqual([0, 'strata search: "the of and" has only common words, matched as they are; add a word naming what you look for\n']);
    expect((await strataInProcess(["search", "the retry", "--repo", root])).stderr).toBe("");
    const tiny = await strataInProcess(["context", "retry", "--repo", root, "--budget", "10"]);
    expect([tiny.status, tiny.stderr]).toEqual([2, "strata: --budget must be at least 50 tokens (the block's frame alone takes about 30), got 10\n"]);
    const noQuestion = await strataInProcess(["context", "", "--repo", root]);
    expect([noQuestion.status, noQuestion.stderr]).toEqual([2, 'strata: the question is empty: give a few words, e.g. strata context "how are requests routed"\n']);
  });

  it("context --json stays within the budget and starts with the top hit", async () => {
    const r = await strataInProcess(["context", "retry a failed request with backoff", "--repo", root, "--budget", "300", "--json"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const out = JSON.parse(r.stdout) as { tokens: number; budget: number; hits: string[]; text: string; fresh: boolean };
    expect(out.budget).toBe(300);
    expect(out.tokens).toBeLessThanOrEqual(300);
    expect(out.fresh).toBe(true);
    expect(out.text.split("\n").slice(0, 3)).toEqual(["# Context for: retry a failed request with backoff", "", `## ${out.hits[0]} (${out.hits[0] === "src/net.ts" ? "file, src/net.ts:1-10" : "function, src/net.ts:2-10"}; hit)`]);
  });

  it("make-queries --from-docs writes the seeded half and a copy without those docs; eval retrieval scores it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-evalq-"));
    const out = path.join(dir, "q.jsonl");
    const copy = path.join(dir, "copy");
    const made = await strataInProcess(["eval", "make-queries", "--from-docs", root, "--seed", "2", "-o", out, "--copy", copy, "--json"]);
    expect([made.status, made.stderr]).toEqual([0, ""]);
    const queries = fs.readFileSync(out, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { query: string; relevant: string[]; path: string });
    expect(queries.length).toBe(2);
    for (const q of queries) {
      expect(fs.readFileSync(path.join(copy, q.path), "utf8")).not.toContain(q.query);
      expect(fs.readFileSync(path.join(root, q.path), "utf8")).toContain(q.query);
    }
    const evalRun = await strataInProcess(["eval", "retrieval", "--repo", copy, "--queries", out, "--json"]);
    expect(evalRun.status).toBe(0);
    const report = JSON.parse(evalRun.stdout) as { queries: number; unknownRelevant: string[]; results: { mode: string; queries: number }[] };
    expect([report.queries, report.unknownRelevant, report.results.map((r) => [r.mode, r.queries])]).toEqual([2, [], [["code", 2], ["summary", 2], ["hybrid", 2]]]);
    const table = await strataInProcess(["eval", "retrieval", "--repo", copy, "--queries", out]);
    expect(table.stdout.split("\n")[0]).toBe("| Mode | Queries | Pass@1 | Pass@3 | Pass@5 | Pass@10 | Coverage | NDCG@10 | MRR | median ms | p95 ms |");
    fs.writeFileSync(out, '{"query": "x"}\n');
    expect((await strataInProcess(["eval", "retrieval", "--repo", copy, "--queries", out])).stderr).toBe(`strata: ${out}:1: "relevant" must be an array of node ids\n`);
  }, 180_000);
});
