/**
 * A deterministic budget of tree-sitter work for one file. tree-sitter calls a parse's or a query's progress callback
 * after every fixed number of its internal operations, so counting the calls measures work, not time: the same file
 * is cut at the same place on an idle and on a busy machine, and an index never depends on the machine's load (a
 * wall-clock budget dropped a 200,000-line file's calls from the graph when four jobs shared two cores).
 * Calibration, Python on a 2-core machine: 200,000 lines of `f()` take about 40,000 parse steps (1.5–3 s), a 2 MB
 * one-line list about 70,000 (8–11 s): a step costs 0.04–0.17 ms, depending on the input's shape.
 */
export class WorkBudget {
  private used = 0;

  /** @param steps Progress callbacks allowed (parse and queries of one file together). */
  constructor(readonly steps: number) {}

  /** The progress callback: true (cancel) once the budget is spent. */
  readonly tick = (): boolean => ++this.used > this.steps;

  /** Progress steps counted so far. */
  get spent(): number {
    return this.used;
  }

  /** Whether the budget ran out (a parse or query was cancelled). */
  get exceeded(): boolean {
    return this.used > this.steps;
  }
}

/**
 * Default per-file budget, in progress steps, of parse plus queries: about 10 s of work on the slowest inputs
 * measured, so it stops runaway cases only (files that large and generated are meant to be flagged or skipped first).
 */
export const DEFAULT_WORK_BUDGET_STEPS = 200_000;
