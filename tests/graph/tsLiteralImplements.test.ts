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
import { indexedTree, navigationRows, strataInProcess } from "../helpers/cli.js";

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

  // A break-it trial: a literal written `satisfies Storage` (its methods' ids name no type) said "no results" for
  // callers, one typed `Storage | null` got no edge, and `callees` placed the interface's property nowhere ("not in
  // the search index").
  it("link a literal written `satisfies` the interface or typed with a union; callees place the interface's property", async () => {
    const root = await indexedTree({
      "src/types.ts": "export interface Storage {\n  mount: (base: string) => Storage;\n}\n",
      "src/impls.ts": [
        'import type { Storage } from "./types";',
        "export const sat = {",
        "  mount(base: string) { return sat as Storage; },",
        "} satisfies Storage;",
        "export const maybe: Storage | null = {",
        "  mount(base: string) { return maybe!; },",
        "};",
        "",
      ].join("\n"),
      "src/use.ts": ['import type { Storage } from "./types";', "export function useIt(s: Storage) {", '  return s.mount("/a");', "}", ""].join("\n"),
    });
    const graph = JSON.parse((await strataInProcess(["graph", root, "--format", "json"])).stdout) as { edges: { kind: string; from: string; to: string }[] };
    expect(graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to}`).sort()).toEqual(["src/impls.ts#maybe.mount -> src/types.ts#Storage.mount", "src/impls.ts#mount -> src/types.ts#Storage.mount"]);
    const callers = await strataInProcess(["callers", "src/impls.ts#mount", "--repo", root]);
    expect(callers.stderr).toContain("1 caller through src/types.ts#Storage.mount");
    const callees = await strataInProcess(["callees", "useIt", "--repo", root]);
    expect(navigationRows(callees.stdout)).toEqual(["src/types.ts:2  method Storage.mount (called through it at line 3)"]);
    // The property is named once in its interface's summary, as a method (it had been a field and a method both).
    const summary = await strataInProcess(["summary", "src/types.ts", "--node", "Storage", "--repo", root]);
    expect(summary.stdout.split("\n")[1]).toBe("Purpose: Interface with method mount (Returns Storage)");
  }, 60_000);
});
