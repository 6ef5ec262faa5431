/**
 * `strata summary <file> --style brief|dense`: the prompt library's short summaries (P-BRIEF, P-CoD) of the file's
 * stored contract, asked of the model each time, against the loopback OpenAI-compatible server.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, strataInProcess, writeTree } from "../helpers/cli.js";
import { tokenCounter } from "../../src/shared/tokens.js";
import { chatMessages, jsonAnswer, startLlmServer, type LlmServer } from "../helpers/llmServer.js";

let server: LlmServer;
let root: string;
const SOURCE = 'import fs from "node:fs";\n\n/** Reads the settings file. */\nexport function loadSettings(path: string): Record<string, string> {\n  return JSON.parse(fs.readFileSync(path, "utf8"));\n}\n\nexport const API_KEY = "ghp_R8v2Kq9TzLm4Xw7Yb3Nc6Hd1Fj5Gs0Pa2QeU";\n';

beforeAll(async () => {
  server = await startLlmServer();
  root = writeTree({ "src/settings.ts": SOURCE });
  expect((await strataInProcess(["index", root, "-q"])).status).toBe(0);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const run = (args: string[], env: Record<string, string> = { STRATA_LLM: "openai-compatible:test-model", STRATA_LLM_BASE_URL: server.url }) =>
  strataInProcess(["summary", "src/settings.ts", "--repo", root, ...args], REPO_ROOT, { STRATA_REDIS_URL: "", ...env });

describe("summary --style", () => {
  it("brief: the P-BRIEF answer with its prompt key, and the key never reaches the prompt", async () => {
    server.script(jsonAnswer({ summary: "Loads settings from a JSON file with `loadSettings`." }));
    const r = await run(["--style", "brief", "--json"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout)).toEqual({
      path: "src/settings.ts",
      style: "brief",
      promptKey: "P-BRIEF@1",
      generator: "P-BRIEF|openai-compatible:test-model",
      summary: "Loads settings from a JSON file with `loadSettings`.",
      tokens: (await tokenCounter())("Loads settings from a JSON file with `loadSettings`."),
      ungrounded: [],
    });
    const prompt = chatMessages(server.chatRequests().at(-1)!).map((m) => m.content).join("\n");
    expect(prompt).toContain("loadSettings");
    expect(prompt).not.toContain("ghp_R8v2Kq9TzLm4Xw7Yb3Nc6Hd1Fj5Gs0Pa2QeU");
  });

  it("dense: the ~50- and ~150-token summaries as text, naming a name the contract does not have", async () => {
    server.script(jsonAnswer({ steps: [{ missing_entities: ["`loadSettings`"], summary: "`loadSettings` reads settings." }], summary_50_token: "`loadSettings` parses a JSON settings file.", summary_150_token: "`loadSettings(path)` reads the file with node:fs and parses it as JSON; `Config` holds nothing." }));
    const r = await run(["--style", "dense"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toBe(
      "`loadSettings` parses a JSON settings file.\n\n`loadSettings(path)` reads the file with node:fs and parses it as JSON; `Config` holds nothing.\n(P-CoD@1|openai-compatible:test-model; asked now, not cached)\n(names not in the contract: Config)\n",
    );
  });

  it("without a model, or with --node, is a usage error saying what to set", async () => {
    const none = await run(["--style", "brief"], { STRATA_LLM: "" });
    expect([none.status, none.stdout, none.stderr]).toEqual([2, "", "strata: --style brief asks a model: give --llm <provider:model> or set STRATA_LLM (e.g. STRATA_LLM=openai:gpt-4o-mini)\n"]);
    const node = await strataInProcess(["summary", "--node", "src/settings.ts#loadSettings", "--repo", root, "--style", "dense"]);
    expect([node.status, node.stderr]).toEqual([2, "strata: --style dense summarizes a file: give <file>, not --node\n"]);
  });
});

describe("file_summary over MCP with a style", () => {
  it("brief asks the model; without a model it is a tool error saying what to set", async () => {
    const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
    const { InMemoryTransport } = await import("@modelcontextprotocol/sdk/inMemory.js");
    const { createMcpServer } = await import("../../src/mcp/server.js");
    const { loadConfig } = await import("../../src/config/index.js");
    const { openStore } = await import("../../src/store/index.js");
    const { testClient } = await import("../summarize/synthesis/fixtures.js");
    const store = openStore(`${root}/.strata/strata.db`, { readOnly: true });
    const call = async (llm: boolean) => {
      const mcp = createMcpServer({ root, store, config: loadConfig(root), countTokens: await tokenCounter(), version: "test", ...(llm ? { llm: testClient(server.url) } : {}) });
      const [a, b] = InMemoryTransport.createLinkedPair();
      const client = new Client({ name: "t", version: "1" });
      await Promise.all([mcp.connect(a), client.connect(b)]);
      try {
        return (await client.callTool({ name: "file_summary", arguments: { path: "src/settings.ts", style: "brief" } })) as { isError?: boolean; content: { text: string }[] };
      } finally {
        await client.close();
      }
    };
    try {
      server.script(jsonAnswer({ summary: "Reads `loadSettings` input as JSON." }));
      const answer = await call(true);
      expect(answer.isError).toBeFalsy();
      expect(JSON.parse(answer.content[0]!.text)).toMatchObject({ path: "src/settings.ts", style: "brief", promptKey: "P-BRIEF@1", summary: "Reads `loadSettings` input as JSON.", ungrounded: [], fresh: true, recomputed: true });
      const refused = await call(false);
      expect([refused.isError, refused.content[0]!.text]).toEqual([true, "style brief asks a model: start strata mcp with --llm <provider:model> or STRATA_LLM set"]);
    } finally {
      await store.close();
    }
  });
});
