/**
 * Module and type-name rules several languages share, as plain functions their `language.ts` files pick from
 * (the graph core never calls these directly).
 */
import type { ModuleEnv } from "../treeSitter/graphLanguage.js";

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
 * Files a dotted package or class name (`a.b`, `a.b.C`) leads to: the files with extension `ext` of the one
 * folder whose path ends with the package's segments (`src/main/java/a/b/`), else the file `…/a/b/C<ext>`.
 * Empty when nothing in the repository matches (or the match is ambiguous between folders).
 */
export function dottedModuleFiles(module: string, env: ModuleEnv, ext: string): string[] {
  const rel = module.split(".").join("/");
  const index = folders(env);
  const matches = [...index.keys()].filter((d) => d === rel || d.endsWith(`/${rel}`));
  if (matches.length === 1) return index.get(matches[0]!)!.filter((p) => p.endsWith(ext));
  if (matches.length > 1) return [];
  const file = `${rel}${ext}`;
  const files = [...env.files].filter((p) => p === file || p.endsWith(`/${file}`));
  return files.length === 1 ? files : [];
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
 * A declared type as written → the bare (possibly dotted) type name, for languages with `<…>` generics and
 * `[]` arrays (Java, C#): `List<Foo>` → `List`, `final Map.Entry<K, V>` → `Map.Entry`, `Foo[]` → `Foo`, `Foo?` → `Foo`.
 * `separators` (`::`) are read as `.`. Undefined for anything else (primitives stay names; they resolve to nothing).
 */
export function genericTypeName(text: string, separators: readonly string[] = ["::"]): string | undefined {
  let t = stripGenerics(text).replace(/@\w+(?:\([^)]*\))?/gu, "").replace(/\b(?:final|const|struct|class|enum|ref|in|out|mut|dyn|impl)\b/gu, "");
  for (const s of separators) t = t.split(s).join(".");
  t = t.replace(/\[[^\]]*\]|[?*&\s]/gu, "").replace(/^\.+/u, "");
  return /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*$/u.test(t) ? t : undefined;
}
