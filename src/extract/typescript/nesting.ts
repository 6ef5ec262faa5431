/**
 * A cheap pre-parse guard for BC-33 input B: the compiler's recursive-descent parser overflows the
 * stack at roughly 850 nested parentheses in a default Node 20 stack (700 still works), and where
 * exactly depends on the stack left at the call. Counting bracket depth first makes the outcome the
 * same on every machine and in every thread.
 */
// Type-only: this module is re-exported by the extract entry, which read-only commands load; a value import would
// make every command load the TypeScript compiler (over a second of start-up).
import type { ts } from "ts-morph";

/** Deepest bracket nesting accepted before a file is skipped (`(`, `[`, `{` count; real code stays under 100). */
export const MAX_BRACKET_DEPTH = 500;

/**
 * True when `text` nests `(`, `[` or `{` more than `limit` deep. Strings, template literals and
 * comments are skipped (a template's `${…}` parts included, which only under-counts).
 */
export function exceedsNesting(text: string, limit = MAX_BRACKET_DEPTH): boolean {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 41 || c === 93 || c === 125) {
      if (depth > 0) depth--;
    } else if (c === 34 || c === 39 || c === 96) {
      i = skipQuoted(text, i, c);
    } else if (c === 47 && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next === 47) {
        const end = text.indexOf("\n", i);
        i = end < 0 ? n : end;
      } else if (next === 42) {
        const end = text.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 1;
      }
    }
  }
  return false;
}

/**
 * Deepest syntax tree accepted before a file is skipped. The type checker resolves each identifier by walking up
 * its ancestors, so a chain like `a + a + … + a` of n terms (n deep) costs about n² steps: 20,000 terms took 70 s
 * of extraction (33 s CPU) before this limit, 2,000 take well under a second. Real code stays under 200.
 */
export const MAX_TREE_DEPTH = 2000;

/**
 * True when the syntax tree under `node` is more than `limit` nodes deep. Iterative (an explicit stack), so a deep
 * tree cannot overflow the call stack here; stops at the first path over the limit.
 */
export function exceedsTreeDepth(node: ts.Node, limit = MAX_TREE_DEPTH): boolean {
  const stack: [ts.Node, number][] = [[node, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (depth > limit) return true;
    current.forEachChild((child) => {
      stack.push([child, depth + 1]);
    });
  }
  return false;
}

/** Index of the closing quote of the string that opens at `start` (or the end of the line / text). */
function skipQuoted(text: string, start: number, quote: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === quote) return i;
    else if (c === 10 && quote !== 96) return i;
  }
  return text.length;
}
