/**
 * Credential formats that secretlint's recommended preset does not detect, each a pattern over raw text.
 * Found by planting one of each in a file and indexing it: the values reached the store in clear.
 * - OpenAI project, service-account and admin keys (`sk-proj-…`, `sk-svcacct-…`, `sk-admin-…`): the
 *   preset's OpenAI rule only knows the older `sk-<20>T3BlbkFJ<20>` shape, and these hold `-` and `_`.
 * - Stripe secret and restricted keys (`sk_live_…`, `rk_test_…`): the preset has no Stripe rule.
 * - Google API keys (`AIza` and 35 characters): the preset's GCP rule reads service-account JSON only.
 * - Hugging Face access tokens (`hf_` and 30 or more letters and digits).
 * - A password, secret, token or key assigned as a string literal to a name that says so (`DB_PASSWORD =
 *   "hunter2-Very-Secret!"`, `"api_key": "…"`, `client_secret: '…'`): no format rule knows such a value, and it
 *   reached the store, search and `strata context` in clear. Only a value that looks like a credential counts
 *   (6 or more characters holding a digit, a symbol, or capitals past the first letter), so `password_label = "password"` and
 *   `TOKEN_TYPE = "Bearer"` stay as written: every occurrence of a found value is masked, and a plain word would
 *   mask the identifiers that share it.
 */

/**
 * One extra detector: a rule id reported in findings (`strata/<name>`) and a global regex whose match (or its
 * first capture group, when it has one) is the value; `accept` keeps only the values it returns true for.
 */
export interface ExtraTokenPattern {
  ruleId: string;
  pattern: RegExp;
  accept?: (value: string) => boolean;
}

/** A value that reads as a credential rather than a word or a placeholder (see the module comment). */
function credentialLike(value: string): boolean {
  if (/^[$%{<]|\$\{|\{\{/u.test(value)) return false;
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
    pattern: /\b[\w.-]*(?:passw(?:or)?d|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)[\w-]*["'`]?\s*(?::=|=>|[:=])\s*["'`]([^"'`\s\\]{6,})["'`]/gi,
    accept: credentialLike,
  },
];
