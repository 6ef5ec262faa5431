/** The `hierarchy` stage inside `indexRepository`, after the real `graph` stage, with a model on the loopback server. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { indexRepository } from "../../src/pipeline/index.js";
import { createHierarchyStage, graphStage, hierarchyStage } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";
import { createLlmClient } from "../../src/summarize/index.js";
import { chatMessages, jsonAnswer, startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { writeTree } from "../helpers/cli.js";

const MATH = `/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}

export function twice(x: number): number {
  return add(x, x);
}
`;

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer((request) => {
    const id = /\(id ([^,)]+)/.exec(chatMessages(request).at(-1)!.content)![1]!;
    return jsonAnswer({ purpose: `About ${id}`, inputs: [], outputs: [], sideEffects: [], calls: [], details: [] });
  });
});
afterAll(() => server.close());

describe("hierarchy stage with a model", () => {
  it("summarizes every node once with the function's code from its span, then reuses them all", async () => {
    const root = writeTree({ "src/util/math.ts": MATH });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const llm = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 0 }, { STRATA_LLM_API_KEY: "sk-test" })!;
      const options = { root, store, config: loadConfig(root), llm, stages: [graphStage, hierarchyStage], threads: 1 };
      const first = await indexRepository(options);
      expect(first.stages.hierarchy).toMatchObject({
        generatorKey: "P-NODE-JSON@1|openai-compatible:test-model",
        nodes: 6,
        summarized: 6,
        llmCalls: 6,
        fallbacks: 0,
        extractive: { summarized: 6, reused: 0 },
      });
      expect((await store.listNodeSummaries("extractive-node@372")).map((r) => r.id)).toEqual([".", "src/", "src/util/", "src/util/math.ts", "src/util/math.ts#add", "src/util/math.ts#twice"]);
      const prompts = server.chatRequests().map((r) => chatMessages(r).at(-1)!.content);
      const add = prompts.find((p) => p.includes("(id src/util/math.ts#add,"))!;
      expect(add.slice(add.indexOf("Code:"))).toBe(`Code:\n${MATH.slice(MATH.indexOf("export function add"), MATH.indexOf("\n\nexport function twice"))}`);
      const twice = prompts.find((p) => p.includes("(id src/util/math.ts#twice,"))!;
      expect(twice.split("\n").slice(-2)).toEqual(["Summaries of what it calls, most important first:", "- src/util/math.ts#add: About src/util/math.ts#add."]);
      expect((await store.getNodeSummary("src/util/", "P-NODE-JSON@1|openai-compatible:test-model"))?.summary.text).toBe("About src/util/.");

      server.requests.length = 0;
      const second = await indexRepository(options);
      expect(second.stages.hierarchy).toMatchObject({ summarized: 0, reused: 6, extractive: { summarized: 0, reused: 6 } });
      expect(server.chatRequests()).toEqual([]);

      // A function removed: its summaries of both generators go; a run that removes nothing prunes nothing.
      fs.writeFileSync(path.join(root, "src/util/math.ts"), MATH.slice(0, MATH.indexOf("\nexport function twice")));
      const third = await indexRepository(options);
      // The extractive run prunes every generator's rows of the removed node; the report is the model run's, after it.
      expect(third.stages.hierarchy).toMatchObject({ pruned: 0, reused: 1, summarized: 4 });
      for (const key of ["extractive-node@372", "P-NODE-JSON@1|openai-compatible:test-model"]) {
        expect((await store.listNodeSummaries(key)).map((r) => r.id)).toEqual([".", "src/", "src/util/", "src/util/math.ts", "src/util/math.ts#add"]);
      }
      expect((await indexRepository(options)).stages.hierarchy).toMatchObject({ pruned: 0, reused: 5 });
    } finally {
      await store.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("with dryRun plans one call per node to summarize, sends nothing and writes nothing", async () => {
    const root = writeTree({ "src/util/math.ts": MATH });
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const llm = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 0 }, { STRATA_LLM_API_KEY: "sk-test" })!;
      server.requests.length = 0;
      const report = await indexRepository({ root, store, config: loadConfig(root), llm, stages: [graphStage, createHierarchyStage({ dryRun: true })], threads: 1 });
      expect(report.stages.hierarchy).toMatchObject({ dryRun: true, generatorKey: "P-NODE-JSON@1|openai-compatible:test-model", nodes: 6, reused: 0, plannedCalls: 6, outputTokens: 1500 });
      expect((report.stages.hierarchy as { promptTokens: number }).promptTokens).toBeGreaterThan(0);
      expect([server.chatRequests().length, (await store.listNodeSummaries("extractive-node@372")).length]).toEqual([0, 0]);
    } finally {
      await store.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
