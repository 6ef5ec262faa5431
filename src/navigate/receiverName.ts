/**
 * Which class a by-name call's receiver is named after. An unresolved call `?response.body` names no type, but its
 * receiver's name usually says one: on rack, `references` of `Rack::Request::Helpers#body` listed 169 by-name sites,
 * 151 of them `res.body` / `response.body` in tests, calls of `Rack::MockResponse#body` or `Rack::Response#body`.
 */
import type { CodeGraph, GraphNode } from "../graph/index.js";
import { fileRole } from "../retrieve/index.js";

/** Shortest receiver name read as an abbreviation of a class name (`res` for `Response`; `r` is read as nothing). */
export const MIN_RECEIVER_NAME = 3;

/** Lower case, letters and digits only: `mock_response`, `MockResponse` → `mockresponse`. */
const folded = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The receiver's own name when it ends in a plain name (`response`, `@response`, `self.request`, `$res`), folded
 * ({@link folded}); undefined for a call's or index's result (`get("/")`, `parts[i]`), whose name says nothing of
 * its type, and for a name shorter than {@link MIN_RECEIVER_NAME}.
 */
export function receiverName(receiver: string): string | undefined {
  const last = /(?:^|[^\p{L}\p{N}_])([\p{L}_][\p{L}\p{N}_]*)$/u.exec(receiver)?.[1] ?? (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(receiver) ? receiver : undefined);
  const name = last === undefined ? undefined : folded(last);
  return name !== undefined && name.length >= MIN_RECEIVER_NAME ? name : undefined;
}

/**
 * Whether folded receiver name `name` names class `className`: the start of the class name or of a tail of its words
 * (`res`, `response` and `mock_response` name `MockResponse`; `req` names `Request`).
 */
export function namesClass(name: string, className: string): boolean {
  const words = className.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2").split(/[\s_]+/u).filter(Boolean);
  return words.some((_, i) => folded(words.slice(i).join("")).startsWith(name));
}

/**
 * For method `node`, the test a by-name call's receiver fails when it is named after another class that declares a
 * method of the same name, or a type enclosing that method ({@link namesClass}; a test file's classes only for a
 * method of a test file), and not after any type enclosing `node` (`Request` or `Helpers` for `Rack.Request.Helpers.body`): then the call is that class's. Undefined when no other class declares the name, or
 * `node` is no method. `res.body` fails for `Request::Helpers#body` (rack's `Response` has a `body`); `req.body`
 * and `r4.body` pass.
 */
export function receiverNamedForOther(graph: Pick<CodeGraph, "nodes">, node: GraphNode): ((receiver: string) => boolean) | undefined {
  if (node.kind !== "method") return undefined;
  const ownerOf = (id: string): string => id.slice(id.indexOf("#") + 1, id.lastIndexOf("."));
  const own = ownerOf(node.id).split(".");
  const others = new Set<string>();
  // A class of a test file claims no receiver of a library method: rack's test `TestApp#call` would take every
  // middleware's `@app.call`.
  const testsCount = fileRole(node.path) === "test";
  for (const n of graph.nodes) {
    if (n.kind !== "method" || n.name !== node.name || n.id === node.id || !n.id.includes("#")) continue;
    if (!testsCount && fileRole(n.path) === "test") continue;
    for (const t of ownerOf(n.id).split(".")) if (t && !own.includes(t)) others.add(t);
  }
  if (!others.size) return undefined;
  return (receiver) => {
    const name = receiverName(receiver);
    if (name === undefined || own.some((t) => namesClass(name, t))) return false;
    return [...others].some((t) => namesClass(name, t));
  };
}

/**
 * For a top-level function `node` whose name some method also has, the test a by-name call's receiver passes: the
 * receiver names a module the function's path has (`attr.evolve` for `src/attr/_make.py#evolve`); an object's
 * receiver (`a.evolve(…)` on an `Attribute`) is that method's call, no use of the function. attrs c1dc5dcb's
 * `impact evolve` listed three callers of `Attribute.evolve` "by name". Undefined (every receiver passes) for any
 * other node, and where no method has the name.
 */
export function functionReceiverFits(graph: Pick<CodeGraph, "nodes">, node: GraphNode): ((receiver: string) => boolean) | undefined {
  if (node.kind !== "function" || node.qualifiedName.includes(".")) return undefined;
  if (!graph.nodes.some((n) => n.kind === "method" && n.name === node.name)) return undefined;
  const modules = new Set(node.path.split("/").map((s) => folded(s.replace(/\..*$/u, ""))).filter(Boolean));
  return (receiver) => {
    if (receiver === "") return true;
    const name = receiverName(receiver) ?? folded(receiver);
    return modules.has(name);
  };
}
