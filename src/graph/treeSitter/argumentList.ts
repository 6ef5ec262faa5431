/** Splitting an argument or type-argument list as written, for the resolver and the languages' type readers. */

/**
 * The top-level arguments of an argument list's inner text (`a, f(b, c), new List<int, string>()` → three), or
 * undefined when its brackets or quotes do not balance; `[]` for none. With `separator` another top-level separator
 * splits (`|` of a union type: `A | Dict[str, B | C]` → two).
 */
export function splitArguments(text: string, separator = ","): string[] | undefined {
  if (!text.trim()) return [];
  const out: string[] = [];
  let depth = 0;
  let angle = 0;
  let start = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    // A type argument list (`List<int, string>`): a `<` right after a name.
    else if (c === "<" && /[\p{L}\p{N}_]/u.test(text[i - 1] ?? "")) angle++;
    else if (c === ">" && angle > 0 && text[i - 1] !== "=") angle--;
    else if (c === separator && depth === 0 && angle === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
    if (depth < 0) return undefined;
  }
  if (depth !== 0 || quote) return undefined;
  out.push(text.slice(start).trim());
  return out;
}
