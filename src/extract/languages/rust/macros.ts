/**
 * Rust item macros whose body is the items it declares, written as items (`pin_project! { pub struct Pending { #[pin]
 * inner: PendingInner } }`, pin-project-lite): the macro's name and its braces blanked before parsing (same length, so
 * offsets and lines hold), so the struct is one of the file's. reqwest's `Pending` and `PendingRequest` had been no
 * types: `Pending::new_err(…)` read as a call outside the repository and `PendingRequest::poll` had no owner type.
 */

/** Macros whose braced body holds plain items (`#[pin]` on a field is attribute syntax the grammar reads). */
const ITEM_MACROS = ["pin_project"];

const OPENING = new RegExp(String.raw`^([ \t]*)((?:${ITEM_MACROS.join("|")})![ \t]*)\{`, "gmu");

/** Offset of the `}` closing the `{` at `open`, skipping string literals and comments (not `'{'` characters); -1 when none. */
function closingBrace(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "/" && source[i + 1] === "/") {
      const end = source.indexOf("\n", i);
      if (end < 0) return -1;
      i = end;
    } else if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if (c === '"') {
      for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === "\\") i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return -1;
}

/** `source` with each {@link ITEM_MACROS} invocation at a line's start reduced to its body: same length. */
export function blankItemMacros(source: string): string {
  if (!source.includes("!")) return source;
  const cuts: [number, number][] = [];
  for (const m of source.matchAll(OPENING)) {
    const open = m.index + m[1]!.length + m[2]!.length;
    const close = closingBrace(source, open);
    if (close < 0) continue;
    cuts.push([m.index + m[1]!.length, open + 1], [close, close + 1]);
  }
  if (!cuts.length) return source;
  let out = "";
  let at = 0;
  for (const [start, end] of cuts) {
    if (start < at) continue;
    out += source.slice(at, start) + " ".repeat(end - start);
    at = end;
  }
  return out + source.slice(at);
}
