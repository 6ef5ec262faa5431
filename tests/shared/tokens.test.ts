import { describe, expect, it } from "vitest";
import { tokenCounter } from "../../src/shared/tokens.js";

describe("tokenCounter", () => {
  it("BC-35: counts special-token text as ordinary text (10 tokens with o200k_base), never throws or returns 0", () => {
    const count = tokenCounter("o200k_base");
    expect(count('const STOP = "<|endoftext|>";')).toBe(10);
  });

  it("counts with the configured encoding", () => {
    expect(tokenCounter("o200k_base")("hello world")).toBe(2);
    expect(tokenCounter("cl100k_base")("hello world")).toBe(2);
    expect(tokenCounter("o200k_base")("")).toBe(0);
  });

  it("rejects an unknown encoding with the list of known ones", () => {
    expect(() => tokenCounter("nope" as never)).toThrow(
      'unknown token encoding "nope": use one of o200k_base, cl100k_base, p50k_base, r50k_base',
    );
  });
});
