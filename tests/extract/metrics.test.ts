import { describe, expect, it } from "vitest";
import { countLines, fileMetrics } from "../../src/extract/index.js";
import { tokenCounter } from "../../src/shared/tokens.js";

describe("file metrics", () => {
  it("countLines: \\r\\n, \\n and a lone \\r each end a line; an unterminated last line counts", () => {
    expect(["", "a", "a\n", "a\r\nb\rc\n", "a\n\nb", "\r\r"].map(countLines)).toEqual([0, 1, 1, 3, 3, 2]);
  });

  it("fileMetrics: send in full at or under the trigger threshold (seed 000 §4.2)", async () => {
    const count = await tokenCounter("o200k_base");
    const text = "hello world\n"; // 3 tokens: "hello", " world", "\n"
    expect(fileMetrics(text, 15, count, 3)).toEqual({ bytes: 15, lines: 1, tokens: 3, sendInFull: true });
    expect(fileMetrics(text, 15, count, 2)).toEqual({ bytes: 15, lines: 1, tokens: 3, sendInFull: false });
  });
});
