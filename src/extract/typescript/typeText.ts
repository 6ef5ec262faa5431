/**
 * Type text as a user reads it: written annotations are re-printed from the syntax
 * tree (comments dropped, layout normalized to one line), inferred types come from the checker without
 * truncation and without `import("/abs/path")` qualifiers, so the text never depends on the machine.
 */
import { ts } from "ts-morph";
import type { ExtractContext } from "./extractContext.js";
import { withCanonicalUnions } from "../../shared/tsUnionOrder.js";

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
const NODE_FLAGS = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope | ts.NodeBuilderFlags.IgnoreErrors;

/** The source file synthesized type nodes are printed against (they have none of their own). */
const SCRATCH = ts.createSourceFile("type.ts", "", ts.ScriptTarget.Latest);

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
export function printOneLine(node: ts.Node, sourceFile: ts.SourceFile = node.getSourceFile()): string {
  markSingleLine(node);
  const printed = printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
  return printed.replace(/[ \t]*\n\s*/g, " ").trim();
}

/**
 * Checker text of an inferred type, relative to `enclosing` (so names in scope are written plainly);
 * `extraFlags` e.g. `InTypeAlias` to expand an alias instead of naming it; union members in one canonical order
 * (src/shared/tsUnionOrder.ts). Undefined when the text is longer than {@link MAX_INFERRED_TYPE_CHARS}. Notes the type for `referenced`.
 */
export function inferredTypeText(
  ctx: ExtractContext,
  type: ts.Type,
  enclosing: ts.Node,
  extraFlags: ts.NodeBuilderFlags = ts.NodeBuilderFlags.None,
): string | undefined {
  ctx.refs.noteType(type);
  const node = ctx.checker.typeToTypeNode(type, enclosing, NODE_FLAGS | extraFlags);
  if (!node) return undefined;
  const text = stripImportQualifiers(printOneLine(withCanonicalUnions(node, (n) => printer.printNode(ts.EmitHint.Unspecified, n, SCRATCH)), SCRATCH));
  return text.length <= MAX_INFERRED_TYPE_CHARS ? text : undefined;
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
