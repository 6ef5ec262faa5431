/** The stages `strata index` runs after extraction, in order (each in its own module of this folder). */
import type { IndexStage } from "./types.js";
import { synthesisStage } from "./synthesis.js";
import { graphStage } from "./graph.js";
import { hierarchyStage } from "./hierarchy.js";
import { searchStage } from "./search.js";
import { categoriesStage } from "./categories.js";

/** Synthesis (file summaries through the semantic cache), graph, hierarchy (node summaries), search, purpose categories. */
export const defaultStages: IndexStage[] = [synthesisStage, graphStage, hierarchyStage, searchStage, categoriesStage];
