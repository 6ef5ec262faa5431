/**
 * A default export with a name in its file is shown by that name, marked as the default export: formidable's
 * src/PersistentFile.js (`class PersistentFile …; export default PersistentFile`) listed `class default`,
 * `default.open()` and "Inheritance: default"; its src/parsers/JSON.js read "class JSON" (the module's name) for its
 * `class JSONParser`, and src/parsers/Multipart.js listed its `MultipartParser`, exported through `Object.assign`,
 * among internal units.
 */
import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { extractOne } from "../extract/typescript/helpers.js";

const METRICS = { bytes: 1, lines: 1, tokens: 1, sendInFull: true };

describe("file summary of a named default export", () => {
  it("lists a default-exported class by its name, members and patterns included", async () => {
    const text = [
      'import crypto from "node:crypto";',
      'import { EventEmitter } from "node:events";',
      "",
      "class PersistentFile extends EventEmitter {",
      "  open() {",
      "    this.hash = crypto.createHash('sha1');",
      "  }",
      "}",
      "",
      "export default PersistentFile;",
      "",
    ].join("\n");
    const contract = await extractOne({ "src/PersistentFile.js": text }, "src/PersistentFile.js");
    const summary = extractiveSummary({ ...contract, metrics: METRICS });
    expect(summary.main_responsibility).toBe("Provides class PersistentFile (default export), with public members open().");
    expect(summary.public_api.map((a) => [a.name, a.signature, a.description ?? null])).toEqual([
      ["PersistentFile", "class PersistentFile", "Default export."],
      ["PersistentFile.open", "PersistentFile.open(): void", null],
    ]);
    expect(summary.key_algorithms).toEqual(["Inheritance: PersistentFile (EventEmitter)"]);
    // `crypto` imported to hash draws no random values.
    expect(summary.side_effects).toEqual([]);
  });

  it("names the export by its name in the file, not the module's", async () => {
    const json = await extractOne({ "src/parsers/JSON.js": "class JSONParser {\n  write(chunk) {\n    return chunk;\n  }\n}\n\nexport default JSONParser;\n" }, "src/parsers/JSON.js");
    expect(extractiveSummary({ ...json, metrics: METRICS }).main_responsibility).toBe("Provides class JSONParser (default export), with public members write(chunk) returning any.");
    const plugin = await extractOne({ "src/plugins/octetstream.js": "export const octetStreamType = 'octet-stream';\n\n/** Adds the parser. */\nexport default async function plugin(formidable, options) {\n  return options;\n}\n" }, "src/plugins/octetstream.js");
    const summary = extractiveSummary({ ...plugin, metrics: METRICS });
    expect(summary.main_responsibility).toBe("Provides function plugin (default export) (adds the parser); and 1 more export.");
    expect(summary.public_api.map((a) => [a.name, a.description ?? null])).toEqual([["octetStreamType", null], ["plugin", "Default export. Adds the parser."]]);
  });

  it("exports the class an `export default Object.assign(X, { … })` extends", async () => {
    const text = "export const STATES = {};\n\nclass MultipartParser {\n  explain() {\n    return 'x';\n  }\n}\n\nexport default Object.assign(MultipartParser, { STATES });\n";
    const contract = await extractOne({ "src/parsers/Multipart.js": text }, "src/parsers/Multipart.js");
    expect(contract.exports.map((e) => [e.kind, e.name, e.localName ?? null])).toEqual([["object", "STATES", null], ["class", "default", "MultipartParser"]]);
    const summary = extractiveSummary({ ...contract, metrics: METRICS });
    expect(summary.main_responsibility).toBe("Provides object STATES; class MultipartParser (default export).");
    expect(summary.public_api.map((a) => a.name)).toEqual(["STATES", "MultipartParser", "MultipartParser.explain"]);
  });

  it("keeps randomness for crypto's random names imported", async () => {
    const contract = await extractOne({ "src/id.js": 'import { randomBytes } from "node:crypto";\n\nexport function id() {\n  return randomBytes(8);\n}\n' }, "src/id.js");
    expect(extractiveSummary({ ...contract, metrics: METRICS }).side_effects).toEqual(["randomness (node:crypto)"]);
  });
});
