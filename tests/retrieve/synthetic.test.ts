import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanQuery, syntheticQueries, updateSearchIndex } from "../../src/retrieve/index.js";
import { createLlmClient } from "../../src/summarize/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { chatMessages, startLlmServer, textAnswer, type LlmServer } from "../helpers/llmServer.js";
import { corpus, tempStore } from "./fixtures.js";

describe("synthetic queries (seed 001 §5.2) through the real LLM client", () => {
  let server: LlmServer;
  let store: SqliteStore;
  beforeAll(async () => {
    server = await startLlmServer();
    store = tempStore().store;
    await updateSearchIndex(store, corpus());
  });
  afterAll(async () => {
    await store.close();
    await server.close();
  });

  it("asks once per function from its summary and keeps at most 10 words", async () => {
    const client = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 0 }, { STRATA_LLM_API_KEY: "sk-test" })!;
    server.script(
      textAnswer('"Hash a user password with a random salt."'),
      textAnswer("load json config file from disk\nsecond line ignored"),
      textAnswer("one two three four five six seven eight nine ten eleven twelve"),
    );
    const docs = await store.getSearchDocs(["src/auth.ts#hashPassword", "src/config.ts#parseJsonFile", "src/io.py#read_file_lines"]);
    expect(await syntheticQueries(client, docs)).toEqual([
      { query: "Hash a user password with a random salt", relevant: ["src/auth.ts#hashPassword"] },
      { query: "load json config file from disk", relevant: ["src/config.ts#parseJsonFile"] },
      { query: "one two three four five six seven eight nine ten", relevant: ["src/io.py#read_file_lines"] },
    ]);
    const sent = server.chatRequests().map((r) => chatMessages(r).find((m) => m.role === "user")!.content);
    expect(sent[0]).toBe("Function summary:\nDerives a secure key from a user password with scrypt.\nhashPassword(password: string, salt: string): string");
  });

  it("cleans answers", () => {
    expect(cleanQuery("  `find the cache entry.`  ")).toBe("find the cache entry");
    expect(cleanQuery("")).toBe("");
  });
});
