/** Text rendering of a technical summary: a file with thousands of exports stays a summary. */
import { describe, expect, it } from "vitest";
import { MAX_SECTION_ITEMS, renderSummary } from "../../src/cli/render/summary.js";
import type { TechnicalSummary } from "../../src/summarize/index.js";

const summary = (exports: number): TechnicalSummary => ({
  formatVersion: 1,
  filePath: "gen.ts",
  main_responsibility: "Provides function f0; and more exports.",
  public_api: Array.from({ length: exports }, (_, i) => ({ name: `f${i}`, kind: "function", signature: `f${i}(): number` })),
  io_contracts: [],
  dependencies: ["./base.js"],
  side_effects: [],
  key_algorithms: [],
  generator: "extractive",
});

describe("renderSummary", () => {
  it(`lists at most ${MAX_SECTION_ITEMS} entries of a section, then how many more`, () => {
    const api = Array.from({ length: MAX_SECTION_ITEMS }, (_, i) => `- \`f${i}(): number\` (function)`);
    expect(renderSummary(summary(MAX_SECTION_ITEMS + 3), true, [], "(trailer)")).toBe(
      ["# gen.ts", "", "Provides function f0; and more exports.", "", "## Public API", ...api, "- … and 3 more (--json lists all)", "", "## Dependencies", "- ./base.js", "", "(trailer)", ""].join("\n"),
    );
  });

  it("lists a section of exactly the limit whole", () => {
    const text = renderSummary(summary(MAX_SECTION_ITEMS), true, [], "(trailer)");
    expect(text).not.toContain("more (--json lists all)");
    expect(text.split("\n").filter((l) => l.startsWith("- `f")).length).toBe(MAX_SECTION_ITEMS);
  });

  // Found by a trial: "the contract has 6 diagnostics" over a list of 5, with no word of the sixth.
  it("says how many diagnostics it does not list", () => {
    const diagnostics = Array.from({ length: 6 }, (_, i) => ({ severity: "error" as const, code: "syntax-error", message: `unexpected token ${i}`, line: i + 1 }));
    const lines = renderSummary(summary(1), true, diagnostics, "(trailer)").split("\n");
    const at = lines.indexOf("Partial: the contract has 6 diagnostics, so this summary may miss or garble parts:");
    expect(lines.slice(at + 5, at + 7)).toEqual(["- syntax-error (line 5): unexpected token 4", "- … and 1 more (--json lists all)"]);
  });

  // gin utils.go: `type H = map[string]any` read as an alias; `type H map[string]any` is a defined type.
  it("writes an I/O contract as `kind name: definition`, never as an alias", () => {
    const s = { ...summary(0), io_contracts: [{ name: "H", kind: "type", definition: "map[string]any" }, { name: "Param", kind: "struct", definition: "{ Key: string; Value: string }" }] };
    expect(renderSummary(s, true, [], "(trailer)").split("\n").filter((l) => l.startsWith("- ") && !l.startsWith("- ./"))).toEqual(["- type H: map[string]any", "- struct Param: { Key: string; Value: string }"]);
  });
});
