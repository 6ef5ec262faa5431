/**
 * A Rust value whose declared type is a type parameter runs the method of whatever type a caller picks: no one
 * repository type's method is guessed by name, though its bound's (a repository trait's) may be. A new user's trial on
 * serde-rs/json 827a315 found `visitor.visit_bool(…)` (`visitor: V`, `V: de::Visitor<'de>`, serde's trait) bound to
 * `ValueVisitor.visit_bool` by name at 25 call sites, so `callees Deserializer.deserialize_any` listed it.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Rust receivers typed by a type parameter", () => {
  it("guess no one type's method by name; a repository trait's method stays", async () => {
    const root = writeTree({
      "src/lib.rs": ["pub mod de;", "pub mod num;", ""].join("\n"),
      "src/de.rs": [
        "use serde::de;",
        "pub struct ValueVisitor;",
        "impl ValueVisitor {",
        "    pub fn visit_bool(self, v: bool) -> bool { v }",
        "}",
        "pub fn deserialize_any<'de, V>(visitor: V) -> bool where V: de::Visitor<'de> {",
        "    visitor.visit_bool(true)",
        "}",
        "pub fn by_ref<V>(visitor: &mut V) -> bool { visitor.visit_bool(true) }",
        "pub fn longer<Item>(visitor: Item) -> bool { visitor.visit_bool(true) }",
        "",
      ].join("\n"),
      "src/num.rs": [
        "pub trait Float {",
        "    fn exponent(self) -> i32;",
        "}",
        "pub fn from_float<F: Float>(float: F) -> i32 {",
        "    float.exponent()",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && (e.from.startsWith("src/de.rs#") || e.from === "src/num.rs#from_float"))
      .map((e) => `${e.from.split("#")[1]} → ${e.to} ${e.resolution ?? (e.external ? "external" : "internal")}`)
      .sort();
    // A break-it trial: behind a reference (`&mut V`) and with a longer name (`Item`) it is a type parameter too.
    expect(calls).toEqual(["by_ref → ?visitor.visit_bool internal", "deserialize_any → ?visitor.visit_bool internal", "from_float → src/num.rs#Float.exponent name-only", "longer → ?visitor.visit_bool internal"]);
  });
});
