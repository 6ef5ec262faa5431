/** Hand-written code graphs for the hierarchy tests (ids follow src/graph/types.ts). */
import type { CodeGraph, GraphEdge, GraphEdgeKind, GraphNode, GraphNodeKind } from "../../src/graph/index.js";

/** A node with the fields the hierarchy reads; `contentHash` defaults to `h:<id>`. */
export function node(id: string, kind: GraphNodeKind, extra: Partial<GraphNode> = {}): GraphNode {
  const hash = id.indexOf("#");
  const qualifiedName = hash >= 0 ? id.slice(hash + 1) : id;
  const path = hash >= 0 ? id.slice(0, hash) : kind === "repository" ? "" : id;
  const name = kind === "repository" ? "repo" : (qualifiedName.replace(/\/$/, "").split(/[./]/).pop() ?? id);
  return {
    id,
    kind,
    name: kind === "file" ? (path.split("/").pop() ?? path) : name,
    qualifiedName,
    path,
    ...(kind === "repository" || kind === "folder" ? {} : { language: "typescript" }),
    contentHash: kind === "repository" || kind === "folder" ? "" : `h:${id}`,
    ...extra,
  };
}

export function fn(id: string, extra: Partial<GraphNode> = {}): GraphNode {
  return node(id, "function", extra);
}

export function edge(from: string, to: string, kind: GraphEdgeKind = "calls"): GraphEdge {
  return { from, to, kind, resolved: !to.startsWith("?") };
}

/** `calls("a", "b", "c")` = a → b → c. */
export function calls(...chain: string[]): GraphEdge[] {
  return chain.slice(1).map((to, i) => edge(chain[i]!, to));
}

export function contains(parent: string, ...children: string[]): GraphEdge[] {
  return children.map((c) => edge(parent, c, "contains"));
}

export function graph(nodes: GraphNode[], edges: GraphEdge[]): CodeGraph {
  return {
    formatVersion: 1,
    nodes: [...nodes].sort((a, b) => (a.id < b.id ? -1 : 1)),
    edges,
  };
}
