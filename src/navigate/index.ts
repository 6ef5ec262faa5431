/**
 * Navigation and change impact over the stored code graph, for the CLI and MCP tools of the same names:
 * `definition`, `references`, `impact`, `changes` and the repository map.
 */
export { dottedName, findDefinitions, findExportDefinitions, isSimpleName, packagesOf, withExportDefinitions, type Definition } from "./definition.js";
export { findReferences, importedByNameNote, noReferencesNote, referencesFor, readFileLines, withLineText, type Reference, type ReferencesAnswer } from "./references.js";
export { impactOf, TESTS_SEARCH_DEPTH, type ImpactReport, type ImpactedNode } from "./impact.js";
export { repoMap, rankFiles, isPrivateTarget, PRIVATE_WEIGHT, type RepoMap, type RepoMapOptions } from "./repoMap.js";
export { contractChanges, objectTypeMembers, ChangesError, type FileChange, type ExportSignature, type ChangesOptions } from "./changes.js";
export { resolveNode, withoutDeclarationsApart, lineOutsideFile, nodeIdVariants, ambiguousNodeMessage, ambiguousNodeDetails, overloadIds, CANDIDATES_SHOWN, CLI_CANDIDATES_SHOWN, type NodeResolution } from "./resolveNode.js";
export { calledThrough, calledThroughNote, callLinks, unresolvedReason, type CalledThrough, type CallLink } from "./callLinks.js";
