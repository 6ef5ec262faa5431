import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tokenCounter } from "../../../src/shared/tokens.js";
import { briefSummary, chainOfDensity, promptContract } from "../../../src/summarize/index.js";
import { chatMessages, jsonAnswer, schemaViolating, startLlmServer, type LlmServer } from "../../helpers/llmServer.js";
import { CONTRACT, testClient } from "./fixtures.js";

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const SHORT = "`SessionStore` keeps `Session` records in `sessions.json` via node:fs and expires them after `ttlMs`.";
const LONG =
  "File-backed session store. `SessionStore`, built from `SessionStoreOptions` (`dir`, `ttlMs`), keeps `Session` records (`id`, `userId`, `expiresAt`) in `sessions.json`; `create` persists a new one, `get` skips expired ones and `prune` removes them, returning how many it removed. Uses `Redis` for nothing.";

describe("briefSummary (P-BRIEF)", () => {
  it("returns the summary with its token count", async () => {
    server.script(jsonAnswer({ summary: " Keeps user sessions in a JSON file; `SessionStore` creates, gets and prunes them. " }, { prompt_tokens: 900, completion_tokens: 30 }));
    const count = await tokenCounter();
    const outcome = await briefSummary(CONTRACT, { client: testClient(server.url) });
    const summary = "Keeps user sessions in a JSON file; `SessionStore` creates, gets and prunes them.";
    expect(outcome).toEqual({
      ok: true,
      summary,
      tokens: count(summary),
      ungrounded: [],
      usage: { inputTokens: 900, outputTokens: 30 },
      calls: 1,
      repaired: false,
      promptKey: "P-BRIEF@1",
    });
    const request = server.chatRequests()[0]!;
    expect(request.headers["x-strata-prompt"]).toBe("P-BRIEF@1");
    expect(request.body.response_format.json_schema.name).toBe("BriefSummary");
    expect(chatMessages(request)[1]!.content).toContain(`INPUT:\n${JSON.stringify(promptContract(CONTRACT))}\n`);
  });

  it("fails with the reason after an invalid answer and an invalid repair", async () => {
    server.script(schemaViolating({ text: "x" }), schemaViolating({ summary: "" }));
    const outcome = await briefSummary(CONTRACT, { client: testClient(server.url) });
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid output after one repair: summary: Too small: expected string to have >=1 characters",
      usage: { inputTokens: 200, outputTokens: 20 },
      calls: 2,
      promptKey: "P-BRIEF@1",
    });
  });
});

describe("chainOfDensity (P-CoD)", () => {
  it("returns the ~50- and ~150-token summaries, the steps and the ungrounded names", async () => {
    const steps = [
      { missing_entities: ["session store"], summary: "A store of sessions." },
      { missing_entities: ["`SessionStore`"], summary: "`SessionStore` stores sessions." },
    ];
    server.script(jsonAnswer({ steps, summary_50_token: SHORT, summary_150_token: LONG }, { prompt_tokens: 1500, completion_tokens: 400 }));
    const count = await tokenCounter();
    const outcome = await chainOfDensity(CONTRACT, { client: testClient(server.url) });
    expect(outcome).toEqual({
      ok: true,
      short: SHORT,
      long: LONG,
      tokens: { short: count(SHORT), long: count(LONG) },
      steps: [
        { missingEntities: ["session store"], summary: "A store of sessions." },
        { missingEntities: ["`SessionStore`"], summary: "`SessionStore` stores sessions." },
      ],
      ungrounded: ["Redis"],
      usage: { inputTokens: 1500, outputTokens: 400 },
      calls: 1,
      repaired: false,
      promptKey: "P-CoD@1",
    });
    expect(server.chatRequests()[0]!.body.response_format.json_schema.name).toBe("ChainOfDensity");
  });
});
