/**
 * Type text as a user reads it: written annotations are re-printed from the syntax
 * tree (comments dropped, layout normalized to one line), inferred types come from the checker without
 * truncation and without `import("/abs/path")` qualifiers, so the text never depends on the machine.
 */
import { ts } from "ts-morph";
import type { ExtractContext } from "./extractContext.js";

/**
 * Longest inferred type text kept, in UTF-16 code units. A longer checker text (a big `as const` table,
 * a generated union) is left out rather than cut, so no `... N more ...` ever appears. Written
 * annotations are never limited: they are the source's own text.
 */
export const MAX_INFERRED_TYPE_CHARS = 1000;

/**
 * `NoTruncation`: the whole union (BC-09 `levelAt` is 227 characters).
 * `UseAliasDefinedOutsideCurrentScope`: `Point[]`, not the alias's expansion.
 */
const FORMAT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * Text of a written type node: printed by the compiler's printer, then laid out on one line
 * (`{ label: string }` becomes `{ label: string; }`,). Notes the node for `referenced`.
 */
export function writtenTypeText(ctx: ExtractContext, node: ts.TypeNode): string {
  ctx.refs.noteTypeNode(node);
  return printOneLine(node);
}

/** A node printed without comments, on one line (newline-plus-indentation runs become one space). */
export function printOneLine(node: ts.Node): string {
  markSingleLine(node);
  const printed = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  return printed.replace(/[ \t]*\n\s*/g, " ").trim();
}

/**
 * Checker text of an inferred type, relative to `enclosing` (so names in scope are written plainly);
 * `extraFlags` e.g. `InTypeAlias` to expand an alias instead of naming it. Undefined when the text is longer than {@link MAX_INFERRED_TYPE_CHARS}. Notes the type for `referenced`.
 */
export function inferredTypeText(
  ctx: ExtractContext,
  type: ts.Type,
  enclosing: ts.Node,
  extraFlags: ts.TypeFormatFlags = ts.TypeFormatFlags.None,
): string | undefined {
  ctx.refs.noteType(type);
  const printed = stripImportQualifiers(ctx.checker.typeToString(type, enclosing, FORMAT_FLAGS | extraFlags));
  // Sorting keeps the length: a text over the limit is dropped before any work on it.
  return printed.length <= MAX_INFERRED_TYPE_CHARS ? canonicalUnionOrder(printed) : undefined;
}

/** Numbers inside texts compare by value (`"v2"` before `"v10"`); a fixed locale, so every machine sorts alike. */
const NATURAL = new Intl.Collator("en", { numeric: true });

const OPEN: Record<string, string> = { "(": ")", "[": "]", "{": "}", "<": ">" };

/**
 * Every union's members in natural text order, at every nesting level (`Omit<T, "url" | "body">`), except intrinsic
 * types (`string`, `undefined`, …), which keep their places: `"b" | string | "a"` → `"a" | string | "b"`. The checker
 * prints a union in the order its member types were created, so the same declaration's inferred type otherwise
 * depends on which files the program checked first — on a TypeScript monorepo 50 of 1,546 contracts differed
 * between an index in one process and one split across two (their contract hashes, and so the semantic cache, with
 * them). Text inside quotes and template literals is left alone.
 */
export function canonicalUnionOrder(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    const end = c === '"' || c === "'" || c === "`" ? quoteEnd(text, i) : OPEN[c] !== undefined ? groupEnd(text, i) : -1;
    if (end < 0) {
      out += c;
      i += 1;
    } else if (OPEN[c] !== undefined) {
      out += c + canonicalUnionOrder(text.slice(i + 1, end)) + text[end]!;
      i = end + 1;
    } else {
      out += text.slice(i, end + 1);
      i = end + 1;
    }
  }
  return splitTopLevel(out, (t, i) => t[i] === "," || t[i] === ";", 1)
    .map((segment) => {
      const lead = /^\s*/.exec(segment)![0];
      const trail = /\s*$/.exec(segment.slice(lead.length))![0];
      const body = segment.slice(lead.length, segment.length - trail.length);
      return lead + sortUnion(body) + trail;
    })
    .join("");
}

/** Types the checker creates once, at start-up: their place in a union never depends on what was checked before. */
const INTRINSIC = new Set(["any", "unknown", "never", "void", "undefined", "null", "string", "number", "bigint", "boolean", "symbol", "object", "true", "false"]);

/** Where a member may start after a prefix in the first part of a union (`k: A`, `=> A`, `extends A`, `? A`). */
const MEMBER_AFTER = /(?::|=>|\bextends|\?)$/;

/**
 * One segment's union (no `,` or `;` at its top level) with its members sorted in natural text order, except
 * intrinsic types (`string`, `undefined`, …), which keep their places. The first member may follow a prefix
 * (`k: B`, `=> B`, `extends B`) and the last may end the segment (`A;`) or lead a conditional (`A ? X : Y`).
 */
function sortUnion(text: string): string {
  const parts = splitTopLevel(text, (t, i) => t[i] === "|" && t[i - 1] === " " && t[i + 1] === " ", 0).map((p, i, all) => (i < all.length - 1 ? p.slice(0, -1) : p)).map((p, i) => (i > 0 ? p.slice(1) : p));
  if (parts.length < 2) return text;
  const pieces = parts.map((p, i) => {
    let before = "";
    let member = p;
    let after = "";
    if (i === 0) {
      const spaces = splitTopLevel(p, (t, j) => t[j] === " ", 1);
      for (let k = spaces.length - 1; k > 0; k--) {
        const head = spaces.slice(0, k).join("");
        if (MEMBER_AFTER.test(head.trimEnd())) {
          before = head;
          member = spaces.slice(k).join("");
          break;
        }
      }
    }
    if (i === parts.length - 1) {
      const q = splitTopLevel(member, (t, j) => t[j] === "?" && t[j - 1] === " " && t[j + 1] === " ", 0);
      if (q.length > 1) {
        after = member.slice(q[0]!.length - 1);
        member = q[0]!.slice(0, -1);
      } else if (/[;,]$/.test(member)) {
        after = member.slice(-1);
        member = member.slice(0, -1);
      }
    }
    return { before, member, after, fixed: INTRINSIC.has(member) || member === "" };
  });
  const movable = pieces.filter((p) => !p.fixed).map((p) => p.member);
  if (movable.length < 2) return text;
  const sorted = [...movable].sort((a, b) => NATURAL.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  let next = 0;
  return pieces.map((p) => p.before + (p.fixed ? p.member : sorted[next++]!) + p.after).join(" | ");
}

/**
 * `text` cut before each top-level position where `at` holds (outside quotes and bracket groups); with `keep` 1 the
 * separator character stays at the end of the piece before it, with 0 it is dropped.
 */
function splitTopLevel(text: string, at: (t: string, i: number) => boolean, keep: 0 | 1): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const end = c === '"' || c === "'" || c === "`" ? quoteEnd(text, i) : OPEN[c] !== undefined ? groupEnd(text, i) : -1;
    if (end >= 0) i = end;
    else if (at(text, i)) {
      parts.push(text.slice(start, i + keep));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Index of the quote closing the one at `open` (backslash escapes skipped), or -1 when it is not closed. */
function quoteEnd(text: string, open: number): number {
  const q = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === q) return i;
  }
  return -1;
}

/** Index of the bracket closing the one at `open` (nested groups and quotes skipped; `=>` is not a closer), or -1. */
function groupEnd(text: string, open: number): number {
  const close = OPEN[text[open]!]!;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      const q = quoteEnd(text, i);
      if (q < 0) return -1;
      i = q;
    } else if (OPEN[c] !== undefined) {
      const g = groupEnd(text, i);
      if (g < 0) return -1;
      i = g;
    } else if (c === close && !(c === ">" && text[i - 1] === "=")) return i;
  }
  return -1;
}

/**
 * Removes `import("…").` qualifiers the checker writes for names that are not in scope, and reduces any
 * remaining `import("/abs/dir/file")` (a `typeof import` module type) to the file's base name.
 */
export function stripImportQualifiers(text: string): string {
  return text
    .replace(/import\((["'])[^"']*\1\)\./g, "")
    .replace(/import\((["'])([^"']*)\1\)/g, (_m, q: string, spec: string) => {
      const base = spec.startsWith("/") || /^[A-Za-z]:/.test(spec) ? `./${spec.split("/").pop() ?? spec}` : spec;
      return `import(${q}${base}${q})`;
    });
}

/** The checker's type of a declaration's name (or the node itself when it has no name), as text. */
export function declaredTypeText(ctx: ExtractContext, node: ts.Node): string | undefined {
  const named = (node as { name?: ts.Node }).name;
  const at = named && !ts.isComputedPropertyName(named) ? named : node;
  return inferredTypeText(ctx, ctx.checker.getTypeAtLocation(at), node);
}

/**
 * Asks the printer for one-line tuples, type literals and mapped types (a parsed node otherwise prints
 * `[string, string]` as one element per line). Only emit flags change; the syntax tree does not.
 */
function markSingleLine(root: ts.Node): void {
  const stack: ts.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as ts.Node;
    if (ts.isTupleTypeNode(node) || ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) ts.setEmitFlags(node, ts.EmitFlags.SingleLine);
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
}
