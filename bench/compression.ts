/**
 * Compression over files above the token threshold: strata's source/contract tokens next to
 * source/repomix-compressed tokens for the very same files, all counted with o200k_base.
 */
import { tokenCounter } from "../src/shared/tokens.js";
import { readRepoFile } from "./repoFiles.js";
import type { StrataFileReport } from "./tools.js";

export interface FileCompression {
  path: string;
  sourceTokens: number;
  /** Source tokens as the bench counts them from disk (cross-check of strata's figure). */
  benchSourceTokens: number | null;
  contractTokens: number | null;
  summaryTokens: number | null;
  repomixTokens: number | null;
}

export interface RatioStats {
  files: number;
  sourceTokens: number;
  outputTokens: number;
  /** Σ source / Σ output. */
  total: number | null;
  /** Median of per-file source/output. */
  median: number | null;
  min: number | null;
  max: number | null;
}

export interface CompressionResult {
  threshold: number;
  /** Where the over-threshold set came from. */
  basis: "strata-report" | "bench-count";
  filesOverThreshold: number;
  strata: RatioStats | null;
  /** Strata over the same files as `repomix` (files repomix also packed). */
  strataOnRepomixFiles: RatioStats | null;
  repomix: RatioStats;
  /** Over-threshold files absent from repomix's output (ignored or dropped by it). */
  missingFromRepomix: string[];
  /** Files where strata's sourceTokens differ from the bench's own count. */
  sourceTokenMismatches: number;
  perFile: FileCompression[];
}

/** Median of `xs`; null when empty. */
export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Ratio statistics over (source, output) pairs; pairs with output 0 are skipped. */
export function ratioStats(pairs: Array<{ source: number; output: number }>): RatioStats {
  const usable = pairs.filter((p) => p.output > 0);
  const sourceTokens = usable.reduce((a, p) => a + p.source, 0);
  const outputTokens = usable.reduce((a, p) => a + p.output, 0);
  const ratios = usable.map((p) => p.source / p.output);
  return {
    files: usable.length,
    sourceTokens,
    outputTokens,
    total: outputTokens > 0 ? sourceTokens / outputTokens : null,
    median: median(ratios),
    min: ratios.length > 0 ? Math.min(...ratios) : null,
    max: ratios.length > 0 ? Math.max(...ratios) : null,
  };
}

/**
 * Builds the compression comparison. The over-threshold set is strata's files with
 * `sourceTokens > threshold` when a strata report is available, else every file repomix packed whose
 * source (counted here) is over the threshold.
 */
export async function compareCompression(
  repo: string,
  threshold: number,
  strataFiles: StrataFileReport[] | null,
  repomixCompressed: Map<string, string>,
): Promise<CompressionResult> {
  const count = await tokenCounter("o200k_base");
  const perFile: FileCompression[] = [];
  let mismatches = 0;

  if (strataFiles) {
    for (const f of strataFiles) {
      if (f.sourceTokens <= threshold) continue;
      const text = readRepoFile(repo, f.path);
      const benchSource = text === null ? null : count(text);
      if (benchSource !== null && benchSource !== f.sourceTokens) mismatches++;
      const compressed = repomixCompressed.get(f.path);
      perFile.push({
        path: f.path,
        sourceTokens: f.sourceTokens,
        benchSourceTokens: benchSource,
        contractTokens: f.contractTokens,
        summaryTokens: f.summaryTokens ?? null,
        repomixTokens: compressed === undefined ? null : count(compressed),
      });
    }
  } else {
    for (const [p, compressed] of repomixCompressed) {
      const text = readRepoFile(repo, p);
      if (text === null) continue;
      const source = count(text);
      if (source <= threshold) continue;
      perFile.push({
        path: p,
        sourceTokens: source,
        benchSourceTokens: source,
        contractTokens: null,
        summaryTokens: null,
        repomixTokens: count(compressed),
      });
    }
  }
  perFile.sort((a, b) => b.sourceTokens - a.sourceTokens);

  const withContract = perFile.filter((f) => f.contractTokens !== null);
  const withRepomix = perFile.filter((f) => f.repomixTokens !== null);
  return {
    threshold,
    basis: strataFiles ? "strata-report" : "bench-count",
    filesOverThreshold: perFile.length,
    strata: strataFiles
      ? ratioStats(withContract.map((f) => ({ source: f.sourceTokens, output: f.contractTokens as number })))
      : null,
    strataOnRepomixFiles: strataFiles
      ? ratioStats(
          withRepomix
            .filter((f) => f.contractTokens !== null)
            .map((f) => ({ source: f.sourceTokens, output: f.contractTokens as number })),
        )
      : null,
    repomix: ratioStats(withRepomix.map((f) => ({ source: f.sourceTokens, output: f.repomixTokens as number }))),
    missingFromRepomix: perFile.filter((f) => f.repomixTokens === null).map((f) => f.path),
    sourceTokenMismatches: mismatches,
    perFile,
  };
}
