import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLlmClient, LlmError, type StrataLlmClient } from "../../../src/summarize/index.js";
import {
  delayed,
  embeddingFor,
  hang,
  jsonAnswer,
  malformedJson,
  rateLimited,
  serverError,
  startLlmServer,
  textAnswer,
  unauthorized,
  type LlmServer,
} from "../../helpers/llmServer.js";

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const KEY = "sk-test-secret-key-1234567890";
function client(extra: Record<string, unknown> = {}): StrataLlmClient {
  const c = createLlmClient(
    { llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 2, llmTimeoutMs: 5000, ...extra },
    { STRATA_LLM_API_KEY: KEY },
    { retry: { baseDelayMs: 10, maxDelayMs: 2000 } },
  );
  if (!c) throw new Error("no client");
  return c;
}

const Point = z.object({ x: z.number(), label: z.string() }).strict();

describe("createLlmClient", () => {
  it("returns undefined without a model", () => {
    expect(createLlmClient({}, {})).toBeUndefined();
  });

  it("generates text and counts usage", async () => {
    server.script(textAnswer("hello", { prompt_tokens: 12, completion_tokens: 3 }));
    const c = client();
    const r = await c.generateText({ system: "sys", prompt: "hi" });
    expect(r).toEqual({ text: "hello", usage: { inputTokens: 12, outputTokens: 3 } });
    expect(c.meter.totals()).toEqual({ calls: 1, inputTokens: 12, outputTokens: 3, costUsd: undefined });
    const [req] = server.chatRequests();
    expect(req!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req!.body.messages).toEqual([
      { role: "system", content: "sys" },
      { role: "user", content: "hi" },
    ]);
  });

  it("sends the JSON schema and parses the object", async () => {
    server.script(jsonAnswer({ x: 1, label: "a" }));
    const r = await client().generateObject({ system: "s", prompt: "p", schema: Point, schemaName: "Point" });
    expect(r.object).toEqual({ x: 1, label: "a" });
    const body = server.chatRequests()[0]!.body;
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.name).toBe("Point");
    expect(body.response_format.json_schema.schema.required).toEqual(["x", "label"]);
  });

  it("turns malformed JSON into invalid-output without retrying", async () => {
    server.script(malformedJson());
    const error = await client().generateObject({ system: "s", prompt: "p", schema: Point, schemaName: "Point" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe("invalid-output");
    expect((error as LlmError).rawText).toBe('{"main_responsibility": "Parses the config');
    expect(server.chatRequests()).toHaveLength(1);
  });

  it("honours Retry-After on 429", async () => {
    server.script(rateLimited(1), textAnswer("ok"));
    const started = Date.now();
    const r = await client().generateText({ system: "s", prompt: "p" });
    expect(r.text).toBe("ok");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(server.chatRequests()).toHaveLength(2);
  });

  it("retries a 500", async () => {
    server.script(serverError(), serverError(503), textAnswer("ok"));
    const r = await client().generateText({ system: "s", prompt: "p" });
    expect(r.text).toBe("ok");
    expect(server.chatRequests()).toHaveLength(3);
  });

  it("times out a hanging call, retries, then fails with kind timeout", async () => {
    server.script(hang(), hang());
    const error = await client({ llmTimeoutMs: 200, llmMaxRetries: 1 }).generateText({ system: "s", prompt: "p" }).catch((e: unknown) => e);
    expect((error as LlmError).kind).toBe("timeout");
    expect((error as LlmError).attempts).toBe(2);
    expect(server.chatRequests()).toHaveLength(2);
  });

  it("never puts the key in an auth error", async () => {
    server.script(unauthorized(KEY));
    const error = (await client().generateText({ system: "s", prompt: "p" }).catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe("auth");
    expect(error.message).toBe("openai-compatible:test-model: authentication failed (HTTP 401): Incorrect API key provided: [redacted]");
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(KEY);
    expect(server.chatRequests()).toHaveLength(1);
  });

  it("streams text with usage", async () => {
    server.script(textAnswer("a streamed answer of some length", { prompt_tokens: 7, completion_tokens: 5 }));
    const { textStream, usage } = client().streamText({ system: "s", prompt: "p" });
    let text = "";
    for await (const t of textStream) text += t;
    expect(text).toBe("a streamed answer of some length");
    expect(await usage).toEqual({ inputTokens: 7, outputTokens: 5 });
    expect(server.chatRequests()[0]!.body.stream).toBe(true);
  });

  it("retries a stream that fails before its first delta", async () => {
    server.script(serverError(500), textAnswer("second try", { prompt_tokens: 3, completion_tokens: 2 }));
    const { textStream, usage } = client().streamText({ system: "s", prompt: "p" });
    const parts: string[] = [];
    for await (const t of textStream) parts.push(t);
    expect([parts.join(""), await usage, server.chatRequests().length]).toEqual(["second try", { inputTokens: 3, outputTokens: 2 }, 2]);
  });

  it("keeps at most llmConcurrency calls in flight", async () => {
    server.script(...[1, 2, 3, 4].map((i) => delayed(300, textAnswer(`answer ${i}`))));
    const c = client({ llmConcurrency: 2 });
    const all = Promise.all([1, 2, 3, 4].map(() => c.generateText({ system: "s", prompt: "p" })));
    await new Promise((r) => setTimeout(r, 150));
    expect(server.chatRequests()).toHaveLength(2);
    expect((await all).map((r) => r.text)).toEqual(["answer 1", "answer 2", "answer 3", "answer 4"]);
    expect(server.chatRequests()).toHaveLength(4);
  });
});

describe("circuit breaker: an endpoint that keeps failing is not waited on call after call", () => {
  const breaker = (cooldownMs: number): StrataLlmClient =>
    createLlmClient(
      { llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 1, llmTimeoutMs: 5000 },
      {},
      { retry: { baseDelayMs: 1, maxDelayMs: 5 }, circuit: { failures: 2, cooldownMs } },
    )!;
  const fail = (c: StrataLlmClient): Promise<LlmError> => c.generateText({ system: "s", prompt: "p" }).then(() => { throw new Error("answered"); }, (e: unknown) => e as LlmError);

  it("opens after 2 calls in a row failed after their retries (HTTP 500): the third fails at once with kind unavailable, sending nothing", async () => {
    server.script(serverError(), serverError(), serverError(503), serverError(503));
    const c = breaker(60_000);
    const first = await fail(c);
    const second = await fail(c);
    const third = await fail(c);
    expect([first.kind, first.status, first.stopsRun, second.kind, second.status]).toEqual(["server", 500, false, "server", 503]);
    expect([third.kind, third.stopsRun, third.message]).toEqual([
      "unavailable",
      true,
      "openai-compatible:test-model: the endpoint looks unavailable: 2 calls in a row failed after every retry (last: openai-compatible:test-model: HTTP 503: The server had an error); no further calls for 60 s",
    ]);
    expect([server.chatRequests().length, server.pending(), c.meter.calls]).toEqual([4, 0, 0]);
  });

  it("after the cooldown a call goes through again; an answer closes it, and an invalid answer counts as an answer", async () => {
    server.script(serverError(), serverError(), serverError(), serverError(), textAnswer("back"), serverError(), serverError(), malformedJson(), serverError(), serverError());
    const c = breaker(50);
    await fail(c);
    await fail(c);
    expect((await fail(c)).kind).toBe("unavailable");
    await new Promise((r) => setTimeout(r, 80));
    expect((await c.generateText({ system: "s", prompt: "p" })).text).toBe("back");
    expect((await fail(c)).kind).toBe("server"); // one failure after an answer: still closed
    const invalid = await c.generateObject({ system: "s", prompt: "p", schema: Point, schemaName: "Point" }).catch((e: unknown) => e as LlmError);
    expect((invalid as LlmError).kind).toBe("invalid-output");
    expect((await fail(c)).kind).toBe("server"); // the invalid answer reset the count
    expect(server.pending()).toBe(0);
  });
});

describe("startLlmServer defaults", () => {
  it("answers a JSON-schema request with an object filling the required fields", async () => {
    const r = await client().generateObject({ system: "s", prompt: "p", schema: Point, schemaName: "Point" });
    expect(r.object).toEqual({ x: 0, label: "Example label." });
  });

  it("answers plain chat with an echo", async () => {
    expect((await client().generateText({ system: "s", prompt: "hello there" })).text).toBe("Echo: hello there");
  });

  it("serves deterministic unit embeddings", async () => {
    const response = await fetch(`${server.url}/embeddings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "e", input: ["a", "b"], dimensions: 8 }),
    });
    const body = (await response.json()) as { data: { index: number; embedding: number[] }[] };
    expect(body.data.map((d) => d.index)).toEqual([0, 1]);
    expect(body.data[0]!.embedding).toEqual(embeddingFor("a", 8));
    expect(embeddingFor("a", 8)).toHaveLength(8);
    expect(Math.hypot(...embeddingFor("a", 64))).toBeCloseTo(1, 12);
    expect(embeddingFor("a")).not.toEqual(embeddingFor("b"));
  });
});
