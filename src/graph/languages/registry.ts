/**
 * Languages the tree-sitter graph builder resolves calls for: one folder each under `languages/<id>/` with a
 * `language.ts` ({@link GraphLanguage}) and a `graph.scm` query. TypeScript/JavaScript use the type checker
 * instead (`typescript/`); other languages get file nodes only.
 */
import { detectLanguage } from "../../extract/index.js";
import { fileOfId } from "../structure.js";
import type { GraphLanguage } from "../treeSitter/graphLanguage.js";
import type { GraphEdge } from "../types.js";
import { cGraph, cppGraph } from "./cpp/language.js";
import { csharpGraph } from "./csharp/language.js";
import { goGraph } from "./go/language.js";
import { javaGraph } from "./java/language.js";
import { phpGraph } from "./php/language.js";
import { pythonGraph } from "./python/language.js";
import { rubyGraph } from "./ruby/language.js";
import { rustGraph } from "./rust/language.js";
import { CHECKER_CONSTRUCTOR } from "../typescript/constructorName.js";
import { JS_GLOBAL_CALLS } from "../typescript/jsGlobals.js";

/** Every tree-sitter graph language, by id. */
export const GRAPH_LANGUAGES: ReadonlyMap<string, GraphLanguage> = new Map([pythonGraph, goGraph, javaGraph, csharpGraph, rubyGraph, phpGraph, rustGraph, cppGraph, cGraph].map((l) => [l.id, l]));

/** Ids of the languages whose graph marks test code inside source files (`GraphNode.test`, Rust). */
export const TEST_MARKING_LANGUAGES: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.testDecorator).map((l) => l.id));

/** Ids of the languages whose docs may list their fields before their description (`GraphLanguage.docFieldsFirst`: Python). */
export const DOC_FIELDS_FIRST: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.docFieldsFirst).map((l) => l.id));

/** Ids of the languages whose `static` methods never override or are overridden (`GraphLanguage.staticNeverDispatched`). */
const STATIC_UNDISPATCHED: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.staticNeverDispatched).map((l) => l.id));

/**
 * True for a method that calls on a supertype's or subtype's method of its name never run: a `static` method of a
 * language where statics hide rather than override (javapoet's static `ClassName.get(TypeElement)` listed 58 callers
 * of `TypeName.get` as reaching it, and `impact` 207 nodes).
 */
export function neverDispatched(node: { kind: string; language?: string; signature?: string }): boolean {
  return node.kind === "method" && STATIC_UNDISPATCHED.has(node.language ?? "") && /(?:^|[\s(])static\s/u.test(node.signature ?? "");
}

/** Ids of the languages whose `inherits` edges are embedding, along which no call dispatches (`GraphLanguage.embeddingInherits`: Go). */
const EMBEDDING: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.embeddingInherits).map((l) => l.id));

/**
 * True when a call of a method of `edge.to` (a type) may run the method of that name of `edge.from`, or of the
 * types below it: `edge` is an `implements` edge, or an `inherits` edge of a language where inheriting is
 * subclassing. A Go struct embedding (sqlx's `type qStmt struct{ *Stmt }`) promotes `Stmt`'s methods to `qStmt`, but
 * `n.Stmt.QueryRowx(…)` never runs `qStmt.QueryRowx` (`callees` read "overridden by qStmt.QueryRowx"); only an
 * interface's `implements` edges dispatch there. False for any other kind of edge.
 */
export function dispatchesAlong(edge: Pick<GraphEdge, "kind" | "from">): boolean {
  if (edge.kind === "implements") return true;
  return edge.kind === "inherits" && !EMBEDDING.has(detectLanguage(fileOfId(edge.from)).id);
}

/**
 * Languages where a subtype's method of a name overrides its base's of that name whatever its parameters (no Java or C#
 * overloads, no non-virtual C++ methods): there a method a subtype overrides never runs on that subtype's objects,
 * unless the override calls its parent's (`via: "super"`). `impact` and the summaries' callers through a base method
 * read it with `GraphEdge.onSelf`.
 */
export const BY_NAME_OVERRIDE_LANGUAGES: ReadonlySet<string> = new Set(["python", "ruby", "php", "javascript", "typescript"]);

/** Ids of the languages whose functions and methods may be declared in one file and defined in another (`GraphLanguage.definitionsApart`: C, C++). */
const DEFINITIONS_APART: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.definitionsApart).map((l) => l.id));

/**
 * True for the `implements` edge a function or method defined apart has to its declaration (C++ `int T::Count() const
 * { … }` in a source file → `Count` declared in `T`'s header): one qualified name in two files, in a language with
 * `GraphLanguage.definitionsApart`. Calls of the declaration reach the definition; `callers` and a name read the pair
 * as one.
 */
export function definesApart(edge: Pick<GraphEdge, "kind" | "from" | "to" | "resolved">): boolean {
  const own = (id: string): string => id.slice(fileOfId(id).length); // `#T.Count`
  return edge.kind === "implements" && edge.resolved && edge.from !== edge.to && own(edge.from) === own(edge.to) && DEFINITIONS_APART.has(detectLanguage(fileOfId(edge.from)).id);
}

/**
 * A call on a literal, as written: a string's (`", ".join`, `'a,b'.split`), a regular expression's (`/^W\//.test`), an
 * array's (`[a, b].map`). It runs the language's own code, never the repository's (koa's `etag` setter read "Calls
 * outside the graph: /^(…)?"/.test").
 */
const LITERAL_RECEIVER = /^(?:["'`/[]|[rbuf]{1,2}["'])/u;

/**
 * True when `name` (a call as written, `close`, `len`) is a builtin function of the language's graph
 * (`GraphLanguage.builtins`: Go's `close`, `len`, `panic`; Python's `len`, `print`), or for TypeScript and JavaScript
 * (which resolve through the checker) a global function or constructor of the runtime (`Error`, `parseInt`,
 * `setTimeout`: `typescript/jsGlobals.ts`), or a call on a literal ({@link LITERAL_RECEIVER}); false for any other
 * language.
 */
export function isBuiltinCall(language: string | undefined, name: string): boolean {
  if (language === undefined) return false;
  if (LITERAL_RECEIVER.test(name)) return true;
  if (CHECKER_CONSTRUCTOR.languages.has(language)) return JS_GLOBAL_CALLS.has(name);
  return GRAPH_LANGUAGES.get(language)?.builtins.has(name) === true;
}

/** Ids of {@link GRAPH_LANGUAGES}, in registry order. */
export const GRAPH_LANGUAGE_IDS: readonly string[] = [...GRAPH_LANGUAGES.keys()];
