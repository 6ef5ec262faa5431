/**
 * Pre-class JavaScript: members assigned to a constructor's prototype (`Reply.prototype.send = function …`, `Other.prototype
 * = { run: function () {} }`) are method nodes named like class methods, under the constructor's node, and calls the
 * checker resolves to them reach them; an object literal's function-valued property is named after its key.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

/** `kind id start-end` per declaration node and `kind from -> to @line resolution` per edge (file contains edges left out). */
const graphLines = async (files: Record<string, string>): Promise<{ nodes: string[]; edges: string[] }> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  const nodes = graph.nodes
    .filter((n) => n.id.includes("#"))
    .map((n) => `${n.kind} ${n.id} ${n.span?.startLine}-${n.span?.endLine}${n.doc ? ` "${n.doc}"` : ""}`)
    .sort();
  const edges = graph.edges
    .filter((e) => e.kind !== "contains" || e.to.includes("#"))
    .map((e) => `${e.kind} ${e.from} -> ${e.to}${e.line ? ` @${e.line}` : ""}${e.kind === "contains" ? "" : e.resolved ? ` ${e.resolution ?? ""}` : e.external ? " external" : " internal"}`)
    .sort();
  return { nodes, edges };
};

describe("JavaScript prototype methods", () => {
  it("makes a node per prototype assignment, under its constructor, reached through the checker", async () => {
    const { nodes, edges } = await graphLines({
      "reply.js": [
        "'use strict';",
        "Reply.prototype.send = function (payload) {",
        "  return this.code(200);",
        "};",
        "/** Sets the status code. */",
        "Reply.prototype.code = function code(n) {",
        "  return this;",
        "};",
        "function Reply(res) {",
        "  this.res = res;",
        "}",
        "Other.prototype = {",
        "  run: function () { return helper(); },",
        "  stop() { return 1; },",
        "  size: 3,",
        "};",
        "function Other() {}",
        "function helper() { return 2; }",
        "Missing.prototype.go = () => helper();",
        "module.exports = Reply;",
        "",
      ].join("\n"),
      "app.js": [
        "const Reply = require('./reply');",
        "function handle(res) {",
        "  const r = new Reply(res);",
        "  r.send('x');",
        "}",
        "",
      ].join("\n"),
    });
    expect(nodes).toEqual([
      "function app.js#handle 2-5",
      "function reply.js#Other 17-17",
      "function reply.js#Reply 9-11",
      "function reply.js#helper 18-18",
      "method reply.js#Missing.go 19-19",
      "method reply.js#Other.run 13-13",
      "method reply.js#Other.stop 14-14",
      'method reply.js#Reply.code 6-8 "Sets the status code."',
      "method reply.js#Reply.send 2-4",
    ]);
    expect(edges).toEqual([
      "calls app.js#handle -> reply.js#Reply @3 type-checked",
      "calls app.js#handle -> reply.js#Reply.send @4 type-checked",
      "calls reply.js#Missing.go -> reply.js#helper @19 type-checked",
      "calls reply.js#Other.run -> reply.js#helper @13 type-checked",
      "calls reply.js#Reply.send -> reply.js#Reply.code @3 type-checked",
      "contains app.js -> app.js#handle",
      "contains reply.js -> reply.js#Missing.go",
      "contains reply.js -> reply.js#Other",
      "contains reply.js -> reply.js#Reply",
      "contains reply.js -> reply.js#helper",
      "contains reply.js#Other -> reply.js#Other.run",
      "contains reply.js#Other -> reply.js#Other.stop",
      "contains reply.js#Reply -> reply.js#Reply.code",
      "contains reply.js#Reply -> reply.js#Reply.send",
      "imports app.js -> reply.js @1 ",
      "uses reply.js -> reply.js#Reply @20 type-checked",
    ]);
  });

  it("puts a prototype method under the constructor of its own scope", async () => {
    const { nodes, edges } = await graphLines({
      "views.test.js": [
        "it('a', function () {",
        "  function View() {}",
        "  View.prototype.render = function (fn) { fn(); };",
        "});",
        "it('b', function () {",
        "  var View = function () {};",
        "  View.prototype.render = function (fn) { fn(); };",
        "});",
        "",
      ].join("\n"),
    });
    expect(nodes).toEqual(["function views.test.js#View 2-2", "function views.test.js#View@6 6-6", "method views.test.js#View.render 3-3", "method views.test.js#View.render@7 7-7"]);
    expect(edges.filter((e) => e.startsWith("contains"))).toEqual([
      "contains views.test.js -> views.test.js#View",
      "contains views.test.js -> views.test.js#View@6",
      "contains views.test.js#View -> views.test.js#View.render",
      "contains views.test.js#View@6 -> views.test.js#View.render@7",
    ]);
  });

  it("names an object literal's function-valued property after its key", async () => {
    const { nodes, edges } = await graphLines({
      "app.js": [
        "function build() {",
        "  const api = {",
        "    route: function _route(opts) { return api.hasRoute(opts); },",
        "    hasRoute: function _route(opts) { return _route; },",
        "    plain: function (x) { return x; },",
        "  };",
        "  return api;",
        "}",
        "build().route({});",
        "",
      ].join("\n"),
    });
    // (`plain`, anonymous, is a node too: a `function` of an object a variable holds is a method, as a shorthand one
    // is — handlebars' runtime `container`, a new user's trial.)
    expect(nodes).toEqual(["function app.js#build 1-8", "method app.js#build.api.hasRoute 4-4", "method app.js#build.api.plain 5-5", "method app.js#build.api.route 3-3"]);
    expect(edges).toEqual([
      "calls app.js -> app.js#build @9 type-checked",
      "calls app.js -> app.js#build.api.route @9 type-checked",
      "calls app.js#build.api.route -> app.js#build.api.hasRoute @3 type-checked",
      "contains app.js -> app.js#build",
      "contains app.js#build -> app.js#build.api.hasRoute",
      "contains app.js#build -> app.js#build.api.plain",
      "contains app.js#build -> app.js#build.api.route",
      "uses app.js#build.api.hasRoute -> app.js#build.api.hasRoute @4 type-checked",
    ]);
  });
});
