/**
 * A JavaScript variable declared without a value (`var mocha;`) and assigned in a test's setup only values of
 * repository types (`mocha = new Mocha(opts)` in a `beforeEach`): its member calls in the tests' callbacks reach those
 * types' methods. The checker types the variable `any` where another function reads it, so mocha e6b9ee773's
 * `mocha.bail()` and `suite.addTest(…)` reached nothing. A variable also assigned a value of another type, or one whose
 * type declares no such member, stays unresolved.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript variables assigned repository instances", () => {
  it("reach the assigned type's method when every assignment agrees", async () => {
    const root = writeTree({
      "lib/suite.js": "function Suite(title) { this.title = title; }\nSuite.prototype.addTest = function (t) { return t; };\nSuite.prototype.bail = function () {};\nmodule.exports = Suite;\n",
      "lib/runner.js": "class Runner {\n  addTest(t) { return t; }\n  run() {}\n}\nmodule.exports = Runner;\n",
      "test/suite.spec.js": [
        "var Suite = require('../lib/suite');",
        "var Runner = require('../lib/runner');",
        "var suite;",
        "let runner = null;",
        "let mixed;",
        "beforeEach(function () {",
        "  suite = new Suite('a');",
        "  runner = new Runner();",
        "  mixed = new Suite('b');",
        "});",
        "afterEach(function () {",
        "  mixed = new Runner();",
        "});",
        "it('adds', function () {",
        "  suite.addTest(1);",
        "  suite.bail();",
        "  runner.run();",
        "  mixed.addTest(2);",
        "  suite.missing();",
        "});",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => e.kind === "calls" && e.from === "test/suite.spec.js" && e.line !== undefined && e.line >= 15)
      .map((e) => `${e.to} @${e.line}${e.resolved ? ` ${e.resolution}` : e.external ? " external" : " internal"}`)
      .sort();
    expect(lines).toEqual(["?mixed.addTest @18 internal", "?suite.missing @19 external", "lib/runner.js#Runner.run @17 scope", "lib/suite.js#Suite.addTest @15 scope", "lib/suite.js#Suite.bail @16 scope"]);
  });
});
