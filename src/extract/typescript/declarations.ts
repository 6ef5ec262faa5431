/**
 * Declarations of one name → entities. Declarations that TypeScript merges (interface + interface,
 * function + namespace, class + namespace, enum + enum) become one entity with all
 * members; a value and a type that only share a name (`const Status` and `type Status`) stay two.
 */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import { describeClass } from "./classes.js";
import { repoRelative, type ExtractContext } from "./extractContext.js";
import { makeEntity } from "./entity.js";
import { callSignatures, functionModifiers } from "./functions.js";
import { describeEnum, describeInterface, describeJsDocTypedef, describeTypeAlias } from "./interfaces.js";
import { keywordModifiers } from "./modifiers.js";
import { describeNamespace, namespaceMembers } from "./namespaces.js";
import { skipOuterExpressions } from "./signatureText.js";
import { describeValue } from "./variables.js";

/** Options of {@link describeDeclarations}. */
export interface DescribeOptions {
  /** Leave out members, doc, tags and signature (members of a namespace re-export). */
  shallow?: boolean;
}

/**
 * Entities for the declarations `decls` of one name, ordered by position. Declarations from several
 * files (module augmentation) are narrowed to one file: this file when it has some, else the first by
 * repository path that is not an augmentation, so the answer does not depend on which files are loaded.
 */
export function describeDeclarations(
  ctx: ExtractContext,
  name: string,
  decls: readonly ts.Node[],
  options: DescribeOptions = {},
): Entity[] {
  const group = oneFile(ctx, decls.flatMap((d) => normalizeDeclaration(ctx, d)));
  const merged: ts.Node[] = [];
  const values: ts.Node[] = [];
  const aliases: ts.Node[] = [];
  for (const d of group) {
    if (isJsDocTypeImport(d)) continue;
    if (ts.isTypeAliasDeclaration(d) || ts.isJSDocTypedefTag(d) || ts.isJSDocCallbackTag(d)) aliases.push(d);
    else if (isMergeable(d)) merged.push(d);
    else values.push(d);
  }
  const out: Array<[number, Entity]> = [];
  if (merged.length > 0) out.push([merged[0]!.pos, describeMerged(ctx, name, merged)]);
  // A JavaScript expando (`f.x = 1`) never stands beside the function it extends.
  const firstValue = merged.length > 0 ? values.find((v) => !isAssignmentDeclaration(v)) : values[0];
  if (firstValue) out.push([firstValue.pos, describeValue(ctx, name, firstValue)]);
  const alias = aliases[0];
  if (alias) out.push([alias.pos, ts.isTypeAliasDeclaration(alias) ? describeTypeAlias(ctx, name, alias) : describeJsDocTypedef(ctx, name, alias as ts.JSDocTypedefTag | ts.JSDocCallbackTag)]);
  out.sort((a, b) => a[0] - b[0]);
  return out.map(([, e]) => (options.shallow ? shallow(e) : e));
}

/**
 * True for a JSDoc `@typedef { import("./x.js").Name } Name` (the same name): a JavaScript file's import of another
 * module's type for its JSDoc, which TypeScript exports as a type of the file but which declares nothing of its own (commander's
 * `lib/help.js` listed `type Argument = Argument`, `type Command = Command` and `type Option = Option` as its API).
 */
function isJsDocTypeImport(d: ts.Node): boolean {
  if (!ts.isJSDocTypedefTag(d) || !d.typeExpression || !ts.isJSDocTypeExpression(d.typeExpression) || !ts.isImportTypeNode(d.typeExpression.type)) return false;
  // Under its own name only: `@typedef {import('./arg.js').Argument} Arg2` or a module's type names something new.
  const qualifier = d.typeExpression.type.qualifier;
  const imported = qualifier === undefined ? undefined : ts.isIdentifier(qualifier) ? qualifier.text : qualifier.right.text;
  return imported !== undefined && imported === d.name?.getText();
}

/** Drops what a namespace re-export's member listing does not need (name, kind, signatures/type). */
export function shallow(entity: Entity): Entity {
  const { members: _m, doc: _d, tags: _t, signature: _s, ...rest } = entity;
  return rest;
}

function describeMerged(ctx: ExtractContext, name: string, decls: ts.Node[]): Entity {
  const classes = decls.filter(ts.isClassLike);
  const functions = decls.filter(ts.isFunctionDeclaration);
  const enums = decls.filter(ts.isEnumDeclaration);
  const interfaces = decls.filter(ts.isInterfaceDeclaration);
  const modules = decls.filter(ts.isModuleDeclaration);
  if (classes[0]) return describeClass(ctx, name, classes[0], { interfaces, namespaces: modules });
  if (functions.length > 0) {
    const members = namespaceMembers(ctx, modules);
    return makeEntity(ctx, {
      name,
      kind: "function",
      decls: [...functions, ...modules],
      docDecls: functions,
      modifiers: [...keywordModifiers(functions[0]!), ...functionModifiers(functions)],
      body: { signatures: callSignatures(ctx, functions), ...(members.length > 0 ? { members } : {}) },
    });
  }
  if (enums.length > 0) return describeEnum(ctx, name, enums, modules);
  if (interfaces.length > 0) return describeInterface(ctx, name, interfaces, modules);
  return describeNamespace(ctx, name, modules);
}

function isMergeable(node: ts.Node): boolean {
  return (
    ts.isClassDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isModuleDeclaration(node)
  );
}

/**
 * `module.exports.x = …`, `exports.x = …`, `f.x = …` in JavaScript; also the `f` of `f.x = …`, which the checker lists
 * among `f`'s declarations once `module.exports = f` is followed by `module.exports.y = …` (fastify's lib/reply.js).
 */
function isAssignmentDeclaration(node: ts.Node): boolean {
  if (ts.isIdentifier(node)) return ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node;
  return ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isBinaryExpression(node);
}

/**
 * The declarations a declaration-like node really stands for: a CommonJS shorthand `{ pad }` → `function
 * pad`, `export default x` / `export = x` → `x`'s declarations, an export or import specifier → its
 * target; a namespace source file → nothing (namespace re-exports are described by the export table).
 */
export function normalizeDeclaration(ctx: ExtractContext, node: ts.Node): ts.Node[] {
  return normalize(ctx, node, 0);
}

/** `depth` stops alias cycles. */
function normalize(ctx: ExtractContext, node: ts.Node, depth: number): ts.Node[] {
  if (depth > 8) return [node];
  if (ts.isShorthandPropertyAssignment(node)) {
    const target = ctx.checker.getShorthandAssignmentValueSymbol(node);
    const decls = target ? resolvedDeclarations(ctx, target) : [];
    return decls.length > 0 ? decls.flatMap((d) => normalize(ctx, d, depth + 1)) : [node];
  }
  if (ts.isExportAssignment(node)) {
    const expr = skipOuterExpressions(node.expression);
    if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) {
      const symbol = ctx.checker.getSymbolAtLocation(expr);
      const decls = symbol ? resolvedDeclarations(ctx, symbol) : [];
      if (decls.length > 0) return decls.flatMap((d) => normalize(ctx, d, depth + 1));
    }
    return [node];
  }
  if (ts.isBinaryExpression(node) && ts.isIdentifier(skipOuterExpressions(node.right))) {
    const symbol = ctx.checker.getSymbolAtLocation(skipOuterExpressions(node.right));
    const decls = symbol ? resolvedDeclarations(ctx, symbol) : [];
    if (decls.length > 0) return decls.flatMap((d) => normalize(ctx, d, depth + 1));
    return [node];
  }
  if (ts.isExportSpecifier(node) || ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isImportEqualsDeclaration(node)) {
    const symbol = ctx.checker.getSymbolAtLocation(node.name ?? node);
    const decls = symbol ? resolvedDeclarations(ctx, symbol) : [];
    return decls.filter((d) => d !== node).flatMap((d) => normalize(ctx, d, depth + 1));
  }
  if (ts.isSourceFile(node) || ts.isNamespaceImport(node) || ts.isNamespaceExport(node)) return [];
  return [node];
}

/** Declarations of a symbol, through any alias chain. */
export function resolvedDeclarations(ctx: ExtractContext, symbol: ts.Symbol): ts.Node[] {
  const target = symbol.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(symbol) : symbol;
  return [...(target.declarations ?? [])];
}

function oneFile(ctx: ExtractContext, decls: ts.Node[]): ts.Node[] {
  const unique = [...new Set(decls)];
  const here = unique.filter((d) => d.getSourceFile() === ctx.sourceFile);
  let chosen = here;
  if (chosen.length === 0) {
    const plain = unique.filter((d) => !inAugmentation(d));
    const pool = plain.length > 0 ? plain : unique;
    const key = (d: ts.Node): string => repoRelative(ctx.root, d.getSourceFile().fileName) ?? d.getSourceFile().fileName;
    const first = pool.map(key).sort()[0];
    chosen = pool.filter((d) => key(d) === first);
  }
  return chosen.sort((a, b) => a.pos - b.pos);
}

function inAugmentation(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isModuleDeclaration(p) && (ts.isStringLiteral(p.name) || p.name.text === "global")) return true;
  }
  return false;
}
