import { describe, expect, it } from "vitest";
import { integerOption } from "../../src/cli/integerOption.js";

describe("the one integer flag parser", () => {
  it("gives the value, or the fallback when the flag is absent", () => {
    expect(integerOption("-k", "7", { min: 1 }, 10)).toBe(7);
    expect(integerOption("-k", undefined, { min: 1 }, 10)).toBe(10);
    expect(integerOption("--depth", undefined, { min: 0 })).toBeUndefined();
    expect(integerOption("--port", "65535", { min: 0, max: 65535 }, 4173)).toBe(65535);
  });

  it("names the flag, the range and the value given", () => {
    expect(() => integerOption("-k", "0", { min: 1 }, 10)).toThrow('-k must be a positive integer, got "0"');
    expect(() => integerOption("--threads", "-1", { min: 0 })).toThrow('--threads must be a non-negative integer, got "-1"');
    expect(() => integerOption("--port", "70000", { min: 0, max: 65535 }, 4173)).toThrow('--port must be an integer from 0 to 65535, got "70000"');
    expect(() => integerOption("--back", "1.5", { min: 1 }, 200)).toThrow('--back must be a positive integer, got "1.5"');
    expect(() => integerOption("--max", "2", { min: 3 }, 100)).toThrow('--max must be an integer of at least 3, got "2"');
    expect(() => integerOption("--seed", "x", {}, 1)).toThrow('--seed must be an integer, got "x"');
    expect(() => integerOption("--seed", " ", {}, 1)).toThrow('--seed must be an integer, got " "');
  });
});
