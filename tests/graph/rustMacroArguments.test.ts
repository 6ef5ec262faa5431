/**
 * Calls written inside a Rust macro's arguments are calls: tree-sitter gives a macro's arguments as tokens, so the
 * graph parses the file again with the `name!` of each macro in a function body blanked. A new user's trial on
 * serde-rs/json 827a315 found `tri!(self.de.parse_object_colon())` read as no call (`callers
 * Deserializer.parse_object_colon` said "no results") and 4 of `Read.parse_str`'s 6 call sites missing.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Rust calls inside macro arguments", () => {
  it("reads calls in (…), […] and {…} macro arguments, nested macros too; a doc's macro stays as written", async () => {
    const root = writeTree({
      "src/lib.rs": [
        "macro_rules! tri {",
        "    ($e:expr) => { match $e { Ok(v) => v, Err(e) => return Err(e) } };",
        "}",
        "pub struct De;",
        "impl De {",
        "    /// Parses a colon, as `tri!(de.colon())` shows.",
        "    pub fn colon(&mut self) -> Result<(), ()> { Ok(()) }",
        "    pub fn value(&mut self) -> Result<u8, ()> { Ok(1) }",
        "    pub fn entry(&mut self) -> Result<u8, ()> {",
        "        tri!(self.colon());",
        "        let list = vec![tri!(self.value()), 2];",
        "        check! {",
        "            self.colon().ok();",
        "        }",
        '        assert_eq!(format!("{}", self.value().unwrap()), "1");',
        "        my_mac!(fn inner() { self.colon() });",
        "        let _r = sql!(SELECT count(*) FROM users);",
        "        Ok(list[0])",
        "    }",
        "}",
        "",
      ].join("\n"),
    });
    // A break-it trial: an item (`my_mac!(fn inner() …)`) or SQL (`sql!(SELECT count(*) …)`) in a macro's arguments made
    // calls of `inner` and `SELECT`; such arguments stay tokens.
    const unresolved = (await buildGraph({ root, files: loadFixture(root) })).edges.filter((e) => e.kind === "calls" && e.from === "src/lib.rs#De.entry" && !e.resolved).map((e) => e.to);
    expect(unresolved.filter((t) => /inner|SELECT|count/u.test(t))).toEqual([]);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from === "src/lib.rs#De.entry" && e.resolved)
      .map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")}`)
      .sort();
    expect(calls).toEqual(["src/lib.rs#De.colon @10,13", "src/lib.rs#De.value @11,15"]);
    expect(graph.nodes.find((n) => n.id === "src/lib.rs#De.colon")?.doc).toBe("Parses a colon, as `tri!(de.colon())` shows.");
  });
});
