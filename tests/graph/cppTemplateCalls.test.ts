/**
 * C++ calls written with explicit template arguments are calls: a new user's trial on fmtlib/fmt 60ccad51 found
 * `callers write_float` and `impact write_float` empty ("0 nodes") though `format.h` calls `write_float<Char>(…)` twice,
 * and `copy<Char>(…)` (42 sites) recorded nowhere, not even as unresolved. fmt's resolved calls went from 3,609 to
 * 4,200 with this rule.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("C++ calls with template arguments", () => {
  it("resolves f<T>(…), ns::f<T>(…) and x.template m<T>(…), leaves std::forward<T>(…) outside, a cast and two comparisons no call", async () => {
    const root = writeTree({
      "fmt.h": [
        "#pragma once",
        "#include <utility>",
        "namespace detail {",
        "template <typename Char> int copy(const Char* b, const Char* e) { return e - b; }",
        "}",
        "template <typename Char> int write_float(Char c) { return detail::copy<Char>(&c, &c + 1); }",
        "struct buffer {",
        "  template <typename T> T get() { return T(); }",
        "};",
        "int count(int v) { return v; }",
        "bool within(int a, int b) { int count = a + 1; return count < b && b > (a - 1); }",
        "template <typename Char> int write(Char c, buffer& buf) {",
        "  buf.template get<int>();",
        "  return write_float<Char>(std::forward<Char>(c)) + static_cast<int>(c);",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const sites = graph.edges
      .filter((e) => e.kind === "calls" && e.line !== undefined)
      .map((e) => `${e.from} -> ${e.resolved ? `${e.to} ${e.resolution}` : e.external ? `external ${e.to}` : `? ${e.to}`} @${e.line}`);
    expect(sites.sort()).toEqual([
      "fmt.h#buffer.get -> ? ?T @8",
      "fmt.h#write -> external ?std.forward @14",
      "fmt.h#write -> fmt.h#buffer.get scope @13",
      "fmt.h#write -> fmt.h#write_float scope @14",
      "fmt.h#write_float -> fmt.h#copy name-only @6",
    ]);
  });
});
