/**
 * `strata levels [repo]`: the dependency levels of the stored code graph (seed 001 §3.2.1, Algorithm 1, on the
 * SCC condensation): per level its number, node count and nodes (cut at `--limit`), cycles and self-recursion marked.
 */
import { buildSchedule, type SummarySchedule } from "../../summarize/index.js";
import { EXIT, withRepository, integerOption, printJson, requireGraph, type CommonOptions } from "../common.js";

export interface LevelsCommandOptions extends CommonOptions {
  /** Nodes listed per level (default 8). */
  limit?: string;
}

/** Runs the command; returns the exit code. @throws UsageError when the store holds no graph. */
export async function levelsCommand(repo: string | undefined, opts: LevelsCommandOptions): Promise<number> {
  const limit = integerOption("--limit", opts.limit, { min: 0 }) ?? 8;
  const schedule = await withRepository(repo, opts, "read", async ({ store }) => buildSchedule(await requireGraph(store, repo)));
  if (opts.json) printJson(schedule);
  else process.stdout.write(renderLevels(schedule, limit));
  return EXIT.ok;
}

/**
 * Text drawing of a schedule:
 * `level 0 · 3 nodes: a, b, c` then, indented, `cycle (2): x ⇄ y` and `recursive: f ↻` lines.
 */
export function renderLevels(schedule: SummarySchedule, limit: number): string {
  const out = [`${schedule.nodeCount} nodes in ${schedule.levels.length} levels, ${schedule.cycleCount} cycle${schedule.cycleCount === 1 ? "" : "s"} (summarized bottom-up: level 0 first)`];
  for (const level of schedule.levels) {
    const shown = level.nodes.slice(0, limit).join(", ");
    const more = level.nodes.length > limit ? `${shown ? ", " : ""}… +${level.nodes.length - limit} more` : "";
    out.push(`level ${level.level} · ${level.nodes.length} node${level.nodes.length === 1 ? "" : "s"}: ${shown}${more}`);
    for (const cycle of level.cycles) out.push(`    cycle (${cycle.length}): ${cycle.slice(0, limit).join(" ⇄ ")}${cycle.length > limit ? " ⇄ …" : ""}`);
    if (level.recursive.length) out.push(`    recursive: ${level.recursive.slice(0, limit).map((id) => `${id} ↻`).join(", ")}${level.recursive.length > limit ? ", …" : ""}`);
  }
  return `${out.join("\n")}\n`;
}
