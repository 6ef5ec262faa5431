/**
 * Members an ES module assigns to the object it exports (`const ejs = {}; ejs.compile = function compile(…) {…};
 * export default ejs;`, mde/ejs's lib/esm/ejs.js) are exported nodes: `strata summary` had listed the module's whole API
 * both as public API and as internal units.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { TsMorphExtractor } from "../../src/extract/typescript/TsMorphExtractor.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript: members assigned to an exported object", () => {
  it("ejs.compile is exported; a local helper, a local function named as a member holding another value, and a member of an unexported object are not", async () => {
    const text = [
      "const ejs = {};",
      "const internals = {};",
      "function helper(x) { return x; }",
      "function load(name) { return name; }",
      "ejs.load = fs.readFileSync;",
      "/** Compile a template. */",
      "ejs.compile = function compile(template) { return helper(template); };",
      "internals.parse = function parse(name) { return name; };",
      "export default ejs;",
      "",
    ].join("\n");
    const root = writeTree({ "package.json": '{ "type": "module" }\n', "ejs.js": text });
    const files = loadFixture(root);
    const extractor = new TsMorphExtractor({ root });
    const contract = await extractor.extract({ path: "ejs.js", text, language: "javascript" });
    extractor.dispose();
    const withContract = files.map((f) => (f.path === "ejs.js" ? { ...f, contract: { ...contract, metrics: { bytes: 10, lines: 1, tokens: 3, sendInFull: true } } } : f));
    const graph = await buildGraph({ root, files: withContract });
    const nodes = graph.nodes.filter((n) => n.path === "ejs.js" && n.kind !== "file").map((n) => `${n.qualifiedName}${n.exported ? " exported" : ""}`).sort();
    expect(nodes).toEqual(["compile exported", "helper", "load", "parse"]);
    expect(graph.nodes.find((n) => n.qualifiedName === "compile")?.doc).toBe("Compile a template.");
  });
});
