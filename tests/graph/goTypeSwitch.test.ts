/**
 * Go: a type switch's case of one type gives the switched name that type in its clause. A new user's trial on
 * labstack/echo 05489dc1 found `m.Unwrap()` in `DefaultHTTPErrorHandler`'s `switch m := sc.(type) { case *HTTPError:`
 * unresolved ("9 repository definitions of Unwrap"), so `callers HTTPError.Unwrap` missed it. The input is echo.go cut
 * down; a case of two types leaves the name the switched value's (an interface), resolved by no type.
 */
import { describe, expect, it } from "vitest";
import { edgeLines, fixtureGraph } from "./graphFixtures.js";

const ECHO = [
  "package echo",
  "",
  "type HTTPError struct{ Internal error }",
  "",
  "func (he *HTTPError) Error() string { return \"\" }",
  "func (he *HTTPError) Unwrap() error { return he.Internal }",
  "",
  "type BindingError struct{ Field string }",
  "",
  "func (be *BindingError) Error() string { return be.Field }",
  "func (be *BindingError) Unwrap() error { return nil }",
  "",
  "func handle(err error) {",
  "\tswitch m := err.(type) {",
  "\tcase *HTTPError:",
  "\t\tm.Unwrap()",
  "\tcase *BindingError, *HTTPError:",
  "\t\tm.Error()",
  "\tdefault:",
  "\t\tm.Error()",
  "\t}",
  "}",
  "",
  "// A break-it trial: the name declared again inside the case, in a closure or in the case itself.",
  "func shadow(err error) {",
  "\tswitch m := err.(type) {",
  "\tcase *HTTPError:",
  "\t\tfunc() {",
  "\t\t\tm := &BindingError{}",
  "\t\t\tm.Unwrap()",
  "\t\t}()",
  "\t}",
  "}",
  "",
  "func again(err error) {",
  "\tswitch m := err.(type) {",
  "\tcase *HTTPError:",
  "\t\tm.Error()",
  "\t\tm := &BindingError{}",
  "\t\tm.Unwrap()",
  "\t}",
  "}",
  "",
].join("\n");

describe("Go type switch", () => {
  const fixture = fixtureGraph({ "go.mod": "module example.com/echo\n", "echo.go": ECHO });

  it("a name declared again in the case is that declaration's", () => {
    expect(edgeLines(fixture.graph).filter((l) => /^calls +echo.go#(?:shadow|again)/u.test(l)).sort()).toEqual([
      "calls      echo.go#again -> echo.go#BindingError @39 [literal, scope]",
      "calls      echo.go#again -> echo.go#BindingError.Unwrap @40 [scope]",
      "calls      echo.go#again -> echo.go#HTTPError.Error @38 [scope]",
      "calls      echo.go#shadow -> echo.go#BindingError @29 [literal, scope]",
      "calls      echo.go#shadow -> echo.go#BindingError.Unwrap @30 [scope]",
    ]);
  });

  it("a case of one type names the value as that type; a case of several names it as none", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls      echo.go#handle")).sort()).toEqual([
      "calls      echo.go#handle -> ?m.Error @18 [unresolved]",
      "calls      echo.go#handle -> echo.go#HTTPError.Unwrap @16 [scope]",
    ]);
  });
});

/**
 * A value set by a call on the narrowed name holds what the narrowed type's method declares. A new user's trial on
 * labstack/echo 05489dc1: in `DefaultHTTPErrorHandler`'s `case *HTTPError:`, `if wrappedErr := m.Unwrap(); …` then
 * `wrappedErr.Error()` stayed an unresolved call of the repository ("10 repository definitions of Error"), though
 * `HTTPError.Unwrap` returns the builtin `error`.
 */
const NARROWED_RESULTS = [
  "package echo",
  "",
  "type Coder interface{ Code() int }",
  "",
  "type HTTPError struct{ Internal error }",
  "",
  "func (he *HTTPError) Error() string { return \"\" }",
  "func (he *HTTPError) Code() int { return 500 }",
  "func (he *HTTPError) Unwrap() error { return he.Internal }",
  "func (he *HTTPError) Self() *HTTPError { return he }",
  "",
  "type BindingError struct{}",
  "",
  "func (be *BindingError) Error() string { return \"\" }",
  "func (be *BindingError) Code() int { return 400 }",
  "",
  "func handle(sc Coder) string {",
  "\tswitch m := sc.(type) {",
  "\tcase *HTTPError:",
  "\t\tif w := m.Unwrap(); w != nil {",
  "\t\t\treturn w.Error()",
  "\t\t}",
  "\t\ts := m.Self()",
  "\t\ts.Code()",
  "\t}",
  "\treturn \"\"",
  "}",
  "",
  "func chained(sc Coder) {",
  "\tswitch m := sc.(type) {",
  "\tcase *HTTPError:",
  "\t\tm.Self().Code()",
  "\t}",
  "}",
  "",
].join("\n");

describe("Go type switch: values set by calls on the narrowed name", () => {
  const fixture = fixtureGraph({ "go.mod": "module example.com/echo\n", "echo.go": NARROWED_RESULTS });

  it("are of the result types the narrowed type's methods declare", () => {
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls      echo.go#handle")).sort()).toEqual([
      "calls      echo.go#handle -> ?w.Error @21 [unresolved, external]",
      "calls      echo.go#handle -> echo.go#HTTPError.Code @24 [scope]",
      "calls      echo.go#handle -> echo.go#HTTPError.Self @23 [scope]",
      "calls      echo.go#handle -> echo.go#HTTPError.Unwrap @20 [scope]",
    ]);
    // A call on the narrowed name's call, in one chain.
    expect(edgeLines(fixture.graph).filter((l) => l.startsWith("calls      echo.go#chained")).sort()).toEqual([
      "calls      echo.go#chained -> echo.go#HTTPError.Code @32 [scope]",
      "calls      echo.go#chained -> echo.go#HTTPError.Self @32 [scope]",
    ]);
  });
});
