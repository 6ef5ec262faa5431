/**
 * Namespaces: `namespace N { export … }` (members are its exported declarations; every declaration of an
 * ambient namespace without `export` keywords), `namespace A.B {}` (a nested member `B`), and the
 * members a namespace adds to a merged function, class or enum.
 */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import type { ExtractContext } from "./extractContext.js";
import { makeEntity } from "./entity.js";
import { keywordModifiers } from "./modifiers.js";
import { hasExportKeyword } from "./names.js";

/** Entity of kind `namespace` (kind `module` for an ambient `declare module "name"`). */
export function describeNamespace(ctx: ExtractContext, name: string, decls: readonly ts.ModuleDeclaration[]): Entity {
  const first = decls[0]!;
  const members = namespaceMembers(ctx, decls);
  return makeEntity(ctx, {
    name,
    kind: ts.isStringLiteral(first.name) ? "module" : "namespace",
    decls,
    modifiers: keywordModifiers(first),
    body: members.length > 0 ? { members } : {},
  });
}

/** Exported members of one or more merged namespace declarations, in source order, same names merged. */
export function namespaceMembers(ctx: ExtractContext, decls: readonly ts.ModuleDeclaration[]): Entity[] {
  const order: Array<{ name: string; decls: ts.Node[] }> = [];
  const byKey = new Map<unknown, { name: string; decls: ts.Node[] }>();
  const add = (nameNode: ts.Node, name: string, decl: ts.Node): void => {
    const key = ctx.checker.getSymbolAtLocation(nameNode) ?? `name:${name}`;
    const existing = byKey.get(key);
    if (existing) existing.decls.push(decl);
    else {
      const fresh = { name, decls: [decl] };
      byKey.set(key, fresh);
      order.push(fresh);
    }
  };
  for (const decl of decls) {
    const body = decl.body;
    if (!body) continue;
    if (ts.isModuleDeclaration(body)) {
      add(body.name, body.name.text, body);
      continue;
    }
    if (!ts.isModuleBlock(body)) continue;
    const implicit = isAmbient(decl) && !body.statements.some(hasExportKeyword);
    for (const stmt of body.statements) {
      if (!implicit && !hasExportKeyword(stmt)) continue;
      for (const [nameNode, name, d] of declaredNames(stmt)) add(nameNode, name, d);
    }
  }
  return order.flatMap((m) => {
    const entities = ctx.describe(m.name, m.decls);
    // `export import Alias = M.Inner`: the member is named Alias, declared as Inner.
    const alias = m.decls.find(ts.isImportEqualsDeclaration);
    const target = alias ? ctx.checker.getSymbolAtLocation(alias.name) : undefined;
    const declared = target && target.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(target).name : undefined;
    return declared !== undefined && declared !== m.name ? entities.map((e) => ({ ...e, localName: declared })) : entities;
  });
}

/** `[name node, name, declaration]` for each name a statement declares. */
export function declaredNames(stmt: ts.Statement): Array<[ts.Node, string, ts.Node]> {
  if (ts.isVariableStatement(stmt)) {
    const out: Array<[ts.Node, string, ts.Node]> = [];
    for (const d of stmt.declarationList.declarations) collectBindingNames(d.name, d, out);
    return out;
  }
  if (
    (ts.isFunctionDeclaration(stmt) ||
      ts.isClassDeclaration(stmt) ||
      ts.isInterfaceDeclaration(stmt) ||
      ts.isTypeAliasDeclaration(stmt) ||
      ts.isEnumDeclaration(stmt) ||
      ts.isModuleDeclaration(stmt)) &&
    stmt.name
  ) {
    return [[stmt.name, stmt.name.text, stmt]];
  }
  if (ts.isImportEqualsDeclaration(stmt) && hasExportKeyword(stmt)) return [[stmt.name, stmt.name.text, stmt]];
  return [];
}

function collectBindingNames(name: ts.BindingName, decl: ts.Node, out: Array<[ts.Node, string, ts.Node]>): void {
  if (ts.isIdentifier(name)) {
    out.push([name, name.text, decl]);
    return;
  }
  for (const el of name.elements) {
    if (ts.isBindingElement(el)) collectBindingNames(el.name, el, out);
  }
}

/** In an ambient context: a declaration file, or under a `declare` namespace or module. */
function isAmbient(node: ts.Node): boolean {
  if (node.getSourceFile().isDeclarationFile) return true;
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isModuleDeclaration(current) && keywordModifiers(current).includes("declare")) return true;
  }
  return false;
}
