/**
 * Turns the source text of one comment or docstring into plain doc text: comment markers removed,
 * indentation removed, `\n` line endings (no `\r` survives). The marker decides
 * the rule, not the language, so one function serves every grammar.
 */

/** Splits on any line ending (`\r\n`, `\n`, lone `\r`). */
function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Drops blank lines at both ends and trailing spaces on each line. */
function trimBlankEdges(rows: string[]): string[] {
  const out = rows.map((r) => r.trimEnd());
  while (out.length > 0 && out[0] === "") out.shift();
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

/** Removes the indentation common to all non-blank rows. */
function dedent(rows: string[]): string[] {
  let margin = Infinity;
  for (const r of rows) {
    if (r.trim() === "") continue;
    margin = Math.min(margin, r.length - r.trimStart().length);
  }
  return margin === Infinity || margin === 0 ? rows : rows.map((r) => r.slice(margin));
}

/**
 * Python docstring text like `inspect.cleandoc`: string prefix and quotes removed, tabs expanded, the
 * first line left-trimmed, the common indentation of the other lines removed, blank edge lines dropped. Outside a
 * raw string a backslash ending a line continues it, as Python reads it: gunicorn opens docstrings with `"""\`, and
 * the summaries of its signal handlers read "\ SIGTTIN handling."; and `\'`, `\"`, `\\` read as the character.
 */
export function cleanDocstring(raw: string): string {
  const prefix = /^[rRuUbBfF]*/u.exec(raw)![0];
  let body = raw.slice(prefix.length);
  const quote = body.startsWith('"""') || body.startsWith("'''") ? body.slice(0, 3) : body.slice(0, 1);
  body = body.slice(quote.length);
  if (body.endsWith(quote)) body = body.slice(0, body.length - quote.length);
  // An odd run of backslashes before a line end: the last one joins the lines (`\\` is one backslash, kept).
  if (!/[rR]/u.test(prefix)) body = body.replace(/(?<!\\)((?:\\\\)*)\\\r?\n/gu, "$1");
  // An escaped quote or backslash reads as the character: sqlparse's `IdentifierList` doc read "A list of Identifier\'s".
  if (!/[rR]/u.test(prefix)) body = body.replace(/\\(['"\\])/gu, "$1");
  const rows = lines(body.replace(/\t/g, "        "));
  const first = (rows[0] ?? "").trim();
  const rest = dedent(rows.slice(1));
  return trimBlankEdges([first, ...rest]).join("\n");
}

/** Text of a block comment (`/* … *\/`, `/** … *\/`): markers and leading `*` columns removed. */
function cleanBlock(raw: string): string {
  const body = raw.replace(/^\/\*+!?/, "").replace(/\*+\/$/, "");
  const rows = lines(body);
  const starred = rows.slice(1).every((r) => r.trim() === "" || /^\s*\*/.test(r));
  const stripped = starred
    ? rows.map((r, i) => (i === 0 ? r : r.replace(/^\s*\*(?!\/) ?/, "")))
    : rows;
  const [head = "", ...tail] = stripped;
  return trimBlankEdges([head.trim(), ...dedent(tail)]).join("\n");
}

/** Ruby `=begin … =end` block. */
function cleanRubyBlock(raw: string): string {
  const rows = lines(raw);
  return trimBlankEdges(dedent(rows.slice(1, rows[rows.length - 1]?.startsWith("=end") ? -1 : undefined))).join("\n");
}

/** Markers of single-line comments, longest first: `///`, `//!`, `//`, `#`. */
const LINE_MARKER = /^(?:\/\/[/!]?|#)/;

/**
 * Plain text of consecutive comments written above one declaration. Block comments (`/* … *\/`,
 * `=begin … =end`) lose their delimiters and `*` column; line comments lose their marker and the
 * indentation common to all rows, so relative indentation (code samples) survives.
 */
export function cleanComments(raws: string[]): string {
  const parts: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length > 0) parts.push(trimBlankEdges(dedent(run)).join("\n"));
    run = [];
  };
  for (const raw of raws) {
    const text = raw.trim();
    if (text.startsWith("/*") || text.startsWith("=begin")) {
      flush();
      parts.push(text.startsWith("/*") ? cleanBlock(text) : cleanRubyBlock(text));
      continue;
    }
    for (const row of lines(text)) {
      const t = row.trimStart();
      const marker = LINE_MARKER.exec(t);
      run.push((marker ? t.slice(marker[0].length) : t).trimEnd());
    }
  }
  flush();
  return parts.filter((p) => p !== "").join("\n");
}
