/**
 * `-k` says how many results to show, not how they rank: every ranking gives the same number of candidates to the
 * fusion whatever `k` (a new user's trial on express a3714473: `search -k 10` and `search -k 60` differed in their
 * first ten, because the candidate depth followed `k`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { functionDoc, tempStore } from "./fixtures.js";

/**
 * 80 functions whose code says "alpha" from 80 times down to once, their summaries neither word; one more, `lateBoth`,
 * says "alpha" once in its code and "alpha beta" five times in its summary: last in code, alone in summary. Fused
 * (RRF, k = 60) with both its ranks it comes 30th; with its summary rank alone, after the 50th.
 */
function corpus(): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (let i = 0; i < 80; i++) {
    const name = `f${String(i).padStart(2, "0")}`;
    docs.push(functionDoc(`src/${name}.ts`, name, `export function ${name}() { return "${"alpha ".repeat(80 - i)}"; }`, "gamma delta."));
  }
  docs.push(functionDoc("src/late.ts", "lateBoth", 'export function lateBoth() { return "alpha"; }', "alpha beta alpha beta alpha beta alpha beta alpha beta."));
  return docs;
}

describe("search depth", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterEach(async () => store.close());

  it("ranks the same first results for any k", async () => {
    const only = { fileWeight: 0, historyWeight: 0, nodeHistoryWeight: 0 };
    const few = (await rankIds(store, "alpha beta", { k: 40, ...only })).map((r) => r.id);
    const many = (await rankIds(store, "alpha beta", { k: 90, ...only })).map((r) => r.id);
    expect(many.slice(0, 40)).toEqual(few);
    expect(few.indexOf("src/late.ts#lateBoth")).toBe(29);
  });
});
