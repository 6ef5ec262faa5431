/**
 * Regions (seed 003): region trees, granularity cuts, selection, frontier and name references. Pure:
 * text in, plain data out; no store, CLI or pipeline imports. Spec: `README.md` in this folder.
 */
export type { Frontier, Reference, ReferenceKind, Region, RegionKind, RegionSource, RegionTree, TextRange } from "./types.js";
export { buildRegionTree, REGION_BUDGET_STEPS, type BuildRegionTreeOptions } from "./buildRegionTree.js";
export { disposeRegionGrammars, regionLanguageIds } from "./regionLanguages.js";
export { breadcrumb, findRegion, findRegionOrThrow, realChildren, realParent } from "./navigate.js";
export { cutAtGranularity, maxGranularity } from "./granularity.js";
export { crossedUnits, selectRegion } from "./select.js";
export { initialFrontier, refineFrontier } from "./frontier.js";
export { findReferences } from "./findReferences.js";
