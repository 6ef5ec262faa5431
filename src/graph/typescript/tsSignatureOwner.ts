/**
 * Where a call through a declared type goes: the repository interface (or function-shaped type alias, or interface
 * method signature) that declares the signature the checker calls a value by, for callees no function body stands
 * behind. Kept apart from `tsEdges.ts`, which walks call sites and follows symbols.
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";

/** What the lookup needs: the checker, and a declaration's graph node (`external` outside the repository). */
export interface SignatureContext {
  checker: ts.TypeChecker;
  resolveDecl(decl: ts.Declaration): { id: string; kind: GraphNodeKind } | { external: true } | undefined;
}

/**
 * For a call through a value no function body stands behind (a parameter, a property, a call's result): the
 * repository type that declares the signature the checker calls it by, when every call signature of the callee's
 * type (`undefined` and `null` left out; each member of a union) is declared in one interface node — an interface
 * method signature is its own node (`ky.get()` with `get(url): R` in the interface), any other call signature,
 * function-typed property or function type counts for the interface or type alias around it (`next()` with
 * `next: Next` and `type Next = () => Promise<void>`; `css\`…\`` with `interface CssType { (…): … }`;
 * `c.var.echo()` through a property of an object-type alias). The edge says which contract the call goes through, as
 * a Go call through an interface points at the interface's method; the function that runs is known only at run time.
 * A signature declared inline (a parameter's or a return type's own function type) has no node: undefined.
 */
export function signatureOwner(ctx: SignatureContext, callee: ts.Node, construct: boolean): { id: string; kind: GraphNodeKind } | undefined {
  let type: ts.Type;
  try {
    type = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(callee));
  } catch {
    return undefined;
  }
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return undefined;
  const found = new Map<string, { id: string; kind: GraphNodeKind }>();
  for (const member of type.isUnion() ? type.types : [type]) {
    const signatures = construct ? member.getConstructSignatures() : member.getCallSignatures();
    if (signatures.length === 0) return undefined;
    for (const signature of signatures) {
      const owner = signature.declaration && !ts.isJSDocSignature(signature.declaration) ? declaringType(ctx, signature.declaration) : undefined;
      if (!owner) return undefined;
      found.set(owner.id, owner);
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * The interface node a signature declaration belongs to: its own node (an interface method signature), else the
 * nearest interface or type-alias node above it through type syntax only (a property's type, a union member, a
 * conditional branch). A signature inside a function, a parameter (also a signature's parameter: `cb` of
 * `on(cb: () => void)` is no call of `on`), a variable or a class has none.
 */
function declaringType(ctx: SignatureContext, decl: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
  for (let n: ts.Node = decl; ; n = n.parent) {
    if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n) || ts.isMethodSignature(n) || ts.isPropertySignature(n)) {
      const r = ctx.resolveDecl(n);
      if (r && "id" in r) return r;
      // A member without a node of its own (a method signature of a type literal, a property that is no function):
      // the type around it.
      if (!ts.isMethodSignature(n) && !ts.isPropertySignature(n)) return undefined;
    } else if (!ts.isTypeNode(n) && !ts.isTypeElement(n)) {
      return undefined;
    }
  }
}
