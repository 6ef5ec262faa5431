/**
 * Values: `const`/`let`/`var` declarations, destructured exports (BC-04 `BindingElement`s), `export
 * default <expression>`, CommonJS `module.exports = …` / `module.exports.x = …`, and object
 * literals with their members. A variable holding an arrow function or function expression is a
 * `function` (modifier `const` when declared so); one holding an object literal is an `object`; one
 * holding a class expression is a `class`; otherwise a `constant` (`const`) or `variable` (`let`, `var`).
 */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import { describeClass } from "./classes.js";
import type { ExtractContext } from "./extractContext.js";
import { makeEntity } from "./entity.js";
import { callSignature, callSignatures, functionModifiers } from "./functions.js";
import { isCommonJsModule } from "./compilerInternals.js";
import { accessorEntity } from "./accessors.js";
import { keywordModifiers } from "./modifiers.js";
import { propertyNameText } from "./names.js";
import { skipOuterExpressions } from "./signatureText.js";
import { declaredTypeText, inferredTypeText, writtenTypeText } from "./typeText.js";

/** Longest constant `value` kept, in UTF-16 code units; a longer literal gets no `value`. */
export const MAX_VALUE_CHARS = 200;

/** Entity for a value-like declaration (variable, binding element, CommonJS assignment, exported expression). */
export function describeValue(ctx: ExtractContext, name: string, decl: ts.Node): Entity {
  if (ts.isVariableDeclaration(decl)) return describeVariable(ctx, name, decl);
  if (ts.isBindingElement(decl)) {
    const type = declaredTypeText(ctx, decl);
    return makeEntity(ctx, {
      name,
      kind: isConstBinding(decl) ? "constant" : "variable",
      decls: [decl],
      body: type !== undefined ? { type } : {},
    });
  }
  if (ts.isExportAssignment(decl)) return describeExpression(ctx, name, decl.expression, decl, "constant");
  if (ts.isBinaryExpression(decl)) {
    // `module.exports = …` (export=) or `module.exports.x = …` seen through its assignment.
    const statement = ts.isExpressionStatement(decl.parent) ? decl.parent : decl;
    const kind = isModuleExportsTarget(decl.left) ? "constant" : "property";
    return describeExpression(ctx, name, decl.right, statement, kind, decl.left);
  }
  if ((ts.isPropertyAccessExpression(decl) || ts.isElementAccessExpression(decl)) && ts.isBinaryExpression(decl.parent)) {
    const assignment = decl.parent;
    const statement = ts.isExpressionStatement(assignment.parent) ? assignment.parent : assignment;
    return describeExpression(ctx, name, assignment.right, statement, "property", ts.isPropertyAccessExpression(decl) ? decl.name : decl);
  }
  if (ts.isPropertyAssignment(decl)) return describeExpression(ctx, name, decl.initializer, decl, "property", decl.name);
  if (ts.isObjectLiteralElement(decl) || ts.isClassElement(decl)) {
    const member = objectMember(ctx, decl as ts.ObjectLiteralElementLike);
    if (member) return { ...member, name };
  }
  if (ts.isExpression(decl)) return describeExpression(ctx, name, decl, decl, "constant");
  const type = declaredTypeText(ctx, decl);
  return makeEntity(ctx, { name, kind: "variable", decls: [decl], body: type !== undefined ? { type } : {} });
}

function describeVariable(ctx: ExtractContext, name: string, decl: ts.VariableDeclaration): Entity {
  const isConst = (decl.parent.flags & ts.NodeFlags.Const) !== 0;
  const statement = decl.parent.parent;
  const statementMods = ts.isVariableStatement(statement) ? keywordModifiers(statement) : [];
  const written = decl.type ? writtenTypeText(ctx, decl.type) : undefined;
  const init = decl.initializer ? skipOuterExpressions(decl.initializer) : undefined;
  const constMod = isConst ? ["const"] : [];
  if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
    return makeEntity(ctx, {
      name,
      kind: "function",
      decls: [decl],
      modifiers: [...statementMods, ...constMod, ...functionModifiers([init])],
      body: { signatures: [callSignature(ctx, init)], ...(written !== undefined ? { type: written } : {}) },
    });
  }
  if (init && ts.isClassExpression(init)) return describeClass(ctx, name, init, { anchor: decl, modifiers: [...statementMods, ...constMod] });
  if (init && ts.isObjectLiteralExpression(init)) {
    const literal = objectMembers(ctx, init);
    const members = [...literal, ...assignedMembers(ctx, decl, new Set(literal.map((m) => m.name)))];
    return makeEntity(ctx, {
      name,
      kind: "object",
      decls: [decl],
      modifiers: [...statementMods, ...constMod],
      body: { ...(written !== undefined ? { type: written } : {}), ...(members.length > 0 ? { members } : {}) },
    });
  }
  const type = written ?? declaredTypeText(ctx, decl);
  const value = isConst && init ? literalValue(init) : undefined;
  return makeEntity(ctx, {
    name,
    kind: isConst ? "constant" : "variable",
    decls: [decl],
    modifiers: statementMods,
    body: { ...(type !== undefined ? { type } : {}), ...(value !== undefined ? { value } : {}) },
  });
}

/**
 * An exported expression: a function, class or object literal is described as such; anything else is
 * a `fallbackKind` entity with the checker's type (taken at `typeAt`, default the expression).
 */
function describeExpression(
  ctx: ExtractContext,
  name: string,
  expression: ts.Expression,
  anchor: ts.Node,
  fallbackKind: "constant" | "property",
  typeAt?: ts.Node,
): Entity {
  const expr = skipOuterExpressions(expression);
  const defaultMod = ts.isExportAssignment(anchor) && !anchor.isExportEquals ? ["default"] : [];
  if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) {
    return makeEntity(ctx, {
      name,
      kind: "function",
      decls: [anchor],
      docDecls: [anchor, expr],
      modifiers: [...defaultMod, ...functionModifiers([expr])],
      body: { signatures: [callSignature(ctx, expr)] },
    });
  }
  if (ts.isClassExpression(expr)) return describeClass(ctx, name, expr, { anchor, modifiers: defaultMod });
  if (ts.isObjectLiteralExpression(expr)) {
    const members = objectMembers(ctx, expr);
    return makeEntity(ctx, { name, kind: "object", decls: [anchor], modifiers: defaultMod, body: members.length > 0 ? { members } : {} });
  }
  const target = typeOfTarget(ctx, typeAt ?? expr);
  // An assigned property is mutable: its type reads widened (`module.exports.VERSION = "1.2"` is a `string`).
  const type = inferredTypeText(ctx, fallbackKind === "property" ? ctx.checker.getBaseTypeOfLiteralType(target) : target, anchor);
  const value = fallbackKind === "constant" ? literalValue(expr) : undefined;
  return makeEntity(ctx, {
    name,
    kind: fallbackKind,
    decls: [anchor],
    modifiers: defaultMod,
    body: { ...(type !== undefined ? { type } : {}), ...(value !== undefined ? { value } : {}) },
  });
}

/**
 * Members a JavaScript ES module assigns to an object variable after declaring it, in source order: `const ejs = {}`
 * then `ejs.compile = function compile(template, opts) {…}` and `ejs.VERSION = '3.1'`, each a top-level statement
 * beside the declaration (mde/ejs's `lib/esm/ejs.js`, whose `export default ejs` had listed an empty object and its
 * whole API as internal units). A function value is a `method`, anything else a `property`, as in a literal; a name
 * the literal (`skip`) or an earlier assignment already gives is left out. Empty in a CommonJS module, where the checker
 * lists the members of an exported object as the module's own exports, and in TypeScript, which rejects such
 * members.
 */
function assignedMembers(ctx: ExtractContext, decl: ts.VariableDeclaration, skip: ReadonlySet<string>): Entity[] {
  const sf = decl.getSourceFile();
  const statement = decl.parent.parent;
  if (!ts.isIdentifier(decl.name) || !ts.isVariableStatement(statement) || !(sf.flags & ts.NodeFlags.JavaScriptFile) || isCommonJsModule(sf)) return [];
  const container = statement.parent;
  if (!ts.isSourceFile(container) && !ts.isBlock(container) && !ts.isModuleBlock(container)) return [];
  const variable = decl.name.text;
  const seen = new Set(skip);
  const out: Entity[] = [];
  for (const s of container.statements) {
    if (s.pos < statement.end || !ts.isExpressionStatement(s)) continue;
    const e = s.expression;
    if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(e.left)) continue;
    const target = e.left;
    if (!ts.isIdentifier(target.expression) || target.expression.text !== variable || !ts.isIdentifier(target.name)) continue;
    const name = target.name.text;
    if (name === "prototype" || seen.has(name)) continue;
    seen.add(name);
    // Members of an empty literal are the checker's expando declarations; those of a literal with members of its own
    // are not (their type is read from the value).
    const declared = ctx.checker.getSymbolAtLocation(target.name) !== undefined;
    const member = describeExpression(ctx, name, e.right, s, "property", declared ? target.name : e.right);
    out.push(member.kind === "function" ? { ...member, kind: "method" } : member);
  }
  return out;
}

/** Members of an object literal: methods (function-valued properties too), properties with their type, accessors. */
export function objectMembers(ctx: ExtractContext, obj: ts.ObjectLiteralExpression): Entity[] {
  const out: Entity[] = [];
  for (const p of obj.properties) {
    const member = objectMember(ctx, p);
    if (member) out.push(member);
  }
  return out;
}

function objectMember(ctx: ExtractContext, p: ts.ObjectLiteralElementLike): Entity | undefined {
  if (ts.isSpreadAssignment(p)) return undefined;
  if (ts.isGetAccessorDeclaration(p) || ts.isSetAccessorDeclaration(p)) return accessorEntity(ctx, p);
  const name = propertyNameText(p.name);
  if (ts.isMethodDeclaration(p)) {
    return makeEntity(ctx, { name, kind: "method", decls: [p], modifiers: functionModifiers([p]), body: { signatures: callSignatures(ctx, [p]) } });
  }
  const init = ts.isPropertyAssignment(p) ? skipOuterExpressions(p.initializer) : undefined;
  if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
    return makeEntity(ctx, { name, kind: "method", decls: [p], modifiers: functionModifiers([init]), body: { signatures: [callSignature(ctx, init)] } });
  }
  const type = inferredTypeText(ctx, ctx.checker.getTypeAtLocation(p.name), p);
  return makeEntity(ctx, { name, kind: "property", decls: [p], body: type !== undefined ? { type } : {} });
}

/** Source text of a literal initializer (`10`, `","`, `-1`, `true`), or undefined for anything computed. */
export function literalValue(expression: ts.Expression): string | undefined {
  const expr = skipOuterExpressions(expression);
  const literal =
    ts.isStringLiteral(expr) ||
    ts.isNoSubstitutionTemplateLiteral(expr) ||
    ts.isNumericLiteral(expr) ||
    ts.isBigIntLiteral(expr) ||
    expr.kind === ts.SyntaxKind.TrueKeyword ||
    expr.kind === ts.SyntaxKind.FalseKeyword ||
    expr.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(expr) && expr.text === "undefined") ||
    (ts.isPrefixUnaryExpression(expr) &&
      (expr.operator === ts.SyntaxKind.MinusToken || expr.operator === ts.SyntaxKind.PlusToken) &&
      (ts.isNumericLiteral(expr.operand) || ts.isBigIntLiteral(expr.operand)));
  if (!literal) return undefined;
  const text = expr.getText();
  return text.length <= MAX_VALUE_CHARS ? text : undefined;
}

function isConstBinding(node: ts.BindingElement): boolean {
  let current: ts.Node = node;
  while (!ts.isVariableDeclarationList(current) && current.parent) current = current.parent;
  return ts.isVariableDeclarationList(current) && (current.flags & ts.NodeFlags.Const) !== 0;
}

/** `module.exports` itself (not `module.exports.x`). */
function isModuleExportsTarget(node: ts.Node): boolean {
  return ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "module" && node.name.text === "exports";
}

/** Type of an assignment target through its symbol, else of the expression itself. */
function typeOfTarget(ctx: ExtractContext, node: ts.Node): ts.Type {
  const symbol = ts.isExpression(node) && !ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node) ? undefined : ctx.checker.getSymbolAtLocation(node);
  return symbol ? ctx.checker.getTypeOfSymbol(symbol) : ctx.checker.getTypeAtLocation(node);
}
