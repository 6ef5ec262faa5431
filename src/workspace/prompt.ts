/**
 * Prompt assembly for a question about a selected region (seed 003 "The final prompt
 * includes the selected code, its location breadcrumb, the prepared context, and the question").
 *
 * The selected code has its own limit, {@link MAX_PROMPT_CODE_CHARS} (48,000 UTF-16 code units), separate
 * from the summary windows: when cut, an explicit marker says how much of it the model received.
 */
import { labelOf, type RegionView } from "./regionTrees.js";

/** Most characters of selected code sent to the answer model (seed 003: "a separate 48,000-character limit"). */
export const MAX_PROMPT_CODE_CHARS = 48_000;

/** System message of every answer. */
export const ANSWER_SYSTEM =
  "You answer a developer's question about a selected region of code in their repository. Ground the answer in the selected code first, then in the context. If the code was truncated, say when the answer may depend on the part not shown.";

/** The exact text sent to the model, and what was cut. */
export interface AssembledPrompt {
  system: string;
  prompt: string;
  /** Characters of the selected code (UTF-16 code units). */
  codeChars: number;
  /** Characters of it included in the prompt (≤ 48,000). */
  shownChars: number;
  truncated: boolean;
}

/** The truncation marker put after cut code: names both counts. */
export function truncationMarker(shown: number, total: number): string {
  return `[… truncated: the selected code has ${total} characters; only the first ${shown} are shown]`;
}

/** `file src/a.ts › class Store › method get`, synthetic groups already removed by `breadcrumb`. */
export function breadcrumbText(path: string, crumbs: RegionView[]): string {
  return crumbs.map((r, i) => (i === 0 && r.kind === "file" ? `file ${path}` : labelOf(r))).join(" › ");
}

/**
 * Builds the prompt from its four parts, in this order: location (breadcrumb and lines), selected code
 * (fenced, cut at `maxCodeChars` with {@link truncationMarker}), context, question.
 */
export function assemblePrompt(input: {
  path: string;
  language: string;
  breadcrumb: RegionView[];
  region: RegionView;
  code: string;
  context: string;
  question: string;
  maxCodeChars?: number;
}): AssembledPrompt {
  const max = input.maxCodeChars ?? MAX_PROMPT_CODE_CHARS;
  const truncated = input.code.length > max;
  const shown = truncated ? input.code.slice(0, max) : input.code;
  const lines = `lines ${input.region.startLine}–${input.region.endLine}`;
  const prompt = [
    "## Location",
    `${breadcrumbText(input.path, input.breadcrumb)} (${lines})`,
    "",
    "## Selected code",
    "```" + input.language,
    shown,
    "```",
    ...(truncated ? [truncationMarker(shown.length, input.code.length)] : []),
    "",
    "## Context",
    input.context,
    "",
    "## Question",
    input.question.trim(),
  ].join("\n");
  return { system: ANSWER_SYSTEM, prompt, codeChars: input.code.length, shownChars: shown.length, truncated };
}
