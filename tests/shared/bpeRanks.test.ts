/**
 * The rank-table counter (src/shared/bpeRanks.ts) against gpt-tokenizer's encoder: the same count for every text,
 * per encoding. The tables are made here from gpt-tokenizer's rank data, as `npm run build` makes them.
 */
import fs from "node:fs";
import path from "node:path";
import * as splits from "gpt-tokenizer/encodingParams/constants";
import { describe, expect, it } from "vitest";
import { BpeRanks, bpeCounter } from "../../src/shared/bpeRanks.js";
import { gptTokenizerCounter, TOKEN_ENCODINGS, tokenCounter, tokenRanksPath, type TokenEncoding } from "../../src/shared/tokens.js";
import { REPO_ROOT } from "../helpers/cli.js";

const SPLIT: Record<TokenEncoding, RegExp> = {
  o200k_base: splits.O200K_TOKEN_SPLIT_REGEX,
  cl100k_base: splits.CL100K_TOKEN_SPLIT_REGEX,
  p50k_base: splits.R50K_TOKEN_SPLIT_REGEX,
  r50k_base: splits.R50K_TOKEN_SPLIT_REGEX,
};

/** Source files of this repository and of the golden cases: TypeScript, Python, Go, Java, C, C#, PHP, Ruby, Markdown. */
function corpus(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.(ts|py|go|java|c|h|cpp|cs|php|rb|rs|md|json)$/.test(entry.name)) out.push(fs.readFileSync(abs, "utf8"));
    }
  };
  walk(path.join(REPO_ROOT, "src"));
  walk(path.join(REPO_ROOT, "tests", "golden"));
  return out;
}

/** Texts where BPE and the split regexes have edge cases. */
const EDGES = [
  "",
  " ",
  "\n\n\n",
  "\r\n\r\n  \t x",
  'const STOP = "<|endoftext|><|im_start|>";',
  "ありがとうございます, Grüße, naïve café, 你好世界, Здравствуй мир",
  "emoji 👩‍👩‍👧‍👦 🇯🇵 flags and \u{1F600}",
  "lone surrogates \uD800 and \uDC00 end",
  "=".repeat(3000),
  "a".repeat(5000),
  "1234567890".repeat(50),
  "aGVsbG8gd29ybGQgdGhpcyBpcyBiYXNlNjQ=".repeat(40),
  "I'm sure they'll say it's what we'd've DONE'S",
  "\u0000\u0001\u007f\u0080\u00ff",
  "\uFEFFusing System;\n\uFEFF\n\n",
];

describe("rank-table token counts", () => {
  const texts = [...corpus(), ...EDGES];

  it("reads a corpus of over a megabyte", () => {
    expect(texts.reduce((s, t) => s + t.length, 0)).toBeGreaterThan(1_000_000);
  });

  it.each(TOKEN_ENCODINGS)("%s: equal to gpt-tokenizer's count for every text", async (encoding) => {
    const ranks = ((await import(`gpt-tokenizer/bpeRanks/${encoding}`)) as { default: (string | number[])[] }).default;
    const count = bpeCounter(BpeRanks.fromBytes(BpeRanks.serialize(ranks)), SPLIT[encoding]);
    const reference = await gptTokenizerCounter(encoding);
    const differing = texts.filter((t) => count(t) !== reference(t)).map((t) => t.slice(0, 80));
    expect(differing).toEqual([]);
  });

  it("a table file of another format is refused with what to do", () => {
    expect(() => BpeRanks.fromBytes(new Uint8Array(64))).toThrow("not a BPE rank table (or one of another version): rebuild it with `npm run build`");
  });

  it("the build writes the table tokenCounter loads, and its counts are gpt-tokenizer's", async () => {
    expect(fs.existsSync(tokenRanksPath("o200k_base"))).toBe(true);
    const count = await tokenCounter("o200k_base");
    const reference = await gptTokenizerCounter("o200k_base");
    expect(EDGES.map(count)).toEqual(EDGES.map(reference));
  });
});
