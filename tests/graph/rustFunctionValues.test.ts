/**
 * A Rust function named as a value is handed on: a struct literal's field (tokio-rs/bytes d5c8ad32 builds its vtables as
 * `static SHARED_VTABLE: Vtable = Vtable { drop: shared_drop, … }`, and `references shared_drop` said "no results") and
 * a call's argument (`.map_err(box_err)`). A name a pattern binds (`Ok(mut url) => … Ok(url)`, reqwest's
 * `into_proxy`) is a local, no function of that name.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Rust function values", () => {
  it("are callbacks from struct literal fields and call arguments; pattern bindings are locals", async () => {
    const lines = await callLines(
      {
        "src/lib.rs": [
          "pub struct Vtable { pub drop: fn(u8) }",
          "fn shared_drop(x: u8) {}",
          "fn url(x: u8) -> u8 { x }",
          "fn box_err(e: u8) -> u8 { e }",
          "pub static SHARED_VTABLE: Vtable = Vtable { drop: shared_drop };",
          "pub fn into_proxy(r: Result<u8, u8>) -> Result<u8, u8> {",
          "    match r {",
          "        Ok(mut url) => Ok(url),",
          "        Err(e) => Err(e).map_err(box_err),",
          "    }",
          "}",
          "pub fn at(r: Result<u8, u8>) -> Result<u8, u8> {",
          "    match r { Err(url @ 0) => Err(url), o => o }",
          "}",
          "pub fn each(v: Vec<(u8, u8)>) {",
          "    for (url, n) in v { Some(url).map(url); }",
          "}",
          "",
        ].join("\n"),
      },
      "src/lib.rs",
    );
    expect(lines.filter((l) => !l.endsWith(" external"))).toEqual([
      "src/lib.rs -> src/lib.rs#shared_drop @5 scope",
      "src/lib.rs#into_proxy -> src/lib.rs#box_err @9 scope",
    ]);
  });
});
