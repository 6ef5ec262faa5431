/**
 * Plain string helpers shared by the TypeScript extractor: whitespace collapsing, line-ending
 * normalization, cutting to a character budget.
 */

/** Collapses every whitespace run (spaces, tabs, `\r`, `\n`) to one space and trims both ends. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Turns `\r\n` and lone `\r` into `\n`. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/**
 * Cuts `text` to at most `max` UTF-16 code units, without adding an ellipsis. A cut never splits a
 * surrogate pair: the last code unit is dropped when it would be a lone high surrogate.
 */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/**
 * Removes the indentation common to every non-blank line, then trims the whole text: the shape of a
 * multi-line JSDoc tag such as `@example` is kept while its leading `*` column is not.
 */
export function dedent(text: string): string {
  const lines = text.split("\n");
  let indent = Number.MAX_SAFE_INTEGER;
  for (const line of lines) {
    if (line.trim() === "") continue;
    indent = Math.min(indent, line.length - line.trimStart().length);
  }
  if (indent === Number.MAX_SAFE_INTEGER || indent === 0) return text.trim();
  return lines
    .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
    .join("\n")
    .trim();
}
