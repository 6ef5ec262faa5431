/**
 * The repository interfaces a function value is declared as: `const ky: Partial<Mutable<KyInstance>> = (input,
 * options) => Ky.create(…)` (ky's source/index.ts) is a `KyInstance`. A call through a value of that type goes to the
 * interface node (tsSignatureOwner.ts: `ky.get(…)` and `ky(…)` in ky's tests), and the `implements` edge from the
 * function to the interface is what lets `impact` continue from the function to those calls.
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";

/** What the lookup needs: the checker, and a declaration's graph node. */
export interface DeclaredTypeContext {
  checker: ts.TypeChecker;
  resolveDecl(decl: ts.Declaration): { id: string; kind: GraphNodeKind } | { external: true } | undefined;
}

/**
 * Interface nodes (interfaces, and function-shaped type aliases, which are interface nodes) a declared type names:
 * the type itself, or through type arguments of a generic wrapper (`Partial<Mutable<KyInstance>>`), union and
 * intersection members and parentheses. Not through function types, type literals or array types: a parameter or
 * element of a type is no type of the value. Deduplicated, in source order.
 */
export function declaredInterfaces(ctx: DeclaredTypeContext, type: ts.TypeNode): { id: string; kind: GraphNodeKind }[] {
  const found = new Map<string, { id: string; kind: GraphNodeKind }>();
  const visit = (t: ts.TypeNode): void => {
    if (ts.isParenthesizedTypeNode(t)) visit(t.type);
    else if (ts.isUnionTypeNode(t) || ts.isIntersectionTypeNode(t)) t.types.forEach(visit);
    else if (ts.isTypeReferenceNode(t)) {
      for (const decl of declarationsOf(ctx.checker, t.typeName)) {
        const r = ctx.resolveDecl(decl);
        if (r && "id" in r && r.kind === "interface") found.set(r.id, r);
      }
      t.typeArguments?.forEach(visit);
    }
  };
  visit(type);
  return [...found.values()];
}

/** The declarations a type name stands for, an import alias followed; none when the checker fails on it. */
function declarationsOf(checker: ts.TypeChecker, name: ts.EntityName): readonly ts.Declaration[] {
  try {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  } catch {
    return [];
  }
}
