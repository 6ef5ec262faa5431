/** Prompt assembly: order of parts, the 48,000-character code limit and its marker. */
import { describe, expect, it } from "vitest";
import { assemblePrompt, ANSWER_SYSTEM, MAX_PROMPT_CODE_CHARS, truncationMarker, type RegionView } from "../../src/workspace/index.js";

const file: RegionView = { id: "f", kind: "file", start: 0, end: 100, startLine: 1, endLine: 9, contentHash: "0".repeat(16) };
const fn: RegionView = { id: "f/0", kind: "function", name: "add", start: 10, end: 60, startLine: 2, endLine: 4, contentHash: "1".repeat(16) };

describe("assemblePrompt", () => {
  it("puts location, selected code, context and question in that order", () => {
    const p = assemblePrompt({ path: "src/a.ts", language: "typescript", breadcrumb: [file, fn], region: fn, code: "function add() {}", context: "CTX", question: "  Why?  " });
    expect(p).toEqual({
      system: ANSWER_SYSTEM,
      prompt: "## Location\nfile src/a.ts › function add (lines 2–4)\n\n## Selected code\n```typescript\nfunction add() {}\n```\n\n## Context\nCTX\n\n## Question\nWhy?",
      codeChars: 17,
      shownChars: 17,
      truncated: false,
    });
  });

  it("sends exactly 48,000 characters untouched", () => {
    const code = "x".repeat(48_000);
    const p = assemblePrompt({ path: "a.py", language: "python", breadcrumb: [file], region: file, code, context: "", question: "q" });
    expect(MAX_PROMPT_CODE_CHARS).toBe(48_000);
    expect([p.codeChars, p.shownChars, p.truncated]).toEqual([48_000, 48_000, false]);
    expect(p.prompt.includes("truncated")).toBe(false);
  });

  it("cuts 48,001 characters to 48,000 and says so with an explicit marker", () => {
    const code = "y".repeat(48_001);
    const p = assemblePrompt({ path: "a.py", language: "python", breadcrumb: [file], region: file, code, context: "C", question: "q" });
    expect([p.codeChars, p.shownChars, p.truncated]).toEqual([48_001, 48_000, true]);
    expect(truncationMarker(48_000, 48_001)).toBe("[… truncated: the selected code has 48001 characters; only the first 48000 are shown]");
    expect(p.prompt).toBe(
      "## Location\nfile a.py (lines 1–9)\n\n## Selected code\n```python\n" +
        "y".repeat(48_000) +
        "\n```\n[… truncated: the selected code has 48001 characters; only the first 48000 are shown]\n\n## Context\nC\n\n## Question\nq",
    );
  });
});
