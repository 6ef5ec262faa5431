/**
 * Python: each name of a chained assignment is a module-level variable. attrs' `src/attr/__init__.py` (c1dc5dcb)
 * writes `s = attributes = attrs` and `ib = attr = attrib`; the contract held `s` and `ib` only, so `definition
 * attributes` found nothing though `__all__` lists it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

describe("Python chained assignments", () => {
  it("export every name the chain assigns", async () => {
    const text = ["from ._make import attrs, attrib", "", "s = attributes = attrs", "ib = attr = attrib", "x = 1", "", "__all__ = ['s', 'attributes', 'ib', 'attr', 'x']", ""].join("\n");
    const contract = await extractor.extract({ path: "src/attr/__init__.py", text, language: "python" });
    expect(contract.exports.map((e) => [e.kind, e.name, e.line])).toEqual([
      ["variable", "s", 3],
      ["variable", "attributes", 3],
      ["variable", "ib", 4],
      ["variable", "attr", 4],
      ["variable", "x", 5],
    ]);
  });
});
