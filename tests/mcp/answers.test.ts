import { describe, expect, it } from "vitest";
import { boundAnswer, MAX_CHARS_PER_TOKEN, okAnswer } from "../../src/mcp/answers.js";

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

  it("keeps a short list beside a long text whole, and still gets many middling lists within the bound", () => {
    // The one pending path of a source answer cut for its code: the code is cut, the path stays.
    const source = { code: "x".repeat(5000), pending: ["src/a.ts"] };
    const cutSource = boundAnswer(source, chars, 1000);
    expect([cutSource.pending, Object.keys((cutSource.cut as { omitted: Record<string, number> }).omitted)]).toEqual([["src/a.ts"], ["code"]]);
    // Twelve lists of about 8% each and short texts: no list holds a tenth, the largest are cut after the texts.
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`l${i}`, Array.from({ length: 10 }, (_, j) => `item${i}-${j}`)]));
    const cutMany = boundAnswer(many, chars, 1200);
    expect(JSON.stringify(cutMany).length).toBeLessThanOrEqual(1200);
  });

  // A generated file of 9,000 exports: `file_summary` answered 1.4 MB and `file_contract` 3.6 MB, their lists nested.
  it("cuts lists and texts nested in objects (a file summary's public API), naming them by their path", () => {
    const api = Array.from({ length: 300 }, (_, i) => ({ name: `fn${i}`, signature: `export function fn${i}(): void` }));
    const value = { path: "gen.ts", summary: { main_responsibility: "Generated.", public_api: api, notes: { long: "y".repeat(3000) } }, fresh: true };
    const cut = boundAnswer(value, chars, 2000);
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(2000);
    const summary = cut.summary as { main_responsibility: string; public_api: unknown[]; notes: { long: string } };
    expect([summary.main_responsibility, cut.path, cut.fresh]).toEqual(["Generated.", "gen.ts", true]);
    expect(Object.keys((cut.cut as { omitted: Record<string, number> }).omitted).sort()).toEqual(["summary.notes.long", "summary.public_api"]);
    expect(summary.public_api.length + (cut.cut as { omitted: Record<string, number> }).omitted["summary.public_api"]!).toBe(300);
    expect(value.summary.public_api).toHaveLength(300); // the caller's value is not changed
  });

  it("cuts a long text when there is no list left to cut", () => {
    const cut = boundAnswer({ node: "n", code: "x".repeat(5000) }, chars, 1000);
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(1000);
    expect((cut.code as string).endsWith("…")).toBe(true);
    expect(Object.keys((cut.cut as { omitted: Record<string, number> }).omitted)).toEqual(["code"]);
  });

  it("counts an 8 MB text a few times on at most MAX_CHARS_PER_TOKEN characters a token of the bound, never whole", () => {
    const counted: number[] = [];
    const counter = (t: string): number => {
      counted.push(t.length);
      return Math.ceil(t.length / 4);
    };
    const cut = boundAnswer({ node: "n", code: "abcd".repeat(2_000_000) }, counter, 20_000);
    expect(counted.every((n) => n <= 20_000 * MAX_CHARS_PER_TOKEN + 200)).toBe(true);
    expect(counted.length).toBe(3);
    expect(Math.ceil(JSON.stringify(cut).length / 4)).toBeLessThanOrEqual(20_000);
    expect((cut.cut as { omitted: Record<string, number> }).omitted.code).toBe(8_000_000 - (cut.code as string).length + 1);
  });
});
