/**
 * A function's code field leaves out the methods nested in it (an object literal's, a local class's): each is a
 * document of its own. A new user's trial on unjs/unstorage 0.17: `createStorage` builds `const storage: Storage = {
 * … }` with twenty methods, and ranked first for "how is a driver mounted at a base path", "how does getKeys list keys
 * across mounts" and "how do watchers get notified of changes" above the methods that answer. A nested function (a
 * closure) stays in its enclosing function's code, and gives way to it in the ranking ("enclosing function first",
 * search.ts); a nested method does not.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { GraphNode, CodeGraph } from "../../src/graph/index.js";
import type { SemanticContract } from "../../src/extract/index.js";
import { buildSearchDocuments, rankIds, updateSearchIndex } from "../../src/retrieve/index.js";
import { initHash } from "../../src/shared/hash.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

const TEXT = [
  "export function createStorage(options) {",
  "  const mounts = {};",
  "  const getMount = (key) => mounts[key] || options.driver;",
  "  const storage = {",
  "    getItem(key) {",
  "      return getMount(key).getItem(key);",
  "    },",
  "    mount(base, driver) {",
  "      mounts[base] = driver;",
  "      return storage;",
  "    },",
  "  };",
  "  return storage;",
  "}",
  "",
].join("\n");

/** A node spanning `first`…`last` (1-based lines) of TEXT, with its byte span. */
function node(id: string, kind: GraphNode["kind"], first: number, last: number): GraphNode {
  const lines = TEXT.split("\n");
  const startByte = lines.slice(0, first - 1).join("\n").length + (first > 1 ? 1 : 0);
  const endByte = lines.slice(0, last).join("\n").length;
  const qualifiedName = id.split("#")[1] ?? id;
  return { id, kind, name: qualifiedName.split(".").pop()!, qualifiedName, path: "src/storage.js", language: "javascript", span: { startLine: first, endLine: last, startByte, endByte }, contentHash: `h-${id}` };
}

const contract = { formatVersion: 1, filePath: "src/storage.js", language: "javascript", exports: [], referenced: [], dependencies: [], metrics: { bytes: TEXT.length, lines: 15, tokens: 80, sendInFull: true }, diagnostics: [] } as unknown as SemanticContract;

describe("a function's nested methods in its code field", () => {
  let store: SqliteStore | undefined;
  beforeAll(async () => initHash());
  afterEach(async () => store?.close());

  const graph: CodeGraph = {
    nodes: [
      { id: "src/storage.js", kind: "file", name: "storage.js", qualifiedName: "src/storage.js", path: "src/storage.js", language: "javascript", contentHash: "f" },
      node("src/storage.js#createStorage", "function", 1, 14),
      node("src/storage.js#createStorage.getMount", "function", 3, 3),
      node("src/storage.js#createStorage.storage.getItem", "method", 5, 7),
      node("src/storage.js#createStorage.storage.mount", "method", 8, 11),
    ],
    edges: [],
  } as unknown as CodeGraph;

  it("are left out of it; a closure stays in, and a method has no code of its own apart", async () => {
    const docs = buildSearchDocuments({ files: [{ path: "src/storage.js", text: TEXT, contentHash: "f", contract }], graph });
    const own = new Map(docs.map((d) => [d.node.id, d.ownCode]));
    expect(own.get("src/storage.js#createStorage")).toBe(
      ["export function createStorage(options) {", "  const mounts = {};", "  const getMount = (key) => mounts[key] || options.driver;", "  const storage = {", "", "", "", "", "  };", "  return storage;", "}"].join("\n"),
    );
    expect([own.get("src/storage.js#createStorage.getMount"), own.get("src/storage.js#createStorage.storage.mount")]).toEqual([undefined, undefined]);

    store = tempStore().store;
    await updateSearchIndex(store, docs);
    const ids = (await rankIds(store, "how is a driver mounted at a base path", { mode: "code", k: 2 })).map((r) => r.id);
    expect(ids[0]).toBe("src/storage.js#createStorage.storage.mount");
  });
});
