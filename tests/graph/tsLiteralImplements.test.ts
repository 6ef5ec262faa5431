/**
 * A method of an object literal written as a repository interface implements that interface's member, and a
 * function-typed property of an interface is a method node calls through it reach. A new user's trial on
 * unjs/unstorage 0.17: `createStorage` builds `const storage: Storage = { getItem(…) { … }, mount(base, driver) { … } }`
 * and returns it; `strata callers createStorage.storage.mount` said "no results" and `callers Storage.mount` "no node",
 * although the tests call `storage.mount(…)`; the Go graph said "1 caller through …, which it implements".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { calledThrough, calledThroughNote } from "../../src/navigate/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("TypeScript: object literals written as an interface", () => {
  it("link the literal's methods to the interface's members, which calls on the interface reach", async () => {
    const root = writeTree({
      "src/types.ts": [
        "export interface Driver { name: string }",
        "export interface Storage {",
        "  getItem(key: string): string | null;",
        "  mount: (base: string, driver: Driver) => Storage;",
        "  onChange?: ((key: string) => void) | undefined;",
        "  size: number;",
        "}",
        "",
      ].join("\n"),
      "src/storage.ts": [
        'import type { Driver, Storage } from "./types";',
        "",
        "export function createStorage(): Storage {",
        "  const mounts: Record<string, Driver> = {};",
        "  const storage: Storage = {",
        "    size: 0,",
        "    getItem(key: string) {",
        "      return key;",
        "    },",
        "    mount(base, driver) {",
        "      mounts[base] = driver;",
        "      return storage;",
        "    },",
        "  };",
        "  return storage;",
        "}",
        "",
      ].join("\n"),
      "test/storage.test.ts": [
        'import { createStorage } from "../src/storage";',
        "",
        "export function run() {",
        "  const storage = createStorage();",
        '  storage.mount("/a", { name: "x" });',
        '  storage.onChange?.("k");',
        '  return storage.getItem("k");',
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const edges = graph.edges.filter((e) => e.kind === "calls" || e.kind === "implements").map((e) => `${e.kind} ${e.from} -> ${e.to} @${e.line}`).sort();
    expect(edges).toEqual([
      "calls test/storage.test.ts#run -> src/storage.ts#createStorage @4",
      "calls test/storage.test.ts#run -> src/types.ts#Storage.getItem @7",
      "calls test/storage.test.ts#run -> src/types.ts#Storage.mount @5",
      "calls test/storage.test.ts#run -> src/types.ts#Storage.onChange @6",
      "implements src/storage.ts#createStorage.storage.getItem -> src/types.ts#Storage.getItem @7",
      "implements src/storage.ts#createStorage.storage.mount -> src/types.ts#Storage.mount @10",
    ]);
    // A data property (`size: number`) stays no node.
    expect(graph.nodes.filter((n) => n.id.startsWith("src/types.ts#Storage.")).map((n) => `${n.id} ${n.kind}`)).toEqual(["src/types.ts#Storage.getItem method", "src/types.ts#Storage.mount method", "src/types.ts#Storage.onChange method"]);
    const through = calledThrough(graph.edges, "src/storage.ts#createStorage.storage.mount", { kind: "method", language: "typescript" });
    expect(through).toEqual([{ id: "src/types.ts#Storage.mount", callers: 1, declared: true }]);
    expect(calledThroughNote("src/storage.ts#createStorage.storage.mount", through)).toContain("1 caller through src/types.ts#Storage.mount, the interface member it is assigned to");
  });
});
