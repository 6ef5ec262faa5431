/**
 * The workspace with a model (the loopback OpenAI-compatible server, real client): shared in-flight work,
 * bounded summary windows, the streamed answer, warming with no model call afterwards, and no API key in
 * any response or log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, delayed, startLlmServer, textAnswer, unauthorized, type LlmServer } from "../helpers/llmServer.js";
import { writeTree } from "../helpers/cli.js";
import { windowsOf } from "../../src/workspace/index.js";
import { api, parseSse, startServe, type Served } from "./serve.js";
import { BIG_PY, MATH_TS, UTIL_TS, span, writeFixture } from "./fixture.js";

const KEY = "sk-test-SECRET-123";
let llm: LlmServer;
let served: Served;
const bodies: string[] = [];

const env = (): Record<string, string> => ({ STRATA_LLM: "openai-compatible:test-model", STRATA_LLM_BASE_URL: llm.url, STRATA_LLM_API_KEY: KEY });
const call = async (...args: Parameters<typeof api>) => {
  const res = await api(...args);
  bodies.push(JSON.stringify(res.body));
  return res;
};

beforeAll(async () => {
  // Summaries answer after 100 ms, so concurrent requests overlap; streamed answers echo the prompt.
  llm = await startLlmServer((req) => (req.body?.stream === true ? undefined : delayed(100, textAnswer("A region summary."))));
  served = await startServe(writeFixture().root, { env: env() });
});
afterAll(async () => {
  await served?.stop();
  await llm?.close();
});

describe("with a model", () => {
  it("shares one computation between concurrent requests for the same focused context", async () => {
    const sel = { path: "src/math.ts", ...span(MATH_TS, "export function add") };
    const [r1, r2] = await Promise.all([call(served.url, "api/context", { session: "tab-concurrent", body: sel }), call(served.url, "api/context", { session: "tab-concurrent", body: sel })]);
    expect(r1.body.context).toEqual(r2.body.context);
    expect([r1.body.cached, r2.body.cached].sort()).toEqual([false, true]);
    // add (with its doc comment), sum (the other frontier region), src/util.ts (folder context): three calls.
    expect(llm.chatRequests().length).toBe(3);
    expect(r1.body.context.selected.summary).toEqual({ generator: "llm", text: "A region summary.", calls: ["sum"], windows: 1 });
    // Another session recomputes its focused context from the durable basic summaries: no model call.
    const other = await call(served.url, "api/context", { session: "tab-othertab", body: sel });
    expect([other.body.cached, other.body.context.key, llm.chatRequests().length]).toEqual([false, r1.body.context.key, 3]);
  });

  it("summarizes an oversized unit in bounded windows, then combines them", async () => {
    const before = llm.chatRequests().length;
    const fn = BIG_PY.slice(0, BIG_PY.length - 1);
    const res = await call(served.url, "api/context", { session: "tab-bigunit1", body: { path: "big/big.py", start: 0, end: fn.length } });
    const windows = windowsOf(fn);
    expect(windows.length).toBe(5);
    expect(res.body.context.selected.summary.windows).toBe(5);
    const made = llm.chatRequests().slice(before).map((r) => chatMessages(r).at(-1)!.content);
    expect(made.length).toBe(6);
    for (const [k, w] of windows.entries()) expect(made[k]).toBe(`File: big/big.py, part ${k + 1} of 5 of one code unit:\n\n\`\`\`python\n${w}\n\`\`\``);
    expect(made[5]).toBe(`Combine these summaries of consecutive parts of one code unit in big/big.py into one summary:\n\n${[1, 2, 3, 4, 5].map((k) => `Part ${k}: A region summary.`).join("\n")}`);
  });

  it("streams the answer to the exact prompt it reports", async () => {
    const res = await fetch(new URL("api/ask", served.url), {
      method: "POST",
      headers: { "content-type": "application/json", "x-strata-session": "tab-asker001" },
      body: JSON.stringify({ path: "src/util.ts", ...span(UTIL_TS, "twice"), question: "What is twice for?" }),
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const text = await res.text();
    bodies.push(text);
    const events = parseSse(text);
    expect(events[0]!.event).toBe("prompt");
    expect(events.at(-1)).toEqual({ event: "done", data: { answered: true, usage: expect.any(Object) } });
    const deltas = events.filter((e) => e.event === "delta");
    // The loopback server streams its answer in pieces of 16 characters; each arrives as one delta.
    expect(deltas.map((d) => d.data.text)).toEqual(`Echo: ${events[0]!.data.prompt.slice(0, 200)}`.match(/[\s\S]{1,16}/g));
    const streamed = llm.chatRequests().at(-1)!;
    expect(streamed.body.stream).toBe(true);
    expect(chatMessages(streamed)).toEqual([
      { role: "system", content: events[0]!.data.system },
      { role: "user", content: events[0]!.data.prompt },
    ]);
    // The loopback server echoes the prompt's first 200 characters: the streamed deltas join to that echo exactly.
    expect(deltas.map((d) => d.data.text).join("")).toBe(`Echo: ${events[0]!.data.prompt.slice(0, 200)}`);
  });

  it("answers a failed model call with 502 and a message without the key, even when the provider echoes it", async () => {
    llm.script(unauthorized(KEY));
    const res = await call(served.url, "api/context", { session: "tab-failing1", body: { path: "README.md", start: 0, end: 0 } });
    expect(res.status).toBe(502);
    expect(res.body.error.startsWith("model call failed: ")).toBe(true);
  });

  it("never shows the API key in a response or the log", async () => {
    bodies.push(JSON.stringify((await call(served.url, "api/info")).body));
    const { stdout, stderr } = served.output();
    expect(stdout).toBe(`strata workspace: ${served.url}\n`);
    expect(stderr).toBe("model: openai-compatible:test-model\n");
    expect(bodies.some((b) => b.includes(KEY))).toBe(false);
    expect(llm.chatRequests()[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("--warm prepares every basic summary first, so preparing context needs no model call", async () => {
    const root = writeTree({ "src/math.ts": MATH_TS, "src/util.ts": UTIL_TS });
    const before = llm.chatRequests().length;
    const warm = await startServe(root, { env: env(), args: ["--warm", "--quiet"] });
    try {
      const line = /^warmed (\d+) regions of 2 files in \d+\.\d s \((\d+) summaries computed, (\d+) model calls\)$/m.exec(warm.output().stderr);
      expect(line).not.toBeNull();
      const calls = llm.chatRequests().length - before;
      expect(Number(line![3])).toBe(calls);
      for (const [i, needle] of ["return sum", "export function sum", "let total = 0;", "for (const x"].entries()) {
        const res = await api(warm.url, "api/context", { session: `tab-warmed0${i}`, body: { path: "src/math.ts", ...span(MATH_TS, needle) } });
        expect(res.status).toBe(200);
      }
      await api(warm.url, "api/context", { session: "tab-warmed99", body: { path: "src/util.ts", start: 0, end: 0 } });
      expect(llm.chatRequests().length - before).toBe(calls);
    } finally {
      await warm.stop();
    }
  });
});
