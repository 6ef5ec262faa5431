/**
 * JSON Schema documents generated from the zod schemas, so tools outside TypeScript can validate
 * strata's output. Written to `schema/*.json` by `npm run schema`; a test keeps them in sync.
 */
import { z } from "zod";
import { CONTRACT_FORMAT_VERSION, SemanticContractSchema } from "./contract.js";

/** The JSON Schema (draft 2020-12) of {@link SemanticContractSchema}, with `$id` naming its version. */
export function semanticContractJsonSchema(): Record<string, unknown> {
  return {
    $id: `urn:strata:schema:semantic-contract:v${CONTRACT_FORMAT_VERSION}`,
    title: "SemanticContract",
    description: "strata Stage 1 output for one source file (seed 000 Table 2.1).",
    ...z.toJSONSchema(SemanticContractSchema, { io: "output" }),
  };
}
