/**
 * Run by `npm run build`: writes `dist/token-ranks/<encoding>.bin`, the rank table of each encoding
 * (src/shared/bpeRanks.ts) made from gpt-tokenizer's own rank data, which token counting loads instead of
 * gpt-tokenizer's encoder.
 */
import fs from "node:fs";
import path from "node:path";
import { BpeRanks } from "../shared/bpeRanks.js";
import { TOKEN_ENCODINGS, tokenRanksPath } from "../shared/tokens.js";

for (const encoding of TOKEN_ENCODINGS) {
  const ranks = ((await import(`gpt-tokenizer/bpeRanks/${encoding}`)) as { default: (string | number[])[] }).default;
  const file = tokenRanksPath(encoding);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, BpeRanks.serialize(ranks));
}
process.stdout.write(`wrote ${TOKEN_ENCODINGS.length} token rank tables to ${path.dirname(tokenRanksPath("o200k_base"))}\n`);
