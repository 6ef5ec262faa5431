/**
 * What the shared tree-sitter graph builder knows about one language, as data plus pure hooks (STYLE §2
 * "Languages are data"): its query file, builtin names, how an import binds local names, how a module
 * specifier leads to repository files. One per `src/graph/languages/<id>/language.ts`; the shared code never
 * branches on a language id.
 */
import type { Node } from "web-tree-sitter";

/** A local name an import binds: to a module (`name` absent) or to one name inside it. */
export interface ImportBinding {
  local: string;
  module: string;
  name?: string;
  /** `from m import *`: every top-level name of the module. */
  wildcard?: boolean;
}

/** What module resolution may look at: every file path of the repository graph, and each language's module roots. */
export interface ModuleEnv {
  files: ReadonlySet<string>;
  /** Files of each folder (`""` for the root), sorted. */
  filesIn(dir: string): readonly string[];
  /** Files whose declared package or namespace (from their Stage 1 contract) is `name`, sorted; empty when none. */
  filesDeclaring(name: string): readonly string[];
  /**
   * The module roots the language `languageId` declared through its {@link GraphLanguage.moduleRoots} hook (Go:
   * `go.mod` module path → repository-relative folder, `""` for the root); empty when it has none.
   */
  moduleRoots(languageId: string): ReadonlyMap<string, string>;
}

/** The most times {@link GraphLanguage.reparse} runs on one file. */
export const REPARSE_ROUNDS = 3;

/** Where a module specifier leads: repository files (a Python module, a Go package's files), or outside. */
export type ModuleTarget = { paths: string[] } | { external: true } | undefined;

/**
 * Blocks that run with another receiver (Ruby: `instance_eval`, `Class.new(Base) do … end`, RSpec `describe`), so a
 * call without a receiver inside one is a method of that receiver, not of the enclosing class. A block passed to a
 * repository method runs where that method's body sends it (`&block` given on to `class_eval`, `instance_exec`,
 * another such method), found from the code; any other block keeps the caller's receiver. Call texts are written
 * with `.` (`Class.new`, `Rack.Builder.new`).
 */
export interface BlockReceiverRules {
  /** Methods that run the block given to them with self = their receiver (the caller's self without one): `instance_eval`, `class_exec`… */
  evaluators: ReadonlySet<string>;
  /** Methods a block given on as `&b` leaves with the caller's receiver (`define_method`: the block becomes a method of self). */
  keepers: ReadonlySet<string>;
  /** Calls whose block runs with self = a new subclass of their first argument (`Class.new`). */
  subclassing: ReadonlySet<string>;
  /** Calls whose block runs with self = a new class or module of no known ancestor (`Module.new`, `Struct.new`). */
  anonymous: ReadonlySet<string>;
  /** Calls whose block runs with self = an instance of their object when the repository does not define them (a gem's `Rack.Builder.new`). */
  outside: ReadonlySet<string>;
  /** A method whose definition means a class answers names it does not define (`method_missing`). */
  missingMethod?: string;
  /**
   * Calls in a class body that send the names it does not define elsewhere (ActiveSupport's `delegate_missing_to
   * :base_instance`): such a class, like one with {@link missingMethod}, may answer any name.
   */
  missingDelegators?: ReadonlySet<string>;
  /** Example groups (RSpec): blocks whose self is a group of the test framework, holding the definitions written in it. */
  groups?: {
    /** Methods, called without a receiver or on one of `receivers`, whose block is a group: `describe`, `context`. */
    methods: ReadonlySet<string>;
    receivers: ReadonlySet<string>;
    /** Group methods whose block runs inside groups written elsewhere (`shared_examples`). */
    shared: ReadonlySet<string>;
    /** Calls that bring another group's definitions in (`include_context`). */
    imports: ReadonlySet<string>;
    /** Calls that mix a module into the group (`include`, `extend`), or into every group when called on a configuration block's parameter. */
    mixins: ReadonlySet<string>;
    /** Calls whose block configures every group (`RSpec.configure`), and the files they are looked for in. */
    configure: ReadonlySet<string>;
    configFiles: RegExp;
    /** Outside calls that give the described constant (`described_class`, the implicit `subject`). */
    described: ReadonlySet<string>;
    /**
     * Outside classes a group is a subclass of, as constant paths (minitest's `describe` makes a
     * `Minitest::Spec`): where the repository reopens one (`class Minitest::Spec` in a test helper), a name no group
     * answers is looked up among its methods (`capture_warnings`, `self.deprecated`).
     */
    bases?: readonly string[];
  };
}

export interface GraphLanguage {
  /** Language id, as in the extract registry. */
  id: string;
  /** Grammar file name in `@vscode/tree-sitter-wasm/wasm/`. */
  grammar: string;
  /** Folder under `languages/` holding the `graph.scm` query, when not the id (C uses C++'s). */
  queryFolder?: string;
  /**
   * False where `//` and `/* … *\/` are no comments (Python: `//` divides), so signatures keep that text; default
   * true (they are dropped from signatures).
   */
  cStyleComments?: boolean;
  /** True where `#` starts a comment to the end of the line (Python), so signatures drop it; default false. */
  hashComments?: boolean;
  /**
   * True where a doc may list its reStructuredText fields (`:param x:`, `:returns:`) before its description (Python
   * docstrings: urllib3's `HTTPHeaderDict`), so a node's doc is the first paragraph after them; default false.
   */
  docFieldsFirst?: boolean;
  /**
   * Call objects that are literals (`", ".join`, `[1].append`, `{…}.get`, `3.to_s`): their methods are external.
   * Tested against the object text as written (separators already read as `.`).
   */
  literalObject: RegExp;
  /**
   * Module roots declared by manifest files, not by source (Go: each `go.mod`'s module path → its folder, `""` for the
   * root), read once per build and handed to {@link resolveModule} as `env.moduleRoots(id)`. `files`: every
   * repository file of the graph (repository-relative POSIX paths); `read`: a file's text, undefined when it
   * cannot be read (a missing file is no error).
   */
  moduleRoots?(files: ReadonlySet<string>, read: (path: string) => string | undefined): Map<string, string>;
  /**
   * True when the build the graph reads for leaves the file `path` out (Go: a `_windows.go` name or a `//go:build
   * !go1.20` line, for linux/amd64 at the `go.mod`'s Go version). Of definitions of one name in one package, those of
   * files the build keeps are found first. `text`: the file's text; `read`: another repository file's text
   * (undefined when it cannot be read). Absent: every file is built.
   */
  buildExcluded?(path: string, text: string, read: (path: string) => string | undefined): boolean;
  /**
   * Attribute methods (Ruby `attr_reader :name`, `attr_accessor :name`: {@link DefFact.attribute} is the declaring call
   * as written): `field(name)` is the field such a method gives (`@name`), `writers` the declaring calls that also
   * define the writer `name=` (`attr_accessor`), so a call `x.name = v` reaches the attribute's node.
   */
  attributes?: { field(name: string): string; writers: ReadonlySet<string> };
  /** Names that are builtins (calls to them are external): `len`, `print`, `append`… */
  builtins: ReadonlySet<string>;
  /** Object text of a call to the parent class (`super()`), when the language has one. */
  superCall?: string;
  /**
   * The parent-call form that names its class (Python `super(C, self)`, `super(C, cls)`: object texts as written, spaces
   * read out), its first group the class: a call on it is a parent call (`via: "super"`) looked up in the bases of that
   * class, as {@link superCall}'s is in those of the enclosing class (the enclosing class's when the name is no
   * repository type). Absent: only `superCall` is a parent call.
   */
  superCallNamed?: RegExp;
  /** Method run by calling a class (`__init__`), when the language has one. */
  constructorName?: string;
  /**
   * Method that makes the instance before the constructor runs (Python `__new__`): a call of a class that declares no
   * {@link constructorName} method but this one reaches it (markupsafe's `Markup(…)` calls run `Markup.__new__`, which
   * had no callers).
   */
  allocatorName?: string;
  /**
   * Methods whose declared result is what a context manager binds (`with C() as x`: `__enter__`, `__aenter__`), in
   * the order tried; a class whose methods declare no repository type binds itself.
   */
  enterMethods?: readonly string[];
  /**
   * The method whose declared result says what iterating a value of a class yields (Python `__iter__`: `def
   * __iter__(self) -> Iterator["Text"]`), for a loop over a repository class's value ({@link elementType} reads only
   * collection types written as such). Absent: a class's iteration is not read.
   */
  iterMethod?: string;
  /**
   * The method that runs when an instance is called (Python `__call__`): a call of a variable typed by a repository
   * class that has it (`factory(app)` with `factory: Factory`) resolves to it. Absent: such calls stay unresolved.
   */
  callMethod?: string;
  /**
   * A generator's declared result type as written → the type it yields (`Iterator[Response]` → `Response`), for a
   * function used as a context manager (`@contextmanager`); undefined when the text names no yielded type.
   */
  yieldedType?(text: string): string | undefined;
  /**
   * A collection's declared type as written → the type of its elements (C# `List<Rule>`, `IEnumerable<Rule>`,
   * `Rule[]` → `Rule`), for a loop variable over it (`foreach (var r in rules)`); undefined when the text names no
   * collection of one element type.
   */
  elementType?(text: string): string | undefined;
  /**
   * A collection's declared type as written → its element type as written, itself possibly a collection (Go
   * `map[Level][]Hook` → `[]Hook`, `[]*Route` → `*Route`), for a loop over an element of it (`range hooks[level]`);
   * undefined when the text is no collection type.
   */
  elementText?(text: string): string | undefined;
  /**
   * A mapping's declared type as written → the type of its values (Python `dict[str, Field]`, `Mapping[str, "Field"]`
   * → `Field`), for a loop over its items (`for name, field in fields.items()`); undefined when the text names no
   * mapping of one value type.
   */
  valueType?(text: string): string | undefined;
  /**
   * An index expression as written → the collection it indexes (Go `r.routes[i]` → `r.routes`, `m[key]` → `m`), whose
   * element is what the expression gives ({@link elementType} of the collection's declared type): a call on it
   * (`r.middlewares[i].Middleware(h)`) is a call on an element. Undefined for any other text, a slice expression
   * (`xs[1:]`, the collection itself) among them. Absent: an indexed object is untyped.
   */
  indexedCollection?(object: string): string | undefined;
  /**
   * Methods of the language's built-in collections that give one of their values, each with what they give, tried in
   * order: `"value"` ({@link valueType} of a mapping), `"element"` ({@link elementType}). Python `xs.pop(0)` of a
   * `List["BaseResponse"]` is a BaseResponse, `d.get(k)` of a `dict[str, Field]` a Field. Used only where the call's
   * own declared result is unknown. Absent: none.
   */
  elementMethods?: Readonly<Record<string, readonly ("element" | "value")[]>>;
  /**
   * Names a wildcard import does not bind when the imported module lists no public names (Python: `_private`);
   * default: none hidden.
   */
  hiddenFromWildcard?: RegExp;
  /**
   * Test fixtures injected by parameter name (pytest): an untyped parameter of a function whose name matches
   * `consumer` (or of a fixture itself) gets the type of the fixture function of that name, one whose decorator
   * matches `decorator`, found in the file itself or else in the nearest of `files` in its folder or a folder above.
   * A class decorator matching `classUser` (`@pytest.mark.usefixtures("dt_parser")`) names fixtures whose attributes
   * set on the requesting class (`request.cls.parser = DateTimeParser()`, a field fact `ofClass`) are the class's.
   */
  fixtures?: { files: readonly string[]; decorator: RegExp; consumer: RegExp; classUser?: RegExp };
  /** True when a constructor is named after its class (Java, C#, C++): `new C()` runs `C.C`. */
  constructorIsClassName?: boolean;
  /** Method name that constructs an instance when called on a class (`new` in Ruby `C.new`), running its constructor. */
  constructorCall?: string;
  /**
   * The type a call object builds without a constructor call, as written (Go composite literals `T{…}`, `&pkg.T{…}`,
   * `(&T{…})` and `new(T)` → `T`, `pkg.T`; `Box[int]{}` → `Box[int]`), from the object text as written (whitespace
   * between words kept, other whitespace dropped); undefined for any other object. A call on such an object is a
   * call of that type's method (`jsonBinding{}.BindBody(…)`), never a guess by name: `references` leaves such a call
   * out of the by-name sites of another type's method.
   */
  literalType?(object: string): string | undefined;
  /** Keyword of an object creation written as a call object (`new` in `new Builder().build()`), when the language has one. */
  newKeyword?: string;
  /** The implicit receiver inside a method (`this`, `$this`, `self`), when the language has one and no parameter names it. */
  selfName?: string;
  /**
   * True when {@link selfName} written in a class or module body, outside any method and any block that changes the
   * receiver, is the class itself (Ruby: `self.default_query_parser = …` in `module Utils` calls the class-side
   * writer); without it such a `self` has no type (Java's `this` in a field initializer is an instance).
   */
  bodySelfIsClass?: boolean;
  /**
   * The type name that means the enclosing type inside its definition or `impl` block (Rust `Self`: `Self::new()`,
   * `-> Self`), resolved to that type (for a method defined apart from its type, to its receiver type).
   */
  selfType?: string;
  /**
   * A declared type that holds a class, not an instance (Python `type[Context]`, `t.Type["Context"]`): group 1 is the
   * class. A call of a field so declared (`self.context_class(…)` with `context_class: type[Context] = Context`) builds
   * that class.
   */
  classObjectType?: RegExp;
  /**
   * Part `index` of `count` of a declared result type unpacked into names (Python `tuple[str | None, Command | None,
   * list[str]]`, part 1 of 3 → `Command | None`); undefined when the type is no such tuple of `count` parts.
   */
  resultPart?(result: string, index: number, count: number): string | undefined;
  /**
   * True where a package outside the repository cannot give back a value of a repository type, so each name unpacked
   * from an outside call's results holds an outside value (Go: afero's `size, err := buf.ReadFrom(t)`, then
   * `err.Error()`). Not Python: `user, created = User.objects.get_or_create(…)` gives a repository model.
   */
  outsideResultsOutside?: boolean;
  /**
   * The methods a context-manager statement runs on its value (`@call.enter`: Python `with x:` runs `__enter__` and
   * `__exit__`; `@call.enterAsync`: `async with x:` runs `__aenter__` and `__aexit__`). Each is a call edge where the
   * value's type is a repository class with that method; no edge otherwise (a file, a lock, an outside manager).
   */
  contextMethods?: { enter: readonly string[]; enterAsync: readonly string[] };
  /**
   * True when a class may be reopened in several files (Ruby `class Minitest::Test … end` in two files is one class):
   * a member missing from one definition is looked up in the other definitions of the same qualified name, and a type
   * name found in no scope resolves (`name-only`) when every type of that name is one such class.
   */
  openClasses?: boolean;
  /**
   * A type declaration whose signature this matches is one part of a type declared in several files (C# `public
   * partial class Policy`): the parts of one type, those of the same qualified name and arity in files declaring a
   * common namespace (or none), act as one type for member, field, constructor and base lookups. Each part keeps its
   * own class node (`Policy.cs#Policy`, `PolicyBuilder.cs#Policy`); lookup merges them, the part that declares a member
   * being the one its edges name.
   */
  partialTypes?: RegExp;
  /**
   * Call objects that are constant paths (Ruby `File`, `Rack::Builder`, read as `Rack.Builder`): when no type of the
   * repository has that path (as its qualified name or the end of it), the call is external (a core or gem constant).
   */
  constantObject?: RegExp;
  /**
   * With {@link nameOnlyTypes}: true when a declared type whose last name no type of the repository has (in files of
   * the grammar) is from outside it (C# `CancellationTokenSource cts`, `var cts = new CancellationTokenSource()`), so
   * calls on its values are external; a name {@link typeParameterName} matches stays unknown. A capitalized bare call
   * (`CancellationTokenSource(…)` as `new` writes it, an inherited `Dispose()`) that no type or method of the repository
   * is named after is external too.
   */
  unknownTypesExternal?: boolean;
  /**
   * Names that are type parameters by convention (C# `T`, `TResult`): the graph records no type parameter by name, so
   * a value of such a type is neither a repository type nor known to be outside.
   */
  typeParameterName?: RegExp;
  /**
   * The type of parameter `index` (0-based) of a lambda passed where a method takes a value of delegate type `type` (as
   * written: C# `Action<TestValidator>` → `TestValidator`, `Func<A, B, R>` → `A`/`B`, `Expression<Func<T, P>>` → `T`, a
   * `params Action<T>[]` → `T`); undefined for any other type. Lambda parameters are typed only where this is given.
   */
  delegateParameter?: (type: string, index: number) => string | undefined;
  /**
   * With {@link overloads}: false when an argument written `arg` (as in {@link CallFact.argTexts}) surely cannot be
   * passed where a parameter of declared type `param` is (C#: a lambda to an `int`, a string literal to an
   * `IDictionary<…>`); `declared` gives the declared type of a plain name argument, or of a member `A.B` of a
   * repository type, where known. True when unsure.
   * Overloads that take the argument count are narrowed to those every argument fits.
   */
  argumentFits?: (arg: string, param: string, declared: (name: string) => string | undefined) => boolean;
  /**
   * With {@link overloads}: the parameter count of a delegate type as written and whether it returns a value (C#
   * `Func<A, B, R>`: 2 and yes, `Action`: 0 and no), undefined for any other type; a method group passed where it is
   * fits only with an overload of that shape.
   */
  delegateShape?: (type: string) => { params: number; returns: boolean } | undefined;
  /**
   * With {@link overloads}: the type an argument written `arg` surely has, as written in the source (C#: a cast
   * `(string) request` → `string`, a name declared `object request` → `object`), or undefined when its text does not
   * show it. Of the overloads every argument fits, those whose parameter types are the most of these exactly win
   * (`Handle((string) r)` runs `Handle(string)`, not `Handle(object)`).
   */
  argumentType?: (arg: string, declared: (name: string) => string | undefined) => string | undefined;
  /**
   * With {@link argumentType}: how well a parameter written `param` takes an argument of type `arg` that it does not
   * name exactly, by the language's own conversions of its built-in types (Java: widening `int` → `long`, boxing
   * `boolean` → `Boolean`, a JDK subtype `Long` → `Number`), as a score below an exact match's 4 (higher is nearer:
   * the overload the language's most-specific rule picks scores highest); undefined when no such conversion takes it.
   */
  argumentConversion?: (arg: string, param: string) => number | undefined;
  /**
   * With {@link argumentConversion}: the overload-resolution phase in which a parameter written `param` takes an
   * argument of type `arg` (Java, JLS §15.12.2: 1 without boxing, 2 with boxing or unboxing; `Infinity` when the
   * language's built-in types cannot convert at all, `int` to `String`), undefined when the types are not the
   * language's built-in ones. A varargs overload is phase 3. Only the overloads of the first phase any is in are picked.
   */
  conversionPhase?: (arg: string, param: string) => number | undefined;
  /** The method a collection initializer calls per element (C# `Add`: `new TestValidator { v => … }` adds each lambda). */
  collectionAdd?: string;
  /** True when a class's methods and fields are in scope, unqualified, inside its methods (Java, C#, C++, Ruby). */
  implicitMembers?: boolean;
  /**
   * True when a method passed by name is resolved as a call of it written there would be (C# method groups:
   * `handler.Handle(n, sp, PublishCore, ct)` in MediatR's Mediator.cs passes the enclosing class's `PublishCore`;
   * `x.Run` a method of x's type): only a method found for sure makes a `via: "callback"` edge, a parameter or local
   * of that name is a value. Absent: a callback is a name or dotted path looked up as such.
   */
  methodGroups?: boolean;
  /**
   * With {@link implicitMembers}: true when only the innermost class's members (and its bases') are (Ruby: inside
   * `module Rack; class Lint`, `new` is `Lint.new`, never a `def self.new` of the enclosing module `Rack`).
   */
  selfIsInnermost?: boolean;
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
  /**
   * True for a language without methods (C): a call on a receiver (`c->funcs->read(c)`) goes through a function pointer
   * held in a field, so by name it reaches no method, and a bare call only a function. hiredis's
   * `c->funcs->read(…)` had reached the C++ Qt adapter's `RedisQtAdapter.read` by name.
   */
  noMethods?: boolean;
  /**
   * True when a value of an interface type can be called only because the interface is a delegate type (C# `delegate
   * Task<T> RequestHandlerDelegate<T>()`, an interface node): calling a parameter or variable of such a type (`next()`)
   * reaches that interface, as a call through a Go interface points at the interface's method. A delegate's code is
   * known only at run time, so the edge names the declared signature.
   */
  callableInterfaces?: boolean;
  /**
   * A method whose signature matches is a class (static) method (PHP `public static function wait()`): a call on an
   * instance (`$promise->wait()`, a call fact without `static`) found by name only never reaches it, since an object's
   * method is what such a call runs. Without it every method may answer any call.
   */
  staticMember?: RegExp;
  /**
   * True when a class may have a class method and an instance method of one name (Ruby `def self.call` and `def
   * call`): the two are two nodes, the later one in the file with its first line on its id (`Base.call@1033`, as
   * distinct overloads are named), and a call reaches the one its receiver's side runs ({@link DefFact.static}: a
   * constant, `self.class`, `superclass` or self in a class method for the class method; anything else, self in an
   * instance method or `C.new` for the instance method). Without it definitions of one name share one node.
   */
  classMethodTwins?: boolean;
  /**
   * True when {@link nameOnlyFallback} is kept to calls without a receiver (`helper(…)` inside a class or a test): a
   * call on a receiver of unknown type stays unresolved, because the language's core objects answer too many of the
   * repository's method names (Ruby `str.bytesize`, `uri.port`, `error.message`).
   */
  nameOnlyBareCallsOnly?: boolean;
  /**
   * True when every name a bare call may reach is found through the file's scopes and imports, and a module is a value
   * (Python: a name bound nowhere is a `NameError`): with {@link nameOnlyFallback}, only calls on a receiver resolve
   * by name — a bare call found in no scope never does (sqlparse's `f(s)` in one test file had reached another test's
   * nested `def f`) — and not where a module-level function has the name too (attrs' `attr.evolve(…)` on the module
   * `attr` is its function `evolve`, not `Attribute.evolve`), nor to a method of a class with an outside ancestor (a
   * framework's subclass: flask's `DispatchingJinjaLoader.get_source` for any Jinja loader's `get_source`; in C++ or
   * PHP such an ancestor is mostly `std::enable_shared_from_this` or `\Exception`, whose methods are known, and the
   * rule would only lose right edges: spdlog's `worker_ptr->backend_sink_it_(…)`, Slim's `$exception->getRequest()`).
   */
  scopedBareCalls?: boolean;
  /**
   * True when a function's parameter list (defaults, annotations) and result annotation run once, where the function is
   * defined, not on each call (Python: `def add_typer(self, name: str = Default(None))`): calls written there are the
   * enclosing scope's, not the function's (typer's `Typer.add_typer` listed `Default` and `Doc` as called "at lines 928,
   * 937, …", each a parameter's default or `Annotated` metadata).
   */
  headerRunsAtDefinition?: boolean;
  /**
   * Every assignment the query captures declares a new binding that shadows the earlier ones (Rust `let`, parameters):
   * a name's type at a call is its last binding's before the call, even when that one's type is unknown. Absent: an
   * untyped reassignment keeps the type of the assignment before it (Python's `url = request.url.join(url)`).
   */
  bindingsShadow?: true;
  /**
   * True when a type name found in no scope or import may resolve to the one type of that name in the repository
   * (`name-only`): for languages whose namespaces need not follow files (C# global namespace, C/C++ includes).
   */
  nameOnlyTypes?: boolean;
  /**
   * Lines blanked (same length, so offsets hold) before parsing: conditional-compilation directives
   * (`#if`/`#else`/`#endif`) that split declarations and make the grammar give up on a whole file.
   */
  blankLines?: RegExp;
  /**
   * The text to parse, of the same length (so offsets hold): attribute and export macros the grammar cannot read
   * (C++ `SPDLOG_INLINE void f()`, `class FMT_API format_error`, C `CJSON_PUBLIC(cJSON *) cJSON_Parse(…)`) blanked,
   * which otherwise turn the declaration into an error node; the extractor's `TreeSitterProfile.blankMacros`.
   */
  blankMacros?: (source: string) => string;
  /**
   * A second text to parse, of the same length (so offsets and lines hold), given the parsed tree and its text: Rust
   * blanks the `name!` of a macro invocation inside a function body, so its arguments parse as the expressions they
   * are (`tri!(self.parse_object_colon())` is `    (self.parse_object_colon())`, whose call the graph then reads).
   * Undefined when there is nothing to change. Run again on its result while it changes (at most {@link
   * REPARSE_ROUNDS} times: a macro written inside another's arguments is one only after the outer one is blanked).
   */
  reparse?: (root: Node, source: string) => string | undefined;
  /**
   * True when a call whose name no function, method or type of the repository has is external (dynamically typed
   * languages: such a method can only come from the standard library or a package; PHP's global functions).
   */
  unknownNamesExternal?: boolean;
  /**
   * True where a function handed on as a value must be written `&f` to count (C++: a bare name written as an argument
   * may be a field named without `this`, a variadic parameter or a macro's token; fmt's formatters pass their field
   * `out` everywhere). Absent: a bare name that resolves to a function counts too (C's `connectCallback`).
   */
  addressedCallbacks?: boolean;
  /**
   * Names that stand for the class around the code where a construction names a class (PHP `new static(…)`, `new
   * self(…)`): such a call constructs that class. flysystem's `UnableToCopyFile::fromLocationTo` read "Calls static",
   * a function outside the repository.
   */
  selfClassNames?: ReadonlySet<string>;
  /**
   * The method every object answers with its class (Ruby `class`): `x.class.m` looks `m` up in x's type, whose
   * definitions hold its class methods too (`def self.m`).
   */
  classMethod?: string;
  /**
   * The method every class answers with its parent class (Ruby `superclass`), called without a receiver in a class's
   * methods: `superclass.m` looks `m` up in the class's repository superclass, or, for a class with none, in the class
   * itself (at run time the receiver is a subclass, whose `superclass` is the class or one of its subclasses).
   */
  superclassMethod?: string;
  /**
   * Where a bare name that is no parameter or local variable is a method called on self (Ruby: `request.params` calls
   * `request`): such a call object has the type of the enclosing class's field `field(name)` (`@request`, what an
   * `attr_reader :request` returns) when it has one, else the method's result type. A path (`Stream.new`) whose head
   * has no known type is likewise a call, typed by its result. The bare names a query captures as call sites
   * (`@call.bare`: Ruby `def url; base_url + fullpath; end`) are calls unless a parameter or local of the name is in scope.
   */
  bareNameCalls?: { field(name: string): string };
  /**
   * True when a call on a receiver (`x.m()`) whose name no function, method or type of the repository has is external
   * (it can only be a method of a library or builtin type); unlike {@link unknownNamesExternal}, bare calls of
   * unknown names stay unresolved.
   */
  unknownMethodsExternal?: boolean;
  /**
   * True when namespaces are no definitions of the graph (C++ `namespace a { … }`), so a qualified type `a::b::T`
   * found nowhere else is the one type whose qualified name is a tail of the path (`T`, `b.T`), as `name-only`.
   */
  unnamedNamespaces?: boolean;
  /**
   * Bare call names that are macros by convention (C/C++ all capitals: `REQUIRE`, `TEST_CASE`): when no function,
   * method, macro or type of the repository has the name, the call is external (a macro of an outside header).
   */
  unknownMacros?: RegExp;
  /**
   * Call objects that read as namespace paths (C++ lower-case `spdlog`, `fmt.detail`): with {@link namespaceFunctions},
   * a call `a::f()` whose head is no type or variable names the one free function `f` even where methods share the name.
   */
  namespaceName?: RegExp;
  /** True when `a::f()` with a head that is no variable may name a free function of namespace `a` (C++). */
  namespaceFunctions?: boolean;
  /**
   * Call objects that read as module paths when the call is written with the static separator (`call.static`; Rust
   * lower-case `axum::routing` in `axum::routing::put(…)`, not `Router::new`): such a call, like a call without a
   * receiver, names a free function. With it, name-only resolution never picks a method for either (a bare `post(…)`
   * is no `TestClient.post`), because a method needs a receiver or its type's path. Absent: any callable may answer.
   */
  modulePath?: RegExp;
  /**
   * Method names any class may define for the language's protocols (Python dunders: `__init__`, `__enter__`,
   * `__call__`…): an unresolved call of one by name says nothing about which class it reaches, so `references`
   * keeps such a call only when its receiver can be the class itself (see graph/constructors.ts).
   */
  protocolMethod?: RegExp;
  /**
   * True when a method is only ever called on a receiver (Go: `x.M()`, never a bare `M()`, which is a function or a
   * type conversion such as chi's `Middlewares(xs)`): `references` keeps no bare call as a by-name use of a method.
   */
  methodsNeedReceiver?: boolean;
  /**
   * Decorators that make a method static (Python `staticmethod`): its first parameter is an argument like any other,
   * not the receiver, so a call of it (`getter_func(data)`) is no call of the class.
   */
  staticDecorator?: RegExp;
  /**
   * Decorators that make a method a class method (Python `classmethod`): its receiver is the class, and calling it
   * (`cls(name)`) constructs an instance, where calling an instance receiver (`self()`) runs {@link callMethod}.
   */
  classMethodDecorator?: RegExp;
  /**
   * A declared type whose values are classes, not instances (Python `type[Sanic]`, `Type[Sanic]`): calling such a value
   * constructs an instance of the class it names, where calling an instance runs {@link callMethod}.
   */
  classValueType?: RegExp;
  /**
   * Decorators that make a method a property (Python `property`, `functools.cached_property`): written as an argument
   * (`str(self.content, …)`), it is read, which runs it (`via: "reference"`), not handed on as a callback.
   */
  propertyDecorator?: RegExp;
  /**
   * A decorator that makes a method the setter or deleter of a property declared above it, its group 1 the property's
   * name (Python `@name.setter`, `@name.deleter`): such a method joins the property's node, whose span then runs to
   * its end (databases' `@_connection.setter` was in no node's span, so a place inside it named the class).
   */
  propertyAccessorDecorator?: RegExp;
  /**
   * The attribute every object has that holds its class (Python `__class__`): calling it on a receiver of a repository
   * type (`self.__class__(*values)`) constructs that type. arrow's `floor = self.__class__(…)` made `floor.shift(…)`
   * "outside the repository". A member of it (`self.__class__.create(…)`) is the class's own, as {@link classMethod}'s.
   */
  classAttribute?: string;
  /**
   * True where receivers' types are declared (Rust, Java, C#, Go, C++): a call guessed by name alone whose one candidate
   * is the calling method itself, on a receiver other than {@link selfName}, is left unresolved. Such a call hands on
   * to a wrapped value of a type the resolver could not read (serde_json's `Map.get_key_value` calling
   * `self.map.get_key_value` of its std map, `err.source()` of an `io::Error`): read as recursion, it made false cycles
   * and "Recursive: calls itself". Where types are not declared (Python's `child.walk()` in `walk`) it is usually right.
   */
  declaredReceivers?: boolean;
  /**
   * True where a call on {@link selfName} of a method its class and repository bases lack reaches the subclasses that
   * define it (Python: no declaration of an abstract method is needed, and a subclass may add a method to an outside
   * base's set, cachetools' `self.popitem()` in `Cache.__setitem__`).
   */
  selfCallsReachSubclasses?: boolean;
  /** Parameter names that hold the receiver by convention (Python `self`, `cls`), besides {@link selfName}. */
  selfParameters?: readonly string[];
  /**
   * Methods every object has from the language's root class (Ruby `Object`/`Kernel`: `respond_to?`, `is_a?`…): a call
   * of one on a receiver of unknown type is external (a typed receiver still finds its own override first).
   */
  universalMethods?: ReadonlySet<string>;
  /**
   * Methods whose result is a core object of the language whatever receiver answers them (Ruby `to_s` a String,
   * `split` an Array): a call on such a result (`x.to_s.empty?`) is external.
   */
  coreResults?: ReadonlySet<string>;
  /**
   * True when a constant name is looked up lexically (Ruby): `Request` written inside `module Rack; module
   * Protection` can only be `Rack::Protection::Request`, `Rack::Request` or a top-level `Request` (or a constant of an
   * enclosing class's base), never `Sinatra::Request`. A name-only type lookup keeps to those candidates, and a
   * constant path none of whose candidates the repository defines is external (a core or gem constant), as a call
   * object ({@link constantObject}) and as a constructed type (`x = Rack::Request.new(env)`: `x.params` external).
   */
  lexicalConstants?: boolean;
  /** Blocks whose receiver is not the enclosing one, as {@link BlockReceiverRules}; absent: every block keeps it. */
  blockReceivers?: BlockReceiverRules;
  /**
   * Outside methods whose result is an outside object whatever they are given (RSpec's `expect`, Rack::Test's
   * `last_response`): when the repository does not define the called name, calls on the result are external.
   */
  outsideResults?: ReadonlySet<string>;
  /** Method names too common to resolve by name alone (`each`, `map`, `to_s`…). */
  commonMethods?: ReadonlySet<string>;
  /**
   * True when a type implements an interface by having its methods, with no declaration saying so (Go): a struct
   * whose methods (its own and its embedded types') cover every method of a repository interface (its embedded
   * interfaces' included; none from outside the repository) with the same parameter and result types as written
   * (package qualifiers, parameter and result names aside) gets an `implements` edge, `name-only` (matched by names
   * and type texts, not by the type checker). An embedded interface from outside the repository counts when
   * {@link GraphLanguage.outsideInterfaces} lists its method set.
   */
  structuralInterfaces?: boolean;
  /**
   * True when an `inherits` edge is embedding, not subclassing (Go: `type qStmt struct{ *Stmt }`, an interface naming
   * another): the embedding type gets the embedded one's methods, but no method call dispatches along the edge. A
   * call on a concrete type runs that type's own or promoted method, and only a call through an interface runs
   * another type's, which its `implements` edges name ({@link structuralInterfaces} gives one to every type whose
   * method set, promoted methods included, covers the interface). sqlx's `n.Stmt.QueryRowx(…)` always runs
   * `Stmt.QueryRowx`, never that of `qStmt`, which embeds `*Stmt` and declares its own. Absent: a subtype's method of
   * the name overrides (classes).
   */
  embeddingInherits?: boolean;
  /**
   * True when a call of a type's own name (`T(x)`, `pkg.T(x)`) converts a value to that type (Go): a `uses` edge to
   * the type, no call, whatever its underlying type; a call of a value of a function type (`r.buildVarsFunc(m)`) stays
   * a call reaching the type. sqlx's `*g = GzippedText(b)` in `GzippedText.Scan` read as a call of the type, a cycle
   * between the type and its own method. Absent: calling a type builds an instance (Python `C()`), a call.
   */
  typeCallsConvert?: boolean;
  /**
   * Method sets of well-known interfaces from outside the repository, by the embedded name as written (Go
   * `http.Handler`, `io.Reader`, `error`): each method's name and its shape, parameter and result types without
   * spaces, names or package qualifiers (`ServeHTTP` → `(ResponseWriter,*Request)`, `Read` → `([]byte)(int,error)`).
   * Lets a repository interface that embeds one (chi's `Router` embeds `http.Handler`) have a known method set.
   */
  outsideInterfaces?: ReadonlyMap<string, readonly { name: string; shape: string }[]>;
  /**
   * False when an import makes names visible only in the importing file, never to the files that import it (C#
   * `using`, Java `import`, PHP `use`): a name missing from a module is then not looked for among that module's own
   * imports. The default (true) follows re-exports: a Python package `__init__` gathering its modules, a Rust `pub
   * use`, a C/C++ header's includes. Besides being right, it keeps a namespace declared by hundreds of files from
   * being searched through each file's `using` list (once per file and level: quadratic and worse).
   */
  importsReexport?: boolean;
  /** True when the top-level names of every file in a folder are visible in each other (Go packages). */
  folderScope: boolean;
  /** True when an import of a module leads to a folder node (a Go package) rather than to files. */
  importsFolders: boolean;
  /**
   * True when a wildcard import names a namespace that many files share (C# `using A.B;`): its `imports` edges go to
   * the files of the namespace whose types (or extension methods) the importing file names, one edge each, and when
   * it names none of them, the edge is unresolved (`?A.B`, not external). Absent: one edge to the namespace's first file.
   * (MediatR: `using Microsoft.Extensions.DependencyInjection;` made 30 files importers of MediatrServiceConfiguration.cs.)
   */
  namespaceImports?: boolean;
  /** Local names bound by one import fact. `packageName` gives the declared package of a resolved module. */
  bindings(fact: { module: string; name?: string; local?: string; alias?: string; wildcard?: boolean; implicit?: boolean }, packageName: (module: string) => string | undefined): ImportBinding[];
  /** Resolves a module specifier written in `fromPath`. */
  resolveModule(module: string, fromPath: string, env: ModuleEnv): ModuleTarget;
  /**
   * How many type arguments a type as written has (`Builder<T>` → 1, `Builder` → 0), where types of one name that differ
   * only in arity are different types (C# `Builder` and `Builder<T>` in two files of one namespace): a type name, a
   * `new` (`call.typeArgs`) or a declared type picks the declaration with that many type parameters (`def.typeParams`)
   * when there is one, else any of that name. Absent: arity is no part of a type's name.
   */
  typeArity?(text: string): number;
  /**
   * True when methods of one name in one type are different definitions (C# overloads): each is its own node, the first
   * keeping the plain id and each later one `@<line>` (its first line) on it, and a call picks the overload whose
   * parameters (`def.arg…`) take its argument count (`call.args`); where none or several do, or the count is unknown,
   * the first that does (else the first overload), as `name-only`. Absent: overloads share one node.
   */
  overloads?: boolean;
  /**
   * True where the queries capture parameter counts (`def.arg…`) and argument lists (`call.args`) in a language without
   * {@link overloads} (PHP): each function and method then carries its parameter count, and a call on a receiver of
   * unknown type reaches a method by name only where it can take the call's arguments.
   */
  parameterCounts?: boolean;
  /**
   * Calls that run another constructor from a constructor, by the name the query captures for them (Java's
   * `this(…)` and `super(…)`): `own` = a constructor of the enclosing class, `base` = one of its base class (the class
   * itself where it declares none; outside the repository where the base is); the arguments pick the overload.
   */
  chainedConstructors?: Readonly<Record<string, "own" | "base">>;
  /**
   * True where functions live in namespaces a call names with the namespace separator (PHP): `\A\B\f(…)` is `f` of
   * namespace `A\B`, `B\f(…)` is relative to a `use A\B;` alias or else to the file's own namespace, `\f(…)` is a
   * global function (the language's own unless a file without a namespace defines it); and an unqualified `f(…)`
   * reaches, besides its own namespace's `f` (found through the file's scope), only a global one by name, never
   * another namespace's (PHP falls back to the global function: `json_encode()` in `GuzzleHttp\Tests` is PHP's).
   */
  namespacedFunctions?: boolean;
  /**
   * With {@link overloads}: true when a call whose argument count the one method of that name does not take runs no
   * method of the repository (C#: `Equals(a, b)` where the class overrides `Equals(object)` is `object.Equals`);
   * absent, such a call keeps that method.
   */
  exactArity?: boolean;
  /**
   * True when a static method may extend a type (C# `static int Twice(this string s)`, its `this` parameter captured as
   * `def.extends`): an instance call `s.Twice()` whose name no type of the receiver declares runs the repository's
   * extension method of that name for the receiver's type (with that type unknown, the one of that name, `name-only`).
   */
  extensionMethods?: boolean;
  /**
   * Node types a definition may stand in among others (Go `type_declaration` around its `type_spec`s, C++
   * `template_declaration`): a definition without doc comments of its own takes those above such a parent.
   */
  docWrappers?: readonly string[];
  /**
   * A decorator that marks a signature-only stub (Python `@overload`, `@typing.overload`): stubs and the definition of
   * the same name right after them are one node that spans them all and carries the implementation's signature and doc
   * (its first stub's doc when the implementation has none), as a TypeScript overload group is one node.
   */
  overloadDecorator?: RegExp;
  /**
   * Functions and methods are declared in one file and defined in another (C++: a method declared in its class in a
   * header, `T::m(…) { … }` in a source file that includes it; `@def.declaration` marks the declarations): a call of
   * a declaration reaches its one definition, which `implements` it.
   */
  definitionsApart?: true;
  /**
   * A decorator or attribute (as the graph query captures it, `@def.decorator`) that makes a definition test code in a
   * source file (Rust `#[test]`, `#[tokio::test]`, a function in a `#[cfg(test)]` module): its node is marked
   * {@link GraphNode.test}. Absent: tests are known by their files only.
   */
  testDecorator?: RegExp;
  /**
   * True when a method declared `static` is never run by a call on another type's method of that name (Java, C#,
   * C++: a static method hides, it does not override): `impact` and `callers` leave it out of dispatch. Absent:
   * static methods inherit and dispatch as others do (JavaScript's and PHP's late-bound statics) or there are none.
   */
  staticNeverDispatched?: boolean;
  /** A declared type's name as written → the bare type name (`*Stack[T]` → `Stack`, `Optional["Foo"]` → `Foo`), or undefined. */
  typeName(text: string): string | undefined;
  /**
   * The member types of a declared union of two or more types besides None, as written (Python `A | B`,
   * `Union[A, B]`, `Optional[Union[A, B]]` → `["A", "B"]`); undefined for any other type text. A call of a member
   * on a value so typed may run each member type's method of that name.
   */
  unionTypeNames?(text: string): string[] | undefined;
}
