/**
 * Found on a new user's trial on cJSON a29814f: `static void * CJSON_CDECL internal_malloc(…)` was a method of a class
 * `CJSON_CDECL`, a header's `CJSON_PUBLIC(cJSON *) cJSON_Parse(…);` prototypes were calls made by the header, and a
 * `cJSON_ArrayForEach(child, item) { … }` loop was a function of its own, holding the calls written in it.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { blankDeclarationMacros } from "../../src/extract/languages/cpp/macros.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

const files = {
  "api.h": [
    "#define CJSON_CDECL __cdecl",
    "#define CJSON_PUBLIC(type) type",
    "CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);",
    "CJSON_PUBLIC(void) cJSON_Delete(cJSON *item);",
    "",
  ].join("\n"),
  "api.c": [
    '#include "api.h"',
    "static void * CJSON_CDECL internal_malloc(size_t size)",
    "{",
    "    return malloc(size);",
    "}",
    "CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value)",
    "{",
    "    return internal_malloc(10);",
    "}",
    "CJSON_PUBLIC(void) cJSON_Delete(cJSON *item)",
    "{",
    "    cJSON *next = NULL;",
    "    cJSON_ArrayForEach(next, item)",
    "    {",
    "        cJSON_Delete(next);",
    "    }",
    "    FOR(next)",
    "    {",
    "        internal_malloc(1);",
    "    }",
    "}",
    "",
  ].join("\n"),
};

describe("C declaration macros", () => {
  it("export and calling-convention macros leave the functions they declare; a loop macro's calls are its function's", async () => {
    expect(await callLines(files)).toEqual([
      "api.c#cJSON_Delete -> api.c#cJSON_Delete @15 scope",
      "api.c#cJSON_Delete -> api.c#internal_malloc @19 scope",
      "api.c#cJSON_Parse -> api.c#internal_malloc @8 scope",
      "api.c#internal_malloc -> ?malloc @4 external",
    ]);
    const root = writeTree(files);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind !== "file" && n.kind !== "repository" && n.kind !== "folder").map((n) => `${n.id} ${n.kind}`).sort()).toEqual([
      "api.c#cJSON_Delete function",
      "api.c#cJSON_Parse function",
      "api.c#internal_malloc function",
      "api.h#CJSON_PUBLIC function",
    ]);
  });

  // leveldb 78a352f4 db/db_impl.h: `MemTable* imm_ GUARDED_BY(mutex_);` had made a method `DBImpl.GUARDED_BY`.
  it("blanks an annotation macro after a declared name, not a macro call a statement returns", async () => {
    const root = writeTree({
      "db_impl.h": [
        "#define GUARDED_BY(x) __attribute__((guarded_by(x)))",
        "#define CHECK_OK(s) (s)",
        "class DBImpl {",
        " public:",
        "  int Get(int k);",
        " private:",
        "  int* imm_ GUARDED_BY(mutex_);",
        "  int count_ GUARDED_BY(mutex_) = 0;",
        "};",
        "inline int Check(int s) {",
        "  return CHECK_OK(s);",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind !== "folder" && n.kind !== "repository").map((n) => n.id).sort()).toEqual([
      "db_impl.h",
      "db_impl.h#CHECK_OK",
      "db_impl.h#Check",
      "db_impl.h#DBImpl",
      "db_impl.h#DBImpl.Get",
      "db_impl.h#GUARDED_BY",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to}`)).toEqual(["db_impl.h#Check -> db_impl.h#CHECK_OK"]);
  });

  // fmtlib/fmt 60ccad51 include/fmt/base.h: `FMT_BEGIN_NAMESPACE` and `FMT_PRAGMA_GCC(push_options)` alone on a line
  // broke the parse (78 error nodes): a class after them read as a function, its methods as free functions.
  it("blanks a macro alone on a line at its start, called or not; an indented enumerator stays", async () => {
    const root = writeTree({
      "base.h": [
        "#define FMT_BEGIN_NAMESPACE namespace fmt {",
        "#define FMT_END_NAMESPACE }",
        "FMT_PRAGMA_GCC(push_options)",
        "FMT_BEGIN_NAMESPACE",
        "enum class kind {",
        "  FIRST_KIND,",
        "  LAST_KIND",
        "};",
        "class buffer {",
        " public:",
        "  int grow(int n) { return n; }",
        "  int size() { return grow(1); }",
        "};",
        "FMT_END_NAMESPACE  // fmt",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind !== "folder" && n.kind !== "repository").map((n) => `${n.kind} ${n.id}`).sort()).toEqual([
      "class base.h#buffer",
      "file base.h",
      "method base.h#buffer.grow",
      "method base.h#buffer.size",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to}`)).toEqual(["base.h#buffer.size -> base.h#buffer.grow"]);
  });

  // A break-it trial: an Allman-style test macro (`TEST_F(CalcTest, Doubles)` over `{`), a GNU-style pointer result
  // over `*make_thing(void)` and an enumerator at a line's start had been blanked, losing the functions and the member.
  it("keeps a macro line that a block follows, a result type over its function, and an enumerator", async () => {
    const text = [
      "int compute(int x) { return x; }",
      "TEST_F(CalcTest, Doubles)",
      "{",
      "  compute(2);",
      "}",
      "MY_HANDLE_T",
      "*make_thing(void)",
      "{",
      "  return compute(3);",
      "}",
      "enum Color {",
      "  RED,",
      "MAX_COLOR",
      "};",
      "enum Flags {",
      "NO_FLAGS",
      "};",
      "",
    ].join("\n");
    // Nothing here is blanked; the statement macros of `base.h` above are, to the character.
    expect(blankDeclarationMacros(text)).toBe(text);
    expect(blankDeclarationMacros("x;\nFMT_PRAGMA_GCC(push_options)\n\nFMT_BEGIN_NAMESPACE\n\nint a;\nFMT_END_NAMESPACE  // fmt\n")).toBe(
      `x;\n${" ".repeat(28)}\n\n${" ".repeat(19)}\n\nint a;\n${" ".repeat(17)}  // fmt\n`,
    );
    const root = writeTree({ "t.cpp": text });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to}`).sort()).toEqual(["t.cpp#TEST_F -> t.cpp#compute", "t.cpp#make_thing -> t.cpp#compute"]);
  });
});
