/** The JSON Schema files shipped in `schema/`, by file name. */
import { semanticContractJsonSchema } from "./extract/index.js";
import { technicalSummaryJsonSchema } from "./summarize/index.js";

export const SCHEMA_FILES: Record<string, () => Record<string, unknown>> = {
  "semantic-contract.v1.json": semanticContractJsonSchema,
  "technical-summary.v1.json": technicalSummaryJsonSchema,
};
