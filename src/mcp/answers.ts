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
 * Characters per token beyond which a text is cut before it is counted: more than any BPE encoding used gives on
 * source text, so the cut only drops what the bound would drop anyway (or a little more of a text of long runs).
 */
export const MAX_CHARS_PER_TOKEN = 16;

/** Share of an item count or text length to keep so that `size` tokens come to within the bound, below 1. */
function share(size: number, maxTokens: number, most: number): number {
  return Math.min(most, (maxTokens / size) * 0.9);
}

/**
 * `value` bounded to `maxTokens`: unchanged when it fits; else copies with list fields shortened (longest
 * first) and then text fields shortened, plus a `cut` note. Characters bound tokens from above for the
 * encodings used, so texts of at most `maxTokens` characters are never tokenized. The work is linear in the
 * answer's size: a text over {@link MAX_CHARS_PER_TOKEN} characters per token of the bound is first cut by
 * characters alone, and every further cut keeps the share of the bound the last count allows, so an answer of
 * megabytes is counted a few times, never once per step.
 */
export function boundAnswer(value: Answer, countTokens: TokenCounter, maxTokens = MAX_ANSWER_TOKENS): Answer {
  // Tokens of `v`: its characters when they are few; counted up to MAX_CHARS_PER_TOKEN characters a token; past
  // that, taken as that many characters a token without counting (over the bound either way).
  const size = (v: Answer): number => {
    const text = JSON.stringify(v);
    if (text.length <= maxTokens) return text.length;
    return text.length > maxTokens * MAX_CHARS_PER_TOKEN ? Math.ceil(text.length / MAX_CHARS_PER_TOKEN) : countTokens(text);
  };
  const long = (text: unknown): text is string => typeof text === "string" && text.length > maxTokens * MAX_CHARS_PER_TOKEN;
  if (!fields(value).some(([, v]) => long(v)) && size(value) <= maxTokens) return value;
  // A deep copy: lists and texts are cut wherever they are (a file summary's `summary.public_api`, a contract's
  // `contract.exports`), named by their dotted path in `omitted`. Texts over the character bound are left out of the
  // copy and put back cut (below): copying a node's megabytes of code only to cut it cost most of a call.
  const longTexts = fields(value).filter((e): e is [string[], string] => long(e[1]));
  const out = JSON.parse(JSON.stringify(withoutTexts(value, longTexts.map(([path]) => path)))) as Answer;
  const omitted: Record<string, number> = {};
  const note = (): CutNote => ({
    maxTokens,
    omitted,
    note: `answer cut to ${maxTokens} tokens: ask for fewer results (k, limit, depth, budget, maxLines) or page on with offset`,
  });
  const set = (path: readonly string[], v: unknown): void => {
    const parent = path.slice(0, -1).reduce<Answer>((o, k) => o[k] as Answer, out);
    parent[path.at(-1)!] = v;
  };
  // Lists worth cutting: those holding a tenth of the answer's characters or more. A short list beside a long text
  // (the one pending path beside a node's megabytes of code) stays whole; the text is cut instead.
  // When no list is that large (many middling lists) and the texts cannot bring the answer within the bound, the
  // largest list is cut after all (see the second pass below).
  const lists = (all = false): [string[], unknown[]][] => {
    const total = JSON.stringify(out).length;
    return fields(out)
      .filter((e): e is [string[], unknown[]] => Array.isArray(e[1]) && e[1].length > 0 && (all || JSON.stringify(e[1]).length * 10 >= total))
      .sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length);
  };
  const cutText = (path: string[], text: string, keep: number): void => {
    const key = path.join(".");
    // A text cut before ends in the ellipsis added then, which is no part of it.
    const whole = key in omitted ? text.slice(0, -1) : text;
    set(path, `${whole.slice(0, keep)}…`);
    omitted[key] = (omitted[key] ?? 0) + whole.length - keep;
  };
  for (const [path, text] of longTexts) cutText(path, text, maxTokens * MAX_CHARS_PER_TOKEN);
  // Counts the answer only while a list is left to cut (no count at all for an answer without lists).
  const cutLists = (all: boolean): void => {
    for (let guard = 0; guard < 200; guard++) {
      const [path, list] = lists(all)[0] ?? [];
      if (path === undefined || list === undefined) break;
      const now = size({ ...out, cut: note() });
      if (now <= maxTokens) break;
      const keep = Math.floor(list.length * share(now, maxTokens, 0.75));
      set(path, list.slice(0, keep));
      const key = path.join(".");
      omitted[key] = (omitted[key] ?? 0) + list.length - keep;
    }
  };
  cutLists(false);
  const texts = fields(out)
    .filter((e): e is [string[], string] => typeof e[1] === "string")
    .sort((a, b) => b[1].length - a[1].length);
  for (const [path] of texts) {
    for (let guard = 0, now = size({ ...out, cut: note() }); guard < 50 && now > maxTokens; guard++, now = size({ ...out, cut: note() })) {
      const text = path.reduce<unknown>((o, k) => (o as Answer)[k], out) as string;
      if (text.length < 64) break;
      cutText(path, text, Math.floor(text.length * share(now, maxTokens, 0.8)));
    }
  }
  cutLists(true);
  return { ...out, cut: note() };
}

/** `value` with the texts at `paths` (as {@link fields} names them) empty; objects on those paths copied, the rest shared. */
function withoutTexts(value: Answer, paths: readonly string[][]): Answer {
  const out = { ...value };
  for (const path of paths) {
    let at = out;
    for (const key of path.slice(0, -1)) at = at[key] = { ...(at[key] as Answer) };
    at[path.at(-1)!] = "";
  }
  return out;
}

/** Every field of `value` with its path, descending into nested objects (not into arrays): lists and texts to cut. */
function fields(value: Answer, base: readonly string[] = []): [string[], unknown][] {
  return Object.entries(value).flatMap(([k, v]): [string[], unknown][] =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? fields(v as Answer, [...base, k]) : [[[...base, k], v]],
  );
}

/** A successful answer: compact JSON text, bounded. */
export function okAnswer(value: Answer, countTokens: TokenCounter, maxTokens = MAX_ANSWER_TOKENS): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify(boundAnswer(value, countTokens, maxTokens)) }] };
}

/** A tool's "not found" for a node or its summary: the answer adds what is pending when an index update is under way. */
export class NotInIndexError extends Error {
  override name = "NotInIndexError";
}

/** A tool error: the message as text, flagged as an error. */
export function failAnswer(message: string): ToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
