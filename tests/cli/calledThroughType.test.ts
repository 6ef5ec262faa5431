/**
 * `callees` says a call of a field of a Go function type runs through the type. A new user's trial on labstack/echo
 * 05489dc1 found `callees echo.go#Echo.buildRouterChains` listing `echo.go:130  type HandlerFunc (called at lines 419,
 * 426)` for `c.handler(c)` and `e.chain(c)`, as if the type's declaration ran; so does a call of an interface's method
 * (a break-it trial); a function it calls directly keeps "called at".
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedTree, navigationRows, strataInProcess } from "../helpers/cli.js";

describe("callees of a call through a Go function type", () => {
  let root = "";
  beforeAll(async () => {
    root = await indexedTree({
      "go.mod": "module example.com/e\n\ngo 1.21\n",
      "e.go": [
        "package e",
        "",
        "// HandlerFunc handles a request.",
        "type HandlerFunc func(c int) error",
        "",
        "// Shape has an area.",
        "type Shape interface {",
        "\tArea() int",
        "}",
        "",
        "// Echo routes.",
        "type Echo struct {",
        "\thandler HandlerFunc",
        "\tshape   Shape",
        "}",
        "",
        "func check(c int) error { return nil }",
        "",
        "// Serve runs the handler.",
        "func (e *Echo) Serve(c int) error {",
        "\tcheck(e.shape.Area())",
        "\treturn e.handler(c)",
        "}",
        "",
      ].join("\n"),
    });
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("says called through it for the type, called at for the function", async () => {
    const text = (await strataInProcess(["callees", "e.go#Echo.Serve", "--repo", root])).stdout;
    expect(navigationRows(text)).toEqual([
      "e.go:4  type HandlerFunc (called through it at line 22)",
      "e.go:8  method Shape.Area (called through it at line 21)",
      "e.go:17  function check (called at line 21)",
    ]);
  });
});
