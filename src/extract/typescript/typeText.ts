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
  const text = type.isUnion() ? sortLiteralMembers(printed) : printed;
  return text.length <= MAX_INFERRED_TYPE_CHARS ? text : undefined;
}

/** A string, number or bigint literal type as the checker prints it (`"a"`, `'a'`, `-1`, `2n`). */
const LITERAL_MEMBER = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d[\d_.eE+-]*n?)$/;

/** Numbers inside texts compare by value (`"v2"` before `"v10"`); a fixed locale, so every machine sorts alike. */
const NATURAL = new Intl.Collator("en", { numeric: true });

/**
 * A union's literal members in natural text order, each kept in a literal member's place (`"b" | string[] | "a"` →
 * `"a" | string[] | "b"`). The checker prints a union in the order its member types were created, so the same
 * declaration's inferred type otherwise depends on which files the program checked first — on a TypeScript monorepo
 * 50 of 1,546 contracts differed between an index in one process and one split across two (their contract hashes,
 * and so the semantic cache, with them). Only the top level is split; other members keep the checker's order.
 */
export function sortLiteralMembers(text: string): string {
  const parts = splitTopLevelUnion(text);
  if (parts.length < 2) return text;
  const literals = parts.filter((p) => LITERAL_MEMBER.test(p));
  if (literals.length < 2) return text;
  const sorted = [...literals].sort((a, b) => NATURAL.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  let next = 0;
  return parts.map((p) => (LITERAL_MEMBER.test(p) ? sorted[next++]! : p)).join(" | ");
}

/** `text` split at its top-level ` | ` (outside brackets, parentheses, braces, angle brackets and quotes). */
function splitTopLevelUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "(" || c === "[" || c === "{" || c === "<") depth++;
    else if (c === ")" || c === "]" || c === "}" || (c === ">" && text[i - 1] !== "=")) depth--;
    else if (depth === 0 && c === "|" && text[i - 1] === " " && text[i + 1] === " ") {
      parts.push(text.slice(start, i - 1));
      start = i + 2;
    }
  }
  parts.push(text.slice(start));
  return parts;
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
