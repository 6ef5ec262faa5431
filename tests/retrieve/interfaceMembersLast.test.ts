/**
 * A name query puts an interface's member after the code of that name: echo's "Bind" gave the interface method
 * `Binder.Bind` first, before `DefaultBinder.Bind`, which binds. A member of a struct or class keeps its order.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GraphNode, GraphNodeKind } from "../../src/graph/index.js";
import { search, updateSearchIndex, type SearchDocument } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { tempStore } from "./fixtures.js";

function doc(id: string, kind: GraphNodeKind, start: number, code: string, summaryText: string): SearchDocument {
  const [filePath, qualified] = id.split("#") as [string, string];
  const node: GraphNode = {
    id,
    kind,
    name: qualified.split(".").pop()!,
    qualifiedName: qualified,
    path: filePath,
    language: "go",
    span: { startLine: start, endLine: start + 3, startByte: 0, endByte: 0 },
    contentHash: `h-${id}`,
    exported: true,
  };
  return { node, code, summaryText, contractText: "" };
}

describe("interface members in a name query", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      doc("bind.go#Binder", "interface", 20, "type Binder interface {\n  Bind(c *Context, target any) error\n}", "Binder is the interface that wraps the Bind method."),
      doc("bind.go#Binder.Bind", "method", 21, "Bind(c *Context, target any) error", "Bind binds the request to target."),
      doc("bind.go#DefaultBinder", "struct", 30, "type DefaultBinder struct{}", "DefaultBinder is the default implementation of the Binder interface."),
      doc("bind.go#DefaultBinder.Bind", "method", 40, "func (b *DefaultBinder) Bind(c *Context, target any) error {\n  return b.BindBody(c, target)\n}", "Bind implements the Binder#Bind function."),
      doc("context.go#Context.Bind", "method", 10, "func (c *Context) Bind(target any) error {\n  return c.echo.Binder.Bind(c, target)\n}", "Bind binds path params, query params and the request body into target."),
    ]);
  });
  afterEach(async () => store.close());

  it("come after the other docs of that name", async () => {
    expect((await search(store, "Bind", { k: 3 })).map((r) => r.id)).toEqual(["context.go#Context.Bind", "bind.go#DefaultBinder.Bind", "bind.go#Binder.Bind"]);
  });
});
