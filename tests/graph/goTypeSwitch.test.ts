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
