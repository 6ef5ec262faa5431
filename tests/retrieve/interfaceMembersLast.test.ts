/**
 * A name query puts an interface's member after the code of that name: echo's "Bind" gave the interface method
 * `Binder.Bind` first, before `DefaultBinder.Bind`, which binds. A member of a struct or class keeps its order.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { search, updateSearchIndex } from "../../src/retrieve/index.js";
import type { SqliteStore } from "../../src/store/index.js";
import { nodeDoc, tempStore } from "./fixtures.js";

describe("interface members in a name query", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = tempStore().store;
    await updateSearchIndex(store, [
      nodeDoc("bind.go#Binder", "interface", "go", 20, "type Binder interface {\n  Bind(c *Context, target any) error\n}", "Binder is the interface that wraps the Bind method.", { exported: true }),
      nodeDoc("bind.go#Binder.Bind", "method", "go", 21, "Bind(c *Context, target any) error", "Bind binds the request to target.", { exported: true }),
      nodeDoc("bind.go#DefaultBinder", "struct", "go", 30, "type DefaultBinder struct{}", "DefaultBinder is the default implementation of the Binder interface.", { exported: true }),
      nodeDoc("bind.go#DefaultBinder.Bind", "method", "go", 40, "func (b *DefaultBinder) Bind(c *Context, target any) error {\n  return b.BindBody(c, target)\n}", "Bind implements the Binder#Bind function.", { exported: true }),
      nodeDoc("context.go#Context.Bind", "method", "go", 10, "func (c *Context) Bind(target any) error {\n  return c.echo.Binder.Bind(c, target)\n}", "Bind binds path params, query params and the request body into target.", { exported: true }),
    ]);
  });
  afterEach(async () => store.close());

  it("come after the other docs of that name", async () => {
    expect((await search(store, "Bind", { k: 3 })).map((r) => r.id)).toEqual(["context.go#Context.Bind", "bind.go#DefaultBinder.Bind", "bind.go#Binder.Bind"]);
  });
});
