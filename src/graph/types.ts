/**
 * The code graph as plain JSON-able data (seed 001 §3.1): repository, folder, file, type and callable
 * nodes; contains, imports, calls, inherits, implements and uses edges. Nothing here holds a parser node.
 */

/** Kinds of graph node, from the repository down to methods. */
export type GraphNodeKind = "repository" | "folder" | "file" | "class" | "interface" | "struct" | "function" | "method";

/** Node kinds that declare a type and own members (ids `<type id>.<member>`): class, interface, struct. */
export const TYPE_NODE_KINDS: ReadonlySet<GraphNodeKind> = new Set(["class", "interface", "struct"]);

/** The kind an answer names a node by: its graph kind, or `type` for a type that only names another type. */
export type ShownKind = GraphNodeKind | "type";

/**
 * The kind an answer names `node` by. Two type declarations are graph type nodes, so that calls and methods have an
 * owner to point at, while a reader knows them as the `type` their declaration says: a TypeScript type alias of a
 * function shape (`type Getter = (key: string) => number`, an `interface` node) and a Go defined type that is no
 * struct (`type HandlerFunc func(*Context)`, `type Level int8`: `struct` nodes whose signature, the declaration after
 * `type`, names no struct). Every other node: its kind.
 */
export function shownKind(node: { kind: GraphNodeKind; name?: string; signature?: string }): ShownKind {
  const signature = node.signature ?? "";
  if (node.kind === "interface" && /^(?:export\s+)?(?:declare\s+)?type\s/u.test(signature)) return "type";
  if (node.kind === "struct" && signature && signature !== node.name && !/\b(?:struct|union)\b/u.test(signature)) return "type";
  return node.kind;
}

/**
 * Kinds of graph edge. `contains` links a parent to each direct child (repository → folder → file → class → method).
 * `uses`: in TypeScript/JavaScript a function, method or class named as a value without being called,
 * constructed or passed as an argument (`{ fetch: customFetch }`, `api.get = get`, `x instanceof C`, `typeof f`); in
 * Python (tree-sitter) a repository class passed as an argument (`Middleware(SessionMiddleware)`, `isinstance(x, C)`); in
 * Go a repository type named by a type assertion or a type switch case (`v.(SliceValue)`, `case *Mux:`);
 * never a call, so callers and callees leave it out, while `references` and `impact` count it.
 */
export type GraphEdgeKind = "contains" | "imports" | "calls" | "inherits" | "implements" | "uses";

/**
 * How a resolved `calls` / `inherits` / `implements` / `uses` edge found its target, strongest first:
 * - `type-checked`: a compiler's type checker named the declaration (TypeScript/JavaScript);
 * - `scope`: the language's scoping rules found it in the caller's own file or package (nested and top-level
 *   definitions, the enclosing class, a receiver or local whose type is declared or constructed in that scope);
 * - `import`: it was reached through an import, `use`, `require` or include of another file (a name bound by
 *   the import, or a type declared in another module);
 * - `name-only`: only the callee's name matched (one declaration of that name in the repository), with no
 *   scope or type evidence.
 */
export type EdgeResolution = "type-checked" | "scope" | "import" | "name-only";

/** Every {@link EdgeResolution}, strongest first. */
export const EDGE_RESOLUTIONS: readonly EdgeResolution[] = ["type-checked", "scope", "import", "name-only"];

/** A source span: 1-based lines (inclusive) and 0-based UTF-8 byte offsets (end exclusive). */
export interface GraphSpan {
  startLine: number;
  endLine: number;
  startByte: number;
  endByte: number;
}

/**
 * One node. `id` is stable across runs and edits elsewhere:
 * - repository: `"."`; folder: `"src/util/"` (trailing slash); file: `"src/util/math.ts"`;
 * - declarations: `"<file path>#<qualified name>"`, e.g. `"src/a.ts#Parser.parse"`, `"pkg/x.go#(*Server).Start"` is NOT
 *   used: Go methods are `"pkg/x.go#Server.Start"` whatever the receiver form.
 * Overloads and redeclarations share one node (the first declaration's span).
 */
export interface GraphNode {
  id: string;
  kind: GraphNodeKind;
  /** Simple name (`parse`); the repository's is the root folder name, a folder's its last segment. */
  name: string;
  /** Name within the file (`Parser.parse`); equals `name` for top-level declarations, the path for files/folders. */
  qualifiedName: string;
  /** Repository-relative POSIX path of the file (folder for folders, `""` for the repository). */
  path: string;
  /** Language id of the file (`typescript`, `python`, `go`, …); absent on folders and the repository. */
  language?: string;
  /** Absent on folders and the repository. */
  span?: GraphSpan;
  /**
   * For an overload group whose overloads are written out as stubs before the implementation (Python `@overload`
   * defs, `overloadDecorator`): the implementation's own span, inside `span`. The code search indexes and the context
   * block shows is the implementation's: falcon's three `prepare_middleware` stubs had filled the block and cut the
   * implementation's body off. Absent on every other node.
   */
  implementation?: GraphSpan;
  /** xxHash64 hex of the node's own source text (of the file's for files); `""` for folders and the repository. */
  contentHash: string;
  /** Compact signature text (`parse(text: string): Ast`), when the language has one. */
  signature?: string;
  /**
   * The compact signatures of an overload group's overload signatures, in source order, when it has two or more
   * (TypeScript `remove(id: string): void; remove(run: RunFunction): void;` before the implementation; an interface's
   * method signatures of one name); `signature` is the first. The implementation's own signature is not among them.
   */
  overloads?: string[];
  /** First paragraph of the doc comment, when there is one. */
  doc?: string;
  /** True when exported / public at module level. */
  exported?: boolean;
  /**
   * Test code inside a source file (Rust `#[test]` functions and `#[cfg(test)] mod tests`): search ranks it with the
   * tests, and `impact` counts it among them. Tests in test files are known by their paths and carry no mark.
   */
  test?: true;
  /**
   * Marked deprecated as a whole by its language's own convention (a JSDoc, PHPDoc, YARD or Javadoc `@deprecated` tag, Go's
   * `Deprecated:` paragraph, a Python `@deprecated(…)` decorator (PEP 702), Rust's `#[deprecated]`): search ranks it
   * after the other implementation unless the query says "deprecated".
   */
  deprecated?: true;
}

/**
 * One edge. Unresolved calls are kept (never dropped): `resolved: false`, `to` is `"?" + name` (the callee text
 * as written, e.g. `"?foo"`, `"?this.bar"`, `"?fmt.Println"`), and no node exists for it.
 */
export interface GraphEdge {
  from: string;
  to: string;
  kind: GraphEdgeKind;
  resolved: boolean;
  /**
   * 1-based line of the call / import / heritage clause / value use in `from`'s file; absent on `contains`. A
   * TypeScript/JavaScript call's is its callee name's line (`.b` of `a\n  .b()`).
   */
  line?: number;
  /**
   * Every line of `from`'s file where the same use of `to` occurs (ascending, `line` among them), when there are two
   * or more: the graph keeps one edge per (from, kind, to), and `references` lists each site.
   */
  lines?: number[];
  /**
   * Of {@link GraphEdge.lines}, those where a `calls` edge that is a call expression (no `via`) is only used as a
   * value (a function handed on as an argument, a method read as a property, a literal): fastify's `handleRequest`
   * calls `handler(request, reply)` at lines 36, 69 and 92 and passes it to `contentTypeParser.run('', handler, …)` at
   * 73 and 87, one edge with all five lines. Ascending; absent when there are none or when the edge itself has `via`.
   */
  valueLines?: number[];
  /** How the uses at {@link GraphEdge.valueLines} link, when they are all of one kind. */
  valueVia?: "callback" | "reference" | "literal";
  /**
   * How a `calls` edge was found when it is not a call expression: `callback` = a function passed by name as an
   * argument (`arr.map(fn)`) or otherwise handed on as a value (TypeScript `{ verify: lib.verify }`, `x.m = y.m`),
   * `reference` = a method or accessor read without a call that is no value handed on (a getter, `if (this.m)`),
   * `literal` = a value of a repository type built by a literal, not a constructor call (Go `&Engine{…}`, `pkg.T{…}`):
   * a construction of the type, as `new C()` of a class without a constructor is a call of the class; `super` = a call
   * of a base type's method through the language's parent-call form (Python `super().m()` and `super(C, self).m()`,
   * Java `super.m()`, C# `base.M()`, PHP `parent::m()`, Ruby `super`): a call expression bound to that method, which
   * never runs an override of it in a sibling type, so `impact` does not widen it through a supertype (TyperCommand's
   * `super().format_help()` can never run TyperGroup's `format_help`); `statement` = a method a statement runs on a
   * value, written as no call (Python `with x:` runs `x.__enter__()` and `x.__exit__()`): a call, recorded only where
   * it resolves, so `graph --stats` counts it apart.
   */
  via?: "callback" | "reference" | "literal" | "super" | "statement";
  /**
   * On a resolved `calls` edge: every call it stands for is made on the calling method's own object (Python
   * `self.m()`, `this.m()`, a bare call of a method in a language where the receiver is implicit). Such a call from
   * `T.n` runs an override `C.m` only on a C that does not override `n` too, which `impact` and the summaries' callers
   * through a base method read (pendulum's `Date.subtract` calls `self.add(…)`; `DateTime` overrides both, so that
   * call never runs `DateTime.add`). Absent when any call is made on another value.
   */
  onSelf?: true;
  /** On resolved `calls`, `inherits`, `implements` and `uses` edges: how the target was found. */
  resolution?: EdgeResolution;
  /** On unresolved edges: the target is outside the repository (a library, the standard library, a builtin). */
  external?: true;
}

/**
 * Version of what the builder produces (ids, edges, callee names, signatures). Raise it with any change of the
 * builder's output: the graph stage rebuilds a stored graph of another version in full, so an incremental build
 * never mixes edges of two builders. 2: callee names keep word spacing, no IIFE edges, signatures without comments.
 * 3: every resolved calls/inherits/implements edge carries its `resolution`; Java, C#, Rust, C/C++, Ruby and PHP graphs.
 * 4: Python and Ruby signatures without `#` comments; Python follows wildcard re-exports, `with … as`, fixtures, inferred returns and module variables; method calls
 * of names the repository never defines are external; Go structs get `implements` edges to the repository
 * interfaces whose methods they have.
 * 5: TypeScript overload groups span to the implementation's end; workspace package imports resolve to sources;
 * calls through `const` aliases and interface properties reach the one function object literals give them.
 * 6: an edge repeated on several lines lists them all in `lines`.
 * 7: a literal member gives its value only to a property declared under its own name (not to the property a mapped
 * type renamed).
 * 9: TypeScript/JavaScript `uses` edges (a function, method or class named as a value, not called).
 * 10: a TypeScript/JavaScript call's line is its callee name's (`.meta()` in a chain split over lines).
 * 11: TypeScript values from uninstalled packages are external, destructured functions resolve; callable class
 * properties without a value are method nodes; an assignment to a property is no reference edge unless it runs a
 * setter; Python callable fixtures and `__call__`; Go first results of multi-value calls, `x := y`, package variables.
 * 12: TypeScript type aliases declaring a function shape are interface nodes; calls through values no function stands
 * behind go to the interface (or interface method signature) declaring their signature; object-literal properties
 * holding a function name are followed; member calls on untyped receivers naming nothing the repository declares,
 * and members missing from a repository type that extends an outside one, are external.
 * 13: Ruby aliases (`alias`, `alias_method`) are method nodes; Ruby constants are looked up lexically (a constant path
 * the repository does not define is external, also as a constructed type); `*args`/`**opts`/`&block`, literal
 * defaults, literal instance variables and conversion results (`to_s`, `split`) are core objects; bare names are
 * calls on self (an `attr_reader`'s field type); a method gives its last expression; `Class.new(C)` is a C; `C.new`
 * calls C's own `def self.new`; only the innermost class's methods are in scope without a receiver.
 * 14: Ruby blocks that change `self` (instance_eval/class_eval receivers, `Class.new(C)`, blocks a repository method
 * sends on to class_eval, RSpec example groups with their defs, lets and mixins); `expect(…)` gives an outside object;
 * C# and PHP imports do not re-export; a C# method name the repository declares nowhere is external; C# delegate
 * types are interface nodes that calls of their values reach; a PHP `use` of an outside namespace is external; a PHP call on an
 * instance found by name only never reaches a static method.
 * 15: a module's value given by assignment is a declaration node (CommonJS `module.exports = …` as `default`,
 * `module.exports.x = …` / `exports.x = …` as `x`, TypeScript `export default () => …` as `default`).
 * 16: C# types of one name that differ in generic arity are told apart; C# overloads are distinct nodes (`…@<line>` on
 * the later ones), a call picking its overload by argument count.
 * 17: Ruby names first bound in a block belong to that block; `x = y.m` and `@x = y.m` are typed by the method's
 * result; a bare call typing a receiver may resolve by name only, as a bare call does; a call on self a module (or
 * class) does not answer reaches the one method its includers (or subclasses) define.
 * 18: a Ruby call assigned to (`x.version = v`) is a call of the writer `version=`.
 * 19: a node's doc is the first paragraph that holds text once its language's doc markup is removed (rack's
 * `:call-seq:` blocks, rack-protection's note lists no longer stand for the description).
 * 20: a Python absolute import starts from the repository root, `src` or a folder above the file that is no package,
 * never from a package's own folder, and never reaches the importing file (`import json` in a package with a `json/`
 * subpackage is the standard library's).
 * 21: an RDoc `= Title` opening a Ruby doc is skipped for the description under it, also with no blank line between
 * (sinatra-contrib's extensions).
 * 22: a C# call on an instance of a method its receiver's type does not declare (`s.Twice()`) reaches the repository's
 * extension method of that name for that type (`static int Twice(this string s)`); receiver type unknown: the one
 * extension method of that name, name-only.
 * 23: Java overloads are distinct nodes (`…@<line>` on the later ones), a call picking its overload by argument count
 * (varargs take any number).
 * 24: tree-sitter declarations the contract leaves out (Go lower-case names, Python `_private` ones, Rust items without
 * `pub`…) get their doc from the source by the extractor's rules; Python `@overload` stubs and their implementation are
 * one node spanning them, with the implementation's signature and doc.
 * 25: a function literal's parameters and locals (Go `func(w, r) {…}`, Python `lambda r: …`) are its own: they no
 * longer retype or shadow the enclosing function's names of that name outside the literal; a local assigned on several
 * lines is typed at a call by its last assignment of known type on an earlier line, and a member only another
 * assignment's type has resolves to that type; Python: a method read as an attribute of a typed receiver (a
 * `@property`, a bound method handed on) is a `calls` edge `via: "reference"`, a function passed as a keyword argument
 * a callback, and a repository class passed as an argument a `uses` edge.
 * 26: a Go interface embedding a standard-library interface the Go table lists (`http.Handler`, `io.Reader`, `error`…)
 * has a known method set, so structs covering it get `implements` edges (chi's `Mux` implements `Router`).
 * 27: a Go composite literal of a repository type (`&Engine{…}`, `pkg.T{…}`) is a `calls` edge to the type `via:
 * "literal"` (a construction); a call on a composite literal or `new(T)` (`jsonBinding{}.BindBody(…)`, `(&T{}).M()`) and
 * on a name assigned `new(T)` is a call of T's method (summaries and search documents take no constructed type as a callee).
 * 28: Ruby `attr_reader` / `attr_accessor` names are method nodes giving their field (`@name`), an accessor's writer
 * call (`x.name = v`) reaching its node; a module's call on self its includers do not answer is asked of their
 * includers in turn; a mixin written in a block (`describe … do include M end`) is no mixin of the class around; a
 * superclass path the repository does not define is outside (calls its part of the class lacks are external), unless
 * the class may answer any name (`method_missing`, `delegate_missing_to`); `superclass.m` looks in the superclass;
 * `x = C.new` / `@x = C.new` are typed by C's own `def self.new` when it has one (`Sinatra.new` gives a class);
 * an anonymous block parameter handed on (`def params(&) = Scope.new(&)`) is followed; a constant as a method's last
 * expression is its result, a literal there (or assigned there: `@x ||= []`) a core object; `rescue Foo => e` types e
 * as a Foo, `rescue => e` as a core object; a `let` giving `Class.new do extend M … end` is
 * an M, and `new` on a value typed by a module is an outside call; `x = C[…]` / `@x = C[…]` is a C;
 * `C.new.m` without parentheses is a call on a new C; a method of `Object` a typed receiver's repository part does not
 * redefine (`respond_to?`) is external; `new` on a class typed by a module gives an instance answering the module;
 * `x = y` / `x = self` hold what y / self holds (`context = self` in an example group: `context.api` is its `let`); a mixin
 * written in a class body is looked up inside the class (`include Helpers` in `Rack::Response`).
 * 29: C# `var x = a.B(…)` / `var x = B(…)` is typed by the called method's declared result type (an outside result
 * makes calls on x outside calls); `foreach (var x in items)` types x by the element type of items' declared collection
 * type (`List<Rule>`, `IEnumerable<Rule>`, `Rule[]`), items being a typed local, a field of the class or of a typed object.
 * 30: C# `partial` types: the parts of one type (same namespace, name and arity, each `partial`) keep one class node
 * each and act as one type for member, field, constructor and base lookups (Polly's `Policy.Handle<…>()` in 50 files);
 * a C# type no file of the repository declares (`CancellationTokenSource` in a file with implicit usings) is an outside
 * type: calls on its values, and a capitalized bare call no repository type or method is named after, are external;
 * a C# extension method whose `this` parameter is a repository type never answers a call on a receiver known to be of
 * an outside type (`List<string>.ForEach` is not FluentValidation's `ForEach(this IRuleBuilder…)`); a field's declared
 * type is read inside its class (a nested `PersonValidator` of the test class, not another class's of that name);
 * an untyped C# lambda parameter is a local (no longer an outside name), typed by the delegate type the called method
 * or constructor takes at the lambda's position (`new TestValidator(v => v.RuleFor(…))` with `params
 * Action<TestValidator>[]`, a collection initializer's `Add`); a type parameter there (`Func<T, bool>`) leaves it unknown;
 * C# `var x = (T)e` is a T, and `var x = sp.GetRequiredService<T>()` (`GetService`, `GetInstance`) is a T; a C#
 * overload is picked among those of every part of a partial type, then by the call's type arguments (`NoOp<int>()`),
 * then by what its arguments are (no lambda for an `int`, no string for an `IDictionary`); a C# call on a typed receiver
 * whose own method takes no such argument count reaches the extension method of that name whose overloads do.
 * 31: a TypeScript/JavaScript function value declared as a repository interface (`const ky: Partial<Mutable<KyInstance>>
 * = (…) => …`, through a generic wrapper's type arguments, unions and intersections) has an `implements` edge to it.
 * 32: TypeScript: a value typed by a repository type alias of an intersection with an outside type (`{ close(): … } &
 * express.Express`, `any` to the checker when the package is not installed) makes a member call the repository part
 * does not declare an outside call (`server.get(…)`), and so the calls on the parameters of a callback handed to it.
 * 33: string literals in callee and call-object texts keep their spaces and `::` (`?", ".join`, not `?",".join`).
 * 34: C# types of one name and another arity in one file are distinct nodes, the later ones named with their arity
 * after a backtick (`IRequest`1`, `IRequestHandler`1` in MediatR; they were one node, the second type's members its
 * overloads), a name, base or constructor written with type arguments reaching the one of that arity; a C# overload
 * is picked among those that fit by the argument types a cast or a declared name shows (`Handle((string) r)` runs
 * `Handle(string)`; `new T(…)` and a local assigned one are T's: an overload whose parameter is a repository type T is
 * not, nor derives from, cannot take it, and `object` loses to a type parameter or a type it converts to, so
 * `Publish(new Pinged())` runs `Publish<TNotification>`, not `Publish(object)`; a generic method whose parameter types
 * name no type parameter needs type arguments; a lambda is no array, FluentValidation's `IncludeProperties(x => …)` is
 * not the `params string[]` overload), and an undecided pick is never the calling method itself (no made-up
 * recursion); a C# method
 * group passed as an argument (`handler.Handle(n, sp, PublishCore, ct)`) is a `calls` edge `via: "callback"`; a C#
 * `using A.B;` imports the files of A.B whose types or extension methods the file names (one edge each), none named:
 * an unresolved edge `?A.B`, no longer the namespace's first file.
 * 35: Go: a type assertion types the name it declares (`subr, ok := handler.(*Mux)`, `var m = v.(T)`), so chi's
 * `subr.NotFound(…)` in Mux.Mount resolves.
 * 36: Ruby: a class method and an instance method of one name in one class are two nodes, the later one in the file
 * with its first line on its id (Sinatra::Base's `def call` and, in `class << self`, `call@1678`), and a call reaches
 * the one of its receiver's side (a constant, `self.class`, self in a class method: the class method; `C.new`, `new`,
 * self in an instance method: the instance method; a method call: the side of what the method gives, so
 * `settings.force_encoding` reaches the class method); `new(…)` on self in a class method is a new instance of its class;
 * a method ending in `@x ||= name` gives what the name gives (`@prototype ||= new`). A definition named from the top
 * level (`module ::HelperOne`) is `HelperOne` (it was `.HelperOne`), and a call on a path written from there
 * (`::Logger.new`) looks it up at the top level only; a name no minitest `describe` group answers is looked up in the
 * repository's reopened `class Minitest::Spec` (rack's `deprecated`, `capture_warnings`). A class the repository only
 * reopens with a qualified name and no superclass (`class Rack::Builder` in sinatra) is an outside class, and where
 * classes are open every definition of a class and of its ancestors counts for an outside ancestor or mixin: a name
 * none of their repository parts answers is external, also called bare inside the class (`informational?` in
 * `Sinatra::Response < Rack::Response`, no longer a name-only guess). A method's returned expression is read as a path
 * (`ActiveSupport::Deprecation.new(…)`: an outside object, so `Grape.deprecator.warn` is external). A name a typed
 * receiver's class does not define but hands on (`delegate_missing_to :base_instance` in `Grape::API`) is the one
 * repository method of that name, `name-only` (`subject.rescue_from` in grape's specs), and so is a bare name in a
 * block such a class evaluates (`Class.new(Grape::API) do mount … end`, `requires` in a `params` block).
 * 37: Python `@overload` stubs under a module alias (`import typing as t`, `@t.overload`) join their implementation's
 * node (click's `get_current_context` was its first stub: one line, no doc). Rust test code in a source file
 * (`#[test]`, `#[tokio::test]`, the functions, structs and enums of a `#[cfg(test)]` module, and what a test declares
 * inside it) is marked `test` on its node.
 * 38: Rust: methods of one name from several `impl` blocks of one type are distinct nodes, the later ones `@<line>` on
 * the id (axum's two `Router.call`, of `Service<IncomingStream>` and `Service<Request<B>>`, were one node mixing both
 * bodies' calls), a call picking by argument count and the declared types of names passed; `impl Trait for T` with T
 * declared in the file gives T an `implements` edge to Trait when Trait is a repository trait (and Trait's methods are
 * looked up as T's bases); a call on a receiver of unknown type never resolves by name alone to a repository method
 * named like a standard-library one (`x.is_some()` is no `MethodEndpoint::is_some`), and a bare call or a call on a
 * module path (`axum::routing::put(…)`) never to a method.
 * 39: of several contract entities of one qualified name, a node takes the doc of the one declared nearest its first
 * line (sinatra's `def call` in `class << self` had the instance `call`'s "Rack call interface."); a Rust test under
 * several attributes (`#[test] #[should_panic]`) is marked too.
 * 40: not used. 41: a Rust `#[cfg(test)]` module under further attributes (`#[cfg(test)] #[allow(…)] mod tests`) is test code too;
 * a signature's parameter list laid out one per line reads `f(a, b)`, not `f( a, b, )`.
 * 42: a call through the parent-call form (`super().m()`, `super.m()`, `base.M()`, `parent::m()`) is marked `via:
 * "super"` (bound to the base's method, no dispatch to siblings' overrides); a Go type assertion `v.(T)` and a type
 * switch case `case T:` naming a repository type are `uses` edges to it (cobra's `flag.Value.(SliceValue)`); a call
 * of a local name its function gives a function literal (Go `innerfind = func(…) {…}` in cobra's `Command.Find`, Python
 * `key = lambda x: …`) is no edge, as an immediately invoked function literal is none (its body belongs to the caller).
 * 43: a Java `instanceof` or cast and a C# `is`, `as` or cast naming a repository type are `uses` edges to it.
 * 44: a module-level TypeScript/JavaScript `const` made by a factory call from one function literal, whose type can be
 * called or constructed (zod's `core.$constructor("$ZodString", (inst, def) => { … })`, `forwardRef((props, ref) =>
 * …)`), is a function node with that literal as its body.
 * 143: only a named Go interface's methods are method nodes (an anonymous interface in a function body made one under
 * the function: echo's `UnwrapResponse.Unwrap`); a node's doc whose first paragraph ends in a colon keeps the
 * paragraph it introduces. 144: 44 and 143 together. 244: imports inside Python's `if __name__ == "__main__":` block
 * are no `imports` edge (rich's `live.py` demo imported `.table`, `.syntax` and itself). 344: only that block's body:
 * imports of its `else:` branch and of an `if __name__ != "__main__":` block are edges. 345: a Go `range` over a typed
 * slice, array or map types its value variable (`for _, route := range r.routes` in gorilla/mux's `Router.Match`).
 * 346: a Go index expression on a typed slice, array or map is an element of it (`r.middlewares[i].Middleware(h)` in
 * gorilla/mux's `Router.Match`), also given to a name (`x := xs[i]`, `v, ok := m[k]`), and a copy of a collection
 * (`all := r.routes`) has its elements. Module-level code of Python's `if __name__ == "__main__":` block makes no
 * `calls` or `uses` edge, as its imports make no `imports` edge (rich's `live.py` demo called `Live.update`). Python's
 * `super(C, self).m()` is a parent call (`via: "super"`) to the method of a base of C (it was an external call), and
 * C there no `uses` edge. Ruby `super` is a parent call of the enclosing method's name (it made no edge): to the
 * ancestor's method the repository defines (rack's `Request#params` → `Helpers#params`), external for an outside
 * ancestor or `Object`'s method.
 * 347: a TypeScript/JavaScript repository function that is the receiver of `call` or `apply` is called, of `bind` read
 * as a reference (execa's `subprocessKill.bind(undefined, {…})` left `subprocessKill` with no caller).
 * 348: a TypeScript/JavaScript declaration without JSDoc takes the `//` block right above it as its doc (execa's
 * `// When the \`maxBuffer\` option is hit, a MaxBufferError is thrown.` above `handleMaxBuffer`).
 * 349: a repository declaration file with a JavaScript twin (`index.d.ts` beside `index.js`) resolves to the twin, so
 * calls reach the code (`implementationFirst`; execa's tests called `execa` through `index.d.ts` and had no edge).
 * 350: a Ruby method whose last call is written without parentheses gives what that
 * call gives (rack's `def make_request(env) NonDelegate.new env end`), and one whose body has an `ensure` clause (no
 * `rescue`) what its main part's last expression gives (`MockRequest#request`); an example group's instance variable
 * (`@request` in an `it` block) has the type its assignment in the group or a group around it gives (a `before` block's
 * `@request = Rack::MockRequest.new(…)` in rack's `spec_static.rb`); `self` in a Ruby class or module body is the class
 * (`self.default_query_parser = …` in rack's `module Utils` calls the class-side writer); a Ruby range in parentheses
 * (`(0..20).each`) and a `%r{…}` regular expression are core objects, their calls external; a member of a Ruby class
 * or module is looked up in all its definitions, however many files reopen it (`Rack.release` in rack's version.rb).
 * 351: a `//` doc block stops at a section banner's rule line, is none when it opens with `// TODO`, drops DefinitelyTyped
 * header lines (`lineCommentDoc`;
 * typeorm's `// Binary Types` banner was the doc of the property under it); a declaration file's JavaScript twin is
 * taken only when the graph holds it (a twin on disk but ignored or skipped left the call external, with no target).
 * 352: a Ruby bare name (`def url; base_url + fullpath; end`) is a call on self unless a parameter or local of that
 * name is in scope (pattern bindings and a regular expression's named groups matched by `=~` are locals too); a
 * `Struct.new(:a, :b)` superclass gives the class readers `a` and `b`; a definition written twice in a file (rack's two
 * `secure_compare`) keeps its own locals.
 * 353: Ruby's `def_delegators :target, :a, :b` / `def_delegator :target, :m[, :alias]` (Forwardable) define methods of
 * the class (class methods in `class << self`), so grape's bare `default_status` in `Grape::Middleware::Error` reaches
 * its delegator instead of a same-named method of another class.
 * 354: a JavaScript/TypeScript member call on `this`, an untyped parameter or a variable set by a repository function,
 * typed `any` by the checker, reaches the repository's one function or method of that member name as `name-only`
 * (never a standard type's member name: express's `res.send(…)` in a middleware); a JavaScript `var x = require(…)`
 * the checker types as a repository function's own type calls it (express's `express()`).
 * 355: a JavaScript prototype assignment (`Reply.prototype.send = function …`, `X.prototype = { run: function () {} }`)
 * is a method node named like a class method (`Reply.send`) under its constructor's node, so calls the checker resolves
 * to it reach it (fastify's lib/reply.js has 24); an object literal's named function expression is named after its key
 * (`route: function _route (…)` is `route`); the constructor in such a target is no value use, nor is an assignment's
 * target that is itself a node.
 * 356: C# overloads are picked by more of what a call shows: a member argument's declared type (Polly's
 * `TestCancellation.Token`, a `CancellationTokenSource`'s `Token`, a field of the caller's class), a literal's own
 * type, a declared generic type of the parameter's shape (`Expression<Func<Person, int>>` runs
 * `LessThan(Expression<Func<T, TProperty>>)`), a lambda's void block or value-only body (`Action` or `Func`), the
 * receiver's type for extension methods, and a generic method's own type parameters; a receiver of unknown type
 * reaches no extension method where a repository type's own method of that name takes the arguments; an outside
 * receiver is typed by a member's or a repository method's declared type (`result.IsValid`: `bool`), an extension of
 * `object` applies where none of the type itself does, and a call's result of unknown outside type
 * (`….GetAwaiter()`) takes only an extension of `object`; a chained call's result is typed by the overload its
 * written arguments pick (`new Builder<T>().AddRetry(…).Build()` builds a `Pipeline<T>`); a method group argument
 * fits a delegate parameter only with an overload of its parameter count and result (`void` for an `Action`) and
 * counts as that delegate type's argument; an `async` block returning a value is no `Func<…, Task>`, one returning
 * none no `Func<…, Task<T>>`; a generic method whose own type parameter only a lambda's parameter types name is not
 * called without type arguments; a call whose argument count the one method of that name does not take reaches
 * none (`Equals(a, b)`), of a constructor its class (a primary constructor).
 * 357: a JavaScript name-only call reaches a definition in a test file from test files only (pino's lib/transport.js
 * `stream.ref()` reached a test's `FakeThreadStream.ref`).
 * 358: a JavaScript name-only call is not made ambiguous by declaration-file members describing the implementation
 * (fastify's `types/reply.d.ts` `FastifyReply.code` beside `lib/reply.js`'s `Reply.code`).
 * 359: a module-level constant made by calling the repository's own function, with no function literal written in the
 * call, is a function node when its value can be called (axios's `const isString = typeOfTest('string')`).
 * 360: JavaScript methods of a module object built by assignment (`app.handle = function () { this.set(…) }`): `this.x`
 * is the object's own `x` (resolution `scope`), and an anonymous function assigned to a top-level object's member is a
 * node named by the member (`res.get = function (field) …`); a named function assigned to members signs as the
 * assignment (`res.send = function send(body)`); a named function written as a call's argument gets a `callback` edge
 * from the code that hands it over; `super(…)` of a class extending a package's class is external; a CommonJS export
 * holding a required function (`module.exports.transport = require('./lib/transport')`) and `require('../')(…)` reach it;
 * the function-valued members of a module's object-literal value (`module.exports = { detectMimeType: (ext) => … }`)
 * are function nodes; a prototype member made by the repository's own factory (`Server.prototype.get =
 * serverMethodFactory('GET')`) is a method node.
 * 361: a Python `@staticmethod` has no receiver: a call of its first parameter is no call of its class (marshmallow's
 * `getter_func(data)` in `Schema._call_and_store` reached `Schema.__init__`).
 * 362: a JavaScript/TypeScript variable declared without a value (`var CLIENT;`, `let s = null`) and only ever assigned
 * values from outside the repository (`CLIENT = clients.createJsonClient(…)`) is an outside value: calls on it are
 * external.
 * 363: Go functions used as values: a call of a package variable holding a repository function (`var HelpPrinter
 * HelpPrinterFunc = DefaultPrintHelp`, then `HelpPrinter(…)`) calls that function (a fallback after every other
 * reading of the name, in any language); a function named as a composite literal's element (`&Command{RunE:
 * runServe}`, a map of handlers) or as an assignment's value is a `callback` edge; what a `range` over a call's
 * result, or over a local holding one (`flags, err := c.allFlags()`), yields is typed by the element of the
 * function's declared result. Python's other built-in exceptions and warnings (`DeprecationWarning`,
 * `FileNotFoundError`, …) are outside the repository. TypeScript/JavaScript: a function handed over as a member of an
 * object argument (`loadPlugin(P, {generatePatches_})`, `{ onError: report }`) is a `callback` edge; a get/set pair
 * written one after the other spans both accessors. Python: a call through a field assigned one repository function
 * or method (`self._add = self._add_safe` in `__init__`) reaches it; two leave it unresolved, no longer external.
 * 364: JavaScript: a variable initialized with `this` (`var self = this`) reads the `this` of the function declaring
 * it (`self.send(str)` in express's `res.render`); a function literal that is the one function argument of a call
 * standing as a statement takes that statement's JSDoc (`/** How a `calls` edge that is no call was found (`GraphEdge.via` less `super` and `statement`, which are calls). */
export type NonCallVia = "callback" | "reference" | "literal";

/** The edge's {@link NonCallVia}, or undefined for a call (a `super` call and one a statement runs included). */
export function nonCallVia(edge: Pick<GraphEdge, "via">): NonCallVia | undefined {
  return edge.via === "super" || edge.via === "statement" ? undefined : edge.via;
}

/** … *\/ defineGetter(req, 'ip', function ip(){ … })`).
 * 365: Rust `use std::fs::{self, FileType};` binds `fs` (walkdir's `ent: &fs::DirEntry` read as its own `DirEntry`).
 * 366: Java overloads of one arity are picked by the types the arguments show (a declared name, a literal, `new T(…)`,
 * a cast), as C#'s are: javapoet's `emit(codeBlock)` ran `emit(String)`.
 * 367: Rust: a call that opens a macro's arguments (`itry!(self.push(&dent))`, `assert_eq!(x.depth(), 1)`) is read.
 * 368: a declared result naming a nested type of the method's own class is read inside that class (Java, C#, C++:
 * javapoet's `TypeSpec.classBuilder(…)` returns `TypeSpec.Builder`, so chains on it resolve); a Java class literal
 * (`Override.class`) is a `Class<?>` for overload picks.
 * 369: JavaScript: on an untyped receiver, a member name with several definitions (or a standard type's member name)
 * reaches the one whose owner the receiver's name names (`res.status(…)` → `res.status = function status …`); a
 * module member assigned a package's value (`exports.json = bodyParser.json`) and a `var` set by `require('pkg')` are
 * outside the repository; an anonymous function assigned at the top level to a member of a declared function or class
 * is a node of that owner (`AxiosError.from = (…) => …`), and a call of a member declared by assignment reaches the
 * assigned function; a value guarded by a feature test (`supported && function (config) { … }`) is its function.
 * TypeScript/JavaScript: `this.constructor.m(…)` in an instance method reaches the class's static `m`; a property of a
 * mapped type (`Pick<Options, …>`) is no read of the accessor it was mapped from; destructuring a getter
 * (`const { headers } = options`) reads it, as `options.headers` does. Python: a field set by a conditional expression
 * is typed by the value given when the test holds (`self.console = console if console is not None else get_console()`);
 * a `for` target is an element of the collection it iterates (`for line in self._lines` with `List["Text"]`), or what
 * a repository class's `__iter__` declares it yields (`for line in self.split()`, `split(…) -> Lines`).
 * 381: JavaScript: a test case file's (`*.test.js`) assignment to a member of a plain name inside a function
 * (`reply.send = () => {}`) is a stand-in seen from its own file only, so it no longer makes every other test's
 * `reply.send(…)` ambiguous.
 * 382: JavaScript: a call typed by, or found by name only through, a shipped declaration file's member reaches the code
 * member the declared type describes (fastify's `instance.addHook(…)` → `fastify.js`'s instance literal's `addHook`).
 * 383: JavaScript: a member whose value a package's function makes (`FST_ERR_X: createError(…)` with `createError` from
 * `@fastify/error`) holds the package's value: calling it is a call outside the repository.
 * 384: JavaScript: a member assigned another member its file assigns a function (`Reply.prototype.status =
 * Reply.prototype.code`) is that function.
 * 385: JavaScript: a call through a symbol key reaches the function defined under it (`this[asJsonSym](…)` with
 * `[asJsonSym]: asJson`), and `x[k].m(…)` the member of the type every value defined under it has (`this[kHooks].add(…)`
 * with `[kHooks]: new Hooks()`), keys followed to their `Symbol(…)` through requires and module objects.
 * 386: JavaScript: a fluent chain follows a method a literal holds by shorthand (`{ addHook }`) to its function.
 * 387: JavaScript: a literal's placeholder member (`close: null`) holds the one function its variable's scope assigns it
 * (`fastify.ready = ready`), or a package's value when the scope assigns only such values or hands the object to a
 * package instead (`Avvio(fastify, …)`); an untyped parameter of a function written as the argument of a package's call
 * (`fastify.register(function (i, opts, done) { done() })`) is the package's, except for a runtime member name the
 * repository does not declare (`handlers.push(…)`, `server.on(…)`); a value typed only by a standard-library type
 * (`@return {Function}`, `@param {Object} req`) is as untyped as `any`: its members are found by name, and are outside
 * only when the repository declares no member of that name (express's `app.use(…)` had been outside).
 * 388: JavaScript: a constructor function's inheritance the checker does not see (`util.inherits(Child, Parent)`,
 * `Child.prototype = Object.create(Parent.prototype)`, `Object.setPrototypeOf(…)`) gives its instances the parent's
 * methods (`this._packetToError(…)` in mysql's `Query`), or an outside parent's (`this.emit(…)` in a `Stream`'s
 * subclass); a static member (`Sequence.determinePacket = …`) names no owner for an instance's receiver; a repository
 * module that only hands on a package (`module.exports = require('sqlstring')`) exports the package's members; methods
 * mixed into a class or constructor by its own file (`Object.assign(C.prototype, {…})`, or `augment(C)` whose body sets
 * `Target.prototype.m = function …`) are its members (knex's `this.toQuery()` in a `Builder` had been outside); an
 * untyped parameter, or a field a constructor sets from one (`this.client = client`), is typed by the arguments the
 * repository's call sites pass it when they all give one member (`new Runner(this, builder)` in `Client`); a class's
 * prototype member assigned another of its methods (`Builder.prototype.select = Builder.prototype.columns`) is that method,
 * and a parent's method read through its prototype (`Sequence.prototype.end.call(this, err)`) is that method.
 * 389: JavaScript call-site typing goes further: a field a constructor sets from a method call on its parameter
 * (`this.formatter = client.formatter(builder)`) has that method's result type; a subclass reads the field its parent's
 * constructor sets, through the parameter it hands to `super(…)`; `new C(…)` of a class without a constructor is a call
 * site of the constructor it inherits; where the sites give several classes whose member differs (an override), the
 * call reaches the member of the nearest class they all extend, as a parameter declared with that class would (knex's
 * compilers: `this.client.parameter(…)` is `Client.parameter`, or `Client_Oracledb.parameter` in Oracle's own); a field
 * the checker leaves `any` whose every assignment in its class is `new C(…)` of one class is a C (winston's
 * `this.exceptions = new ExceptionHandler(this)` set in `configure()`); a parameter whose JSDoc type the checker cannot
 * find (`@param {!Logger} logger` where no `Logger` is in scope) counts as untyped, and a class expression
 * (`module.exports = class …`) has its call sites like a class declaration.
 * 390: Python: the value target of a loop over a mapping's items (`for name, field in self.fields.items()`) is a value
 * of the mapping's declared type (`dict[str, Field]` → Field), and a field's PEP 484 type comment on its assignment's
 * line (`self.fields = {}  # type: dict[str, Field]`) is its declared type, and a parameter whose default is a name
 * (`def getter(val, field_obj=field_obj)`) holds what that name holds where the function is defined.
 * 391: a JavaScript call of an untyped parameter (`cb(err, request)`) runs the repository functions its call sites pass
 * for it (at most 3); a Python call of a field holding an instance of a class with `__call__` (`self._ema_dn(n)` with
 * `self._ema_dn = EMA(…)`) runs that method, and a call of a local variable assigned a function or method once
 * (`format_sizeof = tqdm.format_sizeof`) runs it, in every tree-sitter language; a bound method passed as an argument
 * on a typed receiver (`posix_pipe(…, t.update)`) is a `callback` edge, no longer a `reference` (a property read).
 * 398: a Go type declaration's signature is the declaration after `type` without its `{…}` block (`Engine struct`,
 * `HandlerFunc func(*Context)`). 399: a JavaScript symbol key destructured from a name holding its module (`const {
 * setLevelSym } = symbols`) is followed to its `Symbol(…)`; a local holding a bound method of the receiver (Python
 * `trigger_reload = self.trigger_reload`) runs that method when called, also from definitions nested in the function.
 * 400: a Python field assigned a decorator applied to one function (`self.dispatch = lru_cache(maxsize=None)(self.f)`)
 * holds that function, also when read into a local (`dispatch = self._unstructure_func.dispatch`). 401: a tsd type test
 * (`index.test-d.ts`) is a test file. 402: each name unpacked from an outside call's results (`size, err :=
 * buf.ReadFrom(t)` on a `bytes.Buffer`) holds an outside value; 403: only where outside code cannot give back a
 * repository value (Go; `GraphLanguage.outsideResultsOutside`). 404: there, a function value so unpacked (`gCtx, cancel
 * := stdContext.WithCancel(ctx)`, then `cancel()`) is an outside callee. 405: a Python function or class handed on as a
 * value, not called (assigned, returned, a dict's key or value, an element of a list or tuple written as a value or
 * an argument: uvicorn's `app = service_unavailable`), is a `callback` call edge or a `uses` edge, as one passed as an
 * argument is. 406: a Python context-manager statement (`with x:`, `async with x:`) calls the enter and exit methods
 * of x's repository class (`via: "statement"`, `GraphLanguage.contextMethods`). 407: a TypeScript overload group of two
 * or more overload signatures lists them (`GraphNode.overloads`). 408: a Python instance called (`self()`) runs its
 * class's `__call__`, as does a call of a property giving one (`self._state(restore=True)`), whose declared result
 * then types the value (tomlkit's `state = self()` had been a constructor call); a TypeScript member of a `const`
 * bound to an object literal that defines it is that definition, whatever type the `const` declares (immer's
 * `objectTraps.set!.call(this, …)` had reached the outside `ProxyHandler.set`). 409: a Python property's setter and
 * deleter join its node's span (`GraphLanguage.propertyAccessorDecorator`). 410: a Python value declared as a union of
 * repository types (`impl: DefaultImpl | BatchOperationsImpl`) reaches each member type's method of a name
 * (`GraphLanguage.unionTypeNames`, `Sym.union`); a TypeScript const literal's member the checker names keeps its
 * `type-checked` resolution. 411: overload signatures are kept whole up to 1,000 characters. 412: a Python member
 * assigned to (`self.heads = …`) runs a property only through its setter; a property reading or giving its own name
 * reads a cached value, no call; `memoized_property`, `reify` and `lazy_property` are properties. 413: a TypeScript
 * runtime global a repository file only augments (`declare global { interface URL {} }`) is outside the repository.
 * 414: a TypeScript method read without a call where a value is handed on (an argument, an object literal's value,
 * an assignment's, a variable's, an array element, a return) is a `callback`, no `reference`.
 * 415: a Python package's `__init__` importing from its own name reads its submodules; a loop over a written list of
 * functions hands each on (`callback`); a subscript of a typed collection (`parse(sql)[0]`) gives its element type,
 * and a declared result is read around its function (a parameter does not hide a module). JavaScript: a component
 * mixin (`Base(C.prototype)`) gives C its prototype members; a module table's `require`d entry is the function that
 * module exports; a member given only plain data (`x.equal = true`) declares nothing a call can run.
 * 416: a node's doc skips a paragraph of Markdown headings over its description (chai's `### .flag(object, key)`).
 * 417: a relative import of a package folder whose manifest's entry is an absent build output reaches the entry's
 * source (`require('../..')` with `"main": "lib/node/index.js"` → `src/node/index.js`).
 * 418: a `//` comment above a call statement inside a function body is no doc of the function literal handed to the
 * call (body-parser's `// read off entire request` above `dump(req, function onfinished () { … })`).
 * 419: a Python method call on a receiver of unknown type reaches the repository's one method of that name
 * (`name-only`; never a name the standard library's objects answer, a protocol method, a name a module function also
 * has, or a method of a class with an outside ancestor); in every language with name-only calls, a definition nested
 * in a function of another file is no target, nor is a test file's definition for a call outside tests, and a call on
 * a repository class with an outside ancestor of a method the repository's part lacks is outside. A called Go field
 * of a repository function type (`r.buildVarsFunc(m)`) reaches that type, and a `range` over a package's top-level
 * slice literal types its value variable; a one-word `//` block (`// Pagination`) is no node's doc; without a model, a body that says nothing
 * else is summarized by its calls outside the graph ("Calls Object.freeze").
 * 421: a TypeScript variable declared with the type of the function it starts with (`let f: typeof g = g`) is that
 * function to its calls (valtio's replaceable defaults); a doc paragraph that is a name alone is no node's doc; a Go
 * struct has the methods of a standard-library interface it embeds (negroni's `responseWriter` implements
 * `ResponseWriter`, which embeds `http.ResponseWriter`); a Python name imported first from a type stub only and then,
 * as a fallback, from code (`try: from ._speedups import f` / `except ImportError: from ._native import f`) is the code's,
 * and a call of a Python class that declares `__new__` and no `__init__` reaches `__new__` (markupsafe's `Markup`).
 * 423: an edge that is a call and also a value use elsewhere in the caller (a function called and passed as an
 * argument) lists the value uses' lines apart in `valueLines` (`valueVia`); a Java or C# overload is picked by the
 * declared result of a call written as an argument (jsoup's `t.emit(r.consume())` ran `emit(Token)`, not `emit(char)`);
 * a Rust method of one name from several `impl` blocks by a literal argument's type, `&name` or a call's result
 * (http's `PathAndQuery::try_from("")` ran the `&[u8]` impl); a PHP call on a receiver of unknown type reaches a
 * method by name only where its parameter count takes the call's arguments (guzzle's `$deferred->resolve($v)` had
 * reached `HandlerStack::resolve()`); Java `this(…)` and `super(…)` in a constructor are calls of the constructor
 * they run; a Java enum constant with a body is a class named by the constant that extends its enum (jsoup's
 * `TokeniserState.TagOpen.read`, not `TokeniserState.read@206`); a Ruby constant assigned a class built with a block
 * (`ProxyOptions = Options.new(:uri) do … end`, `Class.new(Base) { … }`) or a Struct is a class of that name holding
 * the block's methods and the Struct's members, extending what it is built on (faraday's `Faraday.from`); PHP functions are reached through their
 * namespace (`\GuzzleHttp\json_encode(…)`, `GuzzleHttp\f()` after `use GuzzleHttp;`), and an unqualified name falls back
 * to the global function, never another namespace's (guzzle 0.902 → 0.933); a TypeScript/JavaScript `super.m(…)` is a parent call (`via:
 * "super"`); a Ruby method with a body after a bodiless definition of its name (`attr_reader :x`, a Struct member) is
 * the node; `self` in a Ruby method written in a block inside a class (a Struct block) is an instance of that class.
 * 422: `new X()` of a JavaScript constructor function reached through a value's type, also at the end of an export's
 * assignment chain (passport's `exports.Passport = exports.Authenticator = Passport`); a Go type switch's case of one
 * type names the switched value as that type (echo's `case *HTTPError: m.Unwrap()`); a JSDoc block that declares
 * types (`@typedef`, `@callback`) is no node's doc.
 * 424: a Rust crate the repository's `Cargo.toml` names is its source (`use serde_json::from_str` in serde_json's own
 * tests), a path call whose head no `use` binds reaches a repository module; where receivers' types are declared, a
 * name-only pick of the calling method itself on another receiver (`self.map.get_key_value`) is left unresolved;
 * Java `null` fits no primitive and a lambda or method reference no non-functional type (a varargs parameter's
 * element type read), `String.valueOf(…)` and `x.toString()` are Strings, a fixed-arity overload before a varargs one; Python `xs.pop()` / `d.get(k)` give an element / a value of a typed collection;
 * a TypeScript interface's function-typed property is a method node calls through it reach, and a method of an object
 * literal written as an interface implements the interface's member (unstorage's `storage.mount`); a Rust macro's
 * arguments inside a function body are parsed as expressions (`tri!(self.parse_object_colon())` is a call), and a
 * receiver typed by a type parameter (`visitor: V`) runs no one type's method guessed by name (a trait's may); of Go
 * definitions of one name in one package, the file Go's linux/amd64 build keeps at the go.mod's version comes first;
 * a JavaScript module's function called where it is required (`require('./getters')(Queue)`) mixes in the methods it
 * sets on its parameter's prototype.
 * 425: JavaScript `this` in a method of an object literal the checker leaves untyped (an options object handed to a
 * function: `Any.extend({ … })`) reaches the literal's own member, or by name the repository's one method of a name the
 * literal lacks; a field a pre-class constructor's prototype methods set (`this.source = new CodeGen()`) types its calls
 * in the other methods; a package's wrapper held under the wrapped function's own name (`{ checkPaths: u(checkPaths)
 * }`, a known wrapper's: `fromPromise`, `promisify`, `debounce`) runs that function; a `function` member of an object
 * literal a variable holds is a method node; a module-level import written as a variable (`const f =
 * require('./a').f`) hands nothing on; a node marked deprecated by its language's convention says so (`deprecated`).
 * 426: JavaScript classes written as assignments' values (`exports = module.exports = internals.Core = class {…}`)
 * are made through their constructors, and their fields set from constructor parameters are typed from the call sites
 * as a class declaration's are, through a site that hands the field back to its own class, a field set from a
 * parameter's member (`this._core = server._core`), member chains (`this._core.methods.add(…)`), and `new X.C(…)` of
 * a class a literal-held namespace gets later; such a class's static methods are reached (`internals.Policy.ttl(…)`); an untyped parameter of a function assigned
 * to a member (`exports.execute = function (request) {…}`) is typed from its call sites as a declared function's is;
 * the `function` members of an object literal a statement assigns to a member (`Base.cursor = { hide: function () {…}
 * }`) are method nodes named under it (`Base.cursor.hide`), and any node inside such a literal is named so;
 * `super.m()` in a class extending an outside class (`extends Http.ServerResponse`) is outside.
 * 427: a pre-class constructor assigned to a qualified name (`exports = module.exports = internals.Socket = function
 * (ws) {…}`) has its prototype members (`internals.Socket.prototype.send = function …`) and statics
 * (`internals.Socket.broadcast = function …`) as method and function nodes under it (`Socket.send`), as `function
 * Socket` has; such a definition's target is no use of the constructor; `this.m()` in a prototype method the checker
 * leaves untyped reaches the file's own `m` of that prototype (`scope`), and so does `this.f.m()` with `this.f = new
 * internals.X(…)` set by such a constructor, and `this.m()` where the file gives that prototype no `m` reaches no other
 * owner's `m` by name, and `internals.X.prototype.m` read directly (handed on, `.call(…)`) is that member; `new C(…)` of a class a package's `index.js` re-exports by assignment
 * (`module.exports.Request = require('./lib/request').Request`) reaches its constructor; a repository without a
 * tsconfig is typed with its own `@types` folders, not the current directory's.
 * 428: a Go conversion (`GzippedText(b)`, `pkg.Level(n)`: a call of a type's own name) is a `uses` edge of the type, no
 * call (sqlx's `GzippedText.Scan` read as calling its own type, a cycle); a call of a value of a function type still
 * reaches the type; a Go embedding (`type qStmt struct{ *Stmt }`) carries no dispatch: `callees`, `callers` and
 * `impact` name no embedding type's method as an override of the embedded type's (`GraphLanguage.embeddingInherits`).
 * JavaScript: `this` of a plain function its caller binds (`function initMultipart () { this.type = …; this.onPart(…) }`
 * run with `.call`), and `const self = this || p`, reach a member's one repository definition by name (formidable's
 * plugins); an anonymous function literal handed to a parameter runs no node (the node whose code held it had been
 * called). Tree-sitter languages: a `Mock…`/`Fake…`/`Stub…` owner's member answers no call by name outside its file
 * and tests (httpcore's `MockSSLObject`). Go: a struct embedding a standard-library type (`*sql.DB`, `sync.Mutex`) has
 * its promoted methods when checking which interfaces it implements (sqlx's `DB` implements `Queryer`), and
 * `interface{}` and `any` are one type there; the exported methods of an unexported struct an exported struct of its
 * file embeds are exported (go-cache's `cache.Set` through `Cache`). A TypeScript/JavaScript node's doc keeps a JSDoc
 * `@word` written mid-sentence as text ("Inline @koa/router text" had been "Inline"): only an `@tag` at the start of a
 * comment line is a tag.
 * 429: Go: a method name two embedded standard-library types both have (`bytes.Buffer` and `strings.Builder`'s
 * `WriteString`) is promoted by neither when checking which interfaces a struct implements (Go rejects the ambiguous
 * selector). Python: a name or field set by a conditional expression whose two branches call one class
 * (`self.url = URL(url) if params is None else URL(url, params=params)`, httpx's `Request`) is an instance of it.
 * JavaScript: an anonymous constructor a variable and `module.exports` both hold (`const Client = (module.exports =
 * function (config) {…})`) is a node named by the variable, and `new` of the required module reaches it; methods
 * assigned through a variable holding a constructor's prototype (`const p = BufferList.prototype; p.add = function …`)
 * are the constructor's; a chain of calls on a new instance follows prototype methods that give back `this`.
 * JavaScript: a named function expression assigned to a member (`ejs.compile = function compile(…)`) takes the JSDoc
 * above its assignment statement, as an anonymous one so assigned does. Go: a value received from a
 * channel (`x := <-ch`, a select's `case x := <-c.add:`) is of the channel's element type (robfig/cron's
 * `newEntry.Schedule.Next(now)` had been unresolved). TypeScript/JavaScript: a class whose repository bases extend an
 * outside class (nunjucks's `FileSystemLoader extends Loader extends EmitterObj extends EventEmitter`) gets what it
 * does not define from outside (`this.emit(…)` external, not an unresolved call of the repository). Python: a name or
 * field set by an awaited call (`response = await self.get(url)`) holds what its `async def` declares.
 * 430: a member an ES module assigns to its exported object (`ejs.compile = function …` with `export default ejs`) is
 * an exported node. Python: a node's doc skips the field paragraphs (`:param x:`) that open its docstring, for the
 * paragraph after. Go: a value set by a call is typed at its assignment's line, so a call on a name a type switch's
 * case narrows gives what the narrowed type's method declares (echo's `wrappedErr := m.Unwrap()` then
 * `wrappedErr.Error()`).
 * 431: TypeScript: a function constant's `implements` edges go to its declared type (each member of a union or
 * intersection) and through a wrapper that keeps its argument's members (`Partial<T>`, a mapped `Mutable<T>`), no
 * longer to any generic's type arguments (fastify's `const testPluginOpts: FastifyPluginCallback<TestOptions>` had one
 * to `TestOptions`). TypeScript/JavaScript: a function given to a call that removes a listener
 * (`payload.removeListener('end', onEnd)`, `off`, `removeEventListener`, `unsubscribe`…) is no callback: a `uses`
 * edge, or `reference` for a method read.
 * 432: a call of a parameter or local whose declared type is a repository type, where calling an instance runs no
 * method of its class (Go: a `func` type), reaches that type, as a call of a field or receiver of it did: viper's
 * `for _, opt := range opts { opt(c) }` over `opts ...DecoderConfigOption`. TypeScript/JavaScript: a read of a
 * property of a method (`this.func.name`; not `.call`, `.apply`, `.bind`) is no `reference` edge unless a getter is read.
 * 433: a node takes the doc of a contract entity of its name only when the entity's lines overlap its span: gson's
 * package-private `Gson(GsonBuilder)`, which the contract leaves out, had the doc of the public `Gson()` above it.
 * Java: of overloads, one whose parameter takes the argument through a JDK conversion (widening, boxing, a JDK
 * supertype such as `Number`) is picked (`GraphLanguage.argumentConversion`): gson's `new JsonPrimitive(value)` with a
 * `float` had been bound name-only to the first constructor, `JsonPrimitive(Boolean)`. JavaScript: a package imported
 * by its own name reaches its code, not its hand-written typings (commander's examples' `new Command()`), and a member
 * call on a union-typed receiver the checker binds to nothing reaches the one part that has the member (`scope`).
 * Java: a field holding an anonymous class is a class of the field's name extending the created type (gson's
 * `TypeAdapters.INTEGER`, whose `read` had been `TypeAdapters.read@265`, overriding nothing). Ruby: an RSpec `let` or
 * `subject` block's signature is its call (`subject`, `let(:user)`), not the whole block.
 * 434: Python: an import written in a function binds there before the file's own names (python-dotenv's
 * `load_ipython_extension` had called itself). C and C++: export wrappers (`CJSON_PUBLIC(cJSON *) f(…)`) and
 * calling-convention macros (`void * CJSON_CDECL f(…)`) are blanked before parsing, and a C loop macro in a body
 * (`cJSON_ArrayForEach(x, a) { … }`) reads as a loop (cJSON: methods of a class `CJSON_CDECL`, prototypes as calls, loops
 * as functions). C#: a node's contract entity is found without the graph's arity suffix (``IRequest`1``), and a value a
 * dictionary or collection method gives (`GetOrAdd`, `FirstOrDefault`) is of the value or element type. Rust: a `let`
 * shadows the parameter of its name even when its type is unknown (`GraphLanguage.bindingsShadow`: reqwest's
 * `let mut req = builder.body(body)…` had been the crate's `Request`); a struct inside `pin_project! { … }` is a type
 * (reqwest's `Pending::new_err(…)` had read as outside the repository). Java: a value a JDK collection, map or
 * `Optional` method gives (`get`, `getOrDefault`, `peek`, `orElse`) is of the element or value type (retrofit's
 * `callAdapterFactories.get(i).get(…)` had read as outside the repository); a type written with a package no
 * repository folder holds (`okhttp3.Response`) is outside the repository.
 * 435: Ruby: a module's call on self outside test files is not answered by an includer in a test file (rack's
 * `Request::Helpers` calls of `get_header` had been left unresolved by a test's delegating stand-in).
 * 436: Go `:=`/`var` and Rust `let` bind their name after the declaration (testify's `diff := diff(expected, actual)`
 * calls the package's `diff`).
 * 437: C++: a call of a method declared in its class and defined apart (`T::m` in a source file) reaches the
 * definition, which `implements` the declaration (leveldb's `callers` of the definitions search returns were empty).
 * 438: a Python `@overload` group's node records its implementation's span (`GraphNode.implementation`).
 * 439: C++ locals declared as pointers or references (`Version* current = …`) and pointer fields (`Version* index;`)
 * are typed by their class (leveldb's `current->Get(…)`, `r->index->Get(…)` had reached nothing).
 * 440: a C or C++ annotation macro after a declared name (`GUARDED_BY(mu)`) is blanked before parsing.
 * 441: Python: calling a class method's receiver (`cls(name)`) or a value declared `type[X]` constructs X, where
 * calling an instance runs `__call__` (sanic's `Sanic.get_app` had read as calling the ASGI entry point).
 * 442: a static field or property read through its type's name types the call on it (Humanizer's
 * `Vocabularies.Default.Pluralize(…)`, gson's `Excluder.DEFAULT.withVersion(…)`).
 * 443: calls on self are marked (`onSelf`); C++ calls with template arguments, C/C++ functions handed on as arguments
 * (`&f` in C++), statement macros blanked; Python `self.__class__.m`, defaults naming functions, calls on self reaching
 * subclasses, plain method reads as uses, conditional values; PHP `new static`, `instanceof` narrowing; Rust function
 * values and pattern bindings; graph test paths as file roles have them.
 */
export const GRAPH_BUILDER_VERSION = 443;

/** A whole graph, nodes sorted by id and edges by (from, kind, to, line) so equal graphs serialize equally. */
export interface CodeGraph {
  formatVersion: 1;
  nodes: GraphNode[];
  edges: GraphEdge[];
}
