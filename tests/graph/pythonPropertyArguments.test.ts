/**
 * A Python property written as an argument is read, which runs it: a `calls` edge `via: "reference"`, as a property
 * read elsewhere is, not a function handed on (`via: "callback"`). In a trial on requests 1f6589ec, `callers
 * Response.content` labelled `str(self.content, encoding)` "passed as a value"; a plain method passed so stays a
 * callback.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Python properties as arguments", () => {
  it("are references; methods passed by name stay callbacks", async () => {
    const root = writeTree({
      "requests/models.py": [
        "import functools",
        "",
        "",
        "class Response:",
        "    @property",
        "    def content(self):",
        "        return b''",
        "",
        "    @functools.cached_property",
        "    def encoding(self):",
        "        return 'utf-8'",
        "",
        "    def close(self):",
        "        pass",
        "",
        "    def text(self, register):",
        "        register(self.close)",
        "        return str(self.content, self.encoding)",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "requests/models.py#Response.text" && e.resolved).map((e) => `${e.to} @${e.line} ${e.via ?? "call"}`).sort()).toEqual([
      "requests/models.py#Response.close @17 callback",
      "requests/models.py#Response.content @18 reference",
      "requests/models.py#Response.encoding @18 reference",
    ]);
  });
});
