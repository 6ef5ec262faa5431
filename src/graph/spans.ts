/**
 * Source positions for graph nodes: UTF-16 offsets (what ts-morph and web-tree-sitter return, parsing-cases
 * "Conventions") → 1-based lines and UTF-8 byte offsets ({@link GraphSpan}), plus the small text helpers every
 * language builder shares (signature text, first doc paragraph).
 */
import type { GraphSpan } from "./types.js";
import { isNameTitle } from "../extract/index.js";

/** Maps UTF-16 offsets of one text to 1-based lines and UTF-8 byte offsets. Built once per file: O(n). */
export class SpanMapper {
  private readonly lineStarts: number[] = [0];
  /** UTF-8 byte offset of every UTF-16 offset, only when the text is not pure ASCII. */
  private readonly bytes: Uint32Array | undefined;

  constructor(readonly text: string) {
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.lineStarts.push(i + 1);
      if (c > 127) ascii = false;
    }
    if (!ascii) {
      const bytes = new Uint32Array(text.length + 1);
      let b = 0;
      for (let i = 0; i < text.length; i++) {
        bytes[i] = b;
        const c = text.charCodeAt(i);
        if (c < 0x80) b += 1;
        else if (c < 0x800) b += 2;
        else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
          // A surrogate pair is one code point of 4 bytes; an offset between its halves maps to its middle.
          bytes[i + 1] = b + 2;
          b += 4;
          i++;
        } else b += 3;
      }
      bytes[text.length] = b;
      this.bytes = bytes;
    }
  }

  /** 1-based line of a UTF-16 offset. */
  line(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** UTF-8 byte offset of a UTF-16 offset. */
  byte(offset: number): number {
    return this.bytes ? this.bytes[Math.min(offset, this.text.length)]! : offset;
  }

  /** The span of `[start, end)` (UTF-16 offsets, end exclusive); the end line is the line of the last character. */
  span(start: number, end: number): GraphSpan {
    return { startLine: this.line(start), endLine: this.line(Math.max(start, end - 1)), startByte: this.byte(start), endByte: this.byte(end) };
  }
}

/** Maximum signature length, in characters (the contract's limit, seed 000 Table 2.1). */
export const SIGNATURE_MAX_CHARS = 200;

/** Which comments a language's signatures drop: C-style `//` and `/* … *\/`, and `#` to the end of the line. */
export interface CommentSyntax {
  cStyle: boolean;
  hash: boolean;
}

/**
 * Declaration text up to its body, comments removed (outside string literals): C-style ones by default (hono's
 * `class Context< // eslint-disable-next-line …`; not for Python, where `//` divides), `#` ones where the language
 * has them (Python's `def f(a,  # why` and `# type: ignore`, found in a trial on httpx), whitespace collapsed, cut to
 * `maxChars` characters (default {@link SIGNATURE_MAX_CHARS}), the last one `…`.
 */
export function signatureText(head: string, comments: CommentSyntax = { cStyle: true, hash: false }, maxChars = SIGNATURE_MAX_CHARS): string | undefined {
  const text = tidyBrackets(
    withoutComments(head, comments)
      .replace(/\s+/gu, " ")
      .trim()
      .replace(/[{:]\s*$/u, "")
      .trim(),
  );
  if (!text) return undefined;
  return text.length > maxChars ? text.slice(0, maxChars - 1) + "…" : text;
}

/**
 * `text` (whitespace already collapsed) with a list laid out one item per line read as one line: no space after an
 * opening or before a closing bracket, and no trailing comma before a closing one where the list has another comma
 * (`f( a, b, )` → `f(a, b)`, click's `def _parse_decls( self, …`; a one-element tuple `(3, )` keeps its comma). String
 * literals are left as written (`end=" )"`).
 */
function tidyBrackets(text: string): string {
  let out = "";
  const opens: { commas: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const quoted = quoteEnd(text, i);
    if (quoted !== undefined) {
      out += text.slice(i, quoted + 1);
      i = quoted;
    } else if (c === "(" || c === "[") {
      opens.push({ commas: 0 });
      out += c;
      if (text[i + 1] === " ") i++;
    } else if (c === ")" || c === "]") {
      const open = opens.pop();
      out = out.replace(/ $/u, "");
      if (open && open.commas > 1 && out.endsWith(",")) out = out.slice(0, -1);
      out += c;
    } else {
      if (c === "," && opens.length) opens[opens.length - 1]!.commas++;
      out += c;
    }
  }
  return out;
}

/** Where the string literal opening at `i` (`'`, `"`, backquote; backslash escapes skipped) ends; undefined when none opens there. */
function quoteEnd(text: string, i: number): number | undefined {
  const c = text[i];
  if (c !== '"' && c !== "'" && c !== "`") return undefined;
  let j = i + 1;
  while (j < text.length && text[j] !== c) j += text[j] === "\\" ? 2 : 1;
  return j;
}

/** `text` with the comments of `comments` replaced by a space; quotes (`'`, `"`, backquote) are skipped whole. */
function withoutComments(text: string, comments: CommentSyntax): string {
  if (!(comments.cStyle && text.includes("/")) && !(comments.hash && text.includes("#"))) return text;
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const quoted = quoteEnd(text, i);
    if (quoted !== undefined) {
      out += text.slice(i, quoted + 1);
      i = quoted;
    } else if ((c === "/" && text[i + 1] === "/" && comments.cStyle) || (c === "#" && comments.hash)) {
      const end = text.indexOf("\n", i);
      out += " ";
      i = end < 0 ? text.length : end;
    } else if (c === "/" && text[i + 1] === "*" && comments.cStyle) {
      const end = text.indexOf("*/", i + 2);
      out += " ";
      i = end < 0 ? text.length : end + 1;
    } else out += c;
  }
  return out;
}

/**
 * First paragraph of a doc comment's text (already stripped of comment markers), or undefined when empty. A first
 * paragraph that ends in a colon introduces the next one and keeps it: uvicorn's `ColourizedFormatter` ("A custom log
 * formatter class that:" over its list of what it does) was summarized by the cut-off sentence alone. A paragraph of
 * Markdown headings alone, or a name alone (`isNameTitle`), before another is skipped.
 */
export function firstParagraph(doc: string | undefined): string | undefined {
  if (!doc) return undefined;
  const paragraphs = doc.replace(/\r\n?/gu, "\n").trim().split(/\n\s*\n/u);
  // A Markdown heading over the description (chai's `### .flag(object, key, [value])` over "Get or set a flag value on
  // an object.") names the API; the paragraph after it describes it.
  // A name alone over the description (valtio's `subscribeKey` over "The subscribeKey utility enables …") titles it too.
  while (paragraphs.length > 1 && (paragraphs[0]!.trim().split("\n").every((l) => /^#{1,6}\s+\S/u.test(l.trim())) || isNameTitle(paragraphs[0]!))) paragraphs.shift();
  const [first, second] = paragraphs.map((p) => p.replace(/\s+/gu, " ").trim());
  const para = first?.endsWith(":") && second ? `${first} ${second}` : first;
  return para || undefined;
}
