/**
 * A Go method promoted to an exported struct through an embedded unexported one is public API: go-cache's
 * `type Cache struct { *cache }` exports `cache.Set` and `cache.Get` (the contract lists them as `Cache` members marked
 * `promoted`), which `strata summary cache.go` listed as internal units.
 */
import { afterAll, describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { promotedFrom } from "../../src/graph/contractFacts.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

describe("Go: promoted methods are exported nodes", () => {
  it("cache.Set is exported through Cache; cache, cache.set and the other struct's methods are not", async () => {
    const text = [
      "package cache",
      "",
      "type Cache struct {",
      "\t*cache",
      "}",
      "",
      "type cache struct{}",
      "",
      "// Set adds an item to the cache.",
      "func (c *cache) Set(k string) {}",
      "",
      "func (c *cache) set(k string) {}",
      "",
      "type janitor struct{}",
      "",
      "func (j *janitor) Run() {}",
      "",
    ].join("\n");
    const root = writeTree({ "go.mod": "module example.com/cache\n\ngo 1.22\n", "cache.go": text });
    const contract = await extractor.extract({ path: "cache.go", text, language: "go" });
    const files = loadFixture(root).map((f) => (f.path === "cache.go" ? { ...f, contract: { ...contract, metrics: { bytes: 10, lines: 1, tokens: 3, sendInFull: true } } } : f));
    const graph = await buildGraph({ root, files });
    const exported = graph.nodes.filter((n) => n.path === "cache.go" && n.kind !== "file").map((n) => `${n.qualifiedName}${n.exported ? " exported" : ""}`).sort();
    expect(exported).toEqual(["Cache exported", "cache", "cache.Set exported", "cache.set", "janitor", "janitor.Run"]);
    expect(graph.nodes.find((n) => n.qualifiedName === "cache.Set")?.doc).toBe("Set adds an item to the cache.");
  });

  it("promotedFrom reads the declaring type from the receiver of a promoted member only", () => {
    const base = { name: "Set", kind: "method" as const, line: 1, endLine: 1 };
    expect(promotedFrom({ ...base, receiver: "c *cache", modifiers: ["promoted"] })).toBe("cache");
    expect(promotedFrom({ ...base, receiver: "s *stack[T]", modifiers: ["promoted"] })).toBe("stack");
    expect(promotedFrom({ ...base, receiver: "c *cache" })).toBeUndefined();
  });
});
