/**
 * BPE token counting with gpt-tokenizer. The default encoding is o200k_base (GPT-4o family).
 *
 * Special-token text such as `<|endoftext|>` inside a file is counted as ordinary text, never rejected
 * and never counted as 0 (parsing case BC-35; yamadashy/repomix#89).
 */
import * as o200k from "gpt-tokenizer/encoding/o200k_base";
import * as cl100k from "gpt-tokenizer/encoding/cl100k_base";
import * as p50k from "gpt-tokenizer/encoding/p50k_base";
import * as r50k from "gpt-tokenizer/encoding/r50k_base";

export const TOKEN_ENCODINGS = ["o200k_base", "cl100k_base", "p50k_base", "r50k_base"] as const;
export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];

const ENCODERS: Record<TokenEncoding, { encode: (text: string, opts?: { disallowedSpecial?: Set<string> }) => number[] }> = {
  o200k_base: o200k,
  cl100k_base: cl100k,
  p50k_base: p50k,
  r50k_base: r50k,
};

const NO_SPECIALS = new Set<string>();

/** A token counter bound to one encoding. */
export type TokenCounter = (text: string) => number;

/**
 * Returns a counter for `encoding`. The count is the number of BPE tokens of `text`, with special-token
 * text treated as ordinary text.
 * @throws Error for an unknown encoding name.
 */
export function tokenCounter(encoding: TokenEncoding = "o200k_base"): TokenCounter {
  const enc = ENCODERS[encoding];
  if (!enc) throw new Error(`unknown token encoding "${String(encoding)}": use one of ${TOKEN_ENCODINGS.join(", ")}`);
  return (text) => (text.length === 0 ? 0 : enc.encode(text, { disallowedSpecial: NO_SPECIALS }).length);
}
