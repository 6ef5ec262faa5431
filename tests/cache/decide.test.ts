/** Table 7.1's decision, freshness and the semantic hash, as pure functions (seed 000 §7.2). */
import { beforeAll, describe, expect, it } from "vitest";
import { initHash } from "../../src/shared/hash.js";
import { SingleFlight, decideCache, isFresh, llmGeneratorKey, cacheKeyString, semanticHash, promptContract } from "../../src/summarize/index.js";
import type { SemanticContract } from "../../src/extract/index.js";

beforeAll(initHash);

const contract = (line: number, doc = "Reads a file."): SemanticContract => ({
  formatVersion: 1,
  filePath: "src/a.ts",
  language: "typescript",
  exports: [{ name: "read", kind: "function", signature: "export function read(p: string): string", doc, line, endLine: line + 2 }],
  referenced: [],
  dependencies: [{ module: "node:fs", names: ["default"], kind: "builtin", line: 1 }],
  metrics: { bytes: 100 + line, lines: 10 + line, tokens: 40 + line, sendInFull: true },
  diagnostics: [],
}) as unknown as SemanticContract;

describe("decideCache (Table 7.1)", () => {
  const entry = { contentHash: "c1", semanticHash: "s1" };
  it("no entry → miss (absent)", () => expect(decideCache(undefined, { contentHash: "c1", semanticHash: "s1" })).toEqual({ kind: "miss", reason: "absent" }));
  it("same content hash → hash hit", () => expect(decideCache(entry, { contentHash: "c1", semanticHash: "s9" })).toEqual({ kind: "hash-hit" }));
  it("new bytes, same model input → semantic hit", () => expect(decideCache(entry, { contentHash: "c2", semanticHash: "s1" })).toEqual({ kind: "semantic-hit" }));
  it("new bytes, new model input → miss (contract-changed)", () =>
    expect(decideCache(entry, { contentHash: "c2", semanticHash: "s2" })).toEqual({ kind: "miss", reason: "contract-changed" }));
});

describe("semanticHash", () => {
  it("ignores positions and metrics (a comment line above an export), sees docs", () => {
    expect(semanticHash(contract(3))).toBe(semanticHash(contract(7)));
    expect(semanticHash(contract(3))).toBe(semanticHash(promptContract(contract(3))));
    expect(semanticHash(contract(3))).not.toBe(semanticHash(contract(3, "Reads a file as UTF-8.")));
    expect(semanticHash(contract(3))).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("freshness and keys", () => {
  const key = { promptKey: "P-TECH-JSON@1", model: "openai:gpt-4o-mini" };
  it("fresh = same bytes, prompt and model", () => {
    const e = { contentHash: "c1", ...key };
    expect([isFresh(e, key, "c1"), isFresh(e, key, "c2"), isFresh(e, { ...key, promptKey: "P-TECH-JSON@2" }, "c1"), isFresh(e, { ...key, model: "x:y" }, "c1"), isFresh(undefined, key, "c1")]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it("generator and flight keys", () => {
    expect(llmGeneratorKey(key)).toBe("P-TECH-JSON@1|openai:gpt-4o-mini");
    expect(cacheKeyString({ ...key, path: "src/a.ts" })).toBe("P-TECH-JSON@1|openai:gpt-4o-mini|src/a.ts");
  });
});

describe("SingleFlight", () => {
  it("concurrent runs of one key share one task; a later run starts a new one", async () => {
    const flight = new SingleFlight<number>();
    let started = 0;
    const task = async (): Promise<number> => {
      started += 1;
      await new Promise((r) => setTimeout(r, 10));
      return started;
    };
    const runs = [flight.run("k", task), flight.run("k", task), flight.run("j", task)];
    expect([flight.has("k"), flight.has("j"), flight.has("x"), flight.size]).toEqual([true, true, false, 2]);
    expect(await Promise.all(runs)).toEqual([2, 2, 2]);
    expect([flight.has("k"), flight.size]).toEqual([false, 0]);
    expect(await flight.run("k", task)).toBe(3);
  });
});
