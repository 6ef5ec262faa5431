/**
 * `Entity.signature`: a declaration's text up to (not including) its body, comments and decorators
 * dropped, whitespace runs collapsed to one space, at most {@link SIGNATURE_MAX_CHARS} characters
 * (seed Table 2.1: `getText().substring(0, 200)`; the cut adds no ellipsis).
 */
import { ts } from "ts-morph";
import { SIGNATURE_MAX_CHARS } from "../contract.js";
import { cutTo } from "./text.js";

/** Signature snippet of a declaration node (function, class, member, variable, alias, …). */
export function signatureOf(node: ts.Node): string {
  const sf = node.getSourceFile();
  const declaration = ts.isBindingElement(node) ? enclosingVariable(node) : node;
  if (declaration && ts.isVariableDeclaration(declaration)) return variableSignature(sf, declaration);
  const target = declaration ?? node;
  return snippet(sf, target.getStart(sf), bodyStartOf(sf, target) ?? target.end, decoratorRanges(sf, target));
}

/** Snippet of an arbitrary range, e.g. a whole `export { a } from "./x"` statement. */
export function rangeSignature(node: ts.Node): string {
  const sf = node.getSourceFile();
  return snippet(sf, node.getStart(sf), node.end, []);
}

/** `export const ` + the declaration up to its body; the statement's keywords are kept for every declarator. */
function variableSignature(sf: ts.SourceFile, decl: ts.VariableDeclaration): string {
  const list = decl.parent;
  if (!ts.isVariableDeclarationList(list)) return snippet(sf, decl.getStart(sf), decl.end, []);
  const statement = list.parent;
  const first = list.declarations[0] ?? decl;
  const prefixStart = ts.isVariableStatement(statement) ? statement.getStart(sf) : list.getStart(sf);
  const prefix = snippet(sf, prefixStart, first.getStart(sf), []);
  const own = snippet(sf, decl.getStart(sf), bodyStartOf(sf, decl) ?? decl.end, []);
  return cutTo(`${prefix} ${own}`.trim(), SIGNATURE_MAX_CHARS);
}

function enclosingVariable(node: ts.Node): ts.VariableDeclaration | undefined {
  let current: ts.Node | undefined = node;
  while (current && !ts.isVariableDeclaration(current)) current = current.parent;
  return current;
}

/** Where a declaration's body starts, or undefined when the whole node is its signature. */
export function bodyStartOf(sf: ts.SourceFile, node: ts.Node): number | undefined {
  if (ts.isFunctionLike(node)) {
    const body = (node as { body?: ts.Node }).body;
    return body ? body.getStart(sf) : undefined;
  }
  if (ts.isClassLike(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node)) return node.members.pos - 1;
  if (ts.isModuleDeclaration(node)) {
    // `namespace A.B {}`: A's body is the declaration of B; the signature runs to the innermost block.
    let body = node.body;
    while (body && ts.isModuleDeclaration(body)) body = body.body;
    return body?.getStart(sf);
  }
  if (ts.isObjectLiteralExpression(node)) return node.getStart(sf);
  if (ts.isExpressionStatement(node)) return bodyStartOf(sf, node.expression);
  // An object literal is a body only where the entity is the object (its members are listed apart).
  const objectIsBody = !ts.isPropertyDeclaration(node) && !ts.isPropertyAssignment(node);
  const value =
    ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isPropertyAssignment(node)
      ? node.initializer
      : ts.isExportAssignment(node)
        ? node.expression
        : ts.isBinaryExpression(node)
          ? node.right
          : undefined;
  if (!value) return undefined;
  const inner = skipOuterExpressions(value);
  if (ts.isFunctionLike(inner) || ts.isClassLike(inner) || (objectIsBody && ts.isObjectLiteralExpression(inner))) return bodyStartOf(sf, inner);
  return undefined;
}

/** Strips parentheses, `as`, `satisfies`, `<T>` assertions and `!` around an expression. */
export function skipOuterExpressions(expr: ts.Expression): ts.Expression {
  let current = expr;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) {
      current = current.expression;
    } else if (ts.isTypeAssertionExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression;
    } else {
      return current;
    }
  }
}

function decoratorRanges(sf: ts.SourceFile, node: ts.Node): Array<[number, number]> {
  const decorators = ts.canHaveDecorators(node) ? ts.getDecorators(node) : undefined;
  return (decorators ?? []).map((d) => [d.getStart(sf), d.end]);
}

/**
 * Scans `[start, end)` token by token: comments and whitespace become one space, tokens inside `skip`
 * ranges (decorators) are dropped, template literals are followed through their `${…}` parts.
 */
function snippet(sf: ts.SourceFile, start: number, end: number, skip: Array<[number, number]>): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, sf.languageVariant, sf.text, undefined, start, Math.max(0, end - start));
  const templates: number[] = [];
  let depth = 0;
  let out = "";
  let space = false;
  let newline = false;
  while (out.length <= SIGNATURE_MAX_CHARS) {
    let kind = scanner.scan();
    if (kind === ts.SyntaxKind.EndOfFileToken) break;
    if (kind === ts.SyntaxKind.CloseBraceToken && templates.length > 0 && templates[templates.length - 1] === depth) {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateTail) templates.pop();
    } else if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (kind === ts.SyntaxKind.CloseBraceToken) depth--;
    else if (kind === ts.SyntaxKind.TemplateHead) templates.push(depth);
    const tokenStart = scanner.getTokenStart();
    if (isTrivia(kind) || skip.some(([s, e]) => tokenStart >= s && tokenStart < e)) {
      space = out.length > 0;
      newline ||= kind === ts.SyntaxKind.NewLineTrivia;
      continue;
    }
    const token = scanner.getTokenText();
    const closing = token === ")" || token === "]";
    // Multi-line parameter lists read as one line: no space inside the brackets, no trailing comma.
    if (newline && closing && out.endsWith(",")) out = out.slice(0, -1);
    if (space && newline && (closing || out.endsWith("(") || out.endsWith("["))) space = false;
    out += (space ? " " : "") + token;
    space = false;
    newline = false;
  }
  return cutTo(out.replace(/\s+/g, " ").replace(/[;,]$/, "").trim(), SIGNATURE_MAX_CHARS);
}

function isTrivia(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.WhitespaceTrivia ||
    kind === ts.SyntaxKind.NewLineTrivia ||
    kind === ts.SyntaxKind.SingleLineCommentTrivia ||
    kind === ts.SyntaxKind.MultiLineCommentTrivia ||
    kind === ts.SyntaxKind.ShebangTrivia ||
    kind === ts.SyntaxKind.ConflictMarkerTrivia
  );
}
