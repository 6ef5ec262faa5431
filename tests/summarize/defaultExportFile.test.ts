/**
 * A file whose export is an anonymous default export: axios `lib/helpers/resolveConfig.js` (`export default (config)
 * => …`) read "Provides function default." in its file summary; importers bind it to the module's name.
 */
import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { extractOne } from "../extract/typescript/helpers.js";

const METRICS = { bytes: 1, lines: 1, tokens: 1, sendInFull: true };

describe("file summary of an anonymous default export", () => {
  it("names it after its module, as its importers do", async () => {
    const text = "import mergeConfig from '../core/mergeConfig.js';\n\nexport default (config) => {\n  const newConfig = mergeConfig({}, config);\n  return newConfig;\n};\n";
    const contract = await extractOne({ "lib/helpers/resolveConfig.js": text }, "lib/helpers/resolveConfig.js");
    expect(contract.exports.map((e) => [e.kind, e.name])).toEqual([["function", "default"]]);
    expect(extractiveSummary({ ...contract, metrics: METRICS }).main_responsibility).toBe("Provides function resolveConfig (default export).");
    // An index file takes its folder's name.
    const index = await extractOne({ "lib/platform/index.js": "export default function () {\n  return 1;\n}\n" }, "lib/platform/index.js");
    expect(extractiveSummary({ ...index, metrics: METRICS }).main_responsibility).toBe("Provides function platform (default export).");
  });

  // A trial on fastify: `strata summary lib/reply.js` listed `export=(res, request, log)` for `module.exports = Reply`.
  it("shows a CommonJS module.exports by the name it has in the file", async () => {
    const text = "function Reply (res, request, log) {\n  this.raw = res\n}\n\nReply.prototype.send = function (payload) {\n  return this\n}\n\nfunction buildReply (R) {\n  return R\n}\n\nmodule.exports = Reply\nmodule.exports.buildReply = buildReply\n";
    const contract = await extractOne({ "lib/reply.js": text }, "lib/reply.js");
    expect(contract.exports.map((e) => [e.kind, e.name, e.localName ?? null])).toEqual([["function", "export=", "Reply"], ["function", "buildReply", null]]);
    const summary = extractiveSummary({ ...contract, metrics: METRICS });
    expect(summary.main_responsibility).toBe("Provides function Reply (module.exports); function buildReply.");
    expect(summary.public_api.map((e) => [e.name, e.signature])).toEqual([["Reply", "Reply(res: any, request: any, log: any): void"], ["buildReply", "buildReply(R: any): any"]]);
  });
});
