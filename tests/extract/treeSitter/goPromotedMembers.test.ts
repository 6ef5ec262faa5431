/**
 * Go promotion (spec "Struct types"): a public struct embedding an unexported struct of its file has that struct's
 * exported methods and fields as members, marked `promoted`; go-cache's `type Cache struct { *cache }` makes
 * `cache.Set`, `cache.Get`… the package's API.
 */
import { afterAll, describe, expect, test } from "vitest";
import type { Entity } from "../../../src/extract/contract.js";
import { TreeSitterExtractor } from "../../../src/extract/treeSitter/TreeSitterExtractor.js";
import { extractiveSummary } from "../../../src/summarize/extractive.js";

const extractor = new TreeSitterExtractor();
const METRICS = { bytes: 10, lines: 1, tokens: 3, sendInFull: true };
afterAll(() => extractor.dispose());

/** `name kind [modifiers]` of an entity's members. */
function members(e: Entity | undefined): string[] {
  return (e?.members ?? []).map((m) => `${m.name} ${m.kind}${m.modifiers ? ` [${m.modifiers.join(", ")}]` : ""}`);
}

const cacheGo = [
  "package cache",
  "",
  "type Cache struct {",
  "\t*cache",
  "}",
  "",
  "type cache struct {",
  "\tLimit int",
  "\titems map[string]int",
  "}",
  "",
  "// Set adds an item to the cache.",
  "func (c *cache) Set(k string, x int) { c.items[k] = x }",
  "",
  "func (c *cache) set(k string, x int) {}",
  "",
  "// Get gets an item from the cache.",
  "func (c *cache) Get(k string) (int, bool) { x, ok := c.items[k]; return x, ok }",
  "",
  "// Len is the Cache's own, which the promoted one would be.",
  "func (c *Cache) Len() int { return 0 }",
  "",
  "func (c *cache) Len() int { return len(c.items) }",
  "",
].join("\n");

describe("Go: members promoted through an embedded unexported struct", () => {
  test("the exported methods and fields of `cache` are members of `Cache`, after its own; `cache` stays unexported", async () => {
    const contract = await extractor.extract({ path: "cache.go", text: cacheGo, language: "go" });
    expect(contract.exports.map((e) => e.name)).toEqual(["Cache"]);
    expect(members(contract.exports[0])).toEqual(["Len method", "Limit field [promoted]", "Set method [promoted]", "Get method [promoted]"]);
    expect(contract.exports[0]?.members?.[2]).toMatchObject({ receiver: "c *cache", doc: "Set adds an item to the cache.", line: 13 });
    expect(contract.referenced).toEqual([]);
  });

  test("the summary lists them as the public API of `Cache`", async () => {
    const contract = await extractor.extract({ path: "cache.go", text: cacheGo, language: "go" });
    expect(extractiveSummary({ ...contract, metrics: METRICS }).public_api.map((a) => `${a.name}: ${a.signature}`)).toEqual([
      "Cache: struct Cache",
      "Cache.Len: (c *Cache) Cache.Len(): int",
      "Cache.Set: (c *cache) Cache.Set(k: string, x: int)",
      "Cache.Get: (c *cache) Cache.Get(k: string): (int, bool)",
      "Cache.Limit: Cache.Limit: int",
    ]);
  });

  test("embedding an exported type, or a named field of an unexported one, promotes nothing", async () => {
    const text = [
      "package p",
      "",
      "type Outer struct {",
      "\tInner",
      "\tc cache",
      "}",
      "",
      "type Inner struct{}",
      "",
      "func (i Inner) Run() {}",
      "",
      "type cache struct{}",
      "",
      "func (c cache) Get() {}",
      "",
    ].join("\n");
    const contract = await extractor.extract({ path: "p.go", text, language: "go" });
    expect(contract.exports.map((e) => `${e.name}: ${members(e).join("; ")}`)).toEqual(["Outer: Inner field", "Inner: Run method"]);
  });
});
