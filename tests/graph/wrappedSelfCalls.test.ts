/**
 * Where receivers' types are declared, a call guessed by name alone that would be the calling method itself, made on
 * another receiver, hands on to a wrapped value: serde-rs/json 827a315's `Map.get_key_value` calls
 * `self.map.get_key_value(key)` of its std map, and `Error.source` calls `err.source()` of an `io::Error`. A new user's
 * trial found 17 such false self-calls, shown by `strata levels` as recursion and in summaries as "Recursive: calls
 * itself". Recursion through the method's own receiver stays.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("name-only calls of the calling method on another receiver", () => {
  it("Rust: a wrapped map's method of the same name is no recursion; self.m() is", async () => {
    const root = writeTree({
      "src/lib.rs": ["pub mod map;", ""].join("\n"),
      "src/map.rs": [
        "use crate::inner::MapImpl;",
        "pub struct Map { map: MapImpl }",
        "impl Map {",
        "    pub fn get_key_value(&self, key: &str) -> Option<u8> {",
        "        self.map.get_key_value(key)",
        "    }",
        "    pub fn depth(&self, n: u8) -> u8 {",
        "        if n == 0 { 0 } else { self.depth(n - 1) }",
        "    }",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("src/map.rs#"))
      .map((e) => `${e.from.split("#")[1]} → ${e.to} ${e.resolution ?? (e.external ? "external" : "internal")}`)
      .sort();
    expect(calls).toEqual(["Map.depth → src/map.rs#Map.depth scope", "Map.get_key_value → ?self.map.get_key_value internal"]);
  });

});
