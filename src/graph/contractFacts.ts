/**
 * Facts the semantic contract already knows, applied to graph nodes: which declarations are exported (export
 * lists and `__all__` included, which syntax alone misses) and their doc comments. Matched by qualified name:
 * `name` for top-level entities, `Outer.member` for members.
 */
import type { Entity, SemanticContract } from "../extract/index.js";
import { firstParagraph } from "./spans.js";
import type { GraphNode } from "./types.js";

function index(entities: readonly Entity[], prefix: string, out: Map<string, Entity>): void {
  for (const e of entities) {
    if (e.kind === "reexport") continue;
    const name = `${prefix}${e.localName ?? e.name}`;
    if (!out.has(name)) out.set(name, e);
    if (e.members) index(e.members, `${name}.`, out);
  }
}

/** Sets `exported` (true when the contract exports it; kept when the builder already said true) and fills `doc`. */
export function applyContract(nodes: GraphNode[], contract: SemanticContract | undefined): void {
  const exported = new Map<string, Entity>();
  if (contract) index(contract.exports, "", exported);
  const referenced = new Map<string, Entity>();
  if (contract) index(contract.referenced, "", referenced);
  for (const node of nodes) {
    if (node.kind === "file" || node.kind === "folder" || node.kind === "repository") continue;
    const e = exported.get(node.qualifiedName);
    node.exported = node.exported === true || e !== undefined;
    const doc = firstParagraph((e ?? referenced.get(node.qualifiedName))?.doc);
    if (doc && !node.doc) node.doc = doc;
  }
}
