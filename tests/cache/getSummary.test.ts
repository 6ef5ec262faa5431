/**
 * `getSummary(filePath)` with a model: cache-aside through the semantic cache, with in-flight de-duplication
 *, counted at the loopback server.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSummary } from "../../src/query/index.js";
import { delayed, jsonAnswer, malformedJson, startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { edit, indexer, SOURCE_A, writeRepo } from "./harness.js";
import { uniquePrefix } from "./backends.js";

const answer = (text: string) =>
  delayed(100, jsonAnswer({ main_responsibility: text, public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] }, { prompt_tokens: 500, completion_tokens: 50 }));

describe("getSummary with a model (SQLite cache)", () => {
  let server: LlmServer;
  beforeAll(async () => {
    server = await startLlmServer();
  });
  afterAll(async () => server.close());

  it("eight concurrent requests for one file make one LLM call; later ones hit the cache; an edit of the body is a semantic hit", async () => {
    const root = writeRepo({ "src/a.ts": SOURCE_A });
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    const llm = ix.client();
    try {
      server.script(answer("Reads text files."));
      const file = path.join(root, "src/a.ts");
      const results = await Promise.all(Array.from({ length: 8 }, () => getSummary({ root, file, store: ix.store, config: ix.config, llm })));
      expect(server.chatRequests().length).toBe(1);
      expect(new Set(results.map((r) => r.summary.main_responsibility))).toEqual(new Set(["Reads text files."]));
      expect(results.map((r) => [r.generator, r.generatorKey, r.fresh, r.cache])[0]).toEqual(["llm", "P-TECH-JSON@1|openai-compatible:test-model", true, "miss"]);

      const again = await getSummary({ root, file, store: ix.store, config: ix.config, llm });
      expect([again.cache, again.fresh, again.cached, server.chatRequests().length]).toEqual(["hash-hit", true, true, 1]);

      edit(root, "src/a.ts", 'return fs.readFileSync(p, "utf8");', 'return fs.readFileSync(p, "utf8").trim();');
      const edited = await getSummary({ root, file, store: ix.store, config: ix.config, llm });
      expect([edited.cache, edited.fresh, edited.summary.main_responsibility, server.chatRequests().length]).toEqual(["semantic-hit", true, "Reads text files.", 1]);
    } finally {
      await ix.close();
    }
  });

  it("invalid output twice (answer and repair) → the extractive summary with the reason; nothing cached, so the next request asks again", async () => {
    const root = writeRepo({ "src/a.ts": SOURCE_A });
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    const llm = ix.client();
    try {
      const before = server.chatRequests().length;
      server.script(malformedJson(), malformedJson());
      const file = path.join(root, "src/a.ts");
      const r = await getSummary({ root, file, store: ix.store, config: ix.config, llm });
      expect([r.generator, r.generatorKey, r.fresh, r.fallbackReason?.startsWith("invalid model output: ")]).toEqual(["extractive", "extractive@37", true, true]);
      expect(server.chatRequests().length - before).toBe(2);
      expect(await ix.store.getEntry({ path: "src/a.ts", promptKey: "P-TECH-JSON@1", model: "openai-compatible:test-model" })).toBeUndefined();
      server.script(answer("Reads text files."));
      const second = await getSummary({ root, file, store: ix.store, config: ix.config, llm });
      expect([second.generator, second.cache, server.chatRequests().length - before]).toEqual(["llm", "miss", 3]);
      expect(fs.existsSync(path.join(root, ".strata", "strata.db"))).toBe(true);
    } finally {
      await ix.close();
    }
  });
});
