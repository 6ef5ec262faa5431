/**
 * JavaScript methods of a module object built by assignment (express's `var app = exports = module.exports = {}`,
 * `var res = Object.create(http.ServerResponse.prototype)`): `this.x(…)` inside `app.m = function () { … }` runs the
 * object's own `x` (resolution `scope`), an anonymous function assigned to a top-level object's member is a node named
 * by the member, and a member call on an untyped value counts as in-repository only when the repository declares a
 * member of that name outside call arguments.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { findDefinitions } from "../../src/navigate/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

/** `kind id` per function or method node and `from -> to @line resolution|external|internal` per call edge. */
const graphLines = async (files: Record<string, string>): Promise<{ nodes: string[]; calls: string[] }> => {
  const root = writeTree(files);
  const graph = await buildGraph({ root, files: loadFixture(root) });
  const nodes = graph.nodes.filter((n) => n.kind === "function" || n.kind === "method").map((n) => `${n.kind} ${n.id}`).sort();
  const calls = graph.edges
    .filter((e) => e.kind === "calls")
    .map((e) => `${e.from} -> ${e.to} @${e.line}${e.resolved ? ` ${e.resolution ?? ""}` : e.external ? " external" : " internal"}`)
    .sort();
  return { nodes, calls };
};

const APPLICATION = [
  "'use strict';",
  "var app = exports = module.exports = {};",
  "app.init = function init() {",
  "  this.defaultConfiguration();",
  "};",
  "app.defaultConfiguration = function defaultConfiguration() {",
  "  this.set('etag', 'weak');",
  "  var self = this;",
  "  [1].forEach(() => this.enabled('x'));",
  "  [2].forEach(function () { this.set('y'); });",
  "};",
  "app.set = function set(setting, val) {",
  "  return this;",
  "};",
  "app.enabled = function enabled(setting) {",
  "  return Boolean(this.set(setting));",
  "};",
  "app.twice = function () {};",
  "app.twice = function () {};",
  "app.data = 3;",
  "app.callTwice = function callTwice() {",
  "  this.twice();",
  "  this.data();",
  "  this.missing();",
  "};",
  "['get', 'post'].forEach(function (method) {",
  "  app[method] = function (path) {",
  "    return this.set(path);",
  "  };",
  "});",
  "app.later = function later() {",
  "  this.set('z');",
  "};",
  "process.nextTick(app.later);",
  "",
].join("\n");

const STREAMS = [
  "const internals = {};",
  "exports.drain = function (stream) {",
  "  stream.on('readable', internals.read);",
  "  return internals.helper();",
  "};",
  "internals.read = function () {",
  "  while (this.read()) {}",
  "};",
  "internals.helper = function () {",
  "  return this.other();",
  "};",
  "internals.other = function () {};",
  "",
].join("\n");

const RESPONSE = [
  "'use strict';",
  "var res = Object.create(Object.prototype);",
  "module.exports = res;",
  "res.get = function (field) {",
  "  return field;",
  "};",
  "res.set = res.header = function header(field, val) {",
  "  return this.get(field);",
  "};",
  "res.send = function send(body) {",
  "  this.set('Content-Type', 'text/html');",
  "  return this.get('x');",
  "};",
  // express's `res.render`: `var self = this; … self.send(str)` (a new user's trial on express a3714473).
  "res.render = function render(view) {",
  "  var self = this;",
  "  self.send(view);",
  "  function done() { return self.get('y'); }",
  "  var that = this;",
  "  that = {};",
  "  that.send();",
  "  return done;",
  "};",
  "",
].join("\n");

describe("this in a module object's methods", () => {
  it("resolves this.x to the object's own member, by scope, and names anonymous members", async () => {
    const { nodes, calls } = await graphLines({ "lib/application.js": APPLICATION, "lib/response.js": RESPONSE, "lib/streams.js": STREAMS });
    expect(nodes).toEqual([
      "function lib/application.js#callTwice",
      "function lib/application.js#defaultConfiguration",
      "function lib/application.js#enabled",
      "function lib/application.js#init",
      "function lib/application.js#later",
      "function lib/application.js#set",
      "function lib/application.js#twice",
      "function lib/application.js#twice@19",
      "function lib/response.js#get",
      "function lib/response.js#header",
      "function lib/response.js#render",
      "function lib/response.js#render.done",
      "function lib/response.js#send",
      "function lib/streams.js#drain",
      "function lib/streams.js#helper",
      "function lib/streams.js#other",
      "function lib/streams.js#read",
    ]);
    expect(calls).toEqual([
      "lib/application.js -> ?['get','post'].forEach @26 external",
      "lib/application.js -> ?process.nextTick @34 external",
      // `process.nextTick(app.later)` names the method as a value (an edge `via: "reference"`, no call).
      "lib/application.js -> lib/application.js#later @34 type-checked",
      // `app[method] = function (path) { return this.set(path) }`: a method of `app` too. Where the checker types
      // `this` as `app` (a function assigned to its member), the member's declaration is the assignment, whose
      // function is the node: type-checked; where it cannot (`Object.create(…)` below), the scope rule finds it.
      "lib/application.js -> lib/application.js#set @28 type-checked",
      // `app.data = 3` is no function: no guess by name.
      "lib/application.js#callTwice -> ?this.data @23 internal",
      "lib/application.js#callTwice -> ?this.missing @24 internal",
      // The checker types this `this` itself and takes the first of the two definitions.
      "lib/application.js#callTwice -> lib/application.js#twice @22 type-checked",
      "lib/application.js#defaultConfiguration -> ?[1].forEach @9 external",
      "lib/application.js#defaultConfiguration -> ?[2].forEach @10 external",
      // A plain callback's `this` is not the object's.
      "lib/application.js#defaultConfiguration -> ?this.set @10 internal",
      // An arrow function keeps the method's `this`.
      "lib/application.js#defaultConfiguration -> lib/application.js#enabled @9 type-checked",
      "lib/application.js#defaultConfiguration -> lib/application.js#set @7 type-checked",
      "lib/application.js#enabled -> ?Boolean @16 external",
      "lib/application.js#enabled -> lib/application.js#set @16 type-checked",
      "lib/application.js#init -> lib/application.js#defaultConfiguration @4 type-checked",
      // `process.nextTick(app.later)` hands the method out: its `this` is unknown.
      "lib/application.js#later -> ?this.set @32 internal",
      "lib/response.js -> ?Object.create @2 external",
      // `res.set = res.header = function header …` and the anonymous `res.get`: the response's own, not `app.set`.
      "lib/response.js#header -> lib/response.js#get @8 scope",
      // A variable initialized with `this` reads the `this` of the function declaring it, in a nested function too;
      // once reassigned it holds something else.
      "lib/response.js#render -> ?that.send @20 internal",
      "lib/response.js#render -> lib/response.js#send @16 scope",
      "lib/response.js#render.done -> lib/response.js#get @17 scope",
      "lib/response.js#send -> lib/response.js#get @12 scope",
      "lib/response.js#send -> lib/response.js#header @11 scope",
      "lib/streams.js#drain -> ?stream.on @3 external",
      "lib/streams.js#drain -> lib/streams.js#helper @4 type-checked",
      "lib/streams.js#drain -> lib/streams.js#read @3 type-checked",
      // The checker types `this` in a namespace object's function as the object; right when called through it.
      "lib/streams.js#helper -> lib/streams.js#other @10 type-checked",
      // `internals.read` is an event listener: `this` is the stream, not `internals` (neither the checker's guess nor this rule).
      "lib/streams.js#read -> ?this.read @7 internal",
    ]);
  });

  it("counts a member call on an untyped value as in-repository only for a member the repository declares", async () => {
    const { calls } = await graphLines({
      "server.js": [
        "function handle(req, res, done) {",
        "  res.end('x');",
        "  res.flush();",
        "  res.render('v');",
        "}",
        "function flush() {}",
        "handle({ url: '/' }, { end: flush, flush: flush }, flush);",
        "var view = { render: function () {}, draw() {} };",
        "view.draw = function () {};",
        "module.exports = { handle, view };",
        "",
      ].join("\n"),
    });
    expect(calls).toEqual([
      "server.js -> server.js#flush @7 type-checked",
      "server.js -> server.js#handle @7 type-checked",
      // Declared only as members of an argument's object literal, or as a plain function: nothing a member call reaches.
      "server.js#handle -> ?res.end @2 external",
      "server.js#handle -> ?res.flush @3 external",
      // `view.render` is a member the repository declares, its one definition: a `function` of an object a variable
      // holds is a method node (handlebars' runtime `container`, a new user's trial), so the name-only rule reaches it.
      "server.js#handle -> server.js#view.render @4 name-only",
    ]);
  });

  it("signs a function by the members it is assigned to, and finds it by them or by prototype notation", async () => {
    const root = writeTree({
      "lib/response.js": RESPONSE,
      "lib/reply.js": "function Reply() {}\nReply.prototype.send = function (payload) { return payload; };\nmodule.exports = Reply;\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const signatures = graph.nodes.filter((n) => n.kind === "function" || n.kind === "method").map((n) => `${n.id}: ${n.signature}`);
    expect(signatures.sort()).toEqual([
      "lib/reply.js#Reply.send: Reply.prototype.send = function (payload)",
      "lib/reply.js#Reply: function Reply()",
      "lib/response.js#get: res.get = function (field)",
      "lib/response.js#header: res.set = res.header = function header(field, val)",
      "lib/response.js#render.done: function done()",
      "lib/response.js#render: res.render = function render(view)",
      "lib/response.js#send: res.send = function send(body)",
    ]);
    const found = (q: string): string[] => findDefinitions(graph, q).map((d) => `${d.id} ${d.match}`);
    expect(found("res.header")).toEqual(["lib/response.js#header qualified-name"]);
    expect(found("res.set")).toEqual(["lib/response.js#header qualified-name"]);
    expect(found("res.get")).toEqual(["lib/response.js#get qualified-name"]);
    expect(found("Reply.prototype.send")).toEqual(["lib/reply.js#Reply.send qualified-name"]);
    expect(found("app.header")).toEqual([]);
  });
});
