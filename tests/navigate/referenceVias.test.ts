/**
 * `references` says how a use that is no call expression was found: axios 5b8a8267's `references getAdapter` listed
 * `axios.getAdapter = adapters.getAdapter;` as `calls`. A function passed by name as an argument is `via: "callback"`,
 * and so is a member read without a call where a value is handed on (`adapters.getAdapter` assigned or passed: jose's
 * `{ verify: lib.flattenedVerify }` read "used as a property"); a getter read is `via: "reference"`; a call has no `via`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { findReferences } from "../../src/navigate/index.js";
import { loadFixture, writeTree } from "../graph/graphFixtures.js";

describe("references of a function used as a value", () => {
  it("carry the via of an edge that is no call, none on a call", async () => {
    const root = writeTree({
      "lib/adapters.js": ["function getAdapter(name) { return name; }", "module.exports = { getAdapter };", ""].join("\n"),
      "lib/axios.js": [
        "const adapters = require('./adapters');",
        "const axios = {};",
        "axios.getAdapter = adapters.getAdapter;",
        "function run(list) {",
        "  return adapters.getAdapter('x');",
        "}",
        "function each(list) {",
        "  return list.map(adapters.getAdapter);",
        "}",
        "function pick(x) { return x; }",
        "function others(list) { return list.filter(pick); }",
        "function once(emitter) { emitter.removeListener('close', once); }",
        "module.exports = { axios, run, each, once };",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const sites = findReferences(graph, "lib/adapters.js#getAdapter")!
      .filter((r) => r.path === "lib/axios.js")
      .map((r) => `${r.line} ${r.from} ${r.kind}${r.via ? ` ${r.via}` : ""}`);
    // A function passed by its own name is a callback.
    expect(findReferences(graph, "lib/axios.js#pick")!.map((r) => `${r.line} ${r.from} ${r.kind}${r.via ? ` ${r.via}` : ""}`)).toEqual(["11 lib/axios.js#others calls callback"]);
    expect(sites).toEqual(["3 lib/axios.js calls callback", "5 lib/axios.js#run calls", "8 lib/axios.js#each calls callback"]);
    // ws a2f4e7c0: a function handing itself on (`removeListener('close', socketOnClose)`) is no callback of its own.
    expect(findReferences(graph, "lib/axios.js#once")!.filter((r) => r.kind === "calls")).toEqual([]);
  });
});
