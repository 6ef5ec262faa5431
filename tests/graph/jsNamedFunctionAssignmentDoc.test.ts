/**
 * A JavaScript named function expression assigned to a member (`ejs.compile = function compile(template, opts)`) is
 * documented by the JSDoc above its assignment statement, as an anonymous one (`ejs.render = function (…)`) is.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("a named function expression assigned to a member", () => {
  it("takes the JSDoc of its assignment statement", async () => {
    const root = writeTree({
      "lib/ejs.js": [
        "const ejs = {};",
        "",
        "/**",
        " * Compile the given `str` of ejs into a template function.",
        " *",
        " * @param {String} template EJS template",
        " */",
        "",
        "ejs.compile = function compile(template, opts) {",
        "  return template + opts;",
        "};",
        "",
        "/**",
        " * Render the given `template` of ejs.",
        " */",
        "ejs.render = function (template) {",
        "  return ejs.compile(template, {});",
        "};",
        "",
        "export default ejs;",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const doc = (id: string): string | undefined => graph.nodes.find((n) => n.id === id)?.doc;
    expect(doc("lib/ejs.js#compile")).toBe("Compile the given `str` of ejs into a template function.");
    expect(doc("lib/ejs.js#render")).toBe("Render the given `template` of ejs.");
  });
});
