/** Markdown and CSV rendering of the token report (seed 000 Table 4.1 layout). */
import type { TokenGroupStats, TokenReport, TokenReportRow } from "../../query/index.js";

const COLUMNS = ["File", "Language", "LOC", "Source tokens", "Contract tokens", "Summary tokens", "Source/contract", "Source/summary"];

function cells(r: TokenReportRow): string[] {
  return [
    r.path,
    r.language,
    String(r.loc),
    String(r.sourceTokens),
    String(r.contractTokens),
    String(r.summaryTokens),
    `${r.contractCompression.toFixed(2)}x`,
    `${r.summaryCompression.toFixed(2)}x`,
  ];
}

function table(header: string[], rows: string[][]): string[] {
  const escape = (c: string): string => c.replace(/\|/g, "\\|");
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, i) => (i < 2 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(escape).join(" | ")} |`),
  ];
}

function statsRow(label: string, s: TokenGroupStats): string[] {
  return [
    label,
    String(s.files),
    String(s.loc),
    String(s.sourceTokens),
    String(s.contractTokens),
    String(s.summaryTokens),
    `${s.totalContractCompression.toFixed(2)}x`,
    `${s.medianContractCompression.toFixed(2)}x`,
    `${s.totalSummaryCompression.toFixed(2)}x`,
    `${s.medianSummaryCompression.toFixed(2)}x`,
  ];
}

/** Two per-file tables (summarized, send in full) and a totals table with medians. */
export function renderReportMarkdown(report: TokenReport): string {
  const out: string[] = [
    `# Token report (${report.encoding}, trigger > ${report.thresholdTokens} tokens)`,
    "",
    "## Totals",
    "",
    ...table(
      ["Group", "Files", "LOC", "Source tokens", "Contract tokens", "Summary tokens", "Total source/contract", "Median source/contract", "Total source/summary", "Median source/summary"],
      [statsRow("summarized", report.summarized), statsRow("send in full", report.sendInFull), statsRow("all", report.all)],
    ),
  ];
  const summarized = report.files.filter((r) => !r.sendInFull);
  const full = report.files.filter((r) => r.sendInFull);
  out.push("", `## Summarized (${summarized.length} files over ${report.thresholdTokens} tokens)`, "", ...table(COLUMNS, summarized.map(cells)));
  out.push("", `## Send in full (${full.length} files)`, "", ...table(COLUMNS, full.map(cells)));
  return `${out.join("\n")}\n`;
}

/** One CSV row per file with a `group` column; RFC 4180 quoting. */
export function renderReportCsv(report: TokenReport): string {
  const quote = (c: string): string => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  const header = ["path", "language", "loc", "source_tokens", "contract_tokens", "summary_tokens", "contract_compression", "summary_compression", "group"];
  const rows = report.files.map((r) =>
    [r.path, r.language, r.loc, r.sourceTokens, r.contractTokens, r.summaryTokens, r.contractCompression, r.summaryCompression, r.sendInFull ? "send-in-full" : "summarized"]
      .map((c) => quote(String(c)))
      .join(","),
  );
  return `${[header.join(","), ...rows].join("\n")}\n`;
}
