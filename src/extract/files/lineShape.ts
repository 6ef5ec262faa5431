/**
 * The shape of a text's lines, used to tell minified or machine-written one-liners from source
 * (a 2 MB one-line data file and a 1.9 MB one-line bundle).
 */

/** Default for `maxLineChars`: a longest line above this many UTF-16 code units is suspicious. */
export const DEFAULT_MAX_LINE_CHARS = 5_000;

/**
 * Mean line length, in UTF-16 code units, above which a text with an over-long line counts as minified.
 * Hand-written source averages 30–60; a 300-line file with one 10,000-character data URL averages about
 * 75, so it is kept, while a bundle of a few short header lines and one huge line averages thousands.
 */
export const MINIFIED_MEAN_LINE_CHARS = 500;

/** Line counts and lengths; lengths exclude the line break and are in UTF-16 code units. */
export interface LineShape {
  /** Lines, as `countLines` counts them: `\r\n`, `\n` or a lone `\r` ends one; a last unterminated line counts. */
  lines: number;
  /** Length of the longest line. */
  longest: number;
  /** Text length without line breaks divided by `lines` (0 for empty text). */
  mean: number;
}

/** Measures `text` in one pass without splitting it (a 5 MB file stays one string). */
export function measureLines(text: string): LineShape {
  let lines = 0;
  let longest = 0;
  let content = 0;
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i += 1) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    const len = i - start;
    lines += 1;
    content += len;
    if (len > longest) longest = len;
    if (c === 13 && text.charCodeAt(i + 1) === 10) i += 1;
    start = i + 1;
  }
  if (start < n) {
    const len = n - start;
    lines += 1;
    content += len;
    if (len > longest) longest = len;
  }
  return { lines, longest, mean: lines === 0 ? 0 : content / lines };
}

/**
 * Whether a text of this shape is treated as minified: its longest line exceeds `maxLineChars` and its
 * mean line exceeds {@link MINIFIED_MEAN_LINE_CHARS}. Both are in UTF-16 code units.
 */
export function looksMinified(shape: LineShape, maxLineChars: number): boolean {
  return shape.longest > maxLineChars && shape.mean > MINIFIED_MEAN_LINE_CHARS;
}
