/**
 * Prototype methods assigned through a variable holding the prototype (`const p = BufferList.prototype`, then `p.add
 * = function (buffer) { … }`), as brianc/node-postgres c9e57617 writes its test buffers (`test/buffer-list.js`) and
 * its unit tests' `MemoryStream`. The methods were functions of the file (`buffer-list.js#add`), so `this.add(…)` in
 * them and the 45 `new BufferList().addInt32(…)` of `test/test-buffers.js` reached nothing.
 */
import { describe, expect, it } from "vitest";
import { callLines, fixtureGraph, nodeLines } from "./graphFixtures.js";

const LIST = [
  "'use strict';",
  "const List = function () {",
  "  this.items = [];",
  "};",
  "const p = List.prototype;",
  "p.add = function (x) {",
  "  this.items.push(x);",
  "  return this;",
  "};",
  "p['addTwice'] = function (x) {",
  "  return this.add(x).add(x);",
  "};",
  "p.size = function () {",
  "  return this.items.length;",
  "};",
  "module.exports = List;",
  "",
].join("\n");

// (A variable later given another value holds no prototype: its members stay the file's functions.)
const OTHER = [
  "'use strict';",
  "function Box() {}",
  "var q = Box.prototype;",
  "q.open = function () {",
  "  return 1;",
  "};",
  "q = {};",
  "q.shut = function () {",
  "  return 2;",
  "};",
  "module.exports = Box;",
  "",
].join("\n");

const USE = [
  "'use strict';",
  "const List = require('./list');",
  "function run() {",
  "  const list = new List();",
  "  list.add(1);",
  "  return new List().add(2).size();",
  "}",
  "module.exports = run;",
  "",
].join("\n");

const FILES = { "package.json": '{"name":"p"}', "lib/list.js": LIST, "lib/other.js": OTHER, "lib/use.js": USE };

describe("prototype methods assigned through a variable holding the prototype", () => {
  const fixture = fixtureGraph(FILES);

  it("are methods of the constructor", () => {
    expect(nodeLines(fixture.graph).sort()).toEqual([
      "lib/list.js#List function L2-4",
      "lib/list.js#List.add method L6-9",
      "lib/list.js#List.addTwice method L10-12",
      "lib/list.js#List.size method L13-15",
      "lib/other.js#Box function L2-2",
      "lib/other.js#open function L4-6",
      "lib/other.js#shut function L8-10",
      "lib/use.js#run function L3-7",
    ]);
    const contains = fixture.graph.edges.filter((e) => e.kind === "contains" && e.from.startsWith("lib/list.js#")).map((e) => `${e.from} > ${e.to}`);
    expect(contains.sort()).toEqual(["lib/list.js#List > lib/list.js#List.add", "lib/list.js#List > lib/list.js#List.addTwice", "lib/list.js#List > lib/list.js#List.size"]);
  });

  it("are what calls on `this` and on an instance reach", async () => {
    expect((await callLines(FILES, "lib/")).filter((l) => !l.endsWith("external"))).toEqual([
      // (A call on what a method called on `this` returns is left unresolved; on a new instance, see jsPrototypeChains.)
      "lib/list.js#List.addTwice -> ?this.add(x).add @11 internal",
      "lib/list.js#List.addTwice -> lib/list.js#List.add @11 scope",
      "lib/use.js#run -> lib/list.js#List @4 type-checked",
      "lib/use.js#run -> lib/list.js#List.add @5 scope",
      "lib/use.js#run -> lib/list.js#List.size @6 scope",
    ]);
    // (`list.add(1)` and `new List().add(2)` both reach it.)
    const add = fixture.graph.edges.find((e) => e.kind === "calls" && e.from === "lib/use.js#run" && e.to === "lib/list.js#List.add");
    expect(add?.lines ?? [add?.line]).toEqual([5, 6]);
  });
});
