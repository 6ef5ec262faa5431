/**
 * PHP graph rules: a namespace is the set of files that declare it, else (PSR-4) the folders whose path ends with
 * its segments (`src/Monolog/Handler/` for `Monolog\Handler`); a file sees its own namespace's classes; `use A\B\C
 * [as D]` binds `C` (`D`). `$this->m()`, `self::m()` and `static::m()` are the class's methods, `parent::m()` the
 * base's; `new C` runs `__construct`. PHP's standard library is thousands of global functions, so a bare function
 * name defined nowhere in the repository is external, as is any method name no class of the repository has; a method
 * on an untyped receiver resolves by name only when one class has it (common names excepted) and it is no `static`
 * method (`$promise->wait()` is never `Server::wait()`); a `use` of a namespace outside the repository makes the
 * name external (`use GuzzleHttp\Psr7;` then `Psr7\Utils::modifyRequest()`).
 */
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { dottedModuleFiles, LITERAL_OBJECT } from "../shared.js";

const BUILTIN_CLASSES = [
  "Exception", "RuntimeException", "LogicException", "InvalidArgumentException", "UnexpectedValueException", "DomainException",
  "OutOfBoundsException", "LengthException", "RangeException", "OverflowException", "BadMethodCallException", "BadFunctionCallException",
  "Throwable", "Error", "TypeError", "ArgumentCountError", "ValueError", "JsonException", "ErrorException", "Closure", "Generator",
  "DateTime", "DateTimeImmutable", "DateTimeZone", "DateInterval", "DateTimeInterface", "ArrayObject", "ArrayIterator",
  "SplObjectStorage", "SplQueue", "SplStack", "ReflectionClass", "ReflectionMethod", "ReflectionProperty", "ReflectionObject",
  "Stringable", "Countable", "IteratorAggregate", "Iterator", "Traversable", "ArrayAccess", "JsonSerializable", "stdClass",
  "PDO", "PDOException", "SoapClient", "CurlHandle", "WeakMap", "Fiber", "SensitiveParameter", "Attribute", "ReturnTypeWillChange",
];

function resolvePhp(module: string, _fromPath: string, env: ModuleEnv): ModuleTarget {
  const dotted = module.replace(/^\\+/u, "").split("\\").join(".");
  // A sub-namespace the resolver builds is written with `.` (`App.Tests`); a declared namespace with `\` (`App\Tests`).
  const declared = env.filesDeclaring(dotted.split(".").join("\\")).filter((p) => p.endsWith(".php"));
  if (declared.length) return { paths: [...declared] };
  const byFolder = dottedModuleFiles(dotted, env, ".php");
  if (byFolder.length) return { paths: byFolder };
  // PSR-4 maps a vendor prefix to a source root: `Monolog\Handler` → `src/Monolog/Handler` or `src/Handler`.
  const parts = dotted.split(".");
  for (let i = 1; i < parts.length; i++) {
    const files = dottedModuleFiles(parts.slice(i).join("."), env, ".php");
    if (files.length) return { paths: files };
  }
  return { external: true };
}

/** What the graph builder knows about PHP. */
export const phpGraph: GraphLanguage = {
  id: "php",
  grammar: "tree-sitter-php.wasm",
  literalObject: LITERAL_OBJECT,
  builtins: new Set(BUILTIN_CLASSES),
  superCall: "parent",
  constructorName: "__construct",
  selfName: "$this",
  selfClassNames: new Set(["static", "self"]),
  implicitMembers: false,
  separators: ["->", "?->", "::", "\\"],
  unknownNamesExternal: true,
  nameOnlyFallback: true,
  // `@def.arg…` and `@call.args` in graph.scm: a method reached by name only must take the call's arguments.
  parameterCounts: true,
  // `\GuzzleHttp\json_encode(…)`, `Psr7\str(…)`: functions of a namespace; an unqualified name falls back to the global one.
  namespacedFunctions: true,
  staticMember: /^[^(]*\bstatic\b[^(]*\bfunction\b/iu,
  commonMethods: new Set(["get", "set", "has", "add", "remove", "format", "write", "read", "close", "reset", "handle", "process", "log", "run", "count", "getIterator", "offsetGet", "offsetSet", "offsetExists", "offsetUnset", "jsonSerialize", "__toString", "__invoke", "__construct", "toArray", "send", "flush", "push", "pop", "clear", "isEmpty"]),
  importsReexport: false,
  folderScope: false,
  importsFolders: false,
  bindings(fact) {
    if (fact.wildcard) return [{ local: "*", module: fact.module, wildcard: true }];
    if (fact.name !== undefined) return [{ local: fact.local ?? fact.name, module: fact.module, name: fact.name }];
    return [];
  },
  resolveModule: resolvePhp,
  typeName(text) {
    const t = text.trim().replace(/^\?/u, "").replace(/^\\+/u, "").split("\\").join(".");
    return /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/u.test(t) && !/^(?:int|float|string|bool|array|void|mixed|null|callable|iterable|object|self|static|never|false|true)$/iu.test(t) ? t : undefined;
  },
};
