/**
 * A module constant a feature test chooses between a runtime's function and the repository's own is a function node:
 * node-fetch 8b3320d's `const validateHeaderName = typeof http.validateHeaderName === 'function' ?
 * http.validateHeaderName : name => { … }`. `definition validateHeaderName` found nothing and its six calls reached
 * nothing. A choice between two function literals, or between two values, makes none.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript constants chosen by a feature test", () => {
  it("make the function literal branch a node that calls reach", async () => {
    const root = writeTree({
      "src/headers.js": [
        "import http from 'node:http';",
        "",
        "const validateHeaderName = typeof http.validateHeaderName === 'function' ?",
        "\thttp.validateHeaderName :",
        "\tname => {",
        "\t\tif (!/^[\\^`\\-\\w!#$%&'*+.|~]+$/.test(name)) {",
        "\t\t\tthrow new TypeError(`Header name must be a valid HTTP token [${name}]`);",
        "\t\t}",
        "\t};",
        "",
        "const pick = process.env.X ? (a) => a : (b) => b;",
        "const level = process.env.Y ? 1 : 2;",
        "",
        "export function set(name, value) {",
        "\tvalidateHeaderName(name);",
        "\treturn pick(value) + level;",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "function").map((n) => `${n.id} ${n.span?.startLine}-${n.span?.endLine}`)).toEqual(["src/headers.js#set 14-17", "src/headers.js#validateHeaderName 3-9"]);
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "src/headers.js#set").map((e) => `${e.to} ${e.resolved ? e.resolution : "unresolved"}`)).toEqual(["?pick unresolved", "src/headers.js#validateHeaderName type-checked"]);
  });
});
