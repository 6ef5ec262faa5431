import { describe, expect, it } from "vitest";
import { formatScore } from "../../src/cli/commands/search.js";

describe("search scores as printed", () => {
  // A 3-file repository: FTS5 clamps the IDF of words in half the docs or more to 1e-6, and every code-mode hit
  // but the named one printed 0.0000.
  it("shows a positive score too small for its decimals with two significant digits", () => {
    expect([0.0164, 1.6449e-6, 0, 0.00001, 6.97531, -0.5].map((s) => formatScore(s, 4))).toEqual(["0.0164", "0.0000016", "0.0000", "0.000010", "6.9753", "-0.5000"]);
    expect(formatScore(0.0004, 3)).toBe("0.00040");
  });
});
