/** Text rendering of an index run report. */
import { isFailedStage, type FailedStageReport, type HierarchyStageReport, type IndexReport } from "../../pipeline/index.js";
import { getLanguage } from "../../extract/index.js";
import { printable } from "../../shared/printable.js";
import { formatCostUsd } from "../../summarize/index.js";

const plural = (n: number, word: string, words = `${word}s`): string => `${n} ${n === 1 ? word : words}`;

/** Most extensions the "No extractor" line names (the most files first). */
const TEXT_ONLY_LISTED = 6;

/** Fewest files extracted for the summary line to give an extraction rate (files/s). */
const RATE_MIN_FILES = 20;

/** The summary line, skipped-by-reason line, partial contracts, failures and store location. */
export function renderIndexReport(r: IndexReport): string {
  const lines: string[] = [];
  const seconds = (r.durationMs / 1000).toFixed(1);
  // A rate says something only for many files: one file re-extracted in a 3 s run read "0 files/s". It is the extract
  // step's, as the progress bar shows it (uvicorn: the bar said 37 files/s, this line 11 over the whole run); the
  // whole run's where no profile was taken.
  const ms = r.profile.extract?.wallMs || r.durationMs;
  const rate = r.indexed >= RATE_MIN_FILES && ms ? `${Math.round((r.indexed / ms) * 1000)} files/s, ` : "";
  lines.push(
    `${r.aborted ? "Interrupted after" : "Indexed"} ${plural(r.indexed + r.unchanged, "file")} in ${seconds} s: ${r.indexed} extracted (${rate}${r.linesIndexed} line${r.linesIndexed === 1 ? "" : "s"}), ${r.unchanged} unchanged, ${r.removed} removed, ${r.failed.length} failed.`,
  );
  const byReason = new Map<string, number>();
  for (const s of r.skipped) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  const skippedParts = [...byReason].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${n} ${reason}`);
  lines.push(
    `Skipped ${r.skipped.length}${skippedParts.length ? ` (${skippedParts.join(", ")})` : ""}; ${r.ignored} ignored by .gitignore/.strataignore.` +
      (r.skipped.length ? " See them with: strata index --json (field skipped)." : ""),
  );
  const langs = Object.entries(r.languages).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  // Languages read as text apart: retrofit's "kotlin 16" read as if its Kotlin were analysed, and its summaries then
  // said "no public API".
  const asText = (l: string): boolean => getLanguage(l)?.extractor === "text" || l === "text";
  const parsed = langs.filter(([l]) => !asText(l));
  const plain = langs.filter(([l]) => asText(l));
  const count = (list: [string, number][]): string => list.map(([l, n]) => `${l} ${n}`).join(", ");
  if (langs.length) lines.push(`Languages: ${parsed.length ? count(parsed) : "none with an extractor"}${plain.length ? `; as plain text: ${count(plain)}` : ""}.`);
  const textOnly = Object.entries(r.textOnly).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (textOnly.length) {
    const shown = textOnly.slice(0, TEXT_ONLY_LISTED).map(([ext, n]) => `${printable(ext)} ${n}`);
    lines.push(`No extractor, searched as plain text: ${shown.join(", ")}${textOnly.length > TEXT_ONLY_LISTED ? ` and ${textOnly.length - TEXT_ONLY_LISTED} more extensions` : ""}.`);
  }
  if (r.partial.length) {
    lines.push(`${plural(r.partial.length, "file")} with a partial contract (syntax errors or limits):`);
    for (const p of r.partial.slice(0, 10)) lines.push(`  ${printable(p.path)}: ${printable(p.message)}`);
    if (r.partial.length > 10) lines.push(`  … and ${r.partial.length - 10} more (see --json, field partial).`);
  }
  for (const f of r.failed.slice(0, 20)) lines.push(`failed: ${printable(f.path)}: ${printable(f.message)}`);
  if (r.failed.length > 20) lines.push(`… and ${r.failed.length - 20} more failures (see --json).`);
  lines.push(...renderStageLines(r.stages, r.unchanged));
  if (r.shard) lines.push(`Shard ${r.shard.index}/${r.shard.count}: graph, hierarchy, search and categories are left to the merge (strata merge <shard stores>, then strata index).`);
  lines.push(`Store: ${r.store}`);
  return `${lines.join("\n")}\n`;
}

/**
 * The errors of a run alone, for `strata index --quiet`: each failed file (up to 20, then a count), each stage that
 * threw or stopped part way (the hierarchy's `stopped`, the model's `stoppedBy`), and the files the model failed on (a failed call or an invalid answer: kept extractive, up to 10), as the
 * full report words them; "" when there were none.
 */
export function renderIndexErrors(r: IndexReport): string {
  const lines: string[] = [];
  for (const f of r.failed.slice(0, 20)) lines.push(`failed: ${printable(f.path)}: ${printable(f.message)}`);
  if (r.failed.length > 20) lines.push(`… and ${r.failed.length - 20} more failures (see --json).`);
  const stages: [string, object | undefined][] = [
    ["Graph", r.stages.graph],
    ["Hierarchy", r.stages.hierarchy],
    ["Search", r.stages.search],
    ["Categories", r.stages.categories],
  ];
  for (const [name, stage] of stages) if (stage && isFailedStage(stage)) lines.push(failedLine(name, stage));
  // A hierarchy run that stopped part way (a model's budget or timeout, a missing file): its rest waits for the next run.
  const hierarchy = r.stages.hierarchy;
  const stopped = hierarchy && !isFailedStage(hierarchy) && "stopped" in hierarchy ? hierarchy.stopped : undefined;
  if (stopped) lines.push(`Hierarchy stopped (${printable(stopped.kind)}): ${printable(stopped.message)}. The next run summarizes the rest.`);
  // The model's failures: a synthesis stage that threw, or files whose call failed or whose answer was invalid.
  const synthesis = r.stages.synthesis;
  if (synthesis && isFailedStage(synthesis)) lines.push(`LLM summaries failed: ${printable(synthesis.failed)}. The next run retries them; files keep their extractive summary.`);
  else if (synthesis && "failedFiles" in synthesis) {
    if (synthesis.stoppedBy) lines.push(`LLM summaries stopped early (${printable(synthesis.stoppedBy)})${synthesis.stopMessage ? `: ${printable(synthesis.stopMessage)}` : ""}. The next run goes on; finished work is cached.`);
    const kept = [...synthesis.invalidFiles, ...synthesis.failedFiles];
    for (const f of kept.slice(0, 10)) lines.push(`kept extractive: ${printable(f.path)}: ${printable(f.reason)}`);
    if (kept.length > 10) lines.push(`… and ${kept.length - 10} more (all of them: strata index --json, stages.synthesis).`);
  }
  return lines.length ? `${lines.map((l) => `strata: ${l}`).join("\n")}\n` : "";
}

/** The line of a stage that threw: what it threw; its backlog stays for the next run. */
const failedLine = (stage: string, report: FailedStageReport): string => `${stage} failed: ${printable(report.failed)}. The next run retries it.`;

/** One line per graph, hierarchy, search and categories stage report (the synthesis stage renders its own block). */
function renderStageLines(stages: IndexReport["stages"], unchanged = 0): string[] {
  const lines: string[] = [];
  const graph = stages.graph;
  if (graph && isFailedStage(graph)) lines.push(failedLine("Graph", graph));
  else if (graph) {
    const total = graph.calls.reduce((n, c) => n + c.calls, 0);
    const resolved = graph.calls.reduce((n, c) => n + c.resolved, 0);
    const internal = resolved + graph.calls.reduce((n, c) => n + c.unresolvedInternal, 0);
    const percent = (part: number, whole: number): number => (whole ? Math.round((part / whole) * 100) : 0);
    // The share of all calls alone read as poor resolution ("36% resolved" on chi, whose other 64% are mostly calls
    // of the standard library): the share of in-repository calls is the one `graph --stats` and the README give.
    lines.push(
      `Graph: ${graph.nodes} nodes, ${graph.edges} edges (${total} call expressions: ${percent(resolved, internal)}% of those into the repository's own code resolved, ${percent(resolved, total)}% of all, library and builtin calls counted); ` +
        `${graph.filesBuilt} files rebuilt. Details: strata graph --stats.`,
    );
  }
  const hierarchy = stages.hierarchy;
  if (hierarchy) lines.push(hierarchyLine(hierarchy));
  const search = stages.search;
  if (search && isFailedStage(search)) lines.push(failedLine("Search", search));
  else if (search) {
    // Folders and the repository are summarized (the Hierarchy line counts them) but not searched: say what is.
    lines.push(`Search: ${search.docs} files, types, functions and methods indexed (${search.added} added, ${search.updated} updated, ${search.removed} removed). Try: strata search "<words>".`);
    // Whether git history was read: with it on (historyMs > 0) and none found, say why there may be none.
    if (search.historyFailure)
      // A partial clone without its blobs, a damaged object store: the functions' subjects are missing, and why.
      lines.push(`History: functions' commit subjects could not be read (${search.historyFailure}); ${search.historyFiles ? `${plural(search.historyFiles, "file")} ${search.historyFiles === 1 ? "carries its" : "carry theirs"}` : "search uses the code and summaries only"}.`);
    else if (search.historyFiles || search.historyNodes)
      lines.push(`History: ${plural(search.historyFiles, "file")} and ${plural(search.historyNodes, "function, method or type", "functions, methods and types")} carry the subjects of the commits that changed them (strata summary --node <id> lists them).`);
    else if (search.historyMs > 0) lines.push("History: none found (not a git repository, a shallow clone, no commits yet, or git failed); search uses the code and summaries only.");
  }
  const categories = stages.categories;
  if (categories && isFailedStage(categories)) lines.push(failedLine("Categories", categories));
  // Only changed files are recategorized: a run where none changed has nothing to count, not "0 files categorized".
  // An empty repository has no file, changed or not: "unchanged since the last run" read wrong on a first run.
  else if (categories && categories.files === 0 && unchanged === 0) lines.push("Categories: no files to categorize.");
  else if (categories && categories.files === 0) lines.push("Categories: unchanged (no file changed since the last run). See: strata categories.");
  // An incremental run recategorizes the changed files only: "1 file categorized" read as the repository's count.
  else if (categories) {
    const changed = unchanged > 0 ? "changed " : "";
    // Worded as `strata categories` words it ("84 of 95 files categorized"): "95 files categorized by purpose (84 with a
    // category)" gave the same count two names.
    lines.push(`Categories: ${categories.categorized} of ${plural(categories.files, `${changed}file`)} categorized by purpose. See: strata categories.`);
  }
  return lines;
}

/** The hierarchy line: a dry run's plan, a skipped stage, or what the run summarized and reused. */
function hierarchyLine(hierarchy: HierarchyStageReport | FailedStageReport): string {
  if (isFailedStage(hierarchy)) return failedLine("Hierarchy", hierarchy);
  if ("skipped" in hierarchy) return `Hierarchy: skipped (${hierarchy.skipped}).`;
  if ("dryRun" in hierarchy) {
    return (
      `Hierarchy (dry run, nothing sent): ${hierarchy.plannedCalls} node summary calls would be made, ~${hierarchy.promptTokens} prompt tokens, ${formatCostUsd(hierarchy.costUsd ?? undefined)} ` +
      `(${hierarchy.generatorKey}); ${hierarchy.reused} of ${hierarchy.nodes} nodes reused.`
    );
  }
  return (
    `Hierarchy: ${hierarchy.levels} dependency levels summarized bottom-up, ${hierarchy.cycles} ${hierarchy.cycles === 1 ? "cycle" : "cycles"} of nodes that depend on each other summarized together; ${hierarchy.summarized} of ${hierarchy.nodes} nodes summarized ` +
    `(${hierarchy.generatorKey.startsWith("extractive") ? `extractively, no model: ${hierarchy.generatorKey}` : hierarchy.generatorKey}${hierarchy.fallbacks ? `; ${hierarchy.fallbacks} kept extractive after a failed or invalid model answer` : ""}` +
    `${hierarchy.llmCalls ? `; ${hierarchy.llmCalls} LLM calls` : ""}), ${hierarchy.reused} reused.` +
    `${hierarchy.stopped ? ` Stopped: ${hierarchy.stopped.message}.` : ""} See: strata levels.`
  );
}
