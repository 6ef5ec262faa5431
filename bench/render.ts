/**
 * Markdown rendering of one repository's benchmark result, and the verdicts against the targets.
 */
import type { CompressionResult, RatioStats } from "./compression.js";

export interface ToolRow {
  tool: string;
  files: number | null;
  loc: number | null;
  /** Median wall time over the runs. */
  wallMs: number | null;
  wallAllMs: number[];
  /** Highest GNU-time peak RSS over the runs, KiB. */
  peakRssKiB: number | null;
  /** Highest sampled process-tree RSS over the runs, KiB. */
  treeRssKiB: number | null;
  ok: boolean;
  note?: string;
}

export interface TargetVerdict {
  target: string;
  measured: string;
  verdict: "pass" | "fail" | "n/a";
}

const mib = (kib: number | null): string => (kib === null ? "–" : (kib / 1024).toFixed(0));
const secs = (ms: number | null): string => (ms === null ? "–" : (ms / 1000).toFixed(2));
const int = (n: number | null): string => (n === null ? "–" : n.toLocaleString("en-US"));
const ratio = (x: number | null | undefined, digits = 2): string =>
  x === null || x === undefined || !Number.isFinite(x) ? "–" : `${x.toFixed(digits)}`;

/** The tools table; ratios are strata cold ÷ this row (time and peak RSS). */
export function renderToolTable(rows: ToolRow[]): string {
  const cold = rows.find((r) => r.tool === "strata cold");
  const head =
    "| tool | files | LOC | wall s | files/s | peak RSS MiB | tree RSS MiB | strata cold ÷ this (time) | strata cold ÷ this (RSS) |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|";
  const lines = rows.map((r) => {
    const fps = r.files !== null && r.wallMs ? r.files / (r.wallMs / 1000) : null;
    const tRatio = cold?.wallMs && r.wallMs ? cold.wallMs / r.wallMs : null;
    const mRatio = cold?.peakRssKiB && r.peakRssKiB ? cold.peakRssKiB / r.peakRssKiB : null;
    const name = r.ok ? r.tool : `${r.tool} (FAILED)`;
    return `| ${name} | ${int(r.files)} | ${int(r.loc)} | ${secs(r.wallMs)} | ${fps === null ? "–" : fps.toFixed(0)} | ${mib(r.peakRssKiB)} | ${mib(r.treeRssKiB)} | ${ratio(tRatio)} | ${ratio(mRatio)} |`;
  });
  return [head, ...lines].join("\n");
}

const statCells = (s: RatioStats | null): string =>
  s === null ? "– | – | – | –" : `${int(s.files)} | ${int(s.sourceTokens)} → ${int(s.outputTokens)} | ${ratio(s.total)}x | ${ratio(s.median)}x`;

/** The compression table for files over the threshold. */
export function renderCompressionTable(c: CompressionResult): string {
  const rows = [
    "| output | files | source → output tokens | total source/output | median source/output |",
    "|---|---:|---:|---:|---:|",
    `| strata contract | ${statCells(c.strata)} |`,
    `| strata contract (files repomix packed) | ${statCells(c.strataOnRepomixFiles)} |`,
    `| repomix --compress | ${statCells(c.repomix)} |`,
  ];
  const notes = [
    `Files over ${c.threshold} source tokens (o200k_base): ${c.filesOverThreshold} (set from ${c.basis}).`,
  ];
  if (c.missingFromRepomix.length > 0)
    notes.push(
      `${c.missingFromRepomix.length} of them absent from repomix output: ${c.missingFromRepomix.slice(0, 5).join(", ")}${c.missingFromRepomix.length > 5 ? ", …" : ""}`,
    );
  if (c.sourceTokenMismatches > 0)
    notes.push(`${c.sourceTokenMismatches} files where strata's sourceTokens differ from the bench's own count.`);
  return [...rows, "", ...notes].join("\n");
}

/** Verdicts against the four targets of the issue. */
export function evaluateTargets(rows: ToolRow[], c: CompressionResult): TargetVerdict[] {
  const get = (t: string): ToolRow | undefined => rows.find((r) => r.tool === t && r.ok);
  const cold = get("strata cold");
  const re = get("strata re-index");
  const rm = get("repomix --compress");
  const out: TargetVerdict[] = [];

  const med = c.strata?.median ?? null;
  out.push({
    target: `median contract compression ≥ 5x on files > ${c.threshold} tokens`,
    measured: med === null ? "no strata data" : `${med.toFixed(2)}x over ${c.strata?.files ?? 0} files`,
    verdict: med === null ? "n/a" : med >= 5 ? "pass" : "fail",
  });

  const tr = cold?.wallMs && rm?.wallMs ? cold.wallMs / rm.wallMs : null;
  out.push({
    target: "cold Stage 1 time ≤ 2x repomix --compress",
    measured: tr === null ? "missing run" : `${tr.toFixed(2)}x (${secs(cold?.wallMs ?? null)} s vs ${secs(rm?.wallMs ?? null)} s)`,
    verdict: tr === null ? "n/a" : tr <= 2 ? "pass" : "fail",
  });

  const rr = cold?.wallMs && re?.wallMs ? re.wallMs / cold.wallMs : null;
  out.push({
    target: "no-change re-index < 5% of cold",
    measured: rr === null ? "missing run" : `${(rr * 100).toFixed(1)}% (${secs(re?.wallMs ?? null)} s)`,
    verdict: rr === null ? "n/a" : rr < 0.05 ? "pass" : "fail",
  });

  const rss = cold ? Math.max(cold.peakRssKiB ?? 0, re?.peakRssKiB ?? 0) : null;
  const loc = cold?.loc ?? null;
  let verdict: TargetVerdict["verdict"] = "n/a";
  if (rss !== null && loc !== null) {
    if (rss >= 1024 * 1024) verdict = "fail";
    else if (loc >= 200_000) verdict = "pass";
  }
  out.push({
    target: "peak memory < 1 GiB for 200k LOC",
    measured:
      rss === null
        ? "missing run"
        : `${mib(rss)} MiB at ${int(loc)} LOC${loc !== null && loc < 200_000 && verdict !== "fail" ? " (below 200k LOC: not conclusive)" : ""}`,
    verdict,
  });
  return out;
}

export function renderTargets(v: TargetVerdict[]): string {
  return [
    "| target | measured | verdict |",
    "|---|---|---|",
    ...v.map((t) => `| ${t.target} | ${t.measured} | ${t.verdict} |`),
  ].join("\n");
}
