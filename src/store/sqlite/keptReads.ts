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

/**
 * Order of SQLite's BINARY collation on UTF-8 text (byte order), which is Unicode code point order: JavaScript's `<`
 * compares UTF-16 code units and puts a character above U+FFFF before U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (U+D800–DFFF) stand for code points above U+FFFF: they sort after every other code unit.
    const surrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;
    if (surrogate(x) !== surrogate(y)) return surrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/**
 * Most rows {@link patchSorted} puts in one by one (a binary search each) rather than with passes over every row: a
 * watcher's update stores each file's row on its own (on trpc, 1,549 rows walked three times per stored file).
 */
const FEW_ROWS = 16;

/** {@link patchSorted} for a few rows: `upserts` in order (a later one of the same id wins), then `removed` out. */
function patchFew<T>(old: readonly T[], upserts: readonly T[], removed: readonly string[], idOf: (row: T) => string): T[] {
  const next = old.slice();
  // The first index whose id is not below `id` (code point order), and whether it holds `id`.
  const find = (id: string): { at: number; found: boolean } => {
    let lo = 0;
    let hi = next.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareCodePoints(idOf(next[mid]!), id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return { at: lo, found: lo < next.length && idOf(next[lo]!) === id };
  };
  for (const row of upserts) {
    const { at, found } = find(idOf(row));
    next.splice(at, found ? 1 : 0, row);
  }
  for (const id of removed) {
    const { at, found } = find(id);
    if (found) next.splice(at, 1);
  }
  return next;
}

/** Most rows a patch of a kept read changes; a bigger write (a cold index) drops the kept read instead. */
export const PATCH_MAX_ROWS = 2000;

/**
 * `old` (sorted by id, code point order, as a kept read holds it) with `upserts` put in by id and `removed` ids taken
 * out, still sorted by id: what the table read again would give. A new array; `old` is not changed. Undefined when
 * more than {@link PATCH_MAX_ROWS} rows change (reading again is then as cheap as patching). `idOf`: a row's id
 * (default its `id`; the file rows are keyed by `path`).
 */
export function patchSorted<T>(old: readonly T[], upserts: readonly T[], removed: readonly string[], idOf: (row: T) => string = (row) => (row as { id: string }).id): T[] | undefined {
  if (upserts.length + removed.length > PATCH_MAX_ROWS) return undefined;
  if (upserts.length + removed.length <= FEW_ROWS) return patchFew(old, upserts, removed, idOf);
  const byId = new Map(upserts.map((u) => [idOf(u), u]));
  const gone = new Set(removed);
  const next = old.filter((r) => !gone.has(idOf(r))).map((r) => byId.get(idOf(r)) ?? r);
  const known = new Set(old.map(idOf));
  const added = [...byId.entries()].filter(([id]) => !known.has(id) && !gone.has(id)).map(([, u]) => u);
  if (!added.length) return next;
  return [...next, ...added].sort((a, b) => compareCodePoints(idOf(a), idOf(b)));
}
