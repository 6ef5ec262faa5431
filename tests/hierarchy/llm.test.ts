import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Budget, createLlmClient, llmNodeGenerator, NODE_SYSTEM_PROMPT, runHierarchy, type NodeOutcome, type PreviousSummary } from "../../src/summarize/index.js";
import { tokenCounter } from "../../src/shared/tokens.js";
import { chatMessages, jsonAnswer, malformedJson, serverError, startLlmServer, type LlmServer, type RecordedRequest } from "../helpers/llmServer.js";
import { edge, fn, graph } from "./graphs.js";

let server: LlmServer;
/** What the model answers per node id; a node absent from it gets `malformedJson()`. */
let answers: Record<string, string> = {};

const idOf = (request: RecordedRequest): string => /\(id ([^,)]+)/.exec(chatMessages(request).at(-1)!.content)![1]!;
const fields = (purpose: string) => ({ purpose, inputs: [], outputs: [], sideEffects: [], calls: [], details: [] });

beforeAll(async () => {
  server = await startLlmServer((request) => {
    const purpose = answers[idOf(request)];
    return purpose === undefined ? malformedJson() : jsonAnswer(fields(purpose), { prompt_tokens: 100, completion_tokens: 10 });
  });
});
afterAll(() => server.close());

// `zeta` is called by main and other, `alpha` by main only: main's prompt lists zeta first, though alpha sorts first by id.
const g = (alphaHash = "h:alpha") =>
  graph(
    [fn("a.ts#alpha", { signature: "alpha(): number", contentHash: alphaHash }), fn("a.ts#zeta", { signature: "zeta(): string" }), fn("a.ts#main", { signature: "main(): void" }), fn("a.ts#other")],
    [edge("a.ts#main", "a.ts#alpha"), edge("a.ts#main", "a.ts#zeta"), edge("a.ts#other", "a.ts#zeta")],
  );
const code = async (node: { name: string }) => `function ${node.name}() {}`;
const asPrevious = (outcomes: NodeOutcome[]): Map<string, PreviousSummary> => new Map(outcomes.map((o) => [o.id, { inputHash: o.inputHash, summary: o.summary }]));

async function run(graphValue: ReturnType<typeof g>, previous?: Map<string, PreviousSummary>, budgetTokens = 3000, maxCalls?: number) {
  const limits = maxCalls === undefined ? {} : { budget: new Budget({ maxCalls }) };
  const client = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: server.url, llmMaxRetries: 0 }, { STRATA_LLM_API_KEY: "sk-test" }, limits)!;
  const generator = llmNodeGenerator({ client, budgetTokens, count: await tokenCounter() });
  server.requests.length = 0;
  return runHierarchy({ graph: graphValue, generator, loadCode: code, ...(previous ? { previous } : {}) });
}

describe("LLM node summaries through the loopback server", () => {
  it("sends one call per node with the code and the callee summaries, most important first", async () => {
    answers = { "a.ts#alpha": "Returns the alpha number", "a.ts#zeta": "Names the zeta", "a.ts#main": "Runs the program", "a.ts#other": "Other entry" };
    const { report, outcomes } = await run(g());
    expect(report).toMatchObject({ generatorKey: "P-NODE-JSON@1|openai-compatible:test-model", llmCalls: 4, summarized: 4, fallbacks: 0, inputTokens: 400, outputTokens: 40 });
    expect(server.chatRequests().map(idOf)).toHaveLength(4);
    const mainRequest = server.chatRequests().find((r) => idOf(r) === "a.ts#main")!;
    expect(chatMessages(mainRequest)).toEqual([
      { role: "system", content: NODE_SYSTEM_PROMPT },
      {
        role: "user",
        content: [
          "Summarize this function: main (id a.ts#main, typescript).",
          "Signature: main(): void",
          "",
          "Code:",
          "function main() {}",
          "",
          "Summaries of what it calls, most important first:",
          "- a.ts#zeta: Names the zeta.",
          "- a.ts#alpha: Returns the alpha number.",
        ].join("\n"),
      },
    ]);
    expect(outcomes.find((o) => o.id === "a.ts#main")?.summary).toEqual({
      formatVersion: 1,
      id: "a.ts#main",
      kind: "function",
      generator: "llm",
      ...fields("Runs the program"),
      text: "Runs the program.",
    });
  });

  it("keeps within the token budget, leaving out the least important callee", async () => {
    const alpha = "Returns the alpha number, computed from the configuration and cached for later calls";
    answers = { "a.ts#alpha": alpha, "a.ts#zeta": "Names the zeta", "a.ts#main": "Runs the program", "a.ts#other": "Other entry" };
    const count = await tokenCounter();
    // main's prompt with both callee summaries is 73 tokens (o200k_base); with zeta's and the omission note, 63.
    await run(g(), undefined, 68);
    const prompt = chatMessages(server.chatRequests().find((r) => idOf(r) === "a.ts#main")!).at(-1)!.content;
    expect(prompt.split("\n").slice(-4)).toEqual(["Summaries of what it calls, most important first:", "- a.ts#zeta: Names the zeta.", "", "(1 more summaries left out for the token budget)"]);
    expect(count(prompt)).toBe(63);
  });

  it("falls back to the extractive summary on an invalid answer, records it, and retries it next run", async () => {
    answers = { "a.ts#alpha": "Returns the alpha number", "a.ts#zeta": "Names the zeta", "a.ts#main": "Runs the program" };
    const first = await run(g());
    const other = first.outcomes.find((o) => o.id === "a.ts#other")!;
    expect([other.status, other.summary.generator, other.summary.text, other.inputHash.startsWith("fallback:")]).toEqual(["fallback", "extractive", "Delegates to zeta. Calls: zeta (Names the zeta).", true]);
    expect(first.report).toMatchObject({ llmCalls: 4, fallbacks: 1 });
    answers["a.ts#other"] = "Other entry";
    const second = await run(g(), asPrevious(first.outcomes));
    expect(second.report.summarizedIds).toEqual(["a.ts#other"]);
  });

  it("a one-line body edit in a leaf: one call when the model says the same, callers too when it does not", async () => {
    answers = { "a.ts#alpha": "Returns the alpha number", "a.ts#zeta": "Names the zeta", "a.ts#main": "Runs the program", "a.ts#other": "Other entry" };
    const first = await run(g());
    const same = await run(g("h:alpha-edited"), asPrevious(first.outcomes));
    expect([same.report.summarizedIds, same.report.llmCalls, server.chatRequests().length]).toEqual([["a.ts#alpha"], 1, 1]);

    answers["a.ts#alpha"] = "Returns the alpha number plus one";
    const different = await run(g("h:alpha-edited-again"), asPrevious(same.outcomes));
    // main is re-summarized (its callee's text changed) but answers the same: propagation stops there.
    expect([different.report.summarizedIds, different.report.llmCalls, different.report.changed]).toEqual([["a.ts#alpha", "a.ts#main"], 2, 1]);
  });

  it("stops cleanly when the LLM budget is spent: the finished levels are kept and the report says why", async () => {
    answers = { "a.ts#alpha": "Returns the alpha number", "a.ts#zeta": "Names the zeta", "a.ts#main": "Runs the program", "a.ts#other": "Other entry" };
    const { outcomes, report } = await run(g(), undefined, 3000, 2);
    expect(outcomes.map((o) => o.id)).toEqual(["a.ts#alpha", "a.ts#zeta"]);
    expect([report.summarized, report.llmCalls, report.stopped?.kind, server.chatRequests().length]).toEqual([2, 2, "budget", 2]);
  });

  it("stops as unavailable once the client's circuit breaker opens: no further calls are sent or counted", async () => {
    const down = await startLlmServer(() => serverError(500));
    try {
      const client = createLlmClient({ llm: "openai-compatible:test-model", llmBaseUrl: down.url, llmMaxRetries: 0 }, { STRATA_LLM_API_KEY: "sk-test" })!;
      const generator = llmNodeGenerator({ client, budgetTokens: 3000, count: await tokenCounter() });
      const leaves = graph(Array.from({ length: 8 }, (_, i) => fn(`a.ts#f${i}`)), []);
      const { report } = await runHierarchy({ graph: leaves, generator, loadCode: code, concurrency: 1 });
      expect([report.summarized, report.fallbacks, report.llmCalls, report.stopped?.kind, down.chatRequests().length]).toEqual([5, 5, 5, "unavailable", 5]);
    } finally {
      await down.close();
    }
  });
});
