/**
 * A real repository on disk, a real store, the real LLM client pointed at the loopback OpenAI-compatible
 * server, and `indexRepository` with the synthesis stage: what the Table 7.1 tests and the CLI tests share.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { indexRepository, type IndexReport } from "../../src/pipeline/index.js";
import { loadConfig, type StrataConfig } from "../../src/config/index.js";
import { createSynthesisStage } from "../../src/pipeline/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { createLlmClient, type LlmClient } from "../../src/summarize/index.js";
import { chatMessages, jsonAnswer, type LlmHandler, type RecordedRequest } from "../helpers/llmServer.js";

/** The file every row of Table 7.1 edits. `helper` is private; `read` is exported and documented. */
export const SOURCE_A = `import fs from "node:fs";

/** Reads a text file. */
export function read(p: string): string {
  return helper(p);
}

function helper(p: string): string {
  return fs.readFileSync(p, "utf8");
}
`;

export const SOURCE_B = `/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}
`;

/** A grounded answer per chat request: prose only, so no repair call; numbered in arrival order. */
export function numberedAnswers(): LlmHandler {
  let n = 0;
  return (request) => {
    if (request.path !== "/v1/chat/completions") return undefined;
    n += 1;
    return jsonAnswer(
      { main_responsibility: `Summary ${n}.`, public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] },
      { prompt_tokens: 1000, completion_tokens: 100 },
    );
  };
}

/** The contract JSON a chat request carried (the user message), to check what was sent. */
export function sentPrompt(request: RecordedRequest): string {
  return chatMessages(request).filter((m) => m.role === "user").map((m) => m.content).join("\n");
}

export function writeRepo(files: Record<string, string>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-cache-repo-")));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

/** Replaces `from` (must occur) with `to` in a file of `root`. */
export function edit(root: string, rel: string, from: string, to: string): void {
  const file = path.join(root, rel);
  const text = fs.readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`edit: ${rel} does not contain ${JSON.stringify(from)}`);
  fs.writeFileSync(file, text.replace(from, to));
}

export interface Indexer {
  root: string;
  store: Store;
  config: StrataConfig;
  /** Runs `strata index` (extraction + the synthesis stage only) with `llm`, default the test model. */
  index(llm?: LlmClient): Promise<IndexReport>;
  client(model?: string): LlmClient;
  close(): Promise<void>;
}

/** An indexer over `root` whose cache is `cache` (a Redis URL, or undefined for SQLite) with Redis `prefix`. */
export function indexer(root: string, serverUrl: string, cache: string | undefined, prefix: string): Indexer {
  const store = openStore(path.join(root, ".strata", "strata.db"));
  // tokenThreshold 0: every test file is "summarized" (seed 000 §4.2 sends smaller files in full, never to the model).
  const config = loadConfig(root, { cache, cacheNamespace: "test-repo", tokenThreshold: 0 }, {});
  const client = (model = "test-model"): LlmClient =>
    createLlmClient({ llm: `openai-compatible:${model}`, llmBaseUrl: serverUrl, llmMaxRetries: 0, llmConcurrency: 2 }, {})!;
  const defaultClient = client();
  return {
    root,
    store,
    config,
    client,
    index: (llm = defaultClient) => indexRepository({ root, store, config, llm, threads: 1, stages: [createSynthesisStage({ cachePrefix: prefix })] }),
    close: () => store.close(),
  };
}
