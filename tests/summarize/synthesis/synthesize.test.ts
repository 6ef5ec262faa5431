import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  Budget,
  LlmError,
  loadPrompt,
  outputJsonSchema,
  promptContract,
  synthesizeSummary,
} from "../../../src/summarize/index.js";
import {
  chatMessages,
  hang,
  jsonAnswer,
  malformedJson,
  rateLimited,
  schemaViolating,
  serverError,
  startLlmServer,
  unauthorized,
  type LlmServer,
} from "../../helpers/llmServer.js";
import { API_KEY, CONTRACT, GOOD_ANSWER, GOOD_SUMMARY, testClient } from "./fixtures.js";

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const userText = (i: number): string => chatMessages(server.chatRequests()[i]!).find((m) => m.role === "user")!.content;

describe("synthesizeSummary", () => {
  it("sends the prompt contract, the schema and the prompt version, and returns the validated summary", async () => {
    server.script(jsonAnswer(GOOD_ANSWER, { prompt_tokens: 2000, completion_tokens: 300 }));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome).toEqual({
      ok: true,
      summary: GOOD_SUMMARY,
      usage: { inputTokens: 2000, outputTokens: 300 },
      calls: 1,
      repaired: false,
      ungrounded: [],
      promptKey: "P-TECH-JSON@1",
    });
    const [request] = server.chatRequests();
    expect(request!.headers["x-strata-prompt"]).toBe("P-TECH-JSON@1");
    expect(request!.body.model).toBe("test-model");
    expect(request!.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "TechnicalSummary", strict: true, schema: expect.any(Object) },
    });
    const sent = request!.body.response_format.json_schema.schema;
    const { $schema: _ignored, ...expected } = sent;
    expect(expected).toEqual(outputJsonSchema("P-TECH-JSON"));
    const messages = chatMessages(request!);
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toBe(loadPrompt("P-TECH-JSON").system);
    const user = messages[1]!.content;
    expect(user).toContain(`INPUT:\n${JSON.stringify(promptContract(CONTRACT))}\n`);
    expect(user).toContain(`Respond *only* with a valid JSON object matching this schema:\n${JSON.stringify(outputJsonSchema("P-TECH-JSON"))}`);
    // The contract, never the code: no function body of the source reaches the model.
    for (const body of ["this.options.ttlMs ?? 3600000", "all.filter(", "JSON.stringify(kept)", "private async load"]) expect(user).not.toContain(body);
  });

  it("repairs malformed JSON once, sending the errors and the answer back", async () => {
    server.script(malformedJson(), jsonAnswer(GOOD_ANSWER, { prompt_tokens: 2100, completion_tokens: 300 }));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome).toEqual({
      ok: true,
      summary: GOOD_SUMMARY,
      usage: { inputTokens: 2200, outputTokens: 310 },
      calls: 2,
      repaired: true,
      ungrounded: [],
      promptKey: "P-TECH-JSON@1",
    });
    const repair = userText(1);
    expect(repair.startsWith(userText(0))).toBe(true);
    expect(repair.slice(userText(0).length)).toBe(
      [
        "",
        "",
        "Your previous answer was rejected because it is not a valid JSON object for the schema:",
        "- JSON parsing failed: Text: {\"main_responsibility\": \"Parses the config.",
        "Previous answer:",
        '{"main_responsibility": "Parses the config',
        "",
        "Respond again with *only* a corrected JSON object matching the schema.",
      ].join("\n"),
    );
  });

  it("falls back after a schema-violating answer and a schema-violating repair", async () => {
    server.script(schemaViolating(), schemaViolating({ ...GOOD_ANSWER, public_api: [{ name: "Session" }] }));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome).toEqual({
      ok: false,
      reason:
        "invalid output after one repair: public_api.0.kind: Invalid input: expected string, received undefined; public_api.0.signature: Invalid input: expected string, received undefined; public_api.0.description: Invalid input: expected string, received undefined",
      usage: { inputTokens: 200, outputTokens: 20 },
      calls: 2,
      promptKey: "P-TECH-JSON@1",
    });
    expect(userText(1)).toContain(
      [
        "- main_responsibility: Invalid input: expected string, received number",
        "- public_api: Invalid input: expected array, received string",
        "- io_contracts: Invalid input: expected array, received undefined",
      ].join("\n"),
    );
  });

  it("honours Retry-After on 429 and counts one call", async () => {
    server.script(rateLimited(1), jsonAnswer(GOOD_ANSWER, { prompt_tokens: 10, completion_tokens: 5 }));
    const started = performance.now();
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    const waited = performance.now() - started;
    expect(outcome.ok && outcome.calls).toBe(1);
    expect(server.chatRequests()).toHaveLength(2);
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(1000 * 1.1 + 1000);
  });

  it("retries a 500 and succeeds", async () => {
    server.script(serverError(500), jsonAnswer(GOOD_ANSWER));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome.ok).toBe(true);
    expect(server.chatRequests()).toHaveLength(2);
  });

  it("gives up with the reason after 500s exhaust the retries", async () => {
    server.script(serverError(500), serverError(502), serverError(503));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome).toEqual({
      ok: false,
      reason: "server: openai-compatible:test-model: HTTP 503: The server had an error",
      usage: { inputTokens: 0, outputTokens: 0 },
      calls: 1,
      promptKey: "P-TECH-JSON@1",
    });
    expect(server.chatRequests()).toHaveLength(3);
  });

  it("times out a hanging server", async () => {
    server.script(hang());
    const started = performance.now();
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url, { llmTimeoutMs: 300, llmMaxRetries: 0 }) });
    expect(outcome).toEqual({
      ok: false,
      reason: "timeout: openai-compatible:test-model: no answer within 300 ms",
      usage: { inputTokens: 0, outputTokens: 0 },
      calls: 1,
      promptKey: "P-TECH-JSON@1",
    });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("stops cleanly at the call budget without sending more", async () => {
    const budget = new Budget({ maxCalls: 1 });
    const client = testClient(server.url, {}, { budget });
    server.script(jsonAnswer(GOOD_ANSWER, { prompt_tokens: 10, completion_tokens: 5 }));
    expect((await synthesizeSummary(CONTRACT, { client })).ok).toBe(true);
    const error = await synthesizeSummary(CONTRACT, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect([(error as LlmError).kind, (error as LlmError).message]).toEqual(["budget", "budget reached: 1 of at most 1 LLM calls made (--max-calls)"]);
    expect(server.chatRequests()).toHaveLength(1);
    expect(client.meter.totals()).toEqual({ calls: 1, inputTokens: 10, outputTokens: 5, costUsd: undefined });
  });

  it("throws auth errors without the API key", async () => {
    server.script(unauthorized(API_KEY));
    const error = (await synthesizeSummary(CONTRACT, { client: testClient(server.url) }).catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe("auth");
    expect(error.message).toBe("openai-compatible:test-model: authentication failed (HTTP 401): Incorrect API key provided: [redacted]");
    expect(`${error.stack} ${JSON.stringify(error)} ${String(error.cause)}`).not.toContain(API_KEY);
    expect(server.chatRequests()[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it("throws aborted when the signal is already aborted, sending nothing", async () => {
    const error = (await synthesizeSummary(CONTRACT, { client: testClient(server.url), signal: AbortSignal.abort() }).catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe("aborted");
    expect(server.chatRequests()).toHaveLength(0);
  });

  it("works unscripted against the server's default answer", async () => {
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome.ok && outcome.summary).toEqual({
      formatVersion: 1,
      filePath: "sessionStore.ts",
      main_responsibility: "Example main responsibility.",
      public_api: [],
      io_contracts: [],
      dependencies: [],
      side_effects: [],
      key_algorithms: [],
      generator: "llm",
    });
  });

  it("repairs ungrounded names once and keeps the rest listed", async () => {
    const invented = {
      ...GOOD_ANSWER,
      public_api: [...GOOD_ANSWER.public_api, { name: "SessionStore.destroy", kind: "method", signature: "destroy(id: string): Promise<void>", description: "" }],
      dependencies: ["node:fs", "node:os"],
    };
    server.script(jsonAnswer(invented), jsonAnswer({ ...GOOD_ANSWER, dependencies: ["node:fs", "node:os"] }));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome.ok && [outcome.calls, outcome.repaired, outcome.ungrounded, outcome.summary.dependencies]).toEqual([2, true, ["node:os"], ["node:fs", "node:os"]]);
    expect(userText(1).slice(userText(0).length)).toBe(
      [
        "",
        "",
        "Your previous answer names things that do not appear in the contract: `SessionStore.destroy`, `destroy`, `node:os`.",
        "Previous answer:",
        JSON.stringify(invented),
        "",
        "Respond again with *only* a corrected JSON object: use only names from the contract (entities, members, parameters, types, imported modules), and describe anything else in plain words.",
      ].join("\n"),
    );
  });

  it("keeps the first answer when the grounding repair is worse", async () => {
    const invented = { ...GOOD_ANSWER, dependencies: ["node:os"] };
    server.script(jsonAnswer(invented), jsonAnswer({ ...GOOD_ANSWER, dependencies: ["node:os", "redis"] }));
    const outcome = await synthesizeSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome.ok && [outcome.calls, outcome.repaired, outcome.ungrounded, outcome.summary.dependencies]).toEqual([2, false, ["node:os"], ["node:os"]]);
  });
});

