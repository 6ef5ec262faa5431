/**
 * What the shared tree-sitter graph builder knows about one language, as data plus pure hooks (STYLE §2
 * "Languages are data"): its query file, builtin names, how an import binds local names, how a module
 * specifier leads to repository files. One per `src/graph/languages/<id>/language.ts`; the shared code never
 * branches on a language id.
 */

/** A local name an import binds: to a module (`name` absent) or to one name inside it. */
export interface ImportBinding {
  local: string;
  module: string;
  name?: string;
  /** `from m import *`: every top-level name of the module. */
  wildcard?: boolean;
}

/** What module resolution may look at: every file path of the repository graph, and Go module roots. */
export interface ModuleEnv {
  files: ReadonlySet<string>;
  /** Files of each folder (`""` for the root), sorted. */
  filesIn(dir: string): readonly string[];
  /** `go.mod` modules: module path → repository-relative folder (`""` for the root). */
  goModules: ReadonlyMap<string, string>;
}

/** Where a module specifier leads: repository files (a Python module, a Go package's files), or outside. */
export type ModuleTarget = { paths: string[] } | { external: true } | undefined;

export interface GraphLanguage {
  /** Language id, as in the extract registry. */
  id: string;
  /** Grammar file name in `@vscode/tree-sitter-wasm/wasm/`. */
  grammar: string;
  /** Names that are builtins (calls to them are external): `len`, `print`, `append`… */
  builtins: ReadonlySet<string>;
  /** Object text of a call to the parent class (`super()`), when the language has one. */
  superCall?: string;
  /** Method run by calling a class (`__init__`), when the language has one. */
  constructorName?: string;
  /** True when a constructor is named after its class (Java, C#, C++): `new C()` runs `C.C`. */
  constructorIsClassName?: boolean;
  /** The implicit receiver inside a method (`this`, `$this`, `self`), when the language has one and no parameter names it. */
  selfName?: string;
  /** True when a class's methods and fields are in scope, unqualified, inside its methods (Java, C#, C++, Ruby). */
  implicitMembers?: boolean;
  /**
   * Member and path separators written in call objects and type names (`::`, `->`), read as `.`; the default
   * is `.` only.
   */
  separators?: readonly string[];
  /**
   * True when a call on a receiver of unknown type (`x.m()`) may resolve to the one method of that name in the
   * repository (`name-only`), for dynamically typed languages; names listed in {@link commonMethods} never do.
   */
  nameOnlyFallback?: boolean;
  /** Method names too common to resolve by name alone (`each`, `map`, `to_s`…). */
  commonMethods?: ReadonlySet<string>;
  /** True when the top-level names of every file in a folder are visible in each other (Go packages). */
  folderScope: boolean;
  /** True when an import of a module leads to a folder node (a Go package) rather than to files. */
  importsFolders: boolean;
  /** Local names bound by one import fact. `packageName` gives the declared package of a resolved module. */
  bindings(fact: { module: string; name?: string; local?: string; alias?: string; wildcard?: boolean }, packageName: (module: string) => string | undefined): ImportBinding[];
  /** Resolves a module specifier written in `fromPath`. */
  resolveModule(module: string, fromPath: string, env: ModuleEnv): ModuleTarget;
  /** A declared type's name as written → the bare type name (`*Stack[T]` → `Stack`, `Optional["Foo"]` → `Foo`), or undefined. */
  typeName(text: string): string | undefined;
}
