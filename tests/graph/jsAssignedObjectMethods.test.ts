/**
 * The `function` members of an object literal a statement assigns to a member (`Base.cursor = { hide: function () {
 * … } }`) are methods named under that member, as a variable's literal's are: mochajs/mocha e6b9ee77's reporters share
 * `Base.cursor`, and `cursor.hide()` / `Base.cursor.CR()` in six reporters reached nothing (the functions were no
 * nodes). A module's own value (`module.exports = { … }`, `exports.x = { … }`) keeps its export names, and a
 * prototype's literal its class's.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "lib/base.js": [
    "export class Base {",
    "  constructor(runner) { this.runner = runner; }",
    "}",
    "Base.cursor = {",
    "  hide: function () { return 1; },",
    "  CR: function () { Base.cursor.hide(); },",
    "};",
    "",
  ].join("\n"),
  "lib/list.js": ["import { Base } from './base.js';", "var cursor = Base.cursor;", "export function list() { cursor.hide(); return Base.cursor.CR(); }", ""].join("\n"),
  "lib/util.js": ["function Util() {}", "Util.prototype = { run: function () { return 1; } };", "module.exports = { helper: function () { return new Util().run(); } };", ""].join("\n"),
};

describe("JavaScript functions of an object literal assigned to a member", () => {
  it("are method nodes under the member's name, which its calls reach", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "method" || n.kind === "function").map((n) => `${n.id} ${n.kind}`)).toEqual([
      "lib/base.js#Base.constructor method",
      "lib/base.js#Base.cursor.CR method",
      "lib/base.js#Base.cursor.hide method",
      "lib/list.js#list function",
      "lib/util.js#Util function",
      "lib/util.js#Util.run method",
      "lib/util.js#helper function",
    ]);
    expect(await callLines(FILES)).toEqual([
      "lib/base.js#Base.cursor.CR -> lib/base.js#Base.cursor.hide @6 type-checked",
      "lib/list.js#list -> lib/base.js#Base.cursor.CR @3 type-checked",
      "lib/list.js#list -> lib/base.js#Base.cursor.hide @3 type-checked",
      "lib/util.js#helper -> lib/util.js#Util @3 type-checked",
      "lib/util.js#helper -> lib/util.js#Util.run @3 type-checked",
    ]);
  });
});
