/**
 * strata configuration: one zod schema; defaults come from parsing an empty object (STYLE §5).
 * Precedence: defaults < `strata.config.json` in the repository < environment (`STRATA_*`) < CLI flags.
 */
import { z } from "zod";
import { TOKEN_ENCODINGS } from "../shared/tokens.js";

export const ConfigSchema = z
  .object({
    /** Files larger than this many bytes are skipped with reason `too-large`. Default 1 MiB. */
    maxFileBytes: z.number().int().positive().default(1_048_576),
    /** Files whose longest line exceeds this many characters (and whose lines average over 500) are skipped as minified. */
    maxLineChars: z.number().int().positive().default(5000),
    /**
     * Index credential files by name (`.env*`, `*.pem`, `*.key`, `id_rsa*`, credentials files). Default
     * false: they are skipped unread. When true, detected secret values in them are still masked, and the
     * web workspace still never serves them. Env `STRATA_INCLUDE_SECRET_FILES=1`, flag `--include-secret-files`.
     */
    includeSecretFiles: z.boolean().default(false),
    /** Summarization trigger in tokens: files at or under it are sent in full (seed 000 §4.2). */
    tokenThreshold: z.number().int().nonnegative().default(1500),
    /** BPE encoding used for every token count. */
    tokenEncoding: z.enum(TOKEN_ENCODINGS).default("o200k_base"),
    /** Worker threads for extraction; default: the cores available, at most 4. 1 keeps extraction in-process. */
    threads: z.number().int().min(1).max(64).optional(),
    /** SQLite store file; relative paths are taken from the repository root. Default `.strata/strata.db`. */
    store: z.string().optional(),
    /** LLM for Stage 2 synthesis, `"<provider>:<model>"` (providers: openai, openai-compatible, anthropic, google, ollama). Unset: extractive only. API keys come from the environment only. */
    llm: z
      .string()
      .regex(/^(openai|openai-compatible|anthropic|google|ollama):\S.*$/, 'expected "<provider>:<model>" with provider openai, openai-compatible, anthropic, google or ollama')
      .optional(),
    /** Base URL of the LLM endpoint, e.g. `http://localhost:8000/v1` (required for `openai-compatible`). */
    llmBaseUrl: z.url().optional(),
    /** Per-call LLM timeout in milliseconds. */
    llmTimeoutMs: z.number().int().positive().default(60_000),
    /** LLM calls in flight at once. */
    llmConcurrency: z.number().int().min(1).max(64).default(4),
    /** Retries of one LLM call after a 429, 5xx or timeout (exponential backoff with jitter, honouring Retry-After). */
    llmMaxRetries: z.number().int().min(0).max(10).default(3),
    /** Semantic cache backend: a `redis://` / `rediss://` URL for a shared team cache; unset or `sqlite` = the SQLite store. Env `STRATA_REDIS_URL`. */
    cache: z.string().regex(/^(sqlite|rediss?:\/\/.+)$/, 'expected a redis:// or rediss:// URL, or "sqlite"').optional(),
    /** Repository name in shared cache keys; default the git remote `origin` URL, else the repository folder name. */
    cacheNamespace: z.string().min(1).optional(),
    /** Dense search embeddings: `openai-compatible:<model>`, `openai:<model>`, `ollama:<model>` or `local:<dir>`. Unset: lexical search only. Env `STRATA_EMBEDDING`. */
    embedding: z.string().regex(/^(openai|openai-compatible|ollama|local):\S.*$/, 'expected "<provider>:<model>" with provider openai-compatible, openai, ollama or local').optional(),
    /** Base URL of the embedding endpoint, e.g. `http://127.0.0.1:8080/v1` (required for `openai-compatible`). Env `STRATA_EMBEDDING_BASE_URL`. */
    embeddingBaseUrl: z.url().optional(),
    /** Graph hops from the search hits in `strata context` and the MCP `context` tool; default 1. */
    contextHops: z.number().int().min(0).max(5).optional(),
    /**
     * Commit subjects indexed per file and per function, method and type as its `history` search field (the newest
     * commits at or before HEAD that changed the file or the node's lines, src/retrieve/history.ts and
     * lineHistory.ts); default 20; 0 = no history field (`--no-history`). Env `STRATA_HISTORY_COMMITS`.
     */
    historyCommits: z.number().int().min(0).max(500).optional(),
  })
  .strict();

export type StrataConfig = z.infer<typeof ConfigSchema>;
/** Config as written in a file, the environment or flags: every field optional. */
export type PartialConfig = z.input<typeof ConfigSchema>;
