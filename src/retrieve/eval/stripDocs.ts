/**
 * Removes the doc comment of chosen declarations from a file's text, for doc-comment queries (evaluated on a copy of the repository with exactly those doc comments removed). Removed lines
 * become empty lines, so every other line number — and so every node span — stays the same.
 *
 * For a declaration starting at line L (1-based):
 * 1. A comment starting on L itself (`/**`, `///`, `//`, `#`) is removed through its end.
 * 2. Else, above L (skipping decorator/attribute lines `@…`, `#[…]`, `[…]`): a block comment ending in
 *    `*\/` is removed back to the line its `/*` opens; a run of `//`, `///` or `#` lines is removed.
 * 3. Else, inside (Python): the first statement after the header line ending in `:` when it is a string
 *    literal (`"""`, `'''`, optionally `r`/`u`/`b`-prefixed) is replaced by `pass` and blank lines.
 */

const LINE_COMMENT = /^\s*(\/\/\/?|#(?!\[)|--)/;
const DECORATOR = /^\s*(@\w|#\[|\[\w)/;

/** Removes the doc of each declaration line in `lines` (1-based); returns the new text and how many were found. */
export function stripDocComments(text: string, declarationLines: number[]): { text: string; removed: number } {
  const lines = text.split("\n");
  let removed = 0;
  for (const line of declarationLines) if (stripOne(lines, line - 1)) removed += 1;
  return { text: lines.join("\n"), removed };
}

function blank(lines: string[], from: number, to: number): void {
  for (let i = from; i <= to; i++) lines[i] = "";
}

function stripOne(lines: string[], at: number): boolean {
  const own = lines[at] ?? "";
  if (/^\s*\/\*/.test(own)) {
    const end = findBlockEnd(lines, at);
    if (end >= 0) {
      blank(lines, at, end);
      return true;
    }
  }
  if (LINE_COMMENT.test(own)) {
    let end = at;
    while (end + 1 < lines.length && LINE_COMMENT.test(lines[end + 1]!)) end++;
    blank(lines, at, end);
    return true;
  }
  let i = at - 1;
  while (i >= 0 && DECORATOR.test(lines[i]!)) i--;
  if (i >= 0 && /\*\/\s*$/.test(lines[i]!)) {
    // The opener starts its line: a `/*` inside the comment (`'/auth/*'` in an example) is not one.
    let start = i;
    while (start >= 0 && !/^\s*\/\*/.test(lines[start]!)) start--;
    if (start >= 0) {
      blank(lines, start, i);
      return true;
    }
  }
  if (i >= 0 && LINE_COMMENT.test(lines[i]!)) {
    let start = i;
    while (start - 1 >= 0 && LINE_COMMENT.test(lines[start - 1]!)) start--;
    blank(lines, start, i);
    return true;
  }
  return stripDocstring(lines, at);
}

function findBlockEnd(lines: string[], from: number): number {
  for (let i = from; i < lines.length; i++) if (/\*\//.test(lines[i]!)) return i;
  return -1;
}

function stripDocstring(lines: string[], at: number): boolean {
  let header = at;
  while (header < lines.length && header < at + 20 && !/:\s*(#.*)?$/.test(lines[header]!)) header++;
  let body = header + 1;
  while (body < lines.length && !lines[body]!.trim()) body++;
  const m = /^(\s*)[rRuUbB]?("""|''')/.exec(lines[body] ?? "");
  if (!m) return false;
  const quote = m[2]!;
  const first = lines[body]!;
  const rest = first.slice(first.indexOf(quote) + 3);
  let end = body;
  if (!rest.includes(quote)) {
    end = body + 1;
    while (end < lines.length && !lines[end]!.includes(quote)) end++;
    if (end >= lines.length) return false;
  }
  blank(lines, body, end);
  lines[body] = `${m[1]}pass`;
  return true;
}
