/**
 * Classes (seed §2.2.2): heritage, type parameters, `abstract`, decorators, and the public members in
 * source order: constructor (all overloads), instance and `static` methods (overloads grouped by name
 * and staticness), properties (including public constructor parameter properties), getters and
 * setters, index signatures. `private`, `protected` and `#private` members are left out.
 */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import type { ExtractContext } from "./extractContext.js";
import { makeEntity } from "./entity.js";
import { accessorEntity } from "./accessors.js";
import { callSignatures, functionModifiers, typeParameterTexts } from "./functions.js";
import { interfaceMemberEntities } from "./interfaces.js";
import { isNonPublicMember, isStatic, keywordModifiers, orderModifiers } from "./modifiers.js";
import { propertyNameText } from "./names.js";
import { namespaceMembers } from "./namespaces.js";
import { collapseWhitespace, cutTo } from "./text.js";
import { declaredTypeText, inferredTypeText, printOneLine, writtenTypeText } from "./typeText.js";

/** Longest decorator text kept, in UTF-16 code units (Angular-style decorators carry whole templates). */
export const MAX_DECORATOR_CHARS = 200;

/** Extra declarations merged into a class, and modifiers from its context. */
export interface ClassExtras {
  /** Interfaces of the same name (declaration merging): their members are added. */
  interfaces?: readonly ts.InterfaceDeclaration[];
  /** Namespaces of the same name: their exported members are added. */
  namespaces?: readonly ts.ModuleDeclaration[];
  /** Node giving the signature, doc and lines when it is not the class itself (`const A = class {}`). */
  anchor?: ts.Node;
  modifiers?: readonly string[];
}

/** Entity of kind `class` for a class declaration or expression. */
export function describeClass(ctx: ExtractContext, name: string, cls: ts.ClassLikeDeclaration, extras: ClassExtras = {}): Entity {
  const heritage = heritageOf(ctx, cls);
  const typeParameters = typeParameterTexts(ctx, ts.getEffectiveTypeParameterDeclarations(cls));
  const members = [
    ...classMembers(ctx, cls),
    ...(extras.interfaces ?? []).flatMap((i) => interfaceMemberEntities(ctx, i.members).members),
    ...namespaceMembers(ctx, extras.namespaces ?? []),
  ];
  const decorators = decoratorTexts(cls);
  const anchor = extras.anchor ?? cls;
  return makeEntity(ctx, {
    name,
    kind: "class",
    decls: [anchor, ...(extras.interfaces ?? []), ...(extras.namespaces ?? [])],
    docDecls: [anchor, ...(extras.interfaces ?? [])],
    modifiers: [...keywordModifiers(cls), ...(extras.modifiers ?? [])],
    body: {
      ...(decorators.length > 0 ? { decorators } : {}),
      ...(typeParameters.length > 0 ? { typeParameters } : {}),
      ...(heritage.extends.length > 0 ? { extends: heritage.extends } : {}),
      ...(heritage.implements.length > 0 ? { implements: heritage.implements } : {}),
      ...(members.length > 0 ? { members } : {}),
    },
  });
}

/** Decorator expressions as written (without `@`), one line each, cut to {@link MAX_DECORATOR_CHARS}. */
function decoratorTexts(node: ts.Node): string[] {
  return (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((d) => cutTo(collapseWhitespace(d.expression.getText()), MAX_DECORATOR_CHARS));
}

function withDecorators(entity: Entity, nodes: readonly ts.Node[]): Entity {
  const decorators = nodes.flatMap(decoratorTexts);
  return decorators.length > 0 ? { ...entity, decorators } : entity;
}

function heritageOf(ctx: ExtractContext, cls: ts.ClassLikeDeclaration): { extends: string[]; implements: string[] } {
  const out = { extends: [] as string[], implements: [] as string[] };
  for (const clause of cls.heritageClauses ?? []) {
    const list = clause.token === ts.SyntaxKind.ExtendsKeyword ? out.extends : out.implements;
    for (const t of clause.types) {
      ctx.refs.noteTypeNode(t);
      list.push(printOneLine(t));
    }
  }
  return out;
}

/** Public members of a class body, in source order; overloads of one method form one member. */
export function classMembers(ctx: ExtractContext, cls: ts.ClassLikeDeclaration): Entity[] {
  const slots: Array<ts.Node[] | Entity> = [];
  const groups = new Map<string, ts.Node[]>();
  const group = (key: string, node: ts.Node): void => {
    const existing = groups.get(key);
    if (existing) existing.push(node);
    else {
      const fresh = [node];
      groups.set(key, fresh);
      slots.push(fresh);
    }
  };
  for (const m of cls.members) {
    if (isNonPublicMember(m)) continue;
    if (ts.isConstructorDeclaration(m)) {
      group("constructor", m);
      for (const p of m.parameters) {
        if (ts.isParameterPropertyDeclaration(p, m) && !isNonPublicMember(p)) slots.push(propertyEntity(ctx, p));
      }
      if (m.body && /\.[cm]?jsx?$/i.test(m.getSourceFile().fileName)) slots.push(...thisAssignments(ctx, m.body));
    } else if (ts.isMethodDeclaration(m)) {
      group(`${isStatic(m) ? "static" : "instance"}:${propertyNameText(m.name)}`, m);
    } else if (ts.isPropertyDeclaration(m)) {
      slots.push(withDecorators(propertyEntity(ctx, m), [m]));
    } else if (ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) {
      slots.push(withDecorators(accessorEntity(ctx, m), [m]));
    } else if (ts.isIndexSignatureDeclaration(m)) {
      slots.push(...interfaceMemberEntities(ctx, [m]).members.map((e) => withModifiers(e, keywordModifiers(m))));
    }
  }
  return slots.map((s) => (Array.isArray(s) ? withDecorators(methodLike(ctx, s as ts.SignatureDeclaration[]), s) : s));
}

function methodLike(ctx: ExtractContext, decls: ts.SignatureDeclaration[]): Entity {
  const first = decls[0]!;
  const ctor = ts.isConstructorDeclaration(first);
  return makeEntity(ctx, {
    name: ctor ? "constructor" : propertyNameText(first.name as ts.PropertyName),
    kind: ctor ? "constructor" : "method",
    decls,
    modifiers: [...keywordModifiers(first), ...functionModifiers(decls), ...((first as { questionToken?: ts.Node }).questionToken ? ["optional"] : [])],
    body: { signatures: callSignatures(ctx, decls) },
  });
}

/**
 * JavaScript classes declare instance properties by assignment: `this.name = name` at the top level of
 * the constructor is a public property (names starting with `_` or `#` are left out, as private).
 */
function thisAssignments(ctx: ExtractContext, body: ts.Block): Entity[] {
  const out: Entity[] = [];
  const seen = new Set<string>();
  for (const stmt of body.statements) {
    if (!ts.isExpressionStatement(stmt) || !ts.isBinaryExpression(stmt.expression)) continue;
    const { left, operatorToken } = stmt.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left) || left.expression.kind !== ts.SyntaxKind.ThisKeyword) continue;
    const name = left.name.text;
    if (seen.has(name) || name.startsWith("_") || ts.isPrivateIdentifier(left.name)) continue;
    seen.add(name);
    const symbol = ctx.checker.getSymbolAtLocation(left.name);
    const type = symbol ? inferredTypeText(ctx, ctx.checker.getTypeOfSymbol(symbol), stmt) : undefined;
    out.push(makeEntity(ctx, { name, kind: "property", decls: [stmt], body: type !== undefined ? { type } : {} }));
  }
  return out;
}

/** A class property, or a constructor parameter property (`constructor(public x: T)`). */
function propertyEntity(ctx: ExtractContext, p: ts.PropertyDeclaration | ts.ParameterDeclaration): Entity {
  const type = p.type ? writtenTypeText(ctx, p.type) : declaredTypeText(ctx, p);
  return makeEntity(ctx, {
    name: propertyNameText(p.name),
    kind: "property",
    decls: [p],
    modifiers: [...keywordModifiers(p), ...(p.questionToken ? ["optional"] : [])],
    body: type !== undefined ? { type } : {},
  });
}

function withModifiers(entity: Entity, mods: string[]): Entity {
  return mods.length > 0 ? { ...entity, modifiers: orderModifiers([...(entity.modifiers ?? []), ...mods]) } : entity;
}
