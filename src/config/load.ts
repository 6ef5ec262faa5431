/**
 * Loads the configuration for a repository from `strata.config.json`, the environment and overrides.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigSchema, type PartialConfig, type StrataConfig } from "./schema.js";
import { UsageProblem } from "../shared/errors.js";

/** Name of the per-repository configuration file. */
export const CONFIG_FILE = "strata.config.json";

/**
 * Thrown for an unreadable or invalid configuration; the message names the source and lists
 * `path: message` lines. Stops the command (exit code 2 in the CLI).
 */
export class ConfigError extends UsageProblem {
  override name = "ConfigError";
}

/** Environment variables read, with the config key each sets. */
const ENV_KEYS: Record<string, { key: keyof PartialConfig; number?: boolean; boolean?: boolean }> = {
  STRATA_INCLUDE_SECRET_FILES: { key: "includeSecretFiles", boolean: true },
  STRATA_MAX_FILE_BYTES: { key: "maxFileBytes", number: true },
  STRATA_MAX_LINE_CHARS: { key: "maxLineChars", number: true },
  STRATA_TOKEN_THRESHOLD: { key: "tokenThreshold", number: true },
  STRATA_TOKEN_ENCODING: { key: "tokenEncoding" },
  STRATA_STORE: { key: "store" },
  STRATA_THREADS: { key: "threads", number: true },
  STRATA_EMBEDDING: { key: "embedding" },
  STRATA_EMBEDDING_BASE_URL: { key: "embeddingBaseUrl" },
  STRATA_LLM: { key: "llm" },
  STRATA_LLM_BASE_URL: { key: "llmBaseUrl" },
  STRATA_LLM_TIMEOUT_MS: { key: "llmTimeoutMs", number: true },
  STRATA_LLM_CONCURRENCY: { key: "llmConcurrency", number: true },
  STRATA_LLM_MAX_RETRIES: { key: "llmMaxRetries", number: true },
  STRATA_REDIS_URL: { key: "cache" },
  STRATA_HISTORY_COMMITS: { key: "historyCommits", number: true },
};

/**
 * The merged configuration for `root`.
 * @param overrides values from CLI flags (undefined entries are ignored).
 * @throws ConfigError naming the file or variable that is invalid.
 */
export function loadConfig(root: string, overrides: PartialConfig = {}, env: NodeJS.ProcessEnv = process.env): StrataConfig {
  const fromFile = readConfigFile(path.join(root, CONFIG_FILE));
  const fromEnv: Record<string, unknown> = {};
  for (const [name, { key, number, boolean }] of Object.entries(ENV_KEYS)) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    fromEnv[key] = number ? Number(raw) : boolean ? booleanOf(raw) : raw;
  }
  const merged = { ...fromFile, ...fromEnv, ...definedOnly(overrides) };
  const result = ConfigSchema.safeParse(merged);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new ConfigError(`invalid configuration (from ${CONFIG_FILE}, STRATA_* variables or flags):\n${lines.join("\n")}`);
  }
  return result.data;
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new ConfigError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("expected a JSON object");
    return value as Record<string, unknown>;
  } catch (error) {
    throw new ConfigError(`${file} is not valid: ${(error as Error).message}`);
  }
}

function definedOnly(o: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** `1`/`true`/`yes` → true, `0`/`false`/`no` → false (case-insensitive); anything else is left for the schema to reject. */
function booleanOf(raw: string): unknown {
  const v = raw.trim().toLowerCase();
  if (["1", "true", "yes"].includes(v)) return true;
  if (["0", "false", "no"].includes(v)) return false;
  return raw;
}
