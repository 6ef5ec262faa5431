/**
 * Name references (seed 003 "Reference inspection"): the same name in a string, a
 * comment, a definition, a call and an import gives exactly the definition, the call and the import;
 * files without a grammar fall back to whole-word text search.
 */
import { describe, expect, test } from "vitest";
import { findReferences, type Reference } from "../../src/extract/index.js";

/** The reference of the `n`-th occurrence of `name` in `text`, with line and column counted here. */
function ref(path: string, text: string, name: string, n: number, kind: Reference["kind"]): Reference {
  let start = -1;
  for (let i = 0; i <= n; i++) start = text.indexOf(name, start + 1);
  const before = text.slice(0, start);
  const lines = before.split(/\r\n|\n|\r/);
  return { path, name, kind, start, end: start + name.length, line: lines.length, column: lines.at(-1)!.length + 1 };
}

describe("findReferences", () => {
  test("TypeScript: string, comment, definition, call, import → exactly definition, import, call", async () => {
    const parser = '// parse: "parse" the text 🎉\nexport function parse(text: string): string[] {\n  return text.split(" ");\n}\n';
    const main = 'import { parse } from "./parser.js";\n\nconst label = "parse me";\n/* parse */ console.log(parse(label));\n';
    const refs = await findReferences("parse", [
      { path: "src/parser.ts", text: parser, language: "typescript" },
      { path: "src/main.ts", text: main, language: "typescript" },
    ]);
    expect(refs).toEqual([
      ref("src/parser.ts", parser, "parse", 2, "definition"),
      ref("src/main.ts", main, "parse", 0, "import"),
      ref("src/main.ts", main, "parse", 4, "call"), // occurrence 1 is inside "./parser.js"
    ]);
    expect(refs.map((r) => [r.line, r.column])).toEqual([
      [2, 17],
      [1, 10],
      [4, 25],
    ]);
  });

  test("Python: string, comment, definition, call, import → exactly the three", async () => {
    const lib = '# load "load" here\ndef load(path):\n    """load a file."""\n    return open(path)\n';
    const app = "from lib import load\n\nprint('load')  # load\ndata = load('x.txt')\n";
    const refs = await findReferences("load", [
      { path: "lib.py", text: lib, language: "python" },
      { path: "app.py", text: app, language: "python" },
    ]);
    expect(refs).toEqual([ref("lib.py", lib, "load", 2, "definition"), ref("app.py", app, "load", 0, "import"), ref("app.py", app, "load", 3, "call")]);
  });

  test("Go: string, comment, definition, call, import alias → exactly the three", async () => {
    const text =
      'package main\n\nimport fmtx "fmt"\n\n// fmtx prints "fmtx"\nfunc fmtx2() {}\n\nfunc main() { fmtx.Println("fmtx") }\n\nfunc Println() {}\n';
    const refs = await findReferences("Println", [{ path: "main.go", text, language: "go" }]);
    expect(refs).toEqual([ref("main.go", text, "Println", 0, "call"), ref("main.go", text, "Println", 1, "definition")]);
    const alias = await findReferences("fmtx", [{ path: "main.go", text, language: "go" }]);
    expect(alias).toEqual([ref("main.go", text, "fmtx", 0, "import")]);
  });

  test("JavaScript with a BOM and CRLF: offsets index the text as given", async () => {
    const text = '\uFEFFconst { run } = require("./run");\r\n// run\r\nfunction run2() { run(); }\r\n';
    const refs = await findReferences("run", [{ path: "a.js", text, language: "javascript" }]);
    expect(refs).toEqual([ref("a.js", text, "run", 0, "import"), ref("a.js", text, "run", 4, "call")]);
  });

  // The other grammars: each fixture has the name in a comment and a string (never reported), a
  // definition, a call and, where the language binds names by import, an import.
  test.each([
    ["java", "A.java", 'import a.b.Run;\n// Run\nclass A { void Run() {} void m() { Run(); String s = "Run"; } }\n', "Run", [[0, "import"], [2, "definition"], [3, "call"]]],
    ["rust", "lib.rs", 'use crate::x::run;\n// run\nfn run() {}\nfn m() { run(); let s = "run"; }\n', "run", [[0, "import"], [2, "definition"], [3, "call"]]],
    ["csharp", "A.cs", 'using Run;\n// Run\nclass A { void Run() {} void M() { Run(); var s = "Run"; } }\n', "Run", [[0, "import"], [2, "definition"], [3, "call"]]],
    ["ruby", "a.rb", '# run\ndef run; end\nx.run(1)\ns = "run"\n', "run", [[1, "definition"], [2, "call"]]],
    ["php", "a.php", '<?php\nuse App\\Run;\n// Run\nfunction Run() {}\nRun(); $s = "Run";\n', "Run", [[0, "import"], [2, "definition"], [3, "call"]]],
    ["cpp", "a.cpp", '// run\nvoid run() {}\nint main() { run(); const char* s = "run"; }\n', "run", [[1, "definition"], [2, "call"]]],
  ] as Array<[string, string, string, string, Array<[number, Reference["kind"]]>]>)("%s", async (language, file, text, name, expected) => {
    const refs = await findReferences(name, [{ path: file, text, language }]);
    expect(refs).toEqual(expected.map(([n, kind]) => ref(file, text, name, n, kind)));
  });

  test("files without a grammar: whole-word text matches", async () => {
    const text = "Use `parse` to parse; parser and parse_x and reparse are other words. parse\n";
    const refs = await findReferences("parse", [{ path: "docs/guide.md", text, language: "markdown" }]);
    expect(refs).toEqual([
      ref("docs/guide.md", text, "parse", 0, "text"),
      ref("docs/guide.md", text, "parse", 1, "text"),
      ref("docs/guide.md", text, "parse", 5, "text"),
    ]);
  });

  test("an empty name, and files that do not contain it, give nothing", async () => {
    expect(await findReferences("  ", [{ path: "a.py", text: "x = 1\n", language: "python" }])).toEqual([]);
    expect(await findReferences("zzz", [{ path: "a.py", text: "x = 1\n", language: "python" }])).toEqual([]);
  });
});
