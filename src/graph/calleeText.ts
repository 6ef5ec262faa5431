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
 * closed (a Rust lifetime `'a`) is an ordinary character. Comments between the parts of a chain are no part of it
 * ({@link commentEnd}).
 */
export function calleeText(t: string, separators: readonly string[] = []): string {
  const parts: { literal: boolean; text: string }[] = [];
  // Code read so far since the last literal, comments replaced by a space ({@link commentEnd}).
  let code = "";
  let start = 0;
  for (let i = 0; i < t.length; i++) {
    const skip = commentEnd(t, i);
    if (skip !== undefined) {
      code += `${t.slice(start, i)} `;
      start = skip;
      i = skip - 1;
      continue;
    }
    const quote = t[i]!;
    if (!QUOTES.has(quote)) continue;
    let end = i + 1;
    while (end < t.length && t[end] !== quote) end += t[end] === "\\" ? 2 : 1;
    if (end >= t.length) continue;
    parts.push({ literal: false, text: code + t.slice(start, i) }, { literal: true, text: t.slice(i, end + 1).replace(/[ \t]*\r?\n\s*/gu, " ") });
    code = "";
    start = end + 1;
    i = end;
  }
  parts.push({ literal: false, text: code + t.slice(start) });
  const read = (c: string): string => {
    // Whitespace only between word characters (`new Builder()`), as one space.
    let out = c.split(/(?<=[\p{L}\p{N}_$])\s+(?=[\p{L}\p{N}_$])/u).map((part) => part.replace(/\s+/gu, "")).join(" ");
    for (const sep of separators) out = out.split(sep).join(".");
    return out;
  };
  return parts.map((p) => (p.literal ? p.text : read(p.text))).join("");
}

/**
 * Where a comment starting at `i` ends (the offset after it), outside string literals: a `/* … *\/` block, or a `//`
 * comment that ends at a line break (unjs/ufo's `encode(…)` chain with a `//` line between its `.replace(…)` calls
 * was named "encode(…)//Encodes the space as+,…"); undefined when none starts there.
 */
function commentEnd(t: string, i: number): number | undefined {
  if (t[i] !== "/") return undefined;
  if (t[i + 1] === "*") {
    const end = t.indexOf("*/", i + 2);
    return end < 0 ? undefined : end + 2;
  }
  if (t[i + 1] === "/") {
    const end = t.indexOf("\n", i + 2);
    return end < 0 ? undefined : end;
  }
  return undefined;
}
