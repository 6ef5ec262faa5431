/**
 * Text-output escaping: a repository-controlled string (a path, an id, a summary line) printed in a line- or
 * tab-separated output must stay one field on one line, or a crafted file name could fake result lines.
 */

/**
 * `text` with every control character (C0, DEL, C1) and the backslash escaped C-style: `\n`, `\t`, `\r`, `\\`,
 * else `\xNN` (`\u{NNNN}` for the line and paragraph separators U+2028/U+2029). Printable text is unchanged, so
 * ordinary paths print as they are; the escaping is unambiguous (a literal backslash prints as `\\`).
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g, (c) => {
    switch (c) {
      case "\n":
        return "\\n";
      case "\t":
        return "\\t";
      case "\r":
        return "\\r";
      case "\\":
        return "\\\\";
      default: {
        const code = c.charCodeAt(0);
        return code > 0xff ? `\\u{${code.toString(16)}}` : `\\x${code.toString(16).padStart(2, "0")}`;
      }
    }
  });
}
