/**
 * Importing Node's `http` (or `https`, `http2`, `net`) implies no network I/O: @koa/router's
 * src/utils/http-methods.ts reads only the constant `http.METHODS` and its summary said "Side effects: network
 * (node:http)". The names that connect or serve, imported by name, still say network; a package that is a client
 * (axios) still does too.
 */
import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { extractOne } from "../extract/typescript/helpers.js";

const METRICS = { bytes: 1, lines: 1, tokens: 1, sendInFull: true };

describe("file side effects of Node's networking modules", () => {
  it("names none for a module imported to read its constants", async () => {
    const text = 'import http from "node:http";\n\nexport function getAllHttpMethods(): string[] {\n  return http.METHODS.map((m) => m.toLowerCase());\n}\n';
    const contract = await extractOne({ "src/utils/http-methods.ts": text }, "src/utils/http-methods.ts");
    expect(extractiveSummary({ ...contract, metrics: METRICS }).side_effects).toEqual([]);
  });

  it("names network for the names that connect or serve, imported by name, and for a client package", async () => {
    const text = 'import { createServer } from "node:http";\nimport { connect } from "net";\nimport axios from "axios";\n\nexport function serve() {\n  return [createServer(), connect(80), axios];\n}\n';
    const contract = await extractOne({ "src/serve.js": text }, "src/serve.js");
    expect(extractiveSummary({ ...contract, metrics: METRICS }).side_effects).toEqual(["network (node:http, net, axios)"]);
  });
});
