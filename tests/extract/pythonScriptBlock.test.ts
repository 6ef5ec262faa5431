/**
 * Imports of Python's script-only block (`if __name__ == "__main__":`) are no dependency of the module; those of its
 * `else:` branch and of an `if __name__ != "__main__":` block run on import and are.
 */
import { afterAll, describe, expect, it } from "vitest";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { RUN_PY } from "../helpers/pythonScriptBlock.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

describe("Python script-only block in a contract", () => {
  it("keeps the imports of the else branch and of an `!=` test", async () => {
    const contract = await extractor.extract({ path: "tool/run.py", text: RUN_PY, language: "python" });
    expect(contract.dependencies.map((d) => d.module)).toEqual(["os", ".speedups", ".config"]);
  });
});
