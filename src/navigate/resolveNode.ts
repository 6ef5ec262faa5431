/**
 * The one reading of a node argument, shared by the CLI commands (`references`, `impact`, `summary --node`) and the
 * MCP tools that take a `node` (`references`, `impact`, `source`, `callers`, `callees`, `node_summary`):
 * 1. a node id, as given or without a leading `./`, or as a folder (`src/util` → `src/util/`, `` → `.`); or `path:line`,
 *    the innermost node of that file whose span holds the line;
 * 2. else the declarations {@link findDefinitions} finds for it as a qualified name (`Parser.parse`,
 *    `Sinatra::Base#route`) or a simple name (`cookie_parser`): one match is the node, as is the one match in code
 *    whose other matches are its typings (`.d.ts`, `.pyi`), or the one match in implementation whose other matches
 *    are in tests, examples, docs or generated copies (returned as `also`, so that the answer says so); else several
 *    are candidates to choose from (exported first, then by path and line), never a silent pick
 *    ({@link withoutDeclarationsApart} drops a C++ method's declaration beside its definition, given the edges).
 * A path relative to a working directory is turned into a repository-relative one by the CLI before this reading.
 */
import { definesApart, type CodeGraph, type GraphEdge } from "../graph/index.js";
import { roleOrder } from "../retrieve/index.js";
import { findDefinitions, isDeclarationFile, type Definition } from "./definition.js";

/** Candidates an ambiguity message names (the rest are counted). */
export const CANDIDATES_SHOWN = 5;

/**
 * What a node argument names: `found` with the node id and how it matched (`id`, `qualified-name`, `name`) and, for
 * a member named through a type that inherits it, that type's id (`inheritedBy`), or not found with the declarations it names (none: no node; two or more: ambiguous).
 */
export type NodeResolution = { found: true; id: string; match: Definition["match"]; also?: string[]; inheritedBy?: string } | { found: false; candidates: Definition[] };

/**
 * The one candidate in code when every other one is the same name in a type declaration file (axios's `mergeConfig`:
 * `lib/core/mergeConfig.js#mergeConfig` and its typing `index.d.ts#mergeConfig`, which made `references mergeConfig`
 * an error), and the code is no test, example or doc where a typing is source (`roleOrder`: a test's stub
 * `getAdapter` is not what `index.d.ts#getAdapter` describes); undefined otherwise.
 */
function declaredElsewhere(defs: readonly Definition[]): Definition | undefined {
  const code = defs.filter((d) => !isDeclarationFile(d.path));
  if (code.length !== 1 || defs.length < 2) return undefined;
  const name = (d: Definition): string => d.id.slice(d.id.indexOf("#") + 1);
  const role = roleOrder(code[0]!.path);
  return defs.every((d) => d === code[0] || (name(d) === name(code[0]!) && roleOrder(d.path) >= role)) ? code[0] : undefined;
}

/**
 * The one candidate in implementation (`roleOrder` 0) when every other lies in a test, example, doc, benchmark,
 * generated or declaration file: mobx's `trackDerivedFunction` in `packages/mobx/src/core/derivation.ts` and in a
 * built copy under `docs/assets/…/mobx.umd.js`, which made `callers trackDerivedFunction` an error. The others come
 * back as `also`, so the answer can say it chose. Undefined otherwise.
 */
function onlyImplementation(defs: readonly Definition[]): Definition | undefined {
  if (defs.length < 2) return undefined;
  const code = defs.filter((d) => roleOrder(d.path) === 0);
  return code.length === 1 ? code[0] : undefined;
}

/**
 * `defs` without the declarations whose definition is among them, written apart ({@link definesApart}: a C++ method
 * declared in its class in a header and defined as `T::m` in a source file): `callers WriteBatchInternal.InsertInto`
 * had named both and asked for an id, and the definition is what calls reach.
 */
export function withoutDeclarationsApart(defs: Definition[], edges: readonly GraphEdge[] | undefined): Definition[] {
  if (defs.length < 2 || !edges) return defs;
  const ids = new Set(defs.map((d) => d.id));
  const declared = new Set(edges.filter((e) => ids.has(e.from) && ids.has(e.to) && definesApart(e)).map((e) => e.to));
  return declared.size ? defs.filter((d) => !declared.has(d.id)) : defs;
}

/** Step 1's ids, in order: as given, without leading `./`, as a folder. */
export function nodeIdVariants(query: string): string[] {
  const trimmed = query.trim().replace(/^(\.\/)+/u, "");
  const bare = trimmed.replace(/\/+$/u, "");
  return [...new Set([query, trimmed, bare === "" || bare === "." ? "." : `${bare}/`])];
}

/**
 * The found resolution of definition `d`, with `inheritedBy` when the name reached it through a type that inherits it.
 * A name is read by `definition`'s rules (findDefinitions) everywhere, so a name `definition` answers also names a node
 * for `callers`, `callees`, `impact` and `references`: gunicorn's `SyncWorker.notify` is `Worker.notify` (inherited by
 * SyncWorker), go-cache's `Cache.Get` is `cache.Get` (Cache embeds *cache).
 */
function foundAs(d: Definition, also?: string[]): NodeResolution {
  return { found: true, id: d.id, match: d.match, ...(also ? { also } : {}), ...(d.inheritedBy ? { inheritedBy: d.inheritedBy } : {}) };
}

/**
 * Reads `query` against the graph's nodes as the module comment says; with `packages` (file path → declared package,
 * `packagesOf`), a package-qualified name too (Go `middleware.Logger`), and with the graph's `edges`, a member a type
 * inherits from a base (`SyncWorker.notify` → `Worker.notify`, with `inheritedBy`), as `definition` reads them.
 */
export function resolveNode(graph: Pick<CodeGraph, "nodes"> & { edges?: CodeGraph["edges"] }, query: string, packages?: ReadonlyMap<string, string>): NodeResolution {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const id = nodeIdVariants(query).find((v) => ids.has(v));
  if (id !== undefined) return { found: true, id, match: "id" };
  const atLine = lineNode(graph, query, ids);
  if (atLine !== undefined) return { found: true, id: atLine, match: "line" };
  const defs = findDefinitions(graph, query, packages);
  if (defs.length === 1) return foundAs(defs[0]!);
  const code = declaredElsewhere(defs);
  if (code) return foundAs(code);
  const implementation = onlyImplementation(defs);
  if (implementation) return foundAs(implementation, defs.filter((d) => d !== implementation).map((d) => d.id));
  return { found: false, candidates: defs };
}

/**
 * The file node and line `query` names when it is `path:line` (`src/h3.ts:117`) and its path is a file node (`ids`:
 * every node id); undefined otherwise.
 */
function placeOf(graph: Pick<CodeGraph, "nodes">, query: string, ids: ReadonlySet<string>): { file: string; line: number; lines?: number } | undefined {
  const at = /^(.+):(\d+)$/u.exec(query.trim());
  if (!at) return undefined;
  const file = nodeIdVariants(at[1]!).find((v) => ids.has(v) && !v.includes("#"));
  if (file === undefined) return undefined;
  const lines = graph.nodes.find((n) => n.id === file)?.span?.endLine;
  return { file, line: Number(at[2]), ...(lines !== undefined ? { lines } : {}) };
}

/**
 * Step 1b: `path:line` (`src/h3.ts:117`, as an editor or a stack trace writes a place) names the innermost function,
 * method or type of that file whose span holds the line, or the file itself where none does; undefined when `query`
 * has no `:line` suffix, its path is no file node (`ids`: every node id), or the file has no such line.
 */
function lineNode(graph: Pick<CodeGraph, "nodes">, query: string, ids: ReadonlySet<string>): string | undefined {
  const place = placeOf(graph, query, ids);
  if (place === undefined) return undefined;
  const { file, line } = place;
  // A line the file does not have names nothing (httprouter's `router.go:9999` read as the file).
  if (line < 1 || (place.lines !== undefined && line > place.lines)) return undefined;
  let best: { id: string; lines: number } | undefined;
  for (const n of graph.nodes) {
    if (n.path !== file || n.kind === "file" || !n.span || n.span.startLine > line || n.span.endLine < line) continue;
    const lines = n.span.endLine - n.span.startLine;
    if (!best || lines < best.lines) best = { id: n.id, lines };
  }
  return best?.id ?? file;
}

/**
 * For `path:line` whose path is a file node of the graph that has no such line (0, or past its last line as of the
 * index): the file and its line count, for a "no node" message that says so (`callers lib/reply.js:99999` had said
 * only that no node was named, and hinted at an id); undefined otherwise.
 */
export function lineOutsideFile(graph: Pick<CodeGraph, "nodes">, query: string): { file: string; lines: number } | undefined {
  const place = placeOf(graph, query, new Set(graph.nodes.map((n) => n.id)));
  if (place?.lines === undefined || (place.line >= 1 && place.line <= place.lines)) return undefined;
  return { file: place.file, lines: place.lines };
}

/**
 * The ids of candidates that are all overloads of one method (C#'s `Mediator.Send`, `Mediator.Send@59`,
 * `Mediator.Send@77`: one id once an overload's `@<line>` is dropped), the first declared first; undefined for any
 * other list, or fewer than two. `impact` takes such a name as all of them: a change to the method's name or
 * contract reaches the callers of each.
 */
export function overloadIds(candidates: readonly Pick<Definition, "id" | "kind" | "line">[]): string[] | undefined {
  if (candidates.length < 2 || candidates.some((d) => d.kind !== "method")) return undefined;
  const base = candidates[0]!.id.replace(/@\d+$/u, "");
  if (candidates.some((d) => d.id.replace(/@\d+$/u, "") !== base)) return undefined;
  return [...candidates].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).map((d) => d.id);
}

/**
 * `"parse" names 3 nodes: a.ts#A.parse, b.ts#parse, c.ts#C.parse; give one id`, naming at most `limit` ids (default
 * {@link CANDIDATES_SHOWN}, an MCP answer's bound; the CLI names up to {@link CLI_CANDIDATES_SHOWN}: gorilla/mux's
 * `callers Match` named 5 of 9 and left the reader guessing the other ids).
 */
export function ambiguousNodeMessage(query: string, candidates: readonly Pick<Definition, "id">[], limit = CANDIDATES_SHOWN): string {
  const shown = candidates.slice(0, limit).map((d) => d.id).join(", ");
  return `"${query}" names ${candidates.length} nodes: ${shown}${candidates.length > limit ? ", …" : ""}; give one id`;
}

/**
 * The facts of {@link ambiguousNodeMessage} for a program (`--json`): `{ query, candidates: ids (at most `limit`,
 * default {@link CANDIDATES_SHOWN}), candidateCount }`.
 */
export function ambiguousNodeDetails(query: string, candidates: readonly Pick<Definition, "id">[], limit = CANDIDATES_SHOWN): { query: string; candidates: string[]; candidateCount: number } {
  return { query, candidates: candidates.slice(0, limit).map((d) => d.id), candidateCount: candidates.length };
}

/** Candidates the CLI's ambiguity message names (a terminal reader picks one id from them). */
export const CLI_CANDIDATES_SHOWN = 20;
