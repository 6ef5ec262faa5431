/**
 * Go: a defined type that is no struct (`type HandlerFunc func(*Context)`, `type HandlersChain []HandlerFunc`,
 * `type Level int8`) is a `struct` node of the graph, the owner of its methods, but a reader knows it as a `type`:
 * its signature is the declaration after `type` and answers name it `type` (`shownKind`). A trial on viper found
 * `type optionFunc func(v *Viper)` listed as `struct optionFunc` with its name alone as signature; gin's
 * `search HandlersChain` showed `struct`. A struct's signature is its name and `struct` (`Engine struct`), without
 * its fields.
 */
import { describe, expect, it } from "vitest";
import { buildGraph, shownKind } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go defined types as a reader knows them", () => {
  it("sign a defined type with its declaration and a struct with its name and keyword, and show the first as a type", async () => {
    const root = writeTree({
      "go.mod": "module example.com/gin\n\ngo 1.22\n",
      "gin.go": [
        "package gin",
        "",
        "type Context struct{ index int8 }",
        "",
        "// HandlerFunc defines the handler used by gin middleware.",
        "type HandlerFunc func(*Context)",
        "",
        "type HandlersChain []HandlerFunc",
        "",
        "func (c HandlersChain) Last() HandlerFunc { return c[len(c)-1] }",
        "",
        "type Box[T any] struct {",
        "\tv T",
        "}",
        "",
        "type Level int8",
        "",
        "type Handler interface {",
        "\tServe(c *Context)",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const types = graph.nodes.filter((n) => n.kind === "struct" || n.kind === "interface");
    expect(types.map((n) => [n.id, n.kind, n.signature, shownKind(n)])).toEqual([
      ["gin.go#Box", "struct", "Box[T any] struct", "struct"],
      ["gin.go#Context", "struct", "Context struct", "struct"],
      ["gin.go#Handler", "interface", "Handler interface", "interface"],
      ["gin.go#HandlerFunc", "struct", "HandlerFunc func(*Context)", "type"],
      ["gin.go#HandlersChain", "struct", "HandlersChain []HandlerFunc", "type"],
      ["gin.go#Level", "struct", "Level int8", "type"],
    ]);
    // The defined type still owns its method.
    expect(graph.edges.filter((e) => e.kind === "contains" && e.from === "gin.go#HandlersChain").map((e) => e.to)).toEqual(["gin.go#HandlersChain.Last"]);
  });

  it("show a TypeScript function type alias as a type and every other node as its kind", () => {
    expect(shownKind({ kind: "interface", signature: "export type Getter = (key: string) => number" })).toBe("type");
    expect(shownKind({ kind: "interface", signature: "export interface Getter" })).toBe("interface");
    expect(shownKind({ kind: "struct", name: "Point", signature: "pub struct Point" })).toBe("struct");
    expect(shownKind({ kind: "struct", name: "Bits", signature: "pub union Bits" })).toBe("struct");
    expect(shownKind({ kind: "struct", name: "Engine", signature: "Engine" })).toBe("struct");
    expect(shownKind({ kind: "function", name: "f", signature: "func f()" })).toBe("function");
  });
});
