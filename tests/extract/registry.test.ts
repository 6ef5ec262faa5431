import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/extract/index.js";

describe("detectLanguage (BC-26)", () => {
  it("maps every extension to its language and extractor, keeping .mts/.cts TypeScript and .mjs/.cjs JavaScript", () => {
    const files = ["a.ts", "a.tsx", "a.mts", "a.cts", "a.js", "a.jsx", "a.mjs", "a.cjs", "a.py", "a.pyi", "a.go", "a.rs", "A.JAVA", "a.h", "a.hpp", "a.md", "Dockerfile", "LICENSE", "notes.txt"];
    expect(files.map((f) => [f, detectLanguage(f).id, detectLanguage(f).extractor])).toEqual([
      ["a.ts", "typescript", "ts-morph"],
      ["a.tsx", "typescript", "ts-morph"],
      ["a.mts", "typescript", "ts-morph"],
      ["a.cts", "typescript", "ts-morph"],
      ["a.js", "javascript", "ts-morph"],
      ["a.jsx", "javascript", "ts-morph"],
      ["a.mjs", "javascript", "ts-morph"],
      ["a.cjs", "javascript", "ts-morph"],
      ["a.py", "python", "tree-sitter"],
      ["a.pyi", "python", "tree-sitter"],
      ["a.go", "go", "tree-sitter"],
      ["a.rs", "rust", "tree-sitter"],
      ["A.JAVA", "java", "tree-sitter"],
      ["a.h", "c", "tree-sitter"],
      ["a.hpp", "cpp", "tree-sitter"],
      ["a.md", "markdown", "text"],
      ["Dockerfile", "dockerfile", "text"],
      ["LICENSE", "text", "text"],
      ["notes.txt", "text", "text"],
    ]);
  });
});
