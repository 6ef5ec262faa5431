/**
 * `strata eval summaries` (seed 000 Part V) on a small fixture: the deterministic report without a model (and the
 * lines saying what to set), then Q&A retention and similarity against the loopback OpenAI-compatible server with
 * scripted judge answers, the rubric sheet written and read back, and no planted secret in any prompt.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { chatMessages, embeddingFor, jsonAnswer, startLlmServer, type LlmServer, type ScriptedResponse } from "../helpers/llmServer.js";
import { leakedIn, PLANTED } from "../security/secretFixture.js";
import { defaultStorePath, openStore } from "../../src/store/index.js";
import { EXTRACTIVE_GENERATOR_KEY, llmGeneratorKey, promptKeyFor } from "../../src/summarize/index.js";

const LLM_KEY = llmGeneratorKey({ promptKey: promptKeyFor("P-TECH-JSON"), model: "openai-compatible:judge" });

const A_TS = `/** Parses configuration files into typed settings. */
import fs from "node:fs";

export const GITHUB_TOKEN = "${PLANTED.tsExportedGithub}";

/** Reads the config at \`path\`. */
export function readConfig(path: string): string {
  return fs.readFileSync(path, "utf8");
}

export class Store {
  /** Get the value. */
  getValue(): number {
    return 1;
  }
}
`;
const B_PY = `"""Math helpers for vectors. Also scalars and matrices."""


def add(a, b):
    """Add two numbers."""
    return a + b
`;

let server: LlmServer;
let root: string;
const NO_MODEL = { STRATA_LLM: "", STRATA_EMBEDDING: "", STRATA_REDIS_URL: "" };
const withModel = (): Record<string, string> => ({
  STRATA_LLM: "openai-compatible:judge",
  STRATA_LLM_BASE_URL: server.url,
  STRATA_EMBEDDING: "openai-compatible:test-embed",
  STRATA_EMBEDDING_BASE_URL: server.url,
  STRATA_REDIS_URL: "",
});

beforeAll(async () => {
  server = await startLlmServer();
  root = writeTree({ "a.ts": A_TS, "b.py": B_PY, "README.md": "# fixture\n", "util.ts": 'import fs from "node:fs";\n\nfs.rmSync("tmp", { force: true });\n' });
  const indexed = await strataInProcess(["index", root], root, NO_MODEL);
  expect(indexed.status).toBe(0);
  // b.py also has a model-written summary (as `strata index` with a model mirrors from the semantic cache): the
  // command prefers it when that model is configured.
  const store = openStore(defaultStorePath(root));
  const b = (await store.getFile("b.py"))!;
  const extractive = (await store.getSummary("b.py", EXTRACTIVE_GENERATOR_KEY))!;
  await store.putSummary({ ...extractive, generatorKey: LLM_KEY, summary: { ...extractive.summary, main_responsibility: "Adds two numbers for vector math.", generator: "llm" }, contentHash: b.contentHash });
  await store.close();
});
afterAll(async () => server.close());

describe("strata eval summaries", () => {
  it("without a model: the deterministic report and what to set for the rest, exit 0", async () => {
    const r = await strataInProcess(["eval", "summaries", root, "--json"], root, NO_MODEL);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.generators).toEqual({ "extractive@37": 4 });
    expect(report.deterministic.files).toEqual({
      summaries: 4,
      schemaInvalid: 0,
      ungroundedNames: 0,
      filesWithUngrounded: 0,
      ungroundedFileRate: 0,
      // main responsibility of 4 files + 4 API entries of a.ts + 1 of b.py; GITHUB_TOKEN and Store have no doc.
      fields: 9,
      emptyFields: 2,
      emptyFieldRate: 0.222,
      emptyMainResponsibility: 0,
    });
    // `Store` reads "Class with method getValue (Get the value)": its name, its member and the member's doc only.
    expect(report.deterministic.nodes).toEqual({ summaries: 9, schemaInvalid: 0, declarations: 4, nameRestating: 1, nameRestatingRate: 0.25, declarationRestating: 2, declarationRestatingRate: 0.5, emptyPurpose: 0, emptyPurposeRate: 0 });
    expect(report.sample).toEqual({ seed: 1, requested: 10, paths: ["a.ts", "b.py"] });
    expect(report.qa.skipped).toMatch(/^set STRATA_LLM=<provider>:<model>/);
    expect(report.similarity.skipped).toMatch(/^set STRATA_EMBEDDING=<provider>:<model>/);
    const text = await strataInProcess(["eval", "summaries", root], root, NO_MODEL);
    expect(text.stdout).toContain("declarations restating their name                         1   4  25.0%\n");
    expect(text.stdout).toContain("  skipped: set STRATA_LLM=");
    expect(server.requests).toEqual([]);
  });

  it("with a model: exact retention from the scripted grades, similarity from the server's embeddings, rubric round trip", async () => {
    const questions = (file: string): ScriptedResponse => jsonAnswer({ questions: [1, 2, 3, 4, 5].map((i) => `Q${i} about ${file}?`) });
    const answers = jsonAnswer({ answers: ["a1", "a2", "a3", "a4", "a5"] });
    server.script(
      questions("a.ts"),
      answers,
      jsonAnswer({ grades: ["correct", "correct", "partial", "wrong", "correct"] }),
      questions("b.py"),
      jsonAnswer({ answers: ["b1", "b2", "b3"] }),
      jsonAnswer({ grades: ["correct", "correct", "correct", "partial", "correct"] }),
    );
    const sheet = path.join(root, "rubric.csv");
    const r = await strataInProcess(["eval", "summaries", root, "--json", "--rubric", sheet], root, withModel());
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.qa.files.map((f: { path: string; retention: number }) => [f.path, f.retention])).toEqual([["a.ts", 70], ["b.py", 90]]);
    expect(report.qa.files[1].questions[3]).toEqual({ question: "Q4 about b.py?", answer: "", grade: "partial" });
    expect(report.qa.overall).toBe(80);
    expect(report.qa.failed).toEqual([]);
    // The answering call sees only the summary; the question and grading calls see the code with secrets masked.
    const chats = server.chatRequests().map((c) => chatMessages(c).map((m) => m.content).join("\n"));
    expect(chats).toHaveLength(6);
    expect(chats[0]).toContain("export function readConfig");
    expect(chats[1]).not.toContain("export function readConfig");
    expect(chats[1]).toContain('"main_responsibility": "Parses configuration files into typed settings."');
    expect(server.requests.flatMap((q) => leakedIn(JSON.stringify(q.body)))).toEqual([]);
    // Similarity: the extractive main responsibility of README.md and a.ts is their description verbatim (1 by
    // construction); b.py's is the model-written one; util.ts has no description.
    const bMain = "Adds two numbers for vector math.";
    const bDoc = "Math helpers for vectors. Also scalars and matrices.";
    const dot = embeddingFor(bMain).reduce((s, v, i) => s + v * embeddingFor(bDoc)[i]!, 0);
    expect(report.similarity).toEqual({
      model: "openai-compatible:test-embed",
      compared: 3,
      identical: 2,
      skippedNoDescription: 1,
      meanCosine: Math.round(((2 + Math.round(dot * 1000) / 1000) / 3) * 1000) / 1000,
      meanTokenF1: 0.762,
      files: [
        { path: "README.md", cosine: 1, tokenF1: 1 },
        { path: "a.ts", cosine: 1, tokenF1: 1 },
        // F1: "for" and "math" of 6 and 8 words: 2 / 7.
        { path: "b.py", cosine: Math.round(dot * 1000) / 1000, tokenF1: 0.286 },
      ],
    });
    expect(report.rubric).toEqual({ written: sheet, rows: 2 });
    const written = fs.readFileSync(sheet, "utf8");
    expect(written).toContain('\nb.py,"Adds two numbers for vector math.\nAPI: add: Add two numbers.",b.py:1-6,,,,\n');
    const filled = written.replace("b.py:1-6,,,,", "b.py:1-6,5,5,4,").replace(/a\.ts:1-(\d+),,,,/, "a.ts:1-$1,3,2,3,");
    fs.writeFileSync(sheet, filled);
    server.script(questions("a.ts"), answers, jsonAnswer({ grades: ["correct", "correct", "partial", "wrong", "correct"] }), questions("b.py"), answers, jsonAnswer({ grades: ["correct", "correct", "correct", "partial", "correct"] }));
    const scored = await strataInProcess(["eval", "summaries", root, "--rubric-scores", sheet], root, withModel());
    expect(scored.status).toBe(0);
    expect(scored.stdout).toContain("Rubric (seed 000 §5.5, Table 5.1): 2 scored files from");
    // a.ts: mean (3+2+3)/3, retention 70, cosine 1; b.py: mean (5+5+4)/3, retention 90, cosine below 1.
    expect(scored.stdout).toContain(
      [
        "criterion               mean",
        "semantic completeness  4.000",
        "factual consistency    3.500",
        "brevity & density      3.500",
        "overall                3.667",
        "automated figure  files  Pearson r vs mean score",
        "ungroundedNames       2                      n/a",
        "retention             2                    1.000",
        "cosine                2                   -1.000",
        "tokenF1               2                   -1.000",
      ].join("\n"),
    );
    expect(scored.stdout).toContain("overall         10      80.0%\n");
  });

  it("a file over --max-tokens is not sent to the judge and is listed as failed", async () => {
    const before = server.requests.length;
    server.script(jsonAnswer({ questions: ["Q?"] }), jsonAnswer({ answers: ["a"] }), jsonAnswer({ grades: ["correct"] }));
    const r = await strataInProcess(["eval", "summaries", root, "--json", "--max-tokens", "40"], root, { ...withModel(), STRATA_EMBEDDING: "" });
    expect(r.status).toBe(0);
    const qa = JSON.parse(r.stdout).qa;
    const aTokens = JSON.parse((await strataInProcess(["contract", "a.ts"], root, NO_MODEL)).stdout).metrics.tokens;
    expect(qa.failed).toEqual([{ path: "a.ts", error: `not sent: ${aTokens} tokens of code > --max-tokens 40` }]);
    expect(qa.files.map((f: { path: string; retention: number }) => [f.path, f.retention])).toEqual([["b.py", 100]]);
    expect(server.requests.length - before).toBe(3);
  });

  it("a malformed score sheet is a usage error naming file:line", async () => {
    const bad = path.join(root, "bad.csv");
    fs.writeFileSync(bad, "path,summary,code,semantic_completeness,factual_consistency,brevity_density,notes\na.ts,x,a.ts:1-2,5,4,9,\n");
    const r = await strataInProcess(["eval", "summaries", root, "--rubric-scores", bad], root, NO_MODEL);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${bad}:2: brevity_density: "9" is not a score 1-5`);
  });
});
