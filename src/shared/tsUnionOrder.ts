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
  return withSortedMembers(node, print, {
    members: (n) => (ts.isUnionTypeNode(n) ? n.types : undefined),
    movable: (t) => !isIntrinsic(t),
    compare: (a, b) => NATURAL.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0),
    rebuild: (factory, n, types) => factory.updateUnionTypeNode(n as ts.UnionTypeNode, factory.createNodeArray(types)),
  });
}

/** Which nodes {@link withSortedMembers} reorders, which of their members move, in what order, and how to rebuild one. */
export interface MemberOrder<M extends ts.Node> {
  /** The members of a node to reorder; undefined for any other node. */
  members(node: ts.Node): readonly M[] | undefined;
  /** Members that move; the others keep their places. */
  movable(member: M): boolean;
  /** Order of two movable members by their printed text. */
  compare(a: string, b: string): number;
  /** `node` with `members` in their new order. */
  rebuild(factory: ts.NodeFactory, node: ts.Node, members: M[]): ts.Node;
}

/**
 * `node` with the movable members of every node `order` picks, at every level (innermost first), sorted by their
 * printed text (`print`), the others keeping their places. Returns a new tree; `node` is unchanged. Used for union
 * members here and for type-literal properties in the graph's file surfaces (src/graph/typescript/tsSurface.ts).
 */
export function withSortedMembers<T extends ts.Node, M extends ts.Node>(node: T, print: (n: ts.Node) => string, order: MemberOrder<M>): T {
  const sort: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (n: ts.Node): ts.Node => {
      const inner = ts.visitEachChild(n, visit, context);
      const members = order.members(inner);
      if (!members) return inner;
      const movable = members.filter((m) => order.movable(m)).map((m) => ({ m, text: print(m) }));
      movable.sort((a, b) => order.compare(a.text, b.text));
      let next = 0;
      return order.rebuild(context.factory, inner, members.map((m) => (order.movable(m) ? movable[next++]!.m : m)));
    };
    return visit;
  };
  const result = ts.transform<ts.Node>(node, [sort]);
  try {
    return result.transformed[0] as T;
  } finally {
    result.dispose();
  }
}
