/**
 * Go graph rules: a package is a folder, and the top-level names of its files see each other; an import binds
 * its alias, else the imported package's declared name (else the last path element without a `/vN` suffix);
 * an import path inside a `go.mod` module of the repository leads to that folder's files, any other is external
 * (the standard library, third-party modules). Methods are `Type.Method` whatever the receiver form (`*T`, `T[K]`).
 */
import type { GraphLanguage } from "../../treeSitter/graphLanguage.js";

const BUILTINS = [
  "append", "cap", "clear", "close", "complex", "copy", "delete", "imag", "len", "make", "max", "min", "new", "panic", "print",
  "println", "real", "recover",
  // conversions to predeclared types read as calls
  "bool", "byte", "complex64", "complex128", "error", "float32", "float64", "int", "int8", "int16", "int32", "int64", "rune",
  "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "any",
];

/** Default package name of an import path: the last element, skipping a `/vN` major-version suffix. */
function lastElement(module: string): string {
  const parts = module.split("/");
  let last = parts[parts.length - 1]!;
  if (/^v\d+$/u.test(last) && parts.length > 1) last = parts[parts.length - 2]!;
  return last.replace(/^go-/u, "").replace(/[-.].*$/u, "");
}

/** What the graph builder knows about Go. */
export const goGraph: GraphLanguage = {
  id: "go",
  grammar: "tree-sitter-go.wasm",
  builtins: new Set(BUILTINS),
  folderScope: true,
  importsFolders: true,
  bindings(fact, packageName) {
    if (fact.alias === "_") return [];
    if (fact.alias === ".") return [{ local: "*", module: fact.module, wildcard: true }];
    return [{ local: fact.alias ?? packageName(fact.module) ?? lastElement(fact.module), module: fact.module }];
  },
  resolveModule(module, _fromPath, env) {
    for (const [modulePath, dir] of env.goModules) {
      if (module !== modulePath && !module.startsWith(modulePath + "/")) continue;
      const sub = module.slice(modulePath.length + 1);
      const folder = dir && sub ? `${dir}/${sub}` : dir || sub;
      const paths = env.filesIn(folder).filter((p) => p.endsWith(".go"));
      return paths.length ? { paths } : undefined;
    }
    return { external: true };
  },
  typeName(text) {
    const t = text.trim().replace(/^[*&]+/u, "").replace(/\[.*\]$/u, "");
    return /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?$/u.test(t) ? t : undefined;
  },
};
