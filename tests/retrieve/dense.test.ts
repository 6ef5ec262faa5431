import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddingText, rankIds, updateSearchIndex, type Embedder } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { embeddingFor, startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { corpus, tempStore } from "./fixtures.js";
import { createEmbedder, EmbeddingConfigError } from "../../src/summarize/index.js";

describe("dense and hybrid search against the loopback /v1/embeddings", () => {
  let server: LlmServer;
  let store: SqliteStore;
  let embedder: Embedder;
  beforeAll(async () => {
    server = await startLlmServer();
    store = tempStore().store;
    embedder = createEmbedder({ embedding: "openai-compatible:test-embed", embeddingBaseUrl: server.url })!;
  });
  afterAll(async () => {
    await store.close();
    await server.close();
  });

  it("embeds both fields of every doc once, then only changed docs", async () => {
    expect(await updateSearchIndex(store, corpus(), { embedder })).toEqual({ docs: 5, added: 5, updated: 0, removed: 0, unchanged: 0, refreshed: 0, embedded: 10, embeddingModel: "openai-compatible:test-embed" });
    const calls = server.requests.filter((r) => r.path === "/v1/embeddings");
    expect(calls.map((r) => [r.body.model, r.body.input.length])).toEqual([
      ["test-embed", 5],
      ["test-embed", 5],
    ]);
    const docs = corpus();
    docs[2] = { ...docs[2]!, summaryText: "Retries a request." };
    expect(await updateSearchIndex(store, docs, { embedder })).toEqual({ docs: 5, added: 0, updated: 1, removed: 0, unchanged: 4, refreshed: 0, embedded: 2, embeddingModel: "openai-compatible:test-embed" });
    expect(await updateSearchIndex(store, docs, { embedder })).toEqual({ docs: 5, added: 0, updated: 0, removed: 0, unchanged: 5, refreshed: 0, embedded: 0, embeddingModel: "openai-compatible:test-embed" });
    // Its file changed elsewhere (same texts): the record is refreshed, its vectors are kept (nothing re-embedded).
    docs[1] = { ...docs[1]!, fileHash: "0000000000000000" };
    expect(await updateSearchIndex(store, docs, { embedder })).toEqual({ docs: 5, added: 0, updated: 0, removed: 0, unchanged: 5, refreshed: 1, embedded: 0, embeddingModel: "openai-compatible:test-embed" });
    expect(server.requests.filter((r) => r.path === "/v1/embeddings").length).toBe(4);
    expect((await store.getSearchDocs([docs[1]!.node.id]))[0]!.fileHash).toBe("0000000000000000");
  });

  it("finds the doc whose embedded text equals the query (cosine 1) through sqlite-vec", async () => {
    const [doc] = await store.getSearchDocs(["src/cache.ts#LruCache.evictOldest"]);
    const text = embeddingText(doc!, "summary");
    const [hit] = await store.searchVectors("openai-compatible:test-embed", "summary", embeddingFor(text), 1);
    expect(hit!.id).toBe("src/cache.ts#LruCache.evictOldest");
    expect(hit!.score).toBeCloseTo(1, 5);
  });

  it("fuses lexical and dense rankings in every mode", async () => {
    const [doc] = await store.getSearchDocs(["src/auth.ts#hashPassword"]);
    const ranked = await rankIds(store, embeddingText(doc!, "code"), { mode: "hybrid", embedder, k: 1 });
    expect(ranked.map((r) => [r.id, r.from])).toEqual([["src/auth.ts#hashPassword", ["code", "summary", "dense:code", "dense:summary"]]]);
    const codeOnly = await rankIds(store, embeddingText(doc!, "code"), { mode: "code", embedder, k: 1 });
    expect(codeOnly.map((r) => [r.id, r.from])).toEqual([["src/auth.ts#hashPassword", ["code", "dense:code"]]]);
  });

  it("rejects unusable embedding settings with a message naming the fix", () => {
    expect(createEmbedder({})).toBeUndefined();
    expect(() => createEmbedder({ embedding: "local:/models/bge-small" })).toThrow(EmbeddingConfigError);
    expect(() => createEmbedder({ embedding: "local:/models/bge-small" })).toThrow(/local ONNX models need @huggingface\/transformers \(transformers.js\)/);
    expect(() => createEmbedder({ embedding: "openai-compatible:m" })).toThrow(/needs embeddingBaseUrl/);
    expect(() => createEmbedder({ embedding: "acme:m" })).toThrow('embedding "acme:m": unknown provider "acme"');
  });
});
