/**
 * The `function` members of an object literal a variable holds are methods, as shorthand ones are:
 * handlebars-lang/handlebars.js 13a7a679's runtime builds `let container = { strict: function (obj, name, loc) { … },
 * lookupProperty: function (parent, propertyName) { … }, … }` inside `template()`. A new user's trial: those nine
 * functions (the prototype-access guard `lookupProperty` among them) were no nodes, and `container.lookupProperty(…)`
 * reached nothing. A function handed along in an argument object stays no node.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { callLines, loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "lib/runtime.js": [
    "function template(spec) {",
    "  const container = {",
    "    helper: function (x) { return x + 1; },",
    "    run: function (x) { return container.helper(x); },",
    "  };",
    "  register({ onDone: function () { return 0; } });",
    "  return container.run(spec);",
    "}",
    "function register(options) { return options.onDone(); }",
    "module.exports = { template, register };",
    "",
  ].join("\n"),
};

describe("JavaScript functions of an object literal a variable holds", () => {
  it("are method nodes its calls reach", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.nodes.filter((n) => n.kind === "method" || n.kind === "function").map((n) => `${n.id} ${n.kind}`)).toEqual([
      "lib/runtime.js#register function",
      "lib/runtime.js#template function",
      "lib/runtime.js#template.container.helper method",
      "lib/runtime.js#template.container.run method",
    ]);
    expect((await callLines(FILES)).filter((l) => l.includes("container"))).toEqual([
      "lib/runtime.js#template -> lib/runtime.js#template.container.run @7 type-checked",
      "lib/runtime.js#template.container.run -> lib/runtime.js#template.container.helper @4 type-checked",
    ]);
  });
});
