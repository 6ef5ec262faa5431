/**
 * A TypeScript private member (`#retry`) is named by `retry`, `#retry` and `Ky.#retry` as a public one is by its name:
 * ky's logic sits in private methods of one class, and "retry" ranked `Ky.#retry` 28th, below every test helper.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode } from "../../src/graph/index.js";
import { rankIds, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

const doc = (id: string, kind: GraphNode["kind"], name: string, exported: boolean, code: string): SearchDocument => {
  const path = id.slice(0, id.indexOf("#"));
  const qualifiedName = id.slice(id.indexOf("#") + 1);
  return {
    node: { id, kind, name, qualifiedName, path, language: "typescript", exported, span: { startLine: 1, endLine: 5, startByte: 0, endByte: 0 }, contentHash: `h-${id}` },
    code,
    summaryText: `${name} helper.`,
    contractText: "",
  };
};

describe("private member names", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      doc("test/hooks.ts#retry", "function", "retry", true, "export const retry = () => fetchMock({ retry: 2 });"),
      doc("source/core/Ky.ts#Ky.#retry", "method", "#retry", false, "async #retry(fn) { try { return await fn(); } catch (error) { await delay(this.#calculateRetryDelay(error)); return this.#retry(fn); } }"),
      doc("source/utils/delay.ts#delay", "function", "delay", true, "export async function delay(ms) { await new Promise((r) => setTimeout(r, ms)); }"),
    ]);
  });
  afterEach(async () => store.close());

  it("ranks the private implementation before a test helper of the same name, for its name with or without # and owner", async () => {
    for (const query of ["retry", "#retry", "Ky.#retry"]) expect((await rankIds(store, query, { k: 2 }))[0]?.id, query).toBe("source/core/Ky.ts#Ky.#retry");
  });
});
