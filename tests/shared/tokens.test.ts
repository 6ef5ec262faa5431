import { describe, expect, it } from "vitest";
import { tokenCounter } from "../../src/shared/tokens.js";

describe("tokenCounter", () => {
  it("BC-35: counts special-token text as ordinary text (10 tokens with o200k_base), never throws or returns 0", async () => {
    const count = await tokenCounter("o200k_base");
    expect(count('const STOP = "<|endoftext|>";')).toBe(10);
  });

  it("counts with the configured encoding", async () => {
    const o200k = await tokenCounter("o200k_base");
    const cl100k = await tokenCounter("cl100k_base");
    expect(o200k("hello world")).toBe(2);
    expect(o200k("")).toBe(0);
    // The encodings split this differently: o200k has longer merges.
    expect([o200k("tokenization of identifiers_like_this"), cl100k("tokenization of identifiers_like_this")]).toEqual([7, 8]);
  });

  it("rejects an unknown encoding with the list of known ones", async () => {
    await expect(tokenCounter("nope" as never)).rejects.toThrow(
      'unknown token encoding "nope": use one of o200k_base, cl100k_base, p50k_base, r50k_base',
    );
  });
});
