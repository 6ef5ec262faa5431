/**
 * Go: generic functions called with their type arguments written. A new user's trial on spf13/cast 715c728 found
 * `callees ToIntE` empty for `return toNumberE[int](i, parseInt[int])`, `callees To` empty for `v, _ := ToE[T](i)`,
 * and `callers parseInt` empty: tree-sitter reads `f[T](x)` as a conversion to a generic type (one argument) or as a
 * call of an index expression (more), and the query matched neither. The input is those lines cut down; gin
 * dcaa4296's `c.handlers[c.index](c)` reads the same as a call with type arguments, and is no call of `HandlersChain`;
 * an instantiation in a composite literal is handed on as in an argument list (a break-it trial).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const NUMBER = [
  "package cast",
  "",
  "import \"example.com/cast/internal\"",
  "",
  "type Number interface{ int | int8 }",
  "",
  "func parseInt[T Number](s string) (T, error) { return 0, nil }",
  "",
  "func toNumberE[T Number](i any, parse func(string) (T, error)) (T, error) { return parse(\"1\") }",
  "",
  "func ToIntE(i any) (int, error) { return toNumberE[int](i, parseInt[int]) }",
  "",
  "func ToE[T Number](i any) (T, error) { return toNumberE[T](i, parseInt[T]) }",
  "",
  "var parsers = []func(string) (int, error){parseInt[int]}",
  "",
  "func To[T Number](i any) T {",
  "\tv, _ := ToE[T](i)",
  "\tw := internal.Parse[T](\"2\")",
  "\t_ = w",
  "\treturn v",
  "}",
  "",
  "type HandlerFunc func(int)",
  "",
  "type HandlersChain []HandlerFunc",
  "",
  "type Context struct {",
  "\thandlers HandlersChain",
  "\tindex    int",
  "}",
  "",
  "func (c *Context) Next(hs HandlersChain, m map[string]func(int), i int) {",
  "\ths[0](1)",
  "\tm[\"a\"](2)",
  "\ths[i](3)",
  "\tc.handlers[c.index](4)",
  "}",
  "",
].join("\n");

const INTERNAL = ["package internal", "", "func Parse[T any](s string) T { var t T; return t }", ""].join("\n");

describe("Go calls with type arguments", () => {
  it("reach the generic function, handed-on instantiations are callbacks, an element of a slice or map is no call of a name (a parameter's call stays a value)", async () => {
    const lines = await callLines({ "go.mod": "module example.com/cast\n\ngo 1.22\n", "number.go": NUMBER, "internal/parse.go": INTERNAL });
    expect(lines).toEqual([
      "number.go -> number.go#parseInt @15 scope",
      "number.go#To -> internal/parse.go#Parse @19 import",
      "number.go#To -> number.go#ToE @18 scope",
      "number.go#ToE -> number.go#parseInt @13 scope",
      "number.go#ToE -> number.go#toNumberE @13 scope",
      "number.go#ToIntE -> number.go#parseInt @11 scope",
      "number.go#ToIntE -> number.go#toNumberE @11 scope",
      "number.go#toNumberE -> ?parse @9 internal",
    ]);
  });
});
