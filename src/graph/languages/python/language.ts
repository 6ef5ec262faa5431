/**
 * Python graph rules: `import a.b` binds `a` (and `a.b`), `import a.b as c` binds `c`, `from m import x [as y]`
 * binds `x`/`y`; relative modules count leading dots from the importing file's package (`from . import x`
 * in `pkg/sub/__init__.py` is `pkg/sub/x.py`, never one level too high); absolute modules resolve from the
 * repository root, then from `src/`, then from each folder above the importing file. `//` is floor division, not
 * a comment, so signatures keep it. `with C() as x` binds what `__enter__`/`__aenter__` declares (else C); a
 * `@contextmanager` function binds what its `Iterator[X]`/`Generator[X, …]` result yields; `from m import *` binds
 * `__all__`, else the names without a leading `_`; pytest fixtures (`@pytest.fixture`, in the file or the nearest
 * `conftest.py` above) type the same-named parameters of `test*` functions and of other fixtures.
 */
import path from "node:path";
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { splitArguments } from "../../treeSitter/argumentList.js";
import { indexedCollection, LITERAL_OBJECT } from "../shared.js";
import { PYTHON_COMMON_METHODS } from "./commonMethods.js";

const BUILTINS = [
  "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray", "bytes", "callable", "chr", "classmethod",
  "compile", "complex", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "filter", "float", "format", "frozenset",
  "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input", "int", "isinstance", "issubclass", "iter", "len", "list",
  "locals", "map", "max", "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print", "property", "range", "repr",
  "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "vars", "zip",
  "__import__", "Exception", "ValueError", "TypeError", "KeyError", "IndexError", "RuntimeError", "NotImplementedError",
  "AttributeError", "OSError", "StopIteration", "AssertionError", "ImportError", "LookupError", "ArithmeticError",
  // The other built-in exceptions and warnings (the Python library reference, "Built-in Exceptions"): attrs'
  // `DeprecationWarning(…)` read as an unresolved call while `isinstance` beside it was outside the repository.
  "BaseException", "BaseExceptionGroup", "ExceptionGroup", "GeneratorExit", "KeyboardInterrupt", "SystemExit", "StopAsyncIteration",
  "FloatingPointError", "OverflowError", "ZeroDivisionError", "BufferError", "EOFError", "ModuleNotFoundError", "MemoryError",
  "NameError", "UnboundLocalError", "BlockingIOError", "ChildProcessError", "ConnectionError", "BrokenPipeError",
  "ConnectionAbortedError", "ConnectionRefusedError", "ConnectionResetError", "FileExistsError", "FileNotFoundError",
  "InterruptedError", "IsADirectoryError", "NotADirectoryError", "PermissionError", "ProcessLookupError", "TimeoutError",
  "ReferenceError", "RecursionError", "SyntaxError", "IndentationError", "TabError", "SystemError", "UnicodeError",
  "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeTranslateError", "EnvironmentError", "IOError", "Warning", "UserWarning",
  "DeprecationWarning", "PendingDeprecationWarning", "SyntaxWarning", "RuntimeWarning", "FutureWarning", "ImportWarning",
  "UnicodeWarning", "BytesWarning", "ResourceWarning", "EncodingWarning",
];

/** `text` trimmed, without the quotes of a forward reference (`"BaseLoader"`). */
function unquote(text: string): string {
  return text.trim().replace(/^["']|["']$/gu, "");
}

function moduleFile(base: string, dotted: string, files: ReadonlySet<string>): string | undefined {
  const rel = dotted ? dotted.split(".").join("/") : "";
  const stem = base && rel ? `${base}/${rel}` : base || rel;
  for (const candidate of [`${stem}.py`, `${stem}/__init__.py`, `${stem}.pyi`, `${stem}/__init__.pyi`]) {
    const p = candidate.startsWith("/") ? candidate.slice(1) : candidate;
    if (files.has(p)) return p;
  }
  return undefined;
}

function resolvePython(module: string, fromPath: string, env: ModuleEnv): ModuleTarget {
  const dots = /^\.*/u.exec(module)![0].length;
  if (dots > 0) {
    let base = path.posix.dirname(fromPath);
    for (let i = 1; i < dots; i++) base = path.posix.dirname(base);
    if (base === ".") base = "";
    const found = moduleFile(base, module.slice(dots), env.files);
    return found ? { paths: [found] } : undefined;
  }
  // Python 3 imports are absolute: from the repository root, `src`, or a folder above the file that is no package
  // itself (a script's folder, a `tests/` without `__init__.py`, `lib/` over a package). A package's own folder is no
  // root: flask's `import json` in `src/flask/config.py` is the standard library, not `src/flask/json/`, and
  // `import logging` in `src/flask/logging.py` is not the file itself.
  const roots = new Set(["", "src"]);
  const parts = path.posix.dirname(fromPath).split("/");
  for (let i = 1; i <= parts.length; i++) {
    const dir = parts.slice(0, i).join("/");
    if (!env.files.has(`${dir}/__init__.py`) && !env.files.has(`${dir}/__init__.pyi`)) roots.add(dir);
  }
  for (const root of roots) {
    if (root === ".") continue;
    const found = moduleFile(root, module, env.files);
    // A package's `__init__` importing from its own name (`from sqlparse import cli, engine` in
    // `sqlparse/__init__.py`) reads its own submodules; any other file naming itself is a standard module's name.
    if (found && (found !== fromPath || /(?:^|\/)__init__\.pyi?$/u.test(fromPath))) return { paths: [found] };
  }
  return { external: true };
}

/** Generic types whose first argument is what a generator yields or a context manager binds. */
const YIELDING = /^(?:[\w.]+\.)?(?:Iterator|AsyncIterator|Iterable|AsyncIterable|Generator|AsyncGenerator|ContextManager|AsyncContextManager|AbstractContextManager|AbstractAsyncContextManager)\[(.*)\]$/su;

/** `Iterator[Response]`, `typing.Generator["Response", None, None]` → `Response`; undefined for anything else. */
function yieldedType(text: string): string | undefined {
  const inner = YIELDING.exec(text.trim().replace(/^["']|["']$/gu, ""))?.[1];
  return inner === undefined ? undefined : splitArguments(inner)?.[0];
}

/** `tuple[…]` / `Tuple[…]` under any module alias; group 1 holds its arguments. */
const TUPLE = /^(?:[\w.]+\.)?(?:tuple|Tuple)\[(.*)\]$/su;

/** Generic collections whose one argument (or first, for `tuple[X, ...]` and a generator) is what iterating them yields. */
const COLLECTION = /^(?:[\w.]+\.)?(?:list|List|set|Set|frozenset|FrozenSet|Sequence|MutableSequence|Collection|AbstractSet|MutableSet|Deque|deque|Iterator|Iterable|Generator|tuple|Tuple)\[(.*)\]$/su;

/**
 * A collection's declared type as written → what a `for` over it yields: `list[Route]`, `t.Sequence["BaseRoute"]`,
 * `Iterator[Text]`, `tuple[Route, ...]`, `Generator[Text, None, None]` → the first argument; through `Optional[…]` and
 * `… | None`. Undefined for anything else (a dict, whose iteration yields keys; `tuple[A, B]` of two types; a
 * repository class: what its `__iter__` yields is not read).
 */
export function pythonElementType(text: string): string | undefined {
  let t = text.trim().replace(/^["']|["']$/gu, "").trim();
  const optional = /^(?:[\w.]+\.)?Optional\[(.*)\]$/su.exec(t)?.[1] ?? /^(.*?)\s*\|\s*None$/su.exec(t)?.[1] ?? /^None\s*\|\s*(.*)$/su.exec(t)?.[1];
  if (optional !== undefined) t = optional.trim();
  const inner = COLLECTION.exec(t)?.[1];
  const args = inner !== undefined ? splitArguments(inner) : undefined;
  if (!args?.length) return undefined;
  if (TUPLE.test(t) && !(args.length === 2 && args[1] === "...")) return undefined;
  const first = args[0]!.replace(/^["']|["']$/gu, "");
  return /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)*$/u.test(first) ? first : undefined;
}

/** Generic mappings under any module alias; group 1 holds their arguments, the second of which is the value type. */
const MAPPING = /^(?:[\w.]+\.)?(?:dict|Dict|Mapping|MutableMapping|OrderedDict|DefaultDict|defaultdict|ChainMap)\[(.*)\]$/su;

/**
 * A mapping's declared type as written → the type of its values, for `for k, v in m.items()`: `dict[str, Field]`,
 * `t.Mapping[str, "Field"]` → `Field`; through `Optional[…]` and `… | None`. Undefined for anything else.
 */
export function pythonValueType(text: string): string | undefined {
  let t = text.trim().replace(/^["']|["']$/gu, "").trim();
  const optional = /^(?:[\w.]+\.)?Optional\[(.*)\]$/su.exec(t)?.[1] ?? /^(.*?)\s*\|\s*None$/su.exec(t)?.[1] ?? /^None\s*\|\s*(.*)$/su.exec(t)?.[1];
  if (optional !== undefined) t = optional.trim();
  const inner = MAPPING.exec(t)?.[1];
  const args = inner !== undefined ? splitArguments(inner) : undefined;
  const value = args?.length === 2 ? args[1]!.replace(/^["']|["']$/gu, "") : undefined;
  return value !== undefined && /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)*$/u.test(value) ? value : undefined;
}

/**
 * Part `index` of a declared `tuple[A, B, C]` (`Tuple`, under any module alias) of `count` parts: `tuple[str | None,
 * Command | None, list[str]]`, 1 of 3 → `Command | None`. Undefined for a tuple of another length, `tuple[X, ...]`, or
 * anything else.
 */
export function pythonResultPart(result: string, index: number, count: number): string | undefined {
  const inner = TUPLE.exec(result.trim().replace(/^["']|["']$/gu, ""))?.[1];
  const args = inner !== undefined ? splitArguments(inner) : undefined;
  return args?.length === count && !args.includes("...") ? args[index] : undefined;
}

/** A typing wrapper of one type and its arguments' text: `Optional[…]`, `t.Union[…]`, `Type[…]`, `Annotated[…]`. */
const WRAPPED_TYPE = /^(?:[A-Za-z_]\w*\.)?(Optional|Type|type|Annotated|Union)\[(.*)\]$/u;

/** What the graph builder knows about Python. */
export const pythonGraph: GraphLanguage = {
  // `with x:` and `async with x:` run these on x (databases' `async with self.connection():` in every query method).
  contextMethods: { enter: ["__enter__", "__exit__"], enterAsync: ["__aenter__", "__aexit__"] },
  id: "python",
  grammar: "tree-sitter-python.wasm",
  literalObject: LITERAL_OBJECT,
  cStyleComments: false, // `//` divides: signatures keep it
  // `typing.overload` under any module alias: click's `import typing as t` writes `@t.overload`.
  overloadDecorator: /^(?:[\w.]+\.)?overload$/u,
  hashComments: true, // `def f(a,  # why` and `# type: ignore` stay out of signatures
  docFieldsFirst: true, // `:param headers:` over "A dict like container …"
  builtins: new Set(BUILTINS),
  superCall: "super()",
  superCallNamed: /^super\(([\p{L}_][\p{L}\p{N}_.]*),(?:self|cls)\)$/u, // `super(Live, self)`, `super(Live, cls)`
  constructorName: "__init__",
  allocatorName: "__new__",
  selfType: "Self", // `def __enter__(self) -> Self` (typing's, under any alias: `t.Self`): the method's class
  classObjectType: /^(?:[A-Za-z_]\w*\.)?(?:type|Type)\[\s*["']?([\p{L}_][\p{L}\p{N}_.]*)["']?\s*\]$/u,
  enterMethods: ["__enter__", "__aenter__"],
  callMethod: "__call__",
  yieldedType,
  hiddenFromWildcard: /^_/u, // without `__all__`, `from m import *` skips `_private` names
  // pytest; a class-scoped fixture sets attributes of the classes marked to use it (`request.cls.parser = …`).
  fixtures: { files: ["conftest.py"], decorator: /^(?:pytest(?:_asyncio)?\.)?fixture\b/u, consumer: /^test/u, classUser: /^(?:pytest\.)?mark\.usefixtures\(/u },
  unknownMethodsExternal: true, // a method no class of the repository defines comes from a library or a builtin type
  // A method call on a receiver of unknown type (an untyped parameter: sqlparse's `tlist.token_next_by(…)`) reaches the
  // repository's one method of that name, unless the standard library's objects or most libraries' answer it too.
  nameOnlyFallback: true,
  commonMethods: new Set(PYTHON_COMMON_METHODS),
  scopedBareCalls: true,
  headerRunsAtDefinition: true,
  protocolMethod: /^__\w+__$/u,
  selfParameters: ["self", "cls"],
  selfCallsReachSubclasses: true,
  classAttribute: "__class__",
  staticDecorator: /^(?:builtins\.)?staticmethod$/u,
  classMethodDecorator: /^(?:builtins\.)?classmethod$/u,
  classValueType: /^(?:typing\.|t\.)?[Tt]ype\[/u,
  // Caching descriptors of common libraries too: SQLAlchemy's and alembic's `util.memoized_property`, Pyramid's `reify`.
  propertyDecorator: /^(?:(?:builtins|functools)\.)?(?:property|cached_property)$|^(?:[A-Za-z_][\w.]*\.)?(?:memoized_property|reify|lazy_property)$/u,
  propertyAccessorDecorator: /^([\p{L}_][\p{L}\p{N}_]*)\.(?:setter|deleter)$/u,
  folderScope: false,
  importsFolders: false,
  bindings(fact) {
    if (fact.wildcard) return [{ local: "*", module: fact.module, wildcard: true }];
    if (fact.name !== undefined) return [{ local: fact.local ?? fact.name, module: fact.module, name: fact.name }];
    if (fact.alias !== undefined) return [{ local: fact.alias, module: fact.module }];
    const first = fact.module.split(".")[0]!;
    return first === fact.module ? [{ local: first, module: first }] : [{ local: fact.module, module: fact.module }, { local: first, module: first }];
  },
  resolveModule: resolvePython,
  elementType: pythonElementType,
  indexedCollection,
  valueType: pythonValueType,
  // A list's `pop` gives an element, a dict's `pop` / `get` / `setdefault` a value (getsentry/responses'
  // `response = self.registered.pop(0)` of a `List["BaseResponse"]`: its `response.matches(…)` read as outside the
  // repository).
  elementMethods: { pop: ["value", "element"], popleft: ["element"], get: ["value"], setdefault: ["value"] },
  resultPart: pythonResultPart,
  iterMethod: "__iter__",
  unionTypeNames(text) {
    let t = unquote(text).trim();
    const optional = /^(?:[A-Za-z_]\w*\.)?Optional\[(.*)\]$/u.exec(t);
    if (optional) t = optional[1]!.trim();
    const union = /^(?:[A-Za-z_]\w*\.)?Union\[(.*)\]$/u.exec(t);
    const parts = (union ? splitArguments(union[1]!) : splitArguments(t, "|")) ?? [];
    const members = parts.map((p) => unquote(p.trim())).filter((p) => p !== "None" && p !== "");
    return members.length >= 2 && members.every((m) => /^[A-Za-z_][\w.]*$/u.test(m)) ? members : undefined;
  },
  typeName(text) {
    let t = unquote(text);
    // `Optional[X]`, `t.Optional["X"]` (typing under any alias: jinja's `loader: t.Optional["BaseLoader"]`),
    // `Type[X]`, `Annotated[X, …]`, `Union[X, None]`, nested (`Optional[Union[X, None]]`): X. A union of several
    // types besides None names no one type: arrow's `other: Union["Arrow", dt_datetime, None]` sent
    // `other.replace(…)` under `isinstance(other, dt_datetime)` to `Arrow.replace`.
    for (let wrapped = WRAPPED_TYPE.exec(t); wrapped; wrapped = WRAPPED_TYPE.exec(t)) {
      const args = (splitArguments(wrapped[2]!) ?? []).map(unquote);
      const members = wrapped[1] === "Union" ? args.filter((a) => a !== "None") : args.slice(0, 1);
      if (members.length !== 1) return undefined;
      t = members[0]!;
    }
    t = unquote(t.replace(/\s*\|\s*None$/u, "").replace(/^None\s*\|\s*/u, "")).replace(/\[.*\]$/u, "");
    if (/^(?:typing|typing_extensions|t)\.Self$/u.test(t)) return "Self";
    // `Any` says nothing of the value: unknown, not outside the repository. uvicorn's `config.lifespan_class(config)`
    // (`import_from_string(…) -> Any`) made `self.lifespan.startup()` "outside the repository".
    if (/^(?:(?:typing|typing_extensions|t)\.)?Any$/u.test(t)) return undefined;
    return /^[A-Za-z_][\w.]*$/u.test(t) ? t : undefined;
  },
};
