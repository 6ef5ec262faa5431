/**
 * Type definitions (seed §2.2.4): interfaces (merged declarations listed once with all members),
 * type aliases (`value` = the definition as written), JSDoc `@typedef`s, and enums (members with their
 * values).
 */
import { ts } from "ts-morph";
import type { CallSignature, Entity } from "../contract.js";
import type { ExtractContext } from "./extractContext.js";
import { makeEntity } from "./entity.js";
import { callSignature, callSignatures, typeParameterTexts } from "./functions.js";
import { accessorEntity } from "./accessors.js";
import { keywordModifiers } from "./modifiers.js";
import { propertyNameText } from "./names.js";
import { namespaceMembers } from "./namespaces.js";
import { collapseWhitespace } from "./text.js";
import { declaredTypeText, inferredTypeText, printOneLine, writtenTypeText } from "./typeText.js";

/** Entity of kind `interface`: members of every declaration in source order; call signatures go to `signatures`. */
export function describeInterface(
  ctx: ExtractContext,
  name: string,
  decls: readonly ts.InterfaceDeclaration[],
  namespaces: readonly ts.ModuleDeclaration[] = [],
): Entity {
  const first = decls[0]!;
  const typeParameters = typeParameterTexts(ctx, decls.find((d) => d.typeParameters)?.typeParameters);
  const ext: string[] = [];
  for (const d of decls) {
    for (const clause of d.heritageClauses ?? []) {
      for (const t of clause.types) {
        ctx.refs.noteTypeNode(t);
        const text = printOneLine(t);
        if (!ext.includes(text)) ext.push(text);
      }
    }
  }
  const { members, signatures } = interfaceMemberEntities(ctx, decls.flatMap((d) => [...d.members]));
  members.push(...namespaceMembers(ctx, namespaces));
  return makeEntity(ctx, {
    name,
    kind: "interface",
    decls: [...decls, ...namespaces],
    signatureNode: first,
    modifiers: keywordModifiers(first),
    body: {
      ...(typeParameters.length > 0 ? { typeParameters } : {}),
      ...(signatures.length > 0 ? { signatures } : {}),
      ...(ext.length > 0 ? { extends: ext } : {}),
      ...(members.length > 0 ? { members } : {}),
    },
  });
}

/**
 * Members of an interface or type literal: properties, methods (overloads grouped by name), `new`
 * construct signatures (kind `constructor`, name `new`), index signatures (kind `property`, name
 * `[key: string]`), accessors. Call signatures are returned apart, for the owner's `signatures`.
 */
export function interfaceMemberEntities(
  ctx: ExtractContext,
  elements: readonly ts.Node[],
): { members: Entity[]; signatures: CallSignature[] } {
  const slots: Array<ts.SignatureDeclaration[] | Entity> = [];
  const groups = new Map<string, ts.SignatureDeclaration[]>();
  const signatures: CallSignature[] = [];
  for (const el of elements) {
    if (ts.isCallSignatureDeclaration(el)) {
      signatures.push(callSignature(ctx, el));
    } else if (ts.isMethodSignature(el) || ts.isConstructSignatureDeclaration(el)) {
      const key = ts.isMethodSignature(el) ? `m:${propertyNameText(el.name)}` : "new";
      const existing = groups.get(key);
      if (existing) existing.push(el);
      else {
        const fresh = [el as ts.SignatureDeclaration];
        groups.set(key, fresh);
        slots.push(fresh);
      }
    } else if (ts.isPropertySignature(el)) {
      const type = el.type ? writtenTypeText(ctx, el.type) : declaredTypeText(ctx, el);
      slots.push(
        makeEntity(ctx, {
          name: propertyNameText(el.name),
          kind: "property",
          decls: [el],
          modifiers: [...keywordModifiers(el), ...(el.questionToken ? ["optional"] : [])],
          body: type !== undefined ? { type } : {},
        }),
      );
    } else if (ts.isIndexSignatureDeclaration(el)) {
      const params = el.parameters.map((p) => collapseWhitespace(p.getText())).join(", ");
      slots.push(
        makeEntity(ctx, {
          name: `[${params}]`,
          kind: "property",
          decls: [el],
          modifiers: keywordModifiers(el),
          body: el.type ? { type: writtenTypeText(ctx, el.type) } : {},
        }),
      );
    } else if (ts.isGetAccessorDeclaration(el) || ts.isSetAccessorDeclaration(el)) {
      slots.push(accessorEntity(ctx, el));
    }
  }
  const members = slots.map((s) => {
    if (!Array.isArray(s)) return s;
    const first = s[0]!;
    const ctor = ts.isConstructSignatureDeclaration(first);
    return makeEntity(ctx, {
      name: ctor ? "new" : propertyNameText(first.name as ts.PropertyName),
      kind: ctor ? "constructor" : "method",
      decls: s,
      modifiers: (first as { questionToken?: ts.Node }).questionToken ? ["optional"] : [],
      body: { signatures: callSignatures(ctx, s) },
    });
  });
  return { members, signatures };
}

/** Entity of kind `type`: `value` is the definition, printed on one line. */
export function describeTypeAlias(ctx: ExtractContext, name: string, decl: ts.TypeAliasDeclaration): Entity {
  const typeParameters = typeParameterTexts(ctx, decl.typeParameters);
  return makeEntity(ctx, {
    name,
    kind: "type",
    decls: [decl],
    modifiers: keywordModifiers(decl),
    body: { ...(typeParameters.length > 0 ? { typeParameters } : {}), value: writtenTypeText(ctx, decl.type) },
  });
}

/** Entity of kind `type` for a JavaScript `@typedef` / `@callback`: `value` is the checker's expansion. */
export function describeJsDocTypedef(ctx: ExtractContext, name: string, tag: ts.JSDocTypedefTag | ts.JSDocCallbackTag): Entity {
  const symbol = tag.name ? ctx.checker.getSymbolAtLocation(tag.name) : undefined;
  const type = symbol ? ctx.checker.getDeclaredTypeOfSymbol(symbol) : undefined;
  const value = type ? inferredTypeText(ctx, type, tag, ts.NodeBuilderFlags.InTypeAlias) : undefined;
  return makeEntity(ctx, { name, kind: "type", decls: [tag], docDecls: [], body: value !== undefined ? { value } : {} });
}

/** Entity of kind `enum`; members of kind `enumMember` with the constant value (`0`, `"a"`) or the initializer text. */
export function describeEnum(
  ctx: ExtractContext,
  name: string,
  decls: readonly ts.EnumDeclaration[],
  namespaces: readonly ts.ModuleDeclaration[] = [],
): Entity {
  const members: Entity[] = decls.flatMap((d) =>
    d.members.map((m) => {
      const value = enumValue(ctx, m);
      return makeEntity(ctx, { name: propertyNameText(m.name), kind: "enumMember", decls: [m], body: value !== undefined ? { value } : {} });
    }),
  );
  members.push(...namespaceMembers(ctx, namespaces));
  return makeEntity(ctx, {
    name,
    kind: "enum",
    decls: [...decls, ...namespaces],
    docDecls: decls,
    modifiers: keywordModifiers(decls[0]!),
    body: members.length > 0 ? { members } : {},
  });
}

function enumValue(ctx: ExtractContext, m: ts.EnumMember): string | undefined {
  const constant = ctx.checker.getConstantValue(m);
  if (typeof constant === "number") return String(constant);
  if (typeof constant === "string") return JSON.stringify(constant);
  return m.initializer ? collapseWhitespace(m.initializer.getText()) : undefined;
}
