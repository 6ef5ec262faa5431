/**
 * Rust graph rules: a module path `crate::a::b` is `src/a/b.rs` or `src/a/b/mod.rs` under the crate root (the
 * `src/` folder above the file), `self::`/`super::` are relative to the file's module, a path whose first
 * segment names a crate folder of the workspace (`grep_searcher` → `crates/searcher/`, `…/grep-searcher/`) is that
 * crate, and `std`/`core`/`alloc` or any other crate are external. `impl T` methods are `T.m`; `self.m()` uses the
 * impl's type; `T::new()` its associated function.
 */
import path from "node:path";
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { LITERAL_OBJECT } from "../shared.js";

const BUILTINS = [
  "Some", "None", "Ok", "Err", "Box", "Vec", "String", "Option", "Result", "Rc", "Arc", "RefCell", "Cell", "Mutex", "RwLock",
  "HashMap", "HashSet", "BTreeMap", "BTreeSet", "VecDeque", "Default", "Cow", "PathBuf", "Path", "drop", "panic", "assert",
  "format", "println", "eprintln", "write", "writeln", "vec", "matches", "unreachable", "todo", "unimplemented", "std", "core", "alloc",
  // Primitive types (`str`, `u8`…), and what `typeName` calls slices, arrays and tuples: their methods are the language's.
  "str", "char", "bool", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64",
  "slice", "tuple",
];

/** Smart pointers whose methods calls reach through to the pointee (`Arc<Searcher>` → `Searcher`). */
const POINTERS = new Set(["Box", "Rc", "Arc"]);

const COMMON = [
  "new", "default", "from", "into", "clone", "len", "is_empty", "push", "pop", "get", "get_mut", "insert", "remove", "iter",
  "iter_mut", "into_iter", "map", "and_then", "unwrap", "expect", "ok", "err", "as_ref", "as_mut", "as_str", "as_bytes",
  "to_string", "to_owned", "fmt", "eq", "cmp", "partial_cmp", "hash", "next", "write", "read", "flush", "build", "finish",
  "contains", "extend", "clear", "drop", "deref", "deref_mut", "borrow", "borrow_mut", "try_from", "try_into", "from_str",
  "parse", "with_capacity", "start", "end", "find", "is_match", "path", "name", "kind", "run", "search", "matched",
];

/**
 * The folder of the crate root file a module path `crate::…` starts at: the `src/` folder above the file, else
 * (a crate laid out without `src/`, ripgrep's `crates/core/`) the nearest folder above it holding `lib.rs` or `main.rs`.
 */
function crateRoot(fromPath: string, env: ModuleEnv): string | undefined {
  const parts = fromPath.split("/");
  const i = parts.lastIndexOf("src");
  if (i >= 0) return parts.slice(0, i + 1).join("/");
  for (let n = parts.length - 1; n >= 1; n--) {
    const dir = parts.slice(0, n).join("/");
    if (env.files.has(`${dir}/lib.rs`) || env.files.has(`${dir}/main.rs`)) return dir;
  }
  return undefined;
}

function moduleFile(dir: string, segments: string[], env: ModuleEnv): string | undefined {
  // The longest prefix of the path that is a module file (the rest are items inside it).
  for (let n = segments.length; n >= 1; n--) {
    const rel = [dir, ...segments.slice(0, n)].filter(Boolean).join("/");
    for (const c of [`${rel}.rs`, `${rel}/mod.rs`]) if (env.files.has(c)) return c;
  }
  for (const c of ["lib.rs", "main.rs", "mod.rs"]) if (env.files.has(`${dir}/${c}`)) return `${dir}/${c}`;
  return undefined;
}

function resolveRust(module: string, fromPath: string, env: ModuleEnv): ModuleTarget {
  // Written with `::`; a path the resolver extends by a name (`crate::flags` + `convert`) joins with `.`, and is a
  // module only when that name is a module file (`convert.rs`, `convert/mod.rs`), not an item of the module before it.
  const dot = module.lastIndexOf(".");
  if (dot >= 0) {
    const target = resolveRust(module.slice(0, dot), fromPath, env);
    const name = module.slice(dot + 1);
    const sub = target && "paths" in target ? resolveRust(`${module.slice(0, dot)}::${name}`, fromPath, env) : undefined;
    return sub && "paths" in sub && sub.paths.some((p) => p.endsWith(`/${name}.rs`) || p.endsWith(`/${name}/mod.rs`)) ? sub : undefined;
  }
  const segments = module.split("::").filter(Boolean);
  const head = segments[0];
  if (!head || head === "std" || head === "core" || head === "alloc") return { external: true };
  const dir = path.posix.dirname(fromPath);
  if (head === "crate") {
    const root = crateRoot(fromPath, env);
    const f = root !== undefined ? moduleFile(root, segments.slice(1), env) : undefined;
    return f ? { paths: [f] } : undefined;
  }
  if (head === "self" || head === "super") {
    let base = path.posix.basename(fromPath) === "mod.rs" || path.posix.basename(fromPath) === "lib.rs" || path.posix.basename(fromPath) === "main.rs" ? dir : `${dir}/${path.posix.basename(fromPath, ".rs")}`;
    let rest = segments;
    while (rest[0] === "super") {
      base = path.posix.dirname(base);
      rest = rest.slice(1);
    }
    if (rest[0] === "self") rest = rest.slice(1);
    const f = moduleFile(base, rest, env);
    return f ? { paths: [f] } : undefined;
  }
  // Another crate of the workspace: a folder named after it (`grep_searcher` → `grep-searcher` or `searcher`).
  const names = new Set([head, head.replace(/_/gu, "-"), head.replace(/^[^_]+_/u, "")]);
  for (const f of env.files) {
    const m = /^(.*\/)?([^/]+)\/src\/lib\.rs$/u.exec(f);
    if (m && names.has(m[2]!)) {
      const found = moduleFile(`${m[1] ?? ""}${m[2]}/src`, segments.slice(1), env);
      if (found) return { paths: [found] };
    }
  }
  return { external: true };
}

/** A declared type as written → the bare type name: `&'a mut T` → `T`, `Arc<Foo<T>>` → `Foo`, `a::B` → `a.B`, `[u8]` → `slice`. */
function rustTypeName(text: string): string | undefined {
  let t = text.trim().replace(/^&\s*(?:'\w+\s+)?(?:mut\s+)?/u, "").replace(/^(?:dyn|impl)\s+/u, "");
  if (t.startsWith("[")) return "slice"; // `[u8]`, `[T; 4]`
  if (t.startsWith("(")) return "tuple";
  const pointer = /^(?:(?:std|alloc)::(?:boxed|rc|sync)::)?(\w+)\s*<(.*)>$/su.exec(t);
  if (pointer && POINTERS.has(pointer[1]!)) return rustTypeName(pointer[2]!);
  // `io::Result<T>`, `anyhow::Result<T>`, `std::option::Option<T>`: the standard wrappers (a crate's `type Result<T>`
  // alias is one too), whose methods (`unwrap`, `map_err`…) are the standard library's.
  const wrapper = /^(?:\w+::)*(Result|Option)\s*(?:<.*>)?$/su.exec(t);
  if (wrapper) return wrapper[1];
  for (let prev = ""; prev !== t; ) {
    prev = t;
    t = t.replace(/<[^<>]*>/gu, "");
  }
  t = t.split("::").join(".");
  return /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/u.test(t) ? t : undefined;
}

/** What the graph builder knows about Rust. */
export const rustGraph: GraphLanguage = {
  id: "rust",
  grammar: "tree-sitter-rust.wasm",
  literalObject: LITERAL_OBJECT,
  builtins: new Set(BUILTINS),
  selfName: "self",
  selfType: "Self",
  // A method no type or trait of the repository defines comes from the standard library or another crate.
  unknownMethodsExternal: true,
  // `File::open`, `OsString::from_vec`: a type path no struct, enum or trait of the repository has is std's or a crate's.
  constantObject: /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/u,
  separators: ["::"],
  // `use` lists and re-exports (`pub use`) are followed only in part: a type or function named in no scope or
  // import resolves to the one of that name in the repository (`name-only`), and a method on an untyped receiver
  // to the one method of that name, except trait and standard-library names every type has.
  nameOnlyTypes: true,
  nameOnlyFallback: true,
  commonMethods: new Set(COMMON),
  folderScope: false,
  importsFolders: false,
  // Methods of one name from several `impl` blocks of one type (`impl Service<A> for Router` and `impl Service<B> for
  // Router`, each with its `call`) are different definitions: each its own node, the later ones `@<line>` on the id.
  // A call picks by argument count and the declared types of names passed; else it is a guess among them (`name-only`).
  overloads: true,
  // A name passed (`req`) has its declared type (`Request<B>`): the method whose parameter has exactly that type wins.
  argumentType: (arg, declared) => (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(arg) ? declared(arg)?.replace(/\s+/gu, "") : undefined),
  bindings(fact) {
    if (fact.wildcard) return [{ local: "*", module: fact.module, wildcard: true }];
    if (fact.name !== undefined) {
      if (fact.name === "self") return [{ local: fact.module.split("::").pop()!, module: fact.module }];
      return [{ local: fact.local ?? fact.name, module: fact.module, name: fact.name }];
    }
    return [];
  },
  resolveModule: resolveRust,
  typeName: rustTypeName,
};
