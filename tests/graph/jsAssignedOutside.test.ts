/**
 * A JavaScript variable declared without a value (`var CLIENT;`) and set in a test's setup from a package outside the
 * repository (`CLIENT = clients.createJsonClient(…)`, `clients = require('restify-clients')`, not installed): its
 * members are the package's, as they are for a variable initialized so. restify 009f40b counted its tests' 37
 * `CLIENT.get(…)` calls as unresolved in-repository calls because the repository declares a `get`. A mock proxy of the
 * repository's own module (mocha's `Mocha = rewiremock.proxy(() => require('../../lib/mocha'), …)`) is no outside value.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript variables assigned from outside", () => {
  it("are outside values when every assignment is one; a variable also set from repository code stays in-repository", async () => {
    const root = writeTree({
      "lib/server.js": "function Server() {}\nServer.prototype.get = function get(path) { return path; };\nmodule.exports = Server;\n",
      "test/server.test.js": [
        "var clients = require('restify-clients');",
        "var Server = require('../lib/server');",
        "var CLIENT;",
        "var SERVER = null;",
        "var MIXED;",
        "var Proxied;",
        "var rewiremock = require('rewiremock');",
        "before(function () {",
        "  CLIENT = clients.createJsonClient({ url: 'http://x' });",
        "  SERVER = clients.createServer();",
        "  MIXED = clients.createJsonClient({});",
        "  Proxied = rewiremock.proxy(() => require('../lib/server'), {});",
        "});",
        "beforeEach(function () {",
        "  MIXED = new Server();",
        "});",
        "it('gets', function () {",
        "  CLIENT.get('/a');",
        "  SERVER.get('/b');",
        "  MIXED.get('/c');",
        "  new Proxied().get('/d');",
        "  const config = rewiremock.proxy(() => require('../lib/server'), {});",
        "  const get = config.get;",
        "  get('/e');",
        "});",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && /(?:\.|\?)get$/.test(e.to))
      .map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual(["?CLIENT.get @18 external", "?MIXED.get @20 internal", "?SERVER.get @19 external", "?get @24 internal", "?new Proxied().get @21 internal"]);
  });
});
