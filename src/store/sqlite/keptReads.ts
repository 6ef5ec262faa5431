/**
 * Areas of the SQLite store whose whole-table reads a connection keeps between calls (`SqliteStore.kept`): the code
 * graph, the file rows, the search stamps and the node summaries.
 */
export type ReadArea = "graph" | "files" | "search" | "nodeSummaries";

/** Every area: what a write that names no area makes old. */
export const READ_AREAS: readonly ReadArea[] = ["graph", "files", "search", "nodeSummaries"];

/**
 * `value` with every object and array inside it frozen (in place), returned: a kept read is shared by every caller,
 * so a caller that tried to change it would otherwise change what the next caller reads (in strict mode the attempt
 * throws a TypeError instead).
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== "object" || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const child of Object.values(v)) if (child !== null && typeof child === "object") stack.push(child);
  }
  return value;
}
