/**
 * The library parts of `strata eval summaries` (seed 000 Part V): deterministic checks over hand-made summaries,
 * token F1 and cosine, the seeded sample, and the rubric CSV round trip with its errors.
 */
import { describe, expect, it } from "vitest";
import {
  checkFileSummary,
  cosine,
  parseCsv,
  parseRubricScores,
  pearson,
  retentionPercent,
  rubricCsv,
  rubricReport,
  RubricCsvError,
  samplePaths,
  summaryChecks,
  tokenF1,
  type GroundingContract,
  type TechnicalSummary,
} from "../../src/summarize/index.js";

const contract: GroundingContract = {
  filePath: "src/a.ts",
  language: "typescript",
  exports: [{ kind: "function", name: "parse", signatures: [{ params: [{ name: "text", type: "string" }], returnType: "Config" }] }],
  referenced: [],
  dependencies: [{ module: "node:fs", names: ["readFileSync"] }],
} as unknown as GroundingContract;

const summary = (over: Partial<TechnicalSummary>): TechnicalSummary => ({
  formatVersion: 1,
  filePath: "src/a.ts",
  main_responsibility: "Parses configuration text.",
  public_api: [{ name: "parse", kind: "function", signature: "parse(text: string): Config", description: "Parses `text`." }],
  io_contracts: [],
  dependencies: ["node:fs"],
  side_effects: [],
  key_algorithms: [],
  generator: "llm",
  ...over,
});

describe("summaryChecks", () => {
  it("counts schema failures, ungrounded names, empty fields and declaration rates exactly", () => {
    const files = [
      { path: "src/a.ts", summary: summary({}), contract },
      { path: "src/b.ts", summary: summary({ main_responsibility: " ", public_api: [{ name: "parse", kind: "function", signature: "parse(text: string): Settings" }], dependencies: ["lodash"] }), contract },
      { path: "src/c.ts", summary: { main_responsibility: 42 }, contract },
    ];
    const node = (id: string, kind: string, purpose: string): unknown => ({ formatVersion: 1, id, kind, generator: "extractive", purpose, inputs: [], outputs: [], sideEffects: [], calls: [], details: [], text: purpose });
    const nodes = [node("src/a.ts#parse", "function", "Parse."), node("src/a.ts#load", "function", "Reads the config file from disk."), node("src/a.ts#none", "function", ""), { id: "broken" }];
    const report = summaryChecks(files, nodes);
    expect(report.files).toEqual({
      summaries: 3,
      schemaInvalid: 1,
      ungroundedNames: 2,
      filesWithUngrounded: 1,
      ungroundedFileRate: 0.5,
      fields: 4,
      emptyFields: 2,
      emptyFieldRate: 0.5,
      emptyMainResponsibility: 1,
    });
    expect(report.ungroundedExamples).toEqual([{ path: "src/b.ts", names: ["Settings", "lodash"] }]);
    expect(report.nodes).toEqual({ summaries: 4, schemaInvalid: 1, declarations: 3, nameRestating: 1, nameRestatingRate: 0.333, declarationRestating: 1, declarationRestatingRate: 0.333, emptyPurpose: 1, emptyPurposeRate: 0.333 });
    expect(checkFileSummary(files[2]!)).toEqual({ path: "src/c.ts", schemaValid: false, ungrounded: [], emptyFields: 0, fields: 0 });
  });
});

describe("similarity figures", () => {
  it("token F1 clips repeated words and is 0 for synonyms", () => {
    expect(tokenF1("Math helpers for vectors.", "Math helpers for vectors. Also scalars and matrices.")).toBeCloseTo(2 / 3, 12);
    expect(tokenF1("returns a user object", "provides user data")).toBeCloseTo((2 * 0.25 * (1 / 3)) / (0.25 + 1 / 3), 12);
    expect(tokenF1("a a a", "a")).toBeCloseTo(0.5, 12);
    expect(tokenF1("", "x")).toBe(0);
  });
  it("cosine", () => {
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([3, 4], [6, 8])).toBeCloseTo(1, 12);
    expect(cosine([0, 0], [1, 1])).toBe(0);
    expect(() => cosine([1], [1, 2])).toThrow("cosine: vectors of 1 and 2 dimensions");
  });
  it("retention percent: correct 1, partial 0.5, wrong 0", () => {
    expect(retentionPercent(["correct", "correct", "partial", "wrong", "correct"])).toBe(70);
    expect(retentionPercent([])).toBe(0);
  });
});

describe("samplePaths", () => {
  it("is the same for the same seed, in path order, and all paths when n is larger", () => {
    const paths = ["e", "d", "c", "b", "a", "f", "g"];
    expect(samplePaths(paths, 3, 1)).toEqual(samplePaths([...paths].reverse(), 3, 1));
    expect(samplePaths(paths, 3, 1)).toEqual([...samplePaths(paths, 3, 1)].sort());
    expect(samplePaths(paths, 3, 1)).not.toEqual(samplePaths(paths, 3, 2));
    expect(samplePaths(paths, 10, 1)).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
  });
});

describe("rubric CSV", () => {
  it("round trip: the written sheet parses back; filled rows give means and Pearson r", () => {
    const sheet = rubricCsv([
      { path: "src/a.ts", summary: 'Parses "config", fast.\nAPI: parse', code: "src/a.ts:1-20" },
      { path: "src/b.ts", summary: "Math.", code: "src/b.ts:1-5" },
      { path: "src/c.ts", summary: "Other.", code: "src/c.ts:1-9" },
    ]);
    expect(sheet.split("\n")[0]).toBe("path,summary,code,semantic_completeness,factual_consistency,brevity_density,notes");
    expect(parseCsv(sheet, "s.csv")[1]).toEqual({ line: 2, fields: ["src/a.ts", 'Parses "config", fast.\nAPI: parse', "src/a.ts:1-20", "", "", "", ""] });
    expect(parseRubricScores(sheet, "s.csv")).toEqual([]);
    const filled = sheet.replace(",src/a.ts:1-20,,,,", ",src/a.ts:1-20,5,4,3,").replace(",src/b.ts:1-5,,,,", ",src/b.ts:1-5,2,2,2,ok").replace(",src/c.ts:1-9,,,,", ",src/c.ts:1-9,3,3,3,");
    const scores = parseRubricScores(filled, "s.csv");
    expect(scores.map((s) => [s.path, s.mean])).toEqual([["src/a.ts", 4], ["src/b.ts", 2], ["src/c.ts", 3]]);
    const report = rubricReport(scores, { retention: new Map([["src/a.ts", 100], ["src/b.ts", 40], ["src/c.ts", 70]]), cosine: new Map([["src/a.ts", 0.5]]) });
    expect(report).toEqual({
      scored: 3,
      means: { semantic_completeness: 3.333, factual_consistency: 3, brevity_density: 2.667, overall: 3 },
      correlations: { retention: { files: 3, r: 1 }, cosine: { files: 1, r: null } },
    });
  });
  it("names file:line of a malformed row", () => {
    const header = "path,summary,code,semantic_completeness,factual_consistency,brevity_density,notes\n";
    expect(() => parseRubricScores(`${header}a.ts,x,a.ts:1-2,5,4,3,\nb.ts,"two\nlines",b.ts:1-2,6,1,1,\n`, "r.csv")).toThrow(new RubricCsvError("r.csv", 3, 'semantic_completeness: "6" is not a score 1-5'));
    expect(() => parseRubricScores(`${header}a.ts,x,a.ts:1-2,5,4\n`, "r.csv")).toThrow("r.csv:2: 5 fields, expected 7");
    expect(() => parseRubricScores(`${header}a.ts,x,a.ts:1-2,5,,3,\n`, "r.csv")).toThrow('r.csv:2: factual_consistency: "" is not a score 1-5');
    expect(() => parseRubricScores(`${header}a.ts,"open,a.ts:1-2,5,4,3,\n`, "r.csv")).toThrow("r.csv:2: quoted field is not closed");
    expect(() => parseRubricScores("path,summary\n", "r.csv")).toThrow('r.csv:1: missing column "semantic_completeness"');
    expect(() => parseRubricScores(`${header}a.ts,x,c,1,1,1,\na.ts,x,c,2,2,2,\n`, "r.csv")).toThrow("r.csv:3: a.ts is scored twice");
  });
  it("pearson", () => {
    expect(pearson([1, 2, 3], [2, 4, 7])).toBe(0.993);
    expect(pearson([1, 1], [2, 3])).toBeNull();
  });
});
