/**
 * The names of the stages `strata index` runs after extraction ({@link defaultStages} in stages.ts), in order, in a
 * module of their own: `strata status` lists each stage's backlog by name without loading the stages (their
 * modules reach the graph builders, the LLM synthesis and zod's classic API).
 */
import type { StageName } from "./stageReports.js";

export const DEFAULT_STAGE_NAMES = ["synthesis", "graph", "hierarchy", "search", "categories"] as const satisfies readonly StageName[];
