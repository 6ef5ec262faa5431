/**
 * JavaScript members assigned to a declared function or class: axios 5b8a8267's `AxiosError.from = (error, code, …) =>
 * { … }` beside `function AxiosError(…)` was no node (its body counted as the file's, `AxiosError.from(err)` in the
 * adapters was unresolved), and `validators.transitional(…)` with `validators.transitional = function transitional …`
 * reached nothing though the named function is a node.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("members assigned to a declared function or class", () => {
  it("an anonymous one is a node of its owner; a named one is its own node; calls of either reach it", async () => {
    const root = writeTree({
      "a.js": [
        "function E(msg) { this.msg = msg; }",
        "E.from = (error, code) => {",
        "  const e = new E(error);",
        "  return e;",
        "};",
        "E.make = function (x) { return new E(x); };",
        "E.named = function named(x) { return x; };",
        "class H {}",
        "H.of = function (v) { return v; };",
        "function inner() { E.late = () => 1; }",
        "module.exports = { E, H, inner };",
        "",
      ].join("\n"),
      "b.js": ["const { E, H } = require('./a');", "function use() { E.from('x'); E.make(1); E.named(2); H.of(3); }", "module.exports = use;", ""].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "function" || n.kind === "method").map((n) => `${n.kind} ${n.id} ${n.span?.startLine}-${n.span?.endLine}`)).toEqual([
      "function a.js#E 1-1",
      "function a.js#E.from 2-5",
      "function a.js#E.make 6-6",
      "method a.js#H.of 9-9",
      // Only a top-level statement's assignment defines a member: `E.late` inside a function is none.
      "function a.js#inner 10-10",
      "function a.js#named 7-7",
      "function b.js#use 2-2",
    ]);
    expect(
      graph.edges
        .filter((e) => e.kind === "calls" && e.from === "b.js#use")
        .map((e) => `${e.to} ${e.resolution ?? "unresolved"}`)
        .sort(),
    ).toEqual(["a.js#E.from type-checked", "a.js#E.make type-checked", "a.js#H.of type-checked", "a.js#named type-checked"]);
  });
});
