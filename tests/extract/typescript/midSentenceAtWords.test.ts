/**
 * A JSDoc `@word` is a tag only at the start of a comment line. The compiler starts a tag at any `@` after a space:
 * @koa/router's `src/types.ts` opens with "Type definitions for @koa/router", and its summary (search, map, context)
 * read "Type definitions for". The input is that header, and declarations whose docs name a package, an address and
 * a tag mid-sentence; the graph node takes the whole doc too.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../../src/graph/index.js";
import { loadFixture, writeTree } from "../../graph/graphFixtures.js";
import { extractOne } from "./helpers.js";

const TYPES = [
  "/**",
  " * Type definitions for @koa/router",
  " */",
  "",
  "import type { Server } from 'node:http';",
  "",
  "/**",
  " * Mail me@host.com; the @param tag names",
  " * each argument.",
  " * @param a the thing, as @koa/router",
  " *   reads it",
  " * @returns it",
  " */",
  "export function f(a: Server): Server {",
  "  return a;",
  "}",
  "",
  "/** Inline @koa/router text */",
  "export function g(): void {}",
  "",
  "/** the @deprecated word is no tag here */",
  "export function h(): void {}",
  "",
].join("\n");

describe("an @word mid-sentence in JSDoc", () => {
  it("is text of the file description, a declaration's doc and a tag's text; a tag starts a line", async () => {
    const contract = await extractOne({ "package.json": "{\"name\":\"r\"}", "src/types.ts": TYPES }, "src/types.ts");
    const fn = (name: string) => contract.exports.find((e) => e.name === name)!;
    expect(contract.description).toBe("Type definitions for @koa/router");
    expect([fn("f").doc, fn("f").tags]).toEqual([
      "Mail me@host.com; the @param tag names\neach argument.",
      [
        { tag: "param", name: "a", text: "the thing, as @koa/router\n  reads it" },
        { tag: "returns", text: "it" },
      ],
    ]);
    expect([fn("g").doc, fn("g").tags]).toEqual(["Inline @koa/router text", undefined]);
    expect([fn("h").doc, fn("h").modifiers]).toEqual(["the @deprecated word is no tag here", undefined]);
  });

  it("is text of the graph node's doc", async () => {
    const root = writeTree({ "package.json": "{\"name\":\"r\"}", "src/types.ts": TYPES });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const doc = (name: string) => graph.nodes.find((n) => n.id === `src/types.ts#${name}`)?.doc;
    expect([doc("f"), doc("g"), doc("h")]).toEqual(["Mail me@host.com; the @param tag names each argument.", "Inline @koa/router text", "the @deprecated word is no tag here"]);
  });
});
