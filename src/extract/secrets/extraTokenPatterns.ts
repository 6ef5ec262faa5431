/**
 * Credential formats that secretlint's recommended preset does not detect, each a pattern over raw text.
 * Found by planting one of each in a file and indexing it: the values reached the store in clear.
 * - OpenAI project, service-account and admin keys (`sk-proj-…`, `sk-svcacct-…`, `sk-admin-…`): the
 *   preset's OpenAI rule only knows the older `sk-<20>T3BlbkFJ<20>` shape, and these hold `-` and `_`.
 * - Stripe secret and restricted keys (`sk_live_…`, `rk_test_…`): the preset has no Stripe rule.
 * - Google API keys (`AIza` and 35 characters): the preset's GCP rule reads service-account JSON only.
 * - Hugging Face access tokens (`hf_` and 30 or more letters and digits).
 */

/** One extra detector: a rule id reported in findings (`strata/<name>`) and a global regex whose match is the value. */
export interface ExtraTokenPattern {
  ruleId: string;
  pattern: RegExp;
}

export const EXTRA_TOKEN_PATTERNS: readonly ExtraTokenPattern[] = [
  { ruleId: "strata/openai-project-key", pattern: /\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}/g },
  { ruleId: "strata/stripe-secret-key", pattern: /\b[rs]k_(?:live|test)_[0-9A-Za-z]{20,}/g },
  { ruleId: "strata/google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { ruleId: "strata/huggingface-token", pattern: /\bhf_[A-Za-z0-9]{30,}\b/g },
];
