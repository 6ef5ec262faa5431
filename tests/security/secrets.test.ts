/**
 * Planted fake credentials never leave the machine and are never stored or served in clear: a fixture
 * repository with 25 of them is indexed with a model and dense embeddings (the loopback OpenAI-compatible
 * server), a shared Redis cache when one answers, then queried through every CLI command, the MCP server
 * and the web server. The store file, every output, the model and embedding requests, the Redis entries
 * and every MCP and web answer are scanned for each planted value.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRATA_BIN, writeTree } from "../helpers/cli.js";
import { startLlmServer, type LlmServer } from "../helpers/llmServer.js";
import { deletePrefix, REDIS_URL, redisAnswers } from "../cache/backends.js";
import { api, startServe } from "../workspace/serve.js";
import { leakedIn, PLANTED, secretFixtureFiles } from "./secretFixture.js";

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

const redisUp = await redisAnswers();
const namespace = `strata-secrets-test-${process.pid}-${Date.now().toString(36)}`;
const REDIS_PREFIX = "strata:cache:v1";

let server: LlmServer;
let root: string;
const outputs: string[] = [];

function env(): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    STRATA_STORE: "",
    STRATA_LLM: "openai-compatible:test-model",
    STRATA_LLM_BASE_URL: server.url,
    STRATA_EMBEDDING: "openai-compatible:test-embed",
    STRATA_EMBEDDING_BASE_URL: server.url,
    STRATA_REDIS_URL: redisUp ? REDIS_URL : "",
  };
}

/** Runs the CLI without blocking this process's event loop (the loopback server lives here); keeps the output. */
function strataAsync(args: string[], cwd = root): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [STRATA_BIN, ...args], { cwd, env: env() });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => {
      outputs.push(`$ strata ${args.join(" ")}\n${stdout}\n${stderr}`);
      resolve({ status, stdout, stderr });
    });
  });
}

const SOURCES = ["src/config.ts", "src/keys.ts", "src/use.ts", "app/settings.py", "cmd/main.go", "config/app.json", "config/deploy.yaml", "README.md"];
const SECRET_FILES = [".env", "certs/server.pem", "deploy/id_rsa", "deploy/credentials.json"];

describe("planted secrets", () => {
  let index: Run;
  beforeAll(async () => {
    server = await startLlmServer();
    root = writeTree({ ...secretFixtureFiles(), "strata.config.json": JSON.stringify({ cacheNamespace: namespace }) });
    index = await strataAsync(["index", root, "--token-threshold", "0", "-q", "--json"]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (redisUp) await deletePrefix(`${REDIS_PREFIX}:${namespace}`);
  });

  it("indexes the sources, skips the credential files unread, and masks values in contracts", async () => {
    expect([index.status, index.stderr]).toEqual([0, ""]);
    const report = JSON.parse(index.stdout) as { skipped: { path: string; reason: string }[] };
    expect(report.skipped.filter((s) => s.reason === "secret-file").map((s) => s.path)).toEqual(SECRET_FILES.slice().sort());
    const contract = await strataAsync(["contract", path.join(root, "src/config.ts")]);
    const exports = (JSON.parse(contract.stdout) as { exports: { name: string; signature: string }[] }).exports;
    const token = exports.find((e) => e.name === "GITHUB_TOKEN")!;
    expect(token.signature).toContain(`"${"*".repeat(PLANTED.tsExportedGithub.length)}"`);
    // The model was asked for file summaries and node summaries, and the embedding endpoint was used.
    expect(server.chatRequests().length).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.path === "/v1/embeddings")).toBe(true);
  });

  it("prints no planted value in any CLI output", async () => {
    await strataAsync(["contract", path.join(root, "app/settings.py")]);
    await strataAsync(["summary", path.join(root, "src/config.ts"), "--json"]);
    const refused = await strataAsync(["contract", path.join(root, ".env")]);
    expect([refused.status, refused.stderr]).toEqual([3, `strata: ${path.join(root, ".env")}: it is a credential file by name (environment file); set includeSecretFiles to read it with detected values masked\n`]);
    await strataAsync(["search", "token api key webhook", "--repo", root, "--json", "-k", "30"]);
    await strataAsync(["context", "publish token signing key database", "--repo", root, "--budget", "20000"]);
    await strataAsync(["summary", "--node", "src/config.ts#notify", "--repo", root, "--json"]);
    await strataAsync(["levels", root, "--limit", "100"]);
    expect(outputs.length).toBe(9);
    expect(leakedIn(outputs.join("\n"))).toEqual([]);
  }, 200_000);

  it("sends no planted value to the model or the embedding endpoint", () => {
    expect(server.requests.length).toBeGreaterThan(0);
    expect(leakedIn(JSON.stringify(server.requests))).toEqual([]);
  });

  it("stores no planted value in the store file", () => {
    const dir = path.join(root, ".strata");
    const bytes = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f)).toString("latin1")).join("\n");
    expect(bytes.length).toBeGreaterThan(0);
    expect(leakedIn(bytes)).toEqual([]);
  });

  it.skipIf(!redisUp)("writes no planted value to the shared Redis cache", async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      const keys = await redis.keys(`${REDIS_PREFIX}:${namespace}:*`);
      expect(keys.length).toBeGreaterThan(0);
      const values = await Promise.all(keys.map((k) => redis.hgetall(k)));
      expect(leakedIn(JSON.stringify(values) + keys.join("\n"))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });

  it("answers no planted value over MCP, and refuses the credential files", async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [STRATA_BIN, "mcp", root], env: env(), stderr: "pipe" });
    const client = new Client({ name: "strata-test", version: "1.0.0" });
    await client.connect(transport);
    const answers: string[] = [];
    const call = async (name: string, args: Record<string, unknown>): Promise<{ isError?: boolean; text: string }> => {
      const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
      const text = r.content.map((c) => c.text).join("\n");
      answers.push(text);
      return { ...(r.isError ? { isError: true } : {}), text };
    };
    try {
      for (const file of SOURCES) {
        await call("file_contract", { path: file });
        await call("file_summary", { path: file });
      }
      for (const file of SECRET_FILES) expect((await call("file_contract", { path: file })).isError).toBe(true);
      for (const q of ["token", "api key", "database url", "private key", "env password"]) {
        await call("search", { query: q, k: 20 });
        await call("context", { question: q, budget: 20000 });
      }
      for (const node of ["src/config.ts#notify", "app/settings.py#fetch_repo", "src/config.ts", "."]) await call("node_summary", { node });
      for (const node of ["src/config.ts#notify", "src/config.ts", "app/settings.py", "src/keys.ts"]) expect((await call("source", { node })).isError).toBeUndefined();
      await call("references", { node: "src/config.ts#publish" });
    } finally {
      await client.close();
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(leakedIn(answers.join("\n"))).toEqual([]);
  }, 120_000);

  it("serves no planted value on the web, and refuses the credential files", async () => {
    const served = await startServe(root, { env: { STRATA_LLM: "", STRATA_EMBEDDING: "" } });
    const bodies: string[] = [];
    try {
      const tree = await api(served.url, "api/tree");
      bodies.push(JSON.stringify(tree.body));
      expect((tree.body.files as { path: string }[]).map((f) => f.path).filter((p) => SECRET_FILES.includes(p))).toEqual([]);
      for (const file of SOURCES) {
        const r = await api(served.url, `api/file?path=${encodeURIComponent(file)}`);
        expect(r.status).toBe(200);
        bodies.push(JSON.stringify(r.body));
        bodies.push(JSON.stringify((await api(served.url, `api/regions?path=${encodeURIComponent(file)}`)).body));
      }
      for (const file of SECRET_FILES) {
        const r = await api(served.url, `api/file?path=${encodeURIComponent(file)}`);
        bodies.push(JSON.stringify(r.body));
        expect(r.status).toBe(403);
      }
    } finally {
      await served.stop();
    }
    expect(leakedIn(bodies.join("\n"))).toEqual([]);
  }, 120_000);
});
