/** JSON Schema of the technical summary, generated from its zod schema (see `npm run schema`). */
import { z } from "zod";
import { SUMMARY_FORMAT_VERSION, TechnicalSummarySchema } from "./technicalSummary.js";

/** The JSON Schema (draft 2020-12) of {@link TechnicalSummarySchema}, with `$id` naming its version. */
export function technicalSummaryJsonSchema(): Record<string, unknown> {
  return {
    $id: `urn:strata:schema:technical-summary:v${SUMMARY_FORMAT_VERSION}`,
    title: "TechnicalSummary",
    description: "strata technical summary of one file (seed 000 Part III, P-TECH-JSON output).",
    ...z.toJSONSchema(TechnicalSummarySchema, { io: "output" }),
  };
}
