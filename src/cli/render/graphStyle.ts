/** Colours and labels shared by the graph pictures (DOT, Mermaid, SVG): one colour per node kind and per edge kind. */
import type { GraphEdge, GraphEdgeKind, GraphNode, GraphNodeKind } from "../../graph/index.js";

/** Fill colour per node kind (light, so dark labels stay readable). */
export const NODE_COLORS: Record<GraphNodeKind, string> = {
  repository: "#e0e0e0",
  folder: "#fff3c4",
  file: "#dbeafe",
  class: "#fde2e4",
  interface: "#ede9fe",
  struct: "#fce7f3",
  function: "#dcfce7",
  method: "#ccfbf1",
};

/** Stroke colour per edge kind. */
export const EDGE_COLORS: Record<GraphEdgeKind, string> = {
  contains: "#9ca3af",
  imports: "#2563eb",
  calls: "#16a34a",
  inherits: "#dc2626",
  implements: "#9333ea",
  uses: "#86efac",
};

/**
 * Whether an edge of this `via` is drawn dotted: a call edge that is no call expression (a callback, a reference, a
 * literal construction); a parent call (`super`) is drawn as a call.
 */
export const dottedVia = (via: GraphEdge["via"]): boolean => via !== undefined && via !== "super";

/** What a node shows: its qualified name for declarations, its path for files and folders. */
export function nodeLabel(node: GraphNode): string {
  if (node.kind === "repository") return node.name;
  if (node.kind === "file" || node.kind === "folder") return node.id;
  return node.qualifiedName;
}
