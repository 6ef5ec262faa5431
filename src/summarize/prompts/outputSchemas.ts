/**
 * The output schema of each prompt (seed 000 Table 3.1, "Output Schema (Enforced)"): sent to the provider's
 * JSON-schema mode, written into the prompt, and used to validate every answer.
 *
 * Every field is required (optional fields break strict structured-output modes): an entry without a
 * description answers `""`, which synthesis turns into an absent `description`.
 */
import { z } from "zod";

/** The model's part of a `TechnicalSummary` (P-TECH-JSON): strata fills `formatVersion`, `filePath` and `generator`. */
export const LlmTechnicalSummarySchema = z
  .object({
    main_responsibility: z.string().min(1),
    public_api: z.array(z.object({ name: z.string().min(1), kind: z.string(), signature: z.string(), description: z.string() }).strict()),
    io_contracts: z.array(z.object({ name: z.string().min(1), kind: z.string(), definition: z.string() }).strict()),
    dependencies: z.array(z.string()),
    side_effects: z.array(z.string()),
    key_algorithms: z.array(z.string()),
  })
  .strict();
export type LlmTechnicalSummary = z.infer<typeof LlmTechnicalSummarySchema>;

/** P-BRIEF: 2-3 sentences for UI and tooltips. */
export const BriefSchema = z.object({ summary: z.string().min(1) }).strict();
export type BriefAnswer = z.infer<typeof BriefSchema>;

/** P-CoD: the chain of density steps and the two final summaries (~50 and ~150 tokens). */
export const ChainOfDensitySchema = z
  .object({
    steps: z.array(z.object({ missing_entities: z.array(z.string()), summary: z.string() }).strict()),
    summary_50_token: z.string().min(1),
    summary_150_token: z.string().min(1),
  })
  .strict();
export type ChainOfDensityAnswer = z.infer<typeof ChainOfDensitySchema>;

/** Output schema and the schema name sent to providers, per prompt id. */
export const OUTPUT_SCHEMAS = {
  "P-TECH-JSON": { schema: LlmTechnicalSummarySchema, name: "TechnicalSummary" },
  "P-BRIEF": { schema: BriefSchema, name: "BriefSummary" },
  "P-CoD": { schema: ChainOfDensitySchema, name: "ChainOfDensity" },
} as const;

/** The prompts of the library (seed 000 Table 3.1). */
export type PromptId = keyof typeof OUTPUT_SCHEMAS;
export const PROMPT_IDS = Object.keys(OUTPUT_SCHEMAS) as PromptId[];
