/**
 * The technical summary: the structured, cached Stage 2 artifact for one file.
 *
 * Source: seed 000 Part III, "TechnicalSummary.json (Output Schema for P-TECH-JSON)". The seed writes
 * `dependencies`, `side_effects` and `key_algorithms` as strings holding lists; here they are lists of
 * strings, which is what the seed's comments describe and what a retriever can use. `generator`
 * records who wrote it, so an extractive summary is never mistaken for a model's work.
 */
import { z } from "zod";

export const SUMMARY_FORMAT_VERSION = 1 as const;

export const PublicApiEntrySchema = z
  .object({
    name: z.string(),
    kind: z.string(),
    /** Compact signature, e.g. `fmt(v: number): string`. */
    signature: z.string(),
    /** First sentence of the entity's doc comment. */
    description: z.string().optional(),
  })
  .strict();

export const IoContractSchema = z
  .object({
    name: z.string(),
    /** `interface`, `type`, `enum`, `struct`, `class`… */
    kind: z.string(),
    /** Definition text, e.g. `{ user_id: string; query: string }`. */
    definition: z.string(),
  })
  .strict();

export const TechnicalSummarySchema = z
  .object({
    formatVersion: z.literal(SUMMARY_FORMAT_VERSION),
    filePath: z.string(),
    /** One or two sentences: what the file is for. */
    main_responsibility: z.string(),
    public_api: z.array(PublicApiEntrySchema),
    io_contracts: z.array(IoContractSchema),
    /** Imported modules, in first-import order, de-duplicated. */
    dependencies: z.array(z.string()),
    /** Potential side effects, e.g. `file system (node:fs)`. */
    side_effects: z.array(z.string()),
    /** Design patterns or algorithms visible from names and structure. */
    key_algorithms: z.array(z.string()),
    /** `extractive`: built from the contract by rules; `llm`: synthesized by a model. */
    generator: z.enum(["extractive", "llm"]),
  })
  .strict();

export type PublicApiEntry = z.infer<typeof PublicApiEntrySchema>;
export type IoContract = z.infer<typeof IoContractSchema>;
export type TechnicalSummary = z.infer<typeof TechnicalSummarySchema>;
