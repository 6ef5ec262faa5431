/**
 * JavaScript values the checker types but the graph had not followed. Cut from a new user's trial on
 * visionmedia/superagent 3c9c0f7 and from restify 009f40b:
 * - A component mixin: `RequestBase(Request.prototype)` copies `RequestBase.prototype`'s members onto `Request`'s
 *   prototype (superagent's `src/node/index.js`, beside `util.inherits(Request, Stream)`). `this._retry()` in a
 *   `Request` method had read "outside the repository" (the outside parent `Stream` was asked instead).
 * - A module table's entry: `queryParser: require('./query')` in `plugins/index.js`, reached as
 *   `restify.plugins.queryParser(…)`; 70 of restify's calls had stayed unresolved.
 * - A member given only plain data (`result.throughput.equal = true` in a benchmark) declares nothing a call can run:
 *   `t.equal(…)` on a test runner's untyped `t` is outside, not an unresolved call of the repository.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript component mixins, module tables and plain-data members", () => {
  it("reaches a mixed-in prototype's method before an outside parent's", async () => {
    const lines = await callLines(
      {
        "src/request-base.js": [
          "module.exports = RequestBase;",
          "function RequestBase(object) {",
          "  if (object) return mixin(object);",
          "}",
          "function mixin(object) {",
          "  for (const key in RequestBase.prototype) object[key] = RequestBase.prototype[key];",
          "  return object;",
          "}",
          "RequestBase.prototype._retry = function () {",
          "  return 1;",
          "};",
          "",
        ].join("\n"),
        "src/node/index.js": [
          "const util = require('util');",
          "const Stream = require('stream');",
          "const RequestBase = require('../request-base');",
          "function Request(method) {",
          "  Stream.call(this);",
          "}",
          "util.inherits(Request, Stream);",
          "RequestBase(Request.prototype);",
          "Request.prototype.callback = function (err) {",
          "  this._retry();",
          "  this.pipe(err);",
          "  return this.unknownThing();",
          "};",
          "module.exports = Request;",
          "",
        ].join("\n"),
      },
      "src/node/index.js#Request.callback",
    );
    expect(lines).toEqual([
      "src/node/index.js#Request.callback -> ?this.pipe @11 external",
      "src/node/index.js#Request.callback -> ?this.unknownThing @12 external",
      "src/node/index.js#Request.callback -> src/request-base.js#RequestBase._retry @10 scope",
    ]);
  });

  it("reaches the function a module table's required entry exports, and leaves plain-data members out", async () => {
    const root = writeTree({
      "lib/plugins/query.js": "function queryParser(options) {\n  return options;\n}\nmodule.exports = queryParser;\n",
      "lib/plugins/index.js": "module.exports = {\n  queryParser: require('./query'),\n  pre: { other: require('./query') },\n};\n",
      "lib/index.js": "module.exports.plugins = require('./plugins');\n",
      "bench/report.js": "function report(result) {\n  result.throughput.equal = true;\n  result.count = 3;\n}\nmodule.exports = report;\n",
      "test/query.test.js": [
        "const restify = require('../lib');",
        "function check(t) {",
        "  restify.plugins.queryParser({});",
        "  restify.plugins.pre.other({});",
        "  t.equal(1, 1);",
        "  t.count();",
        "}",
        "module.exports = check;",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("test/"))
      .map((e) => `${e.to} ${(e.lines ?? [e.line]).join(",")} ${e.resolved ? e.resolution : e.external ? "external" : "internal"}`)
      .sort();
    expect(calls).toEqual(["?t.count 6 external", "?t.equal 5 external", "lib/plugins/query.js#queryParser 3,4 type-checked"]);
  });
});
