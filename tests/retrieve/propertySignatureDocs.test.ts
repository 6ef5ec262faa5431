/**
 * A function-typed property of an interface is a graph node (calls through it reach it; an object literal's method
 * implements it) but no search document: its interface's document holds its text. On hono's history queries the 130
 * JSX event props (`onClick?: (e) => void`) made documents of their own moved answers down (file Acc@1 56.1 → 55.1).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph, GraphNode } from "../../src/graph/index.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { buildSearchDocuments } from "../../src/retrieve/index.js";
import { initHash } from "../../src/shared/hash.js";

const TEXT = ["export interface Storage {", "  getItem(key: string): string | null;", "  mount: (base: string) => Storage;", "  onChange?: (key: string) => void;", "  readonly watch?: (cb: () => void) => void;", "}", ""].join("\n");

function member(name: string, line: number, signature: string): GraphNode {
  return { id: `src/types.ts#Storage.${name}`, kind: "method", name, qualifiedName: `Storage.${name}`, path: "src/types.ts", language: "typescript", signature, span: { startLine: line, endLine: line, startByte: 0, endByte: 0 }, contentHash: name };
}

describe("search documents of an interface's members", () => {
  beforeAll(async () => initHash());

  it("leave out its function-typed properties, keep its method signatures", () => {
    const graph = {
      nodes: [
        { id: "src/types.ts", kind: "file", name: "types.ts", qualifiedName: "src/types.ts", path: "src/types.ts", language: "typescript", contentHash: "f" },
        { id: "src/types.ts#Storage", kind: "interface", name: "Storage", qualifiedName: "Storage", path: "src/types.ts", language: "typescript", signature: "export interface Storage", span: { startLine: 1, endLine: 5, startByte: 0, endByte: TEXT.length - 1 }, contentHash: "s" },
        member("getItem", 2, "getItem(key: string): string | null;"),
        member("mount", 3, "mount: (base: string) => Storage;"),
        member("onChange", 4, "onChange?: (key: string) => void;"),
        // (A break-it trial: a `readonly` one was a search result.)
        member("watch", 5, "readonly watch?: (cb: () => void) => void;"),
      ],
      edges: [],
    } as unknown as CodeGraph;
    const contract = { formatVersion: 1, filePath: "src/types.ts", language: "typescript", exports: [], referenced: [], dependencies: [], metrics: { bytes: TEXT.length, lines: 6, tokens: 40, sendInFull: true }, diagnostics: [] } as unknown as SemanticContract;
    const docs = buildSearchDocuments({ files: [{ path: "src/types.ts", text: TEXT, contentHash: "f", contract }], graph });
    expect(docs.map((d) => d.node.id)).toEqual(["src/types.ts", "src/types.ts#Storage", "src/types.ts#Storage.getItem"]);
  });

  // A new user's trial on handlebars.js 13a7a679: the methods of `HandlebarsEnvironment.prototype = { registerHelper:
  // function (name, fn) {…} }` have signatures that start as a property signature's does, and 102 of its 111 lib
  // methods had no search document.
  it("keep an object literal's `name: function (…)` methods", () => {
    const text = ["function Env() {}", "Env.prototype = {", "  registerWidget: function (name, fn) { this.w[name] = fn; },", "};", ""].join("\n");
    const graph = {
      nodes: [
        { id: "lib/env.js", kind: "file", name: "env.js", qualifiedName: "lib/env.js", path: "lib/env.js", language: "javascript", contentHash: "f" },
        { id: "lib/env.js#Env", kind: "function", name: "Env", qualifiedName: "Env", path: "lib/env.js", language: "javascript", signature: "function Env()", span: { startLine: 1, endLine: 1, startByte: 0, endByte: 17 }, contentHash: "e" },
        { id: "lib/env.js#Env.registerWidget", kind: "method", name: "registerWidget", qualifiedName: "Env.registerWidget", path: "lib/env.js", language: "javascript", signature: "registerWidget: function (name, fn)", span: { startLine: 3, endLine: 3, startByte: 37, endByte: 94 }, contentHash: "r" },
      ],
      edges: [],
    } as unknown as CodeGraph;
    const contract = { formatVersion: 1, filePath: "lib/env.js", language: "javascript", exports: [], referenced: [], dependencies: [], metrics: { bytes: text.length, lines: 5, tokens: 30, sendInFull: true }, diagnostics: [] } as unknown as SemanticContract;
    const docs = buildSearchDocuments({ files: [{ path: "lib/env.js", text, contentHash: "f", contract }], graph });
    expect(docs.map((d) => d.node.id)).toEqual(["lib/env.js", "lib/env.js#Env", "lib/env.js#Env.registerWidget"]);
  });
});
