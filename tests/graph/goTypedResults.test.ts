/**
 * Go: a variable takes the first result of a multi-value call (`s, err := Open()`, named results too), and a
 * package-level `var x = T{}` / `var x = NewT()` is typed like its `:=` form, also from another file of the package;
 * `x := y` has y's type.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go typed results and package variables", () => {
  it("types x in `x, err := f()`, `x := y` and package variables initialized by a literal or a call", async () => {
    const root = writeTree({
      "go.mod": "module example.com/m\n\ngo 1.22\n",
      "store/store.go": [
        "package store",
        "",
        "type Store struct{}",
        "",
        "func (s *Store) Put() {}",
        "",
        "func Open() (*Store, error) { return &Store{}, nil }",
        "",
        "func OpenNamed() (s, t *Store, err error) { return }",
        "",
        "func NewShared() *Store { return &Store{} }",
        "",
        "var Default = Store{}",
        "",
        "var Shared = NewShared()",
        "",
      ].join("\n"),
      "store/use.go": [
        "package store",
        "",
        "func Use() {",
        "\ts, _ := Open()",
        "\ts.Put()",
        "}",
        "",
        "func UseNamed() {",
        "\tn, _, _ := OpenNamed()",
        "\tn.Put()",
        "}",
        "",
        "func UseDefault() { Default.Put() }",
        "",
        "func UseShared() { Shared.Put() }",
        "",
        "func UseCopy() {",
        "\td := Default",
        "\td.Put()",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("store/use.go"))
      .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`);
    expect(lines).toEqual([
      "store/use.go#Use -> store/store.go#Open @4 scope",
      "store/use.go#Use -> store/store.go#Store.Put @5 scope",
      "store/use.go#UseCopy -> store/store.go#Store.Put @19 scope",
      "store/use.go#UseDefault -> store/store.go#Store.Put @13 scope",
      "store/use.go#UseNamed -> store/store.go#OpenNamed @9 scope",
      "store/use.go#UseNamed -> store/store.go#Store.Put @10 scope",
      "store/use.go#UseShared -> store/store.go#Store.Put @15 scope",
    ]);
  });
});
