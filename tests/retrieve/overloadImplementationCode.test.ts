/**
 * An overload group's code field is its implementation's (`GraphNode.implementation`), not the stubs before it: a new
 * user's trial on falcon ce0a35b8 found the context block for "where is middleware process_request called" showing
 * `prepare_middleware`'s three `@overload` stubs and cutting the implementation's body off.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { buildGraph } from "../../src/graph/index.js";
import { buildSearchDocuments } from "../../src/retrieve/index.js";
import { initHash } from "../../src/shared/hash.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

const TEXT = [
  "from typing import overload",
  "",
  "",
  "@overload",
  "def prepare(middleware: list, asgi: bool = ...) -> tuple: ...",
  "",
  "",
  "@overload",
  "def prepare(middleware: tuple, *, asgi: bool) -> tuple: ...",
  "",
  "",
  "def prepare(middleware, asgi=False):",
  "    for component in middleware:",
  "        process_request = getattr(component, 'process_request')",
  "    return (process_request,)",
  "",
].join("\n");

describe("an overload group's code", () => {
  beforeAll(async () => initHash());

  it("is the implementation's, from its def to its end", async () => {
    const root = writeTree({ "app_helpers.py": TEXT });
    const files = loadFixture(root);
    const graph: CodeGraph = await buildGraph({ root, files });
    const contract = { formatVersion: 1, filePath: "app_helpers.py", language: "python", exports: [], referenced: [], dependencies: [], metrics: { bytes: TEXT.length, lines: 16, tokens: 90, sendInFull: true }, diagnostics: [] };
    const docs = buildSearchDocuments({ files: [{ path: "app_helpers.py", text: TEXT, contentHash: "f", contract: contract as never }], graph });
    const doc = docs.find((d) => d.node.id === "app_helpers.py#prepare");
    expect([doc?.node.span?.startLine, doc?.node.implementation?.startLine]).toEqual([5, 12]);
    expect(doc?.code).toBe(TEXT.split("\n").slice(11, 15).join("\n"));
  });
});
