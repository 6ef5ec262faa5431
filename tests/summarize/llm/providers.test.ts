import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlmClient, LlmError } from "../../../src/summarize/index.js";
import { startLlmServer, type LlmServer } from "../../helpers/llmServer.js";

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());

const ENV = { OPENAI_API_KEY: "sk-openai-0000000000", ANTHROPIC_API_KEY: "sk-ant-1111111111", GOOGLE_GENERATIVE_AI_API_KEY: "goog-2222222222" };

/** Each provider package, pointed at the loopback server (which answers 404 outside the OpenAI chat routes). */
describe("provider wiring", () => {
  it.each([
    ["openai:gpt-4o-mini", "/v1", "/v1/responses", "authorization", `Bearer ${ENV.OPENAI_API_KEY}`],
    ["anthropic:claude-haiku-4-5", "/v1", "/v1/messages", "x-api-key", ENV.ANTHROPIC_API_KEY],
    ["google:gemini-2.5-flash", "/v1beta", "/v1beta/models/gemini-2.5-flash:generateContent", "x-goog-api-key", ENV.GOOGLE_GENERATIVE_AI_API_KEY],
    ["ollama:llama3.2", "/api", "/api/chat", undefined, undefined],
  ])("%s posts to %s… with its key header and fails without retrying a 404, which stops the run (config)", async (llm, base, path, header, value) => {
    server.requests.length = 0;
    const client = createLlmClient({ llm, llmBaseUrl: server.url.replace(/\/v1$/, base), llmMaxRetries: 2 }, ENV)!;
    const error = (await client.generateText({ system: "s", prompt: "p" }).catch((e: unknown) => e)) as LlmError;
    expect([error.kind, error.status, error.stopsRun]).toEqual(["config", 404, true]);
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([["POST", path]]);
    if (header) expect(server.requests[0]!.headers[header]).toBe(value);
    for (const key of Object.values(ENV)) expect(error.message).not.toContain(key);
  });
});
