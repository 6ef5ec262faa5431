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
    const r50k = await tokenCounter("r50k_base");
    expect(o200k("hello world")).toBe(2);
    expect(o200k("")).toBe(0);
    // The encodings split these differently: o200k_base has the largest vocabulary.
    const thanks = "ありがとうございます";
    expect([o200k(thanks), cl100k(thanks), r50k(thanks)]).toEqual([1, 2, 12]);
    const indented = "    return self.cache[key]";
    expect([o200k(indented), cl100k(indented), r50k(indented)]).toEqual([6, 6, 10]);
  });

  it("rejects an unknown encoding with the list of known ones", async () => {
    await expect(tokenCounter("nope" as never)).rejects.toThrow(
      'unknown token encoding "nope": use one of o200k_base, cl100k_base, p50k_base, r50k_base',
    );
  });
});
