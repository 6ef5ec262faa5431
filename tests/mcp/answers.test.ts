import { describe, expect, it } from "vitest";
import { boundAnswer, okAnswer } from "../../src/mcp/answers.js";

const chars = (t: string): number => t.length;

describe("MCP answers sized for assistants", () => {
  it("leaves an answer within the bound untouched, as compact JSON", () => {
    const value = { query: "q", results: [{ id: "a" }, { id: "b" }] };
    expect(boundAnswer(value, chars, 100)).toBe(value);
    expect(okAnswer(value, chars, 100)).toEqual({ content: [{ type: "text", text: '{"query":"q","results":[{"id":"a"},{"id":"b"}]}' }] });
  });

  it("cuts the longest list first and says what it left out", () => {
    const value = { node: "n", references: Array.from({ length: 40 }, (_, i) => ({ path: `src/file${i}.ts`, line: i + 1 })), tests: ["t.ts"] };
    const cut = boundAnswer(value, chars, 600);
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(600);
    expect((cut.references as unknown[]).length).toBe(9);
    expect(cut.tests).toEqual(["t.ts"]);
    expect(cut.cut).toEqual({ maxTokens: 600, omitted: { references: 31 }, note: "answer cut to 600 tokens: ask for fewer results (k, limit, depth, budget, maxLines) or page on with offset" });
  });

  it("cuts a long text when there is no list left to cut", () => {
    const cut = boundAnswer({ node: "n", code: "x".repeat(5000) }, chars, 1000);
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(1000);
    expect((cut.code as string).endsWith("…")).toBe(true);
    expect(Object.keys((cut.cut as { omitted: Record<string, number> }).omitted)).toEqual(["code"]);
  });
});
