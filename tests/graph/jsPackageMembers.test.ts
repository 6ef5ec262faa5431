/**
 * A variable set from a repository module's member that the module assigns a package's value (express a3714473's
 * tests: `var Router = express.Router`, with `exports.Router = Router` and `Router = require('router')` in
 * `lib/express.js`) holds the package's value: `new Router()`, the router's methods and the `next` the router hands
 * its handlers run the package's code. They counted as unresolved in-repository calls because the repository declares
 * its own `use`, `handle` and `next`-taking handlers.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript variables set from a module's package-valued member", () => {
  it("are outside values, as the package's own value is", async () => {
    const root = writeTree({
      "index.js": "module.exports = require('./lib/express');\n",
      "lib/express.js": [
        "var Router = require('router');",
        "function createApplication() { return { use: function use(fn) { return fn; }, handle: function handle() {} }; }",
        "exports = module.exports = createApplication;",
        "exports.Router = Router;",
        "exports.own = function own() {};",
        "",
      ].join("\n"),
      "test/Router.js": [
        "var express = require('../');",
        "var Router = express.Router;",
        "var own = express.own;",
        "it('dispatches', function () {",
        "  var router = new Router();",
        "  router.use(function (req, res, next) { next(); });",
        "  router.handle({});",
        "  own();",
        "});",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from.startsWith("test/") && !e.via)
      .map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual(["?Router @5 external", "?it @4 external", "?next @6 external", "?router.handle @7 external", "?router.use @6 external", "lib/express.js#own @8 type-checked"]);
  });

  // mysqljs/mysql dc9c152: `lib/protocol/SqlString.js` is `module.exports = require('sqlstring')`, so
  // `SqlString.escapeId(…)` in `lib/Connection.js` runs the package's code, though the repository declares an `escapeId`.
  it("a repository module that only hands on a package exports the package's members", async () => {
    const lines = await callLines(
      {
        "lib/protocol/SqlString.js": "module.exports = require('sqlstring');\n",
        "lib/protocol/own.js": ["module.exports = require('sqlstring');", "module.exports.extra = function extra() {};", ""].join("\n"),
        "lib/Connection.js": [
          "var SqlString = require('./protocol/SqlString');",
          "var { format } = require('./protocol/SqlString');",
          "var Own = require('./protocol/own');",
          "function Connection() {}",
          "Connection.prototype.escapeId = function (value) {",
          "  return SqlString.escapeId(value, false) + format(value) + Own.escapeId(value);",
          "};",
          "module.exports = Connection;",
          "",
        ].join("\n"),
      },
      "lib/Connection.js#",
    );
    expect(lines).toEqual([
      "lib/Connection.js#Connection.escapeId -> ?Own.escapeId @6 internal",
      "lib/Connection.js#Connection.escapeId -> ?SqlString.escapeId @6 external",
      "lib/Connection.js#Connection.escapeId -> ?format @6 external",
    ]);
  });
});
