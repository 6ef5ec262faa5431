/**
 * File metrics added to every contract: bytes, lines, BPE tokens and the summarization trigger.
 */
import { validateContract, type FileMetrics, type SemanticContract } from "./contract.js";
import { canonicalize } from "./canonical.js";
import type { ExtractedContract } from "./extractor.js";
import type { TokenCounter } from "../shared/tokens.js";

/**
 * Number of lines of `text`: line breaks are `\r\n`, `\n` or a lone `\r`; a last line without a break counts.
 * An empty text has 0 lines.
 */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  const last = text.charCodeAt(text.length - 1);
  return last === 10 || last === 13 ? breaks : breaks + 1;
}

/**
 * Metrics of a file: `bytes` on disk (including a BOM), `lines`, `tokens` of the decoded text, and
 * `sendInFull` when `tokens <= thresholdTokens` (the trigger of seed 000 §4.2; `tokenThreshold` in the
 * configuration, default 1500).
 */
export function fileMetrics(text: string, bytes: number, countTokens: TokenCounter, thresholdTokens: number): FileMetrics {
  const tokens = countTokens(text);
  return { bytes, lines: countLines(text), tokens, sendInFull: tokens <= thresholdTokens };
}

/**
 * The final contract of a file: the extractor's output plus its metrics, validated against the schema
 * and put in canonical key order, ready to store.
 * @throws ContractValidationError when the extractor produced something the schema rejects (a bug).
 */
export function finalizeContract(extracted: ExtractedContract, metrics: FileMetrics): SemanticContract {
  return canonicalize(validateContract({ ...extracted, metrics }));
}
