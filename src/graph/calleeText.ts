/**
 * The text of a call's callee or object as graph edges name it (`?", ".join`), shared by the TypeScript and
 * tree-sitter builders so every language writes literals the same way.
 */
/** Quotes that open a string literal in callee texts (Python/Ruby `"…"` and `'…'`, JavaScript template `` `…` ``). */
const QUOTES = new Set(['"', "'", "`"]);

/**
 * A callee or call-object text in the one path syntax resolution reads: outside string literals, whitespace is kept
 * only between word characters (`new Builder()`), as one space, and each of `separators` (`::`, `->`) becomes `.`;
 * a string literal stays as written, a line break in it (with its indentation) read as one space: starlette's
 * `", ".join` read `",".join` and rack's `{ "x-cascade" => "pass" }` read `{"x-cascade"=>"pass"}`. A quote never
 * closed (a Rust lifetime `'a`) is an ordinary character.
 */
export function calleeText(t: string, separators: readonly string[] = []): string {
  const parts: { literal: boolean; text: string }[] = [];
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const quote = t[i]!;
    if (!QUOTES.has(quote)) continue;
    let end = i + 1;
    while (end < t.length && t[end] !== quote) end += t[end] === "\\" ? 2 : 1;
    if (end >= t.length) continue;
    parts.push({ literal: false, text: t.slice(start, i) }, { literal: true, text: t.slice(i, end + 1).replace(/[ \t]*\r?\n\s*/gu, " ") });
    start = end + 1;
    i = end;
  }
  parts.push({ literal: false, text: t.slice(start) });
  const code = (c: string): string => {
    // Whitespace only between word characters (`new Builder()`), as one space.
    let out = c.split(/(?<=[\p{L}\p{N}_$])\s+(?=[\p{L}\p{N}_$])/u).map((part) => part.replace(/\s+/gu, "")).join(" ");
    for (const sep of separators) out = out.split(sep).join(".");
    return out;
  };
  return parts.map((p) => (p.literal ? p.text : code(p.text))).join("");
}
