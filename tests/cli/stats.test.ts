/**
 * The built CLI with a model (the loopback OpenAI-compatible server): `strata index --llm` through the semantic
 * cache, `strata stats`, `strata status`, `strata summary` freshness, `--dry-run`, `--max-calls`, and the setup
 * message without a provider.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, STRATA_BIN, strataInProcess } from "../helpers/cli.js";
import { delayed, jsonAnswer, startLlmServer, unauthorized, type LlmServer, type RecordedRequest } from "../helpers/llmServer.js";
import { renderSynthesisReport } from "../../src/cli/render/synthesisReport.js";
import type { SynthesisRunReport } from "../../src/pipeline/index.js";
import { hashBytes, initHash } from "../../src/shared/hash.js";
import { openStore } from "../../src/store/index.js";
import { LLM_SETUP_HINT } from "../../src/summarize/index.js";
import { edit, numberedAnswers, SOURCE_A, SOURCE_B, writeRepo } from "../cache/harness.js";
import { deletePrefix, keysUnder, REDIS_URL, redisAnswers } from "../cache/backends.js";

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let server: LlmServer;

/** Runs the CLI in this process (its event loop keeps serving the loopback model while the command runs). */
function strataAsync(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return strataInProcess(args, REPO_ROOT, { STRATA_LLM: "", STRATA_REDIS_URL: "", STRATA_LLM_BASE_URL: server.url, ...env });
}

/** Chat requests made for file summaries (P-TECH-JSON asks for the `TechnicalSummary` schema). */
const summaryRequests = (): RecordedRequest[] => server.chatRequests().filter((r) => r.body?.response_format?.json_schema?.name === "TechnicalSummary");
// --token-threshold 0: the test files are small, and files of at most tokenThreshold tokens are sent in full, never summarized.
const LLM = ["--llm", "openai-compatible:test-model", "--token-threshold", "0"];
const SETUP = `strata: ${LLM_SETUP_HINT}\n`;

describe("strata CLI with a model", () => {
  let root: string;
  beforeAll(async () => {
    server = await startLlmServer(numberedAnswers());
    root = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B });
    const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
    git("init", "-q");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "start");
  });
  afterAll(async () => server.close());

  it("index --dry-run lists what would be sent and sends nothing", async () => {
    const r = await strataAsync(["index", root, ...LLM, "--dry-run", "--json", "-q"]);
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout).stages.synthesis;
    expect([s.dryRun, s.calls, s.wouldSend.map((c: { path: string }) => c.path), server.chatRequests().length]).toEqual([true, 2, ["src/a.ts", "src/b.ts"], 0]);
  });

  it("index --dry-run ends with the total of node and file summary calls, and names a missing API key", async () => {
    // Found in a trial: the node and file plans were two lines with no total, and a dry run without the key said
    // nothing of it, so the real run failed at its first call.
    const r = await strataAsync(["index", root, "--llm", "openai:gpt-4o-mini", "--token-threshold", "0", "--dry-run"], { OPENAI_API_KEY: "" });
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    const node = lines.find((l) => l.startsWith("Hierarchy (dry run"))!;
    const n = /(\d+) node summary calls would be made, ~(\d+) prompt tokens/.exec(node)!;
    const [nodeCalls, nodeTokens] = [Number(n[1]), Number(n[2])];
    expect(nodeCalls).toBe(7); // the repository, src/, two files and three functions: every node, none reused
    const file = lines.find((l) => l.startsWith("Dry run (openai:gpt-4o-mini"))!;
    const f = /: (\d+) LLM calls would be made, ~(\d+) input \+ ~(\d+) output tokens/.exec(file)!;
    const [fileCalls, fileIn, fileOut] = [Number(f[1]), Number(f[2]), Number(f[3])];
    expect(fileCalls).toBe(2);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Dry run total: ${nodeCalls + fileCalls} LLM calls \\(${nodeCalls} node summaries, 2 file summaries\\), ~${nodeTokens + fileIn} input \\+ ~${nodeCalls * 250 + fileOut} output tokens, \\$\\d+\\.\\d{4}\\. Nothing was sent\\.$`),
    );
    expect(r.stderr).toBe("strata: note: OPENAI_API_KEY is not set: the run without --dry-run would stop at its first model call (API keys are read from the environment only)\n");
    expect(server.chatRequests().length).toBe(0);
    const keyed = await strataAsync(["index", root, "--llm", "openai:gpt-4o-mini", "--dry-run"], { OPENAI_API_KEY: "sk-test" });
    expect([keyed.status, keyed.stderr]).toEqual([0, ""]);
  });

  it("index --llm synthesizes through the cache; stats shows the run; a comment edit is a semantic hit", async () => {
    const first = await strataAsync(["index", root, ...LLM, "--json", "-q"]);
    expect([first.status, first.stderr]).toEqual([0, ""]);
    const s1 = JSON.parse(first.stdout).stages.synthesis;
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    expect([s1.hashHits, s1.semanticHits, s1.misses, s1.llmCalls, s1.inputTokens, s1.outputTokens, s1.costUsd, s1.commit, summaryRequests().length]).toEqual([
      0, 0, 2, 2, 2000, 200, null, commit, 2,
    ]);
    edit(root, "src/a.ts", "  return helper(p);", "  // a comment\n  return helper(p);");
    const second = await strataAsync(["index", root, ...LLM]);
    expect(second.status).toBe(0);
    expect(second.stdout.split("\n").filter((l) => l.startsWith("LLM summaries"))).toEqual([
      "LLM summaries (openai-compatible:test-model, P-TECH-JSON@1, cache sqlite): 1 hash hits, 1 semantic hits, 0 synthesized with 0 LLM calls (0 input + 0 output tokens, $0.0000).",
    ]);
    const stats = await strataAsync(["stats", root]);
    expect([stats.status, stats.stderr, stats.stdout]).toEqual([
      0,
      "",
      [
        "| | last run | total (2 runs) |",
        "|---|---:|---:|",
        "| model / prompt | openai-compatible:test-model / P-TECH-JSON@1 |  |",
        "| files | 2 | 4 |",
        "| hash hits | 1 | 1 |",
        "| semantic hits | 1 | 1 |",
        "| synthesized | 0 | 2 |",
        "| invalid output (kept extractive) | 0 | 0 |",
        "| call failed (kept extractive) | 0 | 0 |",
        "| not attempted (run stopped) | 0 | 0 |",
        "| LLM calls | 0 | 2 |",
        "| input tokens | 0 | 2000 |",
        "| output tokens | 0 | 200 |",
        "| estimated cost | $0.0000 | n/a |",
        "| ungrounded-name rate | 0.0% | 0.0% |",
        "",
      ].join("\n"),
    ]);
    const json = JSON.parse((await strataAsync(["stats", root, "--json"])).stdout);
    expect([json.last.semanticHits, json.total.runs, json.total.llmCalls, json.total.failed, json.total.notAttempted]).toEqual([1, 2, 2, 0, 0]);
  });

  it("summary says fresh, which generator and which commit; status lists stale and missing summaries", async () => {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const summary = await strataAsync(["summary", path.join(root, "src/b.ts"), "--repo", root, ...LLM]);
    expect(summary.status).toBe(0);
    // One trailer line (no second "(generator: …)" line): freshness, generator, cache answer, commit, source.
    expect(summary.stdout.trimEnd().split("\n").slice(-2)).toEqual(["", `(fresh: yes; generator: P-TECH-JSON@1|openai-compatible:test-model; cache: hash-hit; commit: ${commit.slice(0, 12)}; from the store)`]);
    const json = await strataAsync(["summary", path.join(root, "src/b.ts"), "--repo", root, ...LLM, "--json"]);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const entry = await store.getEntry({ path: "src/b.ts", promptKey: "P-TECH-JSON@1", model: "openai-compatible:test-model" });
    await store.close();
    await initHash();
    expect([json.status, json.stderr, JSON.parse(json.stdout)]).toEqual([
      0,
      "",
      {
        path: "src/b.ts",
        summary: entry!.summary,
        fresh: true,
        generator: "llm",
        generatorKey: "P-TECH-JSON@1|openai-compatible:test-model",
        cache: "hash-hit",
        commit,
        contentHash: hashBytes(fs.readFileSync(path.join(root, "src/b.ts"))),
        cached: true,
        unsaved: false,
        fallbackReason: null,
        diagnostics: [],
        internalUnits: [],
      },
    ]);
    expect(entry!.summary.generator).toBe("llm");
    edit(root, "src/b.ts", "/** Adds two numbers. */", "/** Adds two integers. */");
    fs.writeFileSync(path.join(root, "src/c.ts"), "export const c = 3;\n");
    const status = await strataAsync(["status", root, ...LLM, "--json"]);
    const rootCommit = execFileSync("git", ["rev-list", "--max-parents=0", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    expect(JSON.parse(status.stdout)).toEqual({
      root,
      promptKey: "P-TECH-JSON@1",
      model: "openai-compatible:test-model",
      cache: "sqlite",
      cacheNamespace: `${path.basename(root)}@root-${rootCommit.slice(0, 12)}`,
      counts: { index: { fresh: 1, stale: 1, missing: 1 }, llm: { fresh: 1, stale: 1, missing: 1, notNeeded: 0 } },
      files: [
        { path: "src/b.ts", index: "stale", llm: "stale" },
        { path: "src/c.ts", index: "missing", llm: "missing" },
      ],
    });
    const text = await strataAsync(["status", root, ...LLM]);
    expect(text.stdout).toBe(
      [
        "Index rows: 1 fresh, 1 stale, 1 missing.",
        "LLM summaries (P-TECH-JSON@1|openai-compatible:test-model): 1 fresh, 1 stale, 1 missing.",
        "  src/b.ts: index stale, llm stale",
        "  src/c.ts: index missing, llm missing",
        "Refresh with: strata index",
        "",
      ].join("\n"),
    );
    // Rows made with --token-threshold 0 are re-extracted by an index with the default threshold: stale for it.
    const defaultThreshold = await strataAsync(["status", root, "--llm", "openai-compatible:test-model"]);
    expect(defaultThreshold.stdout).toBe(
      [
        "Index rows: 0 fresh, 2 stale, 1 missing.",
        "LLM summaries (P-TECH-JSON@1|openai-compatible:test-model): 0 fresh, 0 stale, 0 missing; 3 files need none (sent in full, at most 1500 tokens, or an empty contract).",
        "  src/a.ts: index stale (made by ts-morph@26 o200k_base/0; strata index now makes ts-morph@26 o200k_base/1500)",
        "  src/b.ts: index stale",
        "  src/c.ts: index missing",
        "Refresh with: strata index",
        "",
      ].join("\n"),
    );
  });

  it("--max-calls stops cleanly and says so; the finished file stays cached", async () => {
    const before = summaryRequests().length;
    const r = await strataAsync(["index", root, ...LLM, "--max-calls", "1"]);
    expect(r.status).toBe(0);
    expect(summaryRequests().length - before).toBe(1);
    expect(r.stdout.split("\n").filter((l) => l.startsWith("Stopped early"))).toEqual([
      "Stopped early (budget): budget reached: 1 of at most 1 LLM calls made (--max-calls). 1 file keeps the extractive summary; finished work is cached.",
    ]);
  });

  it("without a provider only index prints the one-line setup hint on stderr, never into --json output", async () => {
    const stats = await strataAsync(["stats", root]);
    expect(stats.stderr).toBe("");
    const status = await strataAsync(["status", root, "--json"]);
    expect(status.stderr).toBe("");
    expect(JSON.parse(status.stdout).model).toBe(null);
    const summary = await strataAsync(["summary", path.join(root, "src/a.ts"), "--repo", root]);
    // A summary's footer names its generator: the hint would only repeat it on every call.
    expect([summary.stderr, summary.stdout.trimEnd().split("\n").at(-1)]).toEqual(["", "(fresh: yes; generator: extractive@37; from the store)"]);
    const report = await strataAsync(["report", root]);
    const reportJson = await strataAsync(["report", root, "--json"]);
    expect([report.status, report.stderr, reportJson.status, reportJson.stderr]).toEqual([0, "", 0, ""]);
    const dry = await strataAsync(["index", root, "--dry-run"]);
    expect([dry.status, dry.stderr]).toEqual([2, "strata: --dry-run needs a model: give --llm <provider:model> or set STRATA_LLM\n"]);
    const index = await strataAsync(["index", root]);
    // Once, first; the progress lines (stderr is not a terminal here) follow it.
    expect([index.status, index.stderr.startsWith(SETUP), index.stderr.split(LLM_SETUP_HINT).length - 1]).toEqual([0, true, 1]);
  });
});

describe("strata with a model that fails or is interrupted", () => {
  it("summary --json names why the extractive summary was kept (HTTP 401), with no key anywhere in the output", async () => {
    const denied = await startLlmServer(() => unauthorized("sk-live-abcdefgh12345678"));
    try {
      const root = writeRepo({ "src/a.ts": SOURCE_A });
      const r = await strataAsync(["summary", path.join(root, "src/a.ts"), "--repo", root, "--llm", "openai-compatible:denied", "--token-threshold", "0", "--json"], {
        STRATA_LLM_BASE_URL: denied.url,
        STRATA_LLM_API_KEY: "sk-live-abcdefgh12345678",
      });
      const out = JSON.parse(r.stdout);
      expect([r.status, r.stderr, out.fresh, out.generator, out.generatorKey, out.cache, out.fallbackReason]).toEqual([
        0,
        "",
        true,
        "extractive",
        "extractive@37",
        null,
        "openai-compatible:denied: authentication failed (HTTP 401): Incorrect API key provided: [redacted]",
      ]);
      expect(denied.chatRequests().map((q) => q.headers.authorization)).toEqual(["Bearer sk-live-abcdefgh12345678"]);
      expect(fs.readFileSync(path.join(root, ".strata", "strata.db")).includes("abcdefgh12345678")).toBe(false);
    } finally {
      await denied.close();
    }
  });

  it("Ctrl-C during LLM synthesis: exit 130, the report says the run was aborted, later stages are skipped", async () => {
    const slow = await startLlmServer(() =>
      delayed(10_000, jsonAnswer({ main_responsibility: "Late.", public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] })),
    );
    try {
      const root = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B });
      const child = spawn(process.execPath, [STRATA_BIN, "index", root, "--llm", "openai-compatible:slow", "--token-threshold", "0"], {
        env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "", STRATA_REDIS_URL: "", STRATA_LLM_BASE_URL: slow.url },
      });
      let stdout = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
      while (slow.chatRequests().length < 2) await new Promise((r) => setTimeout(r, 50));
      child.kill("SIGINT");
      expect(await exited).toBe(130);
      expect(stdout.split("\n").filter((l) => l.startsWith("Stopped early") || l.startsWith("Graph:"))).toEqual([
        "Stopped early (aborted): openai-compatible:slow: call aborted. 2 files keep the extractive summary; finished work is cached.",
      ]);
    } finally {
      await slow.close();
    }
  });
});

describe("the synthesis report", () => {
  it("names at most 10 files kept extractive, then counts the rest", () => {
    const failedFiles = Array.from({ length: 12 }, (_, i) => ({ path: `f${i}.ts`, reason: "server: m: HTTP 500: down" }));
    const report: Partial<SynthesisRunReport> = { model: "m", promptKey: "P-TECH-JSON@1", backend: "sqlite", hashHits: 0, semanticHits: 0, synthesized: 0, llmCalls: 12, inputTokens: 0, outputTokens: 0, costUsd: null, invalid: 0, failed: 12, invalidFiles: [], failedFiles };
    expect(renderSynthesisReport(report as SynthesisRunReport).split("\n")).toEqual([
      "LLM summaries (m, P-TECH-JSON@1, cache sqlite): 0 hash hits, 0 semantic hits, 0 synthesized with 12 LLM calls (0 input + 0 output tokens, cost n/a (no price for this model)).",
      "Kept extractive: 0 files with invalid model output, 12 files whose call failed.",
      ...failedFiles.slice(0, 10).map((f) => `kept extractive: ${f.path}: server: m: HTTP 500: down`),
      "… and 2 more (all of them: strata index --json, stages.synthesis).",
      "",
    ]);
  });
});

describe.skipIf(!(await redisAnswers()))("strata index --cache redis://… (the shared team cache)", () => {
  const namespace = `strata-cli-test-${process.pid}-${Date.now().toString(36)}`;
  beforeAll(async () => {
    server = await startLlmServer(numberedAnswers());
  });
  afterAll(async () => {
    await server.close();
    await deletePrefix(`strata:cache:v1:${namespace}`);
  });

  it("a second clone indexed against the same Redis reuses the first clone's summaries: hash hits, no LLM call", async () => {
    // Three files each: src/a.ts, src/b.ts and strata.config.json, whose contract is empty (JSON): no LLM summary.
    const config = JSON.stringify({ cacheNamespace: namespace });
    const first = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B, "strata.config.json": config });
    const second = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B, "strata.config.json": config });
    const before = summaryRequests().length;
    const r1 = await strataAsync(["index", first, ...LLM, "--cache", REDIS_URL, "--json", "-q"]);
    const s1 = JSON.parse(r1.stdout).stages.synthesis;
    expect([r1.status, s1.backend, s1.cacheLocation, s1.synthesized, summaryRequests().length - before]).toEqual([0, "redis", REDIS_URL.replace(/\/$/, ""), 2, 2]);
    const r2 = await strataAsync(["index", second, ...LLM, "--json", "-q"], { STRATA_REDIS_URL: REDIS_URL });
    const s2 = JSON.parse(r2.stdout).stages.synthesis;
    expect([r2.status, s2.backend, s2.hashHits, s2.emptyContract, s2.llmCalls, summaryRequests().length - before]).toEqual([0, "redis", 2, 1, 0, 2]);
    expect(await keysUnder(`strata:cache:v1:${namespace}`)).toEqual([
      `strata:cache:v1:${namespace}:P-TECH-JSON%401:openai-compatible%3Atest-model:src%2Fa.ts`,
      `strata:cache:v1:${namespace}:P-TECH-JSON%401:openai-compatible%3Atest-model:src%2Fb.ts`,
    ]);
  });
});
