/** Text rendering of an index run report. */
import type { IndexReport } from "../../pipeline/index.js";
import { printable } from "../../shared/printable.js";

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The summary line, skipped-by-reason line, partial contracts, failures and store location. */
export function renderIndexReport(r: IndexReport): string {
  const lines: string[] = [];
  const seconds = (r.durationMs / 1000).toFixed(1);
  const rate = r.durationMs ? Math.round((r.indexed / r.durationMs) * 1000) : 0;
  lines.push(
    `${r.aborted ? "Interrupted after" : "Indexed"} ${plural(r.indexed + r.unchanged, "file")} in ${seconds} s: ${r.indexed} extracted (${rate} files/s, ${r.linesIndexed} line${r.linesIndexed === 1 ? "" : "s"}), ${r.unchanged} unchanged, ${r.removed} removed, ${r.failed.length} failed.`,
  );
  const byReason = new Map<string, number>();
  for (const s of r.skipped) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  const skippedParts = [...byReason].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${n} ${reason}`);
  lines.push(
    `Skipped ${r.skipped.length}${skippedParts.length ? ` (${skippedParts.join(", ")})` : ""}; ${r.ignored} ignored by .gitignore/.strataignore.` +
      (r.skipped.length ? " See them with: strata index --json (field skipped)." : ""),
  );
  const langs = Object.entries(r.languages).sort((a, b) => b[1] - a[1]);
  if (langs.length) lines.push(`Languages: ${langs.map(([l, n]) => `${l} ${n}`).join(", ")}.`);
  if (r.partial.length) {
    lines.push(`${plural(r.partial.length, "file")} with a partial contract (syntax errors or limits):`);
    for (const p of r.partial.slice(0, 10)) lines.push(`  ${printable(p.path)}: ${printable(p.message)}`);
    if (r.partial.length > 10) lines.push(`  … and ${r.partial.length - 10} more (see --json, field partial).`);
  }
  for (const f of r.failed.slice(0, 20)) lines.push(`failed: ${printable(f.path)}: ${printable(f.message)}`);
  if (r.failed.length > 20) lines.push(`… and ${r.failed.length - 20} more failures (see --json).`);
  lines.push(...renderStageLines(r.stages));
  lines.push(`Store: ${r.store}`);
  return `${lines.join("\n")}\n`;
}

const num = (v: unknown): number => (typeof v === "number" ? v : 0);

/** One line per graph, hierarchy and search stage report (the synthesis stage renders its own block). */
function renderStageLines(stages: IndexReport["stages"]): string[] {
  const lines: string[] = [];
  const graph = stages.graph;
  if (graph) {
    const byKind = (graph.edgesByKind ?? {}) as Record<string, number>;
    const calls = (graph.calls ?? []) as { calls: number; resolved: number }[];
    const total = calls.reduce((n, c) => n + c.calls, 0);
    const resolved = calls.reduce((n, c) => n + c.resolved, 0);
    lines.push(
      `Graph: ${num(graph.nodes)} nodes, ${num(graph.edges)} edges (${num(byKind.calls)} calls, ${total ? Math.round((resolved / total) * 100) : 0}% resolved); ` +
        `${num(graph.filesBuilt)} files rebuilt. Details: strata graph --stats.`,
    );
  }
  const hierarchy = stages.hierarchy;
  if (hierarchy?.dryRun) {
    lines.push(
      `Hierarchy (dry run, nothing sent): ${num(hierarchy.plannedCalls)} node summary calls would be made, ~${num(hierarchy.promptTokens)} prompt tokens ` +
        `(${String(hierarchy.generatorKey ?? "")}); ${num(hierarchy.reused)} of ${num(hierarchy.nodes)} nodes reused.`,
    );
  } else if (hierarchy) {
    lines.push(
      `Hierarchy: ${num(hierarchy.levels)} levels, ${num(hierarchy.cycles)} cycles; ${num(hierarchy.summarized)} of ${num(hierarchy.nodes)} nodes summarized ` +
        `(${String(hierarchy.generatorKey ?? "")}${num(hierarchy.fallbacks) ? `; ${num(hierarchy.fallbacks)} kept extractive after a failed or invalid model answer` : ""}` +
        `${num(hierarchy.llmCalls) ? `; ${num(hierarchy.llmCalls)} LLM calls` : ""}), ${num(hierarchy.reused)} reused.` +
        `${hierarchy.stopped ? ` Stopped: ${String((hierarchy.stopped as { message?: string }).message ?? "")}.` : ""} See: strata levels.`,
    );
  }
  const search = stages.search;
  if (search) {
    lines.push(
      `Search: ${num(search.docs)} nodes indexed (${num(search.added)} added, ${num(search.updated)} updated, ${num(search.removed)} removed). Try: strata search "<words>".`,
    );
  }
  const categories = stages.categories;
  if (categories) lines.push(`Categories: ${num(categories.files)} files categorized by purpose (${num(categories.categorized)} with a category). See: strata categories.`);
  return lines;
}
