/**
 * Text helpers shared by the tree-sitter adapter. Every offset here is a JavaScript string index
 * (UTF-16 code units), which is also what web-tree-sitter's `startIndex`/`endIndex` are (parsing case
 * BC-19), so node ranges slice the source text directly.
 */
import type { Node } from "web-tree-sitter";
import { SIGNATURE_MAX_CHARS } from "../contract.js";

/** Longest value, default or type text kept in a contract, in characters (same cap as a signature). */
export const VALUE_MAX_CHARS = SIGNATURE_MAX_CHARS;

/**
 * At most this many source characters are read for one short text (signature, value). Collapsing a
 * 2 MB one-line constant to 200 characters must not copy 2 MB first.
 */
const READ_LIMIT = 16 * 1024;

/**
 * Replaces every lone `\r` (classic Mac line ending) with `\n`. tree-sitter counts rows by `\n` only, so
 * a CR-only file would be one long row and fail to parse. The result has the same length, so
 * offsets and line numbers still hold for the original text.
 */
export function normalizeLoneCarriageReturns(text: string): string {
  return text.includes("\r") ? text.replace(/\r(?!\n)/g, "\n") : text;
}

/** Collapses every whitespace run (including `\r` and `\n`) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Cuts `text` to `max` characters, ending with `…` when something was cut. */
export function clip(text: string, max = VALUE_MAX_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Source text of `[start, end)`, whitespace collapsed, read only up to {@link READ_LIMIT} characters. */
export function shortText(source: string, start: number, end: number): string {
  return collapseWhitespace(source.slice(start, Math.min(end, start + READ_LIMIT)));
}

/** Text of a node, whitespace collapsed and clipped to `max` characters. */
export function nodeText(source: string, node: Node, max = VALUE_MAX_CHARS): string {
  return clip(shortText(source, node.startIndex, node.endIndex), max);
}

/**
 * The signature snippet (contract `signature`): the text from `start` up to `end` (the start of the
 * body, or the end of the declaration), whitespace collapsed, at most {@link SIGNATURE_MAX_CHARS}
 * characters (seed Table 2.1: `getText().substring(0, 200)`). Comments in that range under `extent` (nodes
 * whose type names a comment: `comment`, `line_comment`, `block_comment`) are left out: a trial on httpx found
 * `def f(a,  # why` and a trailing `# type: ignore` in Python signatures.
 */
export function signatureText(source: string, start: number, end: number, extent?: Node): string {
  const stop = Math.min(end, start + READ_LIMIT);
  let text = "";
  let at = start;
  for (const [from, to] of extent ? commentRanges(extent, start, stop) : []) {
    text += `${source.slice(at, from)} `;
    at = to;
  }
  text += source.slice(at, stop);
  return collapseWhitespace(text).slice(0, SIGNATURE_MAX_CHARS).trimEnd();
}

/**
 * `[start, end)` of every comment node under `node` that lies inside `[from, to)`, in source order. An explicit
 * stack, not recursion: a value 20,000 lists deep is one declaration (parsing case BC-33).
 */
function commentRanges(node: Node, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const child of current.children) {
      if (!child || child.endIndex <= from) continue;
      if (child.startIndex >= to) break;
      if (child.type.includes("comment")) {
        if (child.startIndex >= from && child.endIndex <= to) out.push([child.startIndex, child.endIndex]);
      } else if (child.childCount > 0) stack.push(child);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** 1-based first line of a node. */
export function startLine(node: Node): number {
  return node.startPosition.row + 1;
}

/**
 * 1-based last line of a node. A node that ends at column 0 (a line comment that includes its
 * newline) ends on the line before.
 */
export function endLine(node: Node): number {
  const end = node.endPosition;
  const start = node.startPosition;
  return end.column === 0 && end.row > start.row ? end.row : end.row + 1;
}

/** True when only whitespace precedes `index` on its line: the node there starts its line. */
export function startsLine(source: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const c = source.charCodeAt(i);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/**
 * Splits a bracketed list (`[T, U any]`, `<K, V extends X<Y, Z>>`) at its top-level commas, without the
 * outer brackets; items are whitespace-collapsed and empty items dropped.
 */
export function splitBracketed(text: string): string[] {
  let body = text.trim();
  const open = body[0];
  if ((open === "[" || open === "<" || open === "(") && body.length >= 2) body = body.slice(1, -1);
  const items: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "[" || c === "(" || c === "<" || c === "{") depth++;
    else if (c === "]" || c === ")" || c === ">" || c === "}") depth--;
    else if (c === "," && depth === 0) {
      items.push(body.slice(from, i));
      from = i + 1;
    }
  }
  items.push(body.slice(from));
  return items.map(collapseWhitespace).filter((s) => s.length > 0);
}

/** Strips one pair of quotes (`"…"`, `'…'`, `` `…` ``) or angle brackets (`<stdio.h>`) around a module name. */
export function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2) {
    const a = t[0];
    const b = t[t.length - 1];
    if ((a === '"' || a === "'" || a === "`") && a === b) return t.slice(1, -1);
    if (a === "<" && b === ">") return t.slice(1, -1);
  }
  return t;
}
