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
 * the type itself, union and intersection members and parentheses, and the argument of a wrapper that keeps its
 * argument's members (`Partial<Mutable<KyInstance>>`, see {@link keptArguments}). Not the type arguments of any other
 * generic: `const testPluginOpts: FastifyPluginCallback<TestOptions> = function (…) {…}` (fastify's
 * test/types/plugin.tst.ts) is a `FastifyPluginCallback`, written with `TestOptions` as its options' type; 12 of the
 * 18 `implements` edges on fastify 83e69762a went to such arguments. Nor through function types, type literals or
 * array types: a parameter or element of a type is no type of the value. Deduplicated, in source order.
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
      const kept = t.typeArguments ? keptArguments(ctx.checker, t.typeName, 0) : NONE_KEPT;
      t.typeArguments?.forEach((a, i) => {
        if (kept.has(i)) visit(a);
      });
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

/** No type argument kept. */
const NONE_KEPT: ReadonlySet<number> = new Set();

/** Most type aliases followed from a wrapper to the one it is written with (`Omit` is a `Pick` of its argument). */
const MAX_WRAPPER_STEPS = 4;

/**
 * Positions of the type arguments a generic type alias keeps the members of, so that a value of the alias's type is of
 * that argument's type too: a mapped type over the argument's keys giving each key's own type (`Partial<T>`,
 * `Required<T>`, `Readonly<T>`, ky's `Mutable<T> = {-readonly [P in keyof T]: T[P]}`, `Pick<T, K>`), the argument
 * itself or as a union or intersection member (`NonNullable<T> = T & {}`), or another such wrapper of it (`Omit<T, K>
 * = Pick<T, Exclude<keyof T, K>>`). None of an interface, a function type (`FastifyPluginCallback<Options>`), a
 * mapped type giving one value type to every key (`Record<K, T>`), or a type the checker cannot find.
 */
function keptArguments(checker: ts.TypeChecker, name: ts.EntityName, steps: number): ReadonlySet<number> {
  const kept = new Set<number>();
  for (const decl of declarationsOf(checker, name)) {
    if (!ts.isTypeAliasDeclaration(decl) || !decl.typeParameters) continue;
    const params = decl.typeParameters.map((p) => p.name.text);
    for (const i of passedThrough(checker, decl.type, params, steps)) kept.add(i);
  }
  return kept;
}

/** Positions in `params` of the type parameters a value of type `t` is of too (see {@link keptArguments}). */
function passedThrough(checker: ts.TypeChecker, t: ts.TypeNode, params: readonly string[], steps: number): number[] {
  if (ts.isParenthesizedTypeNode(t)) return passedThrough(checker, t.type, params, steps);
  if (ts.isUnionTypeNode(t) || ts.isIntersectionTypeNode(t)) return t.types.flatMap((m) => passedThrough(checker, m, params, steps));
  const param = parameterAt(t, params);
  if (param !== undefined) return [param];
  if (ts.isMappedTypeNode(t)) {
    // `[P in keyof T]: T[P]`: each key keeps its own type. `[P in K]: T` (`Record`) gives every key one type.
    const template = t.type;
    const key = t.typeParameter.name.text;
    if (template && ts.isIndexedAccessTypeNode(template) && ts.isTypeReferenceNode(template.indexType) && ts.isIdentifier(template.indexType.typeName) && template.indexType.typeName.text === key) {
      const object = parameterAt(template.objectType, params);
      if (object !== undefined) return [object];
    }
    return [];
  }
  if (ts.isTypeReferenceNode(t) && t.typeArguments && steps < MAX_WRAPPER_STEPS) {
    const args = t.typeArguments;
    return [...keptArguments(checker, t.typeName, steps + 1)].flatMap((i) => (args[i] ? passedThrough(checker, args[i], params, steps + 1) : []));
  }
  return [];
}

/** The position in `params` of the type parameter `t` names bare (`T`), else undefined. */
function parameterAt(t: ts.TypeNode, params: readonly string[]): number | undefined {
  if (!ts.isTypeReferenceNode(t) || t.typeArguments || !ts.isIdentifier(t.typeName)) return undefined;
  const i = params.indexOf(t.typeName.text);
  return i < 0 ? undefined : i;
}
