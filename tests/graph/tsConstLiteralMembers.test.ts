/**
 * A member of a `const` bound to an object literal that defines it is that definition, whatever type the `const`
 * declares. immer 061c242's `objectTraps: ProxyHandler<ProxyState> = { get(…) {…}, set(…) {…} }`, then
 * `objectTraps.set!.call(this, …)` in `arrayTraps.set`: `callees` said "outside the repository" (the checker's
 * `ProxyHandler.set`), and `references objectTraps.set` listed only unrelated `Map.set` calls. Here the declared
 * type is the repository's own interface, whose member had been the target. The input is `proxy.ts` cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("TypeScript members of a const object literal", () => {
  it("are the literal's definitions, also through .call and .apply", async () => {
    const lines = await callLines({
      "package.json": '{"name":"x"}',
      "src/proxy.ts": [
        "interface Traps { set?(target: object, prop: string, value: unknown): boolean; get?(target: object, prop: string): unknown }",
        "function helper(a: number): number { return a }",
        "export const objectTraps: Traps = {",
        "  get(target, prop) {",
        "    return helper.call(null, 1)",
        "  },",
        "  set(target, prop, value) {",
        "    return true",
        "  },",
        "}",
        "const arrayTraps: Traps = {}",
        "arrayTraps.set = function (target, prop, value) {",
        "  return objectTraps.set!.call(this, target, prop, value)",
        "}",
        "arrayTraps.get = function (target, prop) {",
        "  return objectTraps.get!.apply(this, [target, prop])",
        "}",
        "let changing: Traps = { set: () => false }",
        "export function run(): boolean {",
        "  changing = {}",
        "  return objectTraps.set!({}, 'a', 2) && arrayTraps.set!({}, 'b', 3) && changing.set!({}, 'c', 4)",
        "}",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "src/proxy.ts -> src/proxy.ts#objectTraps.get @16 scope",
      "src/proxy.ts -> src/proxy.ts#objectTraps.set @13 scope",
      "src/proxy.ts#objectTraps.get -> src/proxy.ts#helper @5 type-checked",
      // A literal without the member, and a `let` (assigned again), keep the declared type's member.
      "src/proxy.ts#run -> src/proxy.ts#Traps.set @21 type-checked",
      "src/proxy.ts#run -> src/proxy.ts#objectTraps.set @21 scope",
    ]);
  }, 60_000);
});
