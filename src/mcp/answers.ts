/**
 * MCP answers sized for assistants: compact JSON (no indentation), sent once as text, and never larger than a
 * token bound (default {@link MAX_ANSWER_TOKENS}). An answer over the bound is cut — its longest list first,
 * then its longest text — and says so in `cut`, with how to get the rest.
 */
import type { TokenCounter } from "../shared/tokens.js";

/** Default bound of one answer, in tokens of the configured encoding. */
export const MAX_ANSWER_TOKENS = 20_000;

/** A tool's answer as the MCP SDK takes it. */
export type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

/** What a cut answer carries in `cut`. */
export interface CutNote {
  /** The bound, tokens. */
  maxTokens: number;
  /** Items left out per list field, or characters left out per text field. */
  omitted: Record<string, number>;
  note: string;
}

type Answer = Record<string, unknown>;

/**
 * `value` bounded to `maxTokens`: unchanged when it fits; else copies with list fields shortened (longest
 * first) and then text fields shortened, plus a `cut` note. Characters bound tokens from above for the
 * encodings used, so texts of at most `maxTokens` characters are never tokenized.
 */
export function boundAnswer(value: Answer, countTokens: TokenCounter, maxTokens = MAX_ANSWER_TOKENS): Answer {
  const size = (v: Answer): number => {
    const text = JSON.stringify(v);
    return text.length <= maxTokens ? text.length : countTokens(text);
  };
  if (size(value) <= maxTokens) return value;
  const out: Answer = { ...value };
  const omitted: Record<string, number> = {};
  const note = (): CutNote => ({
    maxTokens,
    omitted,
    note: `answer cut to ${maxTokens} tokens: ask for fewer results (k, limit, depth, budget, maxLines) or page on with offset`,
  });
  const lists = (): [string, unknown[]][] =>
    Object.entries(out)
      .filter((e): e is [string, unknown[]] => Array.isArray(e[1]) && e[1].length > 0)
      .sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length);
  for (let guard = 0; guard < 200 && size({ ...out, cut: note() }) > maxTokens; guard++) {
    const [key, list] = lists()[0] ?? [];
    if (key === undefined || list === undefined) break;
    const keep = Math.floor(list.length * 0.75);
    out[key] = list.slice(0, keep);
    omitted[key] = (omitted[key] ?? 0) + list.length - keep;
  }
  const texts = Object.entries(out).filter((e): e is [string, string] => typeof e[1] === "string").sort((a, b) => b[1].length - a[1].length);
  for (const [key] of texts) {
    for (let guard = 0; guard < 50 && size({ ...out, cut: note() }) > maxTokens; guard++) {
      const text = out[key] as string;
      if (text.length < 64) break;
      const keep = Math.floor(text.length * 0.8);
      out[key] = `${text.slice(0, keep)}…`;
      omitted[key] = (omitted[key] ?? 0) + text.length - keep;
    }
  }
  return { ...out, cut: note() };
}

/** A successful answer: compact JSON text, bounded. */
export function okAnswer(value: Answer, countTokens: TokenCounter, maxTokens = MAX_ANSWER_TOKENS): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify(boundAnswer(value, countTokens, maxTokens)) }] };
}

/** A tool error: the message as text, flagged as an error. */
export function failAnswer(message: string): ToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
