/**
 * A C++ method declared in its class in a header and defined as `T::m` in a source file: calls reach the definition
 * (the node search returns, with its code), which `implements` the declaration. A trial on leveldb 78a352f4 found
 * `callers db/write_batch.cc#WriteBatchInternal.InsertInto` and its `impact` empty while the header's declaration
 * held all five callers. A method's overloads are one node in each file; a pure virtual method, defined nowhere,
 * keeps its calls.
 */
import { describe, expect, it } from "vitest";
import { calledThrough, calledThroughNote, findDefinitions, impactOf, withoutDeclarationsApart } from "../../src/navigate/index.js";
import { buildGraph, definesApart, fileOfId, type CodeGraph } from "../../src/graph/index.js";
import { fixtureGraph, loadFixture, writeTree } from "../graph/graphFixtures.js";

const CPP = {
  "db/wb.h": [
    "#pragma once",
    "namespace leveldb {",
    "class WriteBatchInternal {",
    " public:",
    "  static int InsertInto(int batch, int mem);",
    "  int Count() const;",
    "  void Put(int k);",
    "  void Put(int k, int v);",
    "  virtual void Sync() = 0;",
    "};",
    "}",
    "",
  ].join("\n"),
  "db/wb.cc": [
    '#include "db/wb.h"',
    "namespace leveldb {",
    "int WriteBatchInternal::InsertInto(int b, int mem) { return mem; }",
    "int WriteBatchInternal::Count() const { return 1; }",
    "void WriteBatchInternal::Put(int k) {}",
    "void WriteBatchInternal::Put(int k, int v) {}",
    "}",
    "",
  ].join("\n"),
  "db/impl.cc": [
    '#include "db/wb.h"',
    "namespace leveldb {",
    "void Recover(WriteBatchInternal* w) {",
    "  WriteBatchInternal::InsertInto(0, 1);",
    "  w->Count();",
    "  w->Put(1);",
    "  w->Put(1, 2);",
    "  w->Sync();",
    "}",
    "}",
    "",
  ].join("\n"),
};

describe("C++ methods declared in a header and defined apart", () => {
  const cpp = fixtureGraph(CPP);

  it("calls reach the definitions; each definition implements its declaration", () => {
    const edges = cpp.graph.edges.filter((e) => e.kind === "calls" || e.kind === "implements").map((e) => `${e.from} -> ${e.to} ${e.kind}`);
    expect(edges.sort()).toEqual([
      "db/impl.cc#Recover -> db/wb.cc#WriteBatchInternal.Count calls",
      "db/impl.cc#Recover -> db/wb.cc#WriteBatchInternal.InsertInto calls",
      "db/impl.cc#Recover -> db/wb.cc#WriteBatchInternal.Put calls",
      "db/impl.cc#Recover -> db/wb.h#WriteBatchInternal.Sync calls",
      "db/wb.cc#WriteBatchInternal.Count -> db/wb.h#WriteBatchInternal.Count implements",
      "db/wb.cc#WriteBatchInternal.InsertInto -> db/wb.h#WriteBatchInternal.InsertInto implements",
      "db/wb.cc#WriteBatchInternal.Put -> db/wb.h#WriteBatchInternal.Put implements",
    ]);
  });

  it("impact of the definition reaches the caller; callers of the declaration point at the definition", () => {
    expect(impactOf(cpp.graph, "db/wb.cc#WriteBatchInternal.InsertInto", 3)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}`))).toEqual(["1 calls db/impl.cc#Recover"]);
    const through = calledThrough(cpp.graph.edges, "db/wb.h#WriteBatchInternal.InsertInto");
    expect(through).toEqual([{ id: "db/wb.cc#WriteBatchInternal.InsertInto", callers: 1, definition: true }]);
    expect(calledThroughNote("db/wb.h#WriteBatchInternal.InsertInto", through)).toBe(
      "db/wb.h#WriteBatchInternal.InsertInto is declared here and defined apart: calls reach its definition (1 caller through db/wb.cc#WriteBatchInternal.InsertInto): strata callers db/wb.cc#WriteBatchInternal.InsertInto lists them",
    );
  });

  it("a name names the definition, not its declaration beside it", () => {
    const defs = findDefinitions(cpp.graph, "WriteBatchInternal.InsertInto");
    expect(defs.map((d) => d.id).sort()).toEqual(["db/wb.cc#WriteBatchInternal.InsertInto", "db/wb.h#WriteBatchInternal.InsertInto"]);
    expect(withoutDeclarationsApart(defs, cpp.graph.edges).map((d) => d.id)).toEqual(["db/wb.cc#WriteBatchInternal.InsertInto"]);
  });

  // A break-it trial: two namespaces' `DB` classes of one name, only `a::DB::Get` defined as a node (`b::DB::Get` is
  // written `int b::DB::Get(…)`): `b`'s declaration had been implemented by `a`'s definition, which does not include it.
  const namespaces = fixtureGraph({
    "a/db.h": "#pragma once\nnamespace a {\nclass DB {\n public:\n  int Get(int k);\n};\n}\n",
    "a/db.cc": '#include "db.h"\nnamespace a {\nint DB::Get(int k) { return k; }\n}\n',
    "b/db.h": "#pragma once\nnamespace b {\nclass DB {\n public:\n  int Get(int k);\n};\n}\n",
    "b/db.cc": '#include "db.h"\nint b::DB::Get(int k) { return k + 1; }\n',
  });

  it("a definition implements only the declarations of the files it includes", () => {
    expect(namespaces.graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to}`)).toEqual(["a/db.cc#DB.Get -> a/db.h#DB.Get"]);
  });

  // A break-it trial: a file added to an indexed repository calls the declaration of a header known only from the
  // stored graph; its call had reached the declaration while a full build's reached the definition.
  it("an incremental build reaches the definition as a full build does", async () => {
    const root = writeTree({
      "t.h": "#pragma once\nclass T {\n public:\n  int m();\n};\n",
      "t.cc": '#include "t.h"\nint T::m() { return 1; }\n',
      "b.cc": '#include "t.h"\nint B(T* p) { return p->m(); }\n',
    });
    const files = loadFixture(root);
    const full = await buildGraph({ root, files });
    const known: CodeGraph = { formatVersion: 1, nodes: full.nodes.filter((n) => n.path !== "b.cc"), edges: full.edges.filter((e) => fileOfId(e.from) !== "b.cc") };
    const part = await buildGraph({ root, files: files.filter((f) => f.path === "b.cc"), known });
    const calls = (g: CodeGraph): string[] => g.edges.filter((e) => e.kind === "calls" && fileOfId(e.from) === "b.cc").map((e) => `${e.from} -> ${e.to}`);
    expect(calls(part)).toEqual(["b.cc#B -> t.cc#T.m"]);
    expect(calls(full)).toEqual(calls(part));
  }, 60_000);

  // Only C and C++ define apart: a Java class implementing an interface of its own name in another package is no pair.
  it("reads an implements edge as a definition apart only in C and C++, between one qualified name in two files", () => {
    const edge = (from: string, to: string) => ({ kind: "implements" as const, resolved: true, from, to });
    expect([
      definesApart(edge("db/wb.cc#WriteBatchInternal.InsertInto", "db/wb.h#WriteBatchInternal.InsertInto")),
      definesApart(edge("src/impl/Store.java#Store", "src/api/Store.java#Store")),
      definesApart(edge("db/wb.cc#WriteBatchInternal.InsertInto", "db/wb.h#WriteBatchInternal.Count")),
      definesApart({ ...edge("db/wb.cc#T.m", "db/wb.h#T.m"), resolved: false }),
    ]).toEqual([true, false, false, false]);
  });
});
