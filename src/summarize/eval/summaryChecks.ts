/**
 * Deterministic checks of stored summaries (seed `000_2a42ff7c47e3b4f9.txt` Part V §5.4: the deterministic stage is
 * tested deterministically, no model, no network): schema validity of file and node summaries, grounding of the
 * names file summaries mention (the synthesis grounding check, `synthesis/grounding.ts`), the name-restating and
 * empty-purpose rates of declaration summaries (`deterministic.ts`), and empty fields.
 *
 * Terms
 * - checked fields of a file summary: `main_responsibility` and each `public_api[].description` (absent = empty);
 *   of a node summary: `purpose`. A field is empty when it is absent or only white space.
 * - rates are shares in [0, 1] rounded to three decimals; 0 when nothing was counted.
 */
import { z } from "zod";
import { TechnicalSummarySchema, type TechnicalSummary } from "../technicalSummary.js";
import { NodeSummaryFieldsSchema, type NodeSummary } from "../hierarchy/nodeSummary.js";
import { findUngrounded, type GroundingContract } from "../synthesis/grounding.js";
import { deterministicChecks, type DeterministicReport } from "./deterministic.js";

/** One stored file summary with the contract it was made from. `summary` is checked against the schema first. */
export interface FileSummaryInput {
  path: string;
  summary: unknown;
  contract: GroundingContract;
}

/** Per-file figures of the deterministic part (used beside the rubric scores). */
export interface FileCheck {
  path: string;
  schemaValid: boolean;
  ungrounded: string[];
  emptyFields: number;
  fields: number;
}

/** The deterministic report: exact counts and rates. */
export interface SummaryChecksReport {
  files: {
    summaries: number;
    schemaInvalid: number;
    /** Names (dotted chains, modules) not grounded in the file's contract, summed over files. */
    ungroundedNames: number;
    filesWithUngrounded: number;
    /** `filesWithUngrounded / schema-valid summaries`. */
    ungroundedFileRate: number;
    fields: number;
    emptyFields: number;
    emptyFieldRate: number;
    emptyMainResponsibility: number;
  };
  nodes: { summaries: number; schemaInvalid: number } & DeterministicReport;
  /** Up to five files with ungrounded names, in path order, with their first five names. */
  ungroundedExamples: { path: string; names: string[] }[];
  perFile: FileCheck[];
}

/** A stored node summary's shape; `purpose` may be empty here (counted as an empty field, not a schema failure). */
const NodeSummarySchema = NodeSummaryFieldsSchema.extend({
  purpose: z.string(),
  formatVersion: z.literal(1),
  id: z.string().min(1),
  kind: z.string().min(1),
  generator: z.enum(["extractive", "llm"]),
  text: z.string(),
});

/** `n / of` rounded to three decimals; 0 when `of` is 0. */
export function rate(n: number, of: number): number {
  return of ? Math.round((n / of) * 1000) / 1000 : 0;
}

const blank = (s: string | undefined): boolean => !s || !s.trim();

/** The checks of one file summary. Pure. */
export function checkFileSummary(input: FileSummaryInput): FileCheck {
  const parsed = TechnicalSummarySchema.safeParse(input.summary);
  if (!parsed.success) return { path: input.path, schemaValid: false, ungrounded: [], emptyFields: 0, fields: 0 };
  const s: TechnicalSummary = parsed.data;
  const fields = 1 + s.public_api.length;
  const emptyFields = (blank(s.main_responsibility) ? 1 : 0) + s.public_api.filter((a) => blank(a.description)).length;
  return { path: input.path, schemaValid: true, ungrounded: findUngrounded(s, input.contract), emptyFields, fields };
}

/**
 * The deterministic report over stored file summaries and node summaries (see the module comment). Pure;
 * invalid node summaries are counted and left out of the declaration rates.
 */
export function summaryChecks(files: readonly FileSummaryInput[], nodes: readonly unknown[]): SummaryChecksReport {
  const perFile = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map(checkFileSummary);
  const valid = perFile.filter((f) => f.schemaValid);
  const withUngrounded = valid.filter((f) => f.ungrounded.length > 0);
  const fields = valid.reduce((n, f) => n + f.fields, 0);
  const emptyFields = valid.reduce((n, f) => n + f.emptyFields, 0);
  const emptyMain = files.filter((f) => {
    const p = TechnicalSummarySchema.safeParse(f.summary);
    return p.success && blank(p.data.main_responsibility);
  }).length;
  const validNodes: NodeSummary[] = [];
  for (const n of nodes) {
    const p = NodeSummarySchema.safeParse(n);
    if (p.success) validNodes.push(n as NodeSummary);
  }
  return {
    files: {
      summaries: perFile.length,
      schemaInvalid: perFile.length - valid.length,
      ungroundedNames: valid.reduce((n, f) => n + f.ungrounded.length, 0),
      filesWithUngrounded: withUngrounded.length,
      ungroundedFileRate: rate(withUngrounded.length, valid.length),
      fields,
      emptyFields,
      emptyFieldRate: rate(emptyFields, fields),
      emptyMainResponsibility: emptyMain,
    },
    nodes: { summaries: nodes.length, schemaInvalid: nodes.length - validNodes.length, ...deterministicChecks(validNodes) },
    ungroundedExamples: withUngrounded.slice(0, 5).map((f) => ({ path: f.path, names: f.ungrounded.slice(0, 5) })),
    perFile,
  };
}
