/**
 * Graph stage: the hierarchical code graph (seed 001 §3.1) built from source files, as plain data.
 */
import path from "node:path";
import type { ts } from "ts-morph";
import type { TsWarmUpReport } from "./typescript/tsProject.js";
import { detectLanguage } from "../extract/index.js";

export type { CodeGraph, GraphNode, GraphEdge, GraphNodeKind, GraphEdgeKind, GraphSpan, EdgeResolution } from "./types.js";
export type { TsWarmUpReport } from "./typescript/tsProject.js";
export { GRAPH_BUILDER_VERSION, EDGE_RESOLUTIONS, TYPE_NODE_KINDS, nonCallVia, shownKind, type NonCallVia, type ShownKind } from "./types.js";
export { buildGraph, buildGraphWithReport, reexportingFiles, unchangedSurfaces, type BuildGraphInput, type GraphBuildProgress, type GraphBuildResult, type GraphInputFile, type SurfaceInput } from "./build.js";
export { finalizeGraph, compareEdges } from "./finalize.js";
export { REPOSITORY_ID, enclosingIds, fileOfId, folderId, lastNameOf } from "./structure.js";
export { moduleFiles } from "./modulePath.js";
export { DEFAULT_EXPORT_NAME, defaultExportName, defaultExportNames } from "./defaultExport.js";
export { graphStats, type GraphStats, type LanguageCallStats } from "./stats.js";
export { affectedFiles, referrersOfAdded, referrersOfInterfaces, referrersOfMemberNames } from "./affected.js";
export { findFocus, neighbourhood } from "./neighbourhood.js";

/**
 * The compiler options the graph builds with for the repository at `root` (absolute): its tsconfig's when usable,
 * else the extractor's defaults; `allowJs` forced. Async: it imports the TypeScript compiler on first use.
 */
export async function graphCompilerOptions(root: string): Promise<ts.CompilerOptions> {
  return (await import("./typescript/tsProject.js")).graphCompilerOptions(root);
}
/**
 * Builds, in this process's warm TypeScript project, the program and checker the next graph build of the repository at
 * `root` will use, from `files` (the repository's indexed files with the texts its stored graph was built from; those
 * not TypeScript or JavaScript are passed over): a long-lived process (`strata watch`, `strata mcp`) calls it once its
 * index is fresh, so its first incremental build is as quick as the later ones. Yields to the event loop while parsing
 * (see `prepareTsProgram` for the stretches it does not); undefined when `signal` stopped it (the project is let go) or
 * no file is TypeScript or JavaScript. Async: it imports the TypeScript compiler.
 */
export async function prepareTypeScriptProgram(
  root: string,
  files: readonly { path: string; text: string }[],
  options: { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<TsWarmUpReport | undefined> {
  const tsFiles = files.filter((f) => detectLanguage(f.path).extractor === "ts-morph");
  if (!tsFiles.length) return undefined;
  const absRoot = path.resolve(root).split(path.sep).join("/");
  return (await import("./typescript/tsProject.js")).prepareTsProgram(absRoot, tsFiles, options);
}
/** Ids of the languages with a tree-sitter call graph (`languages/<id>/`); TypeScript and JavaScript go through the type checker. */
export { BY_NAME_OVERRIDE_LANGUAGES, definesApart, dispatchesAlong, GRAPH_LANGUAGE_IDS, isBuiltinCall, neverDispatched, TEST_MARKING_LANGUAGES } from "./languages/registry.js";
export { releaseWarmProject } from "./typescript/warmProject.js";
export { constructorOf, literalReceiverFits, sharedMethodReceivers, type SharedMethodReceivers } from "./constructors.js";
export { contractEntity } from "./contractFacts.js";
