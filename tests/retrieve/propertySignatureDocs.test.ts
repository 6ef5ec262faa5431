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

const TEXT = ["export interface Storage {", "  getItem(key: string): string | null;", "  mount: (base: string) => Storage;", "  onChange?: (key: string) => void;", "}", ""].join("\n");

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
      ],
      edges: [],
    } as unknown as CodeGraph;
    const contract = { formatVersion: 1, filePath: "src/types.ts", language: "typescript", exports: [], referenced: [], dependencies: [], metrics: { bytes: TEXT.length, lines: 6, tokens: 40, sendInFull: true }, diagnostics: [] } as unknown as SemanticContract;
    const docs = buildSearchDocuments({ files: [{ path: "src/types.ts", text: TEXT, contentHash: "f", contract }], graph });
    expect(docs.map((d) => d.node.id)).toEqual(["src/types.ts", "src/types.ts#Storage", "src/types.ts#Storage.getItem"]);
  });
});
