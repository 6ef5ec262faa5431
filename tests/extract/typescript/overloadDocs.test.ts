/**
 * An overload group's doc. A new user's trial on unjs/ufo 11308c0 found `hasProtocol` marked deprecated as a whole
 * (tag and modifier) and its implementation's doc, "Checks if the input has a protocol.", dropped: the second of its
 * two overloads carries a tags-only `/** @deprecated Same as … *\/`, the first JSDoc of the group. The input is those
 * lines cut down; the graph node takes the implementation's doc too.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../../src/graph/index.js";
import { loadFixture, writeTree } from "../../graph/graphFixtures.js";
import { extractOne } from "./helpers.js";

const UTILS = [
  "export interface HasProtocolOptions { acceptRelative?: boolean }",
  "",
  "export function hasProtocol(inputString: string, opts?: HasProtocolOptions): boolean;",
  "",
  "/** @deprecated Same as { hasProtocol(inputString, { acceptRelative: true }) */",
  "export function hasProtocol(inputString: string, acceptRelative: boolean): boolean;",
  "",
  "/**",
  " * Checks if the input has a protocol.",
  " *",
  " * @group utils",
  " */",
  "export function hasProtocol(inputString: string, opts: boolean | HasProtocolOptions = {}): boolean {",
  "  return typeof opts === 'boolean' ? opts : /^\\w+:/.test(inputString);",
  "}",
  "",
  "/** @deprecated Use hasProtocol. */",
  "export function isProtocol(input: string): boolean;",
  "export function isProtocol(input: string, strict: boolean): boolean;",
  "export function isProtocol(input: string): boolean {",
  "  return hasProtocol(input);",
  "}",
  "",
].join("\n");

describe("overload group docs", () => {
  it("take the first JSDoc with a description; a tags-only block stands for the group only when no other describes it", async () => {
    const contract = await extractOne({ "package.json": "{\"name\":\"u\"}", "src/utils.ts": UTILS }, "src/utils.ts");
    const fn = (name: string) => contract.exports.find((e) => e.name === name)!;
    expect([fn("hasProtocol").doc, fn("hasProtocol").modifiers ?? [], fn("hasProtocol").tags]).toEqual(["Checks if the input has a protocol.", [], [{ tag: "group", text: "utils" }]]);
    expect([fn("isProtocol").doc, fn("isProtocol").modifiers]).toEqual([undefined, ["deprecated"]]);
    const root = writeTree({ "package.json": "{\"name\":\"u\"}", "src/utils.ts": UTILS });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.find((n) => n.id === "src/utils.ts#hasProtocol")?.doc).toBe("Checks if the input has a protocol.");
  });
});
