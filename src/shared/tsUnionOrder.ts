/**
 * One canonical order for the members of union types in a type's syntax tree. The checker orders a union's members
 * by when their types were created, which depends on what the program checked before (the files in it, the number
 * of worker threads): on a TypeScript monorepo 50 of 1,546 contracts differed between an index in one process and
 * one split across two. Contracts (type text, src/extract/typescript/typeText.ts) and the graph's file surfaces
 * (src/graph/typescript/tsSurface.ts) both print types through this.
 */
import { ts } from "ts-morph";

/** Numbers inside texts compare by value (`"v2"` before `"v10"`); a fixed locale, so every machine sorts alike. */
const NATURAL = new Intl.Collator("en", { numeric: true });

/** Types the checker creates once, at start-up (`string`, `undefined`, …): their place never varies, so it is kept. */
function isIntrinsic(node: ts.TypeNode): boolean {
  return (
    ts.SyntaxKind.FirstKeyword <= node.kind && node.kind <= ts.SyntaxKind.LastKeyword) ||
    (ts.isLiteralTypeNode(node) && (node.literal.kind === ts.SyntaxKind.NullKeyword || node.literal.kind === ts.SyntaxKind.TrueKeyword || node.literal.kind === ts.SyntaxKind.FalseKeyword)
  );
}

/**
 * `node` with every union's members, at every level, in natural order of their printed text (`print`), intrinsic
 * types keeping their places: `"b" | string | "a"` → `"a" | string | "b"`. Returns a new tree; `node` is unchanged.
 */
export function withCanonicalUnions<T extends ts.Node>(node: T, print: (n: ts.Node) => string): T {
  const sortUnions: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (n: ts.Node): ts.Node => {
      const inner = ts.visitEachChild(n, visit, context);
      if (!ts.isUnionTypeNode(inner)) return inner;
      const movable = inner.types.filter((t) => !isIntrinsic(t)).map((t) => ({ t, text: print(t) }));
      movable.sort((a, b) => NATURAL.compare(a.text, b.text) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
      let next = 0;
      const members = inner.types.map((t) => (isIntrinsic(t) ? t : movable[next++]!.t));
      return context.factory.updateUnionTypeNode(inner, context.factory.createNodeArray(members));
    };
    return visit;
  };
  const result = ts.transform<ts.Node>(node, [sortUnions]);
  try {
    return result.transformed[0] as T;
  } finally {
    result.dispose();
  }
}
