/**
 * Extract stage: source files → semantic contracts (seed 000 Part II). Everything here is plain data
 * out; no parser node leaves this folder.
 */
import type { ts } from "ts-morph";

export * from "./contract.js";
export { canonicalize, contractJson, contractHash } from "./canonical.js";
export type { Extractor, ExtractedContract, SourceText } from "./extractor.js";
export { extractorVersionKey } from "./extractorVersions.js";
export { ExtractPool, defaultThreads, MIN_FILES_FOR_WORKERS, MIN_FILES_FOR_WARM_WORKERS } from "./run/ExtractPool.js";
export { FileExtractor, type ExtractInput, type ExtractOutcome, type ExtractSettings } from "./run/FileExtractor.js";
export { detectLanguage, getLanguage, LANGUAGES } from "./languages/registry.js";
export { FALLBACK_LANGUAGE } from "./languages/text.js";
export type { LanguageSpec, ExtractorKind, DocMarkupRule, RestSpelling } from "./languages/spec.js";
export { DEFAULT_REST_SPELLING } from "./languages/spec.js";
export { plainDocText } from "./docMarkup.js";
export { cleanComments } from "./treeSitter/commentText.js";
export { countLines, fileMetrics, finalizeContract } from "./metrics.js";
export {
  discoverFiles,
  rediscoverPaths,
  type DiscoverOptions,
  type DiscoveredFile,
  type DiscoveryResult,
  type SkippedFile,
  type SkipReason,
} from "./discover.js";
export { readSourceFile, readSourceText, type ReadOptions, type ReadResult } from "./read.js";
export { diskSourceFiles, memorySourceFiles, type MemorySourceFiles, type SourceFiles } from "./sourceFiles.js";
export { redactSecrets, redactRecord, type RedactedText, type SecretFinding } from "./secrets/redact.js";
export { secretFileKind } from "./secrets/secretFiles.js";
export {
  resolveRepoPath,
  PathRefusedError,
  type PathRefusal,
  type RepoPath,
  type ResolveRepoPathOptions,
} from "./files/resolveRepoPath.js";
export { PathFilter, IGNORE_FILE_NAMES } from "./files/pathFilter.js";
export { PROJECT_FILE, projectFileKey } from "./projectFiles.js";
export { semanticContractJsonSchema } from "./jsonSchema.js";
export {
  buildRegionTree,
  breadcrumb,
  cutAtGranularity,
  disposeRegionGrammars,
  findReferences,
  findRegion,
  findRegionOrThrow,
  initialFrontier,
  maxGranularity,
  realChildren,
  realParent,
  refineFrontier,
  regionLanguageIds,
  selectRegion,
  crossedUnits,
  type BuildRegionTreeOptions,
  type Frontier,
  type Reference,
  type ReferenceKind,
  type Region,
  type RegionKind,
  type RegionSource,
  type RegionTree,
  type TextRange,
} from "./regions/index.js";
/** The tree-sitter runtime, for stages that run their own queries (graph): grammar loading and the package root. */
export { loadGrammar } from "./treeSitter/runtime.js";
/** A declaration's doc text by the extractor's rules, for stages that parse with their own query (graph: private declarations). */
export { declarationDoc, declarationDocParts, type DeclarationDocOptions } from "./treeSitter/declarationDoc.js";
export { packageRoot } from "../shared/packageRoot.js";
export { DEFAULT_WORK_BUDGET_STEPS, WorkBudget } from "./treeSitter/workBudget.js";
/** What {@link loadTsCompilerSettings} gives. */
export interface TsCompilerSettings {
  /** Where a repository's TypeScript compiler options live (its tsconfig.json, or a solution config's first reference); undefined when none is usable. */
  configPath: (root: string) => string | undefined;
  /** The extractor's compiler options without a usable tsconfig. */
  defaults: ts.CompilerOptions;
  /** Builds a project the way the extractor does (tsconfig or defaults, then workspace packages resolved to their sources). */
  projectWithWorkspaces: typeof import("./typescript/createProject.js").projectWithWorkspaces;
  /** The source file a relative import of a package folder stands for when its manifest's entry is an absent build output. */
  folderPackageSource: typeof import("./typescript/workspaces.js").folderPackageSource;
}

/**
 * The extractor's TypeScript compiler settings, for stages that must resolve the same way (graph). Async: it
 * imports the TypeScript compiler, which commands that never compile TypeScript should not load.
 */
export async function loadTsCompilerSettings(): Promise<TsCompilerSettings> {
  const { configPath, DEFAULTS, projectWithWorkspaces } = await import("./typescript/createProject.js");
  const { folderPackageSource } = await import("./typescript/workspaces.js");
  return { configPath, defaults: DEFAULTS, projectWithWorkspaces, folderPackageSource };
}
export { exceedsNesting, exceedsTreeDepth, MAX_BRACKET_DEPTH, MAX_TREE_DEPTH } from "./typescript/nesting.js";
export { dependencyPathExists, forgetDependencyPaths, isDependencyPath } from "./typescript/dependencyPaths.js";
export { INSTALL_MARKERS, installedPackagesKey } from "./typescript/installedPackages.js";
export { lineCommentDoc } from "./lineCommentDoc.js";
export { isTagAt, restoredDescription } from "./typescript/jsDocTags.js";
export { isNameTitle } from "./docTitle.js";
export { blankDeclarationMacros, blankCDeclarationMacros } from "./languages/cpp/macros.js";
export { blankItemMacros } from "./languages/rust/macros.js";
