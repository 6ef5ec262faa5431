/**
 * The built CLI with a model (the loopback OpenAI-compatible server): `strata index --llm` through the semantic
 * cache, `strata stats`, `strata status`, `strata summary` freshness, `--dry-run`, `--max-calls`, and the setup
 * message without a provider (issue 3 items 1, 4, 6, 9).
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRATA_BIN } from "../helpers/cli.js";
import { startLlmServer, type LlmServer, type RecordedRequest } from "../helpers/llmServer.js";
import { describeLlmSetup } from "../../src/summarize/index.js";
import { edit, numberedAnswers, SOURCE_A, SOURCE_B, writeRepo } from "../cache/harness.js";
import { deletePrefix, keysUnder, REDIS_URL, redisAnswers } from "../cache/backends.js";

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let server: LlmServer;

/** Runs the CLI without blocking this process's event loop (the loopback server lives here). */
function strataAsync(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [STRATA_BIN, ...args], {
      env: { ...process.env, STRATA_STORE: "", STRATA_LLM: "", STRATA_REDIS_URL: "", STRATA_LLM_BASE_URL: server.url, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Chat requests made for file summaries (P-TECH-JSON asks for the `TechnicalSummary` schema). */
const summaryRequests = (): RecordedRequest[] => server.chatRequests().filter((r) => r.body?.response_format?.json_schema?.name === "TechnicalSummary");
const LLM = ["--llm", "openai-compatible:test-model"];
const SETUP = `strata: ${describeLlmSetup()}\n`;

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

  it("index --llm synthesizes through the cache; stats shows the run; a comment edit is a semantic hit", async () => {
    const first = await strataAsync(["index", root, ...LLM, "--json", "-q"]);
    expect([first.status, first.stderr]).toEqual([0, ""]);
    const s1 = JSON.parse(first.stdout).stages.synthesis;
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    expect([s1.hashHits, s1.semanticHits, s1.misses, s1.llmCalls, s1.inputTokens, s1.outputTokens, s1.costUsd, s1.commit, summaryRequests().length]).toEqual([
      0, 0, 2, 2, 2000, 200, null, commit, 2,
    ]);
    edit(root, "src/a.ts", "  return helper(p);", "  // a comment\n  return helper(p);");
    const second = await strataAsync(["index", root, ...LLM, "-q"]);
    expect(second.status).toBe(0);
    expect(second.stdout.split("\n").filter((l) => l.startsWith("LLM summaries"))).toEqual([
      "LLM summaries (openai-compatible:test-model, P-TECH-JSON@1, cache sqlite): 1 hash hits, 1 semantic hits, 0 synthesized with 0 LLM calls (0 input + 0 output tokens, $0.0000).",
    ]);
    const stats = await strataAsync(["stats", root, ...LLM]);
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
        "| LLM calls | 0 | 2 |",
        "| input tokens | 0 | 2000 |",
        "| output tokens | 0 | 200 |",
        "| estimated cost | $0.0000 | n/a |",
        "| ungrounded-name rate | 0.0% | 0.0% |",
        "",
      ].join("\n"),
    ]);
    const json = JSON.parse((await strataAsync(["stats", root, "--json"])).stdout);
    expect([json.last.semanticHits, json.total.runs, json.total.llmCalls]).toEqual([1, 2, 2]);
  });

  it("summary says fresh, which generator and which commit; status lists stale and missing summaries", async () => {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const summary = await strataAsync(["summary", path.join(root, "src/b.ts"), "--repo", root, ...LLM]);
    expect(summary.status).toBe(0);
    expect(summary.stdout.trimEnd().split("\n").at(-1)).toBe(`(fresh: yes; generator: P-TECH-JSON@1|openai-compatible:test-model; cache: hash-hit; commit: ${commit.slice(0, 12)})`);
    edit(root, "src/b.ts", "/** Adds two numbers. */", "/** Adds two integers. */");
    fs.writeFileSync(path.join(root, "src/c.ts"), "export const c = 3;\n");
    const status = await strataAsync(["status", root, ...LLM, "--json"]);
    expect(JSON.parse(status.stdout)).toEqual({
      root,
      promptKey: "P-TECH-JSON@1",
      model: "openai-compatible:test-model",
      counts: { index: { fresh: 1, stale: 1, missing: 1 }, llm: { fresh: 1, stale: 1, missing: 1 } },
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
  });

  it("--max-calls stops cleanly and says so; the finished file stays cached", async () => {
    const before = summaryRequests().length;
    const r = await strataAsync(["index", root, ...LLM, "--max-calls", "1", "-q"]);
    expect(r.status).toBe(0);
    expect(summaryRequests().length - before).toBe(1);
    expect(r.stdout.split("\n").filter((l) => l.startsWith("Stopped early"))).toEqual([
      "Stopped early (budget): budget reached: 1 of at most 1 LLM calls made (--max-calls) 1 files keep their extractive summary; finished work is cached.",
    ]);
  });

  it("without a provider every command prints the setup message once on stderr, never into --json output", async () => {
    const stats = await strataAsync(["stats", root]);
    expect(stats.stderr).toBe(SETUP);
    const status = await strataAsync(["status", root, "--json"]);
    expect(status.stderr).toBe("");
    expect(JSON.parse(status.stdout).model).toBe(null);
    const summary = await strataAsync(["summary", path.join(root, "src/a.ts"), "--repo", root]);
    expect([summary.stderr, summary.stdout.trimEnd().split("\n").at(-1)]).toEqual([SETUP, "(fresh: yes; generator: extractive@2)"]);
    const dry = await strataAsync(["index", root, "--dry-run"]);
    expect([dry.status, dry.stderr]).toEqual([2, `${SETUP}strata: --dry-run needs a model: give --llm <provider:model> or set STRATA_LLM\n`]);
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
    // Three files each: src/a.ts, src/b.ts and strata.config.json (JSON files get a summary too).
    const config = JSON.stringify({ cacheNamespace: namespace });
    const first = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B, "strata.config.json": config });
    const second = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B, "strata.config.json": config });
    const before = summaryRequests().length;
    const r1 = await strataAsync(["index", first, ...LLM, "--cache", REDIS_URL, "--json", "-q"]);
    const s1 = JSON.parse(r1.stdout).stages.synthesis;
    expect([r1.status, s1.backend, s1.cacheLocation, s1.synthesized, summaryRequests().length - before]).toEqual([0, "redis", REDIS_URL.replace(/\/$/, ""), 3, 3]);
    const r2 = await strataAsync(["index", second, ...LLM, "--json", "-q"], { STRATA_REDIS_URL: REDIS_URL });
    const s2 = JSON.parse(r2.stdout).stages.synthesis;
    expect([r2.status, s2.backend, s2.hashHits, s2.llmCalls, summaryRequests().length - before]).toEqual([0, "redis", 3, 0, 3]);
    expect(await keysUnder(`strata:cache:v1:${namespace}`)).toEqual([
      `strata:cache:v1:${namespace}:P-TECH-JSON%401:openai-compatible%3Atest-model:src%2Fa.ts`,
      `strata:cache:v1:${namespace}:P-TECH-JSON%401:openai-compatible%3Atest-model:src%2Fb.ts`,
      `strata:cache:v1:${namespace}:P-TECH-JSON%401:openai-compatible%3Atest-model:strata.config.json`,
    ]);
  });
});
