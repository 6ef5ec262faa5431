/**
 * `definition`: where a symbol is defined, from the stored code graph. A graph node id (`src/a.ts#Parser.parse`)
 * is looked up exactly; anything else is a name matched against qualified names (`Parser.parse`) and then
 * simple names (`parse`). Exported declarations come first, then by path and line.
 */
import type { Entity, SemanticContract } from "../extract/index.js";
import type { CodeGraph, GraphNode } from "../graph/index.js";

/** One place a symbol is defined. Lines are 1-based and inclusive. */
export interface Definition {
  /** The node's id; for an `export` match, the id of the file node that declares it. */
  id: string;
  /** The node's kind; for an `export` match, the contract's entity kind (`constant`, `variable`, `type`, `enum`…). */
  kind: GraphNode["kind"] | Entity["kind"];
  path: string;
  line?: number;
  endLine?: number;
  signature?: string;
  doc?: string;
  exported: boolean;
  /**
   * `id`: the query was this node's id; `qualified-name` or `name`: matched by name, so there may be others;
   * `export`: a name a file's contract exports that has no node of its own (a constant, variable, type alias or enum).
   */
  match: "id" | "qualified-name" | "name" | "export";
  /** For an `export` match: the exported name (the node is its file). */
  name?: string;
}

const DECLARATION_KINDS = new Set(["class", "interface", "struct", "function", "method"]);

function toDefinition(node: GraphNode, match: Definition["match"]): Definition {
  return {
    id: node.id,
    kind: node.kind,
    path: node.path,
    ...(node.span ? { line: node.span.startLine, endLine: node.span.endLine } : {}),
    ...(node.signature ? { signature: node.signature } : {}),
    ...(node.doc ? { doc: node.doc } : {}),
    exported: node.exported === true,
    match,
  };
}

/**
 * A qualified name as the language writes it, in the graph's dotted form: `Sinatra::Base#route` (Ruby),
 * `App::handle` / `App->handle` / `Slim\App` (PHP), `ns::T::f` (C++) → `Sinatra.Base.route`, `App.handle`.
 * A `#` stays when the query reads as a node id (a path before it), and where it begins a name: a TypeScript private
 * member (`#retry`, `Ky.#retry`) is named with it.
 */
export function dottedName(query: string): string {
  const id = /^[^#]*(?:\/|\.\w+#)/u.test(query);
  return (id ? query : query.replace(/(?<=[\w)?!=])#/gu, ".")).replace(/::|->|\\/gu, ".");
}

/**
 * Definitions of `query` (an id, a qualified name or a simple name), best first; empty when nothing matches. A
 * qualified name may be written in the language's own notation (`Sinatra::Base#route`, see {@link dottedName}) and
 * may lead with namespaces the graph's qualified names leave out (`MediatR.Mediator.Send` finds `Mediator.Send`).
 */
export function findDefinitions(graph: Pick<CodeGraph, "nodes">, query: string): Definition[] {
  const raw = query.trim().replace(/^(\.\/)+/u, "");
  const exact = graph.nodes.find((n) => n.id === raw);
  if (exact) return [toDefinition(exact, "id")];
  const q = dottedName(raw);
  const declarations = graph.nodes.filter((n) => DECLARATION_KINDS.has(n.kind));
  let qualified = q.includes(".") ? declarations.filter((n) => n.qualifiedName === q) : [];
  // Namespaces before the qualified name (C#, Java, PHP, Go packages): the longest qualified names the query ends with.
  if (!qualified.length && q.includes(".")) {
    const tails = declarations.filter((n) => n.qualifiedName.includes(".") && q.endsWith(`.${n.qualifiedName}`));
    const longest = Math.max(0, ...tails.map((n) => n.qualifiedName.length));
    qualified = tails.filter((n) => n.qualifiedName.length === longest);
  }
  // A simple name finds TypeScript private members too: `fetch` is also `#fetch`.
  const named = (n: GraphNode): boolean => n.name === q || n.name === `#${q}`;
  const matches = qualified.length ? qualified.map((n) => toDefinition(n, "qualified-name")) : declarations.filter(named).map((n) => toDefinition(n, "name"));
  return matches.sort((a, b) => Number(b.exported) - Number(a.exported) || (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
}

/**
 * Exported names of `files` equal to `query` that the code graph has no node for: constants, variables, type
 * aliases, enums (`export const MAX_RETRIES = 3`, Go `const DefaultTimeout`). `strata definition MAX_RETRIES` said
 * "no definition" for them. Names re-exported from another module are left out (their definition is elsewhere).
 * By path, then line; empty when nothing matches.
 */
export function findExportDefinitions(files: readonly { path: string; contract: Pick<SemanticContract, "exports"> }[], query: string): Definition[] {
  const q = query.trim();
  const out: Definition[] = [];
  for (const file of files) {
    for (const e of file.contract.exports) {
      if (e.name !== q || e.kind === "reexport" || e.source || NODE_KINDS.has(e.kind)) continue;
      out.push({
        id: file.path,
        kind: e.kind,
        path: file.path,
        line: e.line,
        endLine: e.endLine,
        ...(e.signature ? { signature: e.signature } : {}),
        ...(e.doc ? { doc: e.doc } : {}),
        exported: true,
        match: "export",
        name: e.name,
      });
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
}

/** Entity kinds the code graph gives a node of their own: found by {@link findDefinitions}, not here. */
const NODE_KINDS = new Set<string>(["function", "class", "interface", "struct", "method", "constructor", "trait"]);

/**
 * Whether `query` is a simple name (no owner, path or id): then a type alias or constant exported under it is a
 * definition too, beside the nodes of that name (chi's `type Middlewares` beside the methods `Mux.Middlewares`).
 */
export function isSimpleName(query: string): boolean {
  return /^#?[\p{L}_$][\p{L}\p{N}_$]*$/u.test(query.trim());
}
