import { describe, expect, it } from "vitest";
import { median, ratio } from "../../src/query/index.js";

describe("report arithmetic", () => {
  it("median of odd, even and empty lists", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
  it("ratio rounds to two decimals and is 0 for a zero denominator", () => {
    expect(ratio(10, 3)).toBe(3.33);
    expect(ratio(2000, 250)).toBe(8);
    expect(ratio(5, 0)).toBe(0);
  });
});
