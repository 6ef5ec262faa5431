/**
 * Doc text that titles or labels rather than describes, from a new user's trial on pmndrs/valtio and expressjs/morgan:
 * a JSDoc opening with the function's name alone (`subscribeKey` over "The subscribeKey utility enables …") was the
 * function's summary and graph doc; a `//` directive behind bracketed tags (`// [ONLY-TS-5.9.3] … @ts-expect-error
 * ignore`) was `getOrInsert`'s doc; a `/** Module exports. *\/` block was morgan's index.js purpose.
 */
import { describe, expect, it } from "vitest";
import { isNameTitle, lineCommentDoc } from "../../src/extract/index.js";
import { buildGraph } from "../../src/graph/index.js";
import { docSentence } from "../../src/summarize/render.js";
import { extractOne } from "./typescript/helpers.js";

const SUBSCRIBE_KEY = [
  "/**",
  " * subscribeKey",
  " *",
  " * The subscribeKey utility enables subscription to a primitive subproperty of a given state proxy.",
  " * Subscriptions created with subscribeKey will only fire when the specified property changes.",
  " *",
  " * @example",
  " * subscribeKey(state, 'count', (v) => console.log(v))",
  " */",
  "export function subscribeKey(proxyObject: object, key: string): () => void {",
  "  return () => undefined",
  "}",
  "",
  "/**",
  " * watch",
  " */",
  "export function watch(): void {}",
  "",
].join("\n");

describe("a name alone over a doc's description", () => {
  it("is a title: the next paragraph describes; alone, it stays", () => {
    expect(["subscribeKey", "`useSnapshot()`", "Router.use", "Sets the key", "subscribeKey:"].map(isNameTitle)).toEqual([true, true, true, false, false]);
    expect(docSentence("subscribeKey\n\nThe subscribeKey utility enables subscription to a primitive subproperty.\nMore.", "typescript")).toBe(
      "The subscribeKey utility enables subscription to a primitive subproperty.",
    );
    expect(docSentence("watch", "typescript")).toBe("watch");
  });

  it("is not the graph node's doc", async () => {
    const graph = await buildGraph({ root: "/repo", files: [{ path: "src/subscribeKey.ts", text: SUBSCRIBE_KEY, language: "typescript" }] });
    expect(graph.nodes.filter((n) => n.id.includes("#")).map((n) => `${n.name}: ${n.doc}`)).toEqual([
      "subscribeKey: The subscribeKey utility enables subscription to a primitive subproperty of a given state proxy. Subscriptions created with subscribeKey will only fire when the specified property changes.",
      "watch: watch",
    ]);
  });
});

describe("a // directive behind bracketed tags", () => {
  it("is no doc (valtio's proxyMap getOrInsert)", () => {
    const text = "const o = {\n  // [ONLY-TS-5.9.3] [ONLY-TS-5.8.3] @ts-expect-error ignore\n  getOrInsert() {},\n}\n";
    expect(lineCommentDoc(text, text.indexOf("getOrInsert"))).toBeUndefined();
    const kept = "// [internal] Reads the key.\nexport const a = 1;\n";
    expect(lineCommentDoc(kept, kept.indexOf("export"))).toBe("[internal] Reads the key.");
  });
});

describe("a leading block labelling the export section", () => {
  it("is no file description (morgan's index.js)", async () => {
    const c = await extractOne({ "index.js": `'use strict'\n\n/**\n * Module exports.\n * @public\n */\n\nmodule.exports = morgan\n\n/**\n * Create a logger middleware.\n */\n\nfunction morgan (format) {\n  return format\n}\n` }, "index.js");
    expect(c.description).toBeUndefined();
    const v = await extractOne({ "v.js": `/**\n * Module variables.\n */\n\nvar x = 1\nmodule.exports = x\n` }, "v.js");
    expect(v.description).toBeUndefined();
  });
});

describe("a block of type declarations above a declaration", () => {
  // tj/commander.js ba6d13dd, lib/help.js: `@typedef { import(…) }` lines, then a `//` line, then the class.
  const HELP = [
    "import { humanReadableArgName } from './argument.js';",
    "",
    "/**",
    " * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense",
    " * @typedef { import(\"./option.js\").Option } Option",
    " */",
    "",
    "// Although this is a class, methods are static in style to allow override using subclass or just functions.",
    "export class Help {",
    "  constructor() {}",
    "}",
    "",
    "/**",
    " * @callback Visit",
    " * @param {string} name",
    " */",
    "",
    "export function walk(visit) {",
    "  return visit",
    "}",
    "",
    "/** Formats one item. */",
    "// eslint-disable-next-line",
    "export function formatItem(item) {",
    "  return item",
    "}",
    "",
  ].join("\n");

  it("is not its doc; a // doc right above the declaration is", async () => {
    const c = await extractOne({ "help.js": HELP }, "help.js");
    const docs = Object.fromEntries(c.exports.filter((e) => e.kind !== "type").map((e) => [e.name, e.doc ?? null]));
    expect(docs).toEqual({
      Help: "Although this is a class, methods are static in style to allow override using subclass or just functions.",
      walk: null,
      formatItem: "Formats one item.",
    });
    const graph = await buildGraph({ root: "/repo", files: [{ path: "help.js", text: HELP, language: "javascript" }] });
    expect(graph.nodes.filter((n) => n.id.includes("#") && !n.qualifiedName.includes(".")).map((n) => `${n.name}: ${n.doc ?? null}`)).toEqual([
      "Help: Although this is a class, methods are static in style to allow override using subclass or just functions.",
      "formatItem: Formats one item.",
      "walk: null",
    ]);
  });

  it("exports no type for an imported JSDoc type under its own name; a new name or a @callback stays one", async () => {
    const c = await extractOne({ "help.js": HELP }, "help.js");
    expect(c.exports.map((e) => `${e.kind} ${e.name}`)).toEqual(["class Help", "type Visit", "function walk", "function formatItem"]);
    const renamed = `/** @typedef {import('./arg.js').Argument} Arg2 */\n/** @typedef { import("./arg.js") } ArgModule */\n/** @typedef {import('./arg.js').Argument} Argument */\nexport function f(a) { return a; }\n`;
    const r = await extractOne({ "r.js": renamed, "arg.js": "export class Argument {}\n" }, "r.js");
    expect(r.exports.map((e) => `${e.kind} ${e.name}`)).toEqual(["type Arg2", "type ArgModule", "function f"]);
  });
});
