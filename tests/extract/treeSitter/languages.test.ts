/**
 * The tree-sitter language tables: extensions map to the right language (parsing case BC-26 style),
 * every profile has its grammar and query files, and every query compiles with vocabulary captures.
 */
import fs from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { detectLanguage } from "../../../src/extract/languages/registry.js";
import { TREE_SITTER_LANGUAGES, TREE_SITTER_PROFILES } from "../../../src/extract/languages/treeSitterLanguages.js";
import { TreeSitterExtractor } from "../../../src/extract/treeSitter/TreeSitterExtractor.js";
import { grammarPath, queryPath } from "../../../src/extract/treeSitter/runtime.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

describe("tree-sitter language tables", () => {
  test("extensions map to languages; C uses the C++ grammar", () => {
    const table = Object.fromEntries(TREE_SITTER_LANGUAGES.map((l) => [l.id, [l.extensions, l.grammar, l.extractor]]));
    expect(table).toEqual({
      python: [[".py", ".pyi", ".pyw"], "tree-sitter-python.wasm", "tree-sitter"],
      go: [[".go"], "tree-sitter-go.wasm", "tree-sitter"],
      java: [[".java"], "tree-sitter-java.wasm", "tree-sitter"],
      rust: [[".rs"], "tree-sitter-rust.wasm", "tree-sitter"],
      csharp: [[".cs"], "tree-sitter-c-sharp.wasm", "tree-sitter"],
      ruby: [[".rb"], "tree-sitter-ruby.wasm", "tree-sitter"],
      php: [[".php"], "tree-sitter-php.wasm", "tree-sitter"],
      c: [[".c", ".h"], "tree-sitter-cpp.wasm", "tree-sitter"],
      cpp: [[".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx"], "tree-sitter-cpp.wasm", "tree-sitter"],
    });
    const detected = ["a.py", "a.PYI", "a.pyw", "a.go", "A.java", "a.rs", "a.cs", "a.rb", "a.php", "a.c", "a.h", "a.cc", "a.hpp", "a.cxx", "a.hh", "a.hxx", "a.cpp"].map(
      (f) => detectLanguage(f).id,
    );
    expect(detected).toEqual(["python", "python", "python", "go", "java", "rust", "csharp", "ruby", "php", "c", "c", "cpp", "cpp", "cpp", "cpp", "cpp", "cpp"]);
  });

  test("every language has a profile, a grammar file and both query files", () => {
    expect(TREE_SITTER_PROFILES.map((p) => p.id)).toEqual(TREE_SITTER_LANGUAGES.map((l) => l.id));
    for (const p of TREE_SITTER_PROFILES) {
      expect(extractor.supports(p.id)).toBe(true);
      expect(fs.existsSync(grammarPath(p.grammar)), p.grammar).toBe(true);
      for (const file of ["contract.scm", "imports.scm"]) expect(fs.existsSync(queryPath(p.queryDir, file)), `${p.id} ${file}`).toBe(true);
    }
    expect(extractor.supports("typescript")).toBe(false);
  });

  test.each(TREE_SITTER_PROFILES.map((p) => p.id))("%s: queries compile and an empty file gives an empty contract", async (id) => {
    const contract = await extractor.extract({ path: "empty", text: "", language: id });
    expect(contract).toEqual({ formatVersion: 1, filePath: "empty", language: id, exports: [], referenced: [], dependencies: [], diagnostics: [] });
  });

  test("an unsupported language is an environment error", async () => {
    await expect(extractor.extract({ path: "a.kt", text: "", language: "kotlin" })).rejects.toThrow(
      'tree-sitter extractor does not support language "kotlin"',
    );
  });
});
