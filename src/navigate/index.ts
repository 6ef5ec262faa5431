/**
 * Navigation and change impact over the stored code graph, for the CLI and MCP tools of the same names:
 * `definition`, `references`, `impact`, `changes` and the repository map.
 */
export { dottedName, findDefinitions, findExportDefinitions, type Definition } from "./definition.js";
export { findReferences, readFileLines, withLineText, type Reference } from "./references.js";
export { impactOf, type ImpactReport, type ImpactedNode } from "./impact.js";
export { repoMap, rankFiles, type RepoMap, type RepoMapOptions } from "./repoMap.js";
export { contractChanges, ChangesError, type FileChange, type ExportSignature, type ChangesOptions } from "./changes.js";
