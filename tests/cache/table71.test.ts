/**
 * Every row of seed 000 Table 7.1, each with a real file edited on disk and a real index run against the
 * loopback OpenAI-compatible server, on SQLite and on the real Redis. Counts are exact: chat requests the
 * server received, and the stage's hash hits, semantic hits and misses.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { openSummaryCache, type SummaryCache } from "../../src/store/index.js";
import type { CacheEntry } from "../../src/summarize/index.js";
import type { SynthesisRunReport } from "../../src/pipeline/index.js";
import { BACKENDS, deletePrefix, uniquePrefix } from "./backends.js";
import { edit, indexer, numberedAnswers, sentPrompt, SOURCE_A, SOURCE_B, writeRepo, type Indexer } from "./harness.js";

const KEY = { promptKey: "P-TECH-JSON@1", model: "openai-compatible:test-model" };
const counts = (stage: object | undefined) => {
  const s = stage as SynthesisRunReport;
  return { hashHits: s.hashHits, semanticHits: s.semanticHits, misses: s.misses, synthesized: s.synthesized, llmCalls: s.llmCalls };
};

describe.each(BACKENDS)("Table 7.1 on $name, through a real index run", (backend) => {
  let server: LlmServer;
  let ix: Indexer;
  let prefix: string;
  let cache: SummaryCache;
  beforeAll(async () => {
    if (!backend.skip) server = await startLlmServer(numberedAnswers());
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    if (backend.skip) return;
    prefix = uniquePrefix();
    ix = indexer(writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B }), server.url, backend.cacheConfig(), prefix);
    cache = await openSummaryCache(ix.config, ix.store, { repository: "test-repo", prefix });
    // Row "FileRead, !Cache.Exists": the first run synthesizes both files.
    const before = server.chatRequests().length;
    const first = await ix.index();
    expect(counts(first.stages.synthesis)).toEqual({ hashHits: 0, semanticHits: 0, misses: 2, synthesized: 2, llmCalls: 2 });
    expect(server.chatRequests().length - before).toBe(2);
  });
  afterEach(async () => {
    if (backend.skip) return;
    await cache.close();
    await ix.close();
    if (backend.name === "redis") await deletePrefix(prefix);
  });
  const entryA = async (): Promise<CacheEntry> => (await cache.getEntry({ ...KEY, path: "src/a.ts" }))!;
  /** Re-indexes and returns the stage counts and the number of chat requests the server received. */
  const reindex = async (llm = ix.client()) => {
    const before = server.chatRequests().length;
    const report = await ix.index(llm);
    return { counts: counts(report.stages.synthesis), requests: server.chatRequests().slice(before) };
  };

  it.skipIf(backend.skip)("cache miss: sends the contract (never the code) and stores hash, contract and summary together", async () => {
    const a = await entryA();
    const text = fs.readFileSync(path.join(ix.root, "src/a.ts"));
    expect(a.contentHash).toBe((await ix.store.getFile("src/a.ts"))!.contentHash);
    expect(a.contract.exports.map((e) => e.name)).toEqual(["read"]);
    expect(a.summary.generator).toBe("llm");
    expect(a.summary.filePath).toBe("src/a.ts");
    expect(a.ungrounded).toEqual([]);
    expect(text.length).toBeGreaterThan(0);
    const requestForA = server.chatRequests().find((r) => sentPrompt(r).includes('"filePath":"src/a.ts"') || sentPrompt(r).includes('"filePath": "src/a.ts"'))!;
    const sent = sentPrompt(requestForA);
    expect(sent.includes("Reads a text file.")).toBe(true);
    expect(sent.includes("readFileSync")).toBe(false); // the private body never leaves the machine
    expect(sent.includes("helper")).toBe(false);
    expect(requestForA.body.model).toBe("test-model");
    // The LLM summary is mirrored beside the extractive one for the other stages.
    const mirrored = await ix.store.getSummary("src/a.ts", "P-TECH-JSON@1|openai-compatible:test-model");
    expect(mirrored?.summary).toEqual(a.summary);
  });

  it.skipIf(backend.skip)("FileModified, same hash: nothing changed → hash hits, no LLM call", async () => {
    const a = await entryA();
    const r = await reindex();
    expect([r.counts, r.requests.length]).toEqual([{ hashHits: 2, semanticHits: 0, misses: 0, synthesized: 0, llmCalls: 0 }, 0]);
    expect(await entryA()).toEqual(a);
  });

  it.skipIf(backend.skip)("comment-only edit → semantic hit: hash updated, summary kept, no LLM call", async () => {
    const a = await entryA();
    edit(ix.root, "src/a.ts", 'import fs from "node:fs";\n', 'import fs from "node:fs";\n// A comment line that shifts every position below.\n\n');
    edit(ix.root, "src/a.ts", "  return helper(p);", "  // delegate\n  return helper(p);");
    const r = await reindex();
    expect([r.counts, r.requests.length]).toEqual([{ hashHits: 1, semanticHits: 1, misses: 0, synthesized: 0, llmCalls: 0 }, 0]);
    const after = await entryA();
    expect(after.contentHash).toBe((await ix.store.getFile("src/a.ts"))!.contentHash);
    expect(after.contentHash).not.toBe(a.contentHash);
    expect({ ...after, contentHash: a.contentHash, contractHash: a.contractHash, updatedAt: a.updatedAt }).toEqual(a);
  });

  it.skipIf(backend.skip)("private-function body edit → semantic hit, no LLM call", async () => {
    const a = await entryA();
    edit(ix.root, "src/a.ts", 'return fs.readFileSync(p, "utf8");', 'const text = fs.readFileSync(p, "utf8");\n  return text.trimEnd();');
    const r = await reindex();
    expect([r.counts, r.requests.length]).toEqual([{ hashHits: 1, semanticHits: 1, misses: 0, synthesized: 0, llmCalls: 0 }, 0]);
    expect((await entryA()).summary).toEqual(a.summary);
  });

  const oneCall = async (): Promise<void> => {
    const a = await entryA();
    const r = await reindex();
    expect([r.counts, r.requests.length]).toEqual([{ hashHits: 1, semanticHits: 0, misses: 1, synthesized: 1, llmCalls: 1 }, 1]);
    const after = await entryA();
    expect(after.summary.main_responsibility).toBe(`Summary ${server.chatRequests().length}.`);
    expect(after.summary).not.toEqual(a.summary);
    expect(after.contentHash).toBe((await ix.store.getFile("src/a.ts"))!.contentHash);
  };

  it.skipIf(backend.skip)("signature edit → exactly one LLM call, new summary stored", async () => {
    edit(ix.root, "src/a.ts", "export function read(p: string): string {", 'export function read(p: string, encoding = "utf8"): string {');
    await oneCall();
  });

  it.skipIf(backend.skip)("export added → exactly one LLM call", async () => {
    fs.appendFileSync(path.join(ix.root, "src/a.ts"), "\nexport const VERSION = 2;\n");
    await oneCall();
  });

  it.skipIf(backend.skip)("export removed → exactly one LLM call", async () => {
    edit(ix.root, "src/a.ts", "export function read(", "function read(");
    fs.appendFileSync(path.join(ix.root, "src/a.ts"), "\nexport const used = read;\n");
    await oneCall();
  });

  it.skipIf(backend.skip)("doc-comment edit → exactly one LLM call", async () => {
    edit(ix.root, "src/a.ts", "/** Reads a text file. */", "/** Reads a UTF-8 text file from disk. */");
    await oneCall();
  });

  it.skipIf(backend.skip)("model change → re-synthesis of every file under the new key; the old entries stay", async () => {
    const a = await entryA();
    const r = await reindex(ix.client("other-model"));
    expect([r.counts, r.requests.length]).toEqual([{ hashHits: 0, semanticHits: 0, misses: 2, synthesized: 2, llmCalls: 2 }, 2]);
    expect(r.requests.map((q) => q.body.model)).toEqual(["other-model", "other-model"]);
    expect((await cache.getEntry({ ...KEY, model: "openai-compatible:other-model", path: "src/a.ts" }))?.summary.generator).toBe("llm");
    expect(await entryA()).toEqual(a);
  });

  it.skipIf(backend.skip)("prompt version change → re-synthesis: an entry for the same bytes made with another prompt version is never reused", async () => {
    // A second repository with the same files, whose cache holds only entries made by an older prompt (@0):
    // same content hash, same contract — a hash hit if the prompt were not part of the key.
    const otherPrefix = uniquePrefix();
    const other = indexer(writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B }), server.url, backend.cacheConfig(), otherPrefix);
    const otherCache = await openSummaryCache(other.config, other.store, { repository: "test-repo", prefix: otherPrefix });
    try {
      for (const p of ["src/a.ts", "src/b.ts"]) await otherCache.putEntry({ ...(await cache.getEntry({ ...KEY, path: p }))!, promptKey: "P-TECH-JSON@0" });
      const before = server.chatRequests().length;
      const report = await other.index();
      expect(counts(report.stages.synthesis)).toEqual({ hashHits: 0, semanticHits: 0, misses: 2, synthesized: 2, llmCalls: 2 });
      expect(server.chatRequests().length - before).toBe(2);
      expect((await otherCache.getEntry({ ...KEY, path: "src/a.ts" }))!.promptKey).toBe("P-TECH-JSON@1");
      expect((await otherCache.getEntry({ ...KEY, promptKey: "P-TECH-JSON@0", path: "src/a.ts" }))!.promptKey).toBe("P-TECH-JSON@0");
    } finally {
      await otherCache.close();
      await other.close();
      if (backend.name === "redis") await deletePrefix(otherPrefix);
    }
  });
});
