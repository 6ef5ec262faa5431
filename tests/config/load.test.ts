import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/index.js";

/** Defaults of the `llm*` keys. */
const LLM_DEFAULTS = { llmTimeoutMs: 60_000, llmConcurrency: 4, llmMaxRetries: 3, includeSecretFiles: false };

const dirs: string[] = [];
function tempRepo(config?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-config-"));
  dirs.push(dir);
  if (config !== undefined) fs.writeFileSync(path.join(dir, "strata.config.json"), config);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("gives the defaults for an empty repository", () => {
    expect(loadConfig(tempRepo(), {}, {})).toEqual({ maxFileBytes: 1_048_576, maxLineChars: 5000, tokenThreshold: 1500, tokenEncoding: "o200k_base", ...LLM_DEFAULTS });
  });

  it("applies file < environment < flags", () => {
    const root = tempRepo(JSON.stringify({ tokenThreshold: 100, maxFileBytes: 10, store: "a.db" }));
    const config = loadConfig(root, { maxFileBytes: 30, store: undefined }, { STRATA_TOKEN_THRESHOLD: "200", STRATA_MAX_FILE_BYTES: "20" });
    expect(config).toEqual({ maxFileBytes: 30, maxLineChars: 5000, tokenThreshold: 200, tokenEncoding: "o200k_base", store: "a.db", ...LLM_DEFAULTS });
  });

  it("names the bad field and the sources", () => {
    const root = tempRepo(JSON.stringify({ tokenThreshold: -1, colour: "red" }));
    expect(() => loadConfig(root, {}, {})).toThrow(ConfigError);
    expect(() => loadConfig(root, {}, {})).toThrow(/tokenThreshold: .*\n.*Unrecognized key: "colour"/s);
  });

  it("reports invalid JSON with the file path", () => {
    const root = tempRepo("{ nope");
    expect(() => loadConfig(root, {}, {})).toThrow(`${path.join(root, "strata.config.json")} is not valid:`);
  });
});
