/**
 * strata configuration: one zod schema; defaults come from parsing an empty object (STYLE §5). Written with zod/mini
 * (the same zod core, functional API) with the English messages: every command loads this schema, and the classic
 * API's bundle took ~26 ms more CPU to load than the mini one (168 against 48 KB).
 * Precedence: defaults < `strata.config.json` in the repository < environment (`STRATA_*`) < CLI flags.
 */
import * as z from "zod/mini";
import { TOKEN_ENCODINGS } from "../shared/tokens.js";

z.config(z.locales.en());

export const ConfigSchema = z.strictObject({
  /** Files larger than this many bytes are skipped with reason `too-large`. Default 1 MiB. */
  maxFileBytes: z._default(z.number().check(z.int(), z.positive()), 1_048_576),
  /** Files whose longest line exceeds this many characters (and whose lines average over 500) are skipped as minified. */
  maxLineChars: z._default(z.number().check(z.int(), z.positive()), 5000),
  /**
   * Index credential files by name (`.env*`, `*.pem`, `*.key`, `id_rsa*`, credentials files). Default
   * false: they are skipped unread. When true, detected secret values in them are still masked, and the
   * web workspace still never serves them. Env `STRATA_INCLUDE_SECRET_FILES=1`, flag `--include-secret-files`.
   */
  includeSecretFiles: z._default(z.boolean(), false),
  /** Summarization trigger in tokens: files at or under it are sent in full (seed 000 §4.2). */
  tokenThreshold: z._default(z.number().check(z.int(), z.nonnegative()), 1500),
  /** BPE encoding used for every token count. */
  tokenEncoding: z._default(z.enum(TOKEN_ENCODINGS), "o200k_base"),
  /** Worker threads for extraction; default: the cores available, at most 4. 1 keeps extraction in-process. */
  threads: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(64))),
  /** SQLite store file; relative paths are taken from the repository root. Default `.strata/strata.db`. */
  store: z.optional(z.string()),
  /** LLM for Stage 2 synthesis, `"<provider>:<model>"` (providers: openai, openai-compatible, anthropic, google, ollama). Unset: extractive only. API keys come from the environment only. */
  llm: z.optional(
    z.string().check(z.regex(/^(openai|openai-compatible|anthropic|google|ollama):\S.*$/, 'expected "<provider>:<model>" with provider openai, openai-compatible, anthropic, google or ollama')),
  ),
  /** Base URL of the LLM endpoint, e.g. `http://localhost:8000/v1` (required for `openai-compatible`). */
  llmBaseUrl: z.optional(z.url()),
  /** Per-call LLM timeout in milliseconds. */
  llmTimeoutMs: z._default(z.number().check(z.int(), z.positive()), 60_000),
  /** LLM calls in flight at once. */
  llmConcurrency: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(64)), 4),
  /** Retries of one LLM call after a 429, 5xx or timeout (exponential backoff with jitter, honouring Retry-After). */
  llmMaxRetries: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10)), 3),
  /** Semantic cache backend: a `redis://` / `rediss://` URL for a shared team cache; unset or `sqlite` = the SQLite store. Env `STRATA_REDIS_URL`. */
  cache: z.optional(z.string().check(z.regex(/^(sqlite|rediss?:\/\/.+)$/, 'expected a redis:// or rediss:// URL, or "sqlite"'))),
  /** Repository name in shared cache keys; default the git remote `origin` URL, else the repository folder name. */
  cacheNamespace: z.optional(z.string().check(z.minLength(1))),
  /** Dense search embeddings: `openai-compatible:<model>`, `openai:<model>`, `ollama:<model>` or `local:<dir>`. Unset: lexical search only. Env `STRATA_EMBEDDING`. */
  embedding: z.optional(z.string().check(z.regex(/^(openai|openai-compatible|ollama|local):\S.*$/, 'expected "<provider>:<model>" with provider openai-compatible, openai, ollama or local'))),
  /** Base URL of the embedding endpoint, e.g. `http://127.0.0.1:8080/v1` (required for `openai-compatible`). Env `STRATA_EMBEDDING_BASE_URL`. */
  embeddingBaseUrl: z.optional(z.url()),
  /** Graph hops from the search hits in `strata context` and the MCP `context` tool; default 1. */
  contextHops: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))),
  /**
   * Commit subjects indexed per file and per function, method and type as its `history` search field (the newest
   * commits at or before HEAD that changed the file or the node's lines, src/retrieve/history.ts and
   * lineHistory.ts); default 20; 0 = no history field (`--no-history`). Env `STRATA_HISTORY_COMMITS`.
   */
  historyCommits: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(500))),
});

export type StrataConfig = z.infer<typeof ConfigSchema>;
/** Config as written in a file, the environment or flags: every field optional. */
export type PartialConfig = z.input<typeof ConfigSchema>;
