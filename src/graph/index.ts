/**
 * Graph stage: the hierarchical code graph (seed 001 §3.1) built from source files, as plain data.
 */
export type { CodeGraph, GraphNode, GraphEdge, GraphNodeKind, GraphEdgeKind, GraphSpan, EdgeResolution } from "./types.js";
export { GRAPH_BUILDER_VERSION, EDGE_RESOLUTIONS } from "./types.js";
export { buildGraph, buildGraphWithReport, type BuildGraphInput, type GraphBuildResult, type GraphInputFile } from "./build.js";
export { finalizeGraph, compareEdges } from "./finalize.js";
export { REPOSITORY_ID, fileOfId, folderId } from "./structure.js";
export { graphStats, type GraphStats, type LanguageCallStats } from "./stats.js";
export { affectedFiles } from "./affected.js";
export { findFocus, neighbourhood } from "./neighbourhood.js";
export { graphCompilerOptions } from "./typescript/tsProject.js";
