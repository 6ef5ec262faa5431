/**
 * `use std::fs::{self, FileType};` binds `fs`: a trial on walkdir (6fd031c) found `callers DirEntry.file_type`
 * listing six std calls (`ent.file_type()` on `ent: &fs::DirEntry`, `md.file_type()` on `fs::metadata(…)`'s result)
 * as name-only calls of the crate's own `DirEntry.file_type`. The input is that module cut down.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const DENT = [
  "use std::fs::{self, FileType};",
  "",
  "pub struct DirEntry { depth: usize }",
  "",
  "impl DirEntry {",
  "    pub fn file_type(&self) -> usize { self.depth }",
  "    pub fn from_entry(ent: &fs::DirEntry) -> Result<usize, ()> {",
  "        let ty = ent",
  "            .file_type()",
  "            .map_err(|err| err)?;",
  "        let md = fs::metadata(\"x\").unwrap();",
  "        md.file_type();",
  "        Ok(ty)",
  "    }",
  "    pub fn of(e: &DirEntry) -> usize { e.file_type() }",
  "}",
  "",
].join("\n");

describe("Rust use lists", () => {
  it("bind a module named by `self` in a use list, so calls on its types are external", async () => {
    const root = writeTree({ "Cargo.toml": "[package]\nname = \"w\"\n", "src/lib.rs": DENT });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges.filter((e) => e.kind === "calls" || e.kind === "imports").map((e) => `${e.kind} ${e.from} -> ${e.to} @${e.line} ${e.resolved ? e.resolution : e.external ? "external" : "internal"}`);
    expect(calls.sort()).toEqual([
      "calls src/lib.rs#DirEntry.from_entry -> ?Ok @13 external",
      "calls src/lib.rs#DirEntry.from_entry -> ?ent.file_type @8 external",
      "calls src/lib.rs#DirEntry.from_entry -> ?ent.file_type().map_err @8 external",
      "calls src/lib.rs#DirEntry.from_entry -> ?fs.metadata @11 external",
      "calls src/lib.rs#DirEntry.from_entry -> ?fs.metadata(\"x\").unwrap @11 external",
      "calls src/lib.rs#DirEntry.from_entry -> ?md.file_type @12 external",
      // The crate's own `DirEntry`, written without a path: its method.
      "calls src/lib.rs#DirEntry.of -> src/lib.rs#DirEntry.file_type @15 scope",
      "imports src/lib.rs -> ?std::fs @1 external",
    ]);
  });
});
