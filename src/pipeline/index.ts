/**
 * Pipeline stage list for `strata index`, after extraction. Each entry lives in its own module here.
 */
import type { IndexStage } from "./types.js";

export type { IndexStage, StageContext, StageProgress } from "./types.js";

/** The stages `strata index` runs after extraction, in order. */
export const defaultStages: IndexStage[] = [];
