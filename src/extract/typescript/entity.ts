/**
 * Assembles one {@link Entity} from its parts, so every describer fills doc, tags, signature,
 * modifiers and lines the same way.
 */
import { ts } from "ts-morph";
import type { Entity, EntityKind } from "../contract.js";
import { lineRange, type ExtractContext } from "./extractContext.js";
import { docOfGroup } from "./jsdoc.js";
import { orderModifiers } from "./modifiers.js";
import { signatureOf } from "./signatureText.js";

/** Kind-specific fields of an entity; the common ones are computed by {@link makeEntity}. */
export type EntityBody = Omit<Entity, "name" | "kind" | "line" | "endLine" | "doc" | "tags" | "signature" | "modifiers">;

/** How to build one entity. */
export interface EntitySpec {
  name: string;
  kind: EntityKind;
  /** Declarations making up the entity, in source order; the first gives the signature. */
  decls: readonly ts.Node[];
  /** Declarations searched, in order, for a doc comment (defaults to `decls`). */
  docDecls?: readonly ts.Node[];
  /** Node whose text is the signature (defaults to the first declaration). */
  signatureNode?: ts.Node;
  modifiers?: readonly string[];
  body?: EntityBody;
}

/**
 * Builds the entity: doc and tags from the first declaration that has JSDoc (`@deprecated` adds the
 * `deprecated` modifier), signature snippet, modifiers in canonical order, and a 1-based line range
 * spanning all declarations.
 */
export function makeEntity(ctx: ExtractContext, spec: EntitySpec): Entity {
  const first = spec.decls[0];
  if (!first) throw new Error(`entity ${spec.name} has no declaration`);
  const info = docOfGroup(ctx, spec.docDecls ?? spec.decls);
  const modifiers = orderModifiers([...(spec.modifiers ?? []), ...(info.deprecated ? ["deprecated"] : [])]);
  const range = spanOf(spec.decls);
  return {
    name: spec.name,
    kind: spec.kind,
    ...(info.doc !== undefined ? { doc: info.doc } : {}),
    ...(info.tags ? { tags: info.tags } : {}),
    signature: signatureOf(spec.signatureNode ?? first),
    ...(modifiers.length > 0 ? { modifiers } : {}),
    ...spec.body,
    line: range.line,
    endLine: range.endLine,
  };
}

/** Line range covering every declaration (all in one file); a lone `const` declaration spans its statement. */
export function spanOf(decls: readonly ts.Node[]): { line: number; endLine: number } {
  let line = Number.MAX_SAFE_INTEGER;
  let endLine = 0;
  for (const d of decls) {
    const r = lineRange(rangeNode(d));
    line = Math.min(line, r.line);
    endLine = Math.max(endLine, r.endLine);
  }
  return { line, endLine };
}

function rangeNode(node: ts.Node): ts.Node {
  if (ts.isVariableDeclaration(node) && ts.isVariableDeclarationList(node.parent) && ts.isVariableStatement(node.parent.parent) && node.parent.declarations.length === 1) {
    return node.parent.parent;
  }
  return node;
}
