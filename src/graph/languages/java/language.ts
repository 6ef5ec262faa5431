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
  if (/^-?\d+$/u.test(text)) return "int";
  // A class literal (`Override.class`, `int.class`): a `Class<?>` parameter takes it (`addAnnotation(Class<?>)`).
  if (/^[\p{L}_][\p{L}\p{N}_.]*(?:\[\])*\.class$/u.test(text)) return "Class<?>";
  return writtenType(arg, declared);
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
  implicitMembers: true,
  folderScope: true,
  importsFolders: false,
  overloads: true,
  // Of overloads taking as many arguments, the one whose parameter types are those the arguments show.
  argumentType: javaArgumentType,
  bindings(fact) {
    if (fact.wildcard) return [{ local: "*", module: fact.module, wildcard: true }];
    if (fact.name !== undefined) return [{ local: fact.name, module: fact.module, name: fact.name }];
    return [];
  },
  resolveModule: resolveJava,
  typeName: genericTypeName,
};
