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
});
