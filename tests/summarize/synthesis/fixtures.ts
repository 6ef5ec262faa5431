/** Shared fixtures of the synthesis tests: a real contract (extracted from `fixtures/sessionStore.ts.txt`) and answers. */
import fs from "node:fs";
import path from "node:path";
import { createLlmClient, type LlmTechnicalSummary, type StrataLlmClient, type LlmClientOptions } from "../../../src/summarize/index.js";
import type { SemanticContract } from "../../../src/extract/index.js";

const dir = path.join(import.meta.dirname, "fixtures");

export const CONTRACT = JSON.parse(fs.readFileSync(path.join(dir, "sessionStore.contract.json"), "utf8")) as SemanticContract;
export const SOURCE = fs.readFileSync(path.join(dir, "sessionStore.ts.txt"), "utf8");

export const API_KEY = "sk-strata-test-0123456789abcdef";

/** A real client pointed at the loopback server, fast backoff. */
export function testClient(url: string, extra: Record<string, unknown> = {}, options: LlmClientOptions = {}): StrataLlmClient {
  const client = createLlmClient(
    { llm: "openai-compatible:test-model", llmBaseUrl: url, llmMaxRetries: 2, llmTimeoutMs: 5000, ...extra },
    { STRATA_LLM_API_KEY: API_KEY },
    { retry: { baseDelayMs: 10, maxDelayMs: 2000 }, ...options },
  );
  if (!client) throw new Error("no client");
  return client;
}

/** A grounded P-TECH-JSON answer for {@link CONTRACT}. */
export const GOOD_ANSWER: LlmTechnicalSummary = {
  main_responsibility: "Keeps user sessions in `sessions.json` and drops them after a time to live.",
  public_api: [
    { name: "Session", kind: "interface", signature: "interface Session { id: string; userId: string; expiresAt: number }", description: "A stored session." },
    { name: "SessionStore", kind: "class", signature: "class SessionStore", description: "" },
    { name: "SessionStore.create", kind: "method", signature: "create(userId: string): Promise<Session>", description: "Creates a session." },
  ],
  io_contracts: [{ name: "Session", kind: "interface", definition: "{ id: string; userId: string; expiresAt: number }" }],
  dependencies: ["node:fs", "node:path", "node:crypto"],
  side_effects: ["File system access (node:fs)"],
  key_algorithms: ["Time-to-live expiry in `prune`"],
};

/** {@link GOOD_ANSWER} as the stored `TechnicalSummary`. */
export const GOOD_SUMMARY = {
  formatVersion: 1,
  filePath: "sessionStore.ts",
  main_responsibility: "Keeps user sessions in `sessions.json` and drops them after a time to live.",
  public_api: [
    { name: "Session", kind: "interface", signature: "interface Session { id: string; userId: string; expiresAt: number }", description: "A stored session." },
    { name: "SessionStore", kind: "class", signature: "class SessionStore" },
    { name: "SessionStore.create", kind: "method", signature: "create(userId: string): Promise<Session>", description: "Creates a session." },
  ],
  io_contracts: [{ name: "Session", kind: "interface", definition: "{ id: string; userId: string; expiresAt: number }" }],
  dependencies: ["node:fs", "node:path", "node:crypto"],
  side_effects: ["File system access (node:fs)"],
  key_algorithms: ["Time-to-live expiry in `prune`"],
  generator: "llm",
};
