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
 * ({@link withoutComments}).
 */
export function calleeText(written: string, separators: readonly string[] = []): string {
  const t = withoutComments(written);
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

/**
 * `t` without the `/* … *\/` comments and the `//` comments that end at a line break, outside string literals: unjs/ufo's
 * `encode(…)` chain with a `//` line between its `.replace(…)` calls was named "encode(…)//Encodes the space as+,…".
 */
function withoutComments(t: string): string {
  if (!t.includes("/")) return t;
  let out = "";
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (QUOTES.has(c)) {
      let end = i + 1;
      while (end < t.length && t[end] !== c) end += t[end] === "\\" ? 2 : 1;
      if (end < t.length) {
        out += t.slice(i, end + 1);
        i = end;
        continue;
      }
    } else if (c === "/" && t[i + 1] === "*") {
      const end = t.indexOf("*/", i + 2);
      if (end >= 0) {
        out += " ";
        i = end + 1;
        continue;
      }
    } else if (c === "/" && t[i + 1] === "/") {
      const end = t.indexOf("\n", i + 2);
      if (end >= 0) {
        i = end - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}
