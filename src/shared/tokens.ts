/**
 * BPE token counting with the encodings of gpt-tokenizer. The default encoding is o200k_base (GPT-4o family).
 *
 * Special-token text such as `<|endoftext|>` inside a file is counted as ordinary text, never rejected
 * and never counted as 0 (yamadashy/repomix#89).
 *
 * A counter uses the encoding's rank table written by `npm run build` (bpeRanks.ts: ~10 ms to load against
 * ~600 ms for gpt-tokenizer's o200k_base encoder, same counts); without that file (a checkout not built yet) it
 * loads gpt-tokenizer's encoder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BpeRanks, bpeCounter } from "./bpeRanks.js";
import { packageRoot } from "./packageRoot.js";

export const TOKEN_ENCODINGS = ["o200k_base", "cl100k_base", "p50k_base", "r50k_base"] as const;
export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];

type Encoder = { encode: (text: string, opts?: { disallowedSpecial?: Set<string> }) => number[] };
type SplitRegexes = typeof import("gpt-tokenizer/encodingParams/constants");

/** Encoders are imported on first use: each encoding's rank table costs tens of ms to load. */
const LOADERS: Record<TokenEncoding, () => Promise<Encoder>> = {
  o200k_base: () => import("gpt-tokenizer/encoding/o200k_base"),
  cl100k_base: () => import("gpt-tokenizer/encoding/cl100k_base"),
  p50k_base: () => import("gpt-tokenizer/encoding/p50k_base"),
  r50k_base: () => import("gpt-tokenizer/encoding/r50k_base"),
};

/** Each encoding's pre-tokenizer regex, as gpt-tokenizer's encoding parameters use it. */
const SPLIT: Record<TokenEncoding, (r: SplitRegexes) => RegExp> = {
  o200k_base: (r) => r.O200K_TOKEN_SPLIT_REGEX,
  cl100k_base: (r) => r.CL100K_TOKEN_SPLIT_REGEX,
  p50k_base: (r) => r.R50K_TOKEN_SPLIT_REGEX,
  r50k_base: (r) => r.R50K_TOKEN_SPLIT_REGEX,
};

/** Where `npm run build` writes the rank table of `encoding` (src/scripts/writeTokenRanks.ts). */
export function tokenRanksPath(encoding: TokenEncoding): string {
  return path.join(packageRoot(), "dist", "token-ranks", `${encoding}.bin`);
}

const NO_SPECIALS = new Set<string>();

/** A token counter bound to one encoding. */
export type TokenCounter = (text: string) => number;

/**
 * Loads `encoding` and returns a counter for it. The count is the number of BPE tokens of `text`, with special-token
 * text treated as ordinary text.
 * @throws Error for an unknown encoding name, or a rank table file that is damaged or of another version.
 */
export async function tokenCounter(encoding: TokenEncoding = "o200k_base"): Promise<TokenCounter> {
  const load = LOADERS[encoding];
  if (!load) throw new Error(`unknown token encoding "${String(encoding)}": use one of ${TOKEN_ENCODINGS.join(", ")}`);
  const table = readRanks(encoding);
  if (table) {
    const count = bpeCounter(table, SPLIT[encoding](await import("gpt-tokenizer/encodingParams/constants")));
    return (text) => (text.length === 0 ? 0 : count(text));
  }
  return gptTokenizerCounter(encoding);
}

/** The counter of gpt-tokenizer's own encoder for `encoding` (what the rank tables are checked against). */
export async function gptTokenizerCounter(encoding: TokenEncoding): Promise<TokenCounter> {
  const enc = await LOADERS[encoding]();
  return (text) => (text.length === 0 ? 0 : enc.encode(text, { disallowedSpecial: NO_SPECIALS }).length);
}

/** The built rank table of `encoding`; undefined when it was not built, or on a big-endian machine. */
function readRanks(encoding: TokenEncoding): BpeRanks | undefined {
  if (os.endianness() !== "LE") return undefined;
  let file: Buffer;
  try {
    file = fs.readFileSync(tokenRanksPath(encoding));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return BpeRanks.fromBytes(file);
}
