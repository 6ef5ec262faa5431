/**
 * Go methods whose receiver type is declared in another file of the package: the exported ones are the file's public
 * API, the unexported ones are not (tablewriter's stream.go lists `Table.Start` and `Table.Close`, declared on the
 * `Table` of tablewriter.go; its zoo.go, all unexported `Table` methods, has none).
 */
import { afterAll, describe, expect, test } from "vitest";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { extractiveSummary } from "../../src/summarize/extractive.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());
const METRICS = { bytes: 10, lines: 1, tokens: 3, sendInFull: true };

describe("Go: methods of a type of another file", () => {
  test("exported ones are public API, unexported ones are not", async () => {
    const text = [
      "package tablewriter",
      "",
      "// Start initializes the table stream.",
      "func (t *Table) Start() error { return nil }",
      "",
      "func (t *Table) streamAppendRow(row interface{}) error { return nil }",
      "",
    ].join("\n");
    const contract = await extractor.extract({ path: "stream.go", text, language: "go" });
    const summary = extractiveSummary({ ...contract, metrics: METRICS });
    expect(summary.public_api.map((a) => `${a.name}: ${a.signature}`)).toEqual(["Start: (t *Table) Start(): error"]);
    expect(summary.main_responsibility).toBe("Provides method Start (Start initializes the table stream).");
  });
});
