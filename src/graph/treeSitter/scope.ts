/**
 * The symbol tables tree-sitter resolution looks names up in: every definition of the repository graph by file
 * and qualified name (from the files being built and from the known graph for the rest), base classes, and the
 * imports of files that are only known (for names a package `__init__` re-exports).
 */
import path from "node:path";
import { getOrMake } from "../../shared/maps.js";
import { fileOfId } from "../structure.js";
import type { CodeGraph, GraphNodeKind } from "../types.js";
import type { ModuleEnv } from "./graphLanguage.js";

/** A definition a name can resolve to. `result` is its declared result type text, when it has one. */
export interface Sym {
  id: string;
  kind: GraphNodeKind;
  path: string;
  qualifiedName: string;
  result?: string;
  /** A class (static) method, where the language says which are ({@link GraphLanguage.staticMember}). */
  static?: true;
  /** Type parameters of a generic type, where arity tells types apart ({@link GraphLanguage.typeArity}); absent: none. */
  arity?: number;
  /** Arguments a call takes ({@link DefFact.arity}), for picking among overloads; absent: none captured. */
  params?: { min: number; max: number; receiver?: true };
  /** The type an extension method extends ({@link DefFact.extends}), as written; absent for other definitions. */
  extends?: string;
  /** A module, never instantiated ({@link DefFact.module}). */
  module?: true;
  /** One part of a type declared in several files ({@link GraphLanguage.partialTypes}). */
  partial?: true;
  /** Type parameters of a generic method (C# `NoOp<TResult>()`: 1), where overloads are distinct; absent: none. */
  typeParams?: number;
  /**
   * A value's declared union of repository types ({@link GraphLanguage.unionTypeNames}: alembic's `impl: DefaultImpl |
   * BatchOperationsImpl`): this is its first member, and `union` lists every member, itself first. Only on the type
   * {@link TreeSitterResolver.type} gives such a value, never in the symbol tables.
   */
  union?: Sym[];
  /** A property with a setter (Python `@name.setter`): assigning to the member runs it. */
  writable?: true;
  /** A function or method declared here and defined elsewhere ({@link DefFact.declaration}: a C++ method in its class). */
  declaration?: true;
}

/**
 * What a field's type is known from: its declared type text, the call that initializes it, or the local name it
 * is assigned from (`self.x = x`); `owner` is the key of the definition (a method) the assignment is in, in the
 * scope of `path`, so the call or name resolves as seen from there.
 */
export interface FieldInfo {
  path: string;
  type?: string;
  call?: string;
  var?: string;
  owner?: number;
}

const NO_ROOTS: ReadonlyMap<string, string> = new Map();

export const TYPE_KINDS: ReadonlySet<GraphNodeKind> = new Set(["class", "struct", "interface"]);

/** Symbol tables over the files being built plus the known graph. */
export class SymbolTables implements ModuleEnv {
  readonly files: Set<string>;
  private readonly roots: ReadonlyMap<string, ReadonlyMap<string, string>>;
  private readonly byFile = new Map<string, Map<string, Sym>>();
  private readonly byFolder = new Map<string, string[]>();
  /** Class id → base class ids. */
  readonly bases = new Map<string, string[]>();
  /** Type id → its fields: declared type text or the call that initializes it, and the file to resolve them in. */
  private readonly fields = new Map<string, Map<string, FieldInfo[]>>();
  /** Simple name → callable definitions (functions, methods) of that name, for name-only resolution. */
  private readonly callablesByName = new Map<string, Sym[]>();
  /** Simple name → classes, structs and interfaces of that name. */
  private readonly typesByName = new Map<string, Sym[]>();
  /** File → files it imports, for files that are only known. */
  readonly knownImports = new Map<string, string[]>();
  /** First overload's id → every overload of that method in its file, in order (the first included). */
  private readonly overloadGroups = new Map<string, Sym[]>();
  /** Later overloads (`id@line`) by id. */
  private readonly overloadsById = new Map<string, Sym>();

  /** `moduleRoots`: language id → its module roots (module path → folder), from the languages' `moduleRoots` hooks. */
  constructor(files: Iterable<string>, moduleRoots: ReadonlyMap<string, ReadonlyMap<string, string>>, known: CodeGraph | undefined, rebuilt: ReadonlySet<string>) {
    this.files = new Set(files);
    this.roots = moduleRoots;
    for (const f of this.files) {
      const dir = folderOf(f);
      let list = this.byFolder.get(dir);
      if (!list) this.byFolder.set(dir, (list = []));
      list.push(f);
    }
    for (const list of this.byFolder.values()) list.sort();
    if (!known) return;
    const kindOf = new Map<string, GraphNodeKind>();
    for (const n of known.nodes) {
      kindOf.set(n.id, n.kind);
      if (rebuilt.has(n.path) || !n.span || n.kind === "file") continue;
      this.add({ id: n.id, kind: n.kind, path: n.path, qualifiedName: n.qualifiedName });
    }
    for (const e of known.edges) {
      const fromPath = fileOfId(e.from);
      if (rebuilt.has(fromPath)) continue;
      // A known type's base from outside the repository (a Go interface embedding `http.Handler`): a method its own
      // members lack may come from there, so a call of it is external, as a full build that parses the file says.
      if (!e.resolved && e.external && (e.kind === "inherits" || e.kind === "implements")) this.externalBases.add(e.from);
      if (!e.resolved) continue;
      if (e.kind === "inherits") this.addBase(e.from, e.to);
      else if (e.kind === "imports" && kindOf.get(e.from) === "file") {
        let list = this.knownImports.get(e.from);
        if (!list) this.knownImports.set(e.from, (list = []));
        list.push(e.to);
      }
    }
  }

  private readonly declaring = new Map<string, string[]>();

  /** Records the package or namespace a file declares (its contract's `package`). */
  declarePackage(file: string, name: string): void {
    let list = this.declaring.get(name);
    if (!list) this.declaring.set(name, (list = []));
    if (!list.includes(file)) {
      list.push(file);
      list.sort();
    }
  }

  filesDeclaring(name: string): readonly string[] {
    return this.declaring.get(name) ?? [];
  }

  moduleRoots(languageId: string): ReadonlyMap<string, string> {
    return this.roots.get(languageId) ?? NO_ROOTS;
  }

  filesIn(dir: string): readonly string[] {
    return this.byFolder.get(dir) ?? [];
  }

  add(sym: Sym): void {
    let table = this.byFile.get(sym.path);
    if (!table) this.byFile.set(sym.path, (table = new Map()));
    const prior = table.get(sym.qualifiedName);
    if (!prior) {
      table.set(sym.qualifiedName, sym);
      if (TYPE_KINDS.has(sym.kind)) {
        const simple = arityBase(sym.qualifiedName.slice(sym.qualifiedName.lastIndexOf(".") + 1));
        let list = this.typesByName.get(simple);
        if (!list) this.typesByName.set(simple, (list = []));
        list.push(sym);
      }
      if (sym.kind === "method" || sym.kind === "function") {
        const simple = sym.qualifiedName.slice(sym.qualifiedName.lastIndexOf(".") + 1);
        let list = this.callablesByName.get(simple);
        if (!list) this.callablesByName.set(simple, (list = []));
        list.push(sym);
      }
    }
    else if (prior.id === sym.id) {
      // A known node (from the stored graph) learns what only its parsed file says.
      if (prior.result === undefined && sym.result !== undefined) prior.result = sym.result;
      if (sym.static) prior.static = true;
      if (sym.arity !== undefined) prior.arity = sym.arity;
      if (sym.params !== undefined) prior.params = sym.params;
      if (sym.extends !== undefined) prior.extends = sym.extends;
      if (sym.module) prior.module = true;
      if (sym.partial) prior.partial = true;
      if (sym.typeParams !== undefined) prior.typeParams = sym.typeParams;
    }
  }

  /**
   * Records `sym` as a later overload of `first` (the method of that qualified name in the file, already added): it has
   * its own id (`…@line`) but is found by name through `first` ({@link overloadsOf}).
   */
  addOverload(first: Sym, sym: Sym): void {
    const head = this.byFile.get(first.path)?.get(first.qualifiedName) ?? first;
    let group = this.overloadGroups.get(head.id);
    if (!group) this.overloadGroups.set(head.id, (group = [head]));
    if (group.some((s) => s.id === sym.id)) return;
    group.push(sym);
    this.overloadsById.set(sym.id, sym);
  }

  /** Class method ↔ instance method of one name in one file ({@link GraphLanguage.classMethodTwins}), by id, both ways. */
  private readonly twins = new Map<string, Sym>();

  /**
   * Records `sym` (a `…@line` id) as the twin of `first` (the method of that qualified name in the file, already
   * added, of the other side: class method or instance method); `sym` is found by id, and through {@link twinOf}.
   */
  addTwin(first: Sym, sym: Sym): void {
    const head = this.byFile.get(first.path)?.get(first.qualifiedName) ?? first;
    this.overloadsById.set(sym.id, sym);
    this.twins.set(head.id, sym);
    this.twins.set(sym.id, head);
  }

  /** The method of the other side (class or instance) and the same name as `sym` in its file; undefined when none. */
  twinOf(sym: Sym): Sym | undefined {
    return this.twins.get(sym.id);
  }

  /** Every overload of the method `sym` names (the first one's id), in order; undefined when it has none. */
  overloadsOf(sym: Sym): readonly Sym[] | undefined {
    return this.overloadGroups.get(sym.id);
  }

  /** Types with a base type from outside the repository (a library class). */
  private readonly externalBases = new Set<string>();

  /** Records that a type extends or implements a type from outside the repository. */
  addExternalBase(typeId: string): void {
    this.externalBases.add(typeId);
  }

  /** True when a type or one of its bases (depth ≤ 8) has a base type from outside the repository. */
  hasExternalBase(type: Sym, seen = new Set<string>()): boolean {
    if (seen.has(type.id) || seen.size > 8) return false;
    seen.add(type.id);
    if (this.externalBases.has(type.id)) return true;
    return (this.bases.get(type.id) ?? []).some((id) => {
      const base = this.byId(id);
      return base !== undefined && this.hasExternalBase(base, seen);
    });
  }

  addBase(classId: string, baseId: string): void {
    let list = this.bases.get(classId);
    if (!list) this.bases.set(classId, (list = []));
    if (list.includes(baseId)) return;
    list.push(baseId);
    if (this.derivedIndex) getOrMake(this.derivedIndex, baseId, () => []).push(classId);
  }

  /**
   * The ids of the types whose bases (`bases`: superclasses, interfaces, included modules) name `typeId`, in the order
   * they were added; from an index built on first use and kept up to date by {@link addBase}.
   */
  derivedOf(typeId: string): readonly string[] {
    if (!this.derivedIndex) {
      this.derivedIndex = new Map();
      for (const [sub, bases] of this.bases) for (const b of bases) getOrMake(this.derivedIndex, b, () => []).push(sub);
    }
    return this.derivedIndex.get(typeId) ?? [];
  }

  /** {@link derivedOf}'s index: base id → the ids of the types that name it. */
  private derivedIndex: Map<string, string[]> | undefined;

  /** Records one way a field of a type is assigned; a field assigned in several places keeps each, in order. */
  addField(typeId: string, name: string, info: FieldInfo): void {
    let table = this.fields.get(typeId);
    if (!table) this.fields.set(typeId, (table = new Map()));
    let list = table.get(name);
    if (!list) table.set(name, (list = []));
    if (!list.some((f) => f.path === info.path && f.type === info.type && f.call === info.call && f.var === info.var && f.owner === info.owner)) list.push(info);
  }

  /** The assignments of field `name` of a type, or else of the nearest base type that has it (depth ≤ 8); empty when none. */
  field(type: Sym, name: string, seen = new Set<string>()): readonly FieldInfo[] {
    if (seen.has(type.id) || seen.size > 8) return [];
    seen.add(type.id);
    const own = this.fields.get(type.id)?.get(name);
    if (own) return own;
    for (const baseId of this.bases.get(type.id) ?? []) {
      const base = this.byId(baseId);
      const found = base ? this.field(base, name, seen) : [];
      if (found.length) return found;
    }
    return [];
  }

  /** The definition `qualifiedName` of `file`, or, with `folderScope`, of any file in its folder. */
  lookup(file: string, qualifiedName: string, folderScope: boolean): Sym | undefined {
    const own = this.byFile.get(file)?.get(qualifiedName);
    if (own || !folderScope) return own;
    let left: Sym | undefined;
    for (const sibling of this.filesIn(folderOf(file))) {
      const s = this.byFile.get(sibling)?.get(qualifiedName);
      if (!s) continue;
      // A file the build leaves out (Go `cert_error_go119.go` under `//go:build !go1.20`) only when no kept file has it.
      if (!this.excluded(sibling)) return s;
      left ??= s;
    }
    return left;
  }

  /** Files the build leaves out ({@link GraphLanguage.buildExcluded}), as the graph builder sets it; default none. */
  excluded: (path: string) => boolean = () => false;

  /**
   * Type `qualifiedName` of `file` as written with `arity` type arguments (absent: none): the later type of another
   * arity in its file (`Builder`1`, named so where arity tells types apart) first, else the one of the plain name.
   */
  lookupType(file: string, qualifiedName: string, arity: number | undefined, folderScope: boolean): Sym | undefined {
    return this.lookup(file, `${qualifiedName}\`${arity ?? 0}`, folderScope) ?? this.lookup(file, qualifiedName, folderScope);
  }

  /** Member `name` of a type, searching its base types (depth ≤ 8) when the type lacks it. */
  member(type: Sym, name: string, folderScope: boolean, seen = new Set<string>()): Sym | undefined {
    if (seen.has(type.id) || seen.size > 8) return undefined;
    seen.add(type.id);
    const own = this.lookup(type.path, `${type.qualifiedName}.${name}`, folderScope);
    if (own) return own;
    for (const baseId of this.bases.get(type.id) ?? []) {
      const base = this.byId(baseId);
      const found = base && this.member(base, name, folderScope, seen);
      if (found) return found;
    }
    return undefined;
  }

  /** Every interface of the tables, by file and then qualified name. */
  interfaces(): Sym[] {
    return [...this.byFile.keys()].sort().flatMap((f) => [...this.byFile.get(f)!.values()].filter((s) => s.kind === "interface").sort((a, b) => (a.qualifiedName < b.qualifiedName ? -1 : 1)));
  }

  /** The methods a type declares in its own file (`T.m`, one level below it), sorted by name. */
  ownMethods(type: Sym): Sym[] {
    const prefix = `${type.qualifiedName}.`;
    return [...(this.byFile.get(type.path)?.values() ?? [])].filter((s) => s.kind === "method" && s.qualifiedName.startsWith(prefix) && !s.qualifiedName.slice(prefix.length).includes(".")).sort((a, b) => (a.qualifiedName < b.qualifiedName ? -1 : 1));
  }

  /** Every definition of `file` the tables hold (parsed or known), in no set order. */
  inFile(file: string): Sym[] {
    return [...(this.byFile.get(file)?.values() ?? [])];
  }

  /** Every function and method whose simple name is `name`. */
  callablesNamed(name: string): readonly Sym[] {
    return this.callablesByName.get(name) ?? [];
  }

  /** Every class, struct and interface whose simple name is `name`. */
  typesNamed(name: string): readonly Sym[] {
    return this.typesByName.get(name) ?? [];
  }

  byId(id: string): Sym | undefined {
    const overload = this.overloadsById.get(id);
    if (overload) return overload;
    const hash = id.indexOf("#");
    return hash < 0 ? undefined : this.byFile.get(id.slice(0, hash))?.get(id.slice(hash + 1).replace(/@\d+$/u, ""));
  }
}

/**
 * A type's simple name without the arity a later type of another arity in one file gets on its qualified name
 * (`IRequest`1` → `IRequest`; see defineFile's `arityName`).
 */
export function arityBase(name: string): string {
  return name.replace(/`\d+$/u, "");
}

/** Folder of a repository-relative path (`""` for the root). */
export function folderOf(file: string): string {
  const d = path.posix.dirname(file);
  return d === "." ? "" : d;
}
