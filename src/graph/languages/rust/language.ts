/**
 * Rust graph rules: a module path `crate::a::b` is `src/a/b.rs` or `src/a/b/mod.rs` under the crate root (the
 * `src/` folder above the file), `self::`/`super::` are relative to the file's module, a path whose first
 * segment names a crate folder of the workspace (`grep_searcher` → `crates/searcher/`, `…/grep-searcher/`) is that
 * crate, a first segment naming a child module of the file's (`routing` beside `lib.rs`) is that module, one naming
 * another module of the repository is unknown, and `std`/`core`/`alloc` or any other crate are external. `impl T` methods are `T.m`; `self.m()` uses the
 * impl's type; `T::new()` its associated function.
 */
import path from "node:path";
import type { Node } from "web-tree-sitter";
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { LITERAL_OBJECT } from "../shared.js";
import { blankItemMacros } from "../../../extract/index.js";

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

/**
 * Methods of the standard library's everyday types (`Option`, `Result`, iterators, `Vec`/`HashMap`, `str`/`String`,
 * `bool`, locks, channels, `Future`, `Read`/`Write`): a call of one on a receiver of unknown type is far more often the
 * standard library's than the one repository method of that name (axum: 11 of 12 `x.is_some()` by name were
 * `Option::is_some`, not `MethodEndpoint::is_some`), so it is never resolved by name alone.
 */
const STD_METHODS = [
  // Option / Result / bool
  "is_some", "is_none", "is_some_and", "is_none_or", "is_ok", "is_err", "is_ok_and", "is_err_and", "map_err", "map_or",
  "map_or_else", "and", "or", "or_else", "xor", "unwrap_or", "unwrap_or_else", "unwrap_or_default", "unwrap_err",
  "expect_err", "take", "replace", "get_or_insert", "get_or_insert_with", "filter", "flatten", "zip", "as_deref",
  "as_deref_mut", "copied", "cloned", "transpose", "ok_or", "ok_or_else", "then", "then_some", "inspect",
  // Iterator
  "filter_map", "flat_map", "collect", "fold", "try_fold", "for_each", "any", "all", "find_map", "position", "count",
  "sum", "product", "max", "min", "max_by_key", "min_by_key", "rev", "skip", "chain", "enumerate", "peekable", "last",
  "nth", "step_by", "unzip", "partition", "skip_while", "take_while", "by_ref",
  // Vec, slices, maps, sets
  "first", "get_unchecked", "contains_key", "entry", "or_insert", "or_insert_with", "or_default", "keys", "values",
  "values_mut", "drain", "retain", "truncate", "split_off", "append", "sort", "sort_by", "sort_by_key", "sort_unstable",
  "dedup", "join", "concat", "to_vec", "reserve", "capacity", "swap", "reverse", "binary_search", "windows", "chunks",
  "iter_mut", "split_first", "split_last", "is_disjoint", "union", "intersection", "difference",
  // str / String
  "starts_with", "ends_with", "split", "splitn", "rsplit", "split_once", "rsplit_once", "split_whitespace", "trim",
  "trim_start", "trim_end", "trim_matches", "strip_prefix", "strip_suffix", "to_lowercase", "to_uppercase",
  "to_ascii_lowercase", "eq_ignore_ascii_case", "chars", "char_indices", "bytes", "lines", "push_str", "rfind",
  "repeat", "is_char_boundary", "len_utf8",
  // Conversions, comparisons, cloning
  "clone_from", "ne", "lt", "le", "gt", "ge", "max_by", "min_by", "to_owned", "as_ptr",
  // Locks, cells, atomics, channels, futures, I/O
  "lock", "try_lock", "get_ref", "into_inner", "set", "load", "store", "fetch_add", "fetch_sub", "compare_exchange",
  "send", "try_send", "recv", "try_recv", "poll", "wake", "wake_by_ref", "elapsed", "write_all", "read_exact",
  "read_to_end", "read_to_string", "write_fmt", "shutdown",
];

const COMMON = [
  "new", "default", "from", "into", "clone", "len", "is_empty", "push", "pop", "get", "get_mut", "insert", "remove", "iter",
  "iter_mut", "into_iter", "map", "and_then", "unwrap", "expect", "ok", "err", "as_ref", "as_mut", "as_str", "as_bytes",
  "to_string", "to_owned", "fmt", "eq", "cmp", "partial_cmp", "hash", "next", "write", "read", "flush", "build", "finish",
  "contains", "extend", "clear", "drop", "deref", "deref_mut", "borrow", "borrow_mut", "try_from", "try_into", "from_str",
  "parse", "with_capacity", "start", "end", "find", "is_match", "path", "name", "kind", "run", "search", "matched",
  ...STD_METHODS,
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

/**
 * The crates the repository's manifests declare: each `Cargo.toml`'s `[package] name` (or `[lib] name`), with `-` read
 * as `_` as Rust code writes it, → the manifest's folder (`""` for the root). A manifest without a name (a workspace's
 * root) declares none.
 */
function cargoCrates(files: ReadonlySet<string>, read: (path: string) => string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of [...files].filter((f) => f === "Cargo.toml" || f.endsWith("/Cargo.toml")).sort()) {
    const text = read(p);
    if (text === undefined) continue;
    const dir = path.posix.dirname(p) === "." ? "" : path.posix.dirname(p);
    for (const table of ["package", "lib"]) {
      const body = new RegExp(String.raw`^\[${table}\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))`, "mu").exec(text)?.[1];
      const name = body !== undefined ? /^\s*name\s*=\s*"([^"]+)"/mu.exec(body)?.[1] : undefined;
      if (name !== undefined) out.set(name.replace(/-/gu, "_"), dir);
    }
  }
  return out;
}

/**
 * `source` with the `name!` of every macro invocation inside a function body blanked (same length; a line break kept),
 * so its arguments parse as the expressions, array or block they are written as: `tri!(self.parse_object_colon())`,
 * `assert_eq!(ent.depth(), 1)`, `vec![a.f(), b]`, `check_recursion! { … }`. A new user's trial on serde_json found
 * every call inside `tri!(…)` missing (`Deserializer.parse_object_colon` "no results", `Read.parse_str` 2 of 6 sites).
 * Macros outside a body (`macro_rules!`, item macros) stay. Undefined when there is none.
 */
export function rustMacroArguments(root: Node, source: string): string | undefined {
  const names: [number, number][] = [];
  for (const m of root.descendantsOfType("macro_invocation")) {
    const name = m?.childForFieldName("macro");
    const args = m?.children.find((c) => c?.type === "token_tree");
    if (!m || !name || !args || NOT_EXPRESSIONS.has(name.text) || NOT_EXPRESSION_START.test(args.text) || !inBody(m)) continue;
    names.push([m.startIndex, args.startIndex]);
  }
  if (!names.length) return undefined;
  // One pass over the text (a test file holds thousands of `assert_eq!`): the kept parts and the blanked names in order.
  names.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of names) {
    if (start < at) continue;
    parts.push(source.slice(at, start), source.slice(start, end).replace(/[^\n]/gu, " "));
    at = end;
  }
  parts.push(source.slice(at));
  return parts.join("");
}

/**
 * Macros whose arguments are no expressions: patterns (`matches!(self, Self::Route(_) | …)` read as calls of
 * `Self::Route`), tokens to quote, JSON, item lists, `select!` arms.
 */
const NOT_EXPRESSIONS = new Set(["macro_rules", "matches", "assert_matches", "debug_assert_matches", "quote", "quote_spanned", "json", "html", "select", "select_biased", "cfg_if", "lazy_static", "thread_local", "bitflags", "pin_project"]);

/**
 * Macro arguments that open as no expression does: an item (`my_mac!(fn inner() { … })`), a `let`, or words in capitals
 * followed by a word (`sql!(SELECT count(*) FROM users)`, whose `count(*)` is no call of the repository's).
 */
const NOT_EXPRESSION_START = /^[([{]\s*(?:(?:pub|fn|struct|enum|impl|trait|mod|use|type|const|static|let|async\s+fn)\b|[A-Z]{2,}\s+[A-Za-z*])/u;

/** True when `node` is inside a block (a function's or closure's body), not an item of a module, impl or trait. */
function inBody(node: Node): boolean {
  for (let n = node.parent; n; n = n.parent) if (n.type === "block") return true;
  return false;
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
  // A child module of the file's own (`mod routing;` then `routing::get(…)`): its file, when there is one.
  const own = path.posix.basename(fromPath) === "mod.rs" || path.posix.basename(fromPath) === "lib.rs" || path.posix.basename(fromPath) === "main.rs" ? dir : `${dir}/${path.posix.basename(fromPath, ".rs")}`;
  for (const c of [`${own}/${head}.rs`, `${own}/${head}/mod.rs`]) if (env.files.has(c)) return { paths: [moduleFile(own, segments, env) ?? c] };
  // A crate of the repository by the name its manifest declares (`use serde_json::from_str` in serde_json's own
  // `tests/`, whose crate is the root's `src/`).
  const declared = env.moduleRoots("rust").get(head);
  if (declared !== undefined) {
    const found = moduleFile(declared ? `${declared}/src` : "src", segments.slice(1), env);
    if (found) return { paths: [found] };
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
  // A name some module of the repository has (`middleware::from_fn` with `middleware` bound by a `use` list, which
  // binds only its first name here) is unknown rather than another crate.
  for (const f of env.files) if (f.endsWith(`/${head}.rs`) || f.endsWith(`/${head}/mod.rs`)) return undefined;
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


/**
 * The type a Rust argument shows as written, spaces removed, for picking among a type's methods of one name from
 * several `impl` blocks (`impl TryFrom<&str> for Scheme`, `impl TryFrom<&[u8]> for Scheme`): a string literal is a
 * `&str`, a byte string a `&[u8]`, a char literal a `char`, `true`/`false` a `bool`, a cast (`x as char`) and a suffixed
 * number (`5u32`) the type they name; a name its declared type and a
 * call its method's declared result (`declared`), `&name` a reference to that type. Undefined otherwise. A trial on
 * hyperium/http found `PathAndQuery::try_from("")` bound to the `&[u8]` impl, the first declared.
 */
export function rustArgumentType(arg: string, declared: (name: string) => string | undefined): string | undefined {
  const text = arg.trim();
  if (/^r?(#*)"[\s\S]*"\1$/u.test(text)) return "&str";
  if (/^br?(#*)"[\s\S]*"\1$/u.test(text)) return "&[u8]";
  if (/^'(?:[^'\\]|\\.[^']*)'$/u.test(text)) return "char";
  if (text === "true" || text === "false") return "bool";
  // A cast (`b'x' as char`) and a suffixed number (`5u32`, `1.5f64`) show their type.
  const cast = /\sas\s+([\p{L}_][\p{L}\p{N}_:<>]*)$/u.exec(text);
  if (cast) return cast[1];
  const suffixed = /^-?[\d_]+(?:\.[\d_]+)?(u8|u16|u32|u64|u128|usize|i8|i16|i32|i64|i128|isize|f32|f64)$/u.exec(text);
  if (suffixed) return suffixed[1];
  const reference = /^&\s*(?:mut\s+)?([\p{L}_][\p{L}\p{N}_]*)$/u.exec(text);
  if (reference) {
    const t = declared(reference[1]!)?.replace(/\s+/gu, "");
    return t !== undefined ? `&${t}` : undefined;
  }
  if (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(text) || (/^[\p{L}_][\p{L}\p{N}_]*(?:(?:\.|::)[\p{L}_][\p{L}\p{N}_]*)*\s*\(/u.test(text) && text.endsWith(")"))) return declared(text)?.replace(/\s+/gu, "");
  return undefined;
}

/** What the graph builder knows about Rust. */
export const rustGraph: GraphLanguage = {
  id: "rust",
  grammar: "tree-sitter-rust.wasm",
  literalObject: LITERAL_OBJECT,
  builtins: new Set(BUILTINS),
  selfName: "self",
  declaredReceivers: true,
  selfType: "Self",
  // `#[test]`, `#[tokio::test]`, `#[tokio::test(flavor = "multi_thread")]`, and `cfg(test)`, which graph.scm gives
  // every function of a `#[cfg(test)] mod tests { … }`.
  testDecorator: /^(?:[\w:]+::)?test\b|^cfg\(test\)$/u,
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
  // `axum::routing::put(…)`, `self::helper(…)`: a module's function; a method needs a receiver or its type's path.
  modulePath: /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*$/u,
  folderScope: false,
  importsFolders: false,
  // Methods of one name from several `impl` blocks of one type (`impl Service<A> for Router` and `impl Service<B> for
  // Router`, each with its `call`) are different definitions: each its own node, the later ones `@<line>` on the id.
  // A call picks by argument count and the declared types of names passed; else it is a guess among them (`name-only`).
  overloads: true,
  // A name passed (`req`) has its declared type (`Request<B>`): the method whose parameter has exactly that type wins.
  argumentType: rustArgumentType,
  bindings(fact) {
    if (fact.wildcard) return [{ local: "*", module: fact.module, wildcard: true }];
    if (fact.name !== undefined) {
      if (fact.name === "self") return [{ local: fact.module.split("::").pop()!, module: fact.module }];
      return [{ local: fact.local ?? fact.name, module: fact.module, name: fact.name }];
    }
    return [];
  },
  resolveModule: resolveRust,
  moduleRoots: cargoCrates,
  // Type parameters are written as one capital letter (`V: de::Visitor<'de>`, `R: Read`): a value of one runs no one
  // repository method by name.
  typeParameterName: /^[A-Z]$/u,
  blankMacros: blankItemMacros,
  reparse: rustMacroArguments,
  typeName: rustTypeName,
  // reqwest's `let mut req = builder.body(body).expect(…)` (an `http::Request`) in a function whose parameter `req` is
  // the crate's `Request` had reached `Request.headers_mut`.
  bindingsShadow: true,
};
