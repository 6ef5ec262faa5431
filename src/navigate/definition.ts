/**
 * `definition`: where a symbol is defined, from the stored code graph. A graph node id (`src/a.ts#Parser.parse`)
 * is looked up exactly; anything else is a name matched against qualified names (`Parser.parse`) and then
 * simple names (`parse`). Exported declarations come first, then by path and line.
 */
import type { CodeGraph, GraphNode } from "../graph/index.js";

/** One place a symbol is defined. Lines are 1-based and inclusive. */
export interface Definition {
  id: string;
  kind: GraphNode["kind"];
  path: string;
  line?: number;
  endLine?: number;
  signature?: string;
  doc?: string;
  exported: boolean;
  /** `id`: the query was this node's id; `qualified-name` or `name`: matched by name, so there may be others. */
  match: "id" | "qualified-name" | "name";
}

const DECLARATION_KINDS = new Set(["class", "interface", "struct", "function", "method"]);

function toDefinition(node: GraphNode, match: Definition["match"]): Definition {
  return {
    id: node.id,
    kind: node.kind,
    path: node.path,
    ...(node.span ? { line: node.span.startLine, endLine: node.span.endLine } : {}),
    ...(node.signature ? { signature: node.signature } : {}),
    ...(node.doc ? { doc: node.doc } : {}),
    exported: node.exported === true,
    match,
  };
}

/** Definitions of `query` (an id, a qualified name or a simple name), best first; empty when nothing matches. */
export function findDefinitions(graph: Pick<CodeGraph, "nodes">, query: string): Definition[] {
  const q = query.trim().replace(/^(\.\/)+/u, "");
  const exact = graph.nodes.find((n) => n.id === q);
  if (exact) return [toDefinition(exact, "id")];
  const declarations = graph.nodes.filter((n) => DECLARATION_KINDS.has(n.kind));
  const qualified = q.includes(".") ? declarations.filter((n) => n.qualifiedName === q) : [];
  const matches = qualified.length ? qualified.map((n) => toDefinition(n, "qualified-name")) : declarations.filter((n) => n.name === q).map((n) => toDefinition(n, "name"));
  return matches.sort((a, b) => Number(b.exported) - Number(a.exported) || (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
}
