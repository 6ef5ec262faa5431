/**
 * Reading a property of a function (`this.func.name`) runs nothing. On fastify 83e69762a `rootErrorHandler.toJSON`
 * (lib/error-handler.js) returns `this.func.name.toString() + '()'`, where `func` holds `defaultErrorHandler`; the read
 * was a `reference` edge, so `callers defaultErrorHandler` gave `toJSON` and its summary said it delegated there.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript: a property of a function read", () => {
  it("is no reference edge; a call through .call, a bound method handed on and a getter read stay edges", async () => {
    const root = writeTree({
      "lib/error-handler.js": [
        "function defaultErrorHandler (error) { return error }",
        "const rootErrorHandler = {",
        "  func: defaultErrorHandler,",
        "  toJSON () {",
        "    return this.func.name.toString() + '()'",
        "  },",
        "  run (error) {",
        "    return this.func.call(this, error)",
        "  },",
        "  later () {",
        "    return this.func.bind(this)",
        "  },",
        "  get handler () { return defaultErrorHandler },",
        "  size () {",
        "    return this.handler.length",
        "  }",
        "}",
        "",
        "module.exports = { rootErrorHandler }",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.resolved)
      .map((e) => `${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.via ? ` via ${e.via}` : ""}`)
      .sort();
    expect(lines).toEqual([
      "lib/error-handler.js#rootErrorHandler.later -> lib/error-handler.js#defaultErrorHandler @11 via callback",
      "lib/error-handler.js#rootErrorHandler.run -> lib/error-handler.js#defaultErrorHandler @8",
      "lib/error-handler.js#rootErrorHandler.size -> lib/error-handler.js#rootErrorHandler.handler @15 via reference",
    ]);
  });
});
