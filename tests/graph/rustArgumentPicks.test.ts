/**
 * A Rust type's methods of one name from several `impl` blocks (`impl TryFrom<&str> for Scheme`, `impl TryFrom<&[u8]>
 * for Scheme`) are picked by the argument as written: a string literal is a `&str`, a byte string a `&[u8]`, a char
 * a `char`, a name its declared type (`&name` a reference to it), a call its function's declared result. A new
 * user's trial on hyperium/http 82db5b8 found `PathAndQuery::try_from("")` and `Scheme::try_from("my_funky_scheme")`
 * bound to the `&[u8]` impl, the first declared.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { rustArgumentType } from "../../src/graph/languages/rust/language.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const SCHEME = [
  "use std::convert::TryFrom;",
  "",
  "pub struct Scheme;",
  "",
  "impl<'a> TryFrom<&'a [u8]> for Scheme {",
  "    type Error = ();",
  "    fn try_from(s: &[u8]) -> Result<Self, Self::Error> { Err(()) }",
  "}",
  "",
  "impl<'a> TryFrom<&'a str> for Scheme {",
  "    type Error = ();",
  "    fn try_from(s: &str) -> Result<Self, Self::Error> { Err(()) }",
  "}",
  "",
  "impl TryFrom<String> for Scheme {",
  "    type Error = ();",
  "    fn try_from(s: String) -> Result<Self, Self::Error> { Err(()) }",
  "}",
  "",
  "fn owned() -> String { String::new() }",
  "",
  "pub fn parse(text: String) {",
  '    let _ = Scheme::try_from("http");',
  '    let _ = Scheme::try_from(b"http");',
  "    let _ = Scheme::try_from(text);",
  "    let _ = Scheme::try_from(owned());",
  "}",
  "",
].join("\n");

describe("Rust methods of one name from several impl blocks", () => {
  it("are picked by a literal's, a name's or a call's type", async () => {
    const root = writeTree({ "Cargo.toml": '[package]\nname = "s"\nversion = "0.1.0"\n', "src/lib.rs": SCHEME });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from === "src/lib.rs#parse" && e.to.includes("try_from"))
      .flatMap((e) => (e.lines ?? [e.line]).map((line) => `${e.to.slice(e.to.indexOf("#") + 1)} @${line} ${e.resolution}`));
    expect(calls.sort()).toEqual(["Scheme.try_from @24 scope", "Scheme.try_from@12 @23 scope", "Scheme.try_from@17 @25 scope", "Scheme.try_from@17 @26 scope"]);
  });

  it("rustArgumentType reads literals, references and names", () => {
    const declared = (name: string): string | undefined => ({ text: "String", "owned()": "String" })[name];
    expect(['"a"', 'r#"a"#', 'b"a"', "'c'", "true", "&text", "text", "owned()", "1", "vec![1]", "b'x' as char", "5u32", "1.5f64"].map((a) => rustArgumentType(a, declared))).toEqual([
      "&str", "&str", "&[u8]", "char", "bool", "&String", "String", "String", undefined, undefined, "char", "u32", "f64",
    ]);
  });
});
