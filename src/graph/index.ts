/**
 * Graph stage: the hierarchical code graph (seed 001 §3.1) built from source files, as plain data.
 */
import type { ts } from "ts-morph";

export type { CodeGraph, GraphNode, GraphEdge, GraphNodeKind, GraphEdgeKind, GraphSpan, EdgeResolution } from "./types.js";
export { GRAPH_BUILDER_VERSION, EDGE_RESOLUTIONS, TYPE_NODE_KINDS } from "./types.js";
export { buildGraph, buildGraphWithReport, reexportingFiles, unchangedSurfaces, type BuildGraphInput, type GraphBuildProgress, type GraphBuildResult, type GraphInputFile, type SurfaceInput } from "./build.js";
export { finalizeGraph, compareEdges } from "./finalize.js";
export { REPOSITORY_ID, fileOfId, folderId } from "./structure.js";
export { moduleFiles } from "./modulePath.js";
export { graphStats, type GraphStats, type LanguageCallStats } from "./stats.js";
export { affectedFiles, referrersOfAdded } from "./affected.js";
export { findFocus, neighbourhood } from "./neighbourhood.js";

/**
 * The compiler options the graph builds with for the repository at `root` (absolute): its tsconfig's when usable,
 * else the extractor's defaults; `allowJs` forced. Async: it imports the TypeScript compiler on first use.
 */
export async function graphCompilerOptions(root: string): Promise<ts.CompilerOptions> {
  return (await import("./typescript/tsProject.js")).graphCompilerOptions(root);
}
/** Ids of the languages with a tree-sitter call graph (`languages/<id>/`); TypeScript and JavaScript go through the type checker. */
export { GRAPH_LANGUAGE_IDS } from "./languages/registry.js";
export { releaseWarmProject } from "./typescript/warmProject.js";
export { constructorOf, literalReceiverFits, sharedMethodReceivers, type SharedMethodReceivers } from "./constructors.js";
