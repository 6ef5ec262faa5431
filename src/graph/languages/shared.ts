/**
 * Module and type-name rules several languages share, as plain functions their `language.ts` files pick from
 * (the graph core never calls these directly).
 */
import type { ModuleEnv } from "../treeSitter/graphLanguage.js";
import { splitArguments } from "../treeSitter/argumentList.js";

/**
 * Call objects that are literals, for `GraphLanguage.literalObject`: a string with optional prefix letters
 * (Python `r"…"`, `b'…'`, `f"…"`, `u"…"`; backquoted), a list / array / dict / block (`[`, `{`), a number.
 */
export const LITERAL_OBJECT = /^(?:[rbfu]*["'`]|[[{]|\d)/iu;

const folderIndex = new WeakMap<ModuleEnv, Map<string, string[]>>();

/** Folders of the repository (`""` for the root), each with its files, indexed once per environment. */
function folders(env: ModuleEnv): Map<string, string[]> {
  let index = folderIndex.get(env);
  if (!index) {
    index = new Map();
    for (const f of env.files) {
      const slash = f.lastIndexOf("/");
      const dir = slash < 0 ? "" : f.slice(0, slash);
      let list = index.get(dir);
      if (!list) index.set(dir, (list = []));
      list.push(f);
    }
    for (const list of index.values()) list.sort();
    folderIndex.set(env, index);
  }
  return index;
}

/**
 * Files a dotted package or class name (`a.b`, `a.b.C`) leads to: the files with extension `ext` of every
 * folder whose path ends with the package's segments (`src/main/java/a/b/` and `src/test/java/a/b/`: one
 * package), else the files `…/a/b/C<ext>`. Empty when nothing in the repository matches.
 */
export function dottedModuleFiles(module: string, env: ModuleEnv, ext: string): string[] {
  const rel = module.split(".").join("/");
  const index = folders(env);
  const matches = [...index.keys()].filter((d) => d === rel || d.endsWith(`/${rel}`)).sort();
  const inFolders = matches.flatMap((d) => index.get(d)!.filter((p) => p.endsWith(ext)));
  if (inFolders.length) return inFolders;
  const file = `${rel}${ext}`;
  return [...env.files].filter((p) => p === file || p.endsWith(`/${file}`)).sort();
}

/** Strips nested generic arguments (`<…>`). */
function stripGenerics(text: string): string {
  let t = text;
  for (let prev = ""; prev !== t; ) {
    prev = t;
    t = t.replace(/<[^<>]*>/gu, "");
  }
  return t;
}

/**
 * How many type arguments the last type of a declared type text is written with, for languages with `<…>` generics:
 * `Builder<T>` → 1, `Dictionary<string, List<int>>?` → 2, `Outer<T>.Inner` and `Builder` → 0.
 */
export function genericArity(text: string): number {
  const t = text.replace(/(?:\[[^\]]*\]|[?*&\s])+$/u, "");
  if (!t.endsWith(">")) return 0;
  let depth = 0;
  let commas = 0;
  for (let i = t.length - 1; i >= 0; i--) {
    const c = t[i];
    if (c === ">") depth++;
    else if (c === "<" && --depth === 0) return commas + 1;
    else if (c === "," && depth === 1) commas++;
  }
  return 0;
}

/**
 * A declared type as written → the bare (possibly dotted) type name, for languages with `<…>` generics and
 * `[]` arrays (Java, C#): `List<Foo>` → `List`, `final Map.Entry<K, V>` → `Map.Entry`, `Foo[]` → `Foo`, `Foo?` → `Foo`.
 * `separators` (`::`) are read as `.`. Undefined for anything else (primitives stay names; they resolve to nothing).
 */
export function genericTypeName(text: string, separators: readonly string[] = ["::"]): string | undefined {
  let t = stripGenerics(text).replace(/@\w+(?:\([^)]*\))?/gu, "").replace(/\b(?:final|const|struct|class|enum|ref|in|out|mut|dyn|impl)\b/gu, "");
  for (const s of separators) t = t.split(s).join(".");
  t = t.replace(/\[[^\]]*\]|[?*&\s]/gu, "").replace(/^\.+/u, "");
  if (t === "var" || t === "auto" || t === "dynamic") return undefined; // inferred: the initializer says
  return /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*$/u.test(t) ? t : undefined;
}

/** `(T) x` and `(T)x`: a cast's type and its operand; the type is a (dotted, generic, nullable or array) type name. */
const CAST = /^\(\s*([\p{L}_][\p{L}\p{N}_.]*(?:\s*<[^()]*>)?\??(?:\[\])?)\s*\)\s*[\p{L}_(@]/u;

/**
 * The type a C-family argument `arg` (C#, Java) shows as written, spaces removed: a cast's type (`(TypeElement) e` →
 * `TypeElement`), a constructed type (`new Ping { … }`, `new CodeBlock(…)`), else the declared type of a plain name or
 * a member `A.B`, or the declared result of a call (`r.consume()`), as `declared` gives it; undefined otherwise. Literals are each language's own (their type names differ).
 */
export function writtenType(arg: string, declared: (name: string) => string | undefined): string | undefined {
  const text = arg.trim();
  const cast = CAST.exec(text);
  if (cast) return cast[1]!.replace(/\s+/gu, "");
  const created = /^new\s+([\p{L}_][\p{L}\p{N}_.]*(?:\s*<[^(){}]*>)?)\s*[({]/u.exec(text);
  // The construction as a whole (`new CodeBlock(…)`: its brackets balance up to the end), not a call on what it builds
  // (`new T().mkC()`).
  if (created && splitArguments(text.slice(created[0].length, -1)) !== undefined) return created[1]!.replace(/\s+/gu, "");
  // A call (`r.consume()`, `tagSet().valueOf(name)`): what `declared` says its method returns.
  if (/^(?:new\s+)?[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)*\s*[(<]/u.test(text) && text.endsWith(")")) return declared(text)?.replace(/\s+/gu, "");
  return /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?$/u.test(arg) ? declared(arg)?.replace(/\s+/gu, "") : undefined;
}

/**
 * The collection an index expression as written indexes (`r.routes[i]` → `r.routes`, `m[k]` → `m`, `xs[i+1]` →
 * `xs`, `f(x)[0]` → `f(x)`): the text before the bracket pair that closes the object, when the pair holds one index
 * (the Go specification, "Index expressions"; Python's subscriptions, `parse(sql)[0]`); undefined for a slice
 * expression (`xs[1:]`, `xs[a:b:c]`: a colon at the pair's own depth), an empty pair, nothing before it, or any text
 * not ending in `]`. A generic instantiation
 * (`Box[int]`) reads as an index too: its "collection" names no collection, so it types nothing.
 */
export function indexedCollection(object: string): string | undefined {
  if (!object.endsWith("]")) return undefined;
  let depth = 0;
  for (let i = object.length - 1; i >= 0; i--) {
    const c = object[i]!;
    if (c === '"' || c === "'" || c === "`") {
      // A string key (`m["a]"]`): skip to its opening quote.
      const open = object.lastIndexOf(c, i - 1);
      if (open < 0) return undefined;
      i = open;
      continue;
    }
    if (")]}".includes(c)) depth++;
    else if ("([{".includes(c)) depth--;
    else if (c === ":" && depth === 1) return undefined; // a slice expression
    if (depth === 0) {
      const inner = object.slice(i + 1, -1).trim();
      const collection = object.slice(0, i);
      return c === "[" && inner !== "" && /[\p{L}\p{N}_)\]]$/u.test(collection) ? collection : undefined;
    }
  }
  return undefined;
}

/** Top-level comma-separated parts of a type argument list (C# `A, Dictionary<K, V>, R`, Java `K, Map<A, B>`: three, two), untrimmed. */
export function typeArguments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "<" || c === "(" || c === "[") depth++;
    else if (c === ">" || c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
