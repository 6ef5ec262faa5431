/**
 * Java graph rules: a package is a folder, and the classes of its files see each other without imports;
 * `import a.b.C` binds `C` to class `C` of package `a.b`, `import a.b.*` every class of it; a package is the
 * repository folder whose path ends with the package's segments (`src/main/java/a/b/`), any other is external
 * (the JDK, libraries). `java.lang` types are builtins. Constructors are named after their class; inside a
 * class, its methods and fields are in scope without `this`. Overloads of a method are different methods: each is
 * its own node, and a call picks the one whose parameters take its argument count (as C#).
 */
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { dottedModuleFiles, genericTypeName, LITERAL_OBJECT, writtenType } from "../shared.js";
import { JAVA_ELEMENT_METHODS, javaElementType, javaValueType } from "./collections.js";

/**
 * The type a Java argument surely has, as written: a string literal's `String`, a character's `char`, `true`/`false`'s
 * `boolean`, a plain integer's `int`, a class literal's `Class<?>`, else a cast's type, a constructed type or a
 * declared name's type (`writtenType`). javapoet's `emit(codeBlock)` with `CodeBlock codeBlock` ran `emit(CodeBlock)`, not `emit(String)`;
 * `ClassName.get((TypeElement) t.asElement())` the `TypeElement` overload.
 */
export function javaArgumentType(arg: string, declared: (name: string) => string | undefined): string | undefined {
  const text = arg.trim();
  if (/^"(?:[^"\\]|\\.)*"$/u.test(text) || text.startsWith('"""')) return "String";
  if (/^'(?:[^'\\]|\\.)+'$/u.test(text)) return "char";
  if (text === "true" || text === "false") return "boolean";
  if (/^-?\d[\d_]*$/u.test(text)) return "int";
  if (/^-?\d[\d_]*[lL]$/u.test(text)) return "long";
  if (/^-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?[fF]$/u.test(text)) return "float";
  if (/^-?(?:\d+\.\d*|\.\d+|\d+(?=[eE]))(?:[eE][+-]?\d+)?[dD]?$|^-?\d+[dD]$/u.test(text)) return "double";
  // A class literal (`Override.class`, `int.class`): a `Class<?>` parameter takes it (`addAnnotation(Class<?>)`).
  if (/^[\p{L}_][\p{L}\p{N}_.]*(?:\[\])*\.class$/u.test(text)) return "Class<?>";
  // A JDK call whose result every JDK declares the same (commons-cli's `getOptionValue(String.valueOf(c))` ran the
  // `Option` overload, not `getOptionValue(String)`).
  const jdk = Object.entries(JDK_RESULTS).find(([, re]) => re.test(text))?.[0];
  if (jdk !== undefined) return jdk;
  return writtenType(arg, declared);
}

/** JDK calls written as an argument → their declared result: `String.valueOf(c)`, `x.toString()`, `Integer.parseInt(s)`. */
const JDK_RESULTS: Record<string, RegExp> = {
  String: /^(?:String\.(?:valueOf|format|join|copyValueOf)\(.*\)|.+\.toString\(\))$/su,
  int: /^(?:Integer\.parseInt\(.*\)|.+\.hashCode\(\))$/su,
  long: /^Long\.parseLong\(.*\)$/su,
  boolean: /^(?:Boolean\.parseBoolean\(.*\)|.+\.equals\([^()]*\))$/su,
};

/** Java's widening primitive conversions (JLS §5.1.2), nearest first. */
const WIDENING: Record<string, string[]> = {
  byte: ["short", "int", "long", "float", "double"],
  short: ["int", "long", "float", "double"],
  char: ["int", "long", "float", "double"],
  int: ["long", "float", "double"],
  long: ["float", "double"],
  float: ["double"],
};
/** Each primitive type's box (JLS §5.1.7). */
const BOXES: Record<string, string> = { boolean: "Boolean", byte: "Byte", short: "Short", char: "Character", int: "Integer", long: "Long", float: "Float", double: "Double" };
const UNBOXED: Record<string, string> = Object.fromEntries(Object.entries(BOXES).map(([p, b]) => [b, p]));
/** JDK reference types' supertypes a parameter may be declared as (`Object` aside: every reference type has it). */
const JDK_SUPERTYPES: Record<string, string[]> = {
  ...Object.fromEntries(["Byte", "Short", "Integer", "Long", "Float", "Double"].map((b) => [b, ["Number", "Comparable", "Serializable"]])),
  Boolean: ["Comparable", "Serializable"],
  Character: ["Comparable", "Serializable"],
  String: ["CharSequence", "Comparable", "Serializable"],
  BigInteger: ["Number", "Comparable", "Serializable"],
  BigDecimal: ["Number", "Comparable", "Serializable"],
  AtomicInteger: ["Number", "Serializable"],
  AtomicLong: ["Number", "Serializable"],
  StringBuilder: ["CharSequence"],
  StringBuffer: ["CharSequence"],
};

/** An argument's and a parameter's types without `final`, type arguments or a `java.lang`-style package. */
function bareTypes(arg: string, param: string): [string, string] {
  return [
    arg.replace(/<.*>$/su, "").replace(/^java\.(?:lang|math|util\.concurrent\.atomic)\./u, ""),
    param.replace(/^final/u, "").replace(/<.*>$/su, "").replace(/^java\.(?:lang|io|math|util\.concurrent\.atomic)\./u, ""),
  ];
}

/**
 * How well a Java parameter of type `param` takes an argument of type `arg` it does not name (see
 * `GraphLanguage.argumentConversion`), in the order of the JLS's overload phases (§15.12.2): a JDK subtype (`Long` for
 * `Number`, 3) and a widening primitive conversion (`int` for `long` 2.9, for `double` 2.7) without boxing, then boxing
 * or unboxing (`boolean` for `Boolean` 2.5, `Integer` for `int`), boxing then a supertype (`double` for `Number` 2), and
 * `Object` last (1). gson's `new JsonPrimitive(value)` with `float value` ran the first constructor, `JsonPrimitive(Boolean)`,
 * not `JsonPrimitive(Number)`.
 */
export function javaArgumentConversion(arg: string, param: string): number | undefined {
  const [a, p] = bareTypes(arg, param);
  const widened = WIDENING[a]?.indexOf(p) ?? -1;
  if (widened >= 0) return 3 - 0.1 * (widened + 1);
  if (JDK_SUPERTYPES[a]?.includes(p)) return 3;
  if (BOXES[a] === p || UNBOXED[a] === p) return 2.5;
  const unboxedWidened = UNBOXED[a] !== undefined ? (WIDENING[UNBOXED[a]!]?.indexOf(p) ?? -1) : -1;
  if (unboxedWidened >= 0) return 2.4 - 0.1 * (unboxedWidened + 1);
  if (BOXES[a] !== undefined && JDK_SUPERTYPES[BOXES[a]!]?.includes(p)) return 2;
  if (p === "Object" && a !== "Object") return 1;
  return undefined;
}

/** The JDK types {@link javaConversionPhase} judges: primitives, their boxes, and the supertypes those have. */
const BUILT_IN_TYPES = new Set(["Object", "Number", "Comparable", "Serializable", "CharSequence", ...Object.keys(BOXES), ...Object.values(BOXES), ...Object.keys(JDK_SUPERTYPES)]);

/**
 * The JLS overload phase (§15.12.2) in which a Java parameter of type `param` takes an argument of type `arg`: 1 for
 * identity, widening and a reference supertype (an `Integer` for `Object` or `Number`), 2 for boxing or unboxing (an
 * `Integer` for `int`, an `int` for `Object`), `Infinity` when both are JDK types and no conversion exists (`int` for
 * `String`), undefined otherwise (a repository type, a generic). gson's `list.remove(value)` with `Integer value` runs
 * `remove(Object)`, never `remove(int)`, though unboxing would fit.
 */
export function javaConversionPhase(arg: string, param: string): number | undefined {
  const [a, p] = bareTypes(arg, param);
  if (!BUILT_IN_TYPES.has(a) || !BUILT_IN_TYPES.has(p)) return undefined;
  if (a === p) return 1;
  const score = javaArgumentConversion(a, p);
  if (score === undefined) return Infinity;
  if (p === "Object") return BOXES[a] === undefined ? 1 : 2;
  return score >= 2.6 ? 1 : 2;
}

/** Java's primitive types: no `null` fits one. */
const PRIMITIVES = new Set(["boolean", "byte", "char", "short", "int", "long", "float", "double"]);
/** JDK types that are no functional interface: no lambda or method reference fits one (nor a primitive, nor an array). */
const NOT_FUNCTIONAL = new Set(["String", "Object", "CharSequence", "Number", "Integer", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Character", "StringBuilder", "Properties", "List", "Map", "Set", "Collection", "Class", "Optional"]);

/**
 * False when a Java parameter of type `param` can never take `arg` (true when unsure): `null` for a primitive, a lambda (`() -> d`,
 * `x -> …`, `(a, b) -> …`) or a method reference (`Option::clearValues`, `this::add`) for a primitive, an array or a
 * JDK type that is no functional interface. commons-cli's `parse(options, arguments, null)` ran `parse(…, boolean)`,
 * not `parse(…, Properties)`; `getOptionValue(opt, () -> d)` the `String` overload, not the `Supplier<String>` one.
 */
export function javaArgumentFits(arg: string, param: string): boolean {
  const text = arg.trim();
  const bare = param.replace(/^final/u, "").replace(/<.*>$/su, "");
  if (text === "null") return !PRIMITIVES.has(bare);
  const lambda = /^(?:\([^()]*\)|[\p{L}_$][\p{L}\p{N}_$]*)\s*->/u.test(text) || /^[\p{L}_$][\p{L}\p{N}_$.]*(?:\[\])?::(?:new|[\p{L}_$][\p{L}\p{N}_$]*)$/u.test(text);
  if (lambda) return !(PRIMITIVES.has(bare) || bare.endsWith("]") || bare.endsWith("...") || NOT_FUNCTIONAL.has(bare.replace(/^java\.(?:lang|util)\./u, "")));
  return true;
}

const BUILTINS = [
  "Object", "String", "StringBuilder", "StringBuffer", "CharSequence", "Integer", "Long", "Short", "Byte", "Double", "Float",
  "Boolean", "Character", "Number", "Void", "Math", "StrictMath", "System", "Runtime", "Thread", "ThreadLocal", "Class", "Enum",
  "Record", "Iterable", "Comparable", "Runnable", "Cloneable", "AutoCloseable", "Throwable", "Exception", "Error",
  "RuntimeException", "IllegalArgumentException", "IllegalStateException", "NullPointerException", "UnsupportedOperationException",
  "IndexOutOfBoundsException", "ArrayIndexOutOfBoundsException", "StringIndexOutOfBoundsException", "ClassCastException",
  "ArithmeticException", "NumberFormatException", "AssertionError", "StackOverflowError", "OutOfMemoryError", "InterruptedException",
  "CloneNotSupportedException", "ReflectiveOperationException", "ClassNotFoundException", "NoSuchMethodException",
  "NoSuchFieldException", "IllegalAccessException", "InstantiationException", "SecurityException", "Override", "Deprecated",
  "SuppressWarnings", "FunctionalInterface", "SafeVarargs", "Process", "ProcessBuilder",
  // methods every class inherits from Object
  "getClass", "hashCode", "equals", "toString", "clone", "finalize", "notify", "notifyAll", "wait",
];

function resolveJava(module: string, _fromPath: string, env: ModuleEnv): ModuleTarget {
  const paths = dottedModuleFiles(module, env, ".java");
  return paths.length ? { paths } : { external: true };
}

/** What the graph builder knows about Java. */
export const javaGraph: GraphLanguage = {
  id: "java",
  grammar: "tree-sitter-java.wasm",
  // A static method hides a base type's method of its name; it never overrides one.
  staticNeverDispatched: true,
  literalObject: LITERAL_OBJECT,
  builtins: new Set(BUILTINS),
  superCall: "super",
  newKeyword: "new",
  constructorIsClassName: true,
  chainedConstructors: { this: "own", super: "base" },
  selfName: "this",
  declaredReceivers: true,
  implicitMembers: true,
  folderScope: true,
  importsFolders: false,
  elementType: javaElementType,
  valueType: javaValueType,
  elementMethods: JAVA_ELEMENT_METHODS,
  overloads: true,
  // Of overloads taking as many arguments, the one whose parameter types are those the arguments show.
  argumentType: javaArgumentType,
  argumentConversion: javaArgumentConversion,
  conversionPhase: javaConversionPhase,
  argumentFits: javaArgumentFits,
  bindings(fact) {
    if (fact.wildcard) return [{ local: "*", module: fact.module, wildcard: true }];
    if (fact.name !== undefined) return [{ local: fact.name, module: fact.module, name: fact.name }];
    return [];
  },
  resolveModule: resolveJava,
  typeName: genericTypeName,
};
