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

  // spdlog's `.h` headers (classes, namespaces, templates) were extracted and graphed as C.
  it("reads a .h header as C++ when its text is, as C otherwise or without its text", () => {
    const header = (text: string): string => detectLanguage("include/a.h", text).id;
    expect([
      header("#pragma once\nnamespace spdlog {\nclass logger;\n}\n"),
      header("template <typename T>\nT twice(T x);\n"),
      header("#include <string>\nvoid log(const char *m);\n"),
      header("struct sink {\npublic:\n  void flush();\n};\n"),
      header("void log(std::string m);\n"),
      header("#ifdef __cplusplus\nextern \"C\" {\n#endif\ntypedef struct redisContext redisContext;\nvoid redisFree(redisContext *c);\n"),
      header("/* a class of its own */\nint classify(int x);\n"),
      header("/*\n * as std::strtod reads it\n */\ndouble parse(const char *s); // not std::stod\n"),
      detectLanguage("include/a.h").id,
      detectLanguage("src/a.c", "namespace x {}\n").id,
    ]).toEqual(["cpp", "cpp", "cpp", "cpp", "cpp", "c", "c", "c", "c", "c"]);
  });
});
