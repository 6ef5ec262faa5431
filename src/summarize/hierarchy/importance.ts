/**
 * Callee importance for prompt order: the number of distinct
 * callers (resolved `calls` in-degree, self-calls excluded), ties by id.
 *
 * Why in-degree and not PageRank: the order is part of a node's input hash (it decides which summaries fit the
 * budget), so it must stay put when unrelated code changes. In-degree changes only when a call to that callee is
 * added or removed; PageRank moves every score on any edit anywhere, which would reorder prompts and re-summarize
 * nodes nobody touched. A callee many places use is also the one whose summary a reader most needs first.
 */
import { compareIds, type Dependencies } from "./levels.js";

/** Distinct resolved callers per callee id (ids without callers are absent, i.e. 0). */
export function calleeImportance(deps: Dependencies): Map<string, number> {
  const counts = new Map<string, number>();
  for (const callees of deps.callees.values()) for (const id of callees) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Distinct resolved callers per callee id in two counts: `outside` from callers `inTest` says are not in test files,
 * `tests` from those that are (ids without such callers are absent, i.e. 0). A library's public API may be called only
 * by its tests; what its own code calls most is what its file is about, so `outside` ranks and `tests` breaks ties.
 */
export function callerCounts(deps: Dependencies, inTest: (callerId: string) => boolean): { outside: Map<string, number>; tests: Map<string, number> } {
  const outside = new Map<string, number>();
  const tests = new Map<string, number>();
  for (const [caller, callees] of deps.callees) {
    const counts = inTest(caller) ? tests : outside;
    for (const id of callees) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return { outside, tests };
}

/** `ids` most important first (higher caller count), ties in id order. */
export function byImportance(ids: string[], importance: ReadonlyMap<string, number>): string[] {
  return [...ids].sort((a, b) => (importance.get(b) ?? 0) - (importance.get(a) ?? 0) || compareIds(a, b));
}
