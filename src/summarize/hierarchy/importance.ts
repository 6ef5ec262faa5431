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
 * A type is used as its members are: with `ownerType` (a node id → the id of the class, struct or interface declaring
 * it, undefined at the top), a caller of a member from outside the type is also a caller of the type and of each type
 * enclosing it. click's core.py was described by `augment_usage_errors`, `iter_params_for_processing` and `batch`,
 * its classes `Context`, `Command` and `Group` — used through their methods, hardly ever constructed by a call the
 * graph resolves — having almost no callers of their own.
 */
export function callerCounts(deps: Dependencies, inTest: (callerId: string) => boolean, ownerType?: (id: string) => string | undefined): { outside: Map<string, number>; tests: Map<string, number> } {
  const outside = new Map<string, Set<string>>();
  const tests = new Map<string, Set<string>>();
  for (const [caller, callees] of deps.callees) {
    const sets = inTest(caller) ? tests : outside;
    const add = (id: string): void => {
      const set = sets.get(id);
      if (set) set.add(caller);
      else sets.set(id, new Set([caller]));
    };
    for (const id of callees) {
      add(id);
      for (let type = ownerType?.(id); type !== undefined; type = ownerType?.(type)) {
        if (caller !== type && !caller.startsWith(`${type}.`)) add(type);
      }
    }
  }
  const counts = (sets: Map<string, Set<string>>): Map<string, number> => new Map([...sets].map(([id, set]) => [id, set.size]));
  return { outside: counts(outside), tests: counts(tests) };
}

/** `ids` most important first (higher caller count), ties in id order. */
export function byImportance(ids: string[], importance: ReadonlyMap<string, number>): string[] {
  return [...ids].sort((a, b) => (importance.get(b) ?? 0) - (importance.get(a) ?? 0) || compareIds(a, b));
}
