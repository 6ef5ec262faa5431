/**
 * `strata precompute --since <git-rev>` (seed 000 §7.1): only the files changed since the revision
 * are synthesized, through the semantic cache; a second run makes no call; a bad revision is a usage error.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, strataInProcess } from "../helpers/cli.js";
import { startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { edit, numberedAnswers, sentPrompt, SOURCE_A, SOURCE_B, writeRepo } from "../cache/harness.js";

let server: LlmServer;

/** Runs the CLI in this process (its event loop keeps serving the loopback model while the command runs). */
function run(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return strataInProcess(args, REPO_ROOT, { STRATA_LLM: "", STRATA_REDIS_URL: "", STRATA_LLM_BASE_URL: server.url });
}

const LLM = ["--llm", "openai-compatible:test-model", "--token-threshold", "0"];
const summaryCalls = (): string[] =>
  server
    .chatRequests()
    .filter((r) => r.body?.response_format?.json_schema?.name === "TechnicalSummary")
    // The last filePath in the user prompt is the file's own (the few-shot examples come first).
    .map((r) => [...sentPrompt(r).matchAll(/"filePath":\s*"([^"]+)"/g)].at(-1)?.[1] ?? "?");

describe("strata precompute --since", () => {
  let root: string;
  let first: string;
  beforeAll(async () => {
    server = await startLlmServer(numberedAnswers());
    root = writeRepo({ "src/a.ts": SOURCE_A, "src/b.ts": SOURCE_B, "src/c.ts": SOURCE_B.replaceAll("add", "sub").replace("a + b", "a - b") });
    const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
    git("init", "-q");
    git("add", "-A");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "first");
    first = git("rev-parse", "HEAD");
    edit(root, "src/b.ts", "b: number): number", "b: number, c = 0): number");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-am", "second");
  });
  afterAll(async () => server.close());

  it("synthesizes only the file changed since the revision, then nothing on a repeat", async () => {
    const r = await run(["precompute", root, "--since", first, ...LLM, "--json"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { since: string; changed: string[]; synthesis: Record<string, unknown> };
    expect(out.changed).toEqual(["src/b.ts"]);
    expect([out.synthesis.files, out.synthesis.synthesized, out.synthesis.hashHits, out.synthesis.llmCalls]).toEqual([1, 1, 0, 1]);
    expect(summaryCalls()).toEqual(["src/b.ts"]);

    const again = await run(["precompute", root, "--since", first, ...LLM, "--json"]);
    expect(again.status).toBe(0);
    const repeat = JSON.parse(again.stdout) as { synthesis: Record<string, unknown> };
    expect([repeat.synthesis.files, repeat.synthesis.synthesized, repeat.synthesis.hashHits, repeat.synthesis.llmCalls]).toEqual([1, 0, 1, 0]);
    expect(summaryCalls()).toEqual(["src/b.ts"]);
  });

  it("refuses a revision that does not exist, and runs without a model only to say what to set", async () => {
    const bad = await run(["precompute", root, "--since", "no-such-branch", ...LLM]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`strata: "no-such-branch" is not a git revision of ${root}: give a commit, tag or branch (e.g. HEAD~1, origin/main)\n`);
    const noModel = await run(["precompute", root, "--since", first]);
    expect(noModel.status).toBe(2);
    expect(noModel.stderr).toBe(
      "strata: precompute needs a model: give --llm <provider:model> or set STRATA_LLM (and STRATA_LLM_BASE_URL for openai-compatible)\n",
    );
  });
});
