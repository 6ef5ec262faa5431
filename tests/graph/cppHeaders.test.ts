/**
 * A `.h` header whose text is C++ (a namespace, a class, a template) is C++ in the graph, as `strata index` extracts it:
 * spdlog's headers were counted as C, so `graph --stats` split one C++ code base into a C++ and a C share. A C header
 * (`extern "C"` guards, plain declarations) stays C.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("C and C++ headers", () => {
  it("gives a C++ header's nodes the C++ language and a C header's the C language", async () => {
    const root = writeTree({
      "include/logger.h": "#pragma once\nnamespace spd {\nclass logger {\npublic:\n  void flush();\n};\n}\n",
      "src/logger.cpp": '#include "logger.h"\nnamespace spd {\nvoid logger::flush() {}\nvoid run(logger &l) { l.flush(); }\n}\n',
      "deps/hiredis.h": '#ifdef __cplusplus\nextern "C" {\n#endif\nvoid redisFree(void *c);\n#ifdef __cplusplus\n}\n#endif\n',
    });
    const files = loadFixture(root);
    expect(files.map((f) => [f.path, f.language])).toEqual([
      ["deps/hiredis.h", "c"],
      ["include/logger.h", "cpp"],
      ["src/logger.cpp", "cpp"],
    ]);
    const graph = await buildGraph({ root, files });
    expect(graph.nodes.filter((n) => n.kind !== "folder" && n.kind !== "repository").map((n) => `${n.id} ${n.language}`).sort()).toEqual([
      "deps/hiredis.h c",
      "include/logger.h cpp",
      "include/logger.h#logger cpp",
      "include/logger.h#logger.flush cpp",
      "src/logger.cpp cpp",
      "src/logger.cpp#logger.flush cpp",
      "src/logger.cpp#run cpp",
    ]);
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to}${e.resolved ? "" : " unresolved"}`)).toEqual(["src/logger.cpp#run -> src/logger.cpp#logger.flush"]);
  });

  // A check on hiredis: `c->funcs->read(c, buf, n)` (a function pointer in a struct field) had reached the C++ Qt
  // adapter's `RedisQtAdapter.read` by name. C has no methods: a call on a receiver reaches none by name.
  it("never resolves a C call by name to a C++ method", async () => {
    const root = writeTree({
      "adapters/qt.h": "class RedisQtAdapter {\npublic:\n  void read() {}\n};\n",
      "hiredis.h": "typedef struct redisContextFuncs {\n  int (*read)(struct redisContext *, char *, int);\n} redisContextFuncs;\ntypedef struct redisContext {\n  const redisContextFuncs *funcs;\n} redisContext;\n",
      "hiredis.c": '#include "hiredis.h"\nint redisBufferRead(redisContext *c) {\n  char buf[16];\n  return c->funcs->read(c, buf, sizeof(buf));\n}\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to}${e.resolved ? ` ${e.resolution}` : ""}`)).toEqual(["hiredis.c#redisBufferRead -> ?c.funcs.read"]);
  });
});
