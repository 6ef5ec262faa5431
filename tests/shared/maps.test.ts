import { describe, expect, it } from "vitest";
import { getOrMake } from "../../src/shared/maps.js";

describe("getOrMake", () => {
  it("makes a value once per key, an undefined one included, in a Map and a WeakMap", () => {
    const made: string[] = [];
    const map = new Map<string, number | undefined>();
    const make = (key: string, value: number | undefined) => () => (made.push(key), value);
    expect([getOrMake(map, "a", make("a", 1)), getOrMake(map, "a", make("a", 2)), getOrMake(map, "u", make("u", undefined)), getOrMake(map, "u", make("u", 3))]).toEqual([1, 1, undefined, undefined]);
    const node = {};
    const weak = new WeakMap<object, string>();
    expect([getOrMake(weak, node, () => (made.push("w"), "x")), getOrMake(weak, node, () => "y")]).toEqual(["x", "x"]);
    expect(made).toEqual(["a", "u", "w"]);
  });
});
