import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { supportMatrixMarkdown, withMatrix } from "../../src/scripts/supportMatrix.js";

describe("README's language support matrix", () => {
  it("is what the registries give (run npm run docs:matrix after adding a language)", () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
    expect(withMatrix(readme, supportMatrixMarkdown())).toBe(readme);
  });

  it("names TypeScript as type-checked and Go as scope-resolved, and Markdown without a graph", () => {
    const rows = supportMatrixMarkdown().split("\n");
    expect(rows.find((r) => r.startsWith("| typescript |"))).toBe("| typescript | `.ts` `.tsx` `.mts` `.cts` | ts-morph (the TypeScript compiler) | type checker | yes | type-checked |");
    expect(rows.find((r) => r.startsWith("| go |"))).toBe("| go | `.go` | tree-sitter queries | tree-sitter, scope-resolved | yes | scope-resolved, else by name |");
    expect(rows.find((r) => r.startsWith("| markdown |"))).toBe("| markdown | `.md` `.mdx` `.markdown` | text: path, size, tokens; headings of docs | — | — | — |");
  });

  it("refuses a README without the block", () => {
    expect(() => withMatrix("# x\n", "t")).toThrow("README.md has no support-matrix block");
  });
});
