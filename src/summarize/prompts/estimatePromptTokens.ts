/**
 * Token estimate of a prompt for `--dry-run`: the BPE tokens of the system and user text that
 * {@link renderPrompt} would send. Output tokens are not estimated.
 */
import { createRequire } from "node:module";
import type { SemanticContract } from "../../extract/index.js";
import type { TokenCounter } from "../../shared/tokens.js";
import { promptContract } from "../promptContract.js";
import { renderPrompt } from "./library.js";
import type { PromptId } from "./outputSchemas.js";

let o200k: TokenCounter | undefined;

/** o200k_base, loaded synchronously on first use (the same encoder `src/shared/tokens.ts` loads asynchronously). */
export function defaultCounter(): TokenCounter {
  if (!o200k) {
    const require = createRequire(import.meta.url);
    const enc = require("gpt-tokenizer/encoding/o200k_base") as { encode: (t: string, o?: { disallowedSpecial?: Set<string> }) => number[] };
    const none = new Set<string>();
    o200k = (text) => (text.length === 0 ? 0 : enc.encode(text, { disallowedSpecial: none }).length);
  }
  return o200k;
}

/**
 * Input tokens of prompt `promptId` for `contract`: system + user text, counted with `count` (a counter from
 * `tokenCounter()` of src/shared/tokens.ts; default o200k_base). Chat framing adds a few tokens per message.
 */
export function estimatePromptTokens(contract: SemanticContract, promptId: PromptId = "P-TECH-JSON", count: TokenCounter = defaultCounter()): number {
  const { system, prompt } = renderPrompt(promptId, promptContract(contract));
  return count(system) + count(prompt);
}
