/**
 * The shared Redis cache dies mid-run (a real redis-server, killed with SIGKILL once the loopback model has answered
 * three file summaries): the run falls back to the local store's cache, keeps every answer, runs the graph,
 * hierarchy and search stages, and reports `sharedCache: "lost: …"`; the next run asks the model for nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRepository } from "../../src/pipeline/index.js";
import { loadConfig } from "../../src/config/index.js";
import { createSynthesisStage, graphStage, hierarchyStage, searchStage, type SynthesisRunReport } from "../../src/pipeline/index.js";
import { openStore } from "../../src/store/index.js";
import { createLlmClient } from "../../src/summarize/index.js";
import { jsonAnswer, startLlmServer, type LlmServer, type RecordedRequest } from "../helpers/llmServer.js";
import { sentPrompt, writeRepo } from "./harness.js";
import { uniquePrefix } from "./backends.js";

const FILES = 8;
const KILL_AT = 4; // the model has answered 3 file summaries when Redis is killed
const files = Object.fromEntries(
  Array.from({ length: FILES }, (_, i) => [`src/f${i}.ts`, `/** File ${i}. */\nexport function f${i}(x: number): number {\n  return x + ${i};\n}\n`]),
);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `redis-server` on `port` without persistence; resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return child;
}

const isFileSummary = (r: RecordedRequest): boolean => JSON.stringify(r.body?.response_format ?? {}).includes("main_responsibility");

describe("the shared cache lost mid-run", () => {
  let llm: LlmServer;
  let redis: ChildProcess;
  let port: number;
  let fileRequests = 0;
  let killedAfter: number | undefined;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    llm = await startLlmServer(async (request) => {
      if (request.path !== "/v1/chat/completions" || !isFileSummary(request)) return undefined;
      fileRequests += 1;
      if (fileRequests === KILL_AT) {
        const exited = new Promise((resolve) => redis.once("exit", resolve));
        redis.kill("SIGKILL");
        await exited;
        killedAfter = llm.chatRequests().length - 1;
      }
      return jsonAnswer(
        { main_responsibility: `Summary ${fileRequests}.`, public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] },
        { prompt_tokens: 1000, completion_tokens: 100 },
      );
    });
  });
  afterAll(async () => {
    if (redis.exitCode === null && redis.signalCode === null) redis.kill("SIGKILL");
    await llm.close();
  });

  it("keeps every answer, runs every stage, reports the loss; the next run asks the model for nothing", async () => {
    const root = writeRepo(files);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const client = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: llm.url, llmMaxRetries: 0, llmConcurrency: 1 }, {})!;
    const stages = [createSynthesisStage({ cachePrefix: uniquePrefix() }), graphStage, hierarchyStage, searchStage];
    const options = { root, store, llm: client, threads: 1, stages };
    try {
      const first = await indexRepository({ ...options, config: loadConfig(root, { cache: `redis://127.0.0.1:${port}`, tokenThreshold: 0 }, {}) });
      expect(killedAfter).toBeDefined();
      expect(Object.keys(first.stages)).toEqual(["synthesis", "graph", "hierarchy", "search"]);
      expect(Object.entries(first.stages).filter(([, r]) => "failed" in r && typeof r.failed === "string")).toEqual([]);
      const s = first.stages.synthesis as SynthesisRunReport;
      expect([s.backend, s.misses, s.synthesized, s.llmCalls, s.failed, s.stoppedBy]).toEqual(["redis", FILES, FILES, FILES, 0, undefined]);
      expect(s.sharedCache).toMatch(new RegExp(`^lost: cannot (read|write) the Redis cache: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}.* \\(store: redis://127\\.0\\.0\\.1:${port}\\)$`));
      const keys = Object.keys(files).map((p) => ({ path: p, promptKey: "P-TECH-JSON@1", model: "openai-compatible:test-model" }));
      expect((await store.getEntries(keys)).map((e) => e?.summary.main_responsibility).sort()).toEqual(Array.from({ length: FILES }, (_, i) => `Summary ${i + 1}.`).sort());
      const afterKill = llm.chatRequests().slice(killedAfter!).filter(isFileSummary).map(sentPrompt);
      expect(afterKill.length).toBe(FILES - KILL_AT + 1);

      const before = llm.chatRequests().length;
      const second = await indexRepository({ ...options, config: loadConfig(root, { tokenThreshold: 0 }, {}) });
      const again = llm.chatRequests().slice(before).map(sentPrompt);
      expect(again.filter((p) => afterKill.includes(p))).toEqual([]);
      expect(again).toEqual([]);
      const t = second.stages.synthesis as SynthesisRunReport;
      expect([t.backend, t.hashHits, t.llmCalls, t.sharedCache]).toEqual(["sqlite", FILES, 0, undefined]);
    } finally {
      await store.close();
    }
  }, 120_000);
});
