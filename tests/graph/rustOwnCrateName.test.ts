/**
 * A crate's own tests name it as any user does (`use serde_json::{from_str, Value};` in serde_json's `tests/`): the
 * crate the repository's `Cargo.toml` declares is the repository's `src/`, not a crate outside. A new user's trial on
 * serde-rs/json 827a315 found `from_str`, `from_slice` and `Deserializer::from_str` "outside the repository" at about
 * 100 call sites of `tests/*.rs`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Rust: the repository's own crate by its declared name", () => {
  it("resolves `use <crate>::…` and `<crate>::f()` to the crate's source, a workspace member by its [package] name too", async () => {
    const root = writeTree({
      "Cargo.toml": ['[package]', 'name = "serde-json"', 'version = "1.0.0"', "", "[dependencies]", 'serde = "1"', ""].join("\n"),
      "src/lib.rs": ["pub mod de;", "pub use crate::de::from_str;", ""].join("\n"),
      "src/de.rs": ["pub struct Deserializer;", "impl Deserializer {", "    pub fn from_str(s: &str) -> Self { Deserializer }", "}", "pub fn from_str(s: &str) -> u8 { 0 }", ""].join("\n"),
      "tests/test.rs": [
        "use serde_json::from_str;",
        "use serde_json::de::Deserializer;",
        "",
        "fn parse() {",
        '    let _ = from_str("1");',
        '    let _ = serde_json::de::from_str("2");',
        '    let _ = Deserializer::from_str("3");',
        '    let _ = serde::de::from_str("4");',
        '    let _ = serde_json::from_str("5");',
        "}",
        "",
      ].join("\n"),
      "helper/Cargo.toml": ['[package]', 'name = "json-helper"', "", "[lib]", 'name = "jhelp"', ""].join("\n"),
      "helper/src/lib.rs": ["pub fn help() {}", ""].join("\n"),
      "src/bin/main.rs": ["fn main() {", "    jhelp::help();", "}", ""].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && (e.from === "tests/test.rs#parse" || e.from === "src/bin/main.rs#main"))
      .map((e) => `${e.from.split("#")[1]} → ${e.to} @${(e.lines ?? [e.line]).join(",")} ${e.resolution ?? (e.external ? "external" : "internal")}`)
      .sort();
    expect(calls).toEqual([
      "main → helper/src/lib.rs#help @2 import",
      "parse → ?serde.de.from_str @8 external",
      "parse → src/de.rs#Deserializer.from_str @7 import",
      "parse → src/de.rs#from_str @5,6,9 import",
    ]);
  });
});
