/**
 * A runtime global (lib.dom's `URL`, `Headers`) that a repository file only augments in `declare global { … }` is the
 * runtime's: jose afbc6649's `test-d/fallback.ts` declares empty `interface URL {}` and `interface Headers {}` for a
 * type test, and `callees createRemoteJWKSet` listed them for `new URL(…)` and `new Headers()` (`impact` of the
 * test file's interface then listed the function). A member only the repository declares on a global stays its own.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("TypeScript runtime globals augmented by the repository", () => {
  it("stay outside the repository", async () => {
    const lines = await callLines({
      "package.json": '{"name":"jose"}',
      "tsconfig.json": '{"compilerOptions":{"lib":["es2022","dom"],"strict":true}}',
      "src/remote.ts": [
        "export function createRemoteJWKSet(url: string): string {",
        "  const u = new URL(url)",
        "  const h = new Headers()",
        "  h.set('a', 'b')",
        "  return u.href + local()",
        "}",
        "declare global { interface Window { myLocal(): string } }",
        "function local(): string { return window.myLocal() }",
      ].join("\n"),
      "test-d/fallback.ts": [
        "declare global {",
        "  interface Headers {}",
        "  interface URL {}",
        "}",
        "export {}",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "src/remote.ts#createRemoteJWKSet -> ?Headers @3 external",
      "src/remote.ts#createRemoteJWKSet -> ?URL @2 external",
      "src/remote.ts#createRemoteJWKSet -> ?h.set @4 external",
      "src/remote.ts#createRemoteJWKSet -> src/remote.ts#local @5 type-checked",
      "src/remote.ts#local -> src/remote.ts#global.Window.myLocal @8 type-checked",
    ]);
  }, 60_000);
});
