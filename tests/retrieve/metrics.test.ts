import { describe, expect, it } from "vitest";
import { ndcgAt, reciprocalRank, retrievalMetrics, reciprocalRankFusion, percentile, parseQueries } from "../../src/retrieve/index.js";

// Four queries whose metrics are worked out by hand below.
const queries = [
  { ranked: ["a", "b", "c"], relevant: ["a"] }, // first relevant at rank 1
  { ranked: ["x", "y", "b", "z"], relevant: ["b"] }, // rank 3
  { ranked: ["d", "e", "f", "g", "h", "c"], relevant: ["c"] }, // rank 6
  { ranked: ["u", "v"], relevant: ["w", "v"] }, // rank 2, two relevant (w never found)
];

describe("retrieval metrics on a hand-computed fixture", () => {
  it("Pass@k, Coverage, NDCG@10 and MRR", () => {
    const ndcg = [1, 1 / Math.log2(4), 1 / Math.log2(7), 1 / Math.log2(3) / (1 + 1 / Math.log2(3))];
    const m = retrievalMetrics(queries);
    expect({ ...m, ndcg10: undefined }).toEqual({
      queries: 4,
      pass1: 25, // q1
      pass3: 75, // q1, q2, q4
      pass5: 75,
      pass10: 100,
      coverage: 80, // a, b, c, v of {a, b, c, v, w}
      ndcg10: undefined,
      mrr: (1 + 1 / 3 + 1 / 6 + 1 / 2) / 4, // = 0.5
    });
    expect(m.mrr).toBe(0.5);
    expect(m.ndcg10).toBeCloseTo((100 * ndcg.reduce((s, x) => s + x, 0)) / 4, 10);
    expect(m.ndcg10).toBeCloseTo(56.07649986, 6);
    expect(queries.map((q) => ndcgAt(q))).toEqual(ndcg);
    expect(queries.map(reciprocalRank)).toEqual([1, 1 / 3, 1 / 6, 1 / 2]);
  });
  it("is all zero for no queries", () => {
    expect(retrievalMetrics([])).toEqual({ queries: 0, pass1: 0, pass3: 0, pass5: 0, pass10: 0, coverage: 0, ndcg10: 0, mrr: 0 });
  });
  it("nearest-rank percentiles", () => {
    expect([percentile([5, 1, 3, 2, 4], 0.5), percentile([5, 1, 3, 2, 4], 0.95), percentile([], 0.5)]).toEqual([3, 5, 0]);
  });
});

describe("reciprocal rank fusion (k = 60)", () => {
  it("sums 1/(60 + rank) and breaks ties by best rank, then id", () => {
    expect(reciprocalRankFusion([{ name: "code", ids: ["a", "b"] }, { name: "summary", ids: ["b", "c"] }])).toEqual([
      { id: "b", score: 1 / 62 + 1 / 61, from: ["summary", "code"] },
      { id: "a", score: 1 / 61, from: ["code"] },
      { id: "c", score: 1 / 62, from: ["summary"] },
    ]);
  });
});

describe("query files", () => {
  it("parses JSONL and names the file and line of a bad entry", () => {
    expect(parseQueries('{"query":"q","relevant":["a"],"path":"x"}\n\n{"query":"r","relevant":["b","c"]}\n', "q.jsonl")).toEqual([
      { query: "q", relevant: ["a"] },
      { query: "r", relevant: ["b", "c"] },
    ]);
    expect(() => parseQueries('{"query":"q","relevant":["a"]}\n{"query":"q"}', "q.jsonl")).toThrow('q.jsonl:2: "relevant" must be a non-empty array of node ids');
    expect(() => parseQueries("{oops", "q.jsonl")).toThrow(/^q\.jsonl:1: not JSON/);
  });
});
