/**
 * `Entity.modifiers` in one fixed order (the order they are written in, plus the extractor's own
 * `const`, `generator`, `optional` and `deprecated`), and the public/non-public test for members.
 */
import { ts } from "ts-morph";

/** Canonical modifier order; any other modifier follows, alphabetically. */
const ORDER = [
  "default",
  "declare",
  "abstract",
  "static",
  "override",
  "readonly",
  "accessor",
  "async",
  "const",
  "generator",
  "optional",
  "deprecated",
];
const RANK = new Map(ORDER.map((m, i) => [m, i]));

/** Deduplicated modifiers in canonical order. */
export function orderModifiers(mods: Iterable<string>): string[] {
  return [...new Set(mods)].sort((a, b) => {
    const ra = RANK.get(a) ?? ORDER.length;
    const rb = RANK.get(b) ?? ORDER.length;
    return ra !== rb ? ra - rb : a < b ? -1 : a > b ? 1 : 0;
  });
}

const KEYWORDS: Array<[ts.SyntaxKind, string]> = [
  [ts.SyntaxKind.DefaultKeyword, "default"],
  [ts.SyntaxKind.DeclareKeyword, "declare"],
  [ts.SyntaxKind.AbstractKeyword, "abstract"],
  [ts.SyntaxKind.StaticKeyword, "static"],
  [ts.SyntaxKind.OverrideKeyword, "override"],
  [ts.SyntaxKind.ReadonlyKeyword, "readonly"],
  [ts.SyntaxKind.AccessorKeyword, "accessor"],
  [ts.SyntaxKind.AsyncKeyword, "async"],
  [ts.SyntaxKind.ConstKeyword, "const"],
];

/** Modifier keywords written on the node itself (`export`, scope keywords and decorators excluded). */
export function keywordModifiers(node: ts.Node): string[] {
  const mods = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  const out: string[] = [];
  for (const m of mods ?? []) {
    const hit = KEYWORDS.find(([kind]) => kind === m.kind);
    if (hit) out.push(hit[1]);
  }
  return out;
}

/** True for `private`, `protected` and `#private` members (`getScope()` says public for `#secret`). */
export function isNonPublicMember(node: ts.Node): boolean {
  const name = (node as { name?: ts.Node }).name;
  if (name && ts.isPrivateIdentifier(name)) return true;
  const flags = ts.canHaveModifiers(node) ? ts.getCombinedModifierFlags(node as ts.Declaration) : 0;
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0;
}

/** True when the node is written with `static`. */
export function isStatic(node: ts.Node): boolean {
  return keywordModifiers(node).includes("static");
}
