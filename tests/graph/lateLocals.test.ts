/**
 * A Go `:=` or `var` and a Rust `let` bind their name only after the declaration, so a call of that name inside the
 * declaration's own value (or before it) is the function outside: testify 12f8b561's `Equal` writes `diff :=
 * diff(expected, actual)`, and `callers diff` had listed only tests, the three production calls left unresolved. A
 * parameter binds its name throughout; a call after the declaration is of the local.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("locals bound after their declaration", () => {
  it("Go: `diff := diff(…)` and `var d = d2(…)` call the package's functions; a later call and a parameter's are locals", async () => {
    const lines = await callLines(
      {
        "go.mod": "module example.com/t\n\ngo 1.21\n",
        "assert/a.go": [
          "package assert",
          "",
          "func Equal(expected, actual interface{}) bool {",
          "\tdiff := diff(expected, actual)",
          "\treturn diff == \"\"",
          "}",
          "",
          "func Later() {",
          "\tdiff()",
          "\tvar diff = func() {}",
          "\tdiff()",
          "}",
          "",
          "func Param(diff func(a, b interface{}) string) string {",
          "\treturn diff(1, 2)",
          "}",
          "",
          "func diff(e, a interface{}) string {",
          "\treturn \"\"",
          "}",
          "",
        ].join("\n"),
      },
      "assert/a.go#",
    );
    expect(lines).toEqual(["assert/a.go#Equal -> assert/a.go#diff @4 scope", "assert/a.go#Later -> assert/a.go#diff @9 scope", "assert/a.go#Param -> ?diff @15 internal"]);
  });

  it("Rust: `let diff = diff(a);` calls the module's function", async () => {
    const lines = await callLines(
      {
        "src/lib.rs": [
          "pub fn check(a: u8) -> u8 {",
          "    let diff = diff(a);",
          "    diff",
          "}",
          "fn diff(a: u8) -> u8 { a }",
          "",
        ].join("\n"),
      },
      "src/lib.rs#",
    );
    expect(lines).toEqual(["src/lib.rs#check -> src/lib.rs#diff @2 scope"]);
  });
});
