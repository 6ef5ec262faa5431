/**
 * An ES module that declares an empty object and then assigns its API to it (`const ejs = {}; ejs.compile = function
 * compile(…) {…}; export default ejs;`, mde/ejs's lib/esm/ejs.js) lists those assignments as the object's members; a
 * CommonJS module keeps listing them as its own exports, once.
 */
import { expect, test } from "vitest";
import type { Entity } from "../../../src/extract/contract.js";
import { extractFixture } from "./helpers.js";

test("members assigned to an exported object after its declaration are its members", async () => {
  const all = await extractFixture({
    "ejs.js": [
      "const ejs = { name: 'ejs' };",
      "/** Compile a template. */",
      "ejs.compile = function compile(template) {",
      "  return template;",
      "};",
      "ejs.VERSION = '3.1';",
      "ejs.name = 'other';",
      "ejs.prototype = null;",
      "other.x = 1;",
      "export default ejs;",
      "",
    ].join("\n"),
    "cjs.js": "var api = {};\n/** Get. */\napi.get = function (k) { return k; };\nmodule.exports = api;\n",
  });
  expect(all.get("ejs.js")?.exports).toEqual<Entity[]>([
    {
      name: "default",
      kind: "object",
      localName: "ejs",
      signature: "const ejs =",
      modifiers: ["default", "const"],
      members: [
        { name: "name", kind: "property", signature: "name: 'ejs'", type: "string", line: 1, endLine: 1 },
        {
          name: "compile",
          kind: "method",
          doc: "Compile a template.",
          signature: "ejs.compile = function compile(template)",
          signatures: [{ params: [{ name: "template", type: "any" }], returnType: "any" }],
          line: 3,
          endLine: 5,
        },
        { name: "VERSION", kind: "property", signature: "ejs.VERSION = '3.1'", type: "string", line: 6, endLine: 6 },
      ],
      line: 1,
      endLine: 1,
    },
  ]);
  expect(all.get("cjs.js")?.exports.map((e) => `${e.name} ${e.kind} ${(e.members ?? []).length}`)).toEqual(["export= object 0", "get function 0"]);
});
