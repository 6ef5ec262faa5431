/**
 * Step 3 of the tree-sitter graph: scope-aware resolution of names, types and calls within one file's scope
 *: nested definitions and local names, the file or package, import bindings, wildcard imports,
 * builtins; receivers, typed names, fields and call results for `object.name()` calls.
 *
 * Why one long module: its methods share one resolver's state (the file scope, the symbol tables, the memo of typed
 * names) and call each other in cycles (a receiver's type needs a call's result, which needs a receiver's type).
 * Two parts have clean seams and are the next to move out: overload picking (`overload`, `argumentsFit`,
 * `exactOverloads`) and partial types (`partsOf`, `withParts`).
 */
import { isTestPath } from "../../shared/testPaths.js";
import { enclosingIds, folderId } from "../structure.js";
import type { EdgeResolution, GraphEdge } from "../types.js";
import { defineFile, type DefInfo, type FileScope } from "./defineFile.js";
import type { CallFact, DefFact, FileFacts, ImportFact, VarFact } from "./facts.js";
import type { GraphLanguage, ImportBinding, ModuleTarget } from "./graphLanguage.js";
import { parseFacts } from "./parse.js";
import { arityBase, folderOf, TYPE_KINDS, type FieldInfo, type Sym, type SymbolTables } from "./scope.js";
import type { LazySource } from "./lazySource.js";
import { BlockReceivers, type Group, type Receiver, type Res, type TypeRes } from "./blockReceivers.js";
import { fitsTypeShape } from "./typeShape.js";
import { splitArguments } from "./argumentList.js";

/**
 * A member of a test stand-in by its owner's name, `Mock…`, `Fake…` or `Stub…` (`MockSSLObject.selected_alpn_protocol`):
 * it answers the tests that hand it in, not the code it stands in for, wherever its file lives. (`Dummy…` is left out:
 * formidable's `DummyParser` is production code.)
 */
const STAND_IN_OWNER = /^(?:Mock|Fake|Stub)(?=[A-Z_])[^.]*\./u;

const CALLABLE_KINDS: ReadonlySet<string> = new Set(["method", "function"]);
const isExternal = (t: ModuleTarget): boolean => t !== undefined && "external" in t;
const isExternalRes = (r: Res): boolean => r !== undefined && "external" in r;
/** A type stub: it declares what code written elsewhere (a C extension, another package) defines (`_speedups.pyi`). */
const STUB_FILE = /\.pyi$/u;
/** `syms` without a later one of an id seen before, in order. */
const distinctSyms = (syms: readonly Sym[]): Sym[] => syms.filter((s, i) => syms.findIndex((o) => o.id === s.id) === i);

/** Offset of the `(` that opens the final `)` of `text`, or -1 (string contents are not special-cased). */
function openingParen(text: string): number {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ")") depth++;
    else if (c === "(" && --depth === 0) return i;
  }
  return -1;
}

/**
 * A call written as text (`self.make_context`, `resolve_command`) as {@link Resolver.call} takes it: the object before
 * the last `.`, the name after it, no line; `extra` adds the block or type arguments.
 */
function writtenCall(callee: string, extra: Partial<Pick<CallFact, "block" | "typeArgs" | "line">> = {}): Pick<CallFact, "name" | "object" | "line" | "block" | "typeArgs"> {
  const dot = callee.lastIndexOf(".");
  return dot < 0 ? { name: callee, line: 0, ...extra } : { object: callee.slice(0, dot), name: callee.slice(dot + 1), line: 0, ...extra };
}

/**
 * How many arguments a call passes, for a parameter-count check: unknown (undefined) where one is spread (`...$args`,
 * `...xs`, `*args`), which may pass any number (a break-it trial: `$x->pair(...$args)` stayed unresolved).
 */
function countedArgs(call: Pick<CallFact, "args" | "argTexts">): number | undefined {
  return call.argTexts?.some((a) => /^(?:\.\.\.|\*)/u.test(a.trim())) ? undefined : call.args;
}

/** A file's type-test narrowings by `<definition key>\u0000<name>` ({@link Resolver.narrowedAt}), built once per file's facts. */
const NARROWINGS = new WeakMap<NonNullable<FileFacts["narrowings"]>, Map<string, NonNullable<FileFacts["narrowings"]>>>();

/** Most repository functions a field may hold for a call of it to reach each ({@link Res} `also`); more leave it unresolved. */
const MAX_HELD_FUNCTIONS = 3;

/** Decorators that leave a method a plain function of its class ({@link Resolver.plainMethod}). */
const PLAIN_METHOD_DECORATOR = /^(?:(?:abc|typing|typing_extensions)\.)?(?:staticmethod|classmethod|abstractmethod|override|final)$/u;

/** True when a receiver written `object` is the calling method's own object: the language's self or a receiver parameter by convention. */
const isSelfReceiver = (lang: GraphLanguage, object: string): boolean => object === lang.selfName || lang.selfParameters?.includes(object) === true;

/** Most subclass methods a call on self may reach ({@link Resolver.subclassMembers}); more leave it as it was. */
const MAX_SUBCLASS_TARGETS = 8;

/** Step 3: name, type and call resolution within one file's scope. */
export class Resolver {
  private readonly unreadable = new Set<string>();
  private readonly receivers = new BlockReceivers({
    call: (scope, owner, call, depth) => this.call(scope, owner, call, depth),
    objectType: (scope, owner, object, depth, block) => this.objectType(scope, owner, object, depth, block),
    type: (scope, owner, text) => this.type(scope, owner, text),
    memberOf: (type, name) => this.memberOf(type, name, this.lazy.language(type.path)?.folderScope ?? false),
    enclosingType: (scope, owner) => this.enclosingType(scope, owner),
    scopeOf: (path) => this.scopeOf(path),
    files: (scope) => [...this.tables.files].filter((p) => this.lazy.language(p)?.grammar === scope.file.language.grammar).sort(),
  });

  constructor(
    private readonly tables: SymbolTables,
    private readonly scopes: Map<string, FileScope>,
    private readonly moduleCache: Map<string, ModuleTarget>,
    private readonly packageNames: ReadonlyMap<string, string>,
    private readonly lazy: LazySource,
  ) {}

  /** Imports that apply to a whole folder tree (C# `global using`): the folder (`""` = root) and the import. */
  readonly globalImports: { dir: string; fact: ImportFact }[] = [];

  /** Fills a scope's import table (local name → module or name in a module), global imports of its folders included. */
  bind(scope: FileScope): void {
    const packageName = (module: string): string | undefined => {
      const t = this.module(scope, module);
      return t && "paths" in t ? this.packageNames.get(folderOf(t.paths[0]!)) : undefined;
    };
    const p = scope.file.path;
    const globals = this.globalImports.filter((g) => g.dir === "" || p.startsWith(`${g.dir}/`)).map((g) => g.fact);
    // A name imported twice (`try: from ._speedups import f` / `except ImportError: from ._native import f`) keeps its
    // first import, unless that reaches only a type stub and a later one reaches code: markupsafe's `_escape_inner`
    // reached `_speedups.pyi` (the stub of a C extension), and `_native._escape_inner`, the code, had no callers.
    const stubOnly = (b: ImportBinding): boolean => {
      const t = this.module(scope, b.module);
      return t !== undefined && "paths" in t && t.paths.length > 0 && t.paths.every((path) => STUB_FILE.test(path));
    };
    for (const fact of [...scope.facts.imports, ...globals]) {
      for (const b of scope.file.language.bindings(fact, packageName)) {
        if (b.wildcard) scope.wildcards.push(b);
        else {
          if (fact.owner !== undefined) {
            let own = scope.ownBindings.get(fact.owner);
            if (!own) scope.ownBindings.set(fact.owner, (own = new Map()));
            if (!own.has(b.local)) own.set(b.local, b);
          }
          const first = scope.bindings.get(b.local);
          if (!first || (first.module !== b.module && stubOnly(first) && !stubOnly(b))) scope.bindings.set(b.local, b);
        }
      }
    }
  }

  /** Parses (on demand) the files of a type and of its base types, so their fields are in the tables. */
  private loadTypeFiles(type: Sym): void {
    for (const t of this.typeClosure(type, 8)) this.scopeOf(t.path);
  }

  /**
   * `type`, then its base types (with `reopenings`, also the other definitions of each: Ruby's reopened classes)
   * breadth first, each once, at most `limit`. A type is yielded before its bases are read, so a caller that parses its
   * file (`scopeOf`) has its bases in the tables by then.
   */
  private *typeClosure(type: Sym, limit: number, reopenings = false): Generator<Sym> {
    const seen = new Set<string>();
    const queue = [type];
    while (queue.length && seen.size < limit) {
      const t = queue.shift()!;
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      yield t;
      if (reopenings) queue.push(...this.reopenings(t));
      for (const baseId of this.tables.bases.get(t.id) ?? []) {
        const base = this.tables.byId(baseId);
        if (base) queue.push(base);
      }
    }
  }

  /** The definition of `sym` in its file's scope (parsed now if need be), with that scope; undefined when unknown. */
  private definitionOf(sym: Sym): { home: FileScope; def: DefInfo } | undefined {
    const home = this.scopeOf(sym.path);
    const def = home && [...home.defs.values()].find((d) => d.sym.id === sym.id);
    return def ? { home: home!, def } : undefined;
  }

  /** The scope of a file: built, or parsed now from the repository (its nodes are not emitted). */
  scopeOf(path: string): FileScope | undefined {
    const known = this.scopes.get(path);
    if (known || this.unreadable.has(path)) return known;
    const language = this.lazy.language(path);
    const text = language && this.lazy.text(path);
    const facts = language && text !== undefined ? parseFacts(language, text) : undefined;
    if (!language || text === undefined || !facts || "failed" in facts) {
      this.unreadable.add(path);
      return undefined;
    }
    const scope = defineFile({ path, text, language }, facts, this.tables, [], []);
    this.scopes.set(path, scope);
    this.bind(scope);
    return scope;
  }

  module(scope: FileScope, module: string): ModuleTarget {
    const key = `${scope.file.language.id}\n${folderOf(scope.file.path)}\n${module}`;
    if (!this.moduleCache.has(key)) this.moduleCache.set(key, scope.file.language.resolveModule(module, scope.file.path, this.tables));
    return this.moduleCache.get(key);
  }

  /** Owner keys from the innermost definition outwards. */
  private chain(scope: FileScope, owner: number | undefined): DefInfo[] {
    const out: DefInfo[] = [];
    for (let k = owner; k !== undefined; ) {
      const d = scope.defs.get(k);
      if (!d) break;
      out.push(d);
      k = d.fact.parent;
    }
    return out;
  }

  /**
   * Member `name` of `type` (or of its bases); for a language with {@link GraphLanguage.openClasses}, also of the
   * other definitions of the same qualified name (a class reopened in another file).
   */
  private memberOf(type: Sym, name: string, folderScope: boolean): Sym | undefined {
    const lang = this.lazy.language(type.path);
    if (!lang?.openClasses && !lang?.partialTypes) return this.tables.member(type, name, folderScope);
    // Breadth first: each definition of a class before its bases (at most 16 definitions besides the type's own
    // parts or reopenings, which count apart: Polly's `Policy` has 50 parts, rack's `module Rack` some 90 files).
    const seen = new Set<string>();
    const queue = [type];
    const limit = 16 + (lang.partialTypes ? this.partsOf(type) : this.reopenings(type)).length;
    while (queue.length && seen.size < limit) {
      const t = queue.shift()!;
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      const own = this.tables.lookup(t.path, `${t.qualifiedName}.${name}`, folderScope);
      if (own) return own;
      queue.push(...(lang.partialTypes ? this.partsOf(t) : this.reopenings(t)));
      for (const baseId of this.tables.bases.get(t.id) ?? []) {
        const base = this.tables.byId(baseId);
        if (base) queue.push(base);
      }
    }
    return undefined;
  }

  /**
   * The types whose bases name one of `ids` (subclasses, implementers, includers: {@link SymbolTables.derivedOf}), each
   * once: those in `seen` are left out and the rest added to it; with `outsideTests`, those in test files are left out
   * (a test's stand-in says nothing of what the library's own code runs).
   */
  private derivedTypes(ids: Iterable<string>, seen: Set<string>, outsideTests: boolean): Sym[] {
    const out: Sym[] = [];
    for (const id of ids) {
      for (const sub of this.tables.derivedOf(id)) {
        if (seen.has(sub)) continue;
        seen.add(sub);
        const t = this.tables.byId(sub);
        if (t && !(outsideTests && isTestPath(t.path))) out.push(t);
      }
    }
    return out;
  }

  /**
   * A call on self of a method the class and its repository bases do not define, where subclasses do (the template
   * method pattern, and a method a subclass adds to an outside base's: cachetools' `Cache.__setitem__` evicts with
   * `self.popitem()`, which `LRUCache`, `LFUCache` and three more define; `_TimedCache.__repr__` calls `self.expire()`):
   * each subclass's nearest definition (at most {@link MAX_SUBCLASS_TARGETS}, subclasses four levels down), the first
   * as `sym` and the rest as `also`, for languages with {@link GraphLanguage.selfCallsReachSubclasses}. A subclass in a
   * test file answers only calls from test files (a test's stand-in says nothing of what the library runs). Undefined
   * when no subclass defines it or more do than the bound.
   */
  private subclassMembers(scope: FileScope, type: Sym, name: string): Res {
    const lang = scope.file.language;
    const outsideTests = !isTestPath(scope.file.path);
    const found: Sym[] = [];
    const seen = new Set([type.id]);
    let level = [type.id];
    for (let depth = 0; depth < 4 && level.length; depth++) {
      const next: string[] = [];
      for (const t of this.derivedTypes(level, seen, outsideTests)) {
        if (!TYPE_KINDS.has(t.kind)) continue;
        const m = this.memberOf(t, name, lang.folderScope);
        if (m && CALLABLE_KINDS.has(m.kind)) found.push(m);
        else next.push(t.id);
      }
      level = next;
    }
    const each = distinctSyms(found);
    if (!each.length || each.length > MAX_SUBCLASS_TARGETS) return undefined;
    return { sym: each[0]!, ...(each.length > 1 ? { also: each.slice(1) } : {}) };
  }

  /**
   * A call on self that the innermost enclosing type (a module, or a class) does not answer, in a language whose
   * classes are open (Ruby): the one method of that name the types that include, extend or subclass it define (a
   * mixin's `halt` is its includer `Base`'s); undefined when none or several different ones do. For a call outside
   * test files an includer in a test file is not asked: a test's stand-in (rack's `DelegateRequest`, which includes
   * `Rack::Request::Helpers` and delegates `get_header` to a request) says nothing of what the library's own includers
   * run, and had left all 29 of `Helpers`' `get_header` calls unresolved.
   */
  private includersMember(scope: FileScope, owner: number | undefined, name: string): Res {
    const type = this.chain(scope, owner).find((d) => TYPE_KINDS.has(d.sym.kind))?.sym;
    if (!type) return undefined;
    const lang = scope.file.language;
    const outsideTests = !isTestPath(scope.file.path);
    // Level by level (at most 4): an includer that does not answer passes the question on to its own includers
    // (`Entity` included in `InsideRoute`, included in `Endpoint`, which includes `Settings`).
    const seen = new Set<string>();
    let level = [type];
    for (let depth = 0; depth < 4 && level.length; depth++) {
      const ids = new Set(level.flatMap((t) => [t.id, ...this.reopenings(t).map((r) => r.id)]));
      for (const id of ids) seen.add(id);
      let found: Sym | undefined;
      const next: Sym[] = [];
      for (const t of this.derivedTypes(ids, seen, outsideTests)) {
        const m = this.memberOf(t, name, lang.folderScope);
        if (!m || TYPE_KINDS.has(m.kind)) {
          next.push(t);
          continue;
        }
        if (found && found.id !== m.id) return undefined;
        found = m;
      }
      if (found) return { sym: found };
      level = next;
    }
    return undefined;
  }

  /**
   * True when `type` may answer names it does not define: it (or one of its other definitions or bases, at most 16
   * types) defines the language's `method_missing` or calls one of its missing-name delegators in its body
   * (`delegate_missing_to :base_instance`), {@link BlockReceiverRules}.
   */
  private answersAnyName(type: Sym): boolean {
    let known = this.anyName.get(type.id);
    if (known === undefined) this.anyName.set(type.id, (known = this.answersAnyNameOf(type)));
    return known;
  }

  private readonly anyName = new Map<string, boolean>();

  private answersAnyNameOf(type: Sym): boolean {
    const rules = this.lazy.language(type.path)?.blockReceivers;
    if (!rules) return false;
    if (rules.missingMethod !== undefined && this.memberOf(type, rules.missingMethod, false) !== undefined) return true;
    const delegators = rules.missingDelegators;
    if (!delegators?.size) return false;
    for (const t of this.typeClosure(type, 16, true)) {
      const found = this.definitionOf(t);
      if (found?.home.facts.calls.some((c) => c.owner === found.def.fact.key && c.object === undefined && delegators.has(c.name))) return true;
    }
    return false;
  }

  /** The other definitions of `type`'s qualified name in files of its grammar, by path. */
  private reopenings(type: Sym): Sym[] {
    const simple = arityBase(type.qualifiedName.slice(type.qualifiedName.lastIndexOf(".") + 1));
    const grammar = this.lazy.language(type.path)?.grammar;
    // `Policy`1` (a later type of another arity in its file) reopens `Policy` of another file: arity is compared apart.
    const plain = (qn: string): string => qn.replace(/`\d+/gu, "");
    return this.tables.typesNamed(simple).filter((t) => t.id !== type.id && plain(t.qualifiedName) === plain(type.qualifiedName) && this.lazy.language(t.path)?.grammar === grammar).sort((a, b) => (a.path < b.path ? -1 : 1));
  }

  private readonly parts = new Map<string, Sym[]>();

  /**
   * The other parts of a partial type ({@link GraphLanguage.partialTypes}), by path: the partial types of its
   * qualified name and arity in files of its grammar that declare a namespace it is declared in (or, like it, none).
   * Empty for a type that is no part (files of stored nodes are parsed to learn that).
   */
  private partsOf(type: Sym): Sym[] {
    let known = this.parts.get(type.id);
    if (known) return known;
    known = [];
    this.parts.set(type.id, known);
    const lang = this.lazy.language(type.path);
    if (!lang?.partialTypes || !TYPE_KINDS.has(type.kind)) return known;
    if (type.arity === undefined) this.scopeOf(type.path); // a stored node learns from its file
    if (!type.partial) return known;
    const home = this.namespacesOf(type.path);
    for (const t of this.reopenings(type)) {
      if (t.arity === undefined) this.scopeOf(t.path);
      if (!t.partial || (t.arity ?? 0) !== (type.arity ?? 0)) continue;
      const there = this.namespacesOf(t.path);
      if (home.length === 0 ? there.length === 0 : home.some((n) => there.includes(n))) known.push(t);
    }
    return known;
  }

  /** The namespaces a file declares (its implicit imports: C# `namespace A.B`), sorted; empty when none or unreadable. */
  private namespacesOf(path: string): string[] {
    const scope = this.scopeOf(path);
    return scope ? [...new Set(scope.facts.imports.filter((i) => i.implicit).map((i) => i.module))].sort() : [];
  }

  /**
   * `type` and the other parts of it where it is a partial type ({@link partsOf}); `[type]` otherwise.
   */
  private withParts(type: Sym): Sym[] {
    return [type, ...this.partsOf(type)];
  }

  /** The assignments of field `name` of `type` or of the first other part of it that has them ({@link SymbolTables.field}). */
  private fieldsOf(type: Sym, name: string): readonly FieldInfo[] {
    for (const t of this.withParts(type)) {
      const found = this.tables.field(t, name);
      if (found.length) return found;
    }
    return this.fixtureFields(type, name);
  }

  /**
   * Attribute `name` as the fixtures a class is marked to use set it on the class (pytest `@pytest.mark.usefixtures(
   * "dt_parser")` on the class, `request.cls.parser = parser.DateTimeParser()` in the fixture, see
   * {@link GraphLanguage.fixtures}), each read in its fixture; empty when the class uses none that sets it. arrow's
   * tests call `self.parser.parse(…)` and `self.locale.day_name(…)` on attributes so set.
   */
  private fixtureFields(type: Sym, name: string): FieldInfo[] {
    const rule = this.lazy.language(type.path)?.fixtures;
    const found = rule?.classUser ? this.definitionOf(type) : undefined;
    if (!found) return [];
    const out: FieldInfo[] = [];
    for (const d of found.def.fact.decorators ?? []) {
      if (!rule!.classUser!.test(d)) continue;
      for (const m of d.matchAll(/["']([\p{L}_][\p{L}\p{N}_]*)["']/gu)) {
        const fixture = this.fixtureDef(found.home, m[1]!);
        for (const f of fixture?.home.facts.fields ?? []) {
          if (f.ofClass && f.owner === fixture!.def.fact.key && f.name === name && f.call !== undefined) out.push({ path: fixture!.home.file.path, call: f.call, owner: f.owner });
        }
      }
    }
    return out;
  }

  /** True when `type` (or another part of it) or one of their bases has a base type from outside the repository. */
  private hasExternalBase(type: Sym): boolean {
    if (this.withParts(type).some((t) => this.tables.hasExternalBase(t))) return true;
    if (!this.lazy.language(type.path)?.openClasses || !TYPE_KINDS.has(type.kind)) return false;
    // Where classes are open, each definition of the class and of its bases counts (`include Rack::Test::Methods`
    // in a test helper's `class Minitest::Test`), and so does an outside class the repository only reopens.
    return [...this.typeClosure(type, 16, true)].some((t) => this.tables.hasExternalBase(t) || this.reopensOutsideClass(t));
  }

  /**
   * True when every definition of class `type` is written with a qualified name and no superclass (`class
   * Minitest::Test`, `class Rack::Builder` in a repository that has no `class Builder` inside `module Rack`): a class
   * from outside the repository, reopened to add methods; modules are left out (`module A::B` is a common way to
   * write a repository's own namespaces).
   */
  private reopensOutsideClass(type: Sym): boolean {
    let known = this.outsideClasses.get(type.id);
    if (known === undefined) {
      const defs = [type, ...this.reopenings(type)].map((t) => this.definitionOf(t)?.def);
      known = defs.every((d) => d !== undefined && d.fact.kind === "class" && !d.fact.module && d.fact.name.includes(".") && d.fact.bases.every((b) => b.implements));
      this.outsideClasses.set(type.id, known);
    }
    return known;
  }

  private readonly outsideClasses = new Map<string, boolean>();

  /** Base type ids of `type` and of its other parts, each once. */
  private basesOf(type: Sym): string[] {
    return [...new Set(this.withParts(type).flatMap((t) => this.tables.bases.get(t.id) ?? []))];
  }

  /**
   * The one type among `types` (same-grammar candidates of a name-only lookup), or, where classes are open, the first
   * by path when all are definitions of one qualified name, or all parts of one partial type; undefined otherwise.
   */
  private oneType(types: readonly Sym[], lang: GraphLanguage): Sym | undefined {
    if (types.length === 1) return types[0];
    if (lang.partialTypes && types.length) {
      const first = [...types].sort((a, b) => (a.path < b.path ? -1 : 1))[0]!;
      const ids = new Set(this.withParts(first).map((t) => t.id));
      return types.every((t) => ids.has(t.id)) ? first : undefined;
    }
    if (!lang.openClasses || !types.length || types.some((t) => t.qualifiedName !== types[0]!.qualifiedName)) return undefined;
    return [...types].sort((a, b) => (a.path < b.path ? -1 : 1))[0];
  }

  /**
   * True when `sym` is no type of another arity than `arity` (where arity tells types apart,
   * {@link GraphLanguage.typeArity}; a type written without type arguments wants arity 0).
   */
  private fitsArity(lang: GraphLanguage, sym: Sym, arity: number | undefined): boolean {
    return !lang.typeArity || !TYPE_KINDS.has(sym.kind) || (sym.arity ?? 0) === (arity ?? 0);
  }

  /**
   * A bare name in `scope` seen from `owner` (inside `block`): nested definitions, the file (or package), imports,
   * builtins; undefined for a name a block around binds (a closure's parameter). Where arity tells types apart, a type
   * of `arity` type parameters (0 when absent) is preferred to one of that name found first.
   */
  name(scope: FileScope, owner: number | undefined, name: string, depth = 0, arity?: number, block?: number): Res {
    const lang = scope.file.language;
    if (block !== undefined && this.blockBinding(scope, owner, block, name) !== undefined) return undefined; // a value, not a definition
    for (const d of this.chain(scope, owner)) {
      if (TYPE_KINDS.has(d.sym.kind)) {
        // Where a class's members are in scope inside it, so are its nested types (`Inner` in `Outer`).
        const nested = lang.implicitMembers ? this.tables.lookupType(scope.file.path, `${d.sym.qualifiedName}.${name}`, arity, false) : undefined;
        if (nested && TYPE_KINDS.has(nested.kind)) return { sym: nested };
        continue;
      }
      const nested = this.tables.lookup(scope.file.path, `${d.sym.qualifiedName}.${name}`, false);
      if (nested) return { sym: nested };
      // An import written in the function binds there before the file's own names (python-dotenv's
      // `load_ipython_extension` imports and calls `.ipython`'s function of its own name: it had called itself).
      // One that reaches nothing leaves the name to the file (reqwest's `use super::{Form, Part};` in a test function
      // of an inline `mod tests`, whose `super` the module paths read as the file's parent).
      const own = scope.ownBindings.get(d.fact.key)?.get(name);
      const ownRes = own ? (own.name !== undefined ? this.inModule(scope, own.module, own.name, depth) : this.moduleRes(scope, own.module)) : undefined;
      if (ownRes) return ownRes;
      if (scope.locals.get(d.fact.key)?.has(name)) return undefined; // a parameter or local variable: a value, not a definition
    }
    const top = this.tables.lookupType(scope.file.path, name, arity, lang.folderScope);
    // A method written in a block (`let(:x)` in a `describe`) is the block receiver's, not the file's.
    const own = top && !this.receivers.writtenInBlock(top) ? top : undefined;
    if (own && this.fitsArity(lang, own, arity)) return { sym: own };
    // A type of another arity (`Builder` from `Builder.cs` asking for `Builder<T>`): the one of the right arity elsewhere, else it.
    const other = own ? this.otherArity(scope, own, name, arity) : undefined;
    if (own) return { sym: other ?? own };
    const b = scope.bindings.get(name);
    if (b) {
      const r = b.name !== undefined ? this.inModule(scope, b.module, b.name, depth) : this.moduleRes(scope, b.module);
      // Where imports do not re-export (PHP `use GuzzleHttp\Psr7;`), a name its module does not define is a
      // submodule or nothing: outside the repository when that submodule is.
      if (!r && b.name !== undefined && lang.importsReexport === false && isExternal(this.module(scope, `${b.module}.${b.name}`))) return { external: true };
      // An import of a repository module that does not define the name itself (a re-export the module facts do not
      // follow): where type names are global anyway, the one type of that name.
      if (r || b.name === undefined || !lang.nameOnlyTypes) return r;
      const one = this.oneType(this.tables.typesNamed(b.name).filter((s) => this.lazy.language(s.path)?.grammar === lang.grammar), lang);
      return one ? { sym: one, nameOnly: true } : undefined;
    }
    let wrongArity: Res;
    for (const w of scope.wildcards) {
      if (!this.wildcardBinds(scope, w.module, name)) continue;
      const r = this.inModule(scope, w.module, name, depth, arity);
      if (r && "sym" in r && !this.fitsArity(lang, r.sym, arity)) wrongArity ??= r;
      else if (r && "sym" in r) return r;
    }
    if (wrongArity) return wrongArity;
    if (lang.nameOnlyTypes) {
      // Where namespaces need not follow folders (C# global namespace, project-wide usings): the one type of that name
      // (where constants are lexical, of those the name can reach from here; where arity counts, of that arity if any).
      const types = this.tables.typesNamed(name).filter((s) => this.lazy.language(s.path)?.grammar === lang.grammar && this.visibleConstant(scope, owner, s, name));
      const one = this.oneType(this.ofArity(lang, types, arity), lang);
      if (one) return { sym: one, nameOnly: true };
    }
    // A name no local table has, in a file that imports every name of an outside module (`from m import *`, Go `import . "m"`).
    if (scope.wildcards.some((w) => isExternal(this.module(scope, w.module)))) return { external: true };
    return lang.builtins.has(name) ? { external: true } : undefined;
  }

  /**
   * True when a wildcard import of `module` written in `scope` binds `name`: a name the module lists as public
   * (Python `__all__`), or, when it lists none, any name the language does not hide from wildcards (`_private`).
   */
  private wildcardBinds(scope: FileScope, module: string, name: string): boolean {
    const target = this.module(scope, module);
    const exports = target && "paths" in target ? this.scopeOf(target.paths[0]!)?.facts.exports : undefined;
    if (exports) return exports.includes(name);
    return !scope.file.language.hiddenFromWildcard?.test(name);
  }

  private moduleRes(scope: FileScope, module: string): Res {
    const t = this.module(scope, module);
    return t && "paths" in t ? { module, paths: t.paths } : t;
  }

  /**
   * Where arity tells types apart, the types among `types` with `arity` type parameters (0 when absent) when there are
   * any (their files parsed, so stored nodes know their arity), else all of them.
   */
  private ofArity(lang: GraphLanguage, types: readonly Sym[], arity: number | undefined): readonly Sym[] {
    if (!lang.typeArity || types.length < 2) return types;
    for (const t of types) if (t.arity === undefined) this.scopeOf(t.path);
    const fit = types.filter((t) => this.fitsArity(lang, t, arity));
    return fit.length ? fit : types;
  }

  /** Where arity tells types apart, the type named `name` of `arity` seen through the file's imports, when `found` is of another. */
  private otherArity(scope: FileScope, found: Sym, name: string, arity: number | undefined): Sym | undefined {
    const lang = scope.file.language;
    if (!lang.typeArity || !TYPE_KINDS.has(found.kind)) return undefined;
    for (const w of scope.wildcards) {
      if (!this.wildcardBinds(scope, w.module, name)) continue;
      const r = this.inModule(scope, w.module, name, 0, arity);
      if (r && "sym" in r && r.sym.id !== found.id && this.fitsArity(lang, r.sym, arity)) return r.sym;
    }
    return undefined;
  }

  /**
   * `name` inside module `module` as imported from `scope`: a definition, a submodule, or a re-export. Where arity tells
   * types apart, a type of `arity` type parameters in a later file of the module wins over one of another arity.
   */
  inModule(scope: FileScope, module: string, name: string, depth: number, arity?: number): Res {
    const target = this.module(scope, module);
    if (!target || "external" in target) return target;
    const lang = scope.file.language;
    const last = module.slice(module.lastIndexOf(".") + 1);
    let first: Sym | undefined;
    for (const p of target.paths) {
      // The name itself, or a member of the type the module names (Java `import a.b.Outer.Inner`).
      const s = this.tables.lookupType(p, name, arity, false) ?? (last ? this.tables.lookup(p, `${last}.${name}`, false) : undefined);
      if (!s) continue;
      if (!lang.typeArity || !TYPE_KINDS.has(s.kind)) return { sym: s };
      if (s.arity === undefined) this.scopeOf(s.path); // a stored node learns its arity from its file
      if (this.fitsArity(lang, s, arity)) return { sym: s };
      first ??= s;
    }
    if (first) return { sym: first };
    const sub = this.moduleRes(scope, module.endsWith(".") ? module + name : `${module}.${name}`);
    if (sub && "module" in sub) return sub;
    if (depth >= 3 || lang.folderScope || lang.importsReexport === false) return undefined;
    for (const p of target.paths) {
      const other = this.scopeOf(p);
      if (other?.bindings.has(name)) {
        const r = this.name(other, undefined, name, depth + 1);
        if (r) return r;
      }
      // A module-level alias of a name the module binds (attrs's `ib = attr = attrib` beside `from ._make import attrib`),
      // or of a module-level instance's method (pyjwt's `decode = _jwt_global_obj.decode`: `variableFunction`).
      const alias = other?.vars.get(undefined)?.get(name);
      if (alias?.value !== undefined && alias.value !== name && !alias.element) {
        const r = /^[\p{L}_][\p{L}\p{N}_]*$/u.test(alias.value) ? this.name(other!, undefined, alias.value, depth + 1) : this.variableFunction(other!, undefined, name, undefined, 1);
        if (r) return r;
      }
      // Re-exported through `from .models import *` (a package `__init__` gathering its modules).
      for (const w of other?.wildcards ?? []) {
        if (!this.wildcardBinds(other!, w.module, name)) continue;
        const r = this.inModule(other!, w.module, name, depth + 1);
        if (r && ("sym" in r || "module" in r)) return r;
      }
      // A module whose text cannot be read: any file it imports (by the known graph) that defines the name.
      for (const imported of other ? [] : (this.tables.knownImports.get(p) ?? [])) {
        const s = this.tables.lookup(imported, name, false);
        if (s) return { sym: s };
      }
    }
    return undefined;
  }

  /**
   * A dotted expression (`a`, `a.b.C`, `pkg.Type`): the first part by name (as seen inside `block`), the rest as
   * members; `arity`: the type arguments its last part is written with, where arity tells types apart.
   */
  expr(scope: FileScope, owner: number | undefined, text: string, arity?: number, block?: number): Res {
    const exact = scope.bindings.get(text);
    if (exact && exact.name === undefined) return this.moduleRes(scope, exact.module);
    const parts = text.split(".");
    if (parts.some((p) => !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(p))) return undefined;
    let r = this.name(scope, owner, parts[0]!, 0, parts.length === 1 ? arity : undefined, block);
    for (const part of parts.slice(1)) r = this.member(scope, r, part);
    if ((r && !("external" in r)) || parts.length < 2 || !scope.file.language.nameOnlyTypes) return r;
    // A qualified type (`Shapes.Square`) whose outer module is reopened in several files: the one type of that path.
    const lang = scope.file.language;
    const types = this.ofArity(lang, this.tables.typesNamed(parts[parts.length - 1]!).filter((t) => this.namesConstant(scope, owner, t, text)), arity);
    const one = this.oneType(types, lang);
    if (one) return { sym: one, nameOnly: true };
    if (lang.unnamedNamespaces && !r && !types.length) {
      // `spdlog::details::registry`: namespaces are in no qualified name, so the type named by a tail of the path.
      const named = this.tables.typesNamed(parts[parts.length - 1]!).filter((x) => this.lazy.language(x.path)?.grammar === lang.grammar);
      for (let k = 1; k < parts.length; k++) {
        const tail = parts.slice(k).join(".");
        const t = this.oneType(named.filter((x) => x.qualifiedName === tail), lang);
        if (t) return { sym: t, nameOnly: true };
      }
    }
    return r;
  }

  private member(scope: FileScope, r: Res, name: string): Res {
    if (!r || "external" in r) return r;
    if ("module" in r) return this.inModule(scope, r.module, name, 0);
    if (TYPE_KINDS.has(r.sym.kind)) {
      const m = this.memberOf(r.sym, name, scope.file.language.folderScope);
      return m ? { sym: m } : undefined;
    }
    return undefined;
  }

  /**
   * True when type `t` (of the caller's grammar) is one the dotted constant path `text` may name from `owner`: where
   * constants are lexical ({@link GraphLanguage.lexicalConstants}), its qualified name is the path under an enclosing
   * class or module, one of their outer modules, an enclosing class's base, or the top level; elsewhere, the path
   * itself or a tail of its qualified name.
   */
  private namesConstant(scope: FileScope, owner: number | undefined, t: Sym, text: string): boolean {
    if (this.lazy.language(t.path)?.grammar !== scope.file.language.grammar) return false;
    if (!scope.file.language.lexicalConstants) return t.qualifiedName === text || t.qualifiedName.endsWith(`.${text}`);
    return this.visibleConstant(scope, owner, t, text);
  }

  /** Where constants are lexical, true when `t`'s qualified name is `text` under one of {@link constantPrefixes}; else true. */
  private visibleConstant(scope: FileScope, owner: number | undefined, t: Sym, text: string): boolean {
    if (!scope.file.language.lexicalConstants) return true;
    return this.constantPrefixes(scope, owner).some((p) => (p ? `${p}.${text}` : text) === t.qualifiedName);
  }

  /**
   * Qualified names a constant is looked up under from `owner`, innermost first: each enclosing class or module and
   * its outer modules (`Rack.Protection.Base`, `Rack.Protection`, `Rack`), each enclosing class's bases, then `""`
   * (the top level). Ruby proper nests only modules opened one by one (`class A::B` does not see `A`'s constants);
   * taking every outer prefix is the looser reading, so fewer constants are called external.
   */
  private constantPrefixes(scope: FileScope, owner: number | undefined): string[] {
    const out = new Set<string>();
    for (const d of this.chain(scope, owner)) {
      if (!TYPE_KINDS.has(d.sym.kind)) continue;
      const parts = d.sym.qualifiedName.split(".");
      for (let k = parts.length; k > 0; k--) out.add(parts.slice(0, k).join("."));
      for (const baseId of this.tables.bases.get(d.sym.id) ?? []) {
        const base = this.tables.byId(baseId);
        if (base) out.add(base.qualifiedName);
      }
    }
    out.add("");
    return [...out];
  }

  /** True when some type of the repository is what constant path `object` (dotted) may name from `owner`. */
  private knownConstant(scope: FileScope, owner: number | undefined, object: string): boolean {
    return this.tables.typesNamed(object.slice(object.lastIndexOf(".") + 1)).some((t) => this.namesConstant(scope, owner, t, object));
  }

  /**
   * The type a declared type text names, seen from `scope`; `"external"` for a type from outside the repository
   * (where constants are lexical, also a constant path no repository type is: `Rack::Request` in a repository
   * without it).
   */
  type(scope: FileScope, owner: number | undefined, text: string): TypeRes {
    const lang = scope.file.language;
    const name = lang.typeName(text);
    const members = name === undefined ? lang.unionTypeNames?.(text) : undefined;
    if (members) {
      // A union of repository types only: its first member, every member listed (`Sym.union`); else unknown.
      const types = members.map((m) => this.type(scope, owner, m));
      if (!types.every((t): t is Sym => t !== undefined && t !== "external")) return undefined;
      const distinct = distinctSyms(types);
      return distinct.length === 1 ? distinct[0] : { ...distinct[0]!, union: distinct };
    }
    if (name !== undefined && name === lang.selfType) return this.selfTypeOf(scope, owner);
    const r = name ? this.expr(scope, owner, name, lang.typeArity?.(text)) : undefined;
    if (r && "external" in r) return "external";
    if (!r && name !== undefined && lang.lexicalConstants && lang.constantObject?.test(name) && !this.knownConstant(scope, owner, name)) return "external";
    if (!r && name !== undefined && lang.unknownTypesExternal && !this.repositoryTypeName(scope, name)) return "external";
    if (!r && name !== undefined && lang.folderScope && this.outsidePackageType(scope, name)) return "external";
    return r && "sym" in r && TYPE_KINDS.has(r.sym.kind) ? r.sym : undefined;
  }

  /**
   * True for a type written with its package (`okhttp3.Response`, a lower-case first segment) where packages are folders
   * ({@link GraphLanguage.folderScope}) and no repository type of that name sits in a folder ending with that package:
   * retrofit's `parseResponse(okhttp3.Response rawResponse)` read `rawResponse.body()` as an unresolved call of the
   * repository's 37 `body` methods (its own `retrofit2.Response` among them).
   */
  private outsidePackageType(scope: FileScope, name: string): boolean {
    const dot = name.lastIndexOf(".");
    if (dot < 0 || !/^[a-z]/u.test(name)) return false;
    const folder = name.slice(0, dot).replaceAll(".", "/");
    const grammar = scope.file.language.grammar;
    return !this.tables.typesNamed(name.slice(dot + 1)).some((t) => this.lazy.language(t.path)?.grammar === grammar && `/${folderOf(t.path)}`.endsWith(`/${folder}`));
  }

  /**
   * True unless type name `name` (dotted) is surely from outside the repository ({@link GraphLanguage.unknownTypesExternal}):
   * some type of the caller's grammar has its last name, or it reads as a type parameter.
   */
  private repositoryTypeName(scope: FileScope, name: string): boolean {
    const lang = scope.file.language;
    const last = name.slice(name.lastIndexOf(".") + 1);
    if (lang.typeParameterName?.test(last)) return true;
    return this.tables.typesNamed(last).some((t) => this.lazy.language(t.path)?.grammar === lang.grammar);
  }

  /**
   * The type a call returns: a class called as a constructor, or a function's declared result type. With `enter`,
   * the type a context manager binds (`with callee(…) as x`): the class's enter method's declared result when it
   * names a type of the repository, else the class itself; for a function, the type its declared result yields.
   */
  private resultType(scope: FileScope, owner: number | undefined, written: string, depth: number, enter = false, block?: number, argsText?: string, line?: number): TypeRes {
    // A constructed generic type (`new Builder<T>()` assigned): its name and arity.
    const generic = scope.file.language.typeArity !== undefined && written.endsWith(">");
    const callee = generic ? (scope.file.language.typeName(written) ?? written) : written;
    const dot = callee.lastIndexOf(".");
    const inBlock = { ...(block !== undefined ? { block } : {}), ...(generic ? { typeArgs: scope.file.language.typeArity!(written) } : {}) };
    // Called on the line it is written on, where the object's type may be narrowed (a Go type switch's case).
    const r = this.call(scope, owner, writtenCall(callee, { ...inBlock, ...(line !== undefined ? { line } : {}) }), depth + 1);
    if (r && "external" in r) {
      const lang = scope.file.language;
      const name = callee.slice(dot + 1);
      // `Class#new` of a class typed by the module it mixes in (`dummy_class.new`): an instance answering the module's methods.
      const made = dot > 0 && name === lang.constructorCall ? this.objectType(scope, owner, callee.slice(0, dot), depth + 1, block) : undefined;
      if (made && made !== "external" && this.isModule(made)) return made;
      if (dot < 0 && lang.outsideResults?.has(name)) return "external"; // `expect(x)`: RSpec's object
      if (dot < 0 && lang.blockReceivers?.groups?.described.has(name)) return this.describedType(scope, owner, block, depth);
      // Where the language lists the methods whose results are core objects, only those and an outside class's
      // constructor give an outside value: `items.first`, `Marshal.load(s)` may give a repository object.
      if (lang.coreResults) return lang.coreResults.has(name) || name === lang.constructorCall ? "external" : undefined;
      // A method every object has (`x.class`, `x.dup`) is outside the repository, but what it gives may be a repository object.
      return lang.universalMethods?.has(name) ? undefined : "external";
    }
    if (!r || !("sym" in r)) return undefined;
    const lang = scope.file.language;
    const cls = TYPE_KINDS.has(r.sym.kind) ? r.sym : this.isConstructor(scope, r.sym) ? this.tables.byId(r.sym.id.slice(0, r.sym.id.lastIndexOf("."))) : undefined;
    if (cls && enter) return this.entered(cls, depth);
    if (cls || TYPE_KINDS.has(r.sym.kind) || this.isConstructor(scope, r.sym)) return cls;
    // Where overloads are distinct, the one the written arguments pick: overloads may declare other result types
    // (Polly's `AddRetry(this ResiliencePipelineBuilder, …)` and `AddRetry<T>(this ResiliencePipelineBuilder<T>, …)`).
    const args = argsText !== undefined ? splitArguments(argsText) : undefined;
    const picked = args && lang.overloads ? this.overload(r, { args: args.length, argTexts: args, ...(dot >= 0 ? { object: callee.slice(0, dot) } : {}), ...(inBlock.typeArgs !== undefined ? { typeArgs: inBlock.typeArgs } : {}) }, scope, owner) : undefined;
    const fn = picked?.sym ?? r.sym;
    if (!enter) return this.declaredResult(fn, false, depth + 1);
    // `with f(…) as x`: what a generator-based context manager yields (`-> Iterator[Session]`), else what the
    // declared result's class enters as (`def make_context(…) -> Context` with `Context.__enter__(self) -> Self`).
    const yielded = this.declaredResult(fn, true, depth + 1);
    if (yielded) return yielded;
    const made = this.declaredResult(fn, false, depth + 1);
    return made && made !== "external" ? this.entered(made, depth) : undefined;
  }

  /**
   * The type `with` binds for a value of class `cls` ({@link GraphLanguage.enterMethods}): the first enter method's
   * declared result that names a type of the repository (`Self`: the method's class), else the class itself.
   */
  private entered(cls: Sym, depth: number): TypeRes {
    const lang = this.lazy.language(cls.path);
    for (const name of lang?.enterMethods ?? []) {
      const m = this.memberOf(cls, name, lang!.folderScope);
      const t = m ? this.declaredResult(m, false, depth + 1) : undefined;
      if (t && t !== "external") return t;
    }
    return cls;
  }

  /**
   * The type a function's declared result names (with `yielded`, the type it yields), seen from its own file; for a
   * function without one, what its `return` statements give ({@link returnedType}).
   */
  private declaredResult(fn: Sym, yielded = false, depth = 0): TypeRes {
    const home = this.scopeOf(fn.path);
    let result = fn.result ?? this.tables.byId(fn.id)?.result;
    if (result === undefined) {
      const def = home && !yielded ? this.definitionOf(fn)?.def : undefined;
      const attributes = home?.file.language.attributes;
      if (def && attributes && def.fact.attribute !== undefined) {
        // `attr_reader :request`: what the class's field `@request` holds.
        const cls = this.enclosingType(home!, def.fact.key);
        return cls ? this.fieldType(home!, cls, attributes.field(def.fact.name), depth + 1) : undefined;
      }
      return def ? this.returnedType(home!, def, depth) : undefined;
    }
    if (yielded) {
      const hook = home?.file.language.yieldedType;
      result = hook ? hook(result) : undefined;
    }
    if (result === undefined || !home) return undefined;
    // Seen from the function itself, so a result written `Self` is its type, and where a class's members are in scope in
    // its methods (Java, C#, C++), a nested type of the class is too (javapoet's `static Builder classBuilder(…)` in
    // `TypeSpec` returns `TypeSpec.Builder`; chains on it were unresolved).
    return this.type(home, this.resultSeenFrom(home, fn), result);
  }

  /**
   * Where a function's declared result type is read from (a definition key, undefined for its file): the function
   * itself where a class's members are in scope in its methods (Java, C#, C++) or it is defined apart from its type
   * (Rust `impl T`), so `Self` and nested types resolve; the definition around it where `Self` is a type (Python,
   * Rust free functions); else its file.
   */
  private resultSeenFrom(home: FileScope, fn: Sym): number | undefined {
    const lang = home.file.language;
    const def = lang.selfType !== undefined || lang.implicitMembers ? this.definitionOf(fn)?.def : undefined;
    // Where a class's members are not in scope in its methods, a result is read around the function, so a parameter
    // does not hide a module of its name (sqlparse's `def parse(sql: str) -> tuple[sql.Statement, ...]`); the class
    // around a method still gives `Self`. A method defined apart from its type (a Rust `impl T` block) reads its own.
    if (def && !lang.implicitMembers && def.fact.receiver === undefined) return def.fact.parent;
    return def?.fact.key;
  }

  /**
   * Where `m` is a property whose declared result is a repository class with the language's call method
   * ({@link GraphLanguage.callMethod}), that method: a call of the property (`self._state(restore=True)`) reads the
   * property, then calls the value it gives. tomlkit's `Parser._state` gives a `_StateHandler`, so the call runs
   * `_StateHandler.__call__` and gives its `_State`; the getter alone was the callee, its `_StateHandler` the result.
   * Undefined for any other member.
   */
  private calledPropertyValue(m: Sym, depth: number): Sym | undefined {
    const lang = this.lazy.language(m.path);
    if (m.kind !== "method" || lang?.callMethod === undefined || !this.isProperty(m)) return undefined;
    const value = this.declaredResult(m, false, depth + 1);
    const runs = value && value !== "external" && TYPE_KINDS.has(value.kind) ? this.memberOf(value, lang.callMethod, lang.folderScope) : undefined;
    return runs?.kind === "method" ? runs : undefined;
  }

  /** True when a bare name written as a value (`cb`) is a local of its function or, where members are named without their receiver, a field of the class around it. */
  private heldValue(scope: FileScope, cb: { owner?: number; name: string; block?: number }): boolean {
    if (!/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(cb.name)) return false;
    if (cb.owner !== undefined && this.isLocal(scope, cb.owner, cb.name, cb.block)) return true;
    if (!scope.file.language.implicitMembers) return false;
    const cls = this.enclosingType(scope, cb.owner);
    return cls !== undefined && this.fieldsOf(cls, cb.name).length > 0;
  }

  /**
   * True when `call` is made on the calling method's own object ({@link GraphEdge.onSelf}): on the language's self
   * (`this`, `$this`) or a receiver parameter by convention (Python `self`, `cls`), or, where members are named
   * without their receiver, a bare call that reaches a method.
   */
  private onSelf(scope: FileScope, call: CallFact, target: Sym): boolean {
    const lang = scope.file.language;
    if (call.object === undefined) return lang.implicitMembers === true && target.kind === "method" && !call.implicit;
    return isSelfReceiver(lang, call.object);
  }

  /**
   * True when `m` is a method no read of can run: its language marks properties with decorators
   * ({@link GraphLanguage.propertyDecorator}) and `m` has none but `staticmethod`, `classmethod` and markers
   * ({@link PLAIN_METHOD_DECORATOR}): another decorator may make a descriptor that runs on a read.
   */
  private plainMethod(m: Sym): boolean {
    if (!this.lazy.language(m.path)?.propertyDecorator) return false;
    return (this.definitionOf(m)?.def.fact.decorators ?? []).every((d) => PLAIN_METHOD_DECORATOR.test(d));
  }

  /** True when method `m` is a property by its decorators ({@link GraphLanguage.propertyDecorator}). */
  private isProperty(m: Sym): boolean {
    const home = this.scopeOf(m.path);
    const rule = home?.file.language.propertyDecorator;
    return rule !== undefined && (this.definitionOf(m)?.def.fact.decorators ?? []).some((d) => rule.test(d));
  }

  /**
   * The type of field `name` of `holder` (or of its bases): from the first of its assignments that gives one, else
   * from a method of that name read as a property (its declared result type).
   */
  private fieldType(scope: FileScope, holder: Sym, name: string, depth: number): TypeRes {
    this.loadTypeFiles(holder);
    for (const field of this.fieldsOf(holder, name)) {
      const home = this.scopeOf(field.path) ?? scope;
      // Where constants are lexical, the type is read where it was assigned (`@response = Response.new` in `Sinatra::Base`);
      // where members are in scope inside a class, a declared field's type inside its class (a nested `PersonValidator`).
      const at = home.file.language.lexicalConstants ? field.owner : (field.owner ?? this.typeKeyIn(home, holder));
      const t = field.type !== undefined ? this.type(home, at, field.type)
        : field.call !== undefined ? this.resultType(home, field.owner, field.call, depth)
          // (An attribute's value, `self._add = self._add_safe`, is a bound method handed on, not an object to type.)
          : field.var !== undefined && !field.var.includes(".") ? this.objectType(home, field.owner, field.var, depth + 1) : undefined;
      if (t) return t;
    }
    const m = this.memberOf(holder, name, scope.file.language.folderScope);
    return m?.kind === "method" ? this.declaredResult(m, false, depth + 1) : undefined;
  }

  /**
   * The repository functions and methods field `name` of `type` (or of its bases) is assigned by name (`self._add =
   * self._add_safe`, `self.handler = helper`), each once, in the order written; empty when an assignment gives it a
   * value of any other kind, or none names one.
   */
  private fieldFunctions(type: Sym, name: string, depth: number): Sym[] {
    if (depth > 8) return []; // fields assigned from each other (`self.a = self.b`, `self.b = self.a`)
    this.loadTypeFiles(type);
    const out: Sym[] = [];
    for (const field of this.fieldsOf(type, name)) {
      const home = this.scopeOf(field.path);
      // A declaration in the class body that only types the field (cattrs's `dispatch: Callable[…]` over `__init__`'s
      // `self.dispatch = lru_cache(…)(self.dispatch_without_caching)`) gives it no value.
      const owner = field.owner !== undefined ? home?.defs.get(field.owner) : undefined;
      if (home && field.var === undefined && field.call === undefined && field.type !== undefined && (!owner || TYPE_KINDS.has(owner.sym.kind))) continue;
      if (!home || field.var === undefined) return [];
      // A field given back what it held (pluggy's `oldcall = self._inner_hookexec` … `self._inner_hookexec = oldcall`
      // in `enable_tracing`'s undo) gets no new value.
      const dot = field.var.lastIndexOf(".");
      if (dot < 0 && home.vars.get(field.owner)?.get(field.var)?.value?.endsWith(`.${name}`)) continue;
      // A member read (`self._add_safe`) is what a call of that member would reach; a plain name is looked up.
      const r = dot > 0 ? this.call(home, field.owner, { object: field.var.slice(0, dot), name: field.var.slice(dot + 1), line: 0 }, depth + 1) : this.expr(home, field.owner, field.var);
      if (!r || !("sym" in r) || !CALLABLE_KINDS.has(r.sym.kind)) return [];
      if (!out.includes(r.sym)) out.push(r.sym);
    }
    return out;
  }

  /**
   * The repository class field `name` of `type` (or of its bases) is declared to hold as a class object
   * ({@link GraphLanguage.classObjectType}: `context_class: type[Context]`), read where the field is declared; undefined
   * for any other field.
   */
  private fieldClass(type: Sym, name: string): Sym | undefined {
    this.loadTypeFiles(type);
    for (const field of this.fieldsOf(type, name)) {
      const home = this.scopeOf(field.path);
      const inner = field.type !== undefined ? home?.file.language.classObjectType?.exec(field.type.trim())?.[1] : undefined;
      if (!home || inner === undefined) continue;
      const t = this.type(home, field.owner ?? this.typeKeyIn(home, type), inner);
      if (t && t !== "external") return t;
    }
    return undefined;
  }

  /**
   * The attribute that defines writer `name` (`version=`) of `type`: its `attr_accessor :version` node
   * ({@link GraphLanguage.attributes}); undefined for any other name or definition.
   */
  private attributeWriter(type: Sym, name: string): Sym | undefined {
    const attributes = this.lazy.language(type.path)?.attributes;
    if (!attributes || !name.endsWith("=") || name.length < 2) return undefined;
    const reader = this.memberOf(type, name.slice(0, -1), false);
    const attribute = reader?.kind === "method" ? this.definitionOf(reader)?.def.fact.attribute : undefined;
    return attribute !== undefined && attributes.writers.has(attribute) ? reader : undefined;
  }

  /** True when `sym` is a constructor: `__init__`, or (where constructors are named after their class) `C.C`. */
  private isConstructor(scope: FileScope, sym: Sym): boolean {
    if (sym.kind !== "method") return false;
    const lang = scope.file.language;
    const parts = sym.qualifiedName.split(".");
    const name = parts[parts.length - 1];
    return (lang.constructorName !== undefined && name === lang.constructorName) || (lang.allocatorName !== undefined && name === lang.allocatorName) || (lang.constructorIsClassName === true && parts.length > 1 && parts[parts.length - 2] === name);
  }

  /**
   * The constructor a call of class `cls` runs when the class itself declares one (in any of its definitions, where
   * classes are open), else its allocator (`GraphLanguage.allocatorName`: Python's `__new__`) when it declares that. A constructor only inherited (`Sub(…)` running `Base.__init__`) gives undefined: the call then
   * names the class, as `new C()` of a TypeScript class without a constructor does, so `references` of `Sub` lists it
   * and the call's result is a `Sub`.
   */
  private constructorOf(scope: FileScope, cls: Sym): Sym | undefined {
    const lang = scope.file.language;
    if (lang.constructorName) {
      const own = (name: string) => (c: Sym): Sym | undefined => this.tables.lookup(c.path, `${c.qualifiedName}.${name}`, false);
      const declared = (name: string): Sym | undefined => own(name)(cls) ?? (lang.openClasses ? this.reopenings(cls).map(own(name)).find((s) => s !== undefined) : undefined);
      return declared(lang.constructorName) ?? (lang.allocatorName ? declared(lang.allocatorName) : undefined);
    }
    if (lang.constructorIsClassName) {
      const name = `${cls.qualifiedName}.${cls.qualifiedName.split(".").pop()!}`;
      return this.withParts(cls).map((c) => this.tables.lookup(c.path, name, false)).find((s) => s !== undefined);
    }
    return undefined;
  }

  /**
   * The type `Self` names at `owner`: the receiver type of the innermost method defined apart from its type (a Rust
   * `impl T` block), else the innermost enclosing type; undefined outside any.
   */
  private selfTypeOf(scope: FileScope, owner: number | undefined): TypeRes {
    for (const d of this.chain(scope, owner)) {
      if (TYPE_KINDS.has(d.sym.kind)) return d.sym;
      if (d.fact.receiver !== undefined) {
        const name = scope.file.language.typeName(d.fact.receiver);
        return name !== undefined && name !== scope.file.language.selfType ? this.type(scope, undefined, d.fact.receiver) : undefined;
      }
    }
    return undefined;
  }

  /**
   * What `superclass` gives in the methods of the innermost class around `owner` ({@link GraphLanguage.superclassMethod}):
   * its repository superclass; for a class whose superclass is outside the repository or absent, the class itself.
   */
  private superclassOf(scope: FileScope, owner: number | undefined): TypeRes {
    const cls = this.chain(scope, owner).find((d) => TYPE_KINDS.has(d.sym.kind));
    if (!cls) return undefined;
    for (const b of cls.fact.bases) {
      if (b.implements) continue;
      const r = this.base(scope, cls.fact, b.text, b.implements);
      if (r && "sym" in r && TYPE_KINDS.has(r.sym.kind)) return r.sym;
    }
    return cls.sym;
  }

  /** True when `object` is the language's parent-call form ({@link GraphLanguage.superCall}, `superCallNamed`). */
  private isParentCall(lang: GraphLanguage, object: string | undefined): boolean {
    return object !== undefined && (object === lang.superCall || lang.superCallNamed?.test(object) === true);
  }

  /**
   * For a call on the parent-call form (`super()`, Python `super(C, self)`), the class whose bases it looks in, with its
   * definition's file: the class the form names when that is a repository class, else the innermost class around
   * `owner` (`cls` undefined when there is none); undefined when `object` is no parent call.
   */
  private parentCallClass(scope: FileScope, owner: number | undefined, object: string | undefined): { cls?: DefInfo & { home: FileScope } } | undefined {
    const lang = scope.file.language;
    if (!this.isParentCall(lang, object)) return undefined;
    const enclosing = this.chain(scope, owner).find((d) => TYPE_KINDS.has(d.sym.kind));
    const written = object !== lang.superCall ? lang.superCallNamed?.exec(object!)?.[1] : undefined;
    const named = written !== undefined ? this.type(scope, owner, written) : undefined;
    if (named && named !== "external" && named.id !== enclosing?.sym.id) {
      const found = this.definitionOf(named);
      if (found) return { cls: { ...found.def, home: found.home } };
    }
    return enclosing ? { cls: { ...enclosing, home: scope } } : {};
  }

  /** The innermost class around `owner` (a method's class), or undefined. */
  private enclosingType(scope: FileScope, owner: number | undefined): Sym | undefined {
    for (const d of this.chain(scope, owner)) {
      if (TYPE_KINDS.has(d.sym.kind)) return d.sym;
      // A method defined apart from its class (C++ `T::m`, Rust `impl T`): its receiver type.
      const t = d.fact.receiver !== undefined ? this.type(scope, undefined, d.fact.receiver) : undefined;
      if (t && t !== "external") return t;
    }
    return undefined;
  }

  /**
   * The name a method's receiver goes by: its first parameter (Python `self`, `cls`; Go's `s`) or the language's
   * self name; none for a method a decorator makes static ({@link GraphLanguage.staticDecorator}: Python
   * `@staticmethod def _call_and_store(getter_func, data)`, whose `getter_func(data)` is no construction of its class).
   */
  private receiverName(scope: FileScope, method: DefFact): string | undefined {
    const lang = scope.file.language;
    if (lang.staticDecorator && (method.decorators ?? []).some((d) => lang.staticDecorator!.test(d))) return undefined;
    return method.receiverName ?? lang.selfName;
  }

  /**
   * The innermost method of `chain` whose receiver goes by `name`, unless a function nested in it declares `name`
   * itself: attrs's `def __str__(self): return self.__repr__()`, written inside the method `_ClassBuilder.add_str`
   * for the class being built, has a `self` of its own, no `_ClassBuilder` (its call had reached
   * `_ClassBuilder.__repr__`). A nested function that only reads the method's `self` sees the receiver.
   */
  private receiverMethod(scope: FileScope, chain: { sym: Sym; fact: DefFact }[], name: string): { sym: Sym; fact: DefFact } | undefined {
    const at = chain.findIndex((d) => d.sym.kind === "method");
    const method = at >= 0 ? chain[at]! : undefined;
    if (!method || this.receiverName(scope, method.fact) !== name) return undefined;
    return chain.slice(0, at).some((d) => scope.locals.get(d.fact.key)?.has(name)) ? undefined : method;
  }

  /**
   * The type of an object expression: the method's receiver (`self`, Go `s`), a typed variable or parameter, or a
   * call's result (`New().Get`, `client.Set(…).Err`). At a call on `line`, a name assigned on several lines has the
   * type of its last assignment on an earlier line ({@link assignedAt}).
   */
  private objectType(scope: FileScope, owner: number | undefined, object: string, depth = 0, block?: number, line?: number): TypeRes {
    if (depth > 8) return undefined;
    const chain = this.chain(scope, owner);
    const method = this.receiverMethod(scope, chain, object);
    if (method) {
      if (method.fact.receiver !== undefined) return this.type(scope, undefined, method.fact.receiver);
      const cls = method.fact.parent !== undefined ? scope.defs.get(method.fact.parent) : undefined;
      if (cls && TYPE_KINDS.has(cls.sym.kind)) return cls.sym;
    }
    // `self` in a class or module body, outside the blocks that change it: the class itself (GraphLanguage.bodySelfIsClass).
    const inner = chain[0];
    if (scope.file.language.bodySelfIsClass && object === scope.file.language.selfName && inner && TYPE_KINDS.has(inner.sym.kind) && !this.selfAt(scope, owner, block, depth)) return inner.sym;
    if (object === scope.file.language.selfType) return this.selfTypeOf(scope, owner); // `Self::new()`
    const narrowed = line !== undefined ? this.narrowedAt(scope, chain, object, line) : undefined;
    if (narrowed !== undefined) return this.type(scope, owner, narrowed);
    const bound = this.blockBinding(scope, owner, block, object);
    if (bound === "local") return undefined; // a block parameter or an untyped local of the block
    for (const key of bound ? [] : [...chain.map((d) => d.fact.key), undefined]) {
      const v = scope.vars.get(key)?.get(object);
      if (!v) {
        if (key === undefined || !scope.locals.get(key)?.has(object)) continue;
        // An untyped parameter of a test function or fixture may be a fixture injected by name; any other
        // untyped local shadows outer names.
        const def = scope.defs.get(key)!;
        return def.fact.params?.includes(object) && this.takesFixtures(scope, def.fact) ? this.fixtureType(scope, object, depth) : undefined;
      }
      return this.typeAt(scope, owner, object, v, depth, line);
    }
    if (bound) return this.typeAt(scope, owner, object, bound, depth, line);
    if (scope.file.language.folderScope && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) {
      // A package-level variable of another file of the package (Go `var Default = Store{}`).
      for (const p of this.tables.filesIn(folderOf(scope.file.path))) {
        const other = p !== scope.file.path && this.lazy.language(p)?.grammar === scope.file.language.grammar ? this.scopeOf(p) : undefined;
        if (other?.vars.get(undefined)?.has(object)) return this.objectType(other, undefined, object, depth + 1);
      }
    }
    const imported = scope.bindings.get(object);
    const defined = this.chain(scope, owner).some((d) => this.tables.lookup(scope.file.path, `${d.sym.qualifiedName}.${object}`, false)) || this.tables.lookup(scope.file.path, object, false);
    if (imported?.name !== undefined && !defined) {
      // A module-level variable imported by name (`from .globals import g`).
      const t = this.moduleVarType(scope, imported.module, imported.name, depth);
      if (t) return t;
    }
    if (scope.file.language.implicitMembers && !object.includes(".") && !object.includes("(")) {
      // A field of the enclosing class named without its receiver (`items.add(x)` for `this.items`).
      const cls = this.selfClass(scope, owner, block, depth);
      if (cls) this.loadTypeFiles(cls);
      const t = cls && this.fieldsOf(cls, object).length ? this.fieldType(scope, cls, object, depth) : undefined;
      if (t) return t;
      // An instance variable of an example group (Ruby `@request` in an `it` block, assigned in a `before` block).
      const here = cls || !scope.file.language.blockReceivers ? undefined : this.selfAt(scope, owner, block, depth);
      const inGroup = here && "group" in here ? this.groupFieldType(here.group, object, depth) : undefined;
      if (inGroup) return inGroup;
    }
    const lang = scope.file.language;
    if (lang.newKeyword !== undefined && object.startsWith(`${lang.newKeyword} `) && object.endsWith(")")) {
      // A constructed object: `new Builder().build()`.
      const open = openingParen(object);
      const created = open > 0 ? object.slice(lang.newKeyword.length + 1, open) : "";
      if (!/[()]/u.test(created)) return created ? this.type(scope, owner, created) : undefined;
    }
    // A value built by a literal of a named type (Go `jsonBinding{}.BindBody`, `(&T{}).M`, `new(T).M`): a T.
    const built = lang.literalType?.(object);
    if (built !== undefined) return this.type(scope, owner, built);
    if (lang.literalObject.test(object)) return "external"; // a literal: `", ".join`, `[1].append`
    // An element of a typed collection (Go `r.middlewares[i]`, `m[key]`): its declared type's element type.
    const indexed = lang.indexedCollection?.(object);
    if (indexed !== undefined) return this.elementOf(scope, owner, indexed, block, depth + 1);
    if (object === lang.superclassMethod && !this.isLocal(scope, owner, object, block)) return this.superclassOf(scope, owner);
    const open = object.endsWith(")") ? openingParen(object) : -1;
    const callee = open > 0 ? object.slice(0, open) : object;
    if (lang.coreResults?.has(callee.slice(callee.lastIndexOf(".") + 1))) return "external"; // `x.to_s.empty?`, `to_hash.keys`
    if (lang.bareNameCalls && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(object) && !lang.constantObject?.test(object) && !this.isLocal(scope, owner, object, block)) {
      // No local of that name: a method called on self (`request.params`, `last_response.body`). A reader of a field
      // (`attr_reader :request` reads `@request`) has the field's type; else the method's result.
      const field = lang.bareNameCalls.field(object);
      const cls = this.selfClass(scope, owner, block, depth);
      const t = cls && this.fieldsOf(cls, field).length ? this.fieldType(scope, cls, field, depth) : undefined;
      return t ?? this.resultType(scope, owner, object, depth, false, block);
    }
    if (open > 0) return this.callValueType(scope, owner, callee, depth, false, block, object.slice(open + 1, -1), line);
    const dot = object.lastIndexOf(".");
    if (dot < 0) return undefined;
    // A field of a typed object: `self.repo`, Go `c.Store`, `s.db`; a static field or property of a type named as the
    // holder (C# `Vocabularies.Default` with `public static Vocabulary Default => …`: Humanizer's
    // `Vocabularies.Default.Pluralize(…)` had reached nothing).
    const head = object.slice(0, dot);
    const holder = this.objectType(scope, owner, head, depth + 1, block, line) ?? this.namedType(scope, owner, head);
    if (holder === "external") return holder;
    const member = object.slice(dot + 1);
    // `self.class.settings`, Python `self.__class__.create(…)`: the class's own methods (pendulum's `DateTime.add`
    // calls `self.__class__.create`, which had read as a member of its outside base, `datetime`).
    if (holder && (member === lang.classMethod || member === lang.classAttribute)) return holder;
    // A field or reader of the holder; where calls need no parentheses (Ruby), else a call on it (`IndifferentHash.new`).
    const field = holder ? this.fieldType(scope, holder, member, depth) : undefined;
    // A member the repository's part of a type with a base outside it declares nowhere (`rv.allow` of flask's
    // `Response(werkzeug.Response)`): the outside base's.
    if (!field && holder && !lang.bareNameCalls && this.hasExternalBase(holder) && !this.answersAnyName(holder) && !this.fieldsOf(holder, member).length && !this.memberOf(holder, member, lang.folderScope)) return "external";
    if (field || (holder && !lang.bareNameCalls)) return field;
    if (lang.bareNameCalls) return this.resultType(scope, owner, object, depth, false, block); // Ruby `Stream.new`: a call without parentheses
    // A module-level variable of a module (`flask.g`, `pkg.config.settings`).
    const headRes = this.expr(scope, owner, head);
    return headRes && "module" in headRes ? this.moduleVarType(scope, headRes.module, member, depth) : undefined;
  }

  /**
   * The class, struct or interface a receiver's text names as a type (`Vocabularies` in `Vocabularies.Default`), where
   * no local, parameter or field of the enclosing definitions has that name; undefined otherwise.
   */
  private namedType(scope: FileScope, owner: number | undefined, head: string): Sym | undefined {
    if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(head) || this.isLocal(scope, owner, head)) return undefined;
    const t = this.type(scope, owner, head);
    return t && t !== "external" && TYPE_KINDS.has(t.kind) && t.kind !== "interface" ? t : undefined;
  }

  /**
   * The type a branch's type test gives name `name` at `line` (Python `elif isinstance(other, dt_datetime):`, see
   * {@link FileFacts.narrowings}), as written: the innermost test of the nearest definition in `chain` whose branch
   * holds the line; undefined when none does. arrow's `other.replace(…)` in that branch is a datetime's, not
   * `Arrow.replace` (the parameter's declared `Union["Arrow", dt_datetime, None]`). None where the name is declared
   * again between the test and the line, or in a definition inside the test's (Go's `m := &Tri{}` in a closure of a
   * type switch's case).
   */
  private narrowedAt(scope: FileScope, chain: readonly DefInfo[], name: string, line: number): string | undefined {
    const all = scope.facts.narrowings;
    if (!all) return undefined;
    // Indexed once per file by definition and name: this runs for every typed receiver of every call.
    let byOwner = NARROWINGS.get(all);
    if (!byOwner) {
      byOwner = new Map();
      for (const n of all) byOwner.set(`${n.owner}\u0000${n.name}`, [...(byOwner.get(`${n.owner}\u0000${n.name}`) ?? []), n]);
      NARROWINGS.set(all, byOwner);
    }
    // The name declared again after the test and before the call, in this definition or in one inside it (a closure's
    // own `m := &Tri{}` in a type switch's case), is that declaration's.
    const declaredIn = (key: number, after: number): boolean => scope.facts.vars.some((v) => v.owner === key && v.name === name && v.line > after && v.line <= line);
    for (const [i, d] of chain.entries()) {
      let best: { line: number; type: string } | undefined;
      for (const n of byOwner.get(`${d.fact.key}\u0000${name}`) ?? []) if (n.line < line && line <= n.until && (!best || n.line > best.line)) best = n;
      if (!best) continue;
      const again = declaredIn(d.fact.key, best.line) || chain.slice(0, i).some((inner) => declaredIn(inner.fact.key, 0) || scope.locals.get(inner.fact.key)?.has(name));
      return again ? undefined : best.type;
    }
    return undefined;
  }

  /**
   * The type of typed name `name` (whose first assignment is `v`) at a call on `line`: where the name is assigned on
   * several lines of one definition or block (`headers = Headers(…)`, later `headers = MutableHeaders(…)`), the type of
   * the last assignment on an earlier line whose type is known (`url = request.url.join(url)` untyped: the one before),
   * else of the first; `v`'s when the line is unknown or the name is assigned once. Where bindings shadow
   * ({@link GraphLanguage.bindingsShadow}), the last binding before the line alone, typed or not.
   */
  private typeAt(scope: FileScope, owner: number | undefined, name: string, v: VarFact, depth: number, line: number | undefined): TypeRes {
    const all = line !== undefined ? scope.reassigned.get(v.block ?? v.owner)?.get(name) : undefined;
    // A lambda's parameter is bound from the lambda's first line on (`v => v.RuleFor(…)` on one line).
    const before = all?.filter((a) => a.line < line! || (a.lambda !== undefined && a.line === line)) ?? [];
    if (!before.length) return this.varType(scope, owner, name, v, depth);
    if (scope.file.language.bindingsShadow) return this.varType(scope, owner, name, before.at(-1)!, depth);
    for (const a of before.reverse()) {
      const t = this.varType(scope, owner, name, a, depth);
      if (t !== undefined) return t;
    }
    return undefined;
  }

  /**
   * A member `name` of the type another assignment of the plain name `object` gives (branches assigning two types,
   * `h = MutableHeaders()` / `h = Headers()`), where the type at the call lacks it; undefined when none has it.
   */
  private otherAssignmentMember(scope: FileScope, owner: number | undefined, object: string, name: string, block: number | undefined, typed: Sym, depth: number): Sym | undefined {
    if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) return undefined;
    const bound = this.blockBinding(scope, owner, block, object);
    const v = bound === "local" ? undefined : (bound ?? this.chainVar(scope, owner, object) ?? scope.vars.get(undefined)?.get(object));
    const all = v ? scope.reassigned.get(v.block ?? v.owner)?.get(object) : undefined;
    for (const a of all ?? []) {
      const t = this.varType(scope, owner, object, a, depth);
      if (!t || t === "external" || t.id === typed.id) continue;
      const m = this.memberOf(t, name, scope.file.language.folderScope);
      if (m) return m;
    }
    return undefined;
  }

  /** The type of a typed name `v` (named `object`) of `owner`: a literal's, a copied name's, the declared type, or its call's result. */
  private varType(scope: FileScope, owner: number | undefined, object: string, v: VarFact, depth: number): TypeRes {
    if (v.lambda) return this.lambdaParameterType(scope, owner, v.lambda, depth);
    if (v.builtin) return "external";
    if (v.element && v.value !== undefined) return this.elementOf(scope, owner, v.value, v.block, depth, v.element === "value" ? "value" : "element");
    // A declared type comes first: `var HelpPrinter HelpPrinterFunc = DefaultPrintHelp` is a HelpPrinterFunc.
    // A default read around the definition: `def getter(val, field_obj=field_obj)` names the loop's `field_obj`.
    if (v.outer && v.value !== undefined && v.type === undefined) {
      const around = owner !== undefined ? scope.defs.get(owner)?.fact.parent : undefined;
      return around !== undefined ? this.objectType(scope, around, v.value, depth + 1) : undefined;
    }
    if (v.value !== undefined && v.type === undefined) return v.value === object ? undefined : this.objectType(scope, owner, v.value, depth + 1, v.block);
    if (v.part) return this.resultPartType(scope, owner, v.part.call, v.part, depth);
    const declared = v.type !== undefined ? this.type(scope, owner, v.type) : undefined;
    if (declared !== undefined || v.call === undefined) return declared;
    // At the assignment's line: a value set by a call on a name a Go type switch's case narrows (`case *HTTPError:
    // w := m.Unwrap()`, echo's DefaultHTTPErrorHandler) is of what the narrowed type's method declares.
    return this.callValueType(scope, owner, v.call, depth, v.enter === true, v.block, undefined, v.line);
  }

  /**
   * What a call of `callee` gives: its declared result ({@link resultType}); where that is unknown or outside the
   * repository, for a built-in collection's method that gives one of its values ({@link GraphLanguage.elementMethods}:
   * Python `self.registered.pop(0)` of a `List["BaseResponse"]`), that value's type.
   */
  private callValueType(scope: FileScope, owner: number | undefined, callee: string, depth: number, enter: boolean, block: number | undefined, args?: string, line?: number): TypeRes {
    const result = this.resultType(scope, owner, callee, depth, enter, block, args, line);
    const methods = scope.file.language.elementMethods;
    const dot = callee.lastIndexOf(".");
    const method = callee.slice(dot + 1);
    if ((result !== undefined && result !== "external") || dot <= 0 || !methods || !Object.hasOwn(methods, method)) return result;
    for (const part of methods[method]!) {
      const element = this.elementOf(scope, owner, callee.slice(0, dot), block, depth + 1, part);
      if (element) return element;
    }
    return result;
  }

  /**
   * The type of part `part.index` of the declared result the function `callee` runs, unpacked into `part.count` names
   * ({@link GraphLanguage.resultPart}), read in the function's own file; undefined when the call resolves to no
   * repository function or its declared result has no such part.
   */
  private resultPartType(scope: FileScope, owner: number | undefined, callee: string, part: { index: number; count: number }, depth: number): TypeRes {
    const r = this.call(scope, owner, writtenCall(callee), depth + 1);
    // A part of what an outside call gives is outside too where outside code cannot give a repository value
    // (GraphLanguage.outsideResultsOutside: afero's `size, err := buf.ReadFrom(t)` on a `bytes.Buffer`, then
    // `err.Error()`, had been an unresolved call of the repository's `Error` methods).
    if (r && "external" in r && scope.file.language.outsideResultsOutside) return "external";
    if (!r || !("sym" in r) || TYPE_KINDS.has(r.sym.kind)) return undefined;
    const home = this.scopeOf(r.sym.path);
    const result = r.sym.result ?? this.tables.byId(r.sym.id)?.result;
    const text = home && result !== undefined ? home.file.language.resultPart?.(result, part.index, part.count) : undefined;
    if (!home || text === undefined) return undefined;
    return this.type(home, this.resultSeenFrom(home, r.sym), text);
  }

  /**
   * The type of a lambda's parameter ({@link VarFact.lambda}): the called method (or constructor), the overload its
   * argument count picks, takes a delegate type at the lambda's position (an extension method called on an instance
   * one further, a `params` parameter any later one); the language's {@link GraphLanguage.delegateParameter} of it,
   * read in the method's file. Undefined when the call does not resolve, the type is no delegate type the language
   * reads, or the parameter's type is a type parameter (`Expression<Func<T, TProperty>>` gives `T`: not substituted).
   */
  private lambdaParameterType(scope: FileScope, owner: number | undefined, lambda: NonNullable<VarFact["lambda"]>, depth: number): TypeRes {
    const lang = scope.file.language;
    if (!lang.delegateParameter || depth > 8 || lambda.arg < 0) return undefined;
    if (lambda.init && (lang.collectionAdd === undefined || lang.newKeyword === undefined)) return undefined;
    const generic = !lambda.init && lang.typeArity !== undefined && lambda.callee.endsWith(">");
    const callee = lambda.init ? `${lang.newKeyword} ${lambda.callee}().${lang.collectionAdd}` : generic ? (lang.typeName(lambda.callee) ?? lambda.callee) : lambda.callee;
    const dot = callee.endsWith(")") ? -1 : callee.lastIndexOf(".");
    const object = dot < 0 ? undefined : callee.slice(0, dot);
    const call = { name: dot < 0 ? callee : callee.slice(dot + 1), line: 0, args: lambda.args, ...(object !== undefined ? { object } : {}), ...(generic ? { typeArgs: lang.typeArity!(lambda.callee) } : {}) };
    const r = this.call(scope, owner, call, depth + 1);
    if (!r || !("sym" in r) || !CALLABLE_KINDS.has(r.sym.kind)) return undefined;
    const picked = this.overload(r, { args: lambda.args, ...(object !== undefined ? { object } : {}) })?.sym ?? r.sym;
    const found = this.definitionOf(picked);
    const types = found?.def.fact.paramTypes ?? [];
    let at = lambda.arg + (picked.params?.receiver && object !== undefined ? 1 : 0);
    if (at >= types.length && picked.params?.max === Infinity) at = types.length - 1;
    const written = types[at] !== undefined ? lang.delegateParameter(types[at]!, lambda.param) : undefined;
    if (!found || written === undefined || lang.typeParameterName?.test(written.trim())) return undefined;
    return this.type(found.home, found.def.fact.key, written);
  }

  /**
   * The element type of the collection `object` (a loop `foreach (var x in object)`): the language's
   * {@link GraphLanguage.elementType} of the collection's declared type as written, where the collection is a typed
   * local or parameter, a field of the enclosing class (`Components`, `this.rules`) or a field of a typed object
   * (`ctx.Rules`); undefined when no declared type names one element type (nothing is guessed).
   */
  private elementOf(scope: FileScope, owner: number | undefined, object: string, block: number | undefined, depth: number, part: "element" | "value" = "element"): TypeRes {
    const lang = scope.file.language;
    if (!(part === "value" ? lang.valueType : lang.elementType) || depth > 8) return undefined;
    // An element of an element (logrus's `range hooks[level]` with `hooks LevelHooks`, `type LevelHooks
    // map[Level][]Hook`): the indexed collection's element type as written, iterated in turn.
    const indexed = part === "element" && lang.elementText ? lang.indexedCollection?.(object) : undefined;
    const inner = indexed !== undefined ? this.collectionElementText(scope, owner, indexed, depth) : undefined;
    if (inner) return this.elementOfType(inner.home, undefined, inner.text, depth + 1);
    const written = (home: FileScope, at: number | undefined, text: string | undefined): TypeRes => (text !== undefined ? this.elementOfType(home, at, text, depth, part) : undefined);
    const self = lang.selfName !== undefined && object.startsWith(`${lang.selfName}.`) ? object.slice(lang.selfName.length + 1) : undefined;
    const name = self ?? object;
    if (self === undefined && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) {
      const bound = this.blockBinding(scope, owner, block, object);
      if (bound === "local") return undefined;
      // A file's or package's top-level collection (mux's `var headerMatcherTests = []headerMatcherTest{…}`, ranged over
      // in a test) after the enclosing definitions' own names.
      const local = bound ?? this.chainVar(scope, owner, object);
      const top = local === undefined && !this.isBlockLocal(scope, owner, object, block) ? this.topLevelVar(scope, object) : undefined;
      if (top && top.home !== scope) return top.v.type !== undefined && top.v.type !== "var" ? written(top.home, undefined, top.v.type) : undefined;
      const v = local ?? top?.v;
      // A typed local: its declared type, or the type it constructs (`var rules = new List<Rule>()`); a copy of
      // another collection (Go `routes := r.routes`) has that one's elements.
      if (v?.value !== undefined && !v.element && v.type === undefined) return v.value === object ? undefined : this.elementOf(scope, owner, v.value, v.block, depth + 1, part);
      if (v?.element) return undefined;
      // A local holding a call's result (Go `flags, err := c.allFlags()`): the element of the declared result.
      if (v) return written(scope, owner, v.type !== undefined && v.type !== "var" ? v.type : v.call) ?? (v.type === undefined && v.call !== undefined && part === "element" ? this.resultElement(scope, owner, v.call, v.block, depth + 1) : undefined);
      if (this.isLocal(scope, owner, object, block)) return undefined;
    }
    const open = self === undefined && object.endsWith(")") ? openingParen(object) : -1;
    // A call's result (Go `for _, f := range cmd.allFlags()`).
    if (open > 0) return part === "element" ? this.resultElement(scope, owner, object.slice(0, open), block, depth + 1) : undefined;
    const dot = name.lastIndexOf(".");
    const holder = dot < 0 ? (lang.implicitMembers || self !== undefined ? this.selfClass(scope, owner, block, depth) : undefined) : this.objectType(scope, owner, name.slice(0, dot), depth + 1, block);
    if (!holder || holder === "external") return undefined;
    this.loadTypeFiles(holder);
    for (const field of this.fieldsOf(holder, name.slice(dot + 1))) {
      const home = this.scopeOf(field.path) ?? scope;
      const t = written(home, field.owner ?? this.typeKeyIn(home, holder), field.type ?? field.call);
      if (t) return t;
    }
    // A property's declared result (getsentry/responses' `@property def registered(self) -> List["BaseResponse"]`).
    const prop = this.memberOf(holder, name.slice(dot + 1), lang.folderScope);
    const found = prop?.kind === "method" && this.isProperty(prop) ? this.definitionOf(prop) : undefined;
    const result = found ? (prop!.result ?? this.tables.byId(prop!.id)?.result) : undefined;
    return found && result !== undefined ? written(found.home, found.def.fact.key, result) : undefined;
  }

  /**
   * True when the bare call's name is, in the definitions around it, only a local bound after its declaration
   * ({@link FileScope.lateLocals}) whose first declaration ends on or after the call's line: the call reads the name
   * from outside (testify's `diff := diff(expected, actual)` in `Equal` calls the package's `diff`). False when a
   * block binds it or a definition binds it throughout (a parameter).
   */
  private notYetBound(scope: FileScope, owner: number | undefined, call: CallFact): boolean {
    if (call.object !== undefined || (call.block !== undefined && this.blockBinding(scope, owner, call.block, call.name) !== undefined)) return false;
    let late = false;
    for (const d of this.chain(scope, owner)) {
      if (!scope.locals.get(d.fact.key)?.has(call.name)) continue;
      const line = scope.lateLocals.get(d.fact.key)?.get(call.name);
      if (line === undefined || line < call.line) return false;
      late = true;
    }
    return late;
  }

  /** The typed name `name` of the innermost definition around `owner` that has one (not the module's); undefined when none. */
  private chainVar(scope: FileScope, owner: number | undefined, name: string): VarFact | undefined {
    for (const d of this.chain(scope, owner)) {
      const v = scope.vars.get(d.fact.key)?.get(name);
      if (v) return v;
    }
    return undefined;
  }

  /** True when `name` is bound inside `owner` (a block's binding, a local or variable of it or of a definition around it). */
  private isBlockLocal(scope: FileScope, owner: number | undefined, name: string, block?: number): boolean {
    if (this.blockBinding(scope, owner, block, name) !== undefined) return true;
    return this.chain(scope, owner).some((d) => scope.locals.get(d.fact.key)?.has(name) || scope.vars.get(d.fact.key)?.has(name));
  }

  /** A variable declared at the top level of this file or, where a folder is one scope (Go's package), another file of its folder. */
  private topLevelVar(scope: FileScope, name: string): { home: FileScope; v: VarFact } | undefined {
    const own = scope.vars.get(undefined)?.get(name);
    if (own) return { home: scope, v: own };
    const lang = scope.file.language;
    if (!lang.folderScope) return undefined;
    for (const path of this.tables.filesIn(folderOf(scope.file.path))) {
      if (path === scope.file.path || this.lazy.language(path)?.grammar !== lang.grammar) continue;
      const home = this.scopeOf(path);
      const v = home?.vars.get(undefined)?.get(name);
      if (home && v) return { home, v };
    }
    return undefined;
  }

  /**
   * The element type as written ({@link GraphLanguage.elementText}) of the collection a plain name holds (a method's
   * receiver, a typed parameter or local), through a repository type defined as a collection (`type LevelHooks
   * map[Level][]Hook` → `[]Hook`), with the file it is written in; undefined otherwise.
   */
  private collectionElementText(scope: FileScope, owner: number | undefined, name: string, depth: number): { home: FileScope; text: string } | undefined {
    const lang = scope.file.language;
    const method = this.receiverMethod(scope, this.chain(scope, owner), name);
    const written = method && method.fact.receiver !== undefined ? method.fact.receiver : this.declaredTypeText(scope, owner, name);
    if (written === undefined || depth > 8) return undefined;
    const own = lang.elementText!(written);
    if (own !== undefined) return { home: scope, text: own };
    const named = this.type(scope, owner, written);
    const underlying = named && named !== "external" ? this.underlyingType(named) : undefined;
    const text = underlying ? underlying.home.file.language.elementText?.(underlying.text) : undefined;
    return text !== undefined ? { home: underlying!.home, text } : undefined;
  }

  /**
   * The type a repository type is defined as, as written after its name, with its file (Go `type LevelHooks
   * map[Level][]Hook` → `map[Level][]Hook`); undefined when its definition is not at hand or has no such text.
   */
  private underlyingType(type: Sym): { home: FileScope; text: string } | undefined {
    const declared = this.definitionOf(type);
    const start = declared?.def.fact.declaredStart ?? declared?.def.fact.bodyStart;
    if (!declared || start === undefined || start >= declared.def.fact.end) return undefined;
    return { home: declared.home, text: declared.home.file.text.slice(start, declared.def.fact.end).trim() };
  }

  /**
   * What iterating a value of type `text` (as written in `home`, at `at`) yields: the language's
   * {@link GraphLanguage.elementType} of a collection type (`List[Text]` → Text); else, for a repository class, the
   * type its {@link GraphLanguage.iterMethod} declares it yields (rich's `class Lines` with `def __iter__(self) ->
   * Iterator["Text"]`); undefined when neither names one. For `part` `"value"`, the {@link GraphLanguage.valueType} of
   * a mapping type (`dict[str, Field]` → Field), and nothing else.
   */
  private elementOfType(home: FileScope, at: number | undefined, text: string, depth: number, part: "element" | "value" = "element"): TypeRes {
    const lang = home.file.language;
    const element = part === "value" ? lang.valueType?.(text) : lang.elementType?.(text);
    if (element !== undefined) return this.type(home, at, element);
    if (depth > 8) return undefined;
    const cls = this.type(home, at, text);
    // A repository type defined as a collection (Go `type Routes []*Route`, `type HandlersChain []HandlerFunc`):
    // what iterating its underlying type yields, read where the type is declared.
    const underlying = cls && cls !== "external" ? this.underlyingType(cls) : undefined;
    if (underlying && underlying.text !== text && underlying.home.file.language.elementType?.(underlying.text) !== undefined) return this.elementOfType(underlying.home, undefined, underlying.text, depth + 1, part);
    if (part === "value" || lang.iterMethod === undefined) return undefined;
    const iter = cls && cls !== "external" ? this.memberOf(cls, lang.iterMethod, lang.folderScope) : undefined;
    const yielded = iter ? this.declaredResult(iter, true, depth + 1) : undefined;
    return yielded && yielded !== "external" ? yielded : undefined;
  }

  /**
   * The element type of what a call of `callee` (`cmd.allFlags`, `routes`) gives: the language's
   * {@link GraphLanguage.elementType} of the result type the called function or method declares, read in its own
   * file (Go `func (c *Command) allFlags() ([]*Flag, error)` → `Flag`); undefined when the call resolves to no
   * repository function or its declared result names no one element type.
   */
  private resultElement(scope: FileScope, owner: number | undefined, callee: string, block: number | undefined, depth: number): TypeRes {
    const elementType = scope.file.language.elementType;
    if (!elementType || depth > 8) return undefined;
    const at = callee.lastIndexOf(".");
    const inBlock = block !== undefined ? { block } : {};
    const r = this.call(scope, owner, at < 0 ? { name: callee, line: 0, ...inBlock } : { object: callee.slice(0, at), name: callee.slice(at + 1), line: 0, ...inBlock }, depth + 1);
    if (!r || !("sym" in r) || !CALLABLE_KINDS.has(r.sym.kind)) return undefined;
    const result = r.sym.result ?? this.tables.byId(r.sym.id)?.result;
    const home = result !== undefined ? this.scopeOf(r.sym.path) : undefined;
    const found = home ? this.definitionOf(r.sym) : undefined;
    return home && found ? this.elementOfType(home, this.resultSeenFrom(home, r.sym), result!, depth) : undefined;
  }

  /**
   * What `name` is bound to inside `block` (a block of `owner`) or a block of `owner` around it: a typed name
   * first assigned there, `local` for another local (a block parameter), undefined when no block binds it (the
   * definition's own names then apply). A name first bound in one block is unknown in its sibling blocks.
   */
  private blockBinding(scope: FileScope, owner: number | undefined, block: number | undefined, name: string): VarFact | "local" | undefined {
    for (let b = block !== undefined ? scope.blocks.get(block) : undefined; b && b.owner === owner; b = b.parent !== undefined ? scope.blocks.get(b.parent) : undefined) {
      const v = scope.blockVars.get(b.key)?.get(name);
      if (v) return v;
      if (scope.blockLocals.get(b.key)?.has(name)) return "local";
    }
    return undefined;
  }

  /**
   * True when `name` is a parameter or local variable of `owner`, of a definition around it, or of the file's top level,
   * or one bound inside `block` or a block around it.
   */
  private isLocal(scope: FileScope, owner: number | undefined, name: string, block?: number): boolean {
    if (this.isBlockLocal(scope, owner, name, block)) return true;
    // A definition written again in the file (Ruby's two `def secure_compare` of an `if`) joins the first one's node;
    // its own names are kept under its own key.
    if (owner !== undefined && (scope.locals.get(owner)?.has(name) || scope.vars.get(owner)?.has(name))) return true;
    return scope.vars.get(undefined)?.has(name) === true || scope.facts.locals.some((l) => l.owner === undefined && l.block === undefined && l.name === name);
  }

  /**
   * The type of module-level variable `name` of `module` (imported from `scope`), following re-exports (`from .x
   * import name`, wildcard imports) at most 3 modules deep.
   */
  private moduleVarType(scope: FileScope, module: string, name: string, depth: number, hops = 0): TypeRes {
    const target = this.module(scope, module);
    if (!target || "external" in target) return target ? "external" : undefined;
    if (hops > 3 || scope.file.language.folderScope || scope.file.language.importsReexport === false) return undefined;
    for (const p of target.paths) {
      const other = this.scopeOf(p);
      if (!other) continue;
      if (other.vars.get(undefined)?.has(name)) return this.objectType(other, undefined, name, depth + 1);
      const b = other.bindings.get(name);
      if (b?.name !== undefined) return this.moduleVarType(other, b.module, b.name, depth, hops + 1);
      for (const w of other.wildcards) {
        if (!this.wildcardBinds(other, w.module, name)) continue;
        const t = this.moduleVarType(other, w.module, name, depth, hops + 1);
        if (t) return t;
      }
    }
    return undefined;
  }

  /**
   * The repository function a module-level variable holds, for a call that names the variable (Go `var HelpPrinter
   * HelpPrinterFunc = DefaultPrintHelp`, then `HelpPrinter(out, tmpl, data)`): calling it runs that function as long
   * as no code assigns the variable another, so the default is the callee. The variable is the file's own or, where
   * a package is a folder, another file's of the package; a parameter or local of that name in scope is no such
   * variable, and a variable holding anything but a function or method (a value, a call's result) gives nothing.
   */
  private variableFunction(scope: FileScope, owner: number | undefined, name: string, block: number | undefined, hops = 0): Res {
    if (block !== undefined && this.blockBinding(scope, owner, block, name) !== undefined) return undefined;
    for (const d of this.chain(scope, owner)) {
      const local = scope.vars.get(d.fact.key)?.get(name);
      if (local) return this.localFunction(scope, d.fact.key, local);
      if (scope.locals.get(d.fact.key)?.has(name)) return undefined;
    }
    const lang = scope.file.language;
    const others = lang.folderScope ? this.tables.filesIn(folderOf(scope.file.path)).filter((p) => p !== scope.file.path && this.lazy.language(p)?.grammar === lang.grammar) : [];
    for (const home of [scope, ...others.map((p) => this.scopeOf(p))]) {
      const v = home?.vars.get(undefined)?.get(name);
      if (!home || !v) continue;
      if (v.value === undefined || v.element || v.value === name) return undefined;
      const r = this.expr(home, undefined, v.value);
      if (r && "sym" in r) return r.sym.kind === "function" || r.sym.kind === "method" ? r : undefined;
      // A variable holding an outside function (requests's `preferred_clock = time.perf_counter`): a call runs that.
      if (r && "external" in r) return r;
      // A variable holding another such variable (urfave/cli's `var ShowAppHelp = ShowRootCommandHelp`), a few hops.
      if (!r && hops < 3 && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(v.value)) return this.variableFunction(home, undefined, v.value, undefined, hops + 1);
      // A method of a module-level instance (pyjwt's `decode = _jwt_global_obj.decode` after `_jwt_global_obj =
      // PyJWT()`, the package's public `jwt.decode`), typed as a read of it is; assigned once in the file.
      const moduleLevel = `${String(undefined)}\u0000${name}`; // assignmentCounts' key of a module-level name (no owner)
      if (r || (this.assignmentCounts(home).get(moduleLevel) ?? 0) > 1) return undefined;
      const m = this.memberRead(home, undefined, v.value, undefined, v.line)?.member;
      // A property's value is what its getter gave when the module ran, no method to call.
      return m?.kind === "method" && !this.isProperty(m) ? { sym: m } : undefined;
    }
    return undefined;
  }

  /**
   * A call of a parameter or local whose declared type is a repository type (Go's `opt DecoderConfigOption`, a `func`
   * type, or `opt` of `for _, opt := range opts` over `opts ...DecoderConfigOption`, viper's `defaultDecoderConfig`):
   * it runs a value of that type, and the edge names the type, as a call of a field or a receiver of that type does.
   * None where calling an instance runs a method of its class ({@link GraphLanguage.callMethod}) or classes are open.
   * `depth` bounds the typing: gin's `stack := stack(3)` types the local by the very call being resolved.
   */
  private typedValueCall(scope: FileScope, owner: number | undefined, call: CallFact, depth: number): Res {
    const lang = scope.file.language;
    if (depth > 4 || lang.callMethod !== undefined || lang.openClasses || !this.isLocal(scope, owner, call.name, call.block)) return undefined;
    const t = this.objectType(scope, owner, call.name, depth + 1, call.block, call.line);
    return t && t !== "external" && TYPE_KINDS.has(t.kind) ? { sym: t } : undefined;
  }

  private readonly varCounts = new WeakMap<FileScope, Map<string, number>>();

  /** How many assignments each variable has in a file, keyed `owner\0name` (all blocks of the owner together), counted once per file. */
  private assignmentCounts(scope: FileScope): Map<string, number> {
    let counts = this.varCounts.get(scope);
    if (!counts) {
      counts = new Map();
      for (const f of scope.facts.vars) counts.set(`${f.owner}\u0000${f.name}`, (counts.get(`${f.owner}\u0000${f.name}`) ?? 0) + 1);
      this.varCounts.set(scope, counts);
    }
    return counts;
  }

  /**
   * The method a bound-method argument names on a typed receiver (tqdm's `posix_pipe(…, t.update)` with `t` from `with
   * tqdm(…) as t`), typed as a property read of it would be; undefined for anything else.
   */
  private boundMethod(scope: FileScope, cb: CallFact): Res {
    const m = this.memberRead(scope, cb.owner, cb.name, cb.block, cb.line)?.member;
    return m?.kind === "method" ? { sym: m } : undefined;
  }

  /**
   * A read `object.name` (`t.update`, `self.trigger_reload`, `_jwt_global_obj.decode`) on a receiver of repository type:
   * that type and its member `name` (undefined when it has none); undefined when `text` has no receiver or its type is
   * unknown or outside.
   */
  private memberRead(scope: FileScope, owner: number | undefined, text: string, block?: number, line?: number): { typed: Sym; member: Sym | undefined } | undefined {
    const dot = text.lastIndexOf(".");
    if (dot <= 0) return undefined;
    const typed = this.objectType(scope, owner, text.slice(0, dot), 0, block, line);
    if (!typed || typed === "external") return undefined;
    return { typed, member: this.memberOf(typed, text.slice(dot + 1), scope.file.language.folderScope) };
  }

  /**
   * The repository function or method a local variable assigned once holds by name (tqdm's `format_sizeof =
   * tqdm.format_sizeof` in a static method, then `format_sizeof(total)`; werkzeug's `trigger_reload =
   * self.trigger_reload`, called from a nested class's method); undefined for a variable assigned twice
   * anywhere in the function, from anything else (a call's result, a loop, an unpacking), or from a member of another
   * local or parameter but `self` (names are looked up regardless of order, and tqdm's `main` assigns `stdout =
   * sys.stdout` before it defines a local `class stdout`: `stdout_write = stdout.write` is no call of that class's
   * method).
   */
  private localFunction(scope: FileScope, key: number, v: VarFact): Res {
    // A function value unpacked from an outside call's results is outside where outside code cannot give a repository
    // value (GraphLanguage.outsideResultsOutside: echo's `gCtx, cancel := stdContext.WithCancel(ctx)`, then `cancel()`).
    if ((this.assignmentCounts(scope).get(`${key}\u0000${v.name}`) ?? 0) > 1) return undefined;
    if (v.part && scope.file.language.outsideResultsOutside) {
      const r = this.call(scope, key, writtenCall(v.part.call), 1);
      return r && "external" in r ? r : undefined;
    }
    if (v.value !== undefined && v.outer && !v.element && !v.part && !v.enter && v.call === undefined && v.type === undefined) {
      // A parameter's default read around the definition (cachetools' `cache_setitem=Cache.__setitem__`, then
      // `cache_setitem(self, key, value)`): the function or method it names there, unless that is a local there.
      const around = scope.defs.get(key)?.fact.parent;
      if (this.isLocal(scope, around, v.value.split(".")[0]!)) return undefined;
      const r = this.expr(scope, around, v.value);
      return r && "sym" in r && (r.sym.kind === "function" || r.sym.kind === "method") ? r : undefined;
    }
    if (v.value === undefined || v.element || v.part || v.enter || v.outer || v.call !== undefined || v.type !== undefined || v.value === v.name) return undefined;
    const root = v.value.split(".")[0]!;
    const lang = scope.file.language;
    // The receiver, implicit (`this`) or a parameter by convention (Python's `self`: werkzeug's `trigger_reload =
    // self.trigger_reload`, called from a method of a class the function defines), is no other local.
    if (root !== lang.selfName && !lang.selfParameters?.includes(root) && this.isLocal(scope, key, root)) return undefined;
    const r = this.expr(scope, key, v.value);
    if (r && "sym" in r) return r.sym.kind === "function" || r.sym.kind === "method" ? r : undefined;
    // A bound method of the receiver (`self.trigger_reload`), typed as a property read of it is, or the one function a
    // field of a typed object holds (cattrs's `dispatch = self._unstructure_func.dispatch`, see fieldFunctions).
    const read = r ? undefined : this.memberRead(scope, key, v.value, undefined, v.line);
    if (!read) return undefined;
    if (read.member) return read.member.kind === "method" ? { sym: read.member } : undefined;
    const held = this.fieldFunctions(read.typed, v.value.slice(v.value.lastIndexOf(".") + 1), 1);
    return held.length === 1 ? { sym: held[0]! } : undefined;
  }

  /** True when a function's parameters may be fixtures injected by name (a test function, or a fixture itself). */
  private takesFixtures(scope: FileScope, fact: DefFact): boolean {
    const rule = scope.file.language.fixtures;
    return rule !== undefined && (rule.consumer.test(fact.name) || (fact.decorators ?? []).some((d) => rule.decorator.test(d)));
  }

  /**
   * The type of the fixture `name` as seen from `scope`: a fixture function of that name in the file itself, else in
   * the nearest fixture file (`conftest.py`) of its folder or a folder above; its declared result (or what that
   * yields), else what it returns or yields.
   */
  private fixtureType(scope: FileScope, name: string, depth: number): TypeRes {
    const found = this.fixtureDef(scope, name);
    if (!found) return undefined;
    const { home, def } = found;
    if (def.fact.result !== undefined) {
      const yielded = scope.file.language.yieldedType?.(def.fact.result);
      return this.type(home, undefined, yielded ?? def.fact.result);
    }
    return this.returnedType(home, def, depth, true);
  }

  /** The fixture function `name` seen from `scope` and the scope of its file (see {@link fixtureType}), or undefined. */
  private fixtureDef(scope: FileScope, name: string): { home: FileScope; def: DefInfo } | undefined {
    const rule = scope.file.language.fixtures;
    if (!rule) return undefined;
    const candidates = [scope.file.path];
    for (let dir = folderOf(scope.file.path); ; dir = folderOf(dir)) {
      for (const f of rule.files) candidates.push(dir ? `${dir}/${f}` : f);
      if (!dir) break;
    }
    for (const p of candidates) {
      if (!this.tables.files.has(p)) continue;
      const home = this.scopeOf(p);
      const def = home && [...home.defs.values()].find((d) => d.fact.parent === undefined && d.fact.name === name && d.sym.kind === "function");
      if (home && def && (def.fact.decorators ?? []).some((d) => rule.decorator.test(d))) return { home, def };
    }
    return undefined;
  }

  /**
   * What calling an untyped fixture parameter runs (`purge_module("m")` in a test): the one function the fixture
   * returns or yields by name (`return inner`, a nested def) or wraps (`return functools.partial(C, …)`: C); a class
   * becomes its constructor in {@link call}. Undefined when the name is no such parameter or the returns disagree.
   */
  private fixtureCallable(scope: FileScope, owner: number | undefined, name: string): Res {
    for (const d of this.chain(scope, owner)) {
      if (scope.vars.get(d.fact.key)?.has(name)) return undefined;
      if (!scope.locals.get(d.fact.key)?.has(name)) continue;
      if (!d.fact.params?.includes(name) || !this.takesFixtures(scope, d.fact)) return undefined;
      const found = this.fixtureDef(scope, name);
      if (!found) return undefined;
      let target: Sym | undefined;
      for (const r of found.def.fact.returns ?? []) {
        if (r.call) continue;
        const e = this.expr(found.home, found.def.fact.key, r.text);
        if (!e || !("sym" in e)) return undefined;
        const sym = TYPE_KINDS.has(e.sym.kind) ? e.sym : e.sym.kind === "function" || e.sym.kind === "method" ? e.sym : undefined;
        if (!sym || (target && target.id !== sym.id)) return undefined;
        target = sym;
      }
      return target ? { sym: target } : undefined;
    }
    return undefined;
  }

  /**
   * What a function without a declared result gives back: the one type its `return` statements (with `yields`, also
   * its `yield` statements) resolve to; undefined when none resolves or they disagree.
   */
  private returnedType(home: FileScope, def: DefInfo, depth: number, yields = false): TypeRes {
    if (depth > 8) return undefined;
    const returns = def.fact.returns ?? [];
    if (!yields && returns.some((r) => r.yielded)) return undefined; // a generator: calling it gives the generator
    let found: TypeRes;
    for (const r of returns) {
      if (r.callable) continue;
      const t = r.call ? this.resultType(home, def.fact.key, r.text, depth + 1) : this.objectType(home, def.fact.key, r.text, depth + 1);
      if (t === undefined) continue;
      if (found !== undefined && (found === "external" ? "external" : found.id) !== (t === "external" ? "external" : t.id)) return undefined;
      found = t;
    }
    return found;
  }

  /**
   * Resolves one call. A class called as a function is its constructor (`__init__`) when it has one; where a class
   * method and an instance method of one name are two ({@link GraphLanguage.classMethodTwins}), the one of the side
   * the receiver is on ({@link callSide}).
   */
  call(scope: FileScope, owner: number | undefined, call: Pick<CallFact, "name" | "object" | "line" | "static" | "block" | "typeArgs"> & { args?: number }, depth = 0): Res {
    // An own key only: a call named `toString` is no entry of the table's prototype.
    const chains = scope.file.language.chainedConstructors;
    const chained = call.object === undefined && chains && Object.hasOwn(chains, call.name) ? chains[call.name] : undefined;
    if (chained !== undefined) return this.chainedConstructor(scope, owner, chained);
    if (scope.file.language.namespacedFunctions && call.object === undefined && call.name.includes(".")) return this.namespacedFunction(scope, call.name);
    if (scope.file.language.lexicalConstants && call.object !== undefined && /^\.\p{Lu}/u.test(call.object)) {
      // A constant path written from the top level (Ruby `::Logger.new`): looked up there, not in the modules around.
      return this.call(scope, undefined, { ...call, object: call.object.slice(1) }, depth);
    }
    const r = this.callEitherSide(scope, owner, call, depth);
    if (!r || !("sym" in r)) return r;
    let twin = this.tables.twinOf(r.sym);
    if (!twin && !this.scopes.has(r.sym.path) && this.lazy.language(r.sym.path)?.classMethodTwins && CALLABLE_KINDS.has(r.sym.kind)) {
      this.scopeOf(r.sym.path); // a node of the stored graph: its file says whether it has a twin
      twin = this.tables.twinOf(r.sym);
    }
    if (!twin) return r;
    const side = this.callSide(scope, owner, call);
    return (r.sym.static === true) === (side === "class") ? r : { ...r, sym: twin };
  }

  /**
   * The constructor a chained constructor call runs ({@link GraphLanguage.chainedConstructors}: Java's `this(…)` in a
   * constructor is one of its own class's, `super(…)` one of its base class's): that class's first constructor, from
   * which the arguments pick (`overload`), else the class itself (a base that declares none); outside the repository
   * where the base is; undefined outside a class. A trial on jsoup: `callees Element.Element@98` said it makes no
   * calls where it runs `this(tag, baseUri, null)`.
   */
  private chainedConstructor(scope: FileScope, owner: number | undefined, chained: "own" | "base"): Res {
    const cls = this.enclosingType(scope, owner);
    if (!cls) return undefined;
    const target = chained === "own" ? cls : this.basesOf(cls).map((id) => this.tables.byId(id)).find((t) => t !== undefined && t.kind === "class");
    if (!target) return chained === "base" && this.hasExternalBase(cls) ? { external: true } : undefined;
    const ctor = this.constructorOf(scope, target);
    return { sym: ctor ?? target };
  }

  /**
   * A function named with its namespace ({@link GraphLanguage.namespacedFunctions}; the name as the facts write it,
   * separators as `.`: `.GuzzleHttp.json_encode` for `\GuzzleHttp\json_encode`): the function of that name at the top
   * of a file of that namespace; for a global one (`\json_encode`), a repository function in a file without a
   * namespace, else outside the repository; outside too where the namespace is; undefined where it names none. A
   * trial on guzzle: `\GuzzleHttp\json_encode(…)` and `GuzzleHttp\choose_handler()` (after `use GuzzleHttp;`) were
   * unresolved.
   */
  private namespacedFunction(scope: FileScope, written: string): Res {
    const rooted = written.startsWith(".");
    const parts = written.replace(/^\./u, "").split(".");
    const name = parts.pop()!;
    if (!parts.length) return this.globalFunction(name) ?? { external: true };
    let namespace: string;
    if (rooted) namespace = parts.join("\\");
    else {
      const head = parts[0]!;
      const alias = scope.facts.imports.find((i) => !i.wildcard && (i.local ?? i.name ?? i.module.split(/[\\.]/u).pop()) === head);
      const own = scope.facts.imports.find((i) => i.implicit)?.module;
      const base = alias ? (alias.name !== undefined ? `${alias.module}\\${alias.name}` : alias.module) : own ? `${own}\\${head}` : head;
      namespace = [base, ...parts.slice(1)].join("\\");
    }
    const target = this.module(scope, namespace);
    if (!target) return undefined;
    if ("external" in target) return { external: true };
    for (const path of target.paths) {
      const s = this.tables.lookup(path, name, false);
      if (s?.kind === "function") return { sym: s };
    }
    return undefined;
  }

  /** The repository function `name` at the top of a file that declares no namespace, if one file has it. */
  private globalFunction(name: string): Res {
    const found = this.tables.callablesNamed(name).filter((s) => s.kind === "function" && s.qualifiedName === name && !this.inNamespace(s.path));
    return found.length === 1 ? { sym: found[0]! } : undefined;
  }

  /** True when the file at `path` declares a namespace (an implicit wildcard import of its own). */
  private inNamespace(path: string): boolean {
    return this.scopeOf(path)?.facts.imports.some((i) => i.implicit) ?? false;
  }

  /**
   * Which side a call's receiver is on, for picking between a class method and an instance method of one name: a
   * constant (`Base.call`), `self.class`, `superclass` (and their members' `.class`) name a class; `new`, `C.new(…)` an
   * instance; self (no receiver, `self`, `super`) is the class in a class method or a class body, else an instance,
   * and an instance in a block that runs with another self (a route block, `define_method`, a block a class
   * evaluates: mostly code run by an instance); a method call is on the side of what the method gives
   * ({@link resultSide}); any other receiver is an instance (a value of a typed name is an object).
   */
  private callSide(scope: FileScope, owner: number | undefined, call: Pick<CallFact, "object" | "block">, depth = 0): "class" | "instance" {
    const lang = scope.file.language;
    const object = call.object;
    if (object === undefined || object === lang.selfName || this.isParentCall(lang, object)) {
      if (!this.isParentCall(lang, object) && lang.blockReceivers && this.selfAt(scope, owner, call.block, 0)) return "instance";
      const inner = this.chain(scope, owner)[0];
      if (!inner) return "instance";
      return TYPE_KINDS.has(inner.sym.kind) || inner.sym.static === true ? "class" : "instance";
    }
    const open = object.endsWith(")") ? openingParen(object) : -1;
    const callee = open > 0 ? object.slice(0, open) : object;
    const last = callee.slice(callee.lastIndexOf(".") + 1);
    if (last === lang.constructorCall) return "instance";
    if (lang.constantObject?.test(object) || last === lang.classMethod || object === lang.superclassMethod) return "class";
    return this.resultSide(scope, owner, callee, depth) ?? "instance";
  }

  /**
   * The side what a method call written `callee` (`settings`, `self.class.settings`) gives is on, where every
   * expression the method ends with or returns is on one ({@link callSide}: `def settings; self.class.settings; end`
   * gives the class); undefined when the call resolves to no method with such returns, or they disagree.
   */
  private resultSide(scope: FileScope, owner: number | undefined, callee: string, depth: number): "class" | "instance" | undefined {
    if (depth > 4 || !/^[\p{L}_][\p{L}\p{N}_?!]*(?:\.[\p{L}_][\p{L}\p{N}_?!]*)*$/u.test(callee) || this.isLocal(scope, owner, callee.split(".")[0]!)) return undefined;
    const r = this.call(scope, owner, writtenCall(callee), depth + 1);
    const found = r && "sym" in r && r.sym.kind === "method" ? this.definitionOf(r.sym) : undefined;
    const returns = found?.def.fact.returns ?? [];
    if (!found || !returns.length || returns.some((x) => x.callable || x.yielded)) return undefined;
    const sides = new Set(returns.map((x) => this.callSide(found.home, found.def.fact.key, { object: x.text }, depth + 1)));
    return sides.size === 1 ? [...sides][0] : undefined;
  }

  /** {@link call} before the side of a class method and an instance method of one name is picked. */
  private callEitherSide(scope: FileScope, owner: number | undefined, call: Pick<CallFact, "name" | "object" | "line" | "static" | "block" | "typeArgs"> & { args?: number }, depth = 0): Res {
    const lang = scope.file.language;
    if (call.object === undefined) {
      const receiver = lang.blockReceivers && depth < 12 ? this.selfAt(scope, owner, call.block, depth) : undefined;
      if (receiver) return this.callOn(scope, owner, call.name, receiver);
      const method = this.receiverMethod(scope, this.chain(scope, owner), call.name);
      const self = method && method.fact.receiverName !== undefined ? this.objectType(scope, owner, call.name) : undefined;
      // The receiver called (Python `self()` in a method): the instance's call method runs (tomlkit's `state = self()`
      // in `_StateHandler.__enter__` runs `_StateHandler.__call__`, not the constructor).
      // In a class method the receiver is the class: calling it (`cls(name)`) constructs one (sanic's `Sanic.get_app`
      // had read as calling `Sanic.__call__`, the ASGI entry point).
      const ofClass = method !== undefined && (method.fact.decorators ?? []).some((d) => lang.classMethodDecorator?.test(d) === true);
      const called = self && self !== "external" && lang.callMethod !== undefined && !ofClass ? this.memberOf(self, lang.callMethod, lang.folderScope) : undefined;
      if (called?.kind === "method") return { sym: called };
      let r: Res = self && self !== "external" ? { sym: self } : undefined;
      if (!r && lang.implicitMembers) {
        // A method of the enclosing class (or of its bases) called without its receiver; for a method defined
        // outside its class (C++ `T::m`), of the receiver type.
        const all = this.chain(scope, owner).flatMap((d): Sym[] => {
          if (TYPE_KINDS.has(d.sym.kind)) return [d.sym];
          const t = d.fact.receiver !== undefined ? this.type(scope, undefined, d.fact.receiver) : undefined;
          return t && t !== "external" ? [t] : [];
        });
        // Ruby: self is an instance (or the class) of the innermost class only; an enclosing module's methods are not in scope.
        const types = lang.selfIsInnermost ? all.slice(0, 1) : all;
        for (const type of types) {
          const m = this.memberOf(type, call.name, lang.folderScope);
          if (m && m.kind !== "class" && m.kind !== "struct" && m.kind !== "interface") {
            r = { sym: m };
            break;
          }
        }
      }
      if (!r && lang.implicitMembers && lang.classMethodTwins && call.name === lang.constructorCall) {
        // `new(…)` on self (in a class method, `new.call(env)`): a new instance of the class around it.
        const cls = this.enclosingType(scope, owner);
        if (cls && !cls.module) r = { sym: cls };
      }
      if (!r && lang.selfClassNames?.has(call.name)) {
        // `new static(…)`, `new self(…)`: a new instance of the class around the call.
        const cls = this.enclosingType(scope, owner);
        if (cls) r = { sym: cls };
      }
      // A local declared by this very statement or a later one is not bound yet (Go `diff := diff(expected, actual)`):
      // the name is the one outside the function.
      if (!r && this.notYetBound(scope, owner, call)) r = this.name(scope, undefined, call.name, 0, call.typeArgs);
      r ??= this.name(scope, owner, call.name, 0, call.typeArgs, call.block) ?? this.fixtureCallable(scope, owner, call.name) ?? this.instanceCall(scope, owner, call.name, depth) ?? this.variableFunction(scope, owner, call.name, call.block) ?? this.typedValueCall(scope, owner, call, depth);
      if (!r && lang.implicitMembers && lang.openClasses) r = this.includersMember(scope, owner, call.name);
      if (r && "sym" in r && TYPE_KINDS.has(r.sym.kind)) {
        const ctor = this.constructorOf(scope, r.sym);
        if (ctor) return { sym: ctor };
      }
      if (r) return r;
      // Typing a receiver: a name the repository does not define whose result is an outside object (`last_response`).
      if (depth > 0 && lang.outsideResults?.has(call.name) && this.unknownName(scope, call.name)) return { external: true };
      if (lang.openClasses && lang.selfIsInnermost) {
        // A name the class around the call does not answer, where an ancestor or mixin of it is outside the repository
        // (a test class `< Minitest::Test`, reopened with `include Rack::Test::Methods`): that one's, unless a
        // top-level method has it.
        const cls = this.enclosingType(scope, owner);
        if (cls && !cls.module && this.hasExternalBase(cls) && !this.answersAnyName(cls)) return this.topLevelFunction(scope, call.name) ?? { external: true };
      }
      const byName = this.byNameOnly(scope, call.name, true, false, countedArgs(call));
      if (byName) return byName;
      // A function found in neither its own namespace nor the global one: the language's (PHP's `json_encode`).
      if (lang.namespacedFunctions) return this.globalFunction(call.name) ?? { external: true };
      // Where unknown types are outside ones, a capitalized bare call no type or method of the repository is named
      // after is an outside type's constructor (`new CancellationTokenSource()`) or an outside base's method.
      const outside = lang.unknownTypesExternal === true && /^\p{Lu}/u.test(call.name);
      return this.unknownName(scope, call.name, outside) ? { external: true } : undefined;
    }
    if (lang.constructorCall !== undefined && call.name === lang.constructorCall) {
      // `C.new(…)` runs C's constructor (`initialize`); without one, the call names the class.
      const cls = this.expr(scope, owner, call.object);
      if (cls && "sym" in cls && TYPE_KINDS.has(cls.sym.kind)) {
        // A class or module that defines `new` itself (`def self.new`, Ruby `Sinatra.new`), or inherits one: that method.
        const own = this.memberOf(cls.sym, call.name, lang.folderScope);
        if (own?.kind === "method") return { sym: own };
        return { sym: this.constructorOf(scope, cls.sym) ?? cls.sym };
      }
    }
    const parent = this.parentCallClass(scope, owner, call.object);
    if (parent) {
      const cls = parent.cls;
      for (const baseId of cls ? this.basesOf(cls.sym) : []) {
        const base = this.tables.byId(baseId);
        const m = base && this.memberOf(base, call.name, lang.folderScope);
        if (m) return { sym: m };
      }
      // Not in a base of the repository: external when a base class comes from outside it (`io.TextIOWrapper`), or
      // when it is a method of the root class (Ruby `Object#respond_to?`, `initialize`) and the class is no module (a
      // module's parent is its includer's, unknown).
      const external = cls?.fact.bases.some((b) => isExternalRes(this.base(cls.home, cls.fact, b.text, b.implements))) || (cls !== undefined && this.hasExternalBase(cls.sym));
      const root = cls !== undefined && !cls.fact.module && lang.universalMethods?.has(call.name) === true;
      return external || root ? { external: true } : undefined;
    }
    const group = lang.blockReceivers?.groups ? this.groupAlias(scope, owner, call.object, call.block, depth) : undefined;
    if (group) {
      // `context = self` in an example group, then `context.api` inside a class block: the group's `let(:api)`.
      const m = this.receivers.groupMember(group, call.name);
      if (m && m !== "ambiguous") return m;
    }
    const typed = this.objectType(scope, owner, call.object, depth, call.block, call.line > 0 ? call.line : undefined);
    if (typed === "external") {
      // An outside type (`string s`) the repository extends: by the receiver's declared type, else by name only among
      // the extension methods of outside types (`intersection.ForEach(…)` on a `List<string>` is not `ForEach(this IRuleBuilder…)`).
      const text = lang.extensionMethods ? this.outsideTypeText(scope, owner, call.object) : undefined;
      // A call's result of unknown outside type (`….GetAwaiter().GetResult()`, `….AsTask()`) is some outside type
      // whose own members are unknown: only an extension of `object` surely applies to it.
      const ext = lang.extensionMethods ? this.extensionMethod(scope, call.name, text ?? "", true, call.args, text === undefined && call.object.endsWith(")") && !call.object.startsWith(`${lang.newKeyword ?? "new"} `)) : undefined;
      return ext ?? { external: true };
    }
    // `self.__class__(…)`: a new object of the receiver's type.
    if (typed && call.name === lang.classAttribute && TYPE_KINDS.has(typed.kind)) return { sym: this.constructorOf(scope, typed) ?? typed };
    if (typed?.union) {
      // A value of a union of repository types: the method of each member type that has one.
      const each = distinctSyms(typed.union.map((t) => this.memberOf(t, call.name, lang.folderScope)).filter((m): m is Sym => m !== undefined && CALLABLE_KINDS.has(m.kind)));
      return each.length ? { sym: each[0]!, ...(each.length > 1 ? { also: each.slice(1) } : {}) } : undefined;
    }
    if (typed) {
      const m = this.memberOf(typed, call.name, lang.folderScope) ?? this.otherAssignmentMember(scope, owner, call.object, call.name, call.block, typed, depth) ?? this.attributeWriter(typed, call.name);
      if (m && lang.extensionMethods && lang.overloads && call.args !== undefined && !this.takesArgs(m, call.args)) {
        // No overload of the type's own method takes that many arguments (`validator.Validate(x, options)`): the
        // extension method of that name for the type whose overloads do (`Validate(this IValidator<T>, T, Action<…>)`).
        const ext = this.extensionMethod(scope, call.name, typed);
        if (ext && "sym" in ext && this.overloadGroup(ext.sym).some((s) => s.params?.receiver && this.takesArgs(s, call.args! + 1, true))) return ext;
      }
      const value = m ? this.calledPropertyValue(m, depth) : undefined;
      if (value) return { sym: value, also: [m!] };
      if (m) return { sym: m };
      // `klass.new(…)` on a value holding a class (`described_class`, a parameter `base = Base`): its constructor. A
      // value typed by a module (a new class mixing it in, `Class.new { include M }`) builds an outside `Class`'s instance.
      if (call.name === lang.constructorCall) return this.isModule(typed) ? { external: true } : { sym: this.constructorOf(scope, typed) ?? typed };
      const ext = lang.extensionMethods ? this.extensionMethod(scope, call.name, typed) : undefined;
      if (ext) return ext;
      // A method every object has (`respond_to?`) that the repository's part of the type does not redefine: `Object`'s.
      if (lang.universalMethods?.has(call.name)) return { external: true };
      // A type that hands the names it lacks to another object (`delegate_missing_to :base_instance`): the one method
      // of that name in the repository, by name only.
      if (lang.nameOnlyBareCallsOnly && this.answersAnyName(typed)) {
        const named = this.byNameOnly(scope, call.name, false, false, countedArgs(call));
        if (named) return named;
      }
      // A field holding a repository function or method (attrs' `self._add_method_dunders = self._add_method_dunders_safe`
      // in `__init__`): calling it runs that one. Assigned a few (pluggy's `self._inner_hookexec` holds `_multicall`,
      // or `traced_hookexec` while tracing), the call may run each: an edge to each; more, the repository's, unresolved.
      const held = this.fieldFunctions(typed, call.name, depth);
      if (held.length === 1) return { sym: held[0]! };
      if (held.length > 1 && held.length <= MAX_HELD_FUNCTIONS) return { sym: held[0]!, also: held.slice(1) };
      if (held.length) return undefined;
      // A field declared to hold a class (`context_class: type[Context] = Context`): calling it builds one.
      const made = this.fieldClass(typed, call.name);
      if (made) return { sym: this.constructorOf(scope, made) ?? made };
      // A field holding an instance of a class that defines the call method (tqdm's `self._ema_dn = EMA(smoothing)`,
      // then `self._ema_dn(dn)`): calling it runs that method (`EMA.__call__`).
      const instance = lang.callMethod !== undefined ? this.fieldType(scope, typed, call.name, depth + 1) : undefined;
      const runs = instance && instance !== "external" && TYPE_KINDS.has(instance.kind) ? this.memberOf(instance, lang.callMethod!, lang.folderScope) : undefined;
      if (runs?.kind === "method") return { sym: runs };
      // A field of a repository function type (Go's `buildVarsFunc BuildVarsFunc`, mux's `r.buildVarsFunc(m)`): calling
      // it runs a value of that type, and the edge names the type, as a call of a parameter of that type does.
      const declared = lang.callMethod === undefined && !lang.openClasses ? this.fieldType(scope, typed, call.name, depth + 1) : undefined;
      if (declared && declared !== "external" && TYPE_KINDS.has(declared.kind) && this.fieldsOf(typed, call.name).some((f) => f.type !== undefined)) return { sym: declared };
      // A field of the type holding what a call of unknown result gives (uvicorn's `self.lifespan_class =
      // import_from_string(…)`, then `config.lifespan_class(config)`): what calling it runs is unknown, not outside.
      if (this.fieldsOf(typed, call.name).some((f) => f.call !== undefined) && (instance ?? this.fieldType(scope, typed, call.name, depth + 1)) === undefined) return undefined;
      // Defined only by subclasses, called on self: each subclass's (the template method pattern).
      const below = lang.selfCallsReachSubclasses && isSelfReceiver(lang, call.object) && TYPE_KINDS.has(typed.kind) ? this.subclassMembers(scope, typed, call.name) : undefined;
      if (below) return below;
      // Not declared in the repository's part of the type: inherited from a base outside it (a framework class).
      return (this.hasExternalBase(typed) && !this.answersAnyName(typed)) || this.unknownName(scope, call.name, true) ? { external: true } : undefined;
    }
    const held = this.expr(scope, owner, call.object, undefined, call.block);
    const writer = held && "sym" in held && TYPE_KINDS.has(held.sym.kind) ? this.attributeWriter(held.sym, call.name) : undefined;
    const r = this.member(scope, held, call.name) ?? (writer ? { sym: writer } : undefined);
    if (r && "sym" in r && TYPE_KINDS.has(r.sym.kind)) return { sym: this.constructorOf(scope, r.sym) ?? r.sym }; // `pkg.Client(…)`
    if (r) return r;
    // A class method the repository's part of a class does not define, where an ancestor is outside it (flask's
    // `EnvironBuilder.from_environ(…)`, werkzeug's `EnvironBuilder`'s): the outside class's.
    if (held && "sym" in held && TYPE_KINDS.has(held.sym.kind) && this.hasExternalBase(held.sym) && !this.answersAnyName(held.sym)) return { external: true };
    if (lang.universalMethods?.has(call.name)) return { external: true }; // `x.respond_to?(:m)` on an untyped `x`
    if (lang.constantObject?.test(call.object)) {
      // A constant path no type of the repository has (`File.read`, `Rack::Builder.new`): Ruby itself or a gem.
      if (!this.knownConstant(scope, owner, call.object)) return { external: true };
    }
    const first = call.object.split(".")[0]!;
    const head = this.name(scope, owner, first, 0, undefined, call.block);
    if (head && "external" in head) return head;
    if (!head && first !== call.object && lang.importsReexport === false && lang.unknownNamesExternal && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(first)) {
      // A qualified path whose head no scope or import has, read as a namespace under one of the file's own that is
      // outside the repository: PHP `Psr7\Utils::f()` in namespace `GuzzleHttp` is `GuzzleHttp\Psr7\Utils`, a package's.
      if (scope.wildcards.some((w) => isExternal(this.module(scope, `${w.module}.${first}`)))) return { external: true };
    }
    if (depth > 0) return undefined;
    // A path whose head is no variable (`fmt::format`, a namespace) may name a free function.
    const viaNamespace = lang.namespaceFunctions === true && !this.chain(scope, owner).some((d) => scope.vars.get(d.fact.key)?.has(call.object!.split(".")[0]!));
    // A head that reads as a namespace (`spdlog::info`): of the functions and methods of that name, the one free function.
    const namespaced = viaNamespace && call.static === true && lang.namespaceName?.test(call.object) === true ? this.freeFunction(scope, call.name) : undefined;
    // A function of a module path (`axum::routing::put(…)`): a free function, never a method of that name; one of a
    // path whose head no scope or import binds and that leads outside the repository (`tokio::time::timeout`) is outside.
    const ofModule = call.static === true && lang.modulePath?.test(call.object) === true;
    const pathTarget = ofModule && !head ? this.module(scope, first) : undefined;
    if (isExternal(pathTarget)) return { external: true };
    if (pathTarget && "paths" in pathTarget) {
      // A path whose head no `use` binds that names a crate of the repository (`jhelp::help()` for the crate a
      // `Cargo.toml` names `jhelp`): that crate's function.
      const inCrate = this.inModule(scope, call.object, call.name, depth + 1);
      if (inCrate && "sym" in inCrate) return inCrate;
    }
    const guessed = lang.nameOnlyBareCallsOnly ? undefined : this.byNameOnly(scope, call.name, viaNamespace || ofModule, call.static !== true, countedArgs(call));
    // A receiver whose declared type is a type parameter (Rust `visitor: V` with `V: de::Visitor<'de>`) runs the method
    // of whatever type a caller picks: a guess by name may be its bound's, a trait's method (`float.exponent()` with `F:
    // Float`), never one type's (serde_json's `visitor.visit_bool` had gone to `ValueVisitor.visit_bool`, 25 such edges).
    const typeParameter = call.object !== undefined && lang.typeParameterName !== undefined && this.typeParameterOrOutside(scope, this.declaredTypeText(scope, owner, call.object));
    const byName = typeParameter && guessed && "sym" in guessed && this.ownerKind(guessed.sym) !== "interface" ? undefined : guessed;
    // A call on a type name (`Policy.Wrap(…)`) is a static call: no instance for an extension method to extend.
    const onType = held !== undefined && "sym" in held && TYPE_KINDS.has(held.sym.kind);
    const ext = lang.extensionMethods && !byName && !namespaced && !onType ? this.extensionMethod(scope, call.name, this.declaredTypeText(scope, owner, call.object) ?? "", false, call.args) : undefined;
    return namespaced ?? byName ?? ext ?? (this.unknownName(scope, call.name, true, call.static !== true) ? { external: true } : undefined);
  }

  /** The kind of the type a member `sym` is declared in (`a.rs#Float.exponent` → Float's), undefined for a top-level one. */
  private ownerKind(sym: Sym): string | undefined {
    const [parent] = enclosingIds(sym.id);
    return parent !== undefined ? this.tables.byId(parent)?.kind : undefined;
  }

  /**
   * True when a declared type, as the language names it ({@link GraphLanguage.typeName}: Rust's `&mut V`, `Box<V>` →
   * `V`), is a type parameter by the language's convention ({@link GraphLanguage.typeParameterName}), or a capitalized
   * name no type of the caller's grammar has (a longer type parameter, `Item`, `T1`, or an outside type): a value of it
   * runs no one repository type's method.
   */
  private typeParameterOrOutside(scope: FileScope, declared: string | undefined): boolean {
    const lang = scope.file.language;
    const text = declared !== undefined ? (lang.typeName?.(declared) ?? declared.trim()) : undefined;
    if (!text || !lang.typeParameterName) return false;
    if (lang.typeParameterName.test(text)) return true;
    return /^[A-Z][A-Za-z0-9_]*$/u.test(text) && !this.tables.typesNamed(text).some((t) => this.lazy.language(t.path)?.grammar === lang.grammar);
  }

  /**
   * The repository extension method ({@link GraphLanguage.extensionMethods}) an instance call of `name` runs on a
   * receiver of type `receiver`: a repository type (matched with it or one of its bases), the receiver's declared type
   * text for an outside type (`string`), or `""` when the type is unknown. A known type takes the extension method
   * whose `this` parameter has that type; an unknown one the one extension method of that name (overloads of one
   * method count once), as `name-only`, when it takes `args` arguments (after the receiver), unless some repository
   * type declares a method of that name that takes them itself (where the receiver may be of a repository type);
   * with `objectOnly`, only an extension of `object`. With `outside` (the receiver is known to be of an outside type, its text maybe
   * unknown), extension methods whose `this` parameter is a repository type never fit: no outside type is one.
   * Undefined when none fits or several do.
   */
  private extensionMethod(scope: FileScope, name: string, receiver: Sym | string, outside = false, args?: number, objectOnly = false): Res {
    const lang = scope.file.language;
    const groups = this.tables
      .callablesNamed(name)
      .filter((s) => s.kind === "method" && this.lazy.language(s.path)?.grammar === lang.grammar)
      .map((head) => {
        if (head.params === undefined) this.scopeOf(head.path); // a stored node: its file says
        return this.tables.overloadsOf(head) ?? [head];
      })
      .filter((g) => g.some((s) => s.extends !== undefined && !(outside && this.extendsRepositoryType(s))));
    if (!groups.length) return undefined;
    const simple = (text: string): string | undefined => lang.typeName(text)?.split(".").pop();
    // A type written `dynamic` or `var` says nothing: as unknown as none.
    if (receiver === "" || (typeof receiver === "string" && simple(receiver) === undefined)) {
      const takes = (g: readonly Sym[], n: number): boolean => args === undefined || g.some((o) => o.params === undefined || (n >= o.params.min && n <= o.params.max));
      // An object of unknown type may as well be of a repository type whose own method of that name takes the
      // arguments (Polly's `retry.ExecuteAsync(…)` runs `AsyncPolicy.ExecuteAsync`, not the benchmarks'
      // `ExecuteAsync(this object, PollyVersion)`); an outside object is of no repository type.
      const own = this.tables
        .callablesNamed(name)
        .filter((s) => s.kind === "method" && this.lazy.language(s.path)?.grammar === lang.grammar)
        .map((s) => this.tables.overloadsOf(s) ?? [s])
        .filter((g) => !g.some((o) => o.extends !== undefined));
      if (!outside && own.some((g) => takes(g, args!))) return undefined;
      const one = groups.length === 1 ? groups[0]! : undefined;
      if (!one || !takes(one, args! + 1)) return undefined;
      if (objectOnly && !one.some((o) => o.extends !== undefined && /^(?:System\.)?[Oo]bject$/u.test(o.extends.trim()))) return undefined;
      return { sym: one[0]!, nameOnly: true };
    }
    const names = new Set<string>();
    if (typeof receiver === "string") {
      const n = simple(receiver);
      if (n !== undefined) names.add(n);
    } else {
      const seen = new Set<string>();
      const walk = (t: Sym): void => {
        if (seen.has(t.id) || seen.size > 32) return;
        seen.add(t.id);
        names.add(arityBase(t.qualifiedName.slice(t.qualifiedName.lastIndexOf(".") + 1)));
        for (const b of this.basesOf(t)) {
          const base = this.tables.byId(b);
          if (base) walk(base);
        }
      };
      walk(receiver);
    }
    const extending = (names: ReadonlySet<string>): Sym[][] => groups.map((g) => g.filter((s) => s.extends !== undefined && names.has(simple(s.extends) ?? ""))).filter((f) => f.length > 0);
    // Every value is an `object`: an extension of `object` where none of the type itself is (`IsValid.ShouldEqual(…)`).
    let fitting = extending(names);
    if (!fitting.length) fitting = extending(new Set(["object", "Object"]));
    if (fitting.length !== 1) return undefined;
    // Several overloads of one method extend the type: its first, from which the argument count picks (`overload`).
    const fits = fitting[0]!;
    return { sym: fits.length === 1 ? fits[0]! : groups[groups.findIndex((g) => g.includes(fits[0]!))]![0]! };
  }

  /**
   * Where a class's members (and nested types) are in scope inside it ({@link GraphLanguage.implicitMembers}), the key of
   * `type`'s declaration (or of a part of it, same qualified name) in `home`, for reading its fields' types there;
   * undefined elsewhere.
   */
  private typeKeyIn(home: FileScope, type: Sym): number | undefined {
    if (!home.file.language.implicitMembers) return undefined;
    for (const d of home.defs.values()) if (TYPE_KINDS.has(d.sym.kind) && d.sym.qualifiedName === type.qualifiedName) return d.fact.key;
    return undefined;
  }

  /** True when extension method `ext`'s `this` parameter type, read in its own file, is a type of the repository. */
  private extendsRepositoryType(ext: Sym): boolean {
    const home = ext.extends !== undefined ? this.scopeOf(ext.path) : undefined;
    const t = home ? this.type(home, undefined, ext.extends!) : undefined;
    return t !== undefined && t !== "external";
  }

  /** The declared type text of a plain name (a parameter or local declared with its type), else undefined. */
  private declaredTypeText(scope: FileScope, owner: number | undefined, object: string): string | undefined {
    if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) return undefined;
    for (const key of [...this.chain(scope, owner).map((d) => d.fact.key), undefined]) {
      const v = scope.vars.get(key)?.get(object);
      if (v) return v.type;
    }
    return undefined;
  }

  /**
   * The declared type text of an argument written as a plain name ({@link declaredTypeText}) or as a member `A.B`: a
   * field or property B written with its type, of the repository type A names (Polly's `TestCancellation.Token`) or
   * that the typed name A has; undefined otherwise.
   */
  private argumentTypeText(scope: FileScope, owner: number | undefined, text: string): string | undefined {
    const member = /^([\p{L}_][\p{L}\p{N}_]*)\.([\p{L}_][\p{L}\p{N}_]*)$/u.exec(text);
    if (!member) {
      const local = this.declaredTypeText(scope, owner, text) ?? this.constructedText(scope, owner, text);
      if (local !== undefined || !scope.file.language.implicitMembers || !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(text) || this.isLocal(scope, owner, text)) return local;
      // A field or property of the enclosing type named without `this` (Polly's `HitContext` of type `Context`).
      const cls = this.enclosingType(scope, owner);
      return cls ? this.declaredFieldType(cls, text) : undefined;
    }
    const [, object, name] = member as unknown as [string, string, string];
    const holder = this.objectType(scope, owner, object) ?? (this.isLocal(scope, owner, object) ? undefined : this.type(scope, owner, object));
    return holder && holder !== "external" ? this.declaredFieldType(holder, name) : undefined;
  }

  /**
   * The type a local assigned a construction (`var cts = new CancellationTokenSource()`) was built as, as written:
   * the assigned call's text where it names a type, of the repository or from outside it (no repository method has
   * its name, so it is no call of one); undefined otherwise.
   */
  private constructedText(scope: FileScope, owner: number | undefined, name: string): string | undefined {
    for (const key of [...this.chain(scope, owner).map((d) => d.fact.key), undefined]) {
      const v = scope.vars.get(key)?.get(name);
      if (!v) continue;
      if (v.type !== undefined || v.call === undefined || !/^[\p{L}_][\p{L}\p{N}_.]*(?:<.*>)?$/u.test(v.call)) return undefined;
      const t = this.type(scope, owner, v.call);
      if (t && t !== "external") return v.call;
      const last = scope.file.language.typeName(v.call)?.split(".").pop();
      return t === "external" && last !== undefined && !this.tables.callablesNamed(last).length ? v.call : undefined;
    }
    return undefined;
  }

  /**
   * The type text an object of an outside type is written with, where the source shows it: a plain name's declared
   * type, a member's declared type (FluentValidation's `result.IsValid`: `bool`), or the declared result of the
   * repository method a call runs (Polly's `DisposeAsync()`: `ValueTask`); undefined otherwise.
   */
  private outsideTypeText(scope: FileScope, owner: number | undefined, object: string): string | undefined {
    if (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) return this.declaredTypeText(scope, owner, object);
    if (/^[\p{L}_][\p{L}\p{N}_]*\.[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) return this.argumentTypeText(scope, owner, object);
    const open = object.endsWith(")") ? openingParen(object) : -1;
    const callee = open > 0 ? object.slice(0, open) : "";
    // A generic method's result may be its type argument: not read.
    if (!/^[\p{L}_][\p{L}\p{N}_.]*$/u.test(callee)) return undefined;
    const r = this.call(scope, owner, writtenCall(callee), 1);
    return r && "sym" in r && r.sym.kind === "method" ? (r.sym.result ?? this.tables.byId(r.sym.id)?.result) : undefined;
  }

  /** The type written on field or property `name` of `holder` (or of a part or base of it); undefined when none is. */
  private declaredFieldType(holder: Sym, name: string): string | undefined {
    this.loadTypeFiles(holder);
    return this.fieldsOf(holder, name).find((f) => f.type !== undefined)?.type;
  }

  /**
   * The class whose fields a bare name reads at `owner` (inside `block`): the receiver of the blocks around, when one
   * changes it to a repository class; none when it changes to anything else; else the enclosing class.
   */
  private selfClass(scope: FileScope, owner: number | undefined, block: number | undefined, depth: number): Sym | undefined {
    const here = scope.file.language.blockReceivers ? this.selfAt(scope, owner, block, depth) : undefined;
    return here ? ("type" in here ? here.type : undefined) : this.enclosingType(scope, owner);
  }

  /**
   * The example group a local holds when it was assigned `self` where `self` is one (`context = self` in a `let`
   * block), seen from a call inside `block`; undefined for any other name.
   */
  private groupAlias(scope: FileScope, owner: number | undefined, object: string, block: number | undefined, depth: number): Group | undefined {
    if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(object)) return undefined;
    const bound = this.blockBinding(scope, owner, block, object);
    const v = bound && bound !== "local" ? bound : bound ? undefined : this.chainVar(scope, owner, object);
    if (!v || v.value !== scope.file.language.selfName) return undefined;
    const at = this.selfAt(scope, v.owner, v.block, depth);
    return at && "group" in at ? at.group : undefined;
  }

  /**
   * The type of field `name` of an example group (Ruby `@request`): from the first assignment of it in the group's file
   * whose innermost group is `group` or a group around it (a `before` block's `@request = Rack::MockRequest.new(…)`,
   * an assignment in an example or in a method of the group), read where it is written; an inner group's assignment
   * is not the outer group's. Undefined when none gives a type.
   */
  private groupFieldType(group: Group, name: string, depth: number): TypeRes {
    if (depth > 8) return undefined;
    const scope = group.scope;
    const keys = new Set(group.blocks.map((b) => b.key));
    for (const f of scope.facts.fields) {
      if (f.name !== name) continue;
      const at = this.selfAt(scope, f.owner, f.block, depth + 1);
      if (!at || !("group" in at) || !keys.has(at.group.blocks[0]!.key)) continue;
      const t = f.type !== undefined ? this.type(scope, f.owner, f.type)
        : f.call !== undefined ? this.resultType(scope, f.owner, f.call, depth + 1, false, f.block)
          : f.var !== undefined ? this.objectType(scope, f.owner, f.var, depth + 1, f.block) : undefined;
      if (t) return t;
    }
    return undefined;
  }

  /** Who `self` is at a call inside blocks of `owner` ({@link BlockReceivers.selfAt}); undefined: the enclosing class. */
  private selfAt(scope: FileScope, owner: number | undefined, block: number | undefined, depth: number): Receiver | undefined {
    return this.receivers.selfAt(scope, owner, block, depth);
  }

  /**
   * A call without a receiver where `self` is `receiver`: its method (for an example group, a definition of the group
   * or a mixed-in module); else a name in scope (a file's own top-level method, a builtin); else external when the
   * receiver is an outside object, or a repository class with an outside ancestor and no `method_missing`, or a group
   * that brings in no definitions from elsewhere; else unresolved (never a guess by name).
   */
  private callOn(scope: FileScope, owner: number | undefined, name: string, receiver: Receiver): Res {
    const lang = scope.file.language;
    if ("type" in receiver) {
      const m = this.memberOf(receiver.type, name, lang.folderScope);
      if (m && !TYPE_KINDS.has(m.kind)) return { sym: m };
    }
    if ("group" in receiver) {
      const m = this.receivers.groupMember(receiver.group, name);
      if (m === "ambiguous") return undefined;
      if (m) return m;
    }
    const r = this.name(scope, owner, name);
    if (r && "sym" in r && TYPE_KINDS.has(r.sym.kind)) return { sym: this.constructorOf(scope, r.sym) ?? r.sym };
    if (r) return r;
    if (this.unknownName(scope, name)) return { external: true };
    if ("external" in receiver) return receiver;
    if ("type" in receiver && this.answersAnyName(receiver.type)) return lang.nameOnlyBareCallsOnly ? this.byNameOnly(scope, name) : undefined; // handed on: see `call`
    if ("type" in receiver) return receiver.outside || this.hasExternalBase(receiver.type) ? { external: true } : undefined;
    if ("group" in receiver) {
      const top = this.topLevelFunction(scope, name);
      if (top) return top;
      return this.receivers.isOpen(receiver.group) ? undefined : { external: true };
    }
    return undefined;
  }

  /**
   * The one method of that name written at the top level of a file of the caller's grammar, outside any block (a
   * private method of every object, as `def app` in a spec helper), as `name-only`.
   */
  private topLevelFunction(scope: FileScope, name: string): Res {
    const grammar = scope.file.language.grammar;
    const found = this.tables.callablesNamed(name).filter((s) => s.kind === "function" && this.lazy.language(s.path)?.grammar === grammar && !s.qualifiedName.includes("."));
    if (found.length !== 1) return undefined;
    const def = this.definitionOf(found[0]!)?.def;
    return def && def.fact.block === undefined ? { sym: found[0]!, nameOnly: true } : undefined;
  }

  /** The described constant's type where `self` at a call is an example group (`described_class`, the implicit `subject`). */
  private describedType(scope: FileScope, owner: number | undefined, block: number | undefined, depth: number): TypeRes {
    const receiver = this.selfAt(scope, owner, block, depth);
    return receiver && "group" in receiver ? this.receivers.describedType(receiver.group) : undefined;
  }

  /**
   * For a call of a variable typed by a repository class, that class's {@link GraphLanguage.callMethod}; of one typed
   * by a repository delegate type ({@link GraphLanguage.callableInterfaces}), that type (by an outside one: external);
   * else undefined.
   */
  private instanceCall(scope: FileScope, owner: number | undefined, name: string, depth: number): Res {
    const lang = scope.file.language;
    const method = lang.callMethod;
    if (!lang.callableInterfaces && method === undefined) return undefined;
    const t = this.objectType(scope, owner, name, depth + 1);
    if (lang.callableInterfaces) {
      // A value of an outside delegate type (`Func<int>`) runs code the repository cannot name.
      if (t === "external") return { external: true };
      return t && t.kind === "interface" ? { sym: t } : undefined;
    }
    // A value declared as a class (`sanic_cls: type[Sanic]`): calling it constructs one (sanic's test factory had read as
    // calling `Sanic.__call__`).
    const declared = this.chainVar(scope, owner, name)?.type;
    if (declared !== undefined && lang.classValueType?.test(declared)) {
      if (!t || t === "external" || !TYPE_KINDS.has(t.kind)) return undefined;
      return { sym: this.constructorOf(scope, t) ?? t };
    }
    const m = method !== undefined && t && t !== "external" ? this.memberOf(t, method, lang.folderScope) : undefined;
    return m?.kind === "method" ? { sym: m } : undefined;
  }

  /** The one free function (no method) named `name` in files of the caller's grammar, as `name-only`; builtins never. */
  private freeFunction(scope: FileScope, name: string): Res {
    const lang = scope.file.language;
    if (lang.builtins.has(name)) return undefined;
    const candidates = this.tables.callablesNamed(name).filter((s) => s.kind === "function" && this.lazy.language(s.path)?.grammar === lang.grammar);
    return candidates.length === 1 ? { sym: candidates[0]!, nameOnly: true } : undefined;
  }

  /**
   * True where the language says so (for any call, or with `method` for a call on a receiver) and no function, method
   * or type of the repository is named `name`.
   */
  private unknownName(scope: FileScope, name: string, method = false, instance = false): boolean {
    const lang = scope.file.language;
    const macro = !method && lang.unknownMacros?.test(name) === true;
    if (!lang.unknownNamesExternal && !(method && lang.unknownMethodsExternal) && !macro) return false;
    // A writer (`version=`) an accessor declares (`attr_accessor :version`) has no definition: its reader counts too.
    const simple = name.slice(name.lastIndexOf(".") + 1);
    if (simple.endsWith("=") && !this.unknownName(scope, simple.slice(0, -1), method, instance)) return false;
    if (this.tables.typesNamed(simple).length) return false;
    // A call on an instance cannot run a class method ({@link GraphLanguage.staticMember}): those do not count.
    return !this.tables.callablesNamed(simple).some((s) => !instance || !lang.staticMember || !this.isStatic(s));
  }

  /**
   * Name-only resolution of a call on a receiver of unknown type, where the language allows it: the one method of
   * that name in the repository (in a file of the same language), unless the name is a common one. A `bare` call
   * (no receiver, found in no scope) may also name the one function of that name (C: linked across files); where
   * methods need a receiver ({@link GraphLanguage.modulePath}, Rust) or there are none ({@link GraphLanguage.noMethods},
   * C), only a function, and a call on a receiver nothing in C. A call on
   * an `instance` never names a class method ({@link GraphLanguage.staticMember}), nor, where bare names are scoped
   * (Python), a method of a class with an outside ancestor ({@link overridesOutside}); a call outside test files never
   * names a test file's definition, nor a stand-in's ({@link STAND_IN_OWNER}) outside its file. Never a protocol method ({@link GraphLanguage.protocolMethod}: any
   * object may define `__html__`), a definition nested in a function of another file ({@link nestedInFunction}), or,
   * where bare names are scoped ({@link GraphLanguage.scopedBareCalls}), anything for a bare call. Never a method
   * whose parameters cannot take the call's `args` (a trial on guzzle: `$entry['deferred']->resolve($value)` on a
   * promise had reached `HandlerStack::resolve()`, which takes none; `$response->cancel()` `CurlMultiHandler::cancel($id)`).
   */
  private byNameOnly(scope: FileScope, name: string, bare = false, instance = false, args?: number): Res {
    const lang = scope.file.language;
    // A bare call may name a function, or (unless methods need a receiver, {@link GraphLanguage.modulePath}) a method;
    // where it names only a function, common method names say nothing of it (axum's own `any(handler)` is no `Iterator::any`).
    const functionsOnly = bare && lang.modulePath !== undefined;
    if (!lang.nameOnlyFallback || (!functionsOnly && lang.commonMethods?.has(name)) || lang.builtins.has(name) || (bare && lang.scopedBareCalls)) return undefined;
    // Without methods (C), a call on a receiver reaches none by name and a bare call only a function.
    if (!bare && lang.noMethods) return undefined;
    const callable = (s: Sym): boolean => (bare ? s.kind === "function" || (s.kind === "method" && !functionsOnly && !lang.noMethods) : s.kind === "method");
    const named = this.tables.callablesNamed(name).filter((s) => this.lazy.language(s.path)?.grammar === lang.grammar);
    const candidates = named.filter(callable);
    if (candidates.length !== 1) return undefined;
    // Where a module is a value (Python), `x.f()` may be a module's function `f` as well as a method.
    if (!bare && lang.scopedBareCalls && named.some((s) => s.kind === "function")) return undefined;
    const one = candidates[0]!;
    // An unqualified function name falls back to the global namespace only, never to another namespace's function.
    if (bare && lang.namespacedFunctions && one.kind === "function" && this.inNamespace(one.path)) return undefined;
    const counted = this.lazy.language(one.path);
    if (args !== undefined && (counted?.overloads || counted?.parameterCounts)) {
      if (one.params === undefined) this.scopeOf(one.path); // a stored node: its file says
      const params = one.params ?? this.tables.byId(one.id)?.params;
      if (params && (args < params.min || args > params.max)) return undefined;
    }
    // A test's stand-in (django-rest-framework's `MockRequest.build_absolute_uri` in tests/test_fields.py) answers
    // no call of the code it stands in for: code outside tests never reaches a test file's definition by name.
    if (isTestPath(one.path) && !isTestPath(scope.file.path)) return undefined;
    // Nor a stand-in's outside its own file, wherever it lives (httpcore 9820975's `_backends/mock.py`:
    // `MockSSLObject.selected_alpn_protocol` had been the callee of six production methods' `ssl_object.…()`).
    if (STAND_IN_OWNER.test(one.qualifiedName) && one.path !== scope.file.path && !isTestPath(scope.file.path)) return undefined;
    if (lang.protocolMethod?.test(name) || (one.path !== scope.file.path && this.nestedInFunction(one)) || (instance && lang.scopedBareCalls && this.overridesOutside(one))) return undefined;
    return instance && lang.staticMember && this.isStatic(one) ? undefined : { sym: one, nameOnly: true };
  }

  /**
   * True for a definition inside a function or method (a local `def`, a class declared in a test): nothing outside that
   * body can name it, so no call in another file reaches it by name (flask's `o.__html__()` had reached a test's local
   * `ObjectWithHTML.__html__`; ripgrep's `add(pat)` a closure `add` of another crate's function).
   */
  private nestedInFunction(sym: Sym): boolean {
    const parts = sym.qualifiedName.split(".");
    for (let i = 1; i < parts.length; i++) {
      const outer = this.tables.byId(`${sym.path}#${parts.slice(0, i).join(".")}`);
      if (outer && CALLABLE_KINDS.has(outer.kind)) return true;
    }
    return false;
  }

  /**
   * True for a method of a class with an ancestor outside the repository: for a call on an object, its name is one
   * the outside class's objects answer too (flask's `DispatchingJinjaLoader.get_source` overrides Jinja's
   * `BaseLoader.get_source`, and a `loader.get_source(…)` on any Jinja loader had reached it by name; click's
   * `make_context` on a command had reached `FlaskGroup.make_context`).
   */
  private overridesOutside(sym: Sym): boolean {
    if (sym.kind !== "method") return false;
    const dot = sym.qualifiedName.lastIndexOf(".");
    const owner = dot > 0 ? this.tables.byId(`${sym.path}#${sym.qualifiedName.slice(0, dot)}`) : undefined;
    return owner !== undefined && TYPE_KINDS.has(owner.kind) && this.hasExternalBase(owner);
  }

  /**
   * The overload of a resolved method that a call runs ({@link GraphLanguage.overloads}): of its overloads (in every part
   * of a partial type, {@link partsOf}), those whose parameters take the call's argument count (an extension method's
   * receiver counted when the call's object is no type name); of several, those with as many type parameters as the
   * call has type arguments (`NoOp<int>()`; none: no generic method without parameters), then those every argument fits ({@link GraphLanguage.argumentFits}: no
   * lambda for an `int`), then those whose parameter types are the arguments' types exactly ({@link exactOverloads}).
   * One left: it; none or several, or the count unknown: the first that fits (else the first overload) that is not the
   * calling method (`owner`), as `name-only`; undefined when only the caller is left to guess.
   */
  private overload(r: { sym: Sym; nameOnly?: true }, call: Pick<CallFact, "args" | "object" | "typeArgs" | "argTexts"> & Partial<Pick<CallFact, "block" | "line">>, scope?: FileScope, owner?: number): { sym: Sym; nameOnly?: true } | undefined {
    const lang = this.lazy.language(r.sym.path);
    if (!lang?.overloads) return r;
    if (r.sym.params === undefined && (r.sym.kind === "method" || r.sym.kind === "function")) this.scopeOf(r.sym.path); // a stored node: its file says
    const group = this.overloadGroup(r.sym);
    const args = call.args;
    // An extension method called on an object (`s.Twice()`, not `Ext.Twice(s)`) gets that object as its first argument.
    const onObject = call.object !== undefined && call.object.slice(call.object.lastIndexOf(".") + 1) !== arityBase(r.sym.qualifiedName.split(".").at(-2) ?? "");
    const takes = (s: Sym): boolean => {
      const p = s.params ?? { min: 0, max: 0 };
      const n = args! + (p.receiver && onObject ? 1 : 0);
      return n >= p.min && n <= p.max;
    };
    if (group.length < 2) {
      // One method that surely cannot take the arguments is not the one run (`Equals(a, b)` in a class overriding
      // `Equals(object)` is `object.Equals(a, b)`); one constructor, another one of its class (a primary
      // constructor, `class ResultClass(ResultPrimitive code, string? s)`): the class.
      const method = r.sym.kind === "method" || r.sym.kind === "function";
      if (!lang.exactArity || !method || args === undefined || r.sym.params === undefined || takes(r.sym)) return r;
      const dot = r.sym.id.lastIndexOf(".");
      const cls = dot > 0 && arityBase(r.sym.qualifiedName.split(".").at(-2) ?? "") === r.sym.qualifiedName.split(".").at(-1) ? this.tables.byId(r.sym.id.slice(0, dot)) : undefined;
      return cls && TYPE_KINDS.has(cls.kind) ? { ...r, sym: cls } : undefined;
    }
    let fitting = args === undefined ? [] : group.filter(takes);
    if (fitting.length > 1) {
      // Written without type arguments, a generic method has nothing to infer them from when no parameter type names a
      // type parameter (MediatR's `AddStreamBehavior<TService, TImpl>(ServiceLifetime lifetime = …)` is no
      // `AddStreamBehavior(typeof(X))`).
      const generic = fitting.filter((s) => (call.typeArgs !== undefined ? (s.typeParams ?? 0) === call.typeArgs : !s.typeParams || this.infersTypeArguments(s, lang, call.argTexts, s.params?.receiver && onObject ? 1 : 0)));
      if (generic.length) fitting = generic;
    }
    if (fitting.length > 1 && call.argTexts?.length && lang.argumentFits && scope) {
      const fits = fitting.filter((s) => this.argumentsFit(s, call.argTexts!, s.params?.receiver && onObject ? 1 : 0, scope, owner));
      if (fits.length) fitting = fits;
    }
    if (fitting.length > 1 && onObject && scope && fitting.some((s) => s.params?.receiver)) fitting = this.receiverOverloads(fitting, call, scope, owner);
    const caller = owner !== undefined ? scope?.defs.get(owner)?.sym.id : undefined;
    if (fitting.length > 1 && call.argTexts?.length && lang.argumentType && scope) fitting = this.exactOverloads(fitting, call.argTexts, onObject, scope, owner, caller);
    if (fitting.length === 1) return { ...r, sym: fitting[0]! };
    // Undecided: a guess, name-only, never the calling method itself (`object Handle(object r) => Handle((T) r)` of
    // an unknown T calls the other overload, not itself: no recursion is made up).
    const guesses = (fitting.length ? fitting : group).filter((s) => s.id !== caller);
    return guesses.length ? { sym: guesses[0]!, nameOnly: true } : undefined;
  }

  /**
   * Of extension methods called on an object (`strategy.AsPipeline()`), those whose receiver parameter's type the
   * object's type converts to, where both are repository types (a `ResilienceStrategy<T>` runs
   * `AsPipeline<T>(this ResilienceStrategy<T>)`, not `AsPipeline(this ResilienceStrategy)`); all of them when the
   * object's type is unknown or none would be left. Overloads that are no extension methods are kept.
   */
  private receiverOverloads(fitting: Sym[], call: Pick<CallFact, "object"> & Partial<Pick<CallFact, "block" | "line">>, scope: FileScope, owner: number | undefined): Sym[] {
    const object = call.object !== undefined ? this.objectType(scope, owner, call.object, 0, call.block, call.line) : undefined;
    if (!object || object === "external") return fitting;
    const ids = this.conversionIds(object);
    const kept = fitting.filter((s) => {
      const found = s.params?.receiver ? this.definitionOf(s) : undefined;
      const param = found?.def.fact.paramTypes?.[0];
      if (!found || param === undefined) return true;
      const p = this.type(found.home, found.def.fact.key, param);
      return !p || p === "external" || ids.has(p.id);
    });
    return kept.length ? kept : fitting;
  }

  /**
   * True when generic method `s` may be called without type arguments: it has parameters, and, where the names of
   * its own type parameters are known, parameter types name each of them (Polly's `GetPipeline<TResult>(TKey key)`
   * names only its class's `TKey`: no), not counting a delegate's parameter types where `argTexts` (after `shift`
   * parameters: an extension method's receiver) passes a lambda; else some parameter type names a type parameter
   * ({@link GraphLanguage.typeParameterName}; unknown parameter types: true).
   */
  private infersTypeArguments(s: Sym, lang: GraphLanguage, argTexts?: readonly string[], shift = 0): boolean {
    if ((s.params?.max ?? 0) === 0) return false;
    const fact = this.definitionOf(s)?.def.fact;
    const types = fact?.paramTypes;
    if (!types?.length) return true;
    const words = (t: string): string[] => t.match(/[\p{L}_][\p{L}\p{N}_]*/gu) ?? [];
    const own = fact?.typeParamNames;
    if (!own) return types.some((t) => words(t).some((w) => lang.typeParameterName?.test(w) ?? true));
    // Each of its own type parameters must be named by a parameter type it can be inferred from: a lambda's
    // parameters are typed by the delegate, so a type parameter only among a delegate's parameter types is not
    // inferred from a lambda passed there (Polly's `AddResiliencePipeline<TKey, TResult>(…, Action<ResiliencePipelineBuilder<TResult>, …>)`
    // called with `(builder, context) => …` is the non-generic builder's overload).
    const inferredFrom = (t: string, i: number): string[] => {
      const arg = argTexts?.[i - shift];
      const shape = arg !== undefined && /^(?:async\s+)?(?:\([^()]*\)|[\p{L}_][\p{L}\p{N}_]*)\s*=>/u.test(arg.trim()) ? lang.delegateShape?.(t) : undefined;
      if (!shape) return words(t);
      const inputs = Array.from({ length: shape.params }, (_, k) => words(lang.delegateParameter?.(t, k) ?? ""));
      const all = words(t);
      for (const w of inputs.flat()) {
        const at = all.indexOf(w);
        if (at >= 0) all.splice(at, 1);
      }
      return all;
    };
    const named = new Set(types.flatMap((t, i) => inferredFrom(t, i)));
    return own.some((n) => named.has(n)) && own.every((n) => named.has(n));
  }

  /**
   * Of overloads that each take a call's arguments, those whose parameter types are the types most arguments surely
   * have ({@link GraphLanguage.argumentType}: a cast, a declared name), when some argument's type is one of theirs; else
   * all of them. Per argument, the exact type counts most, then a generic type of its shape ({@link fitsTypeShape}) or
   * a delegate type a method group fits, then a base of a repository type or a type parameter. The calling method
   * (`caller`) alone, picked while some argument shows no type, is no pick: all of them.
   */
  private exactOverloads(fitting: Sym[], argTexts: readonly string[], onObject: boolean, scope: FileScope, owner: number | undefined, caller?: string): Sym[] {
    const lang = scope.file.language;
    const declared = (name: string): string | undefined => (name.endsWith(")") ? this.callResultText(scope, owner, name) : (this.argumentTypeText(scope, owner, name) ?? this.constructedType(scope, owner, name)));
    const argTypes = argTexts.map((a) => lang.argumentType!(a, declared));
    // A method group (`cacheKeyStrategy.GetCacheKey`) is passed as a delegate of its shape.
    const groups = argTexts.map((a, i) => (lang.delegateShape && argTypes[i] === undefined ? this.methodGroupShapes(scope, owner, a) : undefined));
    if (argTypes.every((t) => t === undefined) && groups.every((g) => g === undefined)) return fitting;
    // Per argument of a known repository type: that type and its bases (depth ≤ 16), by id, each with its distance
    // (0 for the type itself): a nearer base is the more specific parameter, the one Java and C# pick.
    const closures = argTypes.map((t) => {
      const sym = t !== undefined ? this.type(scope, owner, t) : undefined;
      return sym && sym !== "external" ? this.conversionDistances(sym) : undefined;
    });
    // Parameter `i` of overload `s` as written, whitespace dropped (an extension method's receiver skipped on an object).
    const paramAt = (s: Sym, i: number): string | undefined => this.definitionOf(s)?.def.fact.paramTypes?.[i + (s.params?.receiver && onObject ? 1 : 0)]?.replace(/\s+/gu, "");
    // A parameter of a repository type (a class the repository names `Number`) takes no built-in conversion.
    const builtIn = (s: Sym, param: string): boolean => {
      const found = this.definitionOf(s);
      const p = found ? this.type(found.home, found.def.fact.key, param) : undefined;
      return !p || p === "external";
    };
    const conversion = (s: Sym, t: string, param: string): number | undefined => (lang.argumentConversion && builtIn(s, param) ? lang.argumentConversion(t, param) : undefined);
    // The language's overload phases (Java: no boxing, then boxing, then varargs): only the overloads of the first
    // phase any of them is applicable in are candidates (`remove(Integer)` runs `remove(Object)`, not `remove(int)`).
    // Only where every argument decides every overload's phase: a repository argument for a library type's parameter
    // (`annotated(spec)` with `annotated(List<AnnotationSpec>)` beside `annotated(AnnotationSpec...)`) decides nothing.
    if (lang.conversionPhase && fitting.length > 1) {
      const phaseOf = (s: Sym): number | undefined => {
        let phase = s.params?.max === Infinity ? 3 : 1;
        for (const [i, t] of argTypes.entries()) {
          const param = paramAt(s, i);
          if (t === undefined || param === undefined || param === t || s.params?.max === Infinity) continue;
          const builtInArgument = lang.conversionPhase!(t, t) !== undefined;
          // A built-in argument (a `String`) for a parameter of a repository type (`CodeBlock`): never applicable.
          if (!builtIn(s, param)) {
            if (!builtInArgument) return undefined;
            phase = Infinity;
            continue;
          }
          const p = lang.conversionPhase!(t, param);
          if (p === undefined) return undefined;
          phase = Math.max(phase, p);
        }
        return phase;
      };
      const phases = fitting.map(phaseOf);
      if (phases.every((p): p is number => p !== undefined)) {
        const first = Math.min(...phases);
        if (Number.isFinite(first)) fitting = fitting.filter((_, i) => phases[i] === first);
      }
    }
    const score = (s: Sym): number | undefined => {
      const found = this.definitionOf(s);
      let n = 0;
      for (const [i, t] of argTypes.entries()) {
        const param = paramAt(s, i);
        const shape = groups[i] && param !== undefined ? lang.delegateShape!(param) : undefined;
        if (shape && groups[i]!.some((p) => shape.params >= p.min && shape.params <= p.max && p.returns !== !shape.returns)) n += 3;
        if (t === undefined || param === undefined) continue;
        let converted: number | undefined;
        if (param === t || param.replace(/\?$/u, "") === t) n += 4;
        else if ((converted = conversion(s, t, param)) !== undefined) n += converted;
        // A generic parameter type of the argument's shape (`Expression<Func<T, TProperty>>` for a declared
        // `Expression<Func<Person, int>>`): a better pick than a bare `TProperty`, not as good as the exact type.
        else if (lang.typeParameterName && fitsTypeShape(t, param, lang.typeParameterName)) n += 3;
        else if (closures[i] && found) {
          // A repository argument type: a parameter of a repository type it is not (nor derives from) cannot take it;
          // one it is, or a type parameter (inferred as it), is a better conversion than `object`.
          if (lang.typeParameterName?.test(param)) n += 2;
          else {
            const p = this.type(found.home, found.def.fact.key, param);
            if (p && p !== "external") {
              const distance = closures[i]!.get(p.id);
              if (distance === undefined) return undefined;
              n += 2 + 1 / (2 + distance);
            }
          }
        }
      }
      return n;
    };
    const scores = fitting.map(score);
    const kept = fitting.filter((_, i) => scores[i] !== undefined);
    const best = Math.max(0, ...scores.filter((x): x is number => x !== undefined));
    if (!kept.length) return fitting;
    const tied = best > 0 ? fitting.filter((_, i) => scores[i] === best) : kept;
    // Of overloads the arguments fit alike, one of fixed arity before a varargs one (Java and C# try the fixed forms
    // first: jsoup's `popStackToClose(name)` runs `popStackToClose(String)`, not `popStackToClose(String...)`).
    const fixedArity = tied.filter((s) => s.params?.max !== Infinity);
    const picked = fixedArity.length && fixedArity.length < tied.length ? fixedArity : tied;
    // The caller itself, picked by some arguments while others show no type, is no proof of recursion: javapoet's
    // `get(type.getGenericComponentType(), map)` in `ArrayTypeName.get(GenericArrayType, Map)` shares `map`'s type
    // with its caller but runs the inherited `TypeName.get(Type, Map)`.
    // An argument whose type no overload's parameter is (`get(id.toString(), map)` where none takes a String) shows
    // nothing either.
    const unshown = argTypes.some((t, i) => t === undefined || !fitting.some((s) => paramAt(s, i) === t));
    return picked.length === 1 && picked[0]!.id === caller && unshown ? fitting : picked;
  }

  /**
   * The declared result type of a call written as an argument (`r.consume()`, `parser.tagSet().valueOf(name)`), as the
   * method it resolves to declares it (`char`, `Tag`): of its overloads taking as many arguments, the one its own
   * arguments pick, else all of them when they declare one result; undefined otherwise, and for a type parameter. A
   * trial on jsoup: `t.emit(r.consume())` ran `emit(Token)`, the first overload, where `consume()` returns `char`;
   * `new Element(parser.tagSet().valueOf(…), baseUri())` ran `Element(String, String)`.
   */
  private callResultText(scope: FileScope, owner: number | undefined, text: string): string | undefined {
    const open = openingParen(text);
    const callee = open > 0 ? text.slice(0, open).trim() : "";
    if (!/^[\p{L}_$]/u.test(callee)) return undefined;
    const call = writtenCall(callee);
    const r = this.call(scope, owner, call, 1);
    if (!r || !("sym" in r) || !CALLABLE_KINDS.has(r.sym.kind)) return undefined;
    // The overloads taking as many arguments as written (`context.tag()`, not the setter `tag(Tag)`); of several, the
    // one its own arguments pick (`over(1)` of `int over(int)` and `String over(String)`), when they pick one.
    const argTexts = splitArguments(text.slice(open + 1, -1));
    const args = argTexts?.length;
    let group = this.overloadGroup(r.sym).filter((s) => s.params === undefined || args === undefined || (args >= s.params.min && args <= s.params.max));
    if (group.length > 1 && argTexts) {
      const picked = this.overload(r, { args: argTexts.length, argTexts, ...(call.object !== undefined ? { object: call.object } : {}) }, scope, owner);
      if (picked && !picked.nameOnly) group = [picked.sym];
    }
    const results = new Set(group.map((s) => (s.result ?? this.tables.byId(s.id)?.result)?.replace(/\s+/gu, "")));
    const [result] = results;
    // A type parameter (`<T> T gen(T x)`) says nothing without its inference.
    return results.size === 1 && result !== undefined && !scope.file.language.typeParameterName?.test(result) ? result : undefined;
  }

  /** A local assigned a construction (`var cfg = new MediatRServiceConfiguration { … }`): the repository type built, as written. */
  private constructedType(scope: FileScope, owner: number | undefined, name: string): string | undefined {
    for (const key of [...this.chain(scope, owner).map((d) => d.fact.key), undefined]) {
      const v = scope.vars.get(key)?.get(name);
      if (!v) continue;
      if (v.type !== undefined || v.call === undefined) return undefined;
      const t = this.type(scope, owner, v.call);
      return t && t !== "external" ? v.call : undefined;
    }
    return undefined;
  }

  /**
   * {@link conversionIds} with each one's distance from `type` in inheritance steps (its other parts at 0), the
   * nearest where several paths reach one; breadth first, at most 16.
   */
  private conversionDistances(type: Sym): Map<string, number> {
    const out = new Map<string, number>();
    let level: Sym[] = [type];
    for (let distance = 0; level.length && out.size <= 16; distance++) {
      const next: Sym[] = [];
      for (const t of level) {
        for (const part of [t, ...this.withParts(t)]) {
          if (out.has(part.id)) continue;
          out.set(part.id, distance);
          for (const b of this.basesOf(part)) {
            const base = this.tables.byId(b);
            if (base && !out.has(base.id)) next.push(base);
          }
        }
      }
      level = next;
    }
    return out;
  }

  /** `type`, its other parts and their bases, transitively (at most 16), by id: what a value of `type` converts to. */
  private conversionIds(type: Sym): Set<string> {
    return new Set(this.conversionDistances(type).keys());
  }


  /**
   * True when some overload of `method` ({@link overloadGroup}; with `only`, `method` itself) takes `n` arguments;
   * true for a method whose parameters were not captured.
   */
  private takesArgs(method: Sym, n: number, only = false): boolean {
    if (method.kind !== "method" && method.kind !== "function") return true;
    if (method.params === undefined) this.scopeOf(method.path);
    return (only ? [method] : this.overloadGroup(method)).some((s) => s.params === undefined || (n >= s.params.min && n <= s.params.max));
  }

  /** Every overload of method `sym`: those of its file and, for a member of a partial type, those of the other parts. */
  private overloadGroup(sym: Sym): readonly Sym[] {
    const own = this.tables.overloadsOf(sym) ?? [sym];
    const dot = sym.qualifiedName.lastIndexOf(".");
    const type = dot > 0 ? this.tables.lookup(sym.path, sym.qualifiedName.slice(0, dot), false) : undefined;
    const parts = type && TYPE_KINDS.has(type.kind) ? this.partsOf(type) : [];
    if (!parts.length) return own;
    const name = sym.qualifiedName.slice(dot + 1);
    const out = [...own];
    for (const p of parts) {
      const m = this.tables.lookup(p.path, `${p.qualifiedName}.${name}`, false);
      if (m && !out.includes(m)) out.push(...(this.tables.overloadsOf(m) ?? [m]));
    }
    return out;
  }

  /**
   * True unless some argument (as written) surely cannot be passed to `method`'s parameter at its position (`shift`
   * parameters on: an extension method's receiver), by the language's {@link GraphLanguage.argumentFits}; a `params`
   * parameter takes the later arguments as its element type or as the array.
   */
  private argumentsFit(method: Sym, argTexts: readonly string[], shift: number, scope: FileScope, owner: number | undefined): boolean {
    const fits = this.lazy.language(method.path)?.argumentFits;
    const types = this.definitionOf(method)?.def.fact.paramTypes;
    if (!fits || !types?.length) return true;
    const declared = (name: string): string | undefined => this.argumentTypeText(scope, owner, name);
    const delegateShape = this.lazy.language(method.path)?.delegateShape;
    return argTexts.every((arg, i) => {
      const k = i + shift;
      const rest = method.params?.max === Infinity && k >= types.length - 1;
      const param = types[rest ? types.length - 1 : k];
      if (param === undefined) return true;
      // A method group fits a delegate type only where one of its overloads takes that many parameters and returns
      // a value as the delegate does (Polly's `TimeoutAsync(…, EmptyHandlerAsync)` with a four-parameter handler is
      // the `Func<Context, TimeSpan, Task, Exception, Task>` overload; `Execute(helper.ExecuteUnstable)` of a method
      // returning a value no `Execute(Action)`).
      const want = delegateShape?.(param);
      const group = want !== undefined ? this.methodGroupShapes(scope, owner, arg) : undefined;
      if (group && !group.some((p) => want!.params >= p.min && want!.params <= p.max && (p.returns === undefined || p.returns === want!.returns))) return false;
      // A varargs parameter takes its elements, or one array in their place (Java `k(null)` for `k(int... xs)`).
      return fits(arg, param, declared) || (rest && (fits(arg, param.replace(/\[\]\s*$/u, ""), declared) || (argTexts.length === types.length - shift && fits(arg, `${param}[]`, declared))));
    });
  }

  /**
   * The parameter counts of the overloads of the repository method an argument written as a bare name or `A.B` names
   * (a method group; a local function's name too), an extension method's receiver left out where written on an object, and whether each returns
   * a value (its declared result is no `void`; undefined when none is written); undefined for a local, a parameter,
   * a field, a constructor or anything else.
   */
  private methodGroupShapes(scope: FileScope, owner: number | undefined, arg: string): { min: number; max: number; returns?: boolean }[] | undefined {
    const m = /^(?:([\p{L}_][\p{L}\p{N}_]*)\.)?([\p{L}_][\p{L}\p{N}_]*)$/u.exec(arg);
    if (!m) return undefined;
    const [, object, name] = m as unknown as [string, string | undefined, string];
    if (object === undefined && (this.isLocal(scope, owner, name) || this.argumentTypeText(scope, owner, name) !== undefined)) return undefined;
    const r = this.call(scope, owner, { name, line: 0, ...(object !== undefined ? { object } : {}) }, 1);
    if (!r || !("sym" in r) || r.nameOnly || (r.sym.kind !== "method" && r.sym.kind !== "function")) return undefined;
    const cls = r.sym.qualifiedName.split(".").at(-2);
    if (cls !== undefined && arityBase(cls) === name) return undefined; // a constructor
    const out: { min: number; max: number; returns?: boolean }[] = [];
    for (const s of this.overloadGroup(r.sym)) {
      if (s.params === undefined) return undefined;
      const bound = s.params.receiver && object !== undefined && arityBase(cls ?? "") !== object ? 1 : 0;
      const result = s.result ?? this.tables.byId(s.id)?.result;
      out.push({ min: s.params.min - bound, max: s.params.max - bound, ...(result !== undefined ? { returns: result.trim() !== "void" } : {}) });
    }
    return out;
  }

  /**
   * A method passed by name where the language resolves method groups ({@link GraphLanguage.methodGroups}): the method
   * a call written `cb.name(…)` there would run, when found for sure and no constructor; a parameter or local of that
   * name is a value (undefined). Of several overloads the first, `name-only` (the delegate type would tell).
   */
  private methodGroup(scope: FileScope, cb: CallFact): { sym: Sym; nameOnly?: true } | undefined {
    const dot = cb.name.lastIndexOf(".");
    const name = cb.name.slice(dot + 1);
    const object = dot < 0 ? undefined : cb.name.slice(0, dot);
    if (object === undefined) {
      if (this.chain(scope, cb.owner).some((d) => scope.locals.get(d.fact.key)?.has(name))) return undefined;
      if (cb.block !== undefined && this.blockBinding(scope, cb.owner, cb.block, name) !== undefined) return undefined;
    }
    const r = this.call(scope, cb.owner, { name, line: cb.line, ...(object !== undefined ? { object } : {}), ...(cb.block !== undefined ? { block: cb.block } : {}) });
    if (!r || !("sym" in r) || r.nameOnly || (r.sym.kind !== "method" && r.sym.kind !== "function")) return undefined;
    const owner = r.sym.qualifiedName.split(".").at(-2);
    if (owner !== undefined && arityBase(owner) === name) return undefined; // a constructor: no method group
    return this.overloadGroup(r.sym).length > 1 ? { sym: r.sym, nameOnly: true } : { sym: r.sym };
  }

  private isModule(sym: Sym): boolean {
    if (!TYPE_KINDS.has(sym.kind)) return false;
    this.scopeOf(sym.path);
    return sym.module === true;
  }

  /** True when `sym` is a class (static) method; a node of the stored graph learns it from its file, parsed now. */
  private isStatic(sym: Sym): boolean {
    if (sym.kind !== "method") return false;
    this.scopeOf(sym.path);
    return sym.static === true;
  }

  /**
   * True when `call` is a bare call of a local name its definition (or one around it) gives a function literal
   * ({@link FileFacts.localFunctions}: cobra's `var innerfind func(…)`, `innerfind = func(…) {…}` in `Command.Find`).
   */
  private localFunctionCall(scope: FileScope, call: CallFact): boolean {
    if (call.object !== undefined || !scope.facts.localFunctions?.length || !this.isLocal(scope, call.owner, call.name, call.block)) return false;
    const owners = new Set(this.chain(scope, call.owner).map((d) => d.fact.key));
    return scope.facts.localFunctions.some((f) => f.name === call.name && f.owner !== undefined && owners.has(f.owner));
  }

  /**
   * True for a call guessed by name alone ({@link GraphLanguage.declaredReceivers}) whose pick is the calling method
   * itself, made on a receiver other than the method's own (`self.map.get_key_value(…)` in `Map.get_key_value`).
   */
  private wrappedSelfCall(scope: FileScope, call: CallFact, r: { sym: Sym; nameOnly?: boolean }): boolean {
    const lang = scope.file.language;
    if (!lang.declaredReceivers || !r.nameOnly || call.object === undefined || call.object === lang.selfName) return false;
    return call.owner !== undefined && scope.defs.get(call.owner)?.sym.id === r.sym.id;
  }

  /**
   * True when `call`, resolved to `sym`, converts a value to type `sym` ({@link GraphLanguage.typeCallsConvert}: Go
   * `GzippedText(b)`, `pkg.Level(n)`): the call names the type itself, bare (no local of that name) or on a package. A
   * value of a function type called under another name (`r.buildVarsFunc(m)`, a parameter `next(w, r)`) is no conversion.
   */
  private isConversion(scope: FileScope, call: CallFact, sym: Sym): boolean {
    if (!scope.file.language.typeCallsConvert || !TYPE_KINDS.has(sym.kind)) return false;
    if (sym.qualifiedName.slice(sym.qualifiedName.lastIndexOf(".") + 1) !== call.name) return false;
    if (call.object === undefined) return !this.isLocal(scope, call.owner, call.name, call.block);
    const held = this.expr(scope, call.owner, call.object, undefined, call.block);
    return held !== undefined && "module" in held;
  }

  /**
   * The definition a call of `sym` runs: `sym` itself, unless it is a declaration whose body is written elsewhere
   * ({@link Sym.declaration}, where the language has {@link GraphLanguage.definitionsApart}: leveldb's
   * `WriteBatchInternal::InsertInto`, declared in `write_batch_internal.h` and defined in `write_batch.cc`), then the
   * one definition of its qualified name in a file that is the declaration's or includes it directly (of its parameter
   * count, where several are). `callers` of the definition, which search returns with its code, had listed none. A
   * definition in a file that does not include the declaration's (another namespace's class of the same name) is none.
   */
  private bodyOf(sym: Sym): Sym {
    if (!this.lazy.language(sym.path)?.definitionsApart) return sym;
    const own = this.parsedSym(sym);
    if (!own.declaration) return own;
    const grammar = this.lazy.language(own.path)?.grammar;
    const simple = own.qualifiedName.slice(own.qualifiedName.lastIndexOf(".") + 1);
    const defs = this.tables
      .callablesNamed(simple)
      .filter((s) => s.id !== own.id && s.qualifiedName === own.qualifiedName && this.lazy.language(s.path)?.grammar === grammar && this.includes(s.path, own.path))
      .map((s) => this.parsedSym(s))
      .filter((s) => !s.declaration);
    if (defs.length === 1) return defs[0]!;
    const fitting = defs.filter((s) => s.params !== undefined && own.params !== undefined && s.params.min === own.params.min && s.params.max === own.params.max);
    return fitting.length === 1 ? fitting[0]! : own;
  }

  /** The declarations whose calls reach definition `sym` ({@link bodyOf}). */
  private declarationsOf(sym: Sym): Sym[] {
    const simple = sym.qualifiedName.slice(sym.qualifiedName.lastIndexOf(".") + 1);
    return this.tables
      .callablesNamed(simple)
      .filter((s) => s.id !== sym.id && s.qualifiedName === sym.qualifiedName && this.includes(sym.path, s.path))
      .map((s) => this.parsedSym(s))
      .filter((s) => s.declaration && this.bodyOf(s).id === sym.id);
  }

  /** True when file `from` is file `to` or includes (imports) it directly. */
  private includes(from: string, to: string): boolean {
    if (from === to) return true;
    const scope = this.scopeOf(from);
    return (
      scope !== undefined &&
      scope.facts.imports.some((imp) => {
        const target = this.module(scope, imp.module);
        return target !== undefined && "paths" in target && target.paths.includes(to);
      })
    );
  }

  /**
   * `sym` as its file's parse gives it: a symbol of a stored node (an incremental build's file not read again) lacks
   * the facts a parse adds ({@link Sym.declaration}, {@link Sym.params}); its file is parsed once to get them.
   */
  private parsedSym(sym: Sym): Sym {
    let parsed = this.parsedSyms.get(sym.id);
    if (!parsed) this.parsedSyms.set(sym.id, (parsed = this.definitionOf(sym)?.def.sym ?? sym));
    return parsed;
  }

  /** {@link parsedSym} per symbol id: every call of a C++ file asks it of its target. */
  private readonly parsedSyms = new Map<string, Sym>();

  fileEdges(scope: FileScope): GraphEdge[] {
    const edges: GraphEdge[] = [];
    const path = scope.file.path;
    const ownerId = (owner: number | undefined): string => (owner !== undefined ? scope.defs.get(owner)?.sym.id : undefined) ?? path;
    for (const { fact, sym } of new Set(scope.defs.values())) {
      for (const base of fact.bases) {
        const r = this.base(scope, fact, base.text, base.implements);
        if (base.apart && !(r && "sym" in r && r.sym.kind === "interface")) continue;
        const kind = base.implements ? "implements" : "inherits";
        if (r && "sym" in r) edges.push({ from: sym.id, to: r.sym.id, kind, resolved: true, resolution: this.resolutionOf(scope, r.sym), line: base.line });
        else edges.push({ from: sym.id, to: `?${base.text}`, kind, resolved: false, line: base.line, ...(r && "external" in r ? { external: true as const } : {}) });
      }
      // A definition of a method its class declares elsewhere (C++ `int T::Count() const { … }`): it implements that
      // declaration, which calls no longer reach ({@link bodyOf}).
      if (scope.file.language.definitionsApart && fact.receiver !== undefined && !sym.declaration && CALLABLE_KINDS.has(sym.kind)) {
        const declarations = this.declarationsOf(sym);
        const line = declarations.length ? scope.file.text.slice(0, fact.start).split("\n").length : 0;
        for (const d of declarations) edges.push({ from: sym.id, to: d.id, kind: "implements", resolved: true, resolution: "scope", line });
      }
    }
    for (const call of scope.facts.calls) {
      // A bare name (Ruby `two`) that a parameter or local in scope holds is that variable read, no call.
      if (call.bare && this.isLocal(scope, call.owner, call.name, call.block)) continue;
      const found = this.call(scope, call.owner, call);
      const picked = found && "sym" in found ? this.overload(found, call, scope, call.owner) : found;
      const kept = picked && "sym" in picked && this.wrappedSelfCall(scope, call, picked) ? undefined : picked;
      const r = kept && "sym" in kept ? { ...kept, sym: this.bodyOf(kept.sym) } : kept;
      // `f[T](x)` is a generic function's call; the same text calling a slice element (`c.handlers[c.index](c)`) is none.
      if (call.instantiated && !(r && "sym" in r ? r.sym.kind === "function" || r.sym.kind === "method" : r && "external" in r)) continue;
      const from = ownerId(call.owner);
      // `super().m()`: bound to the base's method, never an override of it in a sibling type (`via: "super"`).
      const viaSuper = this.isParentCall(scope.file.language, call.object);
      // Go `GzippedText(b)`: a conversion uses the type, as a type assertion does; it runs no code of it.
      if (r && "sym" in r && this.isConversion(scope, call, r.sym)) edges.push({ from, to: r.sym.id, kind: "uses", resolved: true, resolution: this.resolutionOf(scope, r.sym), line: call.line });
      else if (r && "sym" in r) {
        const onSelf = this.onSelf(scope, call, r.sym) ? { onSelf: true as const } : {};
        edges.push({ from, to: r.sym.id, kind: "calls", resolved: true, resolution: r.nameOnly ? "name-only" : this.resolutionOf(scope, r.sym), line: call.line, ...(viaSuper ? { via: "super" as const } : call.implicit ? { via: "statement" as const } : {}), ...onSelf });
        for (const also of found && "sym" in found ? (found.also ?? []) : []) edges.push({ from, to: this.bodyOf(also).id, kind: "calls", resolved: true, resolution: this.resolutionOf(scope, also), line: call.line, ...onSelf });
      }
      else if (call.decorator || call.implicit) continue; // `@property`, `with open(…)`: only the repository's code is worth an edge
      else if (this.localFunctionCall(scope, call)) continue; // the literal's body is the caller's own: no edge
      else {
        const text = call.object !== undefined ? `${call.object}.${call.name}` : call.name;
        edges.push({ from, to: `?${text}`, kind: "calls", resolved: false, line: call.line, ...(r && "external" in r ? { external: true as const } : {}) });
      }
    }
    /** `line:object.name` of the bound methods passed as arguments: handed on, not read as a property. */
    const handed = new Set<string>();
    for (const written of scope.facts.callbacks) {
      // `&f`: the function itself. Where only that form counts (GraphLanguage.addressedCallbacks), a bare name is none.
      const addressed = written.name.startsWith("&");
      if (!addressed && scope.file.language.addressedCallbacks) continue;
      const cb = addressed ? { ...written, name: written.name.slice(1).trim() } : written;
      // A local, or a field named without its receiver (C++ `out` of `write_padding(out, pad)` in a formatter that has
      // a field `out`), is a value of that name, no function handed on.
      if (this.heldValue(scope, cb)) continue;
      const found = scope.file.language.methodGroups ? this.methodGroup(scope, cb) : (this.expr(scope, cb.owner, cb.name, undefined, cb.block) ?? this.boundMethod(scope, cb));
      const r = found && "sym" in found ? { ...found, sym: this.bodyOf(found.sym) } : found;
      if (r && "sym" in r && (r.sym.kind === "function" || r.sym.kind === "method")) {
        // A property written as an argument (requests's `str(self.content, …)`) is read, which runs it.
        const via = r.sym.kind === "method" && this.isProperty(r.sym) ? "reference" : "callback";
        // A property giving its own name (`return self.heads` in `heads`) gives what a caching descriptor stored.
        if (via === "reference" && r.sym.id === ownerId(cb.owner)) {
          handed.add(`${cb.line}:${cb.name}`);
          continue;
        }
        edges.push({ from: ownerId(cb.owner), to: r.sym.id, kind: "calls", resolved: true, resolution: r.nameOnly ? "name-only" : this.resolutionOf(scope, r.sym), line: cb.line, via });
        handed.add(`${cb.line}:${cb.name}`);
      }
      // A class passed as a value (`Middleware(SessionMiddleware)`, `isinstance(x, C)`): a use, not a call.
      else if (r && "sym" in r && TYPE_KINDS.has(r.sym.kind)) edges.push({ from: ownerId(cb.owner), to: r.sym.id, kind: "uses", resolved: true, resolution: this.resolutionOf(scope, r.sym), line: cb.line });
    }
    for (const c of scope.facts.constructions) {
      // A value of a repository type built by a literal (Go `&Engine{…}`): a construction, as `C()` / `new C()` of a
      // class without a constructor is a call of the class; no call expression, so `via: "literal"`.
      const t = this.type(scope, c.owner, c.type);
      if (t && t !== "external") edges.push({ from: ownerId(c.owner), to: t.id, kind: "calls", resolved: true, resolution: this.resolutionOf(scope, t), line: c.line, via: "literal" });
    }
    for (const u of scope.facts.typeUses ?? []) {
      // A type tested in code (Go `v.(SliceValue)`, `case SliceValue:`): a use of it, as `isinstance(x, C)` is.
      const t = this.type(scope, u.owner, u.type);
      if (t && t !== "external") edges.push({ from: ownerId(u.owner), to: t.id, kind: "uses", resolved: true, resolution: this.resolutionOf(scope, t), line: u.line });
    }
    for (const read of scope.facts.reads) {
      // A method read on a typed receiver: a property runs, a bound method is handed on (`register(box.open)`). Most
      // reads are fields and module members (`os.path`): a name no method has is not typed at all.
      if (!this.tables.callablesNamed(read.name).some((s) => s.kind === "method")) continue;
      if (handed.has(`${read.line}:${read.object}.${read.name}`)) continue;
      const typed = this.objectType(scope, read.owner, read.object!, 0, read.block, read.line);
      const m = typed && typed !== "external" ? this.memberOf(typed, read.name, scope.file.language.folderScope) : undefined;
      // A member assigned to runs a property only through its setter (alembic's `self.heads = …` of a
      // `memoized_property` stores a value; it read as a call, a false recursion of `RevisionMap.heads`).
      // A property reading its own name (`return self.heads` in `heads`) reads what a caching descriptor stored: a
      // getter that ran itself would never return.
      if (m?.kind === "method" && !(read.assigned && !m.writable) && m.id !== ownerId(read.owner)) {
        // Where properties are declared (Python), a plain method read is its value, not a run of it (cachetools'
        // `if self.getsizeof is not Cache.getsizeof:` made `Cache.__init__` "delegate to Cache.getsizeof").
        const edge = { from: ownerId(read.owner), to: m.id, resolved: true, resolution: this.resolutionOf(scope, m), line: read.line };
        edges.push(this.plainMethod(m) ? { ...edge, kind: "uses" } : { ...edge, kind: "calls", via: "reference" });
      }
    }
    for (const imp of scope.facts.imports) {
      if (imp.implicit) continue;
      if (imp.wildcard && scope.file.language.namespaceImports) edges.push(...this.namespaceImportEdges(scope, imp.module, imp.line));
      else edges.push(this.importEdge(scope, imp.module, imp.name, imp.line));
    }
    return edges;
  }

  private readonly namedIn = new Map<string, Set<string>>();
  private readonly offeredBy = new Map<string, Set<string>>();

  /**
   * `imports` edges of a wildcard import of namespace `module` ({@link GraphLanguage.namespaceImports}): one to each
   * file of the namespace that declares a type (or an extension method) the importing file's text names; none named:
   * one unresolved edge to the namespace; outside the repository: the usual external edge.
   */
  private namespaceImportEdges(scope: FileScope, module: string, line: number): GraphEdge[] {
    const from = scope.file.path;
    const target = this.module(scope, module);
    if (!target || "external" in target) return [this.importEdge(scope, module, undefined, line)];
    let named = this.namedIn.get(from);
    if (!named) this.namedIn.set(from, (named = new Set(scope.file.text.match(/[\p{L}_][\p{L}\p{N}_]*/gu) ?? [])));
    const used = target.paths.filter((p) => p !== from && [...this.offered(p)].some((n) => named.has(n)));
    if (!used.length) return [{ from, to: `?${module}`, kind: "imports", resolved: false, line }];
    return used.map((to) => ({ from, to, kind: "imports" as const, resolved: true, line }));
  }

  /** Simple names a file offers to files importing its namespace: its types' and its extension methods' (parsed to know them). */
  private offered(path: string): Set<string> {
    let names = this.offeredBy.get(path);
    if (names) return names;
    this.scopeOf(path);
    names = new Set();
    for (const s of this.tables.inFile(path)) {
      const simple = arityBase(s.qualifiedName.slice(s.qualifiedName.lastIndexOf(".") + 1));
      if (TYPE_KINDS.has(s.kind) || s.extends !== undefined) names.add(simple);
    }
    this.offeredBy.set(path, names);
    return names;
  }

  /**
   * `implements` edges of the structs of `scope` to the interfaces whose method sets they cover, for languages with
   * {@link GraphLanguage.structuralInterfaces}. Interfaces without methods, with an embedded type from outside the
   * repository or one not resolved are left out (their method set is unknown). A struct has the methods of an
   * interface from outside the repository that it embeds, where the language lists that interface's method set.
   */
  implementationEdges(scope: FileScope): GraphEdge[] {
    const lang = scope.file.language;
    if (!lang.structuralInterfaces) return [];
    const structs = [...new Set(scope.defs.values())].filter((d) => d.sym.kind === "struct");
    if (!structs.length) return [];
    const sets = this.interfaceMethodSets(lang.grammar);
    const edges: GraphEdge[] = [];
    for (const { fact, sym } of structs) {
      const line = scope.file.text.slice(0, fact.start).split("\n").length;
      // Methods promoted from an embedded interface of the standard library (negroni's `responseWriter` embeds
      // `http.ResponseWriter`, whose `Header` it never writes, and implements `ResponseWriter`, which embeds it too).
      // A name two embedded types both have is promoted by neither (Go rejects the ambiguous selector).
      const outside = fact.bases
        .filter((b) => isExternalRes(this.base(scope, fact, b.text)))
        .map((b) => lang.outsideInterfaces?.get(b.text.replace(/^\*/u, "").replace(/\s+/gu, "")) ?? []);
      const names = outside.flatMap((ms) => [...new Set(ms.map((m) => m.name))]);
      const promoted = new Set(outside.flat().filter((m) => names.indexOf(m.name) === names.lastIndexOf(m.name)).map((m) => `${m.name}${m.shape}`));
      for (const { iface, methods } of sets) {
        const covered = methods.every(({ name, shape }) => {
          const m = this.memberOf(sym, name, lang.folderScope);
          return m?.kind === "method" ? this.shapeOf(m) === shape : m === undefined && promoted.has(`${name}${shape}`);
        });
        if (covered) edges.push({ from: sym.id, to: iface.id, kind: "implements", resolved: true, resolution: "name-only", line });
      }
    }
    return edges;
  }

  private methodSets = new Map<string, { iface: Sym; methods: { name: string; shape: string }[] }[]>();

  /**
   * A method's parameter and result types as written, without spaces and package qualifiers, `interface{}` as `any`
   * (`(*http.Request) int` → `(*Request)int`), to compare an implementation with an interface method; `?` when its definition is unknown.
   */
  private shapeOf(method: Sym): string {
    const def = this.definitionOf(method)?.def;
    if (!def) return "?";
    // (`interface{}` is `any`: sqlx's `Queryer` writes `...interface{}`, `sql.DB.Query` `...any`.)
    const norm = (t: string): string => t.replace(/\s+/gu, "").replace(/\b[A-Za-z_]\w*\./gu, "").replace(/\binterface\{\}/gu, "any");
    // Result names are no part of the type: `(n int, err error)` → `(int,error)`.
    const result = (def.fact.result ?? "").replace(/([(,]\s*)[A-Za-z_]\w*\s+(?=[^\s,)])/gu, "$1");
    return `(${(def.fact.paramTypes ?? []).map(norm).join(",")})${norm(result).replace(/^\(([^,()]*)\)$/u, "$1")}`;
  }

  /** The methods (name and {@link shapeOf}) of every repository interface of one grammar whose method set is known and not empty. */
  private interfaceMethodSets(grammar: string): { iface: Sym; methods: { name: string; shape: string }[] }[] {
    let sets = this.methodSets.get(grammar);
    if (sets) return sets;
    sets = [];
    type Method = { name: string; shape: string };
    const known = (iface: Sym, seen: Set<string>): Method[] | undefined => {
      if (seen.has(iface.id) || seen.size > 8) return undefined;
      seen.add(iface.id);
      const found = this.definitionOf(iface);
      if (!found) return undefined;
      const { home, def } = found;
      const bases = this.tables.bases.get(iface.id) ?? [];
      // An embedded interface from outside the repository counts only when the language lists its method set.
      const outside = def.fact.bases.filter((b) => isExternalRes(this.base(home, def.fact, b.text)));
      const outsideMethods = outside.map((b) => home.file.language.outsideInterfaces?.get(b.text.replace(/\s+/gu, "")));
      if (def.fact.bases.length !== bases.length + outside.length || outsideMethods.some((m) => !m)) return undefined;
      const methods: Method[] = this.tables.ownMethods(iface).map((m) => ({ name: m.qualifiedName.slice(m.qualifiedName.lastIndexOf(".") + 1), shape: this.shapeOf(m) }));
      for (const m of outsideMethods) methods.push(...m!);
      for (const baseId of bases) {
        const base = this.tables.byId(baseId);
        const inherited = base && base.kind === "interface" ? known(base, seen) : undefined;
        if (!inherited) return undefined;
        methods.push(...inherited);
      }
      return methods;
    };
    for (const iface of this.tables.interfaces()) {
      if (this.lazy.language(iface.path)?.grammar !== grammar) continue;
      const methods = new Map((known(iface, new Set()) ?? []).map((m) => [m.name, m.shape]));
      if (methods.size && ![...methods.values()].includes("?")) sets.push({ iface, methods: [...methods].sort().map(([name, shape]) => ({ name, shape })) });
    }
    this.methodSets.set(grammar, sets);
    return sets;
  }

  /**
   * How a target found from `scope` was reached: `scope` when it is declared in the caller's file (or, where a
   * folder is one scope, in its folder), else `import` (through an import binding or a type declared elsewhere).
   */
  private resolutionOf(scope: FileScope, target: Sym): EdgeResolution {
    const from = scope.file.path;
    if (target.path === from) return "scope";
    return scope.file.language.folderScope && folderOf(target.path) === folderOf(from) ? "scope" : "import";
  }

  /**
   * A base type as written (`Base`, `mod.Base`, Go `*Base`), resolved from the definition's container; where constants
   * are lexical, a mixin (`implements`: Ruby `include Helpers` written in the class body) from inside the class, as
   * Ruby reads it (`Rack::Response`'s `include Helpers` is `Rack::Response::Helpers`).
   */
  base(scope: FileScope, fact: DefFact, text: string, implementsBase = false): Res {
    const lang = scope.file.language;
    const name = lang.typeName(text) ?? text;
    const r = this.expr(scope, implementsBase && lang.lexicalConstants ? fact.key : fact.parent, name, lang.typeArity?.(text));
    // Where constants are lexical, a superclass path no repository type is (`class Response < Rack::Response` in a
    // repository whose `module Rack` has no `Response`) is a core or gem class, as in {@link type}. Mixins stay
    // unknown: a class mixing in a gem's module (`include Rack::Utils`) may still get the repository's methods at run
    // time by a framework's own mixin calls (Sinatra's `helpers M`), which a call would then wrongly call outside.
    const superclass = !implementsBase && fact.bases.some((b) => b.text === text && !b.implements);
    if (!r && superclass && lang.lexicalConstants && lang.constantObject?.test(name) && !this.knownConstant(scope, fact.parent, name)) return { external: true };
    return r;
  }

  private importEdge(scope: FileScope, module: string, name: string | undefined, line: number): GraphEdge {
    const from = scope.file.path;
    const target = this.module(scope, module);
    if (!target || "external" in target) {
      return { from, to: `?${module}`, kind: "imports", resolved: false, line, ...(target ? { external: true as const } : {}) };
    }
    let to = target.paths[0]!;
    if (name !== undefined && !this.tables.lookup(to, name, false)) {
      const sub = this.module(scope, module.endsWith(".") ? module + name : `${module}.${name}`);
      if (sub && "paths" in sub) to = sub.paths[0]!;
    }
    if (scope.file.language.importsFolders) to = folderId(folderOf(to));
    return { from, to, kind: "imports", resolved: true, line };
  }
}
