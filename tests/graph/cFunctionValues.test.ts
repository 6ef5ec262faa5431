/**
 * A C or C++ function handed on as an argument is a callback: redis/hiredis 29ea2791's adapters and examples register
 * handlers (`redisAsyncSetConnectCallback(c, connectCallback)`), google/leveldb 78a352f4 `RegisterCleanup(&DeleteBlock,
 * …)`, and `references` of such a handler said "no results". In C++ only `&f` counts: a bare name there may be a field
 * named without `this` (fmtlib/fmt's formatters pass their field `out` to every write) or a parameter pack.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("C and C++ function values", () => {
  it("a function named as an argument is handed on: any name in C, `&f` in C++; a local or field of that name is a value", async () => {
    const root = writeTree({
      "async.c": [
        "typedef void cb_t(int);",
        "static void connectCallback(int status) {}",
        "static void other(int status) {}",
        "void setCallback(int c, cb_t *fn) {}",
        "void run(int other) {",
        "  setCallback(1, connectCallback);",
        "  setCallback(2, other);",
        "}",
        "",
      ].join("\n"),
      "table.cc": [
        "static void DeleteBlock(void* arg) {}",
        "static int out(int x) { return x; }",
        "class Iter {",
        " public:",
        "  void RegisterCleanup(void (*fn)(void*), void* arg) {}",
        "  void Read() {",
        "    RegisterCleanup(&DeleteBlock, nullptr);",
        "    RegisterCleanup(DeleteBlock, nullptr);",
        "    Write(out);",
        "  }",
        "  void Write(int v) {}",
        "  int out;",
        "};",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const handed = graph.edges.filter((e) => e.via === "callback").map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}`);
    expect(handed.sort()).toEqual(["async.c#run -> async.c#connectCallback @6", "table.cc#Iter.Read -> table.cc#DeleteBlock @7"]);
  });
});
