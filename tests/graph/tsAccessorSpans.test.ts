/**
 * A get/set pair written one after the other is one node whose span covers both. koa 3.2.0's `lib/response.js` has
 * `get body ()` (3 lines) then `set body (val)` (100 lines, how a body becomes headers): the node spanned the getter
 * alone, so `context` showed `return this._body` and the setter's code was in no node. A pair written apart is two
 * nodes (koa e0ba8ef's `set type (type)` 70 lines above `get type ()`: the getter was in no node).
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("accessor pairs", () => {
  it("span both accessors when adjacent, and are two nodes when apart", async () => {
    const root = writeTree({
      "lib/response.js": [
        "module.exports = {",
        "  /**",
        "   * Get response body.",
        "   */",
        "  get body () {",
        "    return this._body",
        "  },",
        "",
        "  /**",
        "   * Set response body.",
        "   */",
        "  set body (val) {",
        "    this._body = val",
        "    this.type = 'text'",
        "  },",
        "",
        "  get length () {",
        "    return 1",
        "  },",
        "",
        "  redirect (url) {",
        "    this.body = url",
        "  },",
        "",
        "  set length (n) {",
        "    this.n = n",
        "  }",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const spans = graph.nodes.filter((n) => n.kind !== "file" && n.kind !== "folder" && n.kind !== "repository").map((n) => `${n.id} ${n.span?.startLine}-${n.span?.endLine}`);
    expect(spans).toEqual(["lib/response.js#body 5-15", "lib/response.js#length 17-19", "lib/response.js#length@25 25-27", "lib/response.js#redirect 21-23"]);
  });
});
