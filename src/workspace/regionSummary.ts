/**
 * Basic summaries of one code region (seed 003 "Reuse without sharing exploratory
 * context"). A basic summary depends only on the region's exact text, so it is cached under the region's
 * content hash and the generator key.
 *
 * - Extractive (no model): the signature (first code line), the doc comment at the top of the region and the
 *   names it calls, in first-appearance order. Deterministic.
 * - Model: the region's text in windows of at most {@link SUMMARY_WINDOW_CHARS} characters, each summarized,
 *   then the window summaries combined in one more call (seed 003: "Oversized units are summarized through
 *   bounded windows and then combined").
 */
import type { LlmClient } from "../summarize/index.js";
import type { RegionSummary } from "../store/index.js";

/** Generator key of extractive region summaries; bump the version when the rules below change. */
export const EXTRACTIVE_REGION_GENERATOR_KEY = "extractive-region@3";
/** Prompt version of model region summaries; the generator key is `P-REGION@1|<model id>`. */
export const REGION_PROMPT_KEY = "P-REGION@1";
/** Largest window of code sent in one summary call (UTF-16 code units). */
export const SUMMARY_WINDOW_CHARS = 12_000;
/** Most names listed under "calls". */
const MAX_CALLS = 20;
const MAX_SIGNATURE_CHARS = 200;

const NOT_CALLS = new Set(
  ("if for while switch catch return function typeof new await yield do else elif def func class import export from with match case sizeof super this self not and or in is assert " +
    "except raise lambda del global nonlocal try throw delete void instanceof of unless until foreach using lock fixed when defer go loop synchronized").split(
    " ",
  ),
);

/** Most characters of a doc comment kept in a summary: its first paragraph, cut at a word with "…". */
export const MAX_DOC_CHARS = 400;

/**
 * The first paragraph of a block of comment lines (`//`, `#`, `/* *\/`, `/** *\/`, `*`, `"""`): markers
 * stripped, lines joined with spaces, at most {@link MAX_DOC_CHARS} characters. A long docstring's
 * parameter lists and examples stay out of every context that lists the region.
 */
function commentText(lines: string[]): string {
  const paragraph: string[] = [];
  for (const raw of lines) {
    const l = raw
      .trim()
      .replace(/^(\/\*\*?|\*\/|\*|\/\/\/?|#+|"""|''')\s?/, "")
      .replace(/\s*(\*\/|"""|''')$/, "")
      .trim();
    if (l !== "") paragraph.push(l);
    else if (paragraph.length) break;
  }
  const text = paragraph.join(" ");
  if (text.length <= MAX_DOC_CHARS) return text;
  const cut = text.lastIndexOf(" ", MAX_DOC_CHARS - 1);
  return `${text.slice(0, cut > MAX_DOC_CHARS / 2 ? cut : MAX_DOC_CHARS - 1)}…`;
}

const isComment = (line: string): boolean => /^\s*(\/\/|\/\*|\*|#(?!include|define|if|endif|pragma|\[)|""")/.test(line);

/**
 * Removes string literals and comments so that call names come from code only (approximate): triple-quoted
 * strings (Python docstrings, over several lines), block comments, `//` comments, lines starting with `#`,
 * `# ` comments after code (Python, Ruby, shell: a `#` followed by a space or the line end), one-line strings.
 */
function codeOnly(text: string): string {
  return text
    .replace(/"""[\s\S]*?(?:"""|$(?![\s\S]))|'''[\s\S]*?(?:'''|$(?![\s\S]))/g, '""')
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/^\s*#.*$/gm, "")
    .replace(/(\s)#(?=\s|$).*$/gm, "$1")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
}

/** The lines of the docstring starting at the first non-blank line from `from` (`"""`/`'''`, optional r/u/b prefix), or []. */
function docstringAfter(lines: string[], from: number): string[] {
  let k = from;
  while (k < lines.length && lines[k]!.trim() === "") k++;
  const open = /^\s*[rRuUbB]?("""|''')/.exec(lines[k] ?? "");
  if (!open) return [];
  const quote = open[1]!;
  const first = lines[k]!.replace(/^\s*[rRuUbB]?/, "");
  if (first.length > 3 && first.slice(3).includes(quote)) return [first.slice(0, first.indexOf(quote, 3) + 3)];
  const out = [first];
  for (k += 1; k < lines.length; k++) {
    out.push(lines[k]!);
    if (lines[k]!.includes(quote)) return out.map((l, n) => (n === out.length - 1 ? l.slice(0, l.indexOf(quote) + 3) : l));
  }
  return out;
}

/** What an extractive summary is made from; every field is derived from the file's content. */
export interface SummaryInput {
  /** The region's exact code. */
  text: string;
  /** Comment lines directly above the region (its doc comment when the parser leaves it outside). */
  leading?: string;
  /** The region's name, not listed among its own calls. */
  name?: string;
  /** Names of the units it contains (for a file or class: what it defines). */
  defines?: string[];
}

/** The comment lines directly above offset `start` of `text` (no blank line between), or "". */
export function leadingComment(text: string, start: number): string {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (text.slice(lineStart, start).trim() !== "") return "";
  // Walks back one line at a time: cost is the comment's length, not the file's.
  const out: string[] = [];
  let end = lineStart - 1; // the "\n" ending the previous line
  while (end >= 0) {
    const begin = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(begin, end).replace(/\r$/, "");
    if (!isComment(line)) break;
    out.unshift(line);
    end = begin - 1;
  }
  return out.join("\n");
}

/**
 * The extractive summary of a region: signature, doc comment (leading or at its top), what it defines and
 * the names it calls. Pure and deterministic; its cache key covers every field of `input`.
 */
export function extractiveRegionSummary(input: SummaryInput | string): RegionSummary {
  const { text, leading = "", name, defines = [] } = typeof input === "string" ? { text: input } : input;
  const lines = text.split(/\r?\n/);
  const docLines: string[] = leading ? leading.split(/\r?\n/) : [];
  let i = 0;
  while (i < lines.length && (lines[i]!.trim() === "" || isComment(lines[i]!))) {
    // A docstring over several lines (a module's `"""` then text lines) is read whole.
    const doc = /^\s*[rRuUbB]?("""|''')/.test(lines[i]!) ? docstringAfter(lines, i) : [lines[i]!];
    docLines.push(...doc);
    i += doc.length;
  }
  const signature = (lines[i] ?? "").trim().slice(0, MAX_SIGNATURE_CHARS);
  // A Python docstring follows the signature: `def f():` then `"""Doc."""` (one or several lines).
  if (/:\s*$/.test(signature)) docLines.push(...docstringAfter(lines, i + 1));
  const doc = commentText(docLines);
  const calls: string[] = [];
  // A name after `def`/`function`/`func`/`fn` is a definition, not a call.
  for (const m of codeOnly(lines.slice(i).join("\n")).matchAll(/(?<!\b(?:def|function|func|fn)\s+)(?<![\w$])([A-Za-z_$][\w$]*)\s*\(/g)) {
    const name = m[1]!;
    if (!NOT_CALLS.has(name) && !calls.includes(name) && calls.length < MAX_CALLS) calls.push(name);
  }
  // The region's own name is not a call of itself (`function f(`, `def f(`).
  const called = calls.filter((c) => c !== name && !defines.includes(c));
  const parts = [signature ? `\`${signature}\`` : "(empty region)"];
  if (doc) parts.push(doc);
  if (defines.length) parts.push(`Defines: ${defines.slice(0, MAX_CALLS).join(", ")}${defines.length > MAX_CALLS ? ", …" : ""}.`);
  if (called.length) parts.push(`Calls: ${called.join(", ")}.`);
  return { generator: "extractive", text: parts.join(" — "), ...(signature ? { signature } : {}), ...(doc ? { doc } : {}), calls: called, windows: 1 };
}

/** Splits `text` into windows of at most `size` characters, at line ends where possible. */
export function windowsOf(text: string, size = SUMMARY_WINDOW_CHARS): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const nl = text.lastIndexOf("\n", end - 1);
      if (nl > start) end = nl + 1;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  return out.length ? out : [""];
}

const SYSTEM = "You summarize one region of source code for a developer exploring the repository. Answer in at most three plain sentences: what it does, its inputs and outputs, notable calls. No preamble.";

/**
 * The model summary of a region: one call for a region within one window, else one call per window and
 * one to combine. Returns the summary and the number of calls made.
 * @throws LlmError from the client (auth, rate-limit, timeout, aborted…).
 */
export async function modelRegionSummary(client: LlmClient, code: SummaryInput & { path: string; language: string }, signal?: AbortSignal): Promise<{ summary: RegionSummary; calls: number }> {
  const windows = windowsOf(code.leading ? `${code.leading}\n${code.text}` : code.text);
  const ask = async (prompt: string): Promise<string> => (await client.generateText({ system: SYSTEM, prompt, ...(signal ? { signal } : {}) })).text.trim();
  const fence = (t: string): string => `\`\`\`${code.language}\n${t}\n\`\`\``;
  if (windows.length === 1) {
    const text = await ask(`File: ${code.path}\n\n${fence(code.text)}`);
    return { summary: { generator: "llm", text, calls: extractiveRegionSummary(code).calls, windows: 1 }, calls: 1 };
  }
  const parts: string[] = [];
  for (const [k, w] of windows.entries()) parts.push(await ask(`File: ${code.path}, part ${k + 1} of ${windows.length} of one code unit:\n\n${fence(w)}`));
  const combined = await ask(`Combine these summaries of consecutive parts of one code unit in ${code.path} into one summary:\n\n${parts.map((p, k) => `Part ${k + 1}: ${p}`).join("\n")}`);
  return { summary: { generator: "llm", text: combined, calls: extractiveRegionSummary(code).calls, windows: windows.length }, calls: windows.length + 1 };
}
