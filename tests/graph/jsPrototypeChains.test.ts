/**
 * A chain of calls on a new instance through prototype methods that give back `this`, where the checker does not see
 * those methods (`const p = BufferList.prototype`, then `p.add = function (buffer) { …; return this }` and `p.addInt32
 * = function (val) { return this.add(…) }`): brianc/node-postgres c9e57617's `test/test-buffers.js` builds its
 * messages as `new BufferList().addInt32(10).addCString('SCRAM-SHA-256').join(true, 'R')`, and every link after the
 * first reached nothing.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

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
  "p.addAll = function (xs) {",
  "  return this.add(xs[0]);",
  "};",
  "p.maybe = function (x) {",
  "  if (x) return this;",
  "  return null;",
  "};",
  "p.size = function () {",
  "  return this.items.length;",
  "};",
  "module.exports = List;",
  "",
].join("\n");

const USE = [
  "'use strict';",
  "const List = require('./list');",
  "function run() {",
  "  return new List().add(1).addAll([2]).size();",
  "}",
  "function partial() {",
  "  return new List().maybe(1).size();",
  "}",
  "module.exports = { run, partial };",
  "",
].join("\n");

describe("a chain of calls on a new instance", () => {
  it("reaches the prototype methods through those that give back `this`, not through one that may give another value", async () => {
    const lines = await callLines({ "package.json": '{"name":"p"}', "lib/list.js": LIST, "lib/use.js": USE }, "lib/use.js");
    expect(lines.filter((l) => !l.endsWith("external"))).toEqual([
      "lib/use.js#partial -> ?new List().maybe(1).size @7 internal",
      "lib/use.js#partial -> lib/list.js#List @7 type-checked",
      "lib/use.js#partial -> lib/list.js#List.maybe @7 scope",
      "lib/use.js#run -> lib/list.js#List @4 type-checked",
      "lib/use.js#run -> lib/list.js#List.add @4 scope",
      "lib/use.js#run -> lib/list.js#List.addAll @4 scope",
      "lib/use.js#run -> lib/list.js#List.size @4 scope",
    ]);
  });
});
