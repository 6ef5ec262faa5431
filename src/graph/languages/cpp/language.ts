/**
 * C and C++ graph rules: `#include "x.h"` is the file next to the including one, else the one repository file
 * whose path ends with `x.h`; `<…>` includes are external. A header declares what another file defines and the
 * linker joins them, so a function or type named in no scope or include resolves to the one definition of that
 * name in the repository (`name-only`). Methods defined as `T::m` are `T.m`; constructors are named after their
 * class; inside a class, its members are in scope without `this`.
 */
import path from "node:path";
import type { Node } from "web-tree-sitter";
import type { GraphLanguage, ModuleEnv, ModuleTarget } from "../../treeSitter/graphLanguage.js";
import { LITERAL_OBJECT } from "../shared.js";
import { blankCDeclarationMacros, blankDeclarationMacros } from "../../../extract/index.js";

const BUILTINS = [
  "printf", "fprintf", "sprintf", "snprintf", "puts", "malloc", "calloc", "realloc", "free", "memcpy", "memmove", "memset", "memcmp",
  "strlen", "strcmp", "strncmp", "strcpy", "strncpy", "strchr", "strstr", "abort", "exit", "assert", "sizeof", "static_cast",
  "dynamic_cast", "reinterpret_cast", "const_cast", "std", "move", "forward", "swap", "decltype", "alignof", "offsetof",
];

/**
 * A loop macro written in a C function body (`cJSON_ArrayForEach(child, item) { … }`, `list_for_each(pos, head) { … }`) parses
 * as a function defined inside the function, so its calls were that "function's" and its callers none (cJSON's
 * `cJSON_Compare` lost its calls of `get_object_item`). Its name becomes `while` (or `if` for a name shorter than five
 * letters), padded to its length, so it reads as the loop it expands to. Undefined when there is none.
 */
export function cLoopMacros(root: Node, source: string): string | undefined {
  const names: [number, number][] = [];
  for (const def of root.descendantsOfType("function_definition")) {
    if (!def || def.parent?.type !== "compound_statement" || def.childForFieldName("type") || !insideFunction(def)) continue;
    const name = def.childForFieldName("declarator")?.childForFieldName("declarator");
    if (name?.type === "identifier" && name.text.length >= 2) names.push([name.startIndex, name.endIndex]);
  }
  if (!names.length) return undefined;
  let out = "";
  let at = 0;
  for (const [start, end] of names.sort((a, b) => a[0] - b[0])) {
    const keyword = end - start >= 5 ? "while" : "if";
    out += source.slice(at, start) + keyword.padEnd(end - start, " ");
    at = end;
  }
  return out + source.slice(at);
}

/** True when a function definition encloses `node`. */
function insideFunction(node: Node): boolean {
  for (let n = node.parent; n; n = n.parent) if (n.type === "function_definition") return true;
  return false;
}

function resolveInclude(module: string, fromPath: string, env: ModuleEnv): ModuleTarget {
  if (module.startsWith("<")) return { external: true };
  const dir = path.posix.dirname(fromPath);
  const next = path.posix.normalize(dir === "." ? module : `${dir}/${module}`);
  if (env.files.has(next)) return { paths: [next] };
  const matches = [...env.files].filter((f) => f === module || f.endsWith(`/${module}`));
  return matches.length === 1 ? { paths: matches } : { external: true };
}

function cppGraphFor(id: string, grammar: string): GraphLanguage {
  return {
    id,
    grammar,
    // A static method hides a base type's method of its name; it never overrides one.
    staticNeverDispatched: true,
    literalObject: LITERAL_OBJECT,
    builtins: new Set(BUILTINS),
    constructorIsClassName: true,
    newKeyword: "new",
    blankMacros: blankDeclarationMacros,
    // A method declared in its class in a header and defined as `T::m` in a source file: calls reach the definition.
    definitionsApart: true,
    docWrappers: ["template_declaration"], // `/// doc` above `template <class T>`, not above the function
    selfName: "this",
    declaredReceivers: true,
    implicitMembers: true,
    addressedCallbacks: true,
    separators: ["::", "->"],
    nameOnlyTypes: true,
    nameOnlyFallback: true,
    namespaceFunctions: true,
    unnamedNamespaces: true,
    namespaceName: /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*$/u,
    // `QObject::connect(…)`: a CamelCase class no type of the repository has is a library's.
    constantObject: /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/u,
    unknownMacros: /^[A-Z][A-Z0-9]*_[A-Z0-9_]*$|^[A-Z]{2,}[0-9]*$/u,
    commonMethods: new Set(["size", "begin", "end", "data", "push_back", "emplace_back", "get", "reset", "find", "insert", "erase", "clear", "empty", "c_str", "str", "first", "second", "value", "operator"]),
    folderScope: false,
    importsFolders: false,
    bindings(fact) {
      return fact.wildcard ? [{ local: "*", module: fact.module, wildcard: true }] : [];
    },
    resolveModule: resolveInclude,
    typeName(text) {
      let t = text.trim().replace(/\b(?:const|volatile|struct|class|typename|unsigned|signed)\b/gu, "").replace(/[*&\s]/gu, "");
      for (let prev = ""; prev !== t; ) {
        prev = t;
        t = t.replace(/<[^<>]*>/gu, "");
      }
      t = t.split("::").join(".").replace(/^\./u, "");
      return /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/u.test(t) ? t : undefined;
    },
  };
}

/** What the graph builder knows about C++. */
export const cppGraph: GraphLanguage = cppGraphFor("cpp", "tree-sitter-cpp.wasm");
/** What the graph builder knows about C (the C++ grammar parses C; its query uses the nodes both share). */
// C defines no function inside another: one there is a loop macro (`cLoopMacros`); C++ code the grammar misreads may
// hold such nodes too (spdlog's bundled fmt), so the rule is C's only.
export const cGraph: GraphLanguage = { ...cppGraphFor("c", "tree-sitter-cpp.wasm"), queryFolder: "cpp", noMethods: true, addressedCallbacks: false, blankMacros: blankCDeclarationMacros, reparse: cLoopMacros };
