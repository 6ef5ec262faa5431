/**
 * `references`: every use site of a graph node — calls (callbacks and method references included), uses as a value
 * (`{ fetch: customFetch }`, `x instanceof C` in TypeScript/JavaScript; a class passed as an argument in Python), property
 * reads (`via: "reference"` calls), imports of a file, and inheritance or
 * implementation clauses — from the stored code graph's edges, so uses inside strings
 * and comments never count (edges come from syntax trees). Each site says how it was found:
 * - the edge's own resolution when the graph resolved it to this node: `type-checked` (a compiler's checker),
 *   `scope`, `import` (an import of this file, or a name bound by one) or `name-only`;
 * - `by-name`: an unresolved call whose callee text ends in this node's name (`?obj.parse` for `parse`), kept
 *   because the resolver could not prove the target; it may be another symbol of the same name.
 * A method every class may have (a constructor such as `__init__`, a protocol method such as `__enter__`) is the
 * exception: its name alone says nothing (a trial on a Python repository listed every `super().__init__` of
 * unrelated classes for one `__init__`). Its by-name sites are only calls whose receiver can be the class itself:
 * `super()` in a subclass, `self`/`cls` in the class or a subclass, or the class named (`C.__init__(self)`).
 * A method whose name another class also declares keeps no by-name site whose receiver is named after that other
 * class and not after its own (`response.body` and `res.body` are `Response#body`'s, not `Request::Helpers#body`'s;
 * see receiverName.ts). By-name sites are listed after the resolved ones.
 */
import fs from "node:fs";
import escapeStringRegexp from "escape-string-regexp";
import { readSourceText, resolveRepoPath } from "../extract/index.js";
import { functionReceiverFits, receiverNamedForOther } from "./receiverName.js";
import { constructorOf, literalReceiverFits, nonCallVia, sharedMethodReceivers, type CodeGraph, type EdgeResolution, type GraphEdge, type GraphNode, type NonCallVia } from "../graph/index.js";
import { roleOrder } from "../retrieve/index.js";

/** One use site. `line` is 1-based in `path`; `from` is the enclosing node (a declaration, or the file itself). */
export interface Reference {
  path: string;
  line?: number;
  from: string;
  kind: GraphEdge["kind"];
  resolution: EdgeResolution | "by-name";
  /** On a `calls` use that is no call expression: how the edge was found (`callback`, `reference`, `literal`; see `GraphEdge.via`). */
  via?: NonCallVia;
  /** The source line's text, trimmed, when the caller read it (see {@link withLineText}). */
  text?: string;
  /** For a use of a file's declaration listed for the file (see {@link referencesFor}): the declaration used. */
  target?: string;
}

/**
 * What `references` lists for a node: its own use sites (`scope: "node"`), or, for a file no file imports, the uses
 * of its declarations from other files (`scope: "declarations"`, each site's `target` the declaration).
 */
export interface ReferencesAnswer {
  scope: "node" | "declarations";
  references: Reference[];
}

const USE_KINDS = new Set<GraphEdge["kind"]>(["calls", "imports", "inherits", "implements", "uses"]);

/**
 * Node kinds an unresolved call can name: functions, methods, and classes (constructed by a call in Python, or
 * `new C`). Not structs and interfaces: no call names them (a Go `r.Context()` is never a use of `struct Context`).
 */
const BY_NAME_KINDS = new Set(["function", "method", "class"]);

/** Node kinds whose calls run a constructor. */
const TYPE_KINDS = new Set(["class", "struct"]);

/** The last segment of an unresolved callee text: `?this.cfg.parse` → `parse` (what a by-name test compares). */
export function calleeName(to: string): string {
  const text = to.startsWith("?") ? to.slice(1) : to;
  return text.split(/[.:>]+/u).filter(Boolean).pop() ?? text;
}

/**
 * For a method any class may have (see {@link sharedMethodReceivers}), the test a by-name call of it must pass:
 * its receiver is `super()` in a strict subclass of the method's class, `self`/`cls` in the class or a subclass,
 * or the class's own name. Undefined for any other node (every by-name call is kept).
 */
function sharedReceiverCheck(graph: CodeGraph, node: GraphNode): ((e: GraphEdge) => boolean) | undefined {
  const receivers = sharedMethodReceivers(node);
  const owner = node.id.slice(0, node.id.lastIndexOf("."));
  if (!receivers || !owner.includes("#")) return undefined;
  const kindOf = new Map(graph.nodes.map((n) => [n.id, n.kind]));
  const subclassesOf = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (e.resolved && (e.kind === "inherits" || e.kind === "implements")) subclassesOf.set(e.to, [...(subclassesOf.get(e.to) ?? []), e.from]);
  }
  const below = new Set<string>();
  const stack = [...(subclassesOf.get(owner) ?? [])];
  while (stack.length) {
    const c = stack.pop()!;
    if (below.has(c)) continue;
    below.add(c);
    stack.push(...(subclassesOf.get(c) ?? []));
  }
  const qualified = owner.slice(owner.indexOf("#") + 1);
  const ownerName = qualified.slice(qualified.lastIndexOf(".") + 1);
  /** The innermost type node enclosing `from` (`a.py#S.m.inner` → `a.py#S`), or undefined. */
  const classOf = (from: string): string | undefined => {
    const hash = from.indexOf("#");
    for (let id = from; hash >= 0; ) {
      if (TYPE_KINDS.has(kindOf.get(id) ?? "")) return id;
      const dot = id.lastIndexOf(".");
      if (dot <= hash) return undefined;
      id = id.slice(0, dot);
    }
    return undefined;
  };
  return (e) => {
    const text = e.to.startsWith("?") ? e.to.slice(1) : e.to;
    const receiver = text.slice(0, Math.max(0, text.length - node.name.length - 1));
    const caller = classOf(e.from);
    if (receivers.superCall !== undefined && receiver === receivers.superCall) return caller !== undefined && below.has(caller);
    if (receivers.self.includes(receiver)) return caller !== undefined && (caller === owner || below.has(caller));
    return receiver.split(/[.:>]+/u).filter(Boolean).pop() === ownerName;
  };
}

/**
 * The test an edge must pass to be a `by-name` use of `node`: an unresolved, in-repository call whose callee text ends
 * in the node's name, for functions, methods and classes only ({@link BY_NAME_KINDS}), for a method any class may
 * have only from a receiver that can be its class ({@link sharedReceiverCheck}), and never from a literal receiver
 * of another type (Go `msgpackBinding{}.BindBody` for `jsonBinding.BindBody`: {@link literalReceiverFits}), and never
 * from a receiver named after another class that declares a method of the name (rack's `response.body` for
 * `Request::Helpers#body`: {@link receiverNamedForOther}).
 */
export function byNameTest(graph: CodeGraph, node: GraphNode): (e: GraphEdge) => boolean {
  if (!BY_NAME_KINDS.has(node.kind)) return () => false;
  const receiverFits = sharedReceiverCheck(graph, node);
  const otherClass = receiverNamedForOther(graph, node);
  const moduleReceiver = functionReceiverFits(graph, node);
  const receiver = (e: GraphEdge): string => e.to.slice(1, Math.max(1, e.to.length - node.name.length - 1));
  return (e) =>
    !e.resolved && !e.external && e.kind === "calls" && calleeName(e.to) === node.name && (!receiverFits || receiverFits(e)) && literalReceiverFits(node, receiver(e)) && !otherClass?.(receiver(e)) && (!moduleReceiver || moduleReceiver(receiver(e)));
}

/** 1 for a by-name site, 0 for a resolved one: by-name sites are listed after every resolved site. */
const byNameLast = (r: Reference): number => Number(r.resolution === "by-name");

/**
 * Use sites of node `id`, resolved sites first and by-name sites after them, each group sorted by path, line and
 * enclosing node; `undefined` when `id` is not a node.
 * By-name sites are listed only for functions, methods and classes ({@link BY_NAME_KINDS}). A class's uses
 * include the resolved calls of its constructor (`Route(...)` resolves to `Route.__init__`, `new C()` to
 * `C.constructor`). A function called on several lines of one caller gives one site per line (the edge's `lines`).
 */
export function findReferences(graph: CodeGraph, id: string): Reference[] | undefined {
  const node = graph.nodes.find((n) => n.id === id);
  if (!node) return undefined;
  const pathOf = new Map(graph.nodes.map((n) => [n.id, n.path]));
  const fileOf = (nodeId: string): string => pathOf.get(nodeId) ?? nodeId.split("#")[0]!;
  const refs: Reference[] = [];
  const ctor = TYPE_KINDS.has(node.kind) ? constructorOf(graph.nodes, node)?.id : undefined;
  const byName = byNameTest(graph, node);
  for (const e of graph.edges) {
    if (!USE_KINDS.has(e.kind)) continue;
    const resolved = e.resolved && (e.to === id || (e.kind === "calls" && ctor !== undefined && e.to === ctor && e.from !== ctor));
    if (!resolved && !byName(e)) continue;
    const resolution = resolved ? (e.resolution ?? (e.kind === "imports" ? "import" : "name-only")) : "by-name";
    const nonCall = resolved ? nonCallVia(e) : undefined;
    const via = nonCall ? { via: nonCall } : {};
    for (const line of e.lines ?? (e.line !== undefined ? [e.line] : [undefined])) refs.push({ path: fileOf(e.from), ...(line !== undefined ? { line } : {}), from: e.from, kind: e.kind, resolution, ...via });
  }
  // A line that calls the function and also names it as a value (`f(); g = f`) is one site, the call's.
  const otherSites = new Set(refs.filter((r) => r.kind !== "uses").map((r) => `${r.from}\n${r.line ?? 0}`));
  const order = new Map(refs.map((r) => [r.path, roleOrder(r.path)]));
  return refs
    .filter((r) => r.kind !== "uses" || !otherSites.has(`${r.from}\n${r.line ?? 0}`))
    .sort((a, b) => byNameLast(a) - byNameLast(b) || order.get(a.path)! - order.get(b.path)! || (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)));
}

/**
 * The use sites `references` lists for node `id` ({@link ReferencesAnswer}); `undefined` when `id` is not a node.
 * A file is used through its imports; where no file imports it — in Go every file, since Go imports the package
 * (the folder), never a file — its declarations' use sites from other files stand for it: the direct uses
 * (one hop, as {@link findReferences} finds them for each declaration, `by-name` sites labelled so), by path and line,
 * by-name sites last.
 * Uses inside the file itself are left out: they are no use of the file.
 */
export function referencesFor(graph: CodeGraph, id: string): ReferencesAnswer | undefined {
  const own = findReferences(graph, id);
  if (!own) return undefined;
  const node = graph.nodes.find((n) => n.id === id)!;
  if (node.kind !== "file" || own.length) return { scope: "node", references: own };
  const uses: Reference[] = [];
  for (const d of graph.nodes) {
    if (d.path !== node.path || d.id === id || !d.id.startsWith(`${id}#`)) continue;
    for (const r of findReferences(graph, d.id) ?? []) if (r.path !== node.path) uses.push({ ...r, target: d.id });
  }
  const keys = new Map(uses.map((r) => [r, `${byNameLast(r)}\n${roleOrder(r.path)}\n${r.path}\n${String(r.line ?? 0).padStart(9, "0")}\n${r.from}\n${r.target}`]));
  return { scope: "declarations", references: uses.sort((a, b) => (keys.get(a)! < keys.get(b)! ? -1 : keys.get(a)! > keys.get(b)! ? 1 : 0)) };
}

/** Node kinds whose uses as a declared type no edge records (see {@link noReferencesNote}). */
const DECLARED_TYPE_KINDS = new Set(["class", "struct", "interface"]);

/**
 * What to say when type node `node` (of `kind`) has no use sites, so an empty answer does not read as "unused": the
 * graph records a type's constructions (`C()`, `new C()`, Go `T{…}`), inheritance, value uses and type tests
 * (`isinstance(x, C)`, `x instanceof C`, Go `v.(T)` and `case T:`), but not where it is named as a declared type (a
 * parameter, field, variable or result type; no language's graph records those) or a type argument, and a text search
 * finds those. Undefined for a node of any other kind (a function or method: no edge reaches it).
 */
export function noReferencesNote(node: string, kind: string): string | undefined {
  if (!DECLARED_TYPE_KINDS.has(kind)) return undefined;
  const name = node.slice(node.lastIndexOf("#") + 1).split(".").pop()!;
  return `no use site of ${node} in the code graph: it records a type's constructions (a call, \`new\`, a Go composite literal), inheritance, value uses and type tests (\`isinstance(x, C)\`, \`instanceof\`, a Go type assertion or type switch case), not the other places that name it: a parameter, field, variable or result type, a type argument (\`git grep -nw ${name}\` finds those)`;
}

/** Most lines an import statement is read over, from its first, for the names it binds (see {@link importedByName}). */
const IMPORT_LINES = 30;

/** Most importing sites {@link importedByNameNote} lists. */
const IMPORTERS_SHOWN = 3;

/**
 * Of `imports` (edges into one file, each with its line), the sites whose import statement, read from the edge's line
 * until its brackets close (at most {@link IMPORT_LINES} lines), holds `name` as a word, by path and line. `readLines`
 * gives a file's lines (repository-relative path → lines, or undefined). A Go import names a package: none.
 */
function importedByName(imports: readonly GraphEdge[], name: string, readLines: (path: string) => string[] | undefined): { path: string; line: number }[] {
  const word = new RegExp(`(?<![\\p{L}\\p{N}_$])${escapeStringRegexp(name)}(?![\\p{L}\\p{N}_$])`, "u");
  const sites: { path: string; line: number }[] = [];
  for (const e of imports) {
    const lines = readLines(e.from);
    if (!lines || e.line === undefined) continue;
    let depth = 0;
    for (let i = e.line - 1; i < Math.min(lines.length, e.line - 1 + IMPORT_LINES); i++) {
      const text = lines[i]!;
      if (word.test(text)) {
        sites.push({ path: e.from, line: e.line });
        break;
      }
      for (const c of text) depth += c === "(" || c === "{" ? 1 : c === ")" || c === "}" ? -1 : 0;
      if (depth <= 0) break;
    }
  }
  return sites.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/**
 * What to say when a declaration that other files import by name has no use site in the graph, so that an empty
 * `callers`, `references` or `impact` does not read as "unused": uvicorn's `service_unavailable`, imported by two
 * protocol files and assigned there as the app to run, had "0 nodes … may be affected". Not every use that is no call
 * is in every language's graph (a Python conditional expression's branch, `app = f if full else app`; most value uses
 * outside TypeScript, JavaScript and Python). The files importing `id`'s file are read from `root`; `shown` is how the
 * note writes the id. Undefined for a member (`C.m`) or a file, which no import statement names, and when none does.
 */
export async function importedByNameNote(graph: CodeGraph, root: string, id: string, shown = id): Promise<string | undefined> {
  const hash = id.indexOf("#");
  const name = hash > 0 ? id.slice(hash + 1) : "";
  if (!name || name.includes(".")) return undefined;
  const file = id.slice(0, hash);
  const imports = graph.edges.filter((e) => e.kind === "imports" && e.to === file && e.from !== file && e.line !== undefined);
  const sites = imports.length ? importedByName(imports, name, await readFileLines(root, imports.map((e) => e.from))) : [];
  if (!sites.length) return undefined;
  const listed = sites.slice(0, IMPORTERS_SHOWN).map((s) => `${s.path}:${s.line}`).join(", ");
  const more = sites.length > IMPORTERS_SHOWN ? ` and ${sites.length - IMPORTERS_SHOWN} more` : "";
  const files = new Set(sites.map((s) => s.path)).size;
  return `no use site of ${shown} in the code graph, but ${files} file${files === 1 ? "" : "s"} import${files === 1 ? "s" : ""} it by name (${listed}${more}): a use there that is no call (assigned, stored or returned as a value) may not be in the graph (\`git grep -nw ${name}\` finds it)`;
}

/** Adds each site's source line, read through `readLines` (repository-relative path → lines, or undefined). */
export function withLineText(refs: Reference[], readLines: (path: string) => string[] | undefined): Reference[] {
  const cache = new Map<string, string[] | undefined>();
  return refs.map((r) => {
    if (r.line === undefined) return r;
    if (!cache.has(r.path)) cache.set(r.path, readLines(r.path));
    const text = cache.get(r.path)?.[r.line - 1]?.trim();
    return text === undefined ? r : { ...r, text: text.length > 200 ? `${text.slice(0, 199)}…` : text };
  });
}

/**
 * Lines of the given repository files (repository-relative paths), each read once through the repository path
 * check with detected secrets masked, as when indexed; the lookup gives undefined for a file refused or unreadable.
 */
export async function readFileLines(root: string, files: readonly string[]): Promise<(file: string) => string[] | undefined> {
  const realRoot = fs.realpathSync(root);
  const lines = new Map<string, string[] | undefined>();
  for (const file of new Set(files)) {
    let abs: string | undefined;
    try {
      abs = resolveRepoPath(realRoot, file).abs;
    } catch {
      abs = undefined;
    }
    lines.set(file, abs ? (await readSourceText(abs, file))?.split(/\r?\n/u) : undefined);
  }
  return (file) => lines.get(file);
}
