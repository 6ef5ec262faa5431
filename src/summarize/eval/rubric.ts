/**
 * The human evaluation rubric (seed `000_2a42ff7c47e3b4f9.txt` Part V §5.5, Table 5.1) as a CSV review sheet, and
 * the calibration of the automated figures against it: each sampled file gets a row with its summary and a code
 * reference; a reviewer fills three scores 1–5 (semantic completeness, factual consistency, brevity and density);
 * the scores are read back, averaged per criterion, and correlated (Pearson) per file with the automated figures.
 *
 * CSV: RFC 4180 (comma separated, `"` quoted fields with `""` escapes, quoted fields may span lines), a header row
 * {@link RUBRIC_COLUMNS}. Empty score cells mean "not scored" (the row is left out); anything else must be an integer
 * 1–5, else {@link RubricCsvError} names `file:line`.
 */
import { UsageProblem } from "../../shared/errors.js";

/** Table 5.1's criteria, as CSV columns. */
export const RUBRIC_CRITERIA = ["semantic_completeness", "factual_consistency", "brevity_density"] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number];

/** The sheet's columns, in order. */
export const RUBRIC_COLUMNS = ["path", "summary", "code", ...RUBRIC_CRITERIA, "notes"] as const;

/** Thrown for a malformed review sheet; the message starts with `file:line:`. */
export class RubricCsvError extends UsageProblem {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = "RubricCsvError";
  }
}

/** One row of the sheet to write. `code` is a reference such as `src/a.ts:1-120`. */
export interface RubricRow {
  path: string;
  summary: string;
  code: string;
}

/** One scored file. */
export interface RubricScore {
  path: string;
  scores: Record<RubricCriterion, number>;
  /** Mean of the three scores. */
  mean: number;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The review sheet: header and one row per file, score and notes cells empty, `\n` line ends. Pure. */
export function rubricCsv(rows: readonly RubricRow[]): string {
  const lines = [RUBRIC_COLUMNS.join(",")];
  for (const r of rows) lines.push([r.path, r.summary, r.code, "", "", "", ""].map(csvField).join(","));
  return `${lines.join("\n")}\n`;
}

/** Records of a CSV text with the line each starts on (1-based). @throws RubricCsvError on a bad quote. */
export function parseCsv(text: string, file: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new RubricCsvError(file, start, "quoted field is not closed");
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === "\n") line++;
          value += c;
          i++;
        }
        if (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") throw new RubricCsvError(file, line, "text after a closing quote (write a quote inside a quoted field as \"\")");
      } else {
        while (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") {
          if (text[i] === '"') throw new RubricCsvError(file, line, "quote inside an unquoted field (quote the whole field)");
          value += text[i];
          i++;
        }
      }
      fields.push(value);
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "\r") i++;
      if (text[i] === "\n") {
        i++;
        line++;
      }
      break;
    }
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
  }
  return records;
}

/**
 * The scored rows of a review sheet; rows whose three score cells are all empty are left out.
 * @throws RubricCsvError (`file:line: …`) for a missing column, a row with the wrong number of fields, a score
 * that is not an integer 1–5, a partly scored row, or a path listed twice.
 */
export function parseRubricScores(text: string, file: string): RubricScore[] {
  const records = parseCsv(text, file);
  const header = records[0];
  if (!header) throw new RubricCsvError(file, 1, `empty file; expected the header ${RUBRIC_COLUMNS.join(",")}`);
  const col = (name: string): number => {
    const k = header.fields.indexOf(name);
    if (k < 0) throw new RubricCsvError(file, header.line, `missing column "${name}" (header must name ${RUBRIC_COLUMNS.join(", ")})`);
    return k;
  };
  const pathCol = col("path");
  const scoreCols = RUBRIC_CRITERIA.map((c) => [c, col(c)] as const);
  const out: RubricScore[] = [];
  const seen = new Set<string>();
  for (const r of records.slice(1)) {
    if (r.fields.length !== header.fields.length) throw new RubricCsvError(file, r.line, `${r.fields.length} fields, expected ${header.fields.length}`);
    const cells = scoreCols.map(([c, k]) => [c, r.fields[k]!.trim()] as const);
    if (cells.every(([, v]) => v === "")) continue;
    const scores = {} as Record<RubricCriterion, number>;
    for (const [c, v] of cells) {
      if (!/^[1-5]$/.test(v)) throw new RubricCsvError(file, r.line, `${c}: "${v}" is not a score 1-5`);
      scores[c] = Number(v);
    }
    const p = r.fields[pathCol]!;
    if (seen.has(p)) throw new RubricCsvError(file, r.line, `${p} is scored twice`);
    seen.add(p);
    const mean = Math.round(((scores.semantic_completeness + scores.factual_consistency + scores.brevity_density) / 3) * 1000) / 1000;
    out.push({ path: p, scores, mean });
  }
  return out;
}

/** Pearson correlation of paired values (three decimals); null for fewer than 2 pairs or a constant side. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  const mx = xs.slice(0, n).reduce((a, b) => a + b, 0) / n;
  const my = ys.slice(0, n).reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx && syy ? Math.round((sxy / Math.sqrt(sxx * syy)) * 1000) / 1000 : null;
}

/** Mean scores per criterion and overall, and per automated figure its Pearson r with the per-file mean score. */
export interface RubricReport {
  scored: number;
  means: Record<RubricCriterion | "overall", number>;
  /** Figure name → { files with both values, r (null when undefined) }. */
  correlations: Record<string, { files: number; r: number | null }>;
}

/**
 * Calibration of `figures` (name → path → value, e.g. `retention`, `cosine`, `ungroundedNames`) against `scores`.
 * Pure; means are three decimals, 0 when nothing is scored.
 */
export function rubricReport(scores: readonly RubricScore[], figures: Readonly<Record<string, ReadonlyMap<string, number>>>): RubricReport {
  const mean = (xs: number[]): number => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000) / 1000 : 0);
  const means = Object.fromEntries(RUBRIC_CRITERIA.map((c) => [c, mean(scores.map((s) => s.scores[c]))])) as Record<RubricCriterion, number>;
  const correlations: RubricReport["correlations"] = {};
  for (const [name, values] of Object.entries(figures)) {
    const pairs = scores.filter((s) => values.has(s.path));
    correlations[name] = { files: pairs.length, r: pearson(pairs.map((s) => values.get(s.path)!), pairs.map((s) => s.mean)) };
  }
  return { scored: scores.length, means: { ...means, overall: mean(scores.map((s) => s.mean)) }, correlations };
}
