/**
 * A CommonJS module that assigns a value to `module.exports` and then properties to it (`module.exports = Reply;
 * module.exports.build = …`, fastify's lib/reply.js) exports that value as its main export, with the properties.
 */
import { expect, test } from "vitest";
import type { Entity } from "../../../src/extract/contract.js";
import { extractFixture } from "./helpers.js";

test("module.exports = value followed by module.exports.name = … lists the value and the names", async () => {
  const all = await extractFixture({
    "reply.js": `function Reply(res) { this.res = res; }\nReply.props = ['a'];\nReply.prototype.send = function (p) { return p; };\nfunction build() {}\nmodule.exports = Reply;\nmodule.exports.build = build;\n`,
    "compose.js": `module.exports = function compose() {};\nmodule.exports.x = 1;\n`,
    "fmt.js": `function pad(n) { return n; }\nmodule.exports = { pad };\nmodule.exports.VERSION = "1.2";\n`,
  });
  expect(all.get("reply.js")?.exports).toEqual<Entity[]>([
    {
      name: "export=",
      kind: "function",
      localName: "Reply",
      signature: "function Reply(res)",
      signatures: [{ params: [{ name: "res", type: "any" }], returnType: "void" }],
      line: 1,
      endLine: 1,
    },
    { name: "props", kind: "property", signature: "Reply.props = ['a']", type: "string[]", line: 2, endLine: 2 },
    { name: "build", kind: "function", signature: "function build()", signatures: [{ params: [], returnType: "void" }], line: 4, endLine: 4 },
  ]);
  expect(all.get("compose.js")?.exports.map((e) => `${e.name} ${e.kind} ${e.signature}`)).toEqual(["export= function module.exports = function compose()", "x property module.exports.x = 1"]);
  expect(all.get("fmt.js")?.exports.map((e) => e.name)).toEqual(["pad", "VERSION"]);
});
