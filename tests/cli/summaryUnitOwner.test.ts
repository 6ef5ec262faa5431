/**
 * Internal units in `strata summary`: a member whose signature names its owner only as a parameter's or result's type
 * still shows its qualified name. packaging's version.py listed `_BaseVersion.__lt__` as `def __lt__(self, other:
 * _BaseVersion) -> bool` with no owner, beside `Version.__lt__` in the public API.
 */
import { describe, expect, it } from "vitest";
import { renderSummary } from "../../src/cli/render/summary.js";
import type { TechnicalSummary } from "../../src/summarize/index.js";
import type { FileUnit } from "../../src/query/index.js";

const summary: TechnicalSummary = {
  formatVersion: 1,
  filePath: "version.py",
  main_responsibility: "Provides class Version.",
  public_api: [],
  io_contracts: [],
  dependencies: [],
  side_effects: [],
  key_algorithms: [],
  generator: "extractive",
};

const unit = (name: string, signature: string): FileUnit => ({ id: `version.py#${name}`, kind: "method", name, signature, startLine: 1, endLine: 2 });

describe("internal units' owners", () => {
  it("lead a unit whose signature names the owner only after the unit's own name", () => {
    const lines = renderSummary(
      summary,
      true,
      [],
      "(trailer)",
      [
        unit("_BaseVersion.__lt__", "def __lt__(self, other: _BaseVersion) -> bool"),
        unit("SpecSchedule.Next", "func (s *SpecSchedule) Next(t time.Time) time.Time"),
        unit("Version._key", "Version._key"),
        unit("Parser.parse", "def parse(self) -> Parser"),
      ],
    )
      .split("\n")
      .filter((l) => l.startsWith("- "));
    expect(lines).toEqual([
      "- `_BaseVersion.__lt__` `def __lt__(self, other: _BaseVersion) -> bool` (method)",
      "- `func (s *SpecSchedule) Next(t time.Time) time.Time` (method)",
      "- `Version._key` (method)",
      "- `Parser.parse` `def parse(self) -> Parser` (method)",
    ]);
  });
});
