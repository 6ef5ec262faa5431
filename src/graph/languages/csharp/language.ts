/**
 * C# graph rules: a namespace is the set of files that declare it (their contract's `package`), else the
 * folders whose path ends with its segments; `using A.B;` makes every type of `A.B` visible, and a file sees the
 * types of its own namespace and of the namespaces around it (`A.B.C` sees `A.B` and `A`). Namespaces outside
 * the repository (`System.*`) are external; the `System` types used without a namespace are builtins.
 * Constructors are named after their class; inside a type, its members are in scope without `this`. A `using` is the
 * file's own (no re-export); its `imports` edges go only to the files of the namespace whose types (or extension
 * methods) the file names. A method name no type of the repository declares is external: an extension method of a
 * library (`x.ShouldBe(…)`, LINQ's `Select`) or a member of a framework type. Types that differ only in generic arity
 * (`Builder`, `Builder<T>`) are different types (declared in one file, the later one is named `Builder`1`, .NET's
 * metadata name), and overloads of a method are different methods, a call picking one by
 * its argument count. An instance call of a method its receiver's type does not declare (`s.Twice()`) runs the
 * repository's extension method of that name (`static int Twice(this string s)`) for that type.
 */
import type { GraphLanguage, ImportBinding, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { dottedModuleFiles, genericArity, genericTypeName, LITERAL_OBJECT, typeArguments, writtenType } from "../shared.js";

const BUILTINS = [
  "object", "string", "Object", "String", "Console", "Math", "Convert", "Array", "Enumerable", "Task", "ValueTask", "Guid", "DateTime",
  "DateTimeOffset", "TimeSpan", "Type", "Environment", "Interlocked", "Volatile", "GC", "Nullable", "Activator", "Debug", "Trace",
  "Exception", "ArgumentException", "ArgumentNullException", "ArgumentOutOfRangeException", "InvalidOperationException",
  "NotSupportedException", "NotImplementedException", "FormatException", "ObjectDisposedException", "KeyNotFoundException",
  "Int32", "Int64", "Double", "Decimal", "Boolean", "Char", "Byte", "Encoding", "StringBuilder", "List", "Dictionary", "HashSet",
  "Thread", "Monitor", "Buffer", "BitConverter", "Span", "ReadOnlySpan", "Memory", "Tuple", "ValueTuple", "Lazy", "Uri", "Path",
  "File", "Directory", "Stream", "TextWriter", "TextReader", "StringWriter", "StringReader", "CultureInfo", "Attribute", "Delegate",
  // members every object has, and operators written as calls
  "GetType", "ToString", "Equals", "GetHashCode", "ReferenceEquals", "MemberwiseClone", "nameof", "typeof", "sizeof", "default",
];

/** Collection types of .NET whose one type argument is the element type (`System.Collections.Generic` and kin). */
const COLLECTION = /^(?:[\w.]+\.)?(?:IEnumerable|ICollection|IList|IReadOnlyCollection|IReadOnlyList|ISet|IReadOnlySet|List|HashSet|SortedSet|LinkedList|Queue|Stack|Collection|ReadOnlyCollection|ObservableCollection|ConcurrentBag|ConcurrentQueue|ConcurrentStack|BlockingCollection|ImmutableArray|ImmutableList|ImmutableHashSet|IImmutableList|IAsyncEnumerable)<(.+)>\??$/su;

/**
 * The element type of a collection type as written (`List<Rule>`, `IEnumerable<IRule<T>>`, `Rule[]` → `Rule`,
 * `IRule<T>`); undefined for anything else (a dictionary's elements are key/value pairs, outside the repository).
 */
export function csharpElementType(text: string): string | undefined {
  const t = text.replace(/\s+/gu, "");
  const array = /^(.+)\[\]\??$/u.exec(t);
  if (array) return array[1]!.replace(/\?$/u, "");
  const inner = COLLECTION.exec(t)?.[1];
  if (inner === undefined) return undefined;
  let depth = 0;
  for (const c of inner) {
    if (c === "<" || c === "(") depth++;
    else if (c === ">" || c === ")") depth--;
    else if (c === "," && depth === 0) return undefined;
  }
  return inner.replace(/\?$/u, "");
}

/** Dictionary types of .NET whose second type argument is the value type. */
const DICTIONARY = /^(?:[\w.]+\.)?(?:IDictionary|IReadOnlyDictionary|Dictionary|ConcurrentDictionary|SortedDictionary|SortedList|ImmutableDictionary|IImmutableDictionary|FrozenDictionary)<(.+)>\??$/su;

/**
 * The value type of a dictionary type as written (`ConcurrentDictionary<Type, NotificationHandlerWrapper>` →
 * `NotificationHandlerWrapper`); undefined for anything else.
 */
export function csharpValueType(text: string): string | undefined {
  const inner = DICTIONARY.exec(text.replace(/\s+/gu, ""))?.[1];
  const args = inner === undefined ? [] : typeArguments(inner);
  return args.length === 2 ? args[1]!.replace(/\?$/u, "") : undefined;
}

/**
 * Methods of .NET's collections (and LINQ's) that give one of their values: MediatR's `var handler =
 * _notificationHandlers.GetOrAdd(…)` on a `ConcurrentDictionary<Type, NotificationHandlerWrapper>`, then
 * `handler.Handle(…)`, had been a call outside the repository.
 */
const CSHARP_ELEMENT_METHODS: Readonly<Record<string, readonly ("element" | "value")[]>> = {
  GetOrAdd: ["value"],
  AddOrUpdate: ["value"],
  GetValueOrDefault: ["value"],
  First: ["element"],
  FirstOrDefault: ["element"],
  Last: ["element"],
  LastOrDefault: ["element"],
  Single: ["element"],
  SingleOrDefault: ["element"],
  ElementAt: ["element"],
  ElementAtOrDefault: ["element"],
  Dequeue: ["element"],
  Peek: ["element"],
  Pop: ["element"],
};

/** .NET's generic delegate types a lambda is written for: `Action<…>` takes its arguments, `Func<…, R>` also returns R. */
const DELEGATE = /^(?:System\.)?(Action|Func)<(.+)>$/su;

/**
 * The type of lambda parameter `index` where a method takes a value of type `text` (a `params` array of delegates
 * counts as one; `Expression<…>` wraps the delegate a lambda is turned into): `Action<TestValidator>` → `TestValidator`,
 * `Expression<Func<T, TProperty>>` → `T`; undefined for other types (a repository delegate type included).
 */
export function csharpDelegateParameter(text: string, index: number): string | undefined {
  let t = text.replace(/\s+/gu, "").replace(/\[\]$/u, "");
  const expression = /^(?:System\.Linq\.Expressions\.)?Expression<(.+)>$/su.exec(t);
  if (expression) t = expression[1]!;
  const m = DELEGATE.exec(t);
  if (!m) return undefined;
  const args = typeArguments(m[2]!);
  const params = m[1] === "Func" ? args.slice(0, -1) : args;
  return params[index];
}

/** Kinds of value an argument's text shows, or undefined when only its type could tell. */
type ArgumentKind = "lambda" | "number" | "string" | "bool";

const PREDEFINED: Record<string, ArgumentKind> = {
  int: "number", long: "number", short: "number", byte: "number", sbyte: "number", uint: "number", ulong: "number", ushort: "number",
  double: "number", float: "number", decimal: "number", Int32: "number", Int64: "number", Double: "number", Decimal: "number",
  string: "string", String: "string", bool: "bool", Boolean: "bool",
};

/** What an argument as written is: a lambda or anonymous method, a number, string or boolean literal; else undefined. */
function argumentKind(arg: string): ArgumentKind | undefined {
  if (/^(?:async\s*)?(?:\([^()]*\)|[\p{L}_][\p{L}\p{N}_]*)\s*=>/u.test(arg) || /^(?:async )?delegate\b/u.test(arg)) return "lambda";
  if (/^-?\d/u.test(arg)) return "number";
  if (/^\$?@?"|^"""/u.test(arg)) return "string";
  if (arg === "true" || arg === "false") return "bool";
  return undefined;
}

/** .NET value types that take neither a lambda nor a literal of another kind. */
const VALUE_TYPES = new Set(["TimeSpan", "CancellationToken", "DateTime", "DateTimeOffset", "Guid"]);

/** A delegate type's parameter count (`Func<A, B, R>`: 2, `Action`: 0), unwrapping `Expression<…>`; undefined for others. */
function delegateArity(param: string): number | undefined {
  const t = param.replace(/^(?:System\.Linq\.Expressions\.)?Expression<(.+)>$/su, "$1");
  if (t === "Action" || t === "System.Action") return 0;
  const m = DELEGATE.exec(t);
  if (!m) return undefined;
  const n = typeArguments(m[2]!).length;
  return m[1] === "Func" ? n - 1 : n;
}

/** The result type of a `Func<…, R>` as written (`R`, unwrapping `Expression<…>`); undefined for any other type. */
function delegateReturn(param: string): string | undefined {
  const t = param.replace(/\s+/gu, "").replace(/^(?:System\.Linq\.Expressions\.)?Expression<(.+)>$/su, "$1");
  const m = DELEGATE.exec(t);
  return m && m[1] === "Func" ? typeArguments(m[2]!).at(-1) : undefined;
}

/** `Action` or `Func` for a delegate type of .NET (unwrapping `Expression<…>`); undefined for any other type. */
function delegateKind(param: string): "Action" | "Func" | undefined {
  const t = param.replace(/^(?:System\.Linq\.Expressions\.)?Expression<(.+)>$/su, "$1");
  if (t === "Action" || t === "System.Action") return "Action";
  return DELEGATE.exec(t)?.[1] as "Action" | "Func" | undefined;
}

/**
 * What a lambda written `arg` surely returns, where its text shows it (whole texts only: a call's argument texts are
 * cut at 80 characters): `void` for a block body without `return <value>` (`() => { }`: an `Action`, no `Func<TResult>`),
 * `value` for a block that returns a value itself or an expression body that is no statement (a literal, a name or
 * member path, a comparison: `x => x.Surname`, `(x, c) => x != null`: a `Func`, no `Action`); undefined otherwise, and
 * for an `async` lambda (an `async` block is also an `async void` `Action`).
 */
export function csharpLambdaResult(arg: string): "void" | "value" | undefined {
  const m = /^(?:\([^()]*\)|[\p{L}_][\p{L}\p{N}_]*)\s*=>\s*([^]*)$/u.exec(arg.trim());
  if (!m || arg.length >= 80) return undefined;
  const body = m[1]!.trim();
  if (body.startsWith("{")) {
    // `return x;` in the block itself (not in a nested one: another lambda's, an `if`'s) returns a value.
    let depth = 0;
    for (let i = 0; i < body.length; i++) {
      if (body[i] === "{") depth++;
      else if (body[i] === "}") depth--;
      else if (depth === 1 && /^return\s*[^\s;]/u.test(body.slice(i, i + 8)) && !/[\p{L}\p{N}_]/u.test(body[i - 1] ?? "")) return "value";
    }
    // A block that only throws converts to a `Func` as well.
    return /\breturn\s*[^\s;]|\bthrow\b/u.test(body) ? undefined : "void";
  }
  // A statement expression (a call, an assignment, `++`, `await`, `new`, `throw`) may be an `Action`'s body too.
  if (/[(=]|\+\+|--|\b(?:await|new|throw)\b/u.test(body.replace(/[=!<>]=/gu, ""))) return undefined;
  return "value";
}

/** A .NET delegate type's parameter count and whether it returns a value (`Func<A, R>`: 1, yes); undefined for others. */
export function csharpDelegateShape(type: string): { params: number; returns: boolean } | undefined {
  const params = delegateArity(type);
  return params === undefined ? undefined : { params, returns: delegateKind(type) === "Func" };
}

/** The parameter count of a lambda as written (`() =>` 0, `x =>` 1, `(a, b) =>` 2); undefined for anything else. */
function lambdaArity(arg: string): number | undefined {
  const m = /^(?:async\s*)?(?:\(([^()]*)\)|[\p{L}_][\p{L}\p{N}_]*)\s*=>/u.exec(arg);
  if (!m) return undefined;
  if (m[1] === undefined) return 1;
  return m[1].trim() === "" ? 0 : m[1].split(",").length;
}

/**
 * The type of a value an argument surely has, where its text shows it: a name declared with a predefined or value
 * type, a value type's static member (`TimeSpan.Zero`, `CancellationToken.None`), a member named after its value
 * type (a test's `CancellationToken` property), a member `A.B` whose declared type `declared` knows (Polly's
 * `TestCancellation.Token`, a `CancellationToken` property), or the `Token` of a `CancellationTokenSource`.
 */
function valueType(arg: string, declared: (name: string) => string | undefined): string | undefined {
  const head = /^([\p{L}_][\p{L}\p{N}_]*)(?:\.|$)/u.exec(arg)?.[1];
  if (head !== undefined && VALUE_TYPES.has(head)) return head;
  // A `CancellationTokenSource`'s token (`_cts.Token`, `cts.Token`).
  if (head !== undefined && arg === `${head}.Token` && declared(head)?.replace(/\s+|\?$/gu, "") === "CancellationTokenSource") return "CancellationToken";
  const named = /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?$/u.test(arg) ? declared(arg)?.replace(/\s+|\?$/gu, "") : undefined;
  return named !== undefined && (named in PREDEFINED || VALUE_TYPES.has(named)) ? named : undefined;
}

/** A C# type parameter's name by convention (`T`, `TResult`, `TRequest`): nothing to resolve it to. */
const TYPE_PARAMETER = /^T(?:[A-Z]\w*)?$/u;

/**
 * False when C# argument `arg` surely cannot be passed as a parameter of type `param`: a lambda where the parameter is
 * a predefined or value type (`int`, `TimeSpan`), an array, a bare type parameter (`TResult`: nothing to infer it from), or a
 * delegate type taking another number of parameters (`_ => x` for a `Func<TimeSpan>`); a number, string or boolean
 * literal, a value of a predefined or value type, or a constant path (`ResultPrimitive.Fault`: an enum member rather
 * than a method group), where the parameter is a delegate type (`Func<…>`, `Action<…>`),
 * a dictionary, or a predefined or value type of another kind. `object`, `dynamic` and type parameters take any value;
 * unsure: fits.
 */
export function csharpArgumentFits(arg: string, param: string, declared: (name: string) => string | undefined): boolean {
  const p = param.replace(/\s+/gu, "").replace(/\?$/u, "");
  const typeParameter = TYPE_PARAMETER.test(p);
  const kind = argumentKind(arg);
  if (kind === "lambda") {
    // An array (a `params string[]` taken whole, FluentValidation's `IncludeProperties(params string[])`) takes no lambda.
    if (p in PREDEFINED || VALUE_TYPES.has(p) || typeParameter || p.endsWith("[]")) return false;
    const want = delegateArity(p);
    const have = lambdaArity(arg);
    if (want !== undefined && have !== undefined && want !== have) return false;
    // `() => { }` is no `Func<TResult>`, `x => x.Surname` no `Action<T>`.
    const result = csharpLambdaResult(arg);
    const delegate = delegateKind(p);
    if ((result === "void" && delegate === "Func") || (result === "value" && delegate === "Action")) return false;
    // An `async` block returning nothing gives a `Task`, one returning a value a `Task<T>` (Polly's
    // `cache.ExecuteAsync(async _ => { …; return x; }, context)` is no `ExecuteAsync(Func<Context, Task>, Context)`).
    const async = /^async\s/u.exec(arg.trim());
    // (A whole text only: one of 80 characters or more may be cut.)
    const awaited = async && arg.length < 80 ? csharpLambdaResult(arg.trim().slice(async[0].length)) : undefined;
    const returned = delegate === "Func" ? delegateReturn(p) : undefined;
    if (awaited === undefined || returned === undefined || !arg.trim().slice(async![0].length).trimStart().match(/^(?:\([^()]*\)|[\p{L}_][\p{L}\p{N}_]*)\s*=>\s*\{/u)) return true;
    const generic = /^(?:System\.Threading\.Tasks\.)?(?:Value)?Task<.+>$/su.test(returned);
    const plain = /^(?:System\.Threading\.Tasks\.)?(?:Value)?Task$/u.test(returned);
    return !((awaited === "void" && generic) || (awaited === "value" && plain));
  }
  if (p === "object" || p === "Object" || p === "dynamic" || typeParameter) return true;
  // A constant path (`ResultPrimitive.Fault`, `Severity.Error`) is read as a value (an enum member, a static
  // property), not a method group: it does not fit a delegate type.
  if (/^\p{Lu}[\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)+$/u.test(arg) && delegateArity(p) !== undefined) return false;
  // A constructed object (`new FormatException()`) is no `string` or number.
  const created = /^new\s+([\p{L}_][\p{L}\p{N}_.]*)\s*[({]/u.exec(arg.trim())?.[1];
  if (created !== undefined && p in PREDEFINED) return PREDEFINED[created] === PREDEFINED[p];
  const value = valueType(arg, declared);
  const argKind = kind ?? (value !== undefined ? PREDEFINED[value] : undefined);
  if (argKind === undefined && value === undefined) return true;
  if (delegateArity(p) !== undefined || /^I?(?:ReadOnly)?Dictionary</u.test(p)) return false;
  if (VALUE_TYPES.has(p)) return value === p;
  if (value !== undefined && VALUE_TYPES.has(value)) return false; // a CancellationToken is no `Context`
  const paramKind = PREDEFINED[p];
  if (paramKind === undefined) return true;
  return argKind === paramKind;
}

/**
 * The type C# argument `arg` surely has, as written: a cast's type (`(IRequest<TResponse>) request` in MediatR's
 * RequestHandlerWrapper.cs), a constructed type (`new Ping { … }`), else the declared type of a plain name or a
 * member `A.B` (`declared`); undefined otherwise.
 */
export function csharpArgumentType(arg: string, declared: (name: string) => string | undefined): string | undefined {
  // A literal's own type: an overload taking exactly it is the better conversion (`CreateOutcome("val")` runs
  // `CreateOutcome(string)`, not `CreateOutcome(Exception)`); a plain integer is an `int`.
  const kind = argumentKind(arg.trim());
  if (kind === "string" || kind === "bool") return kind;
  if (kind === "number") return /^-?\d+$/u.test(arg.trim()) ? "int" : undefined;
  return writtenType(arg, declared);
}

function resolveCSharp(module: string, _fromPath: string, env: ModuleEnv): ModuleTarget {
  const declared = env.filesDeclaring(module).filter((p) => p.endsWith(".cs"));
  if (declared.length) return { paths: [...declared] };
  const byFolder = dottedModuleFiles(module, env, ".cs");
  return byFolder.length ? { paths: byFolder } : { external: true };
}

/** What the graph builder knows about C#. */
export const csharpGraph: GraphLanguage = {
  id: "csharp",
  grammar: "tree-sitter-c-sharp.wasm",
  // A static method hides a base type's method of its name; it never overrides one.
  staticNeverDispatched: true,
  literalObject: LITERAL_OBJECT,
  builtins: new Set(BUILTINS),
  superCall: "base",
  newKeyword: "new",
  constructorIsClassName: true,
  selfName: "this",
  declaredReceivers: true,
  implicitMembers: true,
  methodGroups: true,
  // `public partial class Policy` in 50 files of Polly is one class: its parts are merged at lookup.
  partialTypes: /\bpartial\s+(?:record\s+)?(?:class|struct|interface|record)\b/u,
  nameOnlyTypes: true,
  // A type no file of the repository declares is .NET's or a package's (`CancellationTokenSource`, `IServiceProvider`).
  unknownTypesExternal: true,
  typeParameterName: TYPE_PARAMETER,
  unknownMethodsExternal: true,
  callableInterfaces: true,
  blankLines: /^\s*#\s*(?:if|elif|else|endif|region|endregion)\b/u,
  importsReexport: false,
  folderScope: false,
  importsFolders: false,
  namespaceImports: true,
  bindings(fact) {
    if (!fact.wildcard) return [];
    if (!fact.implicit) return [{ local: "*", module: fact.module, wildcard: true }];
    const parts = fact.module.split(".");
    const out: ImportBinding[] = [];
    for (let i = parts.length; i > 0; i--) out.push({ local: "*", module: parts.slice(0, i).join("."), wildcard: true });
    return out;
  },
  resolveModule: resolveCSharp,
  typeName: genericTypeName,
  typeArity: genericArity,
  overloads: true,
  exactArity: true,
  extensionMethods: true,
  elementType: csharpElementType,
  valueType: csharpValueType,
  elementMethods: CSHARP_ELEMENT_METHODS,
  delegateParameter: csharpDelegateParameter,
  collectionAdd: "Add",
  argumentFits: csharpArgumentFits,
  delegateShape: csharpDelegateShape,
  argumentType: csharpArgumentType,
};
