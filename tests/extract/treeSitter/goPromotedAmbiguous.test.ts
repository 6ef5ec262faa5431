/**
 * Go promotion (spec "Selectors"): a name two embedded types both have at the shallowest depth is ambiguous, and Go
 * rejects `x.Name`; neither embedded type promotes it. The embedding type's own member still shadows both.
 */
import { afterAll, describe, expect, test } from "vitest";
import type { Entity } from "../../../src/extract/contract.js";
import { TreeSitterExtractor } from "../../../src/extract/treeSitter/TreeSitterExtractor.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

/** `name kind [modifiers]` of an entity's members. */
function members(e: Entity | undefined): string[] {
  return (e?.members ?? []).map((m) => `${m.name} ${m.kind}${m.modifiers ? ` [${m.modifiers.join(", ")}]` : ""}`);
}

const poolGo = [
  "package pool",
  "",
  "type Pool struct {",
  "\t*reader",
  "\t*writer",
  "}",
  "",
  "type reader struct{}",
  "",
  "type writer struct {",
  "\tReset bool",
  "}",
  "",
  "func (r *reader) Read() int { return 0 }",
  "",
  "func (r *reader) Close() error { return nil }",
  "",
  "func (w *writer) Write() int { return 0 }",
  "",
  "func (w *writer) Close() error { return nil }",
  "",
  "func (r *reader) Reset() {}",
  "",
  "func (w *writer) Flush() {}",
  "",
  "func (p *Pool) Flush() {}",
  "",
].join("\n");

describe("Go: a name two embedded types promote is promoted by neither", () => {
  test("`Close` and `Reset` (a method of one, a field of the other) are ambiguous; `Flush` is the Pool's own", async () => {
    const contract = await extractor.extract({ path: "pool.go", text: poolGo, language: "go" });
    expect(contract.exports.map((e) => e.name)).toEqual(["Pool"]);
    expect(members(contract.exports[0])).toEqual(["Flush method", "Read method [promoted]", "Write method [promoted]"]);
  });
});
