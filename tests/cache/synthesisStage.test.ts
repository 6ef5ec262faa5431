/**
 * The synthesis stage's run control: budget stops cleanly and keeps finished work,
 * invalid output is never cached, the dry run sends nothing, and the per-run statistics are stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { indexRepository } from "../../src/pipeline/index.js";
import { getSummary } from "../../src/query/index.js";
import { cacheStats } from "../../src/query/index.js";
import { renderStats } from "../../src/cli/commands/stats.js";
import { tokenCounter } from "../../src/shared/tokens.js";
import { createSynthesisStage, type SynthesisPlanReport, type SynthesisRunReport } from "../../src/pipeline/index.js";
import { Budget, createLlmClient } from "../../src/summarize/index.js";
import { jsonAnswer, malformedJson, serverError, startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { indexer, numberedAnswers, writeRepo } from "./harness.js";
import { uniquePrefix } from "./backends.js";

const files = (n: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`src/f${i}.ts`, `/** File ${i}. */\nexport function f${i}(x: number): number {\n  return x + ${i};\n}\n`]));

const KEY = { promptKey: "P-TECH-JSON@1", model: "openai-compatible:test-model" };

describe("synthesis stage", () => {
  let server: LlmServer;
  beforeAll(async () => {
    server = await startLlmServer(numberedAnswers());
  });
  afterAll(async () => server.close());

  it("--max-calls 3 over 6 files: 3 calls, 3 cached, 3 not attempted, the report says why; the next run finishes the rest", async () => {
    const root = writeRepo(files(6));
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      const before = server.chatRequests().length;
      const budgeted = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 0, llmConcurrency: 2 }, {}, { budget: new Budget({ maxCalls: 3 }) })!;
      const report = await ix.index(budgeted);
      const s = report.stages.synthesis as SynthesisRunReport;
      expect([s.synthesized, s.llmCalls, s.notAttempted, s.misses, s.stoppedBy, server.chatRequests().length - before]).toEqual([3, 3, 3, 6, "budget", 3]);
      expect(s.stopMessage).toBe("budget reached: 3 of at most 3 LLM calls made (--max-calls)");
      const cached = await ix.store.getEntries(Object.keys(files(6)).map((p) => ({ ...KEY, path: p })));
      expect(cached.filter(Boolean).length).toBe(3);
      const next = (await ix.index()).stages.synthesis as SynthesisRunReport;
      expect([next.hashHits, next.synthesized, next.llmCalls, next.stoppedBy]).toEqual([3, 3, 3, undefined]);
    } finally {
      await ix.close();
    }
  });

  it("invalid output is never cached: the file keeps its extractive summary and the reason is reported", async () => {
    const root = writeRepo(files(1));
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      server.script(malformedJson(), malformedJson());
      const s = (await ix.index()).stages.synthesis as SynthesisRunReport;
      expect([s.misses, s.synthesized, s.invalid, s.llmCalls]).toEqual([1, 0, 1, 2]);
      expect((s.invalidFiles as { path: string }[]).map((f) => f.path)).toEqual(["src/f0.ts"]);
      expect(await ix.store.getEntry({ ...KEY, path: "src/f0.ts" })).toBeUndefined();
      expect(await ix.store.getSummary("src/f0.ts", "P-TECH-JSON@1|openai-compatible:test-model")).toBeUndefined();
      expect((await ix.store.getSummary("src/f0.ts", "extractive@37"))?.summary.generator).toBe("extractive");
    } finally {
      await ix.close();
    }
  });

  it("a call that fails (HTTP 500, no retries left) keeps the extractive summary, counted as failed, not invalid", async () => {
    const root = writeRepo(files(1));
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      server.script(serverError(500));
      const s = (await ix.index()).stages.synthesis as SynthesisRunReport;
      expect([s.misses, s.synthesized, s.invalid, s.failed, s.llmCalls]).toEqual([1, 0, 0, 1, 1]);
      expect((s.failedFiles as { path: string; reason: string }[]).map((f) => [f.path, f.reason.split(":")[0]])).toEqual([["src/f0.ts", "server"]]);
      expect(await ix.store.getEntry({ ...KEY, path: "src/f0.ts" })).toBeUndefined();
    } finally {
      await ix.close();
    }
  });

  it("an endpoint that keeps failing stops the run as unavailable: 2 failed files, the other 4 not attempted, no further request", async () => {
    const root = writeRepo(files(6));
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      const before = server.chatRequests().length;
      server.script(serverError(500), serverError(502));
      const client = createLlmClient(
        { llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 0, llmConcurrency: 1 },
        {},
        { circuit: { failures: 2, cooldownMs: 60_000 } },
      )!;
      const s = (await ix.index(client)).stages.synthesis as SynthesisRunReport;
      expect([s.misses, s.synthesized, s.failed, s.notAttempted, s.stoppedBy, server.chatRequests().length - before]).toEqual([6, 0, 2, 4, "unavailable", 2]);
      expect(s.stopMessage).toBe(
        "openai-compatible:test-model: the endpoint looks unavailable: 2 calls in a row failed after every retry (last: openai-compatible:test-model: HTTP 502: The server had an error); no further calls for 60 s",
      );
      expect((await ix.store.listCacheRuns(1))[0]!.stoppedBy).toBe("unavailable");
      const { last, total } = await cacheStats(ix.store);
      expect(renderStats(last, total).split("\n").filter((l) => /^(\| call failed|\| not attempted|The last run)/.test(l))).toEqual([
        "| call failed (kept extractive) | 2 | 2 |",
        "| not attempted (run stopped) | 4 | 4 |",
        "The last run stopped early (unavailable); 4 files kept the extractive summary.",
      ]);
    } finally {
      await ix.close();
    }
  });

  it("ungrounded names are repaired once, then kept and counted in the run's rate", async () => {
    const root = writeRepo(files(1));
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      const bad = { main_responsibility: "Adds.", public_api: [], io_contracts: [], dependencies: ["axios"], side_effects: [], key_algorithms: [] };
      server.script(jsonAnswer(bad, { prompt_tokens: 10, completion_tokens: 5 }), jsonAnswer(bad, { prompt_tokens: 20, completion_tokens: 5 }));
      const s = (await ix.index()).stages.synthesis as SynthesisRunReport;
      expect([s.synthesized, s.llmCalls, s.inputTokens, s.outputTokens, s.ungroundedNames, s.ungroundedSummaries, s.ungroundedRate]).toEqual([1, 2, 30, 10, 1, 1, 1]);
      expect((await ix.store.getEntry({ ...KEY, path: "src/f0.ts" }))!.ungrounded).toEqual(["axios"]);
      const runs = await ix.store.listCacheRuns(10);
      expect(runs.map((r) => [r.files, r.misses, r.llmCalls, r.ungroundedNames])).toEqual([[1, 1, 2, 1]]);
    } finally {
      await ix.close();
    }
  });

  it("no LLM call for a file sent in full (at most tokenThreshold tokens, seed 000 §4.2) or with an empty contract: run, dry run, getSummary", async () => {
    const small = "export const a = 1;\n";
    const notes = "# Notes\n\nA page of prose with no code in it at all, long enough to pass the threshold.\n";
    const root = writeRepo({ "src/small.ts": small, "docs/notes.md": notes, ...files(1) });
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      const count = await tokenCounter("o200k_base");
      const threshold = count(small); // src/small.ts sits exactly at the threshold; src/f0.ts is over it
      expect(count(files(1)["src/f0.ts"]!)).toBeGreaterThan(threshold);
      const config = { ...ix.config, tokenThreshold: threshold };
      const client = ix.client();
      const before = server.chatRequests().length;
      const plan = (await indexRepository({ root, store: ix.store, config, llm: client, threads: 1, stages: [createSynthesisStage({ dryRun: true })] })).stages.synthesis as SynthesisPlanReport;
      expect(count(notes)).toBeGreaterThan(threshold);
      expect([plan.files, plan.sendInFull, plan.emptyContract, (plan.wouldSend as { path: string }[]).map((c) => c.path)]).toEqual([1, 1, 1, ["src/f0.ts"]]);
      const run = (await indexRepository({ root, store: ix.store, config, llm: client, threads: 1, stages: [createSynthesisStage()] })).stages.synthesis as SynthesisRunReport;
      expect([run.files, run.sendInFull, run.emptyContract, run.misses, run.synthesized, run.llmCalls, server.chatRequests().length - before]).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect(await ix.store.getEntry({ ...KEY, path: "src/small.ts" })).toBeUndefined();
      const r = await getSummary({ root, file: path.join(root, "src/small.ts"), store: ix.store, config, llm: client });
      expect([r.generator, r.fresh, r.fallbackReason, server.chatRequests().length - before]).toEqual([
        "extractive",
        true,
        `sent in full: ${threshold} tokens, at most tokenThreshold ${threshold} (seed 000 §4.2)`,
        1,
      ]);
      const doc = await getSummary({ root, file: path.join(root, "docs/notes.md"), store: ix.store, config, llm: client });
      expect([doc.generator, doc.fallbackReason, server.chatRequests().length - before]).toEqual(["extractive", "nothing to summarize: the contract has no description, exports or imports", 1]);
    } finally {
      await ix.close();
    }
  });

  it("dry run: lists what would be sent with token and cost estimates, sends nothing, writes no cache entry", async () => {
    const root = writeRepo(files(2));
    const ix = indexer(root, server.url, undefined, uniquePrefix());
    try {
      const before = server.chatRequests().length;
      const report = await indexRepository({ root, store: ix.store, config: ix.config, llm: ix.client(), threads: 1, stages: [createSynthesisStage({ dryRun: true })] });
      const s = report.stages.synthesis as SynthesisPlanReport;
      const wouldSend = s.wouldSend;
      expect(wouldSend.map((c) => [c.path, c.reason, c.outputTokens])).toEqual([
        ["src/f0.ts", "absent", 400],
        ["src/f1.ts", "absent", 400],
      ]);
      expect(wouldSend.every((c) => c.inputTokens > 100)).toBe(true);
      expect([s.calls, s.hashHits, s.semanticHits, server.chatRequests().length - before]).toEqual([2, 0, 0, 0]);
      expect(await ix.store.getEntry({ ...KEY, path: "src/f0.ts" })).toBeUndefined();
      expect(await ix.store.listCacheRuns(10)).toEqual([]);
    } finally {
      await ix.close();
    }
  });
});
