/**
 * Reading one stage's report back from a stored run (`RunRecord.report`, written by `finishRun`). The stored JSON
 * may come from another strata version, so nothing is cast: each stage's report is checked against the fields a
 * reader of stored runs relies on (zod schemas below), and a report without them counts as absent.
 */
import { z } from "zod";
import type { RunRecord } from "../store/index.js";
import type { FailedStageReport, StageName } from "./stageReports.js";

const Failed = z.looseObject({ failed: z.string() });
const count = z.number().int().nonnegative();

/** What is checked of each stored stage report; other fields pass through unchecked (typed `unknown`). */
const SCHEMAS = {
  synthesis: z.union([
    z.looseObject({ llm: z.literal(false) }),
    z.looseObject({ dryRun: z.literal(true), model: z.string(), promptKey: z.string(), calls: count, costUsd: z.number().nullable() }),
    z.looseObject({ model: z.string(), promptKey: z.string(), files: count, hashHits: count, semanticHits: count, misses: count, llmCalls: count, costUsd: z.number().nullable() }),
  ]),
  // Runs before builder versions were reported count as version 0 (their graph is rebuilt in full).
  graph: z.looseObject({ builderVersion: z.number().int().default(0) }),
  hierarchy: z.union([z.looseObject({ skipped: z.string() }), z.looseObject({ generatorKey: z.string(), nodes: count })]),
  search: z.looseObject({ docs: count, nodesFrom: z.enum(["graph", "contracts"]) }),
  categories: z.looseObject({ files: count, categorized: count }),
} satisfies Record<StageName, z.ZodType>;

/**
 * The checked part of each default stage's stored report: synthesis (off, dry run: model, prompt key, calls, USD;
 * run: model, prompt key, files, hits, misses, LLM calls, USD), graph (`builderVersion`, 0 when unreported),
 * hierarchy (`skipped`, or `generatorKey` and `nodes`), search (`docs`, `nodesFrom`), categories (`files`, `categorized`).
 */
export type StoredStageReports = { [K in StageName]: z.output<(typeof SCHEMAS)[K]> };

const STORED: { [K in StageName]: z.ZodType<StoredStageReports[K]> } = SCHEMAS;

const Envelope = z.looseObject({ stages: z.record(z.string(), z.unknown()) });

/**
 * The report stage `name` left in a stored run: its checked fields ({@link StoredStageReports}), or
 * `{ failed }` when the stage threw. Undefined when there is no run or report, the run did not reach the stage,
 * or the stored report lacks a checked field (written by another strata version). Never throws.
 */
export function stageReportOf<K extends StageName>(run: Pick<RunRecord, "report"> | undefined, name: K): StoredStageReports[K] | FailedStageReport | undefined {
  const envelope = Envelope.safeParse(run?.report);
  if (!envelope.success) return undefined;
  const stored = envelope.data.stages[name];
  const failed = Failed.safeParse(stored);
  if (failed.success) return { failed: failed.data.failed };
  const report = STORED[name].safeParse(stored);
  return report.success ? report.data : undefined;
}
