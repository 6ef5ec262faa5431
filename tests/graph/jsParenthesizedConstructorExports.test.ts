/**
 * A module whose value is an anonymous constructor a variable also holds, written with the formatter's parentheses
 * (`const Client = (module.exports = function (config) { … })`, then `Client.prototype.query = function …`), as
 * brianc/node-postgres c9e57617 writes pg-native's client, its copy stream and pg's native client and query. The
 * constructor was no node (its body counted as the file's, its prototype methods hung from the file), `new Client()`
 * of the required module reached nothing, and neither did `client.query(…)` on the instance: the checker declares
 * the module's value by the assignment and gives the instance no members.
 */
import { describe, expect, it } from "vitest";
import { callLines, fixtureGraph, nodeLines } from "./graphFixtures.js";

const CLIENT = [
  "'use strict';",
  "const EventEmitter = require('events').EventEmitter;",
  "const Client = (module.exports = function (config) {",
  "  this.config = config;",
  "  this.reset();",
  "});",
  "Client.prototype.reset = function () {",
  "  this.count = 0;",
  "};",
  "Client.prototype.query = function (text) {",
  "  this.reset();",
  "  return text;",
  "};",
  "",
].join("\n");

const STREAM = ["'use strict';", "var Stream = module.exports = function (source) {", "  this.source = source;", "};", "Stream.prototype.read = function () {", "  return this.source;", "};", ""].join("\n");

const USE = [
  "'use strict';",
  "const Client = require('./client');",
  "const Stream = require('./stream');",
  "function run() {",
  "  const client = new Client({});",
  "  client.query('SELECT 1');",
  "  const stream = new Stream(client);",
  "  stream.read();",
  "  client.missing();",
  "}",
  "function later(other) {",
  "  let c = new Client({});",
  "  c = other;",
  "  c.query('x');",
  "}",
  "module.exports = { run, later };",
  "",
].join("\n");

const FILES = { "package.json": '{"name":"p"}', "lib/client.js": CLIENT, "lib/stream.js": STREAM, "lib/use.js": USE };

describe("an anonymous constructor a variable and module.exports both hold", () => {
  const fixture = fixtureGraph(FILES);

  it("is a node named by the variable, parent of its prototype methods", () => {
    expect(nodeLines(fixture.graph).sort()).toEqual([
      "lib/client.js#Client function L3-6",
      "lib/client.js#Client.query method L10-13",
      "lib/client.js#Client.reset method L7-9",
      "lib/stream.js#Stream function L2-4",
      "lib/stream.js#Stream.read method L5-7",
      "lib/use.js#later function L11-15",
      "lib/use.js#run function L4-10",
    ]);
    const contains = fixture.graph.edges.filter((e) => e.kind === "contains" && e.from.startsWith("lib/") && e.from !== "lib/" && e.from !== "lib/use.js").map((e) => `${e.from} > ${e.to}`);
    expect(contains.sort()).toEqual([
      "lib/client.js > lib/client.js#Client",
      "lib/client.js#Client > lib/client.js#Client.query",
      "lib/client.js#Client > lib/client.js#Client.reset",
      "lib/stream.js > lib/stream.js#Stream",
      "lib/stream.js#Stream > lib/stream.js#Stream.read",
    ]);
  });

  it("is what `new` of the required module runs, and its instance's calls reach its prototype methods", async () => {
    expect((await callLines(FILES, "lib/")).filter((l) => !l.endsWith("external"))).toEqual([
      "lib/client.js#Client -> lib/client.js#Client.reset @5 name-only",
      "lib/client.js#Client.query -> lib/client.js#Client.reset @11 scope",
      // (A member the prototype lacks, and a variable also assigned another value, stay unresolved.)
      "lib/use.js#later -> ?c.query @14 internal",
      "lib/use.js#later -> lib/client.js#Client @12 type-checked",
      "lib/use.js#run -> ?client.missing @9 internal",
      "lib/use.js#run -> lib/client.js#Client @5 type-checked",
      "lib/use.js#run -> lib/client.js#Client.query @6 scope",
      "lib/use.js#run -> lib/stream.js#Stream @7 type-checked",
      "lib/use.js#run -> lib/stream.js#Stream.read @8 scope",
    ]);
  });
});
