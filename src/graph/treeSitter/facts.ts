/**
 * Runs a language's `graph.scm` over one file and turns the matches into plain facts: definitions (with their
 * containing definition), calls, functions passed by name, values built by a literal of a named type, typed names and imports. Captures are read by name
 * (vocabulary below); a facet pattern without a `@def.<kind>` capture (`@def.base`, `@def.result`…) belongs to
 * the nearest definition above the captured node. Over 400 lines: the capture vocabulary, the fact shapes and the
 * one pass that reads them (with its two range lookups, definitions and blocks) change together.
 */
import type { Node, Query, Tree } from "web-tree-sitter";
import type { GraphNodeKind } from "../types.js";
import { calleeText } from "../calleeText.js";
import type { GraphLanguage } from "./graphLanguage.js";

/** Every capture name a `graph.scm` may use; an unknown name fails when the query loads. */
export const GRAPH_CAPTURES: ReadonlySet<string> = new Set([
  "def.class", "def.struct", "def.interface", "def.function", "def.method",
  "def.name", "def.base", "def.implements", "def.receiver", "def.receiverName", "def.result",
  "def.decorator", "def.baseEnclosing", "def.body", "def.param", "def.paramType", "def.return", "def.returnCall", "def.yield", "def.yieldCall",
  "def.returnCallable", "def.returnCallObject", "def.returnCallName", "def.blockParam", "def.typeParams", "def.attribute", "def.module", "def.arg", "def.argOptional", "def.argRest", "def.argReceiver", "def.extends", "def.static", "def.declaration",
  "call", "call.name", "call.object", "call.static", "call.decorator", "call.args", "call.typeArgs", "call.writer", "call.inherited", "call.bare", "call.instantiated", "call.enter", "call.enterAsync", "callback",
  "read", "read.object", "read.name", "read.assigned", "construct", "construct.type", "use.type",
  "args", "args.first", "args.block", "block", "block.call", "scope",
  "var", "var.name", "var.type", "var.call", "var.callObject", "var.callName", "var.value", "var.builtin", "var.enter", "var.element", "var.mapValue", "var.outer", "var.unpacked", "var.lambda", "var.lambdaCall", "var.lambdaInit", "var.spread",
  "field", "field.name", "field.type", "field.typeComment", "field.call", "field.callObject", "field.callName", "field.var", "field.ofClass", "local", "local.after", "local.groups", "local.function", "export",
  "impl.trait", "impl.type", "narrow", "narrow.name", "narrow.type", "narrow.body",
  "import", "import.module", "import.name", "import.local", "import.alias", "import.wildcard", "import.implicit", "import.global",
  "scriptOnly",
]);

const DEF_KINDS: Record<string, GraphNodeKind> = {
  "def.class": "class",
  "def.struct": "struct",
  "def.interface": "interface",
  "def.function": "function",
  "def.method": "method",
};

/** A PEP 484 type comment (`# type: dict[str, Field]`); group 1 holds the type. */
const TYPE_COMMENT = /^#\s*type:\s*(.+)$/u;

/** One definition; `key` is its syntax node id, `parent` the key of the definition around it. */
export interface DefFact {
  key: number;
  kind: GraphNodeKind;
  name: string;
  start: number;
  end: number;
  /** Offset where the body starts (signature = text before it). */
  bodyStart: number;
  /** Offset where the type a type declaration declares after its name starts (Go `type LevelHooks map[Level][]Hook`). */
  declaredStart?: number;
  parent?: number;
  receiver?: string;
  receiverName?: string;
  result?: string;
  /**
   * Base types as written; `implements` marks an interface implemented rather than a class extended. `apart` marks one
   * declared by an implementation written apart from the type ({@link FileFacts.impls}, Rust `impl Trait for T`): it
   * counts (an edge, a base for member lookups) only when it resolves to an interface of the repository.
   */
  bases: { text: string; line: number; implements?: true; apart?: true }[];
  /** Doc text (docstring or the doc comments above), by the extractor's rules (`extract` `declarationDoc`); absent when none. */
  doc?: string;
  /** Its doc comment carries a `@deprecated` tag (Javadoc, PHPDoc, YARD), which {@link doc} leaves out. */
  deprecated?: true;
  /** Decorators as written, without `@` (`pytest.fixture`, `pytest.fixture(scope="session")`); absent when none. */
  decorators?: string[];
  /** Names of the parameters (those the query captures), in order; absent when none. */
  params?: string[];
  /** Types of the parameters as written, in order (Go, to compare method signatures); absent when none. */
  paramTypes?: string[];
  /**
   * What the function gives back, as written: a returned (or, with `yielded`, yielded) local name, or the callee
   * of a returned call (`call`: `app.test_client` for `return app.test_client()`), or (`callable`) the function or
   * class a returned callable value runs when called (`C` for `return functools.partial(C, …)`). Absent when none
   * is captured.
   */
  returns?: { text: string; call?: true; yielded?: true; callable?: true }[];
  /** The parameter that takes the block passed to the function (Ruby `&block`); absent when none. */
  blockParam?: string;
  /** The innermost block (a {@link BlockFact} key) around the definition inside its parent; absent when none. */
  block?: number;
  /** How many type parameters the definition declares (C# `class Builder<T>`: 1); absent when none. */
  typeParams?: number;
  /** The names of those type parameters, in order (`GetPipeline<TResult>(TKey key)`: `TResult`); absent when none. */
  typeParamNames?: string[];
  /**
   * How many arguments a call of the definition takes, where the query captures its parameters (`def.arg…`): `min`
   * leaves out parameters with a default and a variadic one, `max` is infinite with a variadic one; `receiver` when the
   * first parameter is the object an extension method is called on (C# `this IX x`). Absent when none is captured.
   */
  arity?: { min: number; max: number; receiver?: true };
  /** The type an extension method extends: its `this` parameter's type as written (C# `this string s`: `string`). */
  extends?: string;
  /**
   * The declaring call of an attribute method, as written (Ruby `attr_reader`, `attr_accessor`): the method gives the
   * field of its name ({@link GraphLanguage.attributes}); absent for other definitions.
   */
  attribute?: string;
  /** A module (Ruby `module M`): a type that mixes in but is never instantiated (`def.module`); absent for classes. */
  module?: true;
  /**
   * A declaration whose body is written elsewhere (`def.declaration`: a C++ method declared in its class, `int
   * Count() const;`, defined as `int T::Count() const { … }` in a source file); absent for definitions.
   */
  declaration?: true;
  /** The name is written from the top level (Ruby `module ::Helper`): no enclosing definition qualifies it. */
  rooted?: true;
  /**
   * A class method (`def.static`: Ruby `def self.m`, a `def` inside `class << self`), where the language tells class
   * and instance methods of one name apart ({@link GraphLanguage.classMethodTwins}); absent for other definitions.
   */
  static?: true;
}

/**
 * A block passed to a call (Ruby `describe X do … end`, `Class.new(Base) { … }`), with that call's name, object and
 * first argument as written; or (`scope`) a function literal that is no definition (Go `func(w, r) {…}`, Python
 * `lambda r: …`), with `name` empty. Either way the names first bound inside it are its own. `key` is its syntax node
 * id; `owner` the innermost definition around it, `parent` the innermost block around it (of any owner).
 */
export interface BlockFact {
  key: number;
  start: number;
  end: number;
  owner?: number;
  parent?: number;
  name: string;
  object?: string;
  arg?: string;
  /** A lexical scope only (`@scope`): no call gives it, and it never changes who `self` is. */
  scope?: true;
}

export interface CallFact {
  owner?: number;
  name: string;
  object?: string;
  /** The object is a path written with the language's static separator (C++ `a::f()`, not `a.f()` / `a->f()`). */
  static?: true;
  /**
   * A decorator written without arguments (`@call.decorator`: Python `@r.wraps`), called with what it decorates: an
   * edge only when it reaches the repository's code (`@property`, `@staticmethod` are no calls worth counting).
   */
  decorator?: true;
  line: number;
  /** The first argument when it is a name, constant path or symbol as written (`include Helpers`, `Class.new(Base)`). */
  arg?: string;
  /** A name passed as the call's block (`instance_eval(&block)`: `block`). */
  blockArg?: string;
  /** The innermost block (a {@link BlockFact} key) around the call inside its owner; absent when none. */
  block?: number;
  /** How many arguments the call passes, where the query captures its argument list (`call.args`). */
  args?: number;
  /** How many type arguments a constructed type or a generic method is written with (`new Builder<T>()`, `NoOp<int>()`: 1; `call.typeArgs`). */
  typeArgs?: number;
  /**
   * The arguments as written (whitespace between words as one space, each cut at 80 characters), where the query
   * captures the argument list: for picking an overload by what its arguments are ({@link GraphLanguage.argumentFits}).
   */
  argTexts?: string[];
  /**
   * Written as a bare name with no receiver, arguments or parentheses (`@call.bare`: Ruby `two` in `def one; two; end`),
   * which reads a parameter or local variable where one of that name is in scope there: a call only where none is.
   */
  bare?: true;
  /**
   * Written with its type arguments as an index (`@call.instantiated`: Go `toNumberE[int](i)`, which the grammar cannot
   * tell from a call of a slice element, `hs[i](x)`): a call only of a function or method; no edge for anything else.
   */
  instantiated?: true;
  /**
   * Run by a statement, not written as a call (`@call.enter`: Python `with x:` runs `x.__enter__()`; the names are
   * {@link GraphLanguage.contextMethods}): an edge only when it reaches the repository's code.
   */
  implicit?: true;
  /** On a read (`reads`): the member is an assignment's target (`self.heads = …`), written, not read. */
  assigned?: true;
}

/**
 * A value of a named type built without a call (`@construct`: a Go composite literal `T{…}`, `&pkg.T{…}`), with the
 * type as written (`construct.type`: `T`, `pkg.T`, `Box[int]`).
 */
export interface ConstructionFact {
  owner?: number;
  type: string;
  /** 1-based line where the literal starts. */
  line: number;
  /** The innermost block (a {@link BlockFact} key) around the literal inside its owner; absent when none. */
  block?: number;
}

export interface VarFact {
  owner?: number;
  /** 1-based line of the assignment or declaration (a name assigned several times is typed by the one before a call). */
  line: number;
  /** The innermost block (a {@link BlockFact} key) around the assignment inside its owner: the variable is that block's. */
  block?: number;
  name: string;
  type?: string;
  call?: string;
  /** Another name (or field path, `c.Request`) whose value the variable copies (Go `b := Form`): it has that one's type. */
  value?: string;
  /** The variable holds a literal of a builtin type (list, dict, string…): its methods are external. */
  builtin?: true;
  /**
   * Bound by a context manager (`with C() as x`): `x` is what entering `call`'s value gives (its `__enter__`
   * result, or what a generator-based manager yields), not the value itself.
   */
  enter?: true;
  /**
   * Bound by a loop over the collection `value` (C# `foreach (var x in items)`): `x` is an element of it, not the
   * collection; `"value"`: a value of the mapping `value` (Python `for k, x in fields.items()`, {@link GraphLanguage.valueType}).
   */
  element?: true | "value";
  /**
   * `value` is read in the scope around the definition, not its own: a Python parameter's default (`def getter(val,
   * field_obj=field_obj)` in a loop over fields) is evaluated where the function is defined.
   */
  outer?: true;
  /**
   * Bound by unpacking a call's result (Python `name, cmd, args = self.resolve_command(…)`, `call` the callee as
   * written; no {@link call} then): the name is part `index` (0-based) of `count` names, typed by that part of the
   * declared result ({@link GraphLanguage.resultPart}).
   */
  part?: { call: string; index: number; count: number };
  /**
   * A parameter of a lambda passed as an argument (C# `v` in `new TestValidator(v => v.RuleFor(…))`): `callee` is the
   * called method or constructed type as written (`TestValidator`, `v.RuleFor(x=>x.Orders).ForEach`), `arg` the
   * lambda's argument position (0-based) among `args` arguments, `param` the parameter's position in the lambda. With
   * `init`, the lambda is an element of a collection initializer of type `callee` (`new TestValidator { v => … }`):
   * the argument of the language's {@link GraphLanguage.collectionAdd} method of a new `callee`.
   */
  lambda?: { callee: string; arg: number; args: number; param: number; init?: true };
}

/** A field of a type (Go struct field, Python attribute); `owner` is the type, or a method of it. Embedded Go fields have no name. */
export interface FieldFact {
  owner?: number;
  name?: string;
  type?: string;
  call?: string;
  /** A local name of the method the field is assigned in (`self.x = x`): the field has that name's type. */
  var?: string;
  /** The innermost block of `owner` the assignment is written in (Ruby `before do @x = … end`); absent when none. */
  block?: number;
  /**
   * Set on the class a fixture's request names (pytest `request.cls.parser = …`): a field of the test classes that use
   * the fixture `owner` ({@link GraphLanguage.fixtures} `classUser`), not of a class around it.
   */
  ofClass?: true;
}

export interface ImportFact {
  module: string;
  /** Imported name (`from m import name`); absent when the module itself is bound. */
  name?: string;
  /** Local name of an imported name (`as` on a name). */
  local?: string;
  /** Local name of a module (`import a.b as c`, Go `import c "a/b"`). */
  alias?: string;
  wildcard?: boolean;
  /** Bound by the language, not written as an import (a Java file's own package): no `imports` edge. */
  implicit?: boolean;
  /** Applies to every file in the declaring file's folder and below (C# `global using`). */
  global?: boolean;
  line: number;
  /**
   * The innermost function or method (a {@link DefFact} key) the import is written in (Python's `from .x import f` in a
   * function body binds `f` there only); absent for an import at file or type level.
   */
  owner?: number;
}

export interface FileFacts {
  defs: DefFact[];
  calls: CallFact[];
  callbacks: CallFact[];
  /**
   * Members read without a call (`@read`: Python `box.size`, `register(box.open)`), as `object` and `name`: a method
   * they name runs (a property) or is handed on. The callee of a call (`box.open()`) is no read.
   */
  reads: CallFact[];
  /** Values of named types built without a call (Go composite literals); empty when the query captures none. */
  constructions: ConstructionFact[];
  /**
   * Types named in code as a test of a value's type (`@use.type`: a Go type assertion `v.(T)`, a type switch case
   * `case T, *U:`), as written; a `uses` edge each when it is a repository type. Absent when the query captures none.
   */
  typeUses?: ConstructionFact[];
  vars: VarFact[];
  fields: FieldFact[];
  /** Names bound inside a definition (parameters, local variables), by the definition's key. */
  locals: {
    owner?: number;
    name: string;
    block?: number;
    /**
     * 1-based last line of the declaration that binds the name, where the name is bound only after it (`@local.after`:
     * Go `diff := diff(a, b)`, Rust `let diff = diff(a);` call the outer `diff`); absent where it is bound throughout its
     * definition (a parameter, a Python local).
     */
    boundAfter?: number;
  }[];
  /**
   * Local names given a function literal in their definition (`@local.function`: Go `f := func(…) {…}`, `f = func…`; Python `f = lambda …`):
   * a call of such a name runs the literal, whose body belongs to the definition around it, so it makes no edge.
   * Absent when the query captures none.
   */
  localFunctions?: { owner?: number; name: string; block?: number }[];
  imports: ImportFact[];
  /** Blocks passed to calls, by start offset; absent when the query captures none. */
  blocks?: BlockFact[];
  /** Names the module lists as its public ones (Python `__all__`), in order; absent when it lists none. */
  exports?: string[];
  /**
   * Interfaces implemented apart from the type's declaration (Rust `impl<T, S> FromRequestParts<S> for Query<T>`): the
   * interface and the type as written (`FromRequestParts<S>`, `Query<T>`), the 1-based line the interface is
   * written on, and the innermost definition around the implementation (a test function declaring the type too);
   * absent when the query captures none (`impl.trait`, `impl.type`).
   */
  impls?: { trait: string; type: string; line: number; owner?: number }[];
  /**
   * Names a type test narrows in a branch (`@narrow`: Python `if isinstance(other, Arrow):` / `elif …`, a Go type
   * switch's `case *HTTPError:`): in the lines after `line` up to `until` (1-based, inclusive: the branch's body),
   * `name` holds a `type` as written. A branch captured with more than one type (`case A, B:`) narrows nothing. Absent
   * when the query captures none.
   */
  narrowings?: { owner?: number; name: string; type: string; line: number; until: number }[];
}

/** Throws when a query uses a capture name outside {@link GRAPH_CAPTURES} (other than `@_…` predicate helpers), naming the file. */
export function checkGraphCaptures(names: readonly string[], label: string): void {
  const bad = names.filter((n) => !GRAPH_CAPTURES.has(n) && !n.startsWith("_")); // `@_x`: for predicates only
  if (bad.length) throw new Error(`${label}: unknown capture name(s) ${bad.map((n) => `@${n}`).join(", ")}`);
}

const text = (source: string, n: Node): string => source.slice(n.startIndex, n.endIndex);

/** Named children of a list node (arguments, type parameters), comments left out. */
const listSize = (n: Node): number => n.namedChildren.filter((c) => c !== null && !c.isExtra).length;

/**
 * Facts of one parsed file. The caller owns (and deletes) the tree. `separators` (`::`, `->`) are rewritten to
 * `.` in call objects and callee texts, so resolution reads one path syntax (`::Logger.new` from the top level: `.Logger`).
 * `contextMethods`: the methods a `@call.enter` / `@call.enterAsync` value has run on it (the language's
 * {@link GraphLanguage.contextMethods}). `headerRunsAtDefinition`: calls and values in a function's parameter list and
 * result annotation belong to the code around it ({@link GraphLanguage.headerRunsAtDefinition}).
 */
export function collectFacts(tree: Tree, source: string, query: Query, separators: readonly string[] = [], docOf?: (node: Node) => { doc?: string; deprecated?: true } | undefined, contextMethods?: GraphLanguage["contextMethods"], headerRunsAtDefinition = false): FileFacts {
  const path = (t: string): string => calleeText(t, separators);
  // A lambda parameter's place: the argument (`@var.lambda`) among its list, the parameter among the lambda's.
  // An element of a collection initializer is the one argument of its own call.
  const lambdaOf = (arg: Node | undefined, callee: Node | undefined, name: Node, init = false): VarFact["lambda"] => {
    const list = arg?.parent;
    if (!arg || !callee || !list) return undefined;
    const args = init ? [arg] : list.namedChildren.filter((c) => c !== null && !c.isExtra);
    const param = name.parent?.type === "parameter" ? (name.parent.parent?.namedChildren.filter((c) => c !== null && !c.isExtra) ?? []).findIndex((c) => c!.id === name.parent!.id) : 0;
    return { callee: path(text(source, callee)), arg: args.findIndex((c) => c!.id === arg.id), args: args.length, param: Math.max(param, 0), ...(init ? { init: true as const } : {}) };
  };
  const defs = new Map<number, DefFact>();
  const facets: { node: Node; name: string; value: string; line: number }[] = [];
  const calls: { node: Node; name: string; object?: string; static?: true; decorator?: true; args?: number; typeArgs?: number; argTexts?: string[]; inherited?: true; bare?: true; implicit?: true; instantiated?: true }[] = [];
  const bareNames = new Set<number>(); // a bare name several `@call.bare` patterns match is one call
  const callbacks: Node[] = [];
  const reads: { node: Node; object: string; name: string }[] = [];
  // `start:end` of each member written as an assignment's target (`@read.assigned`: Python `self.heads = …`).
  const assignedReads = new Set<string>();
  const constructions: { node: Node; type: string }[] = [];
  const typeUses: Node[] = [];
  const localFunctions: Node[] = [];
  // `start:end` of each call's callee written `object.name`, so the same member expression is no read too.
  const callees = new Set<string>();
  const writers = new Set<number>();
  const vars: { node: Node; name: string; type?: string; call?: string; value?: string; builtin?: true; enter?: true; element?: true | "value"; outer?: true; part?: VarFact["part"]; lambda?: VarFact["lambda"] }[] = [];
  const exports: string[] = [];
  const imports: ImportFact[] = [];
  // Import statements by start offset, and blocks that run only when the file is started as a script (`scriptOnly`).
  const importStarts = new Map<ImportFact, number>();
  const importNodes = new Map<ImportFact, Node>();
  const scriptOnly: Node[] = [];
  const fields: { node: Node; fact: FieldFact }[] = [];
  const locals: Node[] = [];
  // Locals bound only after their declaration (`@local.after`): the declaration's last line, by the name node's id.
  const boundAfter = new Map<number, number>();
  const groupLocals: { node: Node; name: string }[] = [];
  // Per call node: its first argument and the name passed as its block (`args` patterns); blocks and their calls.
  const args = new Map<number, { first?: string; block?: string }>();
  const blockNodes: { node: Node; call: number }[] = [];
  const scopeNodes: Node[] = [];
  const impls: { node: Node; trait: string; type: string; line: number }[] = [];
  const narrowings: { node: Node; name: string; type: string; until: number }[] = [];
  for (const match of query.matches(tree.rootNode)) {
    const get = (name: string): Node | undefined => match.captures.find((c) => c.name === name)?.node;
    const defCapture = match.captures.find((c) => c.name in DEF_KINDS);
    const nameNode = get("def.name");
    if (defCapture && nameNode) {
      const node = defCapture.node;
      // The body, or the `{…}` block of what a type declaration declares after its name (Go `type T struct {…}`: the
      // signature is `T struct`); a declared type without a block (`type HandlerFunc func(*Context)`) is all signature,
      // and a `type` before the name is a result type (C# `delegate int Next(int n);`), part of the signature too.
      const declared = node.childForFieldName("type");
      const block = declared && declared.startIndex > nameNode.startIndex ? declared.children.find((c) => c !== null && c.text.startsWith("{")) : undefined;
      // A definition whose body is no field of its node (Ruby `ProxyOptions = Options.new(:uri) do … end`): `@def.body`.
      const body = get("def.body") ?? node.childForFieldName("body") ?? block ?? null;
      const prior = defs.get(node.id);
      // A name written as a path (Ruby `class Minitest::Test`) reads with `.`, like call objects; one written as a
      // symbol (Ruby `alias_method :it, :test`) without its colon.
      let def = prior;
      if (!def) {
        def = { key: node.id, kind: DEF_KINDS[defCapture.name]!, name: path(text(source, nameNode)).replace(/^:(?=[^:])/u, "").replace(/^\.(?=[\p{L}_])/u, ""), start: node.startIndex, end: node.endIndex, bodyStart: body?.startIndex ?? node.endIndex, ...(declared && declared.startIndex > nameNode.startIndex ? { declaredStart: declared.startIndex } : {}), bases: [] };
        const doc = docOf?.(node);
        if (doc?.doc !== undefined) def.doc = doc.doc;
        if (doc?.deprecated) def.deprecated = true;
        const written = text(source, nameNode);
        if (separators.some((sep) => written.startsWith(sep))) def.rooted = true;
      }
      const receiver = get("def.receiver");
      if (receiver) def.receiver = text(source, receiver);
      const attribute = get("def.attribute");
      if (attribute) def.attribute = text(source, attribute);
      if (get("def.module")) def.module = true;
      if (get("def.declaration")) def.declaration = true;
      if (get("def.static")) def.static = true;
      for (const c of match.captures) {
        if (c.name !== "def.decorator") continue;
        const d = text(source, c.node).replace(/^@\s*/u, "");
        if (!def.decorators?.includes(d)) (def.decorators ??= []).push(d);
      }
      defs.set(node.id, def);
      continue;
    }
    const typeParams = get("def.typeParams");
    if (typeParams) {
      // Each parameter's name: its last word (`in T`, `[Attr] T`: `T`).
      const names = typeParams.namedChildren.filter((c) => c !== null && !c.isExtra).map((c) => /[\p{L}_][\p{L}\p{N}_]*$/u.exec(text(source, c!).trim())?.[0] ?? "");
      facets.push({ node: typeParams, name: "def.typeParams", value: names.join(","), line: 0 });
    }
    for (const facet of ["def.arg", "def.argOptional", "def.argRest", "def.argReceiver"] as const) {
      const n = get(facet);
      if (n) facets.push({ node: n, name: facet, value: "", line: 0 });
    }
    const enclosingBase = get("def.baseEnclosing");
    if (enclosingBase) facets.push({ node: enclosingBase, name: "def.baseEnclosing", value: "", line: enclosingBase.startPosition.row + 1 });
    for (const facet of ["def.base", "def.implements", "def.receiverName", "def.result", "def.param", "def.paramType", "def.return", "def.returnCall", "def.yield", "def.yieldCall", "def.returnCallable", "def.blockParam", "def.extends"] as const) {
      const n = get(facet);
      if (n) facets.push({ node: n, name: facet, value: text(source, n), line: n.startPosition.row + 1 });
    }
    // A returned call with no node spanning its callee (Ruby `Lint.new app`: receiver and name, joined by `.`).
    const returnName = get("def.returnCallName");
    if (returnName) {
      const returnObject = get("def.returnCallObject");
      facets.push({ node: returnName, name: "def.returnCall", value: returnObject ? `${path(text(source, returnObject))}.${text(source, returnName)}` : text(source, returnName), line: returnName.startPosition.row + 1 });
    }
    const call = get("call");
    const callName = get("call.name");
    if (call && callName) {
      const object = get("call.object");
      // A qualified name (C++ `a::T::f` captured as `a` and `T::f`): everything before its last segment joins the object.
      const written = path(text(source, callName));
      const dot = object ? written.lastIndexOf(".") : -1;
      const name = dot < 0 ? written : written.slice(dot + 1);
      const objectText = object ? path(text(source, object)) + (dot < 0 ? "" : `.${written.slice(0, dot)}`) : undefined;
      const argList = get("call.args");
      const typeArgs = get("call.typeArgs");
      if (object) callees.add(`${object.startIndex}:${callName.endIndex}`);
      calls.push({ node: call, name, ...(objectText !== undefined ? { object: objectText } : {}), ...(get("call.static") ? { static: true as const } : {}), ...(get("call.decorator") ? { decorator: true as const } : {}), ...(get("call.instantiated") ? { instantiated: true as const } : {}), ...(argList ? { args: listSize(argList), argTexts: argList.namedChildren.filter((c) => c !== null && !c.isExtra).map((c) => path(text(source, c!)).slice(0, 80)) } : {}), ...(typeArgs ? { typeArgs: listSize(typeArgs) } : {}) });
    }
    // The parent-call form alone (Ruby `super`, `super(x)`): a call of the enclosing method's own name on it, named below.
    const inherited = get("call.inherited");
    if (inherited) calls.push({ node: inherited, name: "", object: path(text(source, inherited)), inherited: true });
    const bare = get("call.bare");
    if (bare && !bareNames.has(bare.id)) {
      bareNames.add(bare.id);
      calls.push({ node: bare, name: text(source, bare), bare: true });
    }
    // A context-manager statement's value (Python `with x:`, `async with x:`): the methods it runs on it.
    for (const [capture, which] of [["call.enter", "enter"], ["call.enterAsync", "enterAsync"]] as const) {
      const value = get(capture);
      for (const name of value ? (contextMethods?.[which] ?? []) : []) calls.push({ node: value!, name, object: path(text(source, value!)), implicit: true });
    }
    // A call assigned to (Ruby `x.version = v`): it runs the writer method, named with `=` (`version=`).
    const writer = get("call.writer");
    if (writer) writers.add(writer.id);
    const argsOf = get("args");
    if (argsOf) {
      const a = args.get(argsOf.id) ?? {};
      const first = get("args.first");
      const passed = get("args.block");
      if (first) a.first ??= path(text(source, first));
      if (passed) a.block ??= text(source, passed);
      args.set(argsOf.id, a);
    }
    const block = get("block");
    const blockCall = get("block.call");
    if (block && blockCall && !blockNodes.some((b) => b.node.id === block.id)) blockNodes.push({ node: block, call: blockCall.id });
    const lexical = get("scope");
    if (lexical) scopeNodes.push(lexical);
    const callback = get("callback");
    if (callback) callbacks.push(callback);
    const read = get("read");
    const readObject = get("read.object");
    const readName = get("read.name");
    if (read && readObject && readName) reads.push({ node: read, object: path(text(source, readObject)), name: text(source, readName) });
    const assigned = get("read.assigned");
    if (assigned) assignedReads.add(`${assigned.startIndex}:${assigned.endIndex}`);
    const construct = get("construct");
    const constructType = get("construct.type");
    if (construct && constructType) constructions.push({ node: construct, type: path(text(source, constructType)) });
    const useType = get("use.type");
    if (useType) typeUses.push(useType);
    const v = get("var");
    const varName = get("var.name");
    if (v && varName) {
      const type = get("var.type");
      const vcall = get("var.call");
      // A method call with no node spanning its callee (PHP `$this->prophesize(…)`): receiver and name, joined by `.`.
      const vobject = get("var.callObject");
      const vname = get("var.callName");
      const callee = vcall ? path(text(source, vcall)) : vobject && vname ? `${path(text(source, vobject))}.${text(source, vname)}` : undefined;
      const value = get("var.value");
      const init = get("var.lambdaInit");
      const lambda = init ? lambdaOf(v, get("var.lambdaCall"), varName, true) : lambdaOf(get("var.lambda"), get("var.lambdaCall"), varName);
      // `a, b, c = f(…)`: the name's place among the unpacked names.
      const unpacked = get("var.unpacked");
      const names = unpacked?.namedChildren.filter((c): c is Node => c !== null) ?? [];
      const index = names.findIndex((c) => c.id === varName.id);
      const part = unpacked && index >= 0 && callee !== undefined ? { call: callee, index, count: names.length } : undefined;
      // A variadic parameter's type as written from its spread token (Go `cmds ...*Command` → `...*Command`).
      const spread = get("var.spread");
      vars.push({ node: v, name: text(source, varName), ...(type ? { type: spread ? source.slice(spread.startIndex, type.endIndex) : text(source, type) } : {}), ...(callee !== undefined && !part ? { call: callee } : {}), ...(value ? { value: path(text(source, value)) } : {}), ...(get("var.builtin") ? { builtin: true as const } : {}), ...(get("var.enter") ? { enter: true as const } : {}), ...(get("var.mapValue") ? { element: "value" as const } : get("var.element") ? { element: true as const } : {}), ...(get("var.outer") ? { outer: true as const } : {}), ...(part ? { part } : {}), ...(lambda ? { lambda } : {}) });
    }
    const exported = get("export");
    if (exported) exports.push(text(source, exported));
    const narrow = get("narrow");
    const narrowName = get("narrow.name");
    const narrowType = get("narrow.type");
    const narrowBody = get("narrow.body");
    if (narrow && narrowName && narrowType && narrowBody) narrowings.push({ node: narrow, name: path(text(source, narrowName)), type: path(text(source, narrowType)), until: narrowBody.endPosition.row + 1 });
    const implTrait = get("impl.trait");
    const implType = get("impl.type");
    if (implTrait && implType) impls.push({ node: implTrait, trait: text(source, implTrait), type: text(source, implType), line: implTrait.startPosition.row + 1 });
    const after = get("local.after");
    for (const c of match.captures) {
      if (c.name !== "local") continue;
      locals.push(c.node);
      if (after) boundAfter.set(c.node.id, after.endPosition.row + 1);
    }
    // A regular expression matched by `=~` (Ruby): each named group `(?<name>…)` binds a local of that name.
    const groups = get("local.groups");
    if (groups) for (const m of text(source, groups).matchAll(/\(\?<([\p{L}_][\p{L}\p{N}_]*)>/gu)) groupLocals.push({ node: groups, name: m[1]! });
    const localFunction = get("local.function");
    if (localFunction) localFunctions.push(localFunction);
    const field = get("field");
    if (field) {
      const fname = get("field.name");
      const comment = get("field.typeComment");
      // A PEP 484 type comment on the assignment's own line (`self.fields = {}  # type: dict[str, Field]`).
      const commented = comment && comment.startPosition.row === field.endPosition.row ? TYPE_COMMENT.exec(text(source, comment))?.[1]?.trim() : undefined;
      const ftype = get("field.type");
      const fobject = get("field.callObject");
      const fname2 = get("field.callName");
      const fcall = get("field.call");
      const fvar = get("field.var");
      fields.push({
        node: field,
        fact: { ...(get("field.ofClass") ? { ofClass: true as const } : {}), ...(fname ? { name: text(source, fname) } : {}), ...(ftype ? { type: text(source, ftype) } : commented && commented !== "ignore" ? { type: commented } : {}), ...(fcall ? { call: path(text(source, fcall)) } : fobject && fname2 ? { call: `${path(text(source, fobject))}.${text(source, fname2)}` } : {}), ...(fvar ? { var: text(source, fvar) } : {}) },
      });
    }
    const script = get("scriptOnly");
    if (script) scriptOnly.push(script);
    const imp = get("import");
    const module = get("import.module");
    if (imp && module) {
      const fact: ImportFact = { module: text(source, module).replace(/\s+/gu, ""), line: imp.startPosition.row + 1 };
      const name = get("import.name");
      const local = get("import.local");
      const alias = get("import.alias");
      if (name) fact.name = text(source, name);
      if (local) fact.local = text(source, local);
      if (alias) fact.alias = text(source, alias);
      if (get("import.wildcard")) fact.wildcard = true;
      if (get("import.implicit")) fact.implicit = true;
      if (get("import.global")) fact.global = true;
      imports.push(fact);
      importStarts.set(fact, imp.startIndex);
      importNodes.set(fact, imp);
    }
  }
  // Imports of a script-only block (rich's `live.py` demo imported `.table`, `.syntax` and `.live` itself) are no edge.
  if (scriptOnly.length) {
    const kept = imports.filter((f) => !scriptOnly.some((b) => b.startIndex <= importStarts.get(f)! && importStarts.get(f)! < b.endIndex));
    imports.splice(0, imports.length, ...kept);
  }
  for (const def of defs.values()) {
    const p = ownerOfRange(defs, def);
    if (p !== undefined) def.parent = p;
  }
  const ownerOf = innermostDefOf(defs);
  for (const [fact, node] of importNodes) {
    const owner = ownerOf(node);
    const kind = owner !== undefined ? defs.get(owner)?.kind : undefined;
    if (kind === "function" || kind === "method") fact.owner = owner;
  }
  const mixins: { node: Node; def: DefFact; text: string; line: number }[] = [];
  const paramTypes = new Map<DefFact, { start: number; value: string }[]>();
  for (const f of facets) {
    const owner = defs.has(f.node.id) ? undefined : ownerOf(f.node);
    const def = owner !== undefined ? defs.get(owner) : undefined;
    if (!def) continue;
    if (f.name === "def.base") def.bases.push({ text: f.value, line: f.line });
    else if (f.name === "def.baseEnclosing") {
      // A type that extends the type it is declared in (a Java enum constant with a body extends its enum).
      const parent = def.parent !== undefined ? defs.get(def.parent) : undefined;
      if (parent) def.bases.push({ text: parent.name, line: f.line });
    }
    else if (f.name === "def.implements") mixins.push({ node: f.node, def, text: f.value, line: f.line });
    else if (f.name === "def.receiverName") def.receiverName ??= f.value;
    else if (f.name === "def.param") (def.params ??= []).push(f.value);
    else if (f.name === "def.paramType") {
      // In source order: several patterns (C# `params` apart) may match one list in another order.
      let list = paramTypes.get(def);
      if (!list) paramTypes.set(def, (list = []));
      list.push({ start: f.node.startIndex, value: f.value });
    }
    else if (f.name === "def.result") def.result ??= f.value;
    else if (f.name === "def.blockParam") def.blockParam ??= f.value;
    else if (f.name === "def.typeParams" && def.typeParams === undefined) {
      const names = f.value.split(",");
      def.typeParams = names.length;
      if (names.every((n) => n !== "")) def.typeParamNames = names;
    }
    else if (f.name === "def.extends") def.extends ??= f.value;
    else if (f.name.startsWith("def.arg")) {
      const a = (def.arity ??= { min: 0, max: 0 });
      if (f.name === "def.arg") {
        a.min++;
        a.max++;
      } else if (f.name === "def.argOptional") a.min--;
      else if (f.name === "def.argRest") a.max = Infinity;
      else a.receiver = true;
    }
    else if (f.name === "def.returnCallable") (def.returns ??= []).push({ text: path(f.value), callable: true });
    else {
      const call = f.name === "def.returnCall" || f.name === "def.yieldCall";
      const yielded = f.name === "def.yield" || f.name === "def.yieldCall";
      // A call written as a symbol (Ruby `alias_method :new, :old`: `new` gives what `old` gives) reads without its colon.
      (def.returns ??= []).push({ text: call ? path(f.value).replace(/^:(?=[^:])/u, "") : path(f.value), ...(call ? { call: true as const } : {}), ...(yielded ? { yielded: true as const } : {}) });
    }
  }
  for (const [def, list] of paramTypes) def.paramTypes = list.sort((a, b) => a.start - b.start).map((p) => p.value);
  const owned = <T extends object>(node: Node, rest: T): T & { owner?: number } => {
    const owner = ownerOf(node);
    return owner === undefined ? rest : { ...rest, owner };
  };
  // A call or value in a function's header where the header runs at definition (GraphLanguage.headerRunsAtDefinition)
  // is the code around the function's.
  const runOwned = <T extends object>(node: Node, rest: T): T & { owner?: number } => {
    let owner = ownerOf(node);
    while (headerRunsAtDefinition && owner !== undefined) {
      const def = defs.get(owner);
      if (!def || (def.kind !== "function" && def.kind !== "method") || node.startIndex >= def.bodyStart) break;
      owner = def.parent;
    }
    return owner === undefined ? rest : { ...rest, owner };
  };
  // Module-level code of a script-only block (rich's `live.py` demo: `Live(console=console)`, `live_table.update(…)`)
  // is no behaviour of the module, as its imports are none: its calls, callbacks, reads, constructions and type uses
  // are no facts. A definition inside the block keeps its own.
  const moduleCode = (n: Node): boolean => !scriptOnly.length || ownerOf(n) !== undefined || !scriptOnly.some((b) => b.startIndex <= n.startIndex && n.startIndex < b.endIndex);
  for (const c of calls) if (writers.has(c.node.id) && !c.name.endsWith("=")) c.name += "=";
  // A parent call by the method's own name: outside a method or function it names nothing (no fact).
  for (const c of calls) {
    const def = c.inherited ? defs.get(ownerOf(c.node) ?? -1) : undefined;
    if (def && (def.kind === "method" || def.kind === "function")) c.name = def.name;
  }
  const callById = new Map(calls.map((c) => [c.node.id, c]));
  const blocks: BlockFact[] = [];
  for (const b of blockNodes) {
    const c = callById.get(b.call);
    if (!c) continue;
    const arg = args.get(b.call)?.first;
    blocks.push(owned(b.node, { key: b.node.id, start: b.node.startIndex, end: b.node.endIndex, name: c.name, ...(c.object !== undefined ? { object: c.object } : {}), ...(arg !== undefined ? { arg } : {}) }));
  }
  for (const n of scopeNodes) blocks.push(owned(n, { key: n.id, start: n.startIndex, end: n.endIndex, name: "", scope: true as const }));
  blocks.sort((a, b) => a.start - b.start || b.end - a.end);
  const blockOf = innermostBlockOf(blocks);
  // The innermost block around a node inside its owner (a block outside the owner's definition does not count).
  const inBlock = <T extends { owner?: number }>(node: Node, fact: T): T & { block?: number } => {
    const b = blockOf(node.startIndex, node.endIndex);
    return b && b.owner === fact.owner ? { ...fact, block: b.key } : fact;
  };
  const inBlocks = <T extends { owner?: number }>(node: Node, fact: T): T & { block?: number } => (blocks.length ? inBlock(node, fact) : fact);
  // A mixin written in a block of the definition (Ruby `describe "x" do include M end` in a test class) mixes into
  // what the block runs on, not into the definition itself.
  for (const m of mixins) if (inBlocks(m.node, { owner: m.def.key }).block === undefined) m.def.bases.push({ text: m.text, line: m.line, implements: true });
  for (const d of defs.values()) {
    const b = blockOf(d.start, d.end);
    if (b && b.owner === d.parent && b.key !== d.key) d.block = b.key;
  }
  return {
    defs: [...defs.values()].sort((a, b) => a.start - b.start),
    // A call that defines the name it calls (RSpec `subject { … }`) is that definition, not a call of it.
    calls: calls.filter((c) => defs.get(c.node.id)?.name !== c.name && c.name !== "" && moduleCode(c.node)).map((c) => {
      const a = args.get(c.node.id);
      const fact = runOwned(c.node, { name: c.name, ...(c.object !== undefined ? { object: c.object } : {}), ...(c.static ? { static: true as const } : {}), ...(c.decorator ? { decorator: true as const } : {}), line: c.node.startPosition.row + 1, ...(a?.first !== undefined ? { arg: a.first } : {}), ...(a?.block !== undefined ? { blockArg: a.block } : {}), ...(c.args !== undefined ? { args: c.args } : {}), ...(c.argTexts?.length ? { argTexts: c.argTexts } : {}), ...(c.typeArgs !== undefined ? { typeArgs: c.typeArgs } : {}), ...(c.bare ? { bare: true as const } : {}), ...(c.instantiated ? { instantiated: true as const } : {}), ...(c.implicit ? { implicit: true as const } : {}) });
      return blocks.length ? inBlock(c.node, fact) : fact;
    }),
    callbacks: callbacks.filter(moduleCode).map((n) => inBlocks(n, runOwned(n, { name: text(source, n), line: n.startPosition.row + 1 }))),
    reads: reads.filter((r) => !callees.has(`${r.node.startIndex}:${r.node.endIndex}`) && moduleCode(r.node)).map((r) => inBlocks(r.node, owned(r.node, { name: r.name, object: r.object, line: r.node.startPosition.row + 1, ...(assignedReads.has(`${r.node.startIndex}:${r.node.endIndex}`) ? { assigned: true as const } : {}) }))),
    constructions: constructions.filter((c) => moduleCode(c.node)).map((c) => inBlocks(c.node, owned(c.node, { type: c.type, line: c.node.startPosition.row + 1 }))),
    ...(typeUses.length ? { typeUses: typeUses.filter(moduleCode).map((n) => inBlocks(n, owned(n, { type: path(text(source, n)), line: n.startPosition.row + 1 }))) } : {}),
    vars: vars.map((v) => inBlocks(v.node, owned(v.node, { name: v.name, line: v.node.startPosition.row + 1, ...(v.type !== undefined ? { type: v.type } : {}), ...(v.call !== undefined ? { call: v.call } : {}), ...(v.value !== undefined ? { value: v.value } : {}), ...(v.builtin ? { builtin: true as const } : {}), ...(v.enter ? { enter: true as const } : {}), ...(v.element ? { element: v.element } : {}), ...(v.outer ? { outer: v.outer } : {}), ...(v.part ? { part: v.part } : {}), ...(v.lambda ? { lambda: v.lambda } : {}) }))),
    fields: withoutBareDuplicates(fields).map((f) => inBlocks(f.node, owned(f.node, f.fact))),
    locals: [...locals.map((n) => inBlocks(n, owned(n, { name: text(source, n), ...(boundAfter.has(n.id) ? { boundAfter: boundAfter.get(n.id)! } : {}) }))), ...groupLocals.map((g) => inBlocks(g.node, owned(g.node, { name: g.name })))],
    ...(localFunctions.length ? { localFunctions: localFunctions.map((n) => inBlocks(n, owned(n, { name: text(source, n) }))) } : {}),
    imports,
    ...(blocks.length ? { blocks } : {}),
    ...(exports.length ? { exports } : {}),
    ...(impls.length ? { impls: impls.map((i) => owned(i.node, { trait: i.trait, type: i.type, line: i.line })) } : {}),
    ...(narrowings.length ? { narrowings: narrowings.filter((n) => !narrowings.some((o) => o.node.id === n.node.id && o.type !== n.type)).map((n) => owned(n.node, { name: n.name, type: n.type, line: n.node.startPosition.row + 1, until: n.until })) } : {}),
  };
}

/**
 * Sets each block's {@link BlockFact.parent} (blocks sorted by start, outer first) and gives a lookup of the innermost
 * block strictly holding a range (a call's own block is inside the call, so it never holds the call).
 */
function innermostBlockOf(blocks: BlockFact[]): (start: number, end: number) => BlockFact | undefined {
  const open: BlockFact[] = [];
  for (const b of blocks) {
    while (open.length && open.at(-1)!.end < b.end) open.pop();
    if (open.length) b.parent = open.at(-1)!.key;
    open.push(b);
  }
  const byKey = new Map(blocks.map((b) => [b.key, b]));
  return (start, end) => {
    let lo = 0;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (blocks[mid]!.start <= start) lo = mid + 1;
      else hi = mid;
    }
    for (let b = blocks[lo - 1]; b; b = b.parent !== undefined ? byKey.get(b.parent) : undefined) if (b.end >= end && (b.start < start || b.end > end)) return b;
    return undefined;
  };
}

/** The innermost other definition whose range holds `def`'s range. */
/**
 * The innermost definition enclosing a node (its nearest ancestor that is a definition), found from the definitions'
 * byte ranges and {@link DefFact.parent} links instead of walking the node's ancestors: each `parent` step of
 * web-tree-sitter crosses into WebAssembly and makes a node object, which was half of a Go file's fact collection.
 * Syntax nodes never overlap partly, so the last definition starting at or before the node, then its enclosing
 * definitions outward, meet the innermost one enclosing the node first (checked equal to the walk on every file of
 * fourteen real repositories in the nine graph languages). A node with the same range as a definition
 * (the definition itself, or a wrapper of it) and files where two definitions share a range fall back to the walk.
 */
function innermostDefOf(defs: Map<number, DefFact>): (node: Node) => number | undefined {
  const byParents = (node: Node): number | undefined => {
    for (let n = node.parent; n; n = n.parent) if (defs.has(n.id)) return n.id;
    return undefined;
  };
  // Outer first among equal starts, so the last one at a start is the innermost there.
  const sorted = [...defs.values()].sort((a, b) => a.start - b.start || b.end - a.end);
  const ranges = new Set(sorted.map((d) => `${d.start}:${d.end}`));
  if (ranges.size !== sorted.length) return byParents;
  // Each definition's innermost enclosing one (a stack sweep; `DefFact.parent` breaks ties of equal starts otherwise).
  const enclosing = new Map<DefFact, DefFact>();
  const open: DefFact[] = [];
  for (const d of sorted) {
    while (open.length && open.at(-1)!.end < d.end) open.pop();
    if (open.length) enclosing.set(d, open.at(-1)!);
    open.push(d);
  }
  return (node) => {
    const start = node.startIndex;
    const end = node.endIndex;
    if (ranges.has(`${start}:${end}`)) return byParents(node);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.start <= start) lo = mid + 1;
      else hi = mid;
    }
    for (let d = sorted[lo - 1]; d; d = enclosing.get(d)) if (d.end >= end) return d.key;
    return undefined;
  };
}

function ownerOfRange(defs: Map<number, DefFact>, def: DefFact): number | undefined {
  let best: DefFact | undefined;
  for (const d of defs.values()) {
    if (d === def || d.start > def.start || d.end < def.end || (d.start === def.start && d.end === def.end)) continue;
    if (!best || d.start >= best.start) best = d;
  }
  return best?.key;
}

/**
 * The fields without a name-only fact for an assignment that another pattern also gives a value kind: a language's
 * catch-all pattern (Python `self.x = <anything>`) declares the field name, so a member read knows the field exists,
 * while its typed patterns (`self.x = C(…)`) say what it holds; one assignment stays one field.
 */
function withoutBareDuplicates<T extends { node: Node; fact: FieldFact }>(fields: T[]): T[] {
  const says = (f: T): boolean => Object.keys(f.fact).some((k) => k !== "name");
  const described = new Set(fields.filter(says).map((f) => f.node.id));
  return fields.filter((f) => says(f) || !described.has(f.node.id));
}
