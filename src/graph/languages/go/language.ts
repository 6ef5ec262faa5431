/**
 * Go graph rules: a package is a folder, and the top-level names of its files see each other; an import binds
 * its alias, else the imported package's declared name (else the last path element without a `/vN` suffix);
 * an import path inside a `go.mod` module of the repository leads to that folder's files, any other is external
 * (the standard library, third-party modules); module paths come from every `go.mod` of the repository (plus the
 * root one, which the graph's file list need not hold). Methods are `Type.Method` whatever the receiver form (`*T`, `T[K]`).
 */
import path from "node:path";
import type { GraphLanguage } from "../../treeSitter/graphLanguage.js";
import { indexedCollection, LITERAL_OBJECT } from "../shared.js";
import { outsideInterfaces } from "./outsideInterfaces.js";

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

/**
 * The type of each result of a result list (`(*Context, error)` → `*Context`, `error`; `(c *Context, r *Engine)` →
 * `*Context`, `*Engine`; `(a, b T)` → `T`, `T`): what `x, y := f()` gives each name. Text that is no parenthesized
 * list is one result, as is.
 */
function resultTypes(text: string): string[] {
  if (!text.startsWith("(") || !text.endsWith(")")) return [text];
  const parts: string[] = [];
  let depth = 0;
  let start = 1;
  for (let i = 1; i < text.length - 1; i++) {
    const ch = text[i]!;
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth--;
    else if (ch === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start, text.length - 1).trim());
  const named = /^[\p{L}_][\p{L}\p{N}_]*\s+\S/u;
  if (!parts.some((p) => named.test(p))) return parts;
  // Named results: each name's type is written after it, or after the last name of its group (`a, b T`).
  return parts.map((p, i) => {
    const typed = named.test(p) ? p : parts.slice(i + 1).find((q) => named.test(q));
    return typed ? typed.replace(/^[\p{L}_][\p{L}\p{N}_]*\s+/u, "") : p;
  });
}

/** The first type of a result list ({@link resultTypes}): the type `x, err := f()` gives `x`. */
function firstResult(text: string): string {
  return resultTypes(text)[0] ?? text;
}

/**
 * The type of result `index` of a result list of `count` results (`(*Command, []Completion, ShellCompDirective,
 * error)`, index 2 → `ShellCompDirective`: cobra's `finalCmd, completions, directive, err := cmd.getCompletions(args)`);
 * undefined when the list has another number of results.
 */
export function goResultPart(result: string, index: number, count: number): string | undefined {
  const types = resultTypes(result.trim());
  return types.length === count ? types[index] : undefined;
}

const IDENT = String.raw`[\p{L}_][\p{L}\p{N}_]*`;
/** A type as written in a literal: `T`, `pkg.T`, `Box[int]`, `pkg.Box[K, V]`. */
const LITERAL_TYPE = String.raw`(${IDENT}(?:\.${IDENT})?(?:\[[^{}()]*\])?)`;
const COMPOSITE = new RegExp(String.raw`^&?${LITERAL_TYPE}\{`, "u");
const NEW = new RegExp(String.raw`^new\(${LITERAL_TYPE}\)$`, "u");

/** Offset of the bracket that closes the one at `open` (any of `()[]{}` counted together), or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0) return i;
  }
  return -1;
}

/**
 * The type a call object builds when it is a composite literal (`T{…}`, `&pkg.T{…}`, `(&T{…})`) or `new(T)`, as
 * written (`Box[int]`); undefined for any other object (the Go specification, "Composite literals" and "Allocation").
 * The literal must be the whole object: `(&T{}).f(func() {})` is a call's result, not a literal.
 */
function literalType(object: string): string | undefined {
  const t = object.startsWith("(") && closing(object, 0) === object.length - 1 ? object.slice(1, -1) : object;
  const allocated = NEW.exec(t);
  if (allocated) return allocated[1];
  const m = COMPOSITE.exec(t);
  return m && closing(t, m[0].length - 1) === t.length - 1 && m[1] !== "struct" && m[1] !== "interface" ? m[1] : undefined;
}

const ID = "go";

/**
 * `go.mod` module paths → their folders (`""` for the root): every `go.mod` among `files`, plus the root one when
 * `read` finds it. A `go.mod` without a `module` line is skipped.
 */
function goModules(files: ReadonlySet<string>, read: (path: string) => string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const candidates = [...files].filter((p) => p === "go.mod" || p.endsWith("/go.mod"));
  if (!candidates.includes("go.mod")) candidates.push("go.mod");
  for (const p of candidates.sort()) {
    const text = read(p);
    if (text === undefined) continue;
    const m = /^\s*module\s+("?)([^\s"]+)\1/mu.exec(text);
    if (m) out.set(m[2]!, path.posix.dirname(p) === "." ? "" : path.posix.dirname(p));
  }
  return out;
}

/**
 * A Go collection type as written → the type of what a `range` over it yields as its value: the element of a slice,
 * array or variadic parameter, the value of a map (`[]*Route`, `[4]Route`, `...Route`, `map[string]*Route` →
 * `Route`; a package's type stays qualified, `[]http.Handler` → `http.Handler`), the element of a channel
 * (`chan *Entry` → `Entry`); of a result list, its first result's (`([]Flag, error)` → `Flag`, what ranging over a
 * call's result yields); undefined for anything else (a string, a named collection type, a nested collection).
 */
export function goElementType(text: string): string | undefined {
  return /^\**([\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?)$/u.exec(goElementText(firstResult(text.trim())) ?? "")?.[1];
}

/**
 * A Go collection type as written → its element type as written (`map[Level][]Hook` → `[]Hook`, `[]*Route` →
 * `*Route`, `[4]Route` → `Route`, a variadic `...Route` → `Route`), a channel's too (`chan *Entry`, `<-chan Entry`,
 * `chan<- Entry` → what a receive `<-ch` or a `range` over it gives); undefined for any other text (a named type).
 * {@link goElementType} is its element when that names one type.
 */
export function goElementText(text: string): string | undefined {
  return /^(?:\[[^\]]*\]|\.\.\.|map\[[^\]]*\]|(?:<-\s*)?chan\b(?:\s*<-)?)\s*(\S.*)$/u.exec(text.trim())?.[1];
}

/** Operating systems a Go file name may end in (`_windows.go`); the graph reads the build for linux. */
const GOOS = new Set(["aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios", "js", "linux", "nacl", "netbsd", "openbsd", "plan9", "solaris", "wasip1", "windows", "zos"]);
/** Architectures a Go file name may end in (`_arm64.go`); the graph reads the build for amd64. */
const GOARCH = new Set(["386", "amd64", "arm", "arm64", "loong64", "mips", "mipsle", "mips64", "mips64le", "ppc64", "ppc64le", "riscv64", "s390x", "wasm"]);
/** Go minor version assumed where no `go.mod` says one. */
const LATEST_GO_MINOR = 24;

/**
 * True when Go's build for linux/amd64 (`gc`, cgo on) at the Go version of the nearest `go.mod` (`go 1.23`) leaves
 * the file out: a name ending in another `_GOOS`, `_GOARCH` or `_GOOS_GOARCH`, or a `//go:build` line before `package`
 * that the build's tags (`linux`, `unix`, `amd64`, `gc`, `cgo`, `go1.1` … `go1.N`) do not satisfy. A new user's trial
 * on hashicorp/go-retryablehttp: `isCertError` is defined in `cert_error_go119.go` (`//go:build !go1.20`) and
 * `cert_error_go120.go`; with `go 1.23` the calls reached the file that never compiles.
 */
export function goBuildExcluded(path: string, text: string, read: (path: string) => string | undefined): boolean {
  const parts = path.slice(path.lastIndexOf("/") + 1).replace(/\.go$/u, "").replace(/_test$/u, "").split("_").slice(1);
  const last = parts.at(-1);
  const before = parts.at(-2);
  if (last !== undefined && GOARCH.has(last)) {
    if (last !== "amd64" || (before !== undefined && GOOS.has(before) && before !== "linux")) return true;
  } else if (last !== undefined && GOOS.has(last) && last !== "linux") return true;
  const header = text.slice(0, Math.max(0, text.search(/^package\s/mu)));
  const constraint = /^\/\/go:build\s+(.+)$/mu.exec(header)?.[1];
  if (constraint === undefined) return false;
  const minor = goModMinor(path, read);
  const tags = (tag: string): boolean => {
    const version = /^go1\.(\d+)$/u.exec(tag);
    if (version) return Number(version[1]) <= minor;
    return ["linux", "unix", "amd64", "gc", "cgo"].includes(tag);
  };
  return evaluateConstraint(constraint, tags) === false;
}

/** The minor Go version (`go 1.23` → 23) of the nearest `go.mod` above `path`, else {@link LATEST_GO_MINOR}. */
function goModMinor(path: string, read: (path: string) => string | undefined): number {
  for (let dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ""; ; dir = dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "") {
    const text = read(dir ? `${dir}/go.mod` : "go.mod");
    const minor = text !== undefined ? /^go\s+1\.(\d+)/mu.exec(text)?.[1] : undefined;
    if (minor !== undefined) return Number(minor);
    if (text !== undefined || dir === "") return LATEST_GO_MINOR;
  }
}

/**
 * A `//go:build` expression (`!go1.20 && (linux || darwin)`) under `tags`; undefined when it does not parse (the file
 * is then kept).
 */
function evaluateConstraint(expression: string, tags: (tag: string) => boolean): boolean | undefined {
  const tokens = expression.match(/\|\||&&|[()!]|[\w.]+/gu) ?? [];
  let at = 0;
  const or = (): boolean | undefined => {
    let value = and();
    while (tokens[at] === "||") {
      at++;
      const right = and();
      value = value === undefined || right === undefined ? undefined : value || right;
    }
    return value;
  };
  const and = (): boolean | undefined => {
    let value = not();
    while (tokens[at] === "&&") {
      at++;
      const right = not();
      value = value === undefined || right === undefined ? undefined : value && right;
    }
    return value;
  };
  const not = (): boolean | undefined => {
    const token = tokens[at++];
    if (token === "!") {
      const value = not();
      return value === undefined ? undefined : !value;
    }
    if (token === "(") {
      const value = or();
      return tokens[at++] === ")" ? value : undefined;
    }
    return token !== undefined && /^[\w.]+$/u.test(token) ? tags(token) : undefined;
  };
  const value = or();
  return at === tokens.length ? value : undefined;
}

/** What the graph builder knows about Go. */
export const goGraph: GraphLanguage = {
  id: ID,
  grammar: "tree-sitter-go.wasm",
  literalObject: LITERAL_OBJECT,
  literalType,
  builtins: new Set(BUILTINS),
  folderScope: true,
  structuralInterfaces: true, // a struct with an interface's methods implements it
  embeddingInherits: true, // embedding promotes methods; only a call through an interface dispatches
  typeCallsConvert: true, // `GzippedText(b)`, `pkg.Level(n)`: a conversion, no call
  methodsNeedReceiver: true, // a bare `Names(xs)` is a function or a conversion, never a method call
  outsideInterfaces,
  importsFolders: true,
  docWrappers: ["type_declaration"], // `// doc` above `type T struct`, whose name is a `type_spec` inside
  moduleRoots: goModules,
  buildExcluded: goBuildExcluded,
  elementType: goElementType,
  elementText: goElementText,
  resultPart: goResultPart,
  outsideResultsOutside: true,
  indexedCollection,
  bindings(fact, packageName) {
    if (fact.alias === "_") return [];
    if (fact.alias === ".") return [{ local: "*", module: fact.module, wildcard: true }];
    return [{ local: fact.alias ?? packageName(fact.module) ?? lastElement(fact.module), module: fact.module }];
  },
  resolveModule(module, _fromPath, env) {
    for (const [modulePath, dir] of env.moduleRoots(ID)) {
      if (module !== modulePath && !module.startsWith(modulePath + "/")) continue;
      const sub = module.slice(modulePath.length + 1);
      const folder = dir && sub ? `${dir}/${sub}` : dir || sub;
      const paths = env.filesIn(folder).filter((p) => p.endsWith(".go"));
      return paths.length ? { paths } : undefined;
    }
    return { external: true };
  },
  typeName(text) {
    const t = firstResult(text.trim()).replace(/^[*&]+/u, "").replace(/\[.*\]$/u, "");
    return /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?$/u.test(t) ? t : undefined;
  },
};
