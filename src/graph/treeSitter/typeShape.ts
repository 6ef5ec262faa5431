/**
 * Matching a type as written against a generic parameter type as written, for picking overloads by argument types.
 */

const IDENT = /^[\p{L}_][\p{L}\p{N}_]*/u;

/** The end of the one type written at `i` of `text` (a dotted name, its type arguments, `?` and `[]`), or `i` when none. */
function typeEnd(text: string, i: number): number {
  let k = i;
  const name = /^[\p{L}_][\p{L}\p{N}_.]*/u.exec(text.slice(k));
  if (name) k += name[0].length;
  else if (text[k] !== "(") return i;
  if (text[k] === "<" || (!name && text[k] === "(")) {
    let depth = 0;
    for (; k < text.length; k++) {
      const c = text[k];
      if (c === "<" || c === "(") depth++;
      else if (c === ">" || c === ")") {
        depth--;
        if (depth === 0) {
          k++;
          break;
        }
      }
    }
    if (depth !== 0) return i;
  }
  for (;;) {
    if (text[k] === "?") k++;
    else if (text.startsWith("[]", k)) k += 2;
    else return k;
  }
}

/**
 * True when type `arg` (as written: `Expression<Func<Person, int>>`) has the shape of parameter type `param`
 * (`Expression<Func<T, TProperty>>`), each type parameter (a name `typeParameter` matches) standing for one whole type
 * and everything else written the same; false for a bare type parameter (`TProperty`: it takes anything) and for
 * a parameter type without type parameters (only an exact match tells there). Whitespace does not count.
 */
export function fitsTypeShape(arg: string, param: string, typeParameter: RegExp): boolean {
  const a = arg.replace(/\s+/gu, "");
  const p = param.replace(/\s+/gu, "");
  let i = 0;
  let j = 0;
  let wild = false;
  let concrete = false;
  while (j < p.length) {
    const m = IDENT.exec(p.slice(j));
    if (m && typeParameter.test(m[0])) {
      let end = typeEnd(a, i);
      if (end === i) return false;
      // `TProperty?` against `int?`, `TElement[]` against `int[]`: the `?` and `[]` are the parameter's own.
      let suffix = "";
      for (let k = j + m[0].length; p[k] === "?" || p.startsWith("[]", k); k = j + m[0].length + suffix.length) suffix += p[k] === "?" ? "?" : "[]";
      if (suffix && a.slice(i, end).endsWith(suffix)) end -= suffix.length;
      i = end;
      j += m[0].length;
      wild = true;
    } else if (m) {
      const after = a[i + m[0].length];
      if (!a.startsWith(m[0], i) || (after !== undefined && /[\p{L}\p{N}_]/u.test(after))) return false;
      i += m[0].length;
      j += m[0].length;
      concrete = true;
    } else {
      if (a[i] !== p[j]) return false;
      i++;
      j++;
    }
  }
  return i === a.length && wild && concrete;
}
