/**
 * `definition`: where a symbol is defined, from the stored code graph. A graph node id (`src/a.ts#Parser.parse`)
 * is looked up exactly; anything else is a name matched against qualified names (`Parser.parse`) and then
 * simple names (`parse`); a qualified name may be an import path (`starlette.requests.Request`) or name a member
 * through a type that inherits it (`Request.session`). Exported declarations come first, then by path and line.
 */
import { detectLanguage, type Entity, type SemanticContract } from "../extract/index.js";
import { DEFAULT_EXPORT_NAME, defaultExportNames, moduleFiles, shownKind, TYPE_NODE_KINDS, type CodeGraph, type GraphNode } from "../graph/index.js";
import { roleOrder } from "../retrieve/index.js";
import { ancestorTypes } from "./supertypes.js";
import escapeStringRegexp from "escape-string-regexp";

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
   * `export`: a name a file's contract exports that has no node of its own (a constant, variable, type alias or enum);
   * `module-path`: an import path (`starlette.requests.Request`: the module `starlette.requests`, then the name in it);
   * `package`: a declared package name and a top-level name (Go `middleware.Logger`: `Logger` in a file whose package
   * clause says `middleware`);
   * `default-export`: a simple name that names no declaration but the module of an anonymous default export, as code
   * that imports it names it (`resolveConfig`: `export default (config) => …` in `lib/helpers/resolveConfig.js`);
   * `line`: a node argument written `path:line`, the innermost node there (resolveNode.ts).
   */
  match: "id" | "qualified-name" | "name" | "export" | "module-path" | "package" | "default-export" | "line";
  /**
   * When the query named the member through a type that inherits it (`Request.session`, defined on the base class
   * `HTTPConnection`): the id of that type. The definition is the base's member.
   */
  inheritedBy?: string;
  /** For an `export` match: the exported name (the node is its file). */
  name?: string;
}

const DECLARATION_KINDS = new Set(["class", "interface", "struct", "function", "method"]);

function toDefinition(node: GraphNode, match: Definition["match"]): Definition {
  return {
    id: node.id,
    kind: shownKind(node),
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
 * Whether `path` only declares types for code written elsewhere (`LanguageSpec.declarationFiles`: TypeScript `.d.ts`,
 * Python `.pyi`).
 */
export function isDeclarationFile(path: string): boolean {
  return detectLanguage(path).declarationFiles?.test(path) === true;
}

/**
 * Definitions of `query` (an id, a qualified name or a simple name), best first (implementation before examples, docs
 * and tests, see `roleOrder`; code before type declaration files of the same role, see {@link isDeclarationFile}; then
 * exported ones); empty when nothing matches. A
 * qualified name may be written in the language's own notation (`Sinatra::Base#route`, see {@link dottedName}) and
 * may lead with namespaces the graph's qualified names leave out (`MediatR.Mediator.Send` finds `Mediator.Send`), or
 * be an import path (`starlette.requests.Request`), or, given `packages` (file path → declared package, see
 * {@link packagesOf}), a package name and a name declared in it as code that uses it writes them (Go
 * `middleware.Logger`, `chi.NewRouter`). Given the graph's edges, `Owner.member` also finds a member `Owner`
 * inherits from a base type (`Request.session` → `HTTPConnection.session`, with `inheritedBy`).
 */
export function findDefinitions(graph: Pick<CodeGraph, "nodes"> & { edges?: CodeGraph["edges"] }, query: string, packages?: ReadonlyMap<string, string>): Definition[] {
  const raw = query.trim().replace(/^(\.\/)+/u, "");
  const exact = graph.nodes.find((n) => n.id === raw);
  if (exact) return [toDefinition(exact, "id")];
  const q = dottedName(raw);
  const declarations = graph.nodes.filter((n) => DECLARATION_KINDS.has(n.kind));
  const byQualified = qualifiedNodes(graph.nodes, declarations, q, packages, graph.edges);
  // A simple name finds TypeScript private members too (`fetch` is also `#fetch`), and members keyed by a symbol
  // constant (yargs's `kRunValidation` is the method `[kRunValidation]`).
  const named = (n: GraphNode): boolean => n.name === q || n.name === `#${q}` || n.name === `[${q}]`;
  const inherited = !byQualified.nodes.length && graph.edges ? inheritedMembers(graph.nodes, graph.edges, declarations, q) : [];
  const byName = byQualified.nodes.length || inherited.length ? [] : declarations.filter(named);
  // A simple name of no declaration may be the module of an anonymous default export: axios's `resolveConfig` (node
  // `lib/helpers/resolveConfig.js#default`) had "no definition" though every caller imports it under that name.
  const defaults =
    byQualified.nodes.length || inherited.length || byName.length || q.includes(".") || q === DEFAULT_EXPORT_NAME
      ? []
      : declarations.filter((n) => n.qualifiedName === DEFAULT_EXPORT_NAME && defaultExportNames(n.path).includes(q));
  const matches = byQualified.nodes.length
    ? byQualified.nodes.map((n) => toDefinition(n, byQualified.match))
    : inherited.length
      ? inherited
      : byName.length
        ? byName.map((n) => toDefinition(n, "name"))
        : defaults.map((n) => toDefinition(n, "default-export"));
  const order = new Map(matches.map((m) => [m.path, roleOrder(m.path) * 2 + Number(isDeclarationFile(m.path))]));
  return matches.sort((a, b) => order.get(a.path)! - order.get(b.path)! || Number(b.exported) - Number(a.exported) || (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
}

/**
 * The member names a JavaScript signature says its function is assigned to: `["res.set", "res.header"]` of `res.set =
 * res.header = function header(field, val)` (see the graph's TypeScript/JavaScript declarations); empty for others.
 */
function assignedNames(signature: string | undefined): string[] {
  const head = signature?.match(/^(?:[\w$]+(?:\.[\w$]+)+\s*=\s*)+/u)?.[0];
  return head ? head.split("=").map((t) => t.trim()).filter(Boolean) : [];
}

/**
 * Nodes dotted name `q` names as a qualified name: `Parser.parse` exactly; else with namespaces before it (C#, Java,
 * PHP, Go packages: the longest qualified names `q` ends with); else as an import path (`starlette.requests.Request`:
 * the longest module prefix a language's import resolution finds a file for, then the name in that file; failing
 * that, the file of the whole path as a module); else as a declared package and a name in it (`packages`: path →
 * package; chi's `middleware.Logger`, whose files say `package middleware`). Given `edges`, a module that only
 * re-exports the name finds it in the modules it imports (`click.Option`: `src/click/__init__.py` imports
 * `src/click/core.py`, which declares `Option`); last, a module named as importing code writes it, its package left
 * out (`fields.Email`: `Email` in `src/marshmallow/fields.py`; given `packages` only). Empty for a simple name.
 */
function qualifiedNodes(
  nodes: readonly GraphNode[],
  declarations: readonly GraphNode[],
  q: string,
  packages?: ReadonlyMap<string, string>,
  edges?: CodeGraph["edges"],
): { nodes: GraphNode[]; match: "qualified-name" | "module-path" | "package" } {
  if (!q.includes(".")) return { nodes: [], match: "qualified-name" };
  const exact = declarations.filter((n) => n.qualifiedName === q);
  if (exact.length) return { nodes: exact, match: "qualified-name" };
  // JavaScript: `res.send` names the function `res.send = function send (body)` assigns; `Reply.prototype.send` the method `Reply.send`.
  const assigned = declarations.filter((n) => assignedNames(n.signature).includes(q));
  if (assigned.length) return { nodes: assigned, match: "qualified-name" };
  const unprototyped = q.replace(/\.prototype\./u, ".");
  const prototyped = unprototyped === q ? [] : declarations.filter((n) => n.qualifiedName === unprototyped);
  if (prototyped.length) return { nodes: prototyped, match: "qualified-name" };
  const tails = declarations.filter((n) => n.qualifiedName.includes(".") && q.endsWith(`.${n.qualifiedName}`));
  const longest = Math.max(0, ...tails.map((n) => n.qualifiedName.length));
  if (tails.length) return { nodes: tails.filter((n) => n.qualifiedName.length === longest), match: "qualified-name" };
  const fileNodes = nodes.filter((n) => n.kind === "file");
  const files = new Set(fileNodes.map((n) => n.path));
  const languages = new Set(fileNodes.map((n) => n.language ?? "").filter(Boolean));
  const parts = q.split(".");
  // A name in a module first (Java's `com.acme.Shape` is the class, not the file Shape.java), the module alone last.
  for (const k of [...parts.keys()].slice(1).reverse().concat(parts.length)) {
    const rest = parts.slice(k).join(".");
    const found = moduleFiles(parts.slice(0, k).join("."), files, languages).flatMap((path) =>
      rest ? declarations.filter((n) => n.path === path && n.qualifiedName === rest) : fileNodes.filter((n) => n.id === path),
    );
    if (found.length) return { nodes: found, match: "module-path" };
  }
  // The module path names a module that re-exports the name: the modules it imports, nearest first.
  const imports = edges ? importsByFile(edges) : undefined;
  for (const k of imports ? [...parts.keys()].slice(1).reverse() : []) {
    const found = reexportedNodes(declarations, imports!, new Set(moduleFiles(parts.slice(0, k).join("."), files, languages)), parts.slice(k).join("."));
    if (found.length) return { nodes: found, match: "module-path" };
  }
  // After module paths (a module path is no partial name): the query leaves out outer namespaces the graph's names keep (Ruby `Base.call` for `Sinatra.Base.call`).
  const heads = declarations.filter((n) => n.qualifiedName.endsWith(`.${q}`));
  if (heads.length) return { nodes: heads, match: "qualified-name" };
  // A Go package's top-level names have no namespace in the graph (`NewRouter`, not `chi.NewRouter`): the longest
  // package prefix whose files declare the rest.
  for (const k of [...parts.keys()].slice(1).reverse()) {
    const pkg = parts.slice(0, k).join(".");
    const rest = parts.slice(k).join(".");
    const found = packages ? declarations.filter((n) => n.qualifiedName === rest && packages.get(n.path) === pkg) : [];
    if (found.length) return { nodes: found, match: "package" };
  }
  // A module as the code that imported it writes it, its package left out: `fields.Email` after `from marshmallow
  // import fields` is `Email` in a file `…/fields.py` (or `…/fields/__init__.py`, `…/fields/index.ts`).
  // With the declared packages only, after them: a Go package name is the package's, not a file's (`chi.NewRouter`).
  for (const k of packages ? [...parts.keys()].slice(1).reverse() : []) {
    const tail = `/${parts.slice(0, k).join("/")}`;
    const rest = parts.slice(k).join(".");
    const inModule = (path: string): boolean => {
      const stem = `/${path.replace(/\.[^./]+$/u, "").replace(/\/(?:__init__|index|mod)$/u, "")}`;
      return stem.endsWith(tail);
    };
    const found = declarations.filter((n) => n.qualifiedName === rest && inModule(n.path));
    if (found.length) return { nodes: found, match: "module-path" };
  }
  return { nodes: [], match: "qualified-name" };
}

/** Per file, the files its resolved `imports` edges reach. */
function importsByFile(edges: CodeGraph["edges"]): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const e of edges) {
    if (e.kind !== "imports" || !e.resolved) continue;
    const list = imports.get(e.from);
    if (list) list.push(e.to);
    else imports.set(e.from, [e.to]);
  }
  return imports;
}

/** Import steps followed from a module that re-exports a name (a package's `__init__.py`, a subpackage's, the module). */
const MAX_REEXPORT_STEPS = 4;

/**
 * Declarations named `rest` in the modules `modules` import (`imports`: {@link importsByFile}), breadth-first up to
 * {@link MAX_REEXPORT_STEPS} steps: the nearest step that declares it. httpcore 9820975's `httpcore.ConnectionPool` is
 * re-exported twice (`httpcore/__init__.py` from `._sync`, `httpcore/_sync/__init__.py` from `.connection_pool`):
 * one step had found nothing. A declaration beside an import of the same name (`try: from .socks_proxy import
 * SOCKSProxy` / `except ImportError: class SOCKSProxy: …`) is a stand-in for the one it imports: that one is the answer.
 */
function reexportedNodes(declarations: readonly GraphNode[], imports: ReadonlyMap<string, readonly string[]>, modules: ReadonlySet<string>, rest: string): GraphNode[] {
  const named = (paths: ReadonlySet<string>): GraphNode[] => declarations.filter((n) => paths.has(n.path) && n.qualifiedName === rest);
  const seen = new Set(modules);
  let level: ReadonlySet<string> = modules;
  for (let step = 0; step < MAX_REEXPORT_STEPS && level.size; step++) {
    const next = new Set([...level].flatMap((m) => imports.get(m) ?? []).filter((p) => !seen.has(p)));
    next.forEach((p) => seen.add(p));
    const found = named(next);
    if (found.length) {
      const imported = named(new Set(found.flatMap((n) => imports.get(n.path) ?? []))).filter((n) => !found.includes(n));
      return imported.length ? imported : found;
    }
    level = next;
  }
  return [];
}

/**
 * Definitions of member `m` of `Owner.m` (`q`) that `Owner` inherits: for each type the owner part names (as
 * {@link qualifiedNodes} reads it, or by simple name), the first type of its method resolution order ({@link
 * linearization}) that declares `m` (`Request.session` → `HTTPConnection.session` in starlette), with `inheritedBy` the
 * type named; the owner may be written as its node id (`b.py#Sub.m`). Empty when `q` has no owner part or no base
 * declares the member.
 */
function inheritedMembers(nodes: readonly GraphNode[], edges: CodeGraph["edges"], declarations: readonly GraphNode[], q: string): Definition[] {
  const dot = q.lastIndexOf(".");
  if (dot <= 0) return [];
  const ownerName = q.slice(0, dot);
  const member = q.slice(dot + 1);
  // The owner written as a node id (`b.py#Sub.m`): that type alone, which is how one of several so named is picked.
  const ownerById = ownerName.includes("#") ? declarations.filter((n) => n.id === ownerName) : [];
  const owners = (ownerById.length ? { nodes: ownerById } : ownerName.includes(".") ? qualifiedNodes(nodes, declarations, ownerName) : { nodes: declarations.filter((n) => n.name === ownerName), match: "name" as const }).nodes.filter((n) => TYPE_NODE_KINDS.has(n.kind));
  if (!owners.length) return [];
  const match = ownerName.includes(".") ? qualifiedNodes(nodes, declarations, ownerName).match : "qualified-name";
  const bases = new Map<string, string[]>();
  for (const e of edges) {
    if (!e.resolved || (e.kind !== "inherits" && e.kind !== "implements") || e.from === e.to) continue;
    const list = bases.get(e.from);
    if (list) list.push(e.to);
    else bases.set(e.from, [e.to]);
  }
  const byId = new Map(nodes.map((n) => [n.id, n]));
  // The graph sorts edges by target; a declaration writes its bases in order (`class Y(B, Mixin)`).
  for (const [from, list] of bases) {
    const signature = byId.get(from)?.signature ?? "";
    const at = (b: string): number => {
      const name = byId.get(b)?.name;
      const i = name ? signature.search(new RegExp(`(?<![\\p{L}\\p{N}_$])${escapeStringRegexp(name)}(?![\\p{L}\\p{N}_$])`, "u")) : -1;
      return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    list.sort((a, b) => at(a) - at(b));
  }
  const out: Definition[] = [];
  for (const owner of owners) {
    const found = linearization(owner.id, bases).slice(1).map((b) => byId.get(`${b}.${member}`)).find((n) => n !== undefined);
    if (found) out.push({ ...toDefinition(found, match), inheritedBy: owner.id });
  }
  return out;
}

/**
 * The method resolution order of type `id` (itself first) over `bases` (type id → its direct bases in declaration
 * order): C3 linearization, as Python computes `__mro__` (Barrett et al., "A Monotonic Superclass Linearization for
 * Dylan", 1996); for one base and interfaces it is the class chain, then the interfaces. A hierarchy C3 cannot order
 * (or a cycle) reads breadth-first instead, each type once.
 */
export function linearization(id: string, bases: ReadonlyMap<string, readonly string[]>): string[] {
  const memo = new Map<string, string[]>();
  const c3 = (t: string, path: Set<string>): string[] | null => {
    if (memo.has(t)) return memo.get(t)!;
    if (path.has(t)) return null;
    path.add(t);
    const direct = bases.get(t) ?? [];
    const lists: string[][] = [];
    for (const b of direct) {
      const l = c3(b, path);
      if (!l) return null;
      lists.push([...l]);
    }
    lists.push([...direct]);
    const out = [t];
    for (;;) {
      const rest = lists.filter((l) => l.length);
      if (!rest.length) break;
      const head = rest.map((l) => l[0]!).find((h) => !rest.some((l) => l.indexOf(h) > 0));
      if (head === undefined) return null;
      out.push(head);
      for (const l of rest) if (l[0] === head) l.shift();
    }
    path.delete(t);
    memo.set(t, out);
    return out;
  };
  return c3(id, new Set()) ?? [id, ...ancestorTypes(id, bases)];
}

/**
 * Exported names of `files` equal to `query` that the code graph has no node for: constants, variables, type
 * aliases, enums (`export const MAX_RETRIES = 3`, Go `const DefaultTimeout`). `strata definition MAX_RETRIES` said
 * "no definition" for them. A dotted query is an import path and a name (`attr.s`: `s` exported by the module
 * `attr`, as the language's import resolution finds it; attrs' `s = attributes = attrs` had "no definition").
 * Names re-exported from another module are left out (their definition is elsewhere). By path, then line; empty
 * when nothing matches.
 */
export function findExportDefinitions(files: readonly { path: string; contract: Pick<SemanticContract, "exports"> & { language?: string } }[], query: string): Definition[] {
  const q = dottedName(query.trim());
  const dot = q.lastIndexOf(".");
  const name = dot > 0 ? q.slice(dot + 1) : q;
  const modules = dot > 0 ? new Set(moduleFiles(q.slice(0, dot), new Set(files.map((f) => f.path)), new Set(files.map((f) => f.contract.language ?? detectLanguage(f.path).id)))) : undefined;
  const out: Definition[] = [];
  for (const file of files) {
    if (modules && !modules.has(file.path)) continue;
    for (const e of file.contract.exports) {
      if (e.name !== name || e.kind === "reexport" || e.source || NODE_KINDS.has(e.kind)) continue;
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

/**
 * `nodeDefs` (from {@link findDefinitions}) followed by `exportDefs` (from {@link findExportDefinitions}), an export
 * declared at the line a node starts in the same file folded into that node: a TypeScript type alias of a function
 * type (`export type Handler = (req: Request) => number`) is a graph node of kind `interface` (calls of its values
 * reach it) and an exported `type` of its file's contract, and `definition Handler` listed it twice. The folded row
 * keeps the node's id and takes the contract's kind (`type`).
 */
export function withExportDefinitions(nodeDefs: readonly Definition[], exportDefs: readonly Definition[]): Definition[] {
  const at = (d: Definition): string => `${d.path}:${d.line ?? 0}`;
  const exported = new Map(exportDefs.map((d) => [at(d), d]));
  const folded = new Set<Definition>();
  const nodes = nodeDefs.map((d) => {
    const e = exported.get(at(d));
    if (!e || d.line === undefined) return d;
    folded.add(e);
    return { ...d, kind: e.kind };
  });
  return [...nodes, ...exportDefs.filter((d) => !folded.has(d))];
}

/**
 * The declared package of each file whose contract names one (Go's package clause, Java's package, a PHP namespace),
 * by repository-relative path: what {@link findDefinitions} reads a `pkg.Name` query against.
 */
export function packagesOf(files: readonly { path: string; contract: Pick<SemanticContract, "package"> }[]): Map<string, string> {
  return new Map(files.flatMap((f) => (f.contract.package ? [[f.path, f.contract.package] as [string, string]] : [])));
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
