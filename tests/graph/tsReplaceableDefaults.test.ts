/**
 * TypeScript: a variable declared with the type of the function it starts with (`let f: typeof g = g`) is a
 * replaceable default, and its calls run that function. A new user's trial on pmndrs/valtio found `callers` of
 * `createSnapshotDefault`, `createHandlerDefault` and `canProxyDefault` empty: `snapshot` calls
 * `createSnapshot(…)`, declared `let createSnapshot: typeof createSnapshotDefault = createSnapshotDefault` and swapped
 * only through `unstable_replaceInternalFunction`. The input is src/vanilla.ts cut down. A `let` without that type
 * (reassigned to anything) is not followed, and neither is a type naming another function.
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const VANILLA = [
  "const canProxyDefault = (x: unknown): boolean => typeof x === 'object' && x !== null",
  "const createSnapshotDefault = <T extends object>(target: T, version: number): T => ({ ...target, version })",
  "const other = (x: unknown): boolean => x === undefined",
  "",
  "let canProxy: typeof canProxyDefault = canProxyDefault",
  "let createSnapshot: typeof createSnapshotDefault = createSnapshotDefault",
  "let loose = canProxyDefault",
  "let mismatched: typeof other = canProxyDefault",
  "",
  "export function snapshot<T extends object>(proxyObject: T): T {",
  "  if (!canProxy(proxyObject)) throw new Error('not a proxy')",
  "  loose(proxyObject)",
  "  mismatched(proxyObject)",
  "  return createSnapshot(proxyObject, 1)",
  "}",
  "",
  "export function unstable_replaceInternalFunction(fn: (prev: typeof canProxy) => typeof canProxy): void {",
  "  canProxy = fn(canProxy)",
  "  loose = () => true",
  "}",
  "",
].join("\n");

describe("TypeScript replaceable defaults", () => {
  const fixture = fixtureGraph({ "package.json": "{\"name\":\"v\"}", "vanilla.ts": VANILLA });

  it("a call through `let f: typeof g = g` reaches g; a plain `let` or a type naming another function does not", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls") && l.includes("#snapshot")).sort()).toEqual([
      "calls      vanilla.ts#snapshot -> ?Error @11 [unresolved, external]",
      "calls      vanilla.ts#snapshot -> ?loose @12 [unresolved]",
      "calls      vanilla.ts#snapshot -> ?mismatched @13 [unresolved]",
      "calls      vanilla.ts#snapshot -> vanilla.ts#canProxyDefault @11 [type-checked]",
      "calls      vanilla.ts#snapshot -> vanilla.ts#createSnapshotDefault @14 [type-checked]",
    ]);
  });
});
