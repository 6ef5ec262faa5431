/**
 * `strata references` on Go types and literal calls, as a trial on gin used it: `references gin.go#Engine` printed
 * "no results" and exited 0 though `&Engine{…}` builds one, and `references jsonBinding.BindBody` listed
 * `msgpackBinding{}.BindBody(…)` "by name". A type the graph records no use of says what the graph leaves out.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

let root: string;
beforeAll(async () => {
  root = writeTree({
    "go.mod": "module example.com/gin\n\ngo 1.22\n",
    "gin.go": `package gin

// Engine is the framework instance.
type Engine struct {
	RouterGroup
}

// RouterGroup groups routes.
type RouterGroup struct{ base string }

// Params is only ever named as a parameter type.
type Params struct{ n int }

// New builds an engine.
func New() *Engine {
	return &Engine{
		RouterGroup: RouterGroup{base: "/"},
	}
}

func count(p Params) int { return p.n }
`,
    "binding/json.go": `package binding

type jsonBinding struct{}

func (jsonBinding) BindBody(b []byte) error { return nil }

type msgpackBinding struct{}

func (msgpackBinding) BindBody(b []byte) error { return nil }
`,
    "binding/json_test.go": `package binding

func TestJSON() {
	jsonBinding{}.BindBody(nil)
}

func TestMsgpack() {
	msgpackBinding{}.BindBody(nil)
}
`,
  });
  expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("strata references on Go", () => {
  it("lists the composite literals that build a struct", async () => {
    expect(await strataInProcess(["references", "gin.go#Engine", "--repo", root])).toEqual({ status: 0, stdout: "gin.go:16  builds  return &Engine{\n", stderr: "" });
    expect(await strataInProcess(["references", "RouterGroup", "--repo", root])).toEqual({
      status: 0,
      stdout: "gin.go:5  inherits  RouterGroup\ngin.go:17  builds  RouterGroup: RouterGroup{base: \"/\"},\n",
      stderr: "",
    });
  });

  it("lists a method's calls on a literal of its type, not those on another type's literal", async () => {
    expect(await strataInProcess(["references", "jsonBinding.BindBody", "--repo", root])).toEqual({ status: 0, stdout: "binding/json_test.go:4  calls  jsonBinding{}.BindBody(nil)\n", stderr: "" });
  });

  it("says what the graph does not record for a type with no use site, and exits 0 as an empty answer does", async () => {
    expect(await strataInProcess(["references", "Params", "--repo", root])).toEqual({
      status: 0,
      stdout: "",
      stderr: "strata: no use site of gin.go#Params in the code graph: it records a type's constructions (a call, `new`, a Go composite literal), inheritance, value uses and type tests (`isinstance(x, C)`, `instanceof`, a Go type assertion or type switch case), not the other places that name it: a parameter, field, variable or result type, a type argument (`git grep -nw Params` finds those)\n",
    });
    const json = await strataInProcess(["references", "Params", "--repo", root, "--json"]);
    expect([json.status, JSON.parse(json.stdout)]).toEqual([0, {
        node: "gin.go#Params",
        query: "Params",
        match: "name",
        total: 0,
        offset: 0,
        references: [],
        note: "no use site of gin.go#Params in the code graph: it records a type's constructions (a call, `new`, a Go composite literal), inheritance, value uses and type tests (`isinstance(x, C)`, `instanceof`, a Go type assertion or type switch case), not the other places that name it: a parameter, field, variable or result type, a type argument (`git grep -nw Params` finds those)",
        fresh: true,
      },
    ]);
  });
});
