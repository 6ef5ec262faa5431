/**
 * Graph stage: the hierarchical code graph (seed 001 §3.1) built from source files, as plain data.
 */
export type { CodeGraph, GraphNode, GraphEdge, GraphNodeKind, GraphEdgeKind, GraphSpan } from "./types.js";
