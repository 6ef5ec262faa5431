/**
 * BPE token counting with gpt-tokenizer. The default encoding is o200k_base (GPT-4o family).
 *
 * Special-token text such as `<|endoftext|>` inside a file is counted as ordinary text, never rejected
 * and never counted as 0 (yamadashy/repomix#89).
 */
export const TOKEN_ENCODINGS = ["o200k_base", "cl100k_base", "p50k_base", "r50k_base"] as const;
export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];

type Encoder = { encode: (text: string, opts?: { disallowedSpecial?: Set<string> }) => number[] };

/** Encoders are imported on first use: each encoding's rank table costs tens of ms to load. */
const LOADERS: Record<TokenEncoding, () => Promise<Encoder>> = {
  o200k_base: () => import("gpt-tokenizer/encoding/o200k_base"),
  cl100k_base: () => import("gpt-tokenizer/encoding/cl100k_base"),
  p50k_base: () => import("gpt-tokenizer/encoding/p50k_base"),
  r50k_base: () => import("gpt-tokenizer/encoding/r50k_base"),
};

const NO_SPECIALS = new Set<string>();

/** A token counter bound to one encoding. */
export type TokenCounter = (text: string) => number;

/**
 * Loads `encoding` and returns a counter for it. The count is the number of BPE tokens of `text`, with special-token
 * text treated as ordinary text.
 * @throws Error for an unknown encoding name.
 */
export async function tokenCounter(encoding: TokenEncoding = "o200k_base"): Promise<TokenCounter> {
  const load = LOADERS[encoding];
  if (!load) throw new Error(`unknown token encoding "${String(encoding)}": use one of ${TOKEN_ENCODINGS.join(", ")}`);
  const enc = await load();
  return (text) => (text.length === 0 ? 0 : enc.encode(text, { disallowedSpecial: NO_SPECIALS }).length);
}
