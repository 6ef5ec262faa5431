/**
 * TypeScript: a method read without a call where a value is handed on (an object literal's property, an assignment's
 * or a variable's value, an array element, a return, an argument) is handed on, a `callback` edge; a getter read
 * runs, a `reference`. jose afbc6649's `{ verify: lib.flattenedVerify }` read "used as a property" in `callers`, and
 * h3's `_handler.resolve = handler.handler.resolve` counted in node summaries as a delegation. The inputs are those
 * lines cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { edgeLines, loadFixture, writeTree } from "./graphFixtures.js";

describe("TypeScript methods read as values", () => {
  it("are handed on, and a getter read runs", async () => {
    const root = writeTree({
      "package.json": '{"name":"x"}',
      "src/lib.ts": [
        "export class Handler {",
        "  resolve(x: string): string { return x }",
        "  get name(): string { return 'h' }",
        "}",
        "export function flattenedVerify(jws: string): boolean { return jws.length > 0 }",
      ].join("\n"),
      "src/use.ts": [
        "import * as lib from './lib'",
        "const h = new lib.Handler()",
        "export const table = { verify: lib.flattenedVerify }",
        "export function wire(target: { resolve?: (x: string) => string }): unknown[] {",
        "  target.resolve = h.resolve",
        "  const n = h.name",
        "  if (h.resolve) return [h.resolve, n]",
        "  return [lib.flattenedVerify]",
        "}",
      ].join("\n"),
    });
    const g = await buildGraph({ root, files: loadFixture(root) });
    expect(edgeLines(g).filter((l) => l.startsWith("calls") && l.includes("src/use.ts")).sort()).toEqual([
      "calls      src/use.ts -> src/lib.ts#Handler @2 [type-checked]",
      "calls      src/use.ts -> src/lib.ts#flattenedVerify @3 [callback, type-checked]",
      "calls      src/use.ts#wire -> src/lib.ts#Handler.name @6 [reference, type-checked]",
      "calls      src/use.ts#wire -> src/lib.ts#Handler.resolve @5 [callback, type-checked]",
      "calls      src/use.ts#wire -> src/lib.ts#flattenedVerify @8 [callback, type-checked]",
    ]);
  }, 60_000);
});
