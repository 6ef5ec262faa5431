/**
 * A call that opens a macro's arguments is read (tree-sitter gives them as tokens): a trial on walkdir (6fd031c) found
 * `callers IntoIter.push` empty while `handle_entry` calls `itry!(self.push(&dent))` three times, and `DirEntry.depth`
 * with 2 of its 25 callers (the rest inside `assert_eq!`). The input is those shapes cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const LIB = [
  "pub struct It { depth: usize }",
  "",
  "impl It {",
  "    pub fn push(&mut self, d: usize) -> Result<(), ()> { Ok(()) }",
  "    pub fn depth(&self) -> usize { self.depth }",
  "    pub fn run(&mut self) -> Option<usize> {",
  "        itry!(self.push(1));",
  "        assert_eq!(self.depth(), 1);",
  "        let v = vec![self.depth; 3];",
  "        assert!(matches!(v, Foo { a }));",
  "        itry!(helper(2));",
  "        assert_eq!(1, self.other());",
  "        None",
  "    }",
  "}",
  "",
  "fn helper(x: usize) -> usize { x }",
  "",
  "impl It {",
  "    pub fn other(&self) -> usize { 0 }",
  "}",
  "",
].join("\n");

describe("Rust calls in macro arguments", () => {
  it("reads a receiver's method call or a function call in them, a pattern's names not", async () => {
    const root = writeTree({ "Cargo.toml": "[package]\nname = \"w\"\n", "src/lib.rs": LIB });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls").map((e) => `${e.from} -> ${e.to} @${e.line} ${e.resolved ? e.resolution : e.external ? "external" : "internal"}`);
    expect(calls.sort()).toEqual([
      "src/lib.rs#It.push -> ?Ok @4 external",
      "src/lib.rs#It.run -> src/lib.rs#It.depth @8 scope",
      // `assert_eq!(1, self.other())` at line 12: once a macro's arguments inside a body are parsed as expressions
      // (a trial on serde_json: every call in `tri!(…)` was missing), a call after the first argument is read too.
      // `matches!(v, Foo { a })` stays unread: its second argument is a pattern.
      "src/lib.rs#It.run -> src/lib.rs#It.other @12 scope",
      "src/lib.rs#It.run -> src/lib.rs#It.push @7 scope",
      "src/lib.rs#It.run -> src/lib.rs#helper @11 scope",
    ]);
  });
});
