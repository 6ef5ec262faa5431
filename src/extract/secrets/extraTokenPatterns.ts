/**
 * Credential formats that secretlint's recommended preset does not detect, each a pattern over raw text.
 * Found by planting one of each in a file and indexing it: the values reached the store in clear.
 * - OpenAI project, service-account and admin keys (`sk-proj-…`, `sk-svcacct-…`, `sk-admin-…`): the
 *   preset's OpenAI rule only knows the older `sk-<20>T3BlbkFJ<20>` shape, and these hold `-` and `_`.
 * - Stripe secret and restricted keys (`sk_live_…`, `rk_test_…`): the preset has no Stripe rule.
 * - Google API keys (`AIza` and 35 characters): the preset's GCP rule reads service-account JSON only.
 * - Hugging Face access tokens (`hf_` and 30 or more letters and digits).
 * - A password, secret, token or key assigned to a name that ends in such a word (`DB_PASSWORD = "hunter2-…"`,
 *   `"api_key": "…"`, `client_secret: '…'`, `db_password: str = "…"`; unquoted in YAML, `.env`-style `NAME=value`
 *   lines, docker-compose lists; the default of `os.environ.get("DB_PASSWORD", "…")`), and a `Bearer` token literal:
 *   no format rule knows such a value, and it reached the store, search and `strata context` in clear. Only a name
 *   that ends in the word counts (`TOKEN_URL`, `api_key_header`, `PASSWORD_HASHER` name no secret), and only a value
 *   that looks like a credential (6 or more characters holding a digit, a symbol, or capitals past the first letter;
 *   no URL, path or placeholder), so `TOKEN_TYPE = "Bearer"` stays as written: every occurrence of a found value is
 *   masked, and a plain word would mask the identifiers that share it.
 */

/**
 * One extra detector: a rule id reported in findings (`strata/<name>`) and a global regex whose match (or its
 * first capture group, when it has one) is the value; `accept` keeps only the values it returns true for.
 */
export interface ExtraTokenPattern {
  ruleId: string;
  pattern: RegExp;
  /** Keeps the values it returns true for; `text` is the whole text scanned. */
  accept?: (value: string, text: string) => boolean;
  /** Only files whose repository-relative path matches (data and env files for unquoted values); absent: every file. */
  files?: RegExp;
}

/** A name ending in a credential word (`DB_PASSWORD`, `apiKey`, `client-secret`), at a word boundary before it. */
const CREDENTIAL_NAME = String.raw`\b[\w.-]*(?:passw(?:or)?d|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?)(?![\w-])`;

/** Data, env and doc files, where a credential is written unquoted (`password: x`, `DB_PASSWORD=x`). */
const UNQUOTED_FILES = /(?:\.(?:ya?ml|env|ini|cfg|conf|properties|toml|md|txt)$|(?:^|\/)\.env[^/]*$|(?:^|\/)(?:dockerfile|docker-compose[^/]*)$)/i;

/**
 * True when `value` is an identifier the text also writes as code, outside quotes: class-validator's
 * `IS_STRONG_PASSWORD = 'isStrongPassword'` names its function `isStrongPassword`; masked as a secret, every occurrence
 * went, and `export function ****************(value…)` broke the file's contract and graph.
 */
function writtenAsCode(value: string, text: string): boolean {
  if (!/^[A-Za-z_$][\w$]*$/u.test(value)) return false;
  const escaped = value.replace(/\$/gu, "\\$");
  return new RegExp(`(?<![\\w$"'\`])${escaped}(?![\\w$"'\`])`, "u").test(text);
}

/** A value that reads as a credential rather than a word, an identifier of the code or a placeholder (see the module comment). */
function credentialLike(value: string, text: string): boolean {
  if (/^[$%{<(/~.]|\$\{|\{\{|:\/\/|^(?:true|false|null|none|changeme)$/iu.test(value)) return false;
  if (writtenAsCode(value, text)) return false;
  // Both cases past the first letter (`q8ZkLmPx`, not the capitalized word `Bearer`).
  return /\d|[^\w]/u.test(value) || (/[a-z]/u.test(value) && /[A-Z]/u.test(value.slice(1)));
}

export const EXTRA_TOKEN_PATTERNS: readonly ExtraTokenPattern[] = [
  { ruleId: "strata/openai-project-key", pattern: /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}/g },
  { ruleId: "strata/stripe-secret-key", pattern: /\b[rs]k_(?:live|test)_[0-9A-Za-z]{20,}/g },
  { ruleId: "strata/google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { ruleId: "strata/huggingface-token", pattern: /\bhf_[A-Za-z0-9]{30,}\b/g },
  {
    ruleId: "strata/password-assignment",
    // Quoted, after `=`, `:`, `:=`, `=>` or a Python annotation (`db_password: str = "…"`).
    pattern: new RegExp(String.raw`${CREDENTIAL_NAME}["'\`]?(?:\s*:\s*[A-Za-z_][\w\[\]., |]*?\s*=|\s*(?::=|=>|[:=]))\s*["'\`]([^"'\`\s\\]{6,})["'\`]`, "gi"),
    accept: credentialLike,
  },
  {
    ruleId: "strata/password-assignment",
    // `NAME=value` as env files, shell, Dockerfiles, compose lists and READMEs write it.
    pattern: new RegExp(String.raw`${CREDENTIAL_NAME}=([^\s"'\`$]{6,})`, "gi"),
    accept: credentialLike,
    files: UNQUOTED_FILES,
  },
  {
    ruleId: "strata/password-assignment",
    // An unquoted YAML value on its own line: `password: hunter2`, `  - token: abc123`.
    pattern: new RegExp(String.raw`^[ \t]*(?:-[ \t]+)?${CREDENTIAL_NAME}[ \t]*:[ \t]+([^\s"'#{}\[\]&*!|>]{6,})[ \t]*$`, "gim"),
    accept: credentialLike,
    files: /\.ya?ml$/i,
  },
  {
    ruleId: "strata/password-assignment",
    // The default of an environment lookup: `os.environ.get("DB_PASSWORD", "…")`, `os.getenv("API_TOKEN", "…")`.
    pattern: new RegExp(String.raw`(?:environ\.get|getenv)\(\s*["'][\w.-]*(?:passw(?:or)?d|secret|token|api[_-]?key|access[_-]?key|private[_-]?key)["']\s*,\s*["']([^"'\s]{6,})["']`, "gi"),
    accept: credentialLike,
  },
  { ruleId: "strata/bearer-token", pattern: /\bBearer\s+([A-Za-z0-9._~+/=-]{20,})/g, accept: credentialLike },
];
