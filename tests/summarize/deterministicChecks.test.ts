import { describe, expect, it } from "vitest";
import { deterministicChecks, isDeclarationRestating, isNameRestating } from "../../src/summarize/index.js";
import { makeNodeSummary } from "../../src/summarize/hierarchy/nodeSummary.js";

const fields = (purpose: string) => ({ purpose, inputs: [], outputs: [], sideEffects: [], calls: [], details: [] });

describe("deterministic summary checks", () => {
  it("flags purposes that only restate the declaration's name", () => {
    expect(isNameRestating("node.getValue", "Method node.getValue: get value")).toBe(true);
    expect(isNameRestating("Client._send_handling_redirects", "Method Client._send_handling_redirects: send handling redirects")).toBe(true);
    expect(isNameRestating("node.getValue", "Returns (value nodeValue), at 11 return points under 37 conditions")).toBe(false);
    expect(isNameRestating("parseLine", "Takes line: string and returns [string, string]")).toBe(false);
  });

  // A trial on fastify: 203 of 354 purposes in lib/ said only "Takes …", "Returns a value", "Declared as …" or
  // "Delegates to …", while the name check counted 0.7%.
  it("flags purposes that only say back the declaration: name, inputs, outputs and callees in template words", () => {
    const summary = (id: string, purpose: string, more: Partial<{ inputs: string[]; outputs: string[]; calls: { id: string; why: string }[] }> = {}) => ({ id, purpose, inputs: [], outputs: [], calls: [], ...more });
    expect(
      [
        summary("lib/content-type-parser.js#defaultJsonParser", "Takes req; body; done.", { inputs: ["req", "body", "done"] }),
        summary("lib/route.js#hasRoute", "Returns a value."),
        summary("fastify.js#noop", "Declared as function noop ()"),
        summary("lib/route.js#handleTimeout", "Delegates to noop.", { calls: [{ id: "fastify.js#noop", why: "" }] }),
        summary("tree.go#node.getValue", "Returns (value nodeValue), at 11 return points under 37 conditions"),
        summary("config.ts#load", "Reads the config file from disk."),
        summary("lib/route.js#handleTimeout", "Delegates to noop; sends a 503 when the handler takes too long.", { calls: [{ id: "fastify.js#noop", why: "" }] }),
      ].map(isDeclarationRestating),
    ).toEqual([true, true, true, true, true, false, false]);
  });

  it("reports counts and rates over declarations only", () => {
    const summaries = [
      makeNodeSummary("a.ts#getValue", "function", "extractive", fields("Function getValue: get value")),
      makeNodeSummary("a.ts#load", "function", "extractive", fields("Reads the config file from disk.")),
      makeNodeSummary("a.ts#Empty", "class", "extractive", fields(" ")),
      makeNodeSummary("a.ts", "file", "extractive", fields("File a.ts")),
    ];
    expect(deterministicChecks(summaries)).toEqual({ declarations: 3, nameRestating: 1, nameRestatingRate: 0.333, declarationRestating: 1, declarationRestatingRate: 0.333, emptyPurpose: 1, emptyPurposeRate: 0.333 });
  });
});
