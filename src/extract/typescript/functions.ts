/**
 * Call signatures: functions, methods, constructors, arrow functions and function expressions
 * (seed §2.2.3). Every overload is listed; the implementation signature is left out when overloads
 * exist. Parameter and return types prefer the written annotation and fall back to the checker
 * (which also reads JSDoc `@param {T}` / `@returns {T}` in JavaScript).
 */
import { ts } from "ts-morph";
import type { CallSignature, Parameter } from "../contract.js";
import type { ExtractContext } from "./extractContext.js";
import { collapseWhitespace, cutTo } from "./text.js";
import { inferredTypeText, writtenTypeText } from "./typeText.js";

/** Longest parameter default text kept, in UTF-16 code units (a cut adds no ellipsis). */
export const MAX_DEFAULT_CHARS = 200;

/** Declarations of one callable name that make up its public signatures: the overloads, else all of them. */
export function publicOverloads<T extends ts.SignatureDeclaration>(decls: readonly T[]): T[] {
  const withoutBody = decls.filter((d) => !(d as { body?: ts.Node }).body);
  return withoutBody.length > 0 ? withoutBody : [...decls];
}

/** One {@link CallSignature} per public overload of `decls`. */
export function callSignatures(ctx: ExtractContext, decls: readonly ts.SignatureDeclaration[]): CallSignature[] {
  return publicOverloads(decls).map((d) => callSignature(ctx, d));
}

/** The signature of one declaration: type parameters as written, parameters, return type (none for constructors and setters). */
export function callSignature(ctx: ExtractContext, decl: ts.SignatureDeclaration): CallSignature {
  const typeParameters = typeParameterTexts(ctx, ts.getEffectiveTypeParameterDeclarations(decl));
  const params = decl.parameters.map((p) => parameter(ctx, p));
  const returnType = returnTypeText(ctx, decl);
  return {
    ...(typeParameters.length > 0 ? { typeParameters } : {}),
    params,
    ...(returnType !== undefined ? { returnType } : {}),
  };
}

/** Type parameters as written (`T extends object = {}`), one line each; their constraints count as references. */
export function typeParameterTexts(ctx: ExtractContext, params: readonly ts.TypeParameterDeclaration[] | undefined): string[] {
  return (params ?? []).map((p) => {
    ctx.refs.noteTypeNode(p);
    return collapseWhitespace(p.getText());
  });
}

function parameter(ctx: ExtractContext, p: ts.ParameterDeclaration): Parameter {
  const rest = p.dotDotDotToken !== undefined;
  const optional = !rest && isOptional(ctx, p);
  const type = parameterType(ctx, p, optional);
  return {
    name: ts.isIdentifier(p.name) ? p.name.text : collapseWhitespace(p.name.getText()),
    ...(type !== undefined ? { type } : {}),
    ...(optional ? { optional: true } : {}),
    ...(rest ? { rest: "list" as const } : {}),
    ...(p.initializer ? { default: cutTo(collapseWhitespace(p.initializer.getText()), MAX_DEFAULT_CHARS) } : {}),
  };
}

/** `x?`, a JSDoc `[x]`, or a default followed only by optional parameters (the checker's own rule). */
function isOptional(ctx: ExtractContext, p: ts.ParameterDeclaration): boolean {
  if (p.questionToken) return true;
  try {
    return ctx.checker.isOptionalParameter(p);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    return p.initializer !== undefined;
  }
}

function parameterType(ctx: ExtractContext, p: ts.ParameterDeclaration, optional: boolean): string | undefined {
  if (p.type) return writtenTypeText(ctx, p.type);
  let type = ctx.checker.getTypeAtLocation(p);
  // An optional parameter's checker type includes `undefined` under strictNullChecks; `width?: number` says it already.
  if (optional && type.isUnion() && type.types.some((t) => t.flags & ts.TypeFlags.Undefined) && !type.types.some((t) => t.flags & ts.TypeFlags.Null)) {
    type = ctx.checker.getNonNullableType(type);
  }
  return inferredTypeText(ctx, type, p);
}

/** Return type: the written annotation (type predicates included), else the checker's; none for constructors and setters. */
export function returnTypeText(ctx: ExtractContext, decl: ts.SignatureDeclaration): string | undefined {
  if (ts.isConstructorDeclaration(decl) || ts.isConstructSignatureDeclaration(decl) || ts.isSetAccessorDeclaration(decl)) {
    return decl.type ? writtenTypeText(ctx, decl.type) : undefined;
  }
  if (decl.type) return writtenTypeText(ctx, decl.type);
  const signature = ctx.checker.getSignatureFromDeclaration(decl);
  if (!signature) return undefined;
  return inferredTypeText(ctx, ctx.checker.getReturnTypeOfSignature(signature), decl);
}

/** `async` and `generator` of a function-like node (taken from the implementation when overloaded). */
export function functionModifiers(decls: readonly ts.Node[]): string[] {
  const out: string[] = [];
  const flags = decls.map((d) => ts.getCombinedModifierFlags(d as ts.Declaration));
  if (flags.some((f) => f & ts.ModifierFlags.Async)) out.push("async");
  if (decls.some((d) => (d as { asteriskToken?: ts.Node }).asteriskToken)) out.push("generator");
  return out;
}
