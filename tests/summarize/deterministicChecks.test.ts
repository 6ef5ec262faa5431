import { describe, expect, it } from "vitest";
import { deterministicChecks, isNameRestating } from "../../src/summarize/index.js";
import { makeNodeSummary } from "../../src/summarize/hierarchy/nodeSummary.js";

const fields = (purpose: string) => ({ purpose, inputs: [], outputs: [], sideEffects: [], calls: [], details: [] });

describe("deterministic summary checks", () => {
  it("flags purposes that only restate the declaration's name", () => {
    expect(isNameRestating("node.getValue", "Method node.getValue: get value")).toBe(true);
    expect(isNameRestating("Client._send_handling_redirects", "Method Client._send_handling_redirects: send handling redirects")).toBe(true);
    expect(isNameRestating("node.getValue", "Returns (value nodeValue), at 11 return points under 37 conditions")).toBe(false);
    expect(isNameRestating("parseLine", "Takes line: string and returns [string, string]")).toBe(false);
  });

  it("reports counts and rates over declarations only", () => {
    const summaries = [
      makeNodeSummary("a.ts#getValue", "function", "extractive", fields("Function getValue: get value")),
      makeNodeSummary("a.ts#load", "function", "extractive", fields("Reads the config file from disk.")),
      makeNodeSummary("a.ts#Empty", "class", "extractive", fields(" ")),
      makeNodeSummary("a.ts", "file", "extractive", fields("File a.ts")),
    ];
    expect(deterministicChecks(summaries)).toEqual({ declarations: 3, nameRestating: 1, nameRestatingRate: 0.333, emptyPurpose: 1, emptyPurposeRate: 0.333 });
  });
});
