/**
 * A file whose exports are mostly re-exports: attrs' `src/attrs/__init__.py` (c1dc5dcb) read "Provides reexport
 * NOTHING; reexport Attribute; …" as its file summary and "Defines __dir__" as its node summary, though it is the
 * package's whole public face.
 */
import { afterAll, describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { extractOne } from "../extract/typescript/helpers.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

const METRICS = { bytes: 1, lines: 1, tokens: 1, sendInFull: true };

describe("file summary of a re-exporting module", () => {
  it("Python: says how many names it re-exports from which modules", async () => {
    const text = [
      "from attr import NOTHING as NOTHING",
      "from attr import Attribute as Attribute",
      "from attr import Factory as Factory",
      "from attr import define as define",
      "from attr import field as field",
      "from attr._make import fields as fields",
      "",
      "def __dir__():",
      "    return sorted(__all__)",
      "",
      "__all__ = ['NOTHING', 'Attribute', 'Factory', 'define', 'field', 'fields']",
      "",
    ].join("\n");
    const contract = await extractor.extract({ path: "src/attrs/__init__.py", text, language: "python" });
    expect(extractiveSummary({ ...contract, metrics: METRICS }).main_responsibility).toBe(
      "Re-exports 6 names (5 from attr, 1 from attr._make): NOTHING, Attribute, Factory, define and 2 more.",
    );
  });

  it("TypeScript: a barrel of one module; a file with few re-exports lists its own exports first", async () => {
    const barrel = await extractOne({ "src/index.ts": "export { a, b } from './core';\nexport { c } from './core';\n", "src/core.ts": "export const a = 1;\nexport const b = 2;\nexport const c = 3;\n" }, "src/index.ts");
    expect(extractiveSummary({ ...barrel, metrics: METRICS }).main_responsibility).toBe("Re-exports 3 names from ./core (a, b and c).");
    const mixed = await extractOne({ "src/api.ts": "export { a } from './core';\nexport function run(): void {}\nexport function stop(): void {}\n", "src/core.ts": "export const a = 1;\n" }, "src/api.ts");
    expect(extractiveSummary({ ...mixed, metrics: METRICS }).main_responsibility).toBe("Provides function run; function stop; constant a.");
  });
});
