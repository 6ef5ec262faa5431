/**
 * Names a member call could reach in the repository: every member name declared in its TypeScript/JavaScript files
 * (class and object-literal members, interface and type-literal members, `x.name = …` assignments; none given only
 * plain data, `x.equal = true`). Used to classify a
 * member call on an untyped value (`any`: a package that is not installed, an untyped JavaScript parameter):
 * `response.end()` can reach nothing in a repository that declares no member `end`, so it is external; `req.json()` in
 * a repository that declares `json` stays in-repository. An exported function, class or variable is a member of its
 * module's namespace object; a plain one is none (a member call reaches it only through a member that holds it:
 * `module.exports = { end }`, `exports.end = end`), nor is a
 * member of an object literal written as a call's argument (`router.handle(req, { end: done })`, a test's stand-in
 * response: only the called function sees it).
 */
import { ts } from "ts-morph";
import { beyondParentheses, callOfArgument, skipOuter } from "./tsDeclarations.js";

/** A declaration of a member a member call `x.name()` may reach: a class or object-literal method, accessor or property, an interface or type-literal member. */
export type MemberLike = ts.MethodDeclaration | ts.MethodSignature | ts.AccessorDeclaration | ts.PropertyDeclaration | ts.PropertySignature | ts.PropertyAssignment | ts.ShorthandPropertyAssignment;

/** True for a {@link MemberLike} declaration. */
export function isMemberLike(node: ts.Node): node is MemberLike {
  return (
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isAccessor(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isShorthandPropertyAssignment(node)
  );
}

/** The member names declared in a set of source files, collected once on first use. */
export class DeclaredMemberNames {
  private names: Set<string> | undefined;

  /**
   * @param files The repository's source files of the program (every one, not only those being built, so an
   *   incremental build classifies as a full one does).
   */
  constructor(private readonly files: () => readonly ts.SourceFile[]) {}

  /** True when some repository file declares a function, method, accessor, property or variable named `name`. */
  has(name: string): boolean {
    if (!this.names) this.names = collect(this.files());
    return this.names.has(name);
  }
}

/**
 * The names each parsed file declares, kept while the file object lives: a warm program (warmProject.ts) hands
 * the same `SourceFile` object to the next build when the file's text is unchanged, so an update walks only the files
 * it re-parsed (measured on trpc: ~0.3 s of CPU per 50-file branch switch went to walking all 1,500 files again).
 */
const namesByFile = new WeakMap<ts.SourceFile, readonly string[]>();

function collect(files: readonly ts.SourceFile[]): Set<string> {
  const names = new Set<string>();
  for (const sf of files) {
    let own = namesByFile.get(sf);
    if (!own) namesByFile.set(sf, (own = [...declaredIn(sf)]));
    for (const name of own) names.add(name);
  }
  return names;
}

/** True for a declaration its module exports (`export function x`, `export const x`): a member of the module's namespace object. */
function exported(node: ts.FunctionDeclaration | ts.ClassDeclaration | ts.VariableDeclaration): boolean {
  const holder = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  return ts.canHaveModifiers(holder) && (ts.getModifiers(holder) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** The member names one file declares (see the module comment). */
function declaredIn(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (holdsPlainData(node)) {
      ts.forEachChild(node, visit);
      return;
    }
    if ((isMemberLike(node) && !inArgumentObject(node)) || ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isVariableDeclaration(node)) && exported(node)) || ts.isExportSpecifier(node)) {
      const name = node.name;
      if (name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name))) names.add(name.text);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) {
      names.add(node.left.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/**
 * True for a member given a literal no call can run: a boolean, number, string, template, array, object or regular
 * expression literal (`result.throughput.equal = true` in restify's benchmark had made every `t.equal(…)` on a test
 * runner's untyped `t` an unresolved in-repository call). `null` and `undefined` are placeholders a later assignment
 * may fill (see `jsPlaceholders.ts`), so they still declare the name.
 */
function holdsPlainData(node: ts.Node): boolean {
  const value =
    ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)
      ? node.right
      : ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)
        ? node.initializer
        : undefined;
  if (!value) return false;
  const v = skipOuter(value);
  return (
    v.kind === ts.SyntaxKind.TrueKeyword ||
    v.kind === ts.SyntaxKind.FalseKeyword ||
    ts.isNumericLiteral(v) ||
    ts.isStringLiteralLike(v) ||
    ts.isTemplateExpression(v) ||
    ts.isArrayLiteralExpression(v) ||
    ts.isObjectLiteralExpression(v) ||
    ts.isRegularExpressionLiteral(v) ||
    (ts.isPrefixUnaryExpression(v) && ts.isNumericLiteral(v.operand))
  );
}

/**
 * True for a member of an object literal written as a call's argument (`router.handle(req, { end: done })`, a test's
 * stand-in response): only the called function sees that object, no name elsewhere reaches it, so it defines nothing
 * for other calls. Not for a source object of `Object.assign(target, …)`, whose members the target gets.
 */
export function inArgumentObject(node: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(node.parent)) return false;
  const p = callOfArgument(node.parent);
  if (!p) return false;
  const { child } = beyondParentheses(node.parent);
  // `Object.assign(C.prototype, { m() {…} })` copies the members onto its first argument: they are C's (knex's clients).
  return !(ts.isCallExpression(p) && p.arguments[0] !== child && isObjectAssign(p.expression));
}

/** True for the callee `Object.assign`. */
function isObjectAssign(callee: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Object" && callee.name.text === "assign";
}
