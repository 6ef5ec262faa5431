/**
 * A struct declared inside `pin_project! { … }` is a type of its file: reqwest 065a5ae5's `Pending::new_err(…)` had read
 * as a call outside the repository, and `callers` of `Pending.new_err` had none.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Rust item macros", () => {
  it("a struct inside pin_project! is a type whose methods calls reach", async () => {
    const lines = await callLines({
      "src/lib.rs": [
        "pin_project! {",
        "    pub struct Pending {",
        "        #[pin]",
        "        inner: u8,",
        "    }",
        "}",
        "impl Pending {",
        "    pub fn new_err() -> Pending { Pending { inner: 0 } }",
        "}",
        "pub fn send() -> Pending {",
        "    Pending::new_err()",
        "}",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual(["src/lib.rs#send -> src/lib.rs#Pending.new_err @11 scope"]);
  });
});
